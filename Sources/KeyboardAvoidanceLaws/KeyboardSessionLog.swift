package import Foundation
package import KeyboardAvoidance

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A keyboard session written as `keyboard-demo replay` reads it: the screen, the host's window and
/// focused field, each keyboard notification as it was posted, and the laws the screen broke.
///
/// The UIKit law monitor prints one when a law breaks, so a report from a device becomes a headless
/// replay. `userInfo` values are written as UIKit holds them: a frame (`NSValue` or `CGRect`) as
/// the text UIKit prints for it (`NSRect: {{0, 508}, {390, 336}}`), a number as a number, text as text.
package struct KeyboardSessionLog: Sendable {
    /// The screen's bounds.
    package var screen: CGRect
    /// The host's window frame, in screen coordinates.
    package var window: CGRect
    /// The window's safe area.
    package var safeAreaInsets: LayoutInsets
    /// The focused field's frame in the window's coordinates, if any.
    package var focus: CGRect?
    /// The laws the screen broke, by name.
    package var laws: [KeyboardLaw] = []
    /// Each notification's JSON text, in order.
    private var entries: [String] = []

    /// Starts a log of a screen with no notification yet.
    package init(screen: CGRect, window: CGRect, safeAreaInsets: LayoutInsets, focus: CGRect?) {
        (self.screen, self.window, self.safeAreaInsets, self.focus) = (screen, window, safeAreaInsets, focus)
    }

    /// How many notifications the log holds.
    package var count: Int { entries.count }

    /// Adds a notification already written by ``entry(name:userInfo:)``.
    package mutating func append(_ entry: String) { entries.append(entry) }

    /// A notification as the log writes it, its `userInfo` as posted (`nil` writes none).
    package static func entry(name: String, userInfo: [AnyHashable: Any]?) -> String {
        var entry = "{\"name\": \(string(name))"
        if let userInfo {
            let members = userInfo.map { key, value in (String(describing: key.base), json(value)) }
                .sorted { $0.0 < $1.0 }
                .map { "\(string($0.0)): \($0.1)" }
            entry += ", \"userInfo\": {\(members.joined(separator: ", "))}"
        }
        return entry + "}"
    }

    /// The document, one line of JSON.
    package var json: String {
        let number = PointText.exact
        func rect(_ rect: CGRect) -> String {
            "{\"x\": \(number(rect.minX)), \"y\": \(number(rect.minY)), \"width\": \(number(rect.width)), "
                + "\"height\": \(number(rect.height))}"
        }
        let insets = safeAreaInsets
        var host = "\"frame\": \(rect(window)), \"safeAreaInsets\": {\"top\": \(number(insets.top)), "
        host +=
            "\"left\": \(number(insets.left)), \"bottom\": \(number(insets.bottom)), \"right\": \(number(insets.right))}"
        if let focus { host += ", \"focus\": \(rect(focus))" }
        let screenSize = "{\"width\": \(number(screen.width)), \"height\": \(number(screen.height))}"
        let laws = self.laws.map { Self.string($0.rawValue) }.joined(separator: ", ")
        return "{\"screen\": \(screenSize), \"host\": {\(host)}, \"laws\": [\(laws)], "
            + "\"notifications\": [\(entries.joined(separator: ", "))]}"
    }

    /// A `userInfo` value as JSON: a frame as UIKit's text for it, a number (a flag as 1 or 0), text,
    /// else its description.
    private static func json(_ value: Any) -> String {
        func number(_ double: Double) -> String {
            double.isFinite ? PointText.exact(CGFloat(double)) : string("\(double)")
        }
        switch value {
        case let rect as CGRect: return string(PointText.printed(rect))
        case let boxed as NSNumber: return number(boxed.doubleValue)
        case let boxed as NSValue:
            return RectBox.unbox(boxed).map { string(PointText.printed($0)) } ?? string("\(boxed)")
        case let double as Double: return number(double)
        case let integer as Int: return number(Double(integer))
        case let flag as Bool: return flag ? "1" : "0"
        case let text as String: return string(text)
        default: return string(String(describing: value))
        }
    }

    /// `text` as a JSON string.
    private static func string(_ text: String) -> String { JSONText.quote(text) }
}
