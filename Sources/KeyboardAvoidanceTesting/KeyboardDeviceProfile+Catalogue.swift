import Foundation
import KeyboardAvoidance
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - The catalogue
//
// Every number below either cites the section of the KeyboardFacts article it comes from or says
// "modelled". The rules used for modelled numbers:
//
// - Landscape keyboards of phones without a home indicator: the portrait height × 0.75, the
//   216 → 162 pt step of the 320×480 row (KeyboardFacts §6), rounded.
// - Landscape keyboards of phones with a home indicator: (portrait height − 34) × 0.75 + 21,
//   rounded: the 34 pt home-indicator area (§6, 375×812 row) is a 21 pt one in landscape
//   (modelled).
// - The hardware-keyboard strip: 44 pt accessory bar on phones, 55 pt shortcut bar on iPads
//   (§2, §6), plus the home-indicator area where there is one (modelled).
// - Safe-area insets are not in the KeyboardFacts article except the 34 pt home indicator (§6): status
//   bars (20, 24 pt), notches (44–59 pt) and landscape insets are modelled.

extension KeyboardDeviceProfile {
    /// Every profile the kit ships, each device in both orientations.
    ///
    /// Phones and full-screen iPads come portrait first, the Slide Over and Stage Manager windows
    /// landscape first. Names are unique (see ``named(_:)``), and each profile's ``source`` cites
    /// its numbers.
    ///
    /// | device | portrait (predictive / without / emoji / hardware strip) | landscape |
    /// |---|---|---|
    /// | ``legacyPhone`` iPhone 4s, 320×480 | 253 / 216 / 253 / 44 | 190 / 162 / 190 / 44 |
    /// | ``smallPhone`` iPhone SE (1st gen), 320×568 | 253 / 216 / 253 / 44 | 190 / 162 / 190 / 44 |
    /// | ``classicPhone`` iPhone 8, 375×667 | 258 / 225 / 260 / 44 | 194 / 169 / 195 / 44 |
    /// | ``plusPhone`` iPhone 8 Plus, 414×736 | 271 / 226 / 271 / 44 | 203 / 170 / 203 / 44 |
    /// | ``firstNotchedPhone`` iPhone X, 375×812 | 335 / 291 / 333 / 78 | 247 / 214 / 245 / 65 |
    /// | ``largeNotchedPhone`` iPhone 11, 414×896 | 346 / 301 / 346 / 78 | 255 / 221 / 255 / 65 |
    /// | ``notchedPhone`` iPhone 14, 390×844 | 336 / 291 / 333 / 78 | 248 / 214 / 245 / 65 |
    /// | ``dynamicIslandPhone`` iPhone 15, 393×852 | 336 / 291 / 333 / 78 | 248 / 214 / 245 / 65 |
    /// | ``largePhone`` iPhone 15 Pro Max, 430×932 | 346 / 301 / 346 / 78 | 255 / 221 / 255 / 65 |
    /// | ``iPad`` iPad, 768×1024 | 313 / 264 / 304 / 55 | 398 / 352 / 391 / 55 |
    /// | ``iPadPro11`` iPad Pro 11-inch, 834×1194 | 313 / 264 / 304 / 55 | 398 / 352 / 391 / 55 |
    /// | ``iPadPro13`` iPad Pro 12.9-inch, 1024×1366 | 313 / 264 / 304 / 55 | 398 / 352 / 391 / 55 |
    /// | ``iPadSlideOver`` 320 pt window on the iPad | 313 / 264 / 304 / 55 | 398 / 352 / 391 / 55 |
    /// | ``iPadStageManager`` window on the 12.9-inch iPad | 313 / 264 / 304 / 55 | 398 / 352 / 391 / 55 |
    public static let catalogue: [KeyboardDeviceProfile] = [
        legacyPhone, smallPhone, classicPhone, plusPhone, firstNotchedPhone, largeNotchedPhone, notchedPhone,
        dynamicIslandPhone, largePhone, iPad, iPadPro11, iPadPro13, iPadSlideOver, iPadStageManager,
    ].flatMap { [$0, $0.rotated()] }

    // MARK: Phones without a home indicator

    /// iPhone 4s, 320×480, portrait by default: 216 pt (162 pt in landscape) without the predictive
    /// bar and the 44 pt strip from KeyboardFacts §2 and §6, the rest modelled.
    public static let legacyPhone = phone(
        "iPhone 4s", width: 320, height: 480, top: 20, heights: (253, 216, 253), strip: 44,
        portraitSource:
            "216 pt without the predictive bar: KeyboardFacts §6 (320×480 row); 253 with it and for emoji: "
            + "modelled (the 216 → 253 step of the 320×568 row, §6); 44 pt strip: §2, §6; 20 pt status bar: modelled",
        landscape: (190, 162, 190),
        landscapeSource: "162 pt without the predictive bar: KeyboardFacts §6 (320×480 "
            + "landscape); 190 with it and for emoji: modelled (× 0.75); 44 pt strip: §2; no insets: modelled")

    /// iPhone SE (1st gen), 320×568, portrait by default: 253 and 216 pt and the 44 pt strip from
    /// KeyboardFacts §2 and §6 (320×568 row), the rest modelled.
    public static let smallPhone = phone(
        "iPhone SE (1st gen)", width: 320, height: 568, top: 20, heights: (253, 216, 253), strip: 44,
        portraitSource: "253 and 216 pt: KeyboardFacts §6 (320×568 row: 216, 253, 254); emoji 253: modelled; "
            + "44 pt strip: §2, §6; 20 pt status bar: modelled",
        landscape: (190, 162, 190),
        landscapeSource: "modelled: portrait heights × 0.75 (the 216 → 162 step of "
            + "KeyboardFacts §6, 320×480 row); 44 pt strip: §2; no insets: modelled")

    /// iPhone 8, 375×667, portrait by default: 258 and 225 pt and the 44 pt strip from
    /// KeyboardFacts §6 (375×667 row), the rest modelled.
    public static let classicPhone = phone(
        "iPhone 8", width: 375, height: 667, top: 20, heights: (258, 225, 260), strip: 44,
        portraitSource: "258 (predictive on) and 225 pt (predictive off): KeyboardFacts §6 (375×667 row); emoji 260: "
            + "a height of the same row, used for emoji: modelled; 44 pt accessory-only strip: §6; 20 pt status bar: modelled",
        landscape: (194, 169, 195),
        landscapeSource: "modelled: portrait heights × 0.75 (the 216 → 162 step of "
            + "KeyboardFacts §6, 320×480 row); 44 pt strip: §2; no insets: modelled")

    /// iPhone 8 Plus, 414×736, portrait by default: 271 and 226 pt from KeyboardFacts §6 (414×736
    /// row) and the 44 pt strip from §2, the rest modelled.
    public static let plusPhone = phone(
        "iPhone 8 Plus", width: 414, height: 736, top: 20, heights: (271, 226, 271), strip: 44,
        portraitSource: "271 and 226 pt: KeyboardFacts §6 (414×736 row); emoji 271: modelled; 44 pt strip: §2; "
            + "20 pt status bar: modelled",
        landscape: (203, 170, 203),
        landscapeSource: "modelled: portrait heights × 0.75 (the 216 → 162 step of "
            + "KeyboardFacts §6, 320×480 row); 44 pt strip: §2; no insets: modelled")

    // MARK: Phones with a home indicator

    /// iPhone X, 375×812, portrait by default: 335, 291 and 333 pt and the 34 pt bottom inset from
    /// KeyboardFacts §6 (375×812 row), the rest modelled.
    public static let firstNotchedPhone = notched(
        "iPhone X", width: 375, height: 812, notch: 44, heights: (335, 291, 333),
        portraitSource: "335, 291 and 333 pt: KeyboardFacts §6 (375×812 row, including the 34 pt home-indicator "
            + "area; which height is emoji: modelled); 34 pt bottom inset: §6; 78 pt strip: modelled (44 pt of §2 + 34); "
            + "44 pt top inset: modelled",
        landscape: (247, 214, 245))

    /// iPhone 11, 414×896, portrait by default: 346 and 301 pt from KeyboardFacts §6 (414×896 row),
    /// the rest modelled.
    public static let largeNotchedPhone = notched(
        "iPhone 11", width: 414, height: 896, notch: 48, heights: (346, 301, 346),
        portraitSource: "346 and 301 pt: KeyboardFacts §6 (414×896 row); emoji 346: modelled; 34 pt bottom inset: "
            + "modelled from §6 (375×812 row); 78 pt strip: modelled (44 pt of §2 + 34); 48 pt top inset: modelled",
        landscape: (255, 221, 255))

    /// iPhone 14, 390×844, portrait by default: modelled from the 375×812 row of KeyboardFacts §6,
    /// as no trustworthy logs exist for this screen.
    public static let notchedPhone = notched(
        "iPhone 14", width: 390, height: 844, notch: 47, heights: (336, 291, 333),
        portraitSource: "modelled from KeyboardFacts §6 (375×812: 291, 333, 335, including the 34 pt home-indicator "
            + "area; 44 pt strip of §2 + 34); no 390×844 logs",
        landscape: (248, 214, 245))

    /// iPhone 15 with the Dynamic Island, 393×852, portrait by default: modelled like
    /// ``notchedPhone`` (KeyboardFacts §6 has no logs for this screen).
    public static let dynamicIslandPhone = notched(
        "iPhone 15", width: 393, height: 852, notch: 59, heights: (336, 291, 333),
        portraitSource: "modelled from KeyboardFacts §6 (375×812: 291, 333, 335); no 393×852 logs; 59 pt top inset, "
            + "34 pt bottom inset and 78 pt strip: modelled",
        landscape: (248, 214, 245))

    /// iPhone 15 Pro Max, 430×932, portrait by default: modelled from the 414×896 row of
    /// KeyboardFacts §6, as no logs exist for this screen.
    public static let largePhone = notched(
        "iPhone 15 Pro Max", width: 430, height: 932, notch: 59, heights: (346, 301, 346),
        portraitSource: "modelled from KeyboardFacts §6 (414×896: 301, 346); no 430×932 logs; 59 pt top inset, "
            + "34 pt bottom inset and 78 pt strip: modelled",
        landscape: (255, 221, 255))

    // MARK: iPads

    /// The 9.7-inch iPad, 768×1024 in portrait: 313, 264 and 304 pt from KeyboardFacts §6 (768×1024
    /// row) and the 55 pt shortcut bar (§2, §6); insets modelled.
    public static let iPad = pad(
        "iPad", width: 768, height: 1024,
        portraitSource: "313, 264 and 304 pt: KeyboardFacts §6 (768×1024 row; which is which: modelled); 55 pt "
            + "shortcut bar: §2, §6; 24 / 20 pt insets: modelled",
        landscapeSource: "398, 352 and 391 pt: KeyboardFacts §6 (1024×768 row; which is which: modelled); 55 pt "
            + "shortcut bar: §2, §6; 24 / 20 pt insets: modelled")

    /// The 9.7-inch iPad in landscape, 1024×768 (``iPad`` rotated): 398, 352 and 391 pt from
    /// KeyboardFacts §6 (1024×768 row).
    public static let iPadLandscape = iPad.rotated()

    /// iPad Pro 11-inch, 834×1194, portrait by default: keyboards modelled as the 9.7-inch iPad's,
    /// as KeyboardFacts §6 has no iPad Pro logs.
    public static let iPadPro11 = pad(
        "iPad Pro 11-inch", width: 834, height: 1194,
        portraitSource: "modelled: no iPad Pro logs (KeyboardFacts §6); heights of the 768×1024 row, 55 pt shortcut "
            + "bar of §2; 24 / 20 pt insets",
        landscapeSource: "modelled: no iPad Pro logs (KeyboardFacts §6); heights of the 1024×768 row, 55 pt shortcut "
            + "bar of §2; 24 / 20 pt insets")

    /// iPad Pro 12.9-inch, 1024×1366, portrait by default: modelled like ``iPadPro11``.
    public static let iPadPro13 = pad(
        "iPad Pro 12.9-inch", width: 1024, height: 1366,
        portraitSource: "modelled: no iPad Pro logs (KeyboardFacts §6); heights of the 768×1024 row, 55 pt shortcut "
            + "bar of §2; 24 / 20 pt insets",
        landscapeSource: "modelled: no iPad Pro logs (KeyboardFacts §6); heights of the 1024×768 row, 55 pt shortcut "
            + "bar of §2; 24 / 20 pt insets")

    /// A 320 pt Slide Over window (modelled) on the 9.7-inch iPad, landscape by default, whose
    /// keyboard is reported in the screen's coordinates, not the window's (KeyboardFacts §2).
    public static let iPadSlideOver = windowed(
        "iPad Slide Over", on: iPadLandscape,
        landscapeWindow: CGRect(x: 694, y: 24, width: 320, height: 724),
        portraitWindow: CGRect(x: 438, y: 24, width: 320, height: 980),
        note: "Slide Over window: modelled; keyboard in screen coordinates (KeyboardFacts §2)")

    /// A Stage Manager window (modelled) on the 12.9-inch iPad Pro, landscape by default, whose
    /// docked keyboard spans the screen and is wider than the window (KeyboardFacts §2).
    public static let iPadStageManager = windowed(
        "iPad Stage Manager", on: iPadPro13.rotated(),
        landscapeWindow: CGRect(x: 183, y: 120, width: 1000, height: 700),
        portraitWindow: CGRect(x: 112, y: 300, width: 800, height: 900),
        note: "Stage Manager window: modelled; the keyboard is wider than the window (KeyboardFacts §2)")

    // MARK: Builders

    private static func phone(
        _ name: String, width: CGFloat, height: CGFloat, top: CGFloat,
        heights: (CGFloat, CGFloat, CGFloat), strip: CGFloat, portraitSource: String,
        landscape: (CGFloat, CGFloat, CGFloat), landscapeSource: String
    ) -> KeyboardDeviceProfile {
        KeyboardDeviceProfile(
            name: name, idiom: .phone, orientation: .portrait,
            metrics: Metrics(
                screenSize: CGSize(width: width, height: height), safeAreaInsets: LayoutInsets(top: top),
                keyboardHeight: heights.0, keyboardHeightWithoutPredictive: heights.1, emojiKeyboardHeight: heights.2,
                hardwareKeyboardBarHeight: strip, source: portraitSource),
            rotatedMetrics: Metrics(
                screenSize: CGSize(width: height, height: width), safeAreaInsets: .zero,
                keyboardHeight: landscape.0, keyboardHeightWithoutPredictive: landscape.1,
                emojiKeyboardHeight: landscape.2, hardwareKeyboardBarHeight: strip, source: landscapeSource))
    }

    private static func notched(
        _ name: String, width: CGFloat, height: CGFloat, notch: CGFloat,
        heights: (CGFloat, CGFloat, CGFloat), portraitSource: String, landscape: (CGFloat, CGFloat, CGFloat)
    ) -> KeyboardDeviceProfile {
        KeyboardDeviceProfile(
            name: name, idiom: .phone, orientation: .portrait,
            metrics: Metrics(
                screenSize: CGSize(width: width, height: height), safeAreaInsets: LayoutInsets(top: notch, bottom: 34),
                keyboardHeight: heights.0, keyboardHeightWithoutPredictive: heights.1, emojiKeyboardHeight: heights.2,
                hardwareKeyboardBarHeight: 78, source: portraitSource),
            rotatedMetrics: Metrics(
                screenSize: CGSize(width: height, height: width),
                safeAreaInsets: LayoutInsets(left: notch, bottom: 21, right: notch),
                keyboardHeight: landscape.0, keyboardHeightWithoutPredictive: landscape.1,
                emojiKeyboardHeight: landscape.2, hardwareKeyboardBarHeight: 65,
                source: "modelled: portrait heights h → (h − 34) × 0.75 + 21 (the 216 → 162 step of KeyboardFacts §6, "
                    + "320×480 row, with the 34 pt home-indicator area of §6 becoming 21 pt); 65 pt strip (44 pt of §2 "
                    + "+ 21); \(Int(notch)) pt side insets and 21 pt bottom inset"))
    }

    private static func pad(
        _ name: String, width: CGFloat, height: CGFloat, portraitSource: String, landscapeSource: String
    ) -> KeyboardDeviceProfile {
        let insets = LayoutInsets(top: 24, bottom: 20)
        return KeyboardDeviceProfile(
            name: name, idiom: .pad, orientation: .portrait,
            metrics: Metrics(
                screenSize: CGSize(width: width, height: height), safeAreaInsets: insets, keyboardHeight: 313,
                keyboardHeightWithoutPredictive: 264, emojiKeyboardHeight: 304, hardwareKeyboardBarHeight: 55,
                source: portraitSource),
            rotatedMetrics: Metrics(
                screenSize: CGSize(width: height, height: width), safeAreaInsets: insets, keyboardHeight: 398,
                keyboardHeightWithoutPredictive: 352, emojiKeyboardHeight: 391, hardwareKeyboardBarHeight: 55,
                source: landscapeSource))
    }

    private static func windowed(
        _ name: String, on screen: KeyboardDeviceProfile, landscapeWindow: CGRect, portraitWindow: CGRect, note: String
    ) -> KeyboardDeviceProfile {
        var landscape = screen.landscape.metrics
        landscape.windowFrame = landscapeWindow
        landscape.safeAreaInsets = .zero
        landscape.source = "\(note); keyboards as \(screen.landscape.name): \(landscape.source)"
        var portrait = screen.portrait.metrics
        portrait.windowFrame = portraitWindow
        portrait.safeAreaInsets = .zero
        portrait.source = "\(note); keyboards as \(screen.portrait.name): \(portrait.source)"
        return KeyboardDeviceProfile(
            name: name, idiom: .pad, orientation: .landscape, metrics: landscape, rotatedMetrics: portrait)
    }
}
