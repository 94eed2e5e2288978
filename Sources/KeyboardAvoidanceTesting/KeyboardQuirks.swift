/// Real-device misbehaviours a ``KeyboardSimulator`` can reproduce, each documented in KeyboardFacts.
///
/// When several rewrite a hide's end frame, ``infiniteEndFrameOnHide`` wins over
/// ``reduceMotionEndFrameOnHide``, which wins over ``shortEndFrameOnHide``; ``minimalUserInfo``
/// overrides those and ``didNotificationsWithoutAnimationKeys``.
public struct KeyboardQuirks: OptionSet, Sendable, Hashable, CustomStringConvertible {
    /// The bits of the set.
    public let rawValue: UInt32

    /// Creates a set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Every willChangeFrame is posted twice: first with duration 0 and curve 0, then with the real
    /// ones (KeyboardFacts §3, an iOS 8 device log).
    public static let duplicatePosts = KeyboardQuirks(rawValue: 1 << 0)

    /// A focus move while the keyboard is up posts willChangeFrame and didChangeFrame but no
    /// willShow or didShow (KeyboardFacts §3, rdar 34432484).
    public static let missingWillShowOnFocusChange = KeyboardQuirks(rawValue: 1 << 1)

    /// A show from hidden begins at `{{0, 0}, {0, 0}}`, and every hide is followed by a change-frame pair
    /// ending at `{{0, H}, {W, 0}}` (KeyboardFacts §2: niw/KeyboardGuide, Flutter's tests).
    public static let zeroSizeFrames = KeyboardQuirks(rawValue: 1 << 2)

    /// Hide notifications end at a 44 pt frame on the screen's bottom edge instead of below the
    /// screen (KeyboardFacts §2: IQKeyboardManager #2124, iOS 26).
    public static let shortEndFrameOnHide = KeyboardQuirks(rawValue: 1 << 3)

    /// Hide notifications end at a 71 pt frame on the screen's bottom edge, as with Reduce Motion
    /// on (KeyboardFacts §2: RxKeyboard PR #107).
    public static let reduceMotionEndFrameOnHide = KeyboardQuirks(rawValue: 1 << 4)

    /// willHide and didHide end at `{{inf, inf}, {0, 0}}`, as on iOS 7, while the hide's
    /// change-frame notifications keep the frame below the screen (KeyboardFacts §2).
    public static let infiniteEndFrameOnHide = KeyboardQuirks(rawValue: 1 << 5)

    /// Did-notifications carry no animation duration and no curve key (KeyboardFacts §3, rotation on iPad).
    public static let didNotificationsWithoutAnimationKeys = KeyboardQuirks(rawValue: 1 << 6)

    /// A show from hidden posts willShow twice without a willHide between, first without the predictive bar,
    /// then for the real frame, even when the two are the same (KeyboardFacts §3: rdar 25193835).
    public static let repeatedWillShow = KeyboardQuirks(rawValue: 1 << 7)

    /// The first show is posted with duration 0, as the first show on an iPad is (KeyboardFacts §4).
    public static let zeroDurationFirstShow = KeyboardQuirks(rawValue: 1 << 8)

    /// Rotating with the keyboard up posts a complete hide, then a complete show (KeyboardFacts §3, on iPad).
    public static let rotationStorm = KeyboardQuirks(rawValue: 1 << 9)

    /// Notifications carry only what the kit needs, as other frameworks' tests and apps post them:
    /// a show or change-frame only its end frame, a hide no `userInfo` at all (KeyboardFacts §7).
    public static let minimalUserInfo = KeyboardQuirks(rawValue: 1 << 10)

    /// The change-frame notifications carry no `object` while the show and hide ones name the screen
    /// (``KeyboardSimulator/notificationObject``), as `UIWindow.h` says of them up to iOS 26
    /// (KeyboardFacts §7).
    public static let changeFrameWithoutScreen = KeyboardQuirks(rawValue: 1 << 11)

    /// A keyboard dragged part way and let go springs back with no notification (believed, device
    /// review V5.4): only the guide moves, and the UIKit adapter's tracker follows it back, as
    /// ``KeyboardSimulator/endDrag(completes:)`` then feeds the resting frame (KeyboardFacts §7).
    public static let springBackWithoutNotification = KeyboardQuirks(rawValue: 1 << 12)

    /// Hide notifications end at an empty frame, `CGRect.zero`, as with Reduce Motion and Prefer
    /// Cross-Fade Transitions on (KeyboardFacts §2: FinniversKit PR #1208).
    public static let crossFadeEndFrameOnHide = KeyboardQuirks(rawValue: 1 << 13)

    /// Show and hide notifications give their frames in the coordinates of the first responder's
    /// window (a presentation's is its presenter's, else ``KeyboardSimulator/window``) instead of the
    /// screen's, as iPadOS 26 betas did for a text view with an input accessory (KeyboardFacts §2:
    /// FB18129544, device review N2); the change-frame notifications keep the screen's.
    public static let windowSpaceFrames = KeyboardQuirks(rawValue: 1 << 14)

    /// Once the keyboard hid, the keyboard layout guide stays well above the bottom safe area, a
    /// phantom keyboard, as iOS 26's does with a hardware keyboard once a text view with an input
    /// accessory resigns (KeyboardFacts §7: FB18129551, FB18129558; device review V1.2).
    public static let phantomGuideAfterHide = KeyboardQuirks(rawValue: 1 << 15)

    /// Every quirk with its name, in declaration order.
    public static let named: [(name: String, quirk: KeyboardQuirks)] = [
        ("duplicatePosts", .duplicatePosts),
        ("missingWillShowOnFocusChange", .missingWillShowOnFocusChange),
        ("zeroSizeFrames", .zeroSizeFrames),
        ("shortEndFrameOnHide", .shortEndFrameOnHide),
        ("reduceMotionEndFrameOnHide", .reduceMotionEndFrameOnHide),
        ("infiniteEndFrameOnHide", .infiniteEndFrameOnHide),
        ("didNotificationsWithoutAnimationKeys", .didNotificationsWithoutAnimationKeys),
        ("repeatedWillShow", .repeatedWillShow),
        ("zeroDurationFirstShow", .zeroDurationFirstShow),
        ("rotationStorm", .rotationStorm),
        ("minimalUserInfo", .minimalUserInfo),
        ("changeFrameWithoutScreen", .changeFrameWithoutScreen),
        ("springBackWithoutNotification", .springBackWithoutNotification),
        ("crossFadeEndFrameOnHide", .crossFadeEndFrameOnHide),
        ("windowSpaceFrames", .windowSpaceFrames),
        ("phantomGuideAfterHide", .phantomGuideAfterHide),
    ]

    /// Every quirk at once.
    public static let all = KeyboardQuirks(named.map(\.quirk))

    /// The names of the quirks in the set, such as `[duplicatePosts, rotationStorm]`.
    public var description: String {
        "[" + Self.named.filter { contains($0.quirk) }.map(\.name).joined(separator: ", ") + "]"
    }
}
