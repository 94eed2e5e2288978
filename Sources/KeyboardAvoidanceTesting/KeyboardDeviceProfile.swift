public import Foundation
public import KeyboardAvoidance
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A device geometry for tests: the screen, its safe area, the app's window and the keyboard
/// heights seen on it, in one orientation, with the other one ``rotated()`` away.
///
/// Heights are in points, in the profile's orientation; ``source`` cites where each number comes
/// from. ``catalogue`` lists every profile the kit ships, in both orientations.
public struct KeyboardDeviceProfile: Sendable, Equatable, CustomStringConvertible {
    /// The kind of device; the iPad-only keyboard modes need ``pad``.
    public enum Idiom: String, Sendable, CaseIterable {
        /// An iPhone or iPod touch.
        case phone
        /// An iPad: the keyboard can also be undocked, split or floating.
        case pad
    }

    /// The interface orientation a profile describes.
    public enum Orientation: String, Sendable, CaseIterable {
        /// Taller than wide.
        case portrait
        /// Wider than tall.
        case landscape

        /// The other orientation.
        public var rotated: Orientation { self == .portrait ? .landscape : .portrait }
    }

    /// Everything a profile knows about one orientation: the screen, the app's window, the keyboards.
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
        /// The strip an attached hardware keyboard leaves on screen (the accessory or shortcut bar,
        /// plus the home-indicator area where there is one), in points.
        public var hardwareKeyboardBarHeight: CGFloat
        /// The app's window in screen coordinates in Slide Over or Stage Manager; `nil` when full screen.
        public var windowFrame: CGRect?
        /// Where each number comes from: a section of the KeyboardFacts article, or "modelled".
        public var source: String

        /// Creates the metrics of one orientation.
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

    /// The profile's name, unique in ``catalogue`` (see ``named(_:)``): `"iPhone 8 (landscape)"`.
    public var name: String
    /// Phone or pad.
    public var idiom: Idiom
    /// The orientation ``metrics`` describe.
    public var orientation: Orientation
    /// The screen, window and keyboard in ``orientation``.
    public var metrics: Metrics
    /// The screen, window and keyboard in the other orientation, used by ``rotated()``.
    public var rotatedMetrics: Metrics

    /// Creates a profile from both orientations' metrics.
    public init(name: String, idiom: Idiom, orientation: Orientation, metrics: Metrics, rotatedMetrics: Metrics) {
        self.name = name
        self.idiom = idiom
        self.orientation = orientation
        self.metrics = metrics
        self.rotatedMetrics = rotatedMetrics
    }

    /// Creates a profile from one orientation's numbers, modelling the other by swapping the screen's sides.
    ///
    /// The screen's aspect gives the orientation; a shorter side of 600 pt or more makes a pad.
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
    /// The safe-area insets of the app's window.
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
    /// The strip an attached hardware keyboard leaves on screen (the accessory or shortcut bar).
    public var hardwareKeyboardBarHeight: CGFloat {
        get { metrics.hardwareKeyboardBarHeight }
        set { metrics.hardwareKeyboardBarHeight = newValue }
    }
    /// The app's window in screen coordinates when it does not fill the screen; `nil` when it does.
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
    public var screenBounds: CGRect { CGRect(origin: .zero, size: metrics.screenSize) }

    /// The app's window in screen coordinates: ``windowFrame``, or the whole screen.
    public var windowBounds: CGRect { metrics.windowFrame ?? screenBounds }

    /// Whether the app's window fills the screen.
    public var isFullScreen: Bool { metrics.windowFrame == nil }

    /// The height of a docked keyboard: the emoji keyboard, or the letters with or without the predictive bar.
    public func keyboardHeight(predictiveBar: Bool = true, emoji: Bool = false) -> CGFloat {
        if emoji { return metrics.emojiKeyboardHeight }
        return predictiveBar ? metrics.keyboardHeight : metrics.keyboardHeightWithoutPredictive
    }

    /// The same device in the other orientation, its metrics swapped with ``rotatedMetrics`` and its
    /// name gaining or losing the orientation suffix (`"iPhone 8"` ↔ `"iPhone 8 (landscape)"`).
    public func rotated() -> KeyboardDeviceProfile {
        let suffix = [" (landscape)", " (portrait)"].first(where: name.hasSuffix)
        let turned = suffix.map { String(name.dropLast($0.count)) } ?? "\(name) (\(orientation.rotated.rawValue))"
        return KeyboardDeviceProfile(
            name: turned, idiom: idiom, orientation: orientation.rotated, metrics: rotatedMetrics,
            rotatedMetrics: metrics)
    }

    /// This device in portrait.
    public var portrait: KeyboardDeviceProfile { orientation == .portrait ? self : rotated() }

    /// This device in landscape.
    public var landscape: KeyboardDeviceProfile { orientation == .landscape ? self : rotated() }

    /// The name and screen size, such as `"iPhone 14 390×844"`.
    public var description: String { "\(name) \(Int(metrics.screenSize.width))×\(Int(metrics.screenSize.height))" }

    // MARK: - Looking profiles up

    /// The catalogue profile called `name`, ignoring case, spaces and punctuation, or `nil`.
    public static func named(_ name: String) -> KeyboardDeviceProfile? {
        func key(_ text: String) -> String {
            String(text.lowercased().unicodeScalars.filter(CharacterSet.alphanumerics.contains).map(Character.init))
        }
        let wanted = key(name)
        return wanted.isEmpty ? nil : catalogue.first { key($0.name) == wanted }
    }

    /// The first catalogue profile with a screen of `size`, or `nil`.
    public static func matching(screenSize size: CGSize) -> KeyboardDeviceProfile? {
        catalogue.first { $0.screenSize == size }
    }

    /// A profile for a screen the catalogue lacks: keyboards 40 % of the screen's height (35 %
    /// without the predictive bar), a 44 pt hardware-keyboard strip (KeyboardFacts §2), no insets.
    static func modelled(screenSize size: CGSize) -> KeyboardDeviceProfile {
        let height = size.height
        return KeyboardDeviceProfile(
            name: "Custom \(Int(size.width))×\(Int(size.height))", screenSize: size, safeAreaInsets: .zero,
            keyboardHeight: (height * 0.4).rounded(), keyboardHeightWithoutPredictive: (height * 0.35).rounded(),
            emojiKeyboardHeight: (height * 0.4).rounded(), hardwareKeyboardBarHeight: 44,
            source: "modelled: keyboards 40 % / 35 % / 40 % of the screen's height; 44 pt strip from KeyboardFacts §2")
    }
}
