import Foundation
import KeyboardAvoidance
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - The catalogue
//
// Safe-area insets are modelled except the 34 pt home indicator (KeyboardFacts §6): status bars
// (20, 24 pt), notches (44–59 pt) and landscape insets; the builders at the end model the rest.

extension KeyboardDeviceProfile {
    /// Every profile the kit ships, each device in both orientations.
    ///
    /// Phones and full-screen iPads come portrait first, the Slide Over and Stage Manager windows landscape
    /// first. Names are unique (see ``named(_:)``), and each profile's ``source`` cites its numbers.
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

    /// iPhone 4s, 320×480: 216 pt (162 in landscape) and the 44 pt strip from KeyboardFacts §2, §6.
    public static let legacyPhone = phone(
        "iPhone 4s", width: 320, height: 480, heights: (253, 216, 253),
        portraitSource:
            "216 pt without the predictive bar: KeyboardFacts §6 (320×480 row); 253 with it and for emoji: "
            + "modelled (the 216 → 253 step of the 320×568 row, §6); 44 pt strip: §2, §6; 20 pt status bar: modelled",
        landscapeSource: "162 pt without the predictive bar: KeyboardFacts §6 (320×480 "
            + "landscape); 190 with it and for emoji: modelled (× 0.75); 44 pt strip: §2; no insets: modelled")

    /// iPhone SE (1st gen), 320×568: 253 and 216 pt and the 44 pt strip from KeyboardFacts §2, §6.
    public static let smallPhone = phone(
        "iPhone SE (1st gen)", width: 320, height: 568, heights: (253, 216, 253),
        portraitSource: "253 and 216 pt: KeyboardFacts §6 (320×568 row: 216, 253, 254); emoji 253: modelled; "
            + "44 pt strip: §2, §6; 20 pt status bar: modelled")

    /// iPhone 8, 375×667: 258 and 225 pt and the 44 pt strip from KeyboardFacts §6 (375×667 row).
    public static let classicPhone = phone(
        "iPhone 8", width: 375, height: 667, heights: (258, 225, 260),
        portraitSource: "258 (predictive on) and 225 pt (predictive off): KeyboardFacts §6 (375×667 row); emoji 260: "
            + "a height of the same row, used for emoji: modelled; 44 pt accessory-only strip: §6; "
            + "20 pt status bar: modelled")

    /// iPhone 8 Plus, 414×736: 271 and 226 pt from KeyboardFacts §6, the 44 pt strip from §2.
    public static let plusPhone = phone(
        "iPhone 8 Plus", width: 414, height: 736, heights: (271, 226, 271),
        portraitSource: "271 and 226 pt: KeyboardFacts §6 (414×736 row); emoji 271: modelled; 44 pt strip: §2; "
            + "20 pt status bar: modelled")

    // MARK: Phones with a home indicator

    /// iPhone X, 375×812: 335, 291 and 333 pt and the 34 pt bottom inset from KeyboardFacts §6.
    public static let firstNotchedPhone = notched(
        "iPhone X", width: 375, height: 812, notch: 44, heights: (335, 291, 333),
        portraitSource: "335, 291 and 333 pt: KeyboardFacts §6 (375×812 row, including the 34 pt home-indicator "
            + "area; which height is emoji: modelled); 34 pt bottom inset: §6; 78 pt strip: modelled (44 pt of §2 + 34); "
            + "44 pt top inset: modelled")

    /// iPhone 11, 414×896: 346 and 301 pt from KeyboardFacts §6 (414×896 row).
    public static let largeNotchedPhone = notched(
        "iPhone 11", width: 414, height: 896, notch: 48, heights: (346, 301, 346),
        portraitSource: "346 and 301 pt: KeyboardFacts §6 (414×896 row); emoji 346: modelled; 34 pt bottom inset: "
            + "modelled from §6 (375×812 row); 78 pt strip: modelled (44 pt of §2 + 34); 48 pt top inset: modelled")

    /// iPhone 14, 390×844: modelled from KeyboardFacts §6's 375×812 row (no logs of this screen).
    public static let notchedPhone = notched(
        "iPhone 14", width: 390, height: 844, notch: 47, heights: (336, 291, 333),
        portraitSource: "modelled from KeyboardFacts §6 (375×812: 291, 333, 335, including the 34 pt home-indicator "
            + "area; 44 pt strip of §2 + 34); no 390×844 logs")

    /// iPhone 15 with the Dynamic Island, 393×852: modelled like ``notchedPhone``.
    public static let dynamicIslandPhone = notched(
        "iPhone 15", width: 393, height: 852, notch: 59, heights: (336, 291, 333),
        portraitSource: "modelled from KeyboardFacts §6 (375×812: 291, 333, 335); no 393×852 logs; 59 pt top inset, "
            + "34 pt bottom inset and 78 pt strip: modelled")

    /// iPhone 15 Pro Max, 430×932: modelled from KeyboardFacts §6's 414×896 row (no logs of it).
    public static let largePhone = notched(
        "iPhone 15 Pro Max", width: 430, height: 932, notch: 59, heights: (346, 301, 346),
        portraitSource: "modelled from KeyboardFacts §6 (414×896: 301, 346); no 430×932 logs; 59 pt top inset, "
            + "34 pt bottom inset and 78 pt strip: modelled")

    // MARK: iPads

    /// The 9.7-inch iPad, 768×1024: keyboards from KeyboardFacts §6, 55 pt shortcut bar from §2, §6.
    public static let iPad = pad("iPad", width: 768, height: 1024, logged: true)

    /// The 9.7-inch iPad in landscape, 1024×768 (``iPad`` rotated).
    public static let iPadLandscape = iPad.rotated()

    /// iPad Pro 11-inch, 834×1194: the 9.7-inch iPad's keyboards (KeyboardFacts §6 has no Pro logs).
    public static let iPadPro11 = pad("iPad Pro 11-inch", width: 834, height: 1194, logged: false)

    /// iPad Pro 12.9-inch, 1024×1366: modelled like ``iPadPro11``.
    public static let iPadPro13 = pad("iPad Pro 12.9-inch", width: 1024, height: 1366, logged: false)

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

    /// Keyboard heights: with the predictive bar, without it, emoji.
    fileprivate typealias Heights = (predictive: CGFloat, withoutPredictive: CGFloat, emoji: CGFloat)

    /// A phone without a home indicator: 20 pt status bar, 44 pt accessory bar (KeyboardFacts §2, §6);
    /// landscape keyboards are the portrait ones × 0.75 (the 216 → 162 pt step of §6's 320×480 row), rounded.
    private static func phone(
        _ name: String, width: CGFloat, height: CGFloat, heights: Heights, portraitSource: String,
        landscapeSource: String = "modelled: portrait heights × 0.75 (the 216 → 162 step of KeyboardFacts §6, "
            + "320×480 row); 44 pt strip: §2; no insets: modelled"
    ) -> KeyboardDeviceProfile {
        func turned(_ height: CGFloat) -> CGFloat { (height * 0.75).rounded() }
        return KeyboardDeviceProfile(
            name: name, idiom: .phone, orientation: .portrait,
            metrics: Metrics(
                CGSize(width: width, height: height), LayoutInsets(top: 20), heights, strip: 44, source: portraitSource),
            rotatedMetrics: Metrics(
                CGSize(width: height, height: width), .zero,
                (turned(heights.0), turned(heights.1), turned(heights.2)), strip: 44, source: landscapeSource))
    }

    /// A phone with a home indicator, whose 34 pt area (KeyboardFacts §6, 375×812 row) becomes
    /// 21 pt in landscape (modelled): landscape keyboards are (portrait height − 34) × 0.75 + 21,
    /// rounded, and the strips are the 44 pt accessory bar (§2) plus that area.
    private static func notched(
        _ name: String, width: CGFloat, height: CGFloat, notch: CGFloat, heights: Heights, portraitSource: String
    ) -> KeyboardDeviceProfile {
        func turned(_ height: CGFloat) -> CGFloat { ((height - 34) * 0.75 + 21).rounded() }
        return KeyboardDeviceProfile(
            name: name, idiom: .phone, orientation: .portrait,
            metrics: Metrics(
                CGSize(width: width, height: height), LayoutInsets(top: notch, bottom: 34), heights, strip: 78,
                source: portraitSource),
            rotatedMetrics: Metrics(
                CGSize(width: height, height: width), LayoutInsets(left: notch, bottom: 21, right: notch),
                (turned(heights.0), turned(heights.1), turned(heights.2)), strip: 65,
                source: "modelled: portrait heights h → (h − 34) × 0.75 + 21 (the 216 → 162 step of KeyboardFacts §6, "
                    + "320×480 row, with the 34 pt home-indicator area of §6 becoming 21 pt); 65 pt strip (44 pt of §2 "
                    + "+ 21); \(Int(notch)) pt side insets and 21 pt bottom inset"))
    }

    /// An iPad with the 9.7-inch iPad's keyboards and the 55 pt shortcut bar (KeyboardFacts §2,
    /// §6); `logged` says whether §6 has logs of its screen.
    private static func pad(_ name: String, width: CGFloat, height: CGFloat, logged: Bool) -> KeyboardDeviceProfile {
        func metrics(_ size: CGSize, _ heights: Heights, row: String) -> Metrics {
            let numbers = "\(Int(heights.0)), \(Int(heights.1)) and \(Int(heights.2)) pt"
            let source =
                logged
                ? "\(numbers): KeyboardFacts §6 (\(row) row; which is which: modelled); 55 pt shortcut bar: §2, §6; "
                    + "24 / 20 pt insets: modelled"
                : "modelled: no iPad Pro logs (KeyboardFacts §6); heights of the \(row) row, 55 pt shortcut bar of §2; "
                    + "24 / 20 pt insets"
            return Metrics(size, LayoutInsets(top: 24, bottom: 20), heights, strip: 55, source: source)
        }
        return KeyboardDeviceProfile(
            name: name, idiom: .pad, orientation: .portrait,
            metrics: metrics(CGSize(width: width, height: height), (313, 264, 304), row: "768×1024"),
            rotatedMetrics: metrics(CGSize(width: height, height: width), (398, 352, 391), row: "1024×768"))
    }

    private static func windowed(
        _ name: String, on screen: KeyboardDeviceProfile, landscapeWindow: CGRect, portraitWindow: CGRect, note: String
    ) -> KeyboardDeviceProfile {
        func metrics(of screen: KeyboardDeviceProfile, window: CGRect) -> Metrics {
            var metrics = screen.metrics
            metrics.windowFrame = window
            metrics.safeAreaInsets = .zero
            metrics.source = "\(note); keyboards as \(screen.name): \(metrics.source)"
            return metrics
        }
        return KeyboardDeviceProfile(
            name: name, idiom: .pad, orientation: .landscape,
            metrics: metrics(of: screen.landscape, window: landscapeWindow),
            rotatedMetrics: metrics(of: screen.portrait, window: portraitWindow))
    }
}

extension KeyboardDeviceProfile.Metrics {
    fileprivate init(
        _ size: CGSize, _ insets: LayoutInsets, _ heights: KeyboardDeviceProfile.Heights, strip: CGFloat,
        source: String
    ) {
        self.init(
            screenSize: size, safeAreaInsets: insets, keyboardHeight: heights.predictive,
            keyboardHeightWithoutPredictive: heights.withoutPredictive, emojiKeyboardHeight: heights.emoji,
            hardwareKeyboardBarHeight: strip, source: source)
    }
}
