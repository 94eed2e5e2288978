public import Foundation
public import KeyboardAvoidance
public import KeyboardAvoidanceHeadless
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A device geometry for tests: the screen, its safe area, the window an app gets, and the
/// keyboard heights seen on it, in one orientation, with the other orientation one
/// ``rotated()`` away.
///
/// Heights are points in the orientation the profile describes. ``source`` says where every
/// number comes from: a section of the kit's KeyboardFacts article (device logs, issue trackers,
/// Apple's documentation), or "modelled" from the documented rules where no trustworthy log
/// exists. ``catalogue`` lists every profile the kit ships, in both orientations.
///
/// ```swift
/// let phone = KeyboardDeviceProfile.notchedPhone
/// let keyboard = KeyboardSimulator(center: center, device: phone)
/// keyboard.show()                  // phone.keyboardHeight, docked
/// let landscape = phone.rotated()  // "iPhone 14 (landscape)", 844×390
/// ```
public struct KeyboardDeviceProfile: Sendable, Equatable, CustomStringConvertible {
    /// The kind of device: the iPad-only keyboard modes need ``pad``.
    ///
    /// ```swift
    /// KeyboardDeviceProfile.iPad.idiom == .pad
    /// ```
    public enum Idiom: String, Sendable, CaseIterable {
        /// An iPhone or iPod touch.
        case phone
        /// An iPad: the keyboard can also be undocked, split or floating.
        case pad
    }

    /// The interface orientation a profile describes.
    ///
    /// ```swift
    /// KeyboardDeviceProfile.iPadLandscape.orientation == .landscape
    /// ```
    public enum Orientation: String, Sendable, CaseIterable {
        /// Taller than wide.
        case portrait
        /// Wider than tall.
        case landscape

        /// The other orientation.
        ///
        /// ```swift
        /// KeyboardDeviceProfile.Orientation.portrait.rotated == .landscape
        /// ```
        public var rotated: Orientation { self == .portrait ? .landscape : .portrait }
    }

    /// Everything a profile knows about one orientation: the screen, the app's window and the
    /// keyboard heights, with where the numbers come from.
    ///
    /// ```swift
    /// let portrait = KeyboardDeviceProfile.Metrics(
    ///     screenSize: CGSize(width: 375, height: 667), safeAreaInsets: LayoutInsets(top: 20),
    ///     keyboardHeight: 258, keyboardHeightWithoutPredictive: 225, emojiKeyboardHeight: 260,
    ///     hardwareKeyboardBarHeight: 44, source: "KeyboardFacts §6 (375×667 row)")
    /// ```
    public struct Metrics: Sendable, Equatable {
        /// The screen's size in points, in this orientation.
        public var screenSize: CGSize
        /// The safe-area insets of the app's window (``windowFrame``, or the full screen).
        public var safeAreaInsets: LayoutInsets
        /// The docked keyboard's height with the predictive bar, in points.
        public var keyboardHeight: CGFloat
        /// The docked keyboard's height without the predictive bar, in points.
        public var keyboardHeightWithoutPredictive: CGFloat
        /// The emoji keyboard's height, in points.
        public var emojiKeyboardHeight: CGFloat
        /// The visible strip left by an attached hardware keyboard (accessory or shortcut bar,
        /// plus the home-indicator area where there is one), in points.
        public var hardwareKeyboardBarHeight: CGFloat
        /// The app's window in screen coordinates when it does not fill the screen (Slide
        /// Over, Stage Manager); `nil` for a full-screen window.
        public var windowFrame: CGRect?
        /// Where each number comes from: a section of the KeyboardFacts article, or "modelled".
        public var source: String

        /// Creates the metrics of one orientation.
        ///
        /// ```swift
        /// KeyboardDeviceProfile.Metrics(
        ///     screenSize: CGSize(width: 1366, height: 1024), safeAreaInsets: .zero,
        ///     keyboardHeight: 398, keyboardHeightWithoutPredictive: 352, emojiKeyboardHeight: 391,
        ///     hardwareKeyboardBarHeight: 55, windowFrame: CGRect(x: 183, y: 120, width: 1000, height: 700),
        ///     source: "modelled")
        /// ```
        public init(
            screenSize: CGSize, safeAreaInsets: LayoutInsets, keyboardHeight: CGFloat,
            keyboardHeightWithoutPredictive: CGFloat, emojiKeyboardHeight: CGFloat,
            hardwareKeyboardBarHeight: CGFloat, windowFrame: CGRect? = nil, source: String
        ) {
            self.screenSize = screenSize
            self.safeAreaInsets = safeAreaInsets
            self.keyboardHeight = keyboardHeight
            self.keyboardHeightWithoutPredictive = keyboardHeightWithoutPredictive
            self.emojiKeyboardHeight = emojiKeyboardHeight
            self.hardwareKeyboardBarHeight = hardwareKeyboardBarHeight
            self.windowFrame = windowFrame
            self.source = source
        }
    }

    /// The profile's name, unique in ``catalogue`` and usable to look it up with
    /// ``named(_:)``, such as `"iPhone SE (1st gen)"` or `"iPad (landscape)"`.
    ///
    /// ```swift
    /// KeyboardDeviceProfile.classicPhone.rotated().name // "iPhone 8 (landscape)"
    /// ```
    public var name: String
    /// Phone or pad.
    public var idiom: Idiom
    /// The orientation ``metrics`` describe.
    public var orientation: Orientation
    /// The screen, window and keyboard in ``orientation``.
    ///
    /// ```swift
    /// KeyboardDeviceProfile.iPad.metrics.source // where each portrait number comes from
    /// ```
    public var metrics: Metrics
    /// The screen, window and keyboard in the other orientation, used by ``rotated()``.
    public var rotatedMetrics: Metrics

    /// Creates a profile from both orientations' metrics.
    ///
    /// ```swift
    /// let phone = KeyboardDeviceProfile(
    ///     name: "My phone", idiom: .phone, orientation: .portrait,
    ///     metrics: portraitMetrics, rotatedMetrics: landscapeMetrics)
    /// ```
    public init(name: String, idiom: Idiom, orientation: Orientation, metrics: Metrics, rotatedMetrics: Metrics) {
        self.name = name
        self.idiom = idiom
        self.orientation = orientation
        self.metrics = metrics
        self.rotatedMetrics = rotatedMetrics
    }

    /// Creates a profile from one orientation's numbers.
    ///
    /// The orientation is read from the screen's aspect, the idiom from its size (a shorter
    /// side of 600 pt or more is a pad). The other orientation is modelled: the screen's width
    /// and height swapped, the same insets and keyboard heights. Use
    /// ``init(name:idiom:orientation:metrics:rotatedMetrics:)`` to give both.
    ///
    /// ```swift
    /// let kiosk = KeyboardDeviceProfile(
    ///     name: "Kiosk", screenSize: CGSize(width: 810, height: 1080), safeAreaInsets: LayoutInsets(top: 24),
    ///     keyboardHeight: 313, keyboardHeightWithoutPredictive: 264, emojiKeyboardHeight: 304,
    ///     hardwareKeyboardBarHeight: 55, source: "modelled")
    /// ```
    public init(
        name: String, screenSize: CGSize, safeAreaInsets: LayoutInsets, keyboardHeight: CGFloat,
        keyboardHeightWithoutPredictive: CGFloat, emojiKeyboardHeight: CGFloat, hardwareKeyboardBarHeight: CGFloat,
        source: String
    ) {
        let metrics = Metrics(
            screenSize: screenSize, safeAreaInsets: safeAreaInsets, keyboardHeight: keyboardHeight,
            keyboardHeightWithoutPredictive: keyboardHeightWithoutPredictive, emojiKeyboardHeight: emojiKeyboardHeight,
            hardwareKeyboardBarHeight: hardwareKeyboardBarHeight, source: source)
        var rotated = metrics
        rotated.screenSize = CGSize(width: screenSize.height, height: screenSize.width)
        rotated.source =
            "modelled: the screen of \"\(name)\" turned (width and height swapped), same insets and heights"
        self.init(
            name: name, idiom: min(screenSize.width, screenSize.height) >= 600 ? .pad : .phone,
            orientation: screenSize.width > screenSize.height ? .landscape : .portrait,
            metrics: metrics, rotatedMetrics: rotated)
    }

    // MARK: - The current orientation's numbers

    /// The screen's size in points.
    public var screenSize: CGSize {
        get { metrics.screenSize }
        set { metrics.screenSize = newValue }
    }
    /// The safe-area insets of the app's window (full screen unless ``windowFrame`` says
    /// otherwise).
    public var safeAreaInsets: LayoutInsets {
        get { metrics.safeAreaInsets }
        set { metrics.safeAreaInsets = newValue }
    }
    /// The docked keyboard's height with the predictive bar.
    public var keyboardHeight: CGFloat {
        get { metrics.keyboardHeight }
        set { metrics.keyboardHeight = newValue }
    }
    /// The docked keyboard's height without the predictive bar.
    public var keyboardHeightWithoutPredictive: CGFloat {
        get { metrics.keyboardHeightWithoutPredictive }
        set { metrics.keyboardHeightWithoutPredictive = newValue }
    }
    /// The emoji keyboard's height.
    public var emojiKeyboardHeight: CGFloat {
        get { metrics.emojiKeyboardHeight }
        set { metrics.emojiKeyboardHeight = newValue }
    }
    /// The visible strip left by an attached hardware keyboard (the accessory or shortcut bar).
    public var hardwareKeyboardBarHeight: CGFloat {
        get { metrics.hardwareKeyboardBarHeight }
        set { metrics.hardwareKeyboardBarHeight = newValue }
    }
    /// The app's window in screen coordinates when it does not fill the screen; `nil` when it does.
    ///
    /// ```swift
    /// var half = KeyboardDeviceProfile.iPadLandscape
    /// half.windowFrame = CGRect(x: 0, y: 0, width: 507, height: 768)  // Split View, left half
    /// ```
    public var windowFrame: CGRect? {
        get { metrics.windowFrame }
        set { metrics.windowFrame = newValue }
    }
    /// Where the numbers of this orientation come from.
    public var source: String {
        get { metrics.source }
        set { metrics.source = newValue }
    }

    // MARK: - Derived values

    /// The screen's bounds, at the origin.
    ///
    /// ```swift
    /// KeyboardDeviceProfile.notchedPhone.screenBounds // (0, 0, 390, 844)
    /// ```
    public var screenBounds: CGRect { CGRect(origin: .zero, size: screenSize) }

    /// The app's window in screen coordinates: ``windowFrame``, or the whole screen.
    ///
    /// ```swift
    /// KeyboardDeviceProfile.iPadSlideOver.windowBounds // (694, 24, 320, 724)
    /// ```
    public var windowBounds: CGRect { windowFrame ?? screenBounds }

    /// Whether the app's window fills the screen.
    ///
    /// ```swift
    /// KeyboardDeviceProfile.iPadStageManager.isFullScreen // false
    /// ```
    public var isFullScreen: Bool { windowFrame == nil }

    /// The height of a docked keyboard in a configuration: the emoji keyboard, or the letters
    /// with or without the predictive bar.
    ///
    /// ```swift
    /// KeyboardDeviceProfile.classicPhone.keyboardHeight(predictiveBar: false) // 225
    /// ```
    public func keyboardHeight(predictiveBar: Bool = true, emoji: Bool = false) -> CGFloat {
        if emoji { return emojiKeyboardHeight }
        return predictiveBar ? keyboardHeight : keyboardHeightWithoutPredictive
    }

    /// The app's window on this device, with its safe-area insets: full screen, or
    /// ``windowFrame`` for a Slide Over or Stage Manager profile.
    ///
    /// Pass `frame` (and `safeAreaInsets`) to place a window of your own on this screen.
    ///
    /// ```swift
    /// controller.present(in: KeyboardDeviceProfile.smallPhone.makeWindow())
    /// let half = KeyboardDeviceProfile.iPadLandscape.makeWindow(
    ///     frame: CGRect(x: 0, y: 0, width: 507, height: 768), safeAreaInsets: LayoutInsets(top: 24))
    /// ```
    @MainActor
    public func makeWindow(frame: CGRect? = nil, safeAreaInsets: LayoutInsets? = nil) -> HeadlessWindow {
        HeadlessWindow(
            screen: screenBounds, frame: frame ?? windowFrame, safeAreaInsets: safeAreaInsets ?? self.safeAreaInsets)
    }

    /// Turns or resizes `window` **in place** to this device's screen, its window frame (or
    /// `frame`) and its safe-area insets (or `safeAreaInsets`), as a rotation or an iPad window
    /// resize does: the presented controller hears `viewWillTransition(to:)` and a layout pass,
    /// never a disappear and appear (see
    /// ``/KeyboardAvoidanceHeadless/HeadlessWindow/transition(screen:frame:safeAreaInsets:)``).
    ///
    /// ```swift
    /// let keyboard = KeyboardSimulator(center: center, device: .notchedPhone)
    /// keyboard.show()
    /// keyboard.device.rotated().transition(window)  // the window turns with the device…
    /// keyboard.rotate()                             // …and the keyboard posts its new frame
    /// ```
    @MainActor
    public func transition(_ window: HeadlessWindow, frame: CGRect? = nil, safeAreaInsets: LayoutInsets? = nil) {
        window.transition(
            screen: screenBounds, frame: frame ?? windowFrame, safeAreaInsets: safeAreaInsets ?? self.safeAreaInsets)
    }

    /// The same device turned to the other orientation.
    ///
    /// The metrics swap with ``rotatedMetrics``, and the name gains or loses its orientation
    /// suffix: `"iPhone 8"` ↔ `"iPhone 8 (landscape)"`, `"iPad Slide Over"` ↔
    /// `"iPad Slide Over (portrait)"`. Rotating twice gives the profile back.
    ///
    /// ```swift
    /// KeyboardDeviceProfile.iPad.rotated() == .iPadLandscape // true
    /// ```
    public func rotated() -> KeyboardDeviceProfile {
        KeyboardDeviceProfile(
            name: Self.name(name, rotatedTo: orientation.rotated), idiom: idiom, orientation: orientation.rotated,
            metrics: rotatedMetrics, rotatedMetrics: metrics)
    }

    /// This device in portrait.
    ///
    /// ```swift
    /// KeyboardDeviceProfile.iPadLandscape.portrait.name // "iPad"
    /// ```
    public var portrait: KeyboardDeviceProfile { orientation == .portrait ? self : rotated() }

    /// This device in landscape.
    ///
    /// ```swift
    /// KeyboardDeviceProfile.smallPhone.landscape.screenSize // 568×320
    /// ```
    public var landscape: KeyboardDeviceProfile { orientation == .landscape ? self : rotated() }

    /// The name and screen size, such as `"iPhone 14 390×844"`.
    public var description: String { "\(name) \(Int(screenSize.width))×\(Int(screenSize.height))" }

    private static let suffixes = (landscape: " (landscape)", portrait: " (portrait)")

    private static func name(_ name: String, rotatedTo orientation: Orientation) -> String {
        for suffix in [suffixes.landscape, suffixes.portrait] where name.hasSuffix(suffix) {
            return String(name.dropLast(suffix.count))
        }
        return name + (orientation == .landscape ? suffixes.landscape : suffixes.portrait)
    }

    // MARK: - Looking profiles up

    /// The catalogue profile called `name`, ignoring case, spaces and punctuation, or `nil`.
    ///
    /// Made for command-line options such as `--device NAME`.
    ///
    /// ```swift
    /// KeyboardDeviceProfile.named("iphone 8 (landscape)")?.screenSize // 667×375
    /// KeyboardDeviceProfile.named("ipad-landscape") == .iPadLandscape  // true
    /// ```
    public static func named(_ name: String) -> KeyboardDeviceProfile? {
        let key = lookupKey(name)
        guard !key.isEmpty else { return nil }
        return catalogue.first { lookupKey($0.name) == key }
    }

    /// The first catalogue profile with a screen of `size`, or `nil`.
    ///
    /// ```swift
    /// KeyboardDeviceProfile.matching(screenSize: CGSize(width: 390, height: 844)) == .notchedPhone
    /// ```
    public static func matching(screenSize size: CGSize) -> KeyboardDeviceProfile? {
        catalogue.first { $0.screenSize == size }
    }

    private static func lookupKey(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }

    /// A profile for a screen the catalogue does not know: modelled keyboards of 40 %
    /// (predictive bar), 35 % (without) and 40 % (emoji) of the screen's height, a 44 pt
    /// hardware-keyboard strip (KeyboardFacts §2), no safe-area insets.
    static func modelled(screenSize size: CGSize) -> KeyboardDeviceProfile {
        let height = size.height
        return KeyboardDeviceProfile(
            name: "Custom \(Int(size.width))×\(Int(size.height))", screenSize: size, safeAreaInsets: .zero,
            keyboardHeight: (height * 0.4).rounded(), keyboardHeightWithoutPredictive: (height * 0.35).rounded(),
            emojiKeyboardHeight: (height * 0.4).rounded(), hardwareKeyboardBarHeight: 44,
            source: "modelled: keyboards 40 % / 35 % / 40 % of the screen's height; 44 pt strip from KeyboardFacts §2")
    }
}
