import Foundation
import KeyboardAvoidance

/// Real-device misbehaviours a ``KeyboardSimulator`` can reproduce, each documented in the
/// kit's KeyboardFacts article.
///
/// A simulator without quirks posts the clean sequences UIKit usually posts. Switch quirks on
/// to check that your handling survives what devices really do:
///
/// | quirk | what is posted | source |
/// |---|---|---|
/// | ``duplicatePosts`` | every willChangeFrame twice: first duration 0 and curve 0, then the real one | KeyboardFacts §3 (device log, iOS 8) |
/// | ``missingWillShowOnFocusChange`` | a focus move posts only willChangeFrame and didChangeFrame | §3 (rdar 34432484) |
/// | ``zeroSizeFrames`` | shows from hidden begin at `{{0, 0}, {0, 0}}`; hides end with a change-frame to `{{0, H}, {W, 0}}` | §2 (niw/KeyboardGuide, Flutter tests) |
/// | ``shortEndFrameOnHide`` | hide notifications end at a 44 pt frame on the bottom edge | §2 (IQKeyboardManager #2124, iOS 26) |
/// | ``reduceMotionEndFrameOnHide`` | hide notifications end at a 71 pt frame on the bottom edge | §2 (RxKeyboard PR #107, Reduce Motion) |
/// | ``infiniteEndFrameOnHide`` | willHide and didHide end at `{{inf, inf}, {0, 0}}` | §2 (iOS 7) |
/// | ``didNotificationsWithoutAnimationKeys`` | did-notifications carry no duration and no curve key | §3 (rotation on iPad) |
/// | ``repeatedWillShow`` | a show from hidden posts willShow twice, without willHide: first without the predictive bar (216 → 258), then the real frame | §3 (rdar 25193835; custom keyboards 0 → 216 → 256) |
/// | ``zeroDurationFirstShow`` | the simulator's first show has duration 0 | §4 (iPad first show) |
/// | ``rotationStorm`` | rotating while shown posts a full hide, then a full show | §3 (rotation on iPad) |
/// | ``minimalUserInfo`` | shows and changes carry only the end frame; hides carry no userInfo | §7 (synthetic posts: Flutter's engine tests, apps) |
///
/// When several quirks rewrite a hide's end frame, ``infiniteEndFrameOnHide`` wins over
/// ``reduceMotionEndFrameOnHide``, which wins over ``shortEndFrameOnHide``.
///
/// ```swift
/// let keyboard = KeyboardSimulator(center: center, device: .notchedPhone)
/// keyboard.quirks = [.duplicatePosts, .missingWillShowOnFocusChange, .reduceMotionEndFrameOnHide]
/// keyboard.show()
/// keyboard.moveFocus()  // no willShow this time
/// keyboard.hide()       // ends at a 71 pt frame that is not hidden at all
/// ```
public struct KeyboardQuirks: OptionSet, Sendable, Hashable, CustomStringConvertible {
    /// The bits of the set.
    public let rawValue: UInt32

    /// Creates a set from its bits.
    ///
    /// ```swift
    /// KeyboardQuirks(rawValue: 0) == []
    /// ```
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Every willChangeFrame is posted twice within the same action: first with duration 0 and
    /// curve 0, then with the real duration and curve (KeyboardFacts §3, iOS 8 device log).
    ///
    /// ```swift
    /// keyboard.quirks = [.duplicatePosts]
    /// ```
    public static let duplicatePosts = KeyboardQuirks(rawValue: 1 << 0)

    /// Moving the focus while the keyboard is up posts willChangeFrame and didChangeFrame but no
    /// willShow or didShow (KeyboardFacts §3, rdar 34432484): follow willChangeFrame.
    ///
    /// ```swift
    /// keyboard.quirks = [.missingWillShowOnFocusChange]
    /// keyboard.moveFocus()
    /// ```
    public static let missingWillShowOnFocusChange = KeyboardQuirks(rawValue: 1 << 1)

    /// Zero-size frames: a show from hidden begins at `{{0, 0}, {0, 0}}`, and every hide is
    /// followed by a willChangeFrame / didChangeFrame pair ending at `{{0, H}, {W, 0}}`
    /// (KeyboardFacts §2: niw/KeyboardGuide, Flutter's tests).
    ///
    /// ```swift
    /// keyboard.quirks = [.zeroSizeFrames]
    /// ```
    public static let zeroSizeFrames = KeyboardQuirks(rawValue: 1 << 2)

    /// Hide notifications end at a 44 pt frame sitting on the screen's bottom edge instead of
    /// below the screen (KeyboardFacts §2: IQKeyboardManager #2124, iOS 26).
    ///
    /// ```swift
    /// keyboard.quirks = [.shortEndFrameOnHide]
    /// ```
    public static let shortEndFrameOnHide = KeyboardQuirks(rawValue: 1 << 3)

    /// Hide notifications end at a 71 pt frame on the screen's bottom edge, as with Reduce
    /// Motion on (KeyboardFacts §2: RxKeyboard PR #107).
    ///
    /// ```swift
    /// keyboard.quirks = [.reduceMotionEndFrameOnHide]
    /// ```
    public static let reduceMotionEndFrameOnHide = KeyboardQuirks(rawValue: 1 << 4)

    /// willHide and didHide end at `{{inf, inf}, {0, 0}}`, as on iOS 7 (KeyboardFacts §2); the
    /// change-frame notifications of the hide keep the frame below the screen.
    ///
    /// ```swift
    /// keyboard.quirks = [.infiniteEndFrameOnHide]
    /// ```
    public static let infiniteEndFrameOnHide = KeyboardQuirks(rawValue: 1 << 5)

    /// did-notifications carry no `UIKeyboardAnimationDurationUserInfoKey` and no
    /// `UIKeyboardAnimationCurveUserInfoKey` (KeyboardFacts §3).
    ///
    /// ```swift
    /// keyboard.quirks = [.didNotificationsWithoutAnimationKeys]
    /// ```
    public static let didNotificationsWithoutAnimationKeys = KeyboardQuirks(rawValue: 1 << 6)

    /// A show from hidden posts willShow twice without a willHide between: first for the
    /// keyboard without the predictive bar, then for the real frame (KeyboardFacts §3:
    /// rdar 25193835; custom keyboards send 0 → 216 → 256 pt willShows). When the two frames
    /// are the same, the same willShow is posted twice.
    ///
    /// ```swift
    /// keyboard.quirks = [.repeatedWillShow]
    /// ```
    public static let repeatedWillShow = KeyboardQuirks(rawValue: 1 << 7)

    /// The simulator's first show is posted with duration 0, as the first show on an iPad is
    /// (KeyboardFacts §4).
    ///
    /// ```swift
    /// keyboard.quirks = [.zeroDurationFirstShow]
    /// ```
    public static let zeroDurationFirstShow = KeyboardQuirks(rawValue: 1 << 8)

    /// Rotating while the keyboard is up posts a complete hide, then a complete show, although
    /// editing never ended (KeyboardFacts §3, iPad rotation).
    ///
    /// ```swift
    /// keyboard.quirks = [.rotationStorm]
    /// keyboard.rotate()
    /// ```
    public static let rotationStorm = KeyboardQuirks(rawValue: 1 << 9)

    /// Every notification carries only what the kit needs: a show or change-frame only its end
    /// frame, a hide no `userInfo` at all, as the synthetic posts of other frameworks' tests and
    /// of apps do (KeyboardFacts §7). Overrides ``didNotificationsWithoutAnimationKeys`` and the
    /// hide-frame quirks, whose keys it leaves out.
    ///
    /// ```swift
    /// keyboard.quirks = [.minimalUserInfo]
    /// ```
    public static let minimalUserInfo = KeyboardQuirks(rawValue: 1 << 10)

    /// Every quirk, with its name, in declaration order.
    ///
    /// ```swift
    /// for (name, quirk) in KeyboardQuirks.named { print(name, quirk.rawValue) }
    /// ```
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
    ]

    /// Every quirk at once.
    ///
    /// ```swift
    /// keyboard.quirks = .all
    /// ```
    public static let all = KeyboardQuirks(named.map(\.quirk))

    /// The names of the quirks in the set, such as `[duplicatePosts, rotationStorm]`.
    public var description: String {
        "[" + Self.named.filter { contains($0.quirk) }.map(\.name).joined(separator: ", ") + "]"
    }
}
