package import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How the package writes points in text and reads back what logs print: ``exact(_:)`` when the text
/// must give the value back, ``rounded(_:digits:)`` for people reading a timeline or a picture,
/// ``printed(_:)`` and ``rect(printed:)`` for UIKit's `NSRect: {{x, y}, {w, h}}`.
///
/// The kit reads only typed values; the replay tool, the tests and the fuzzers need the text.
package enum PointText {
    /// An integral value without a fraction (`291`), any other as `Double` prints it, which reads back.
    package static func exact(_ value: CGFloat) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))"
    }

    /// At most `digits` decimals, without trailing zeros and never `-0`; non-finite as `inf`, `nan`.
    package static func rounded(_ value: CGFloat, digits: Int) -> String {
        guard value.isFinite else { return "\(Double(value))" }
        let scale = pow(10, Double(max(0, digits)))
        let rounded = (Double(value) * scale).rounded() / scale + 0  // + 0 turns -0 into 0
        return exact(CGFloat(rounded))
    }

    /// `(x, y, width×height)` with numbers written by `number`, not standardized: negative sizes show.
    package static func rect(_ rect: CGRect, number: (CGFloat) -> String = exact) -> String {
        "(\(number(rect.origin.x)), \(number(rect.origin.y)), \(number(rect.size.width))×\(number(rect.size.height)))"
    }

    /// The text form UIKit prints for `rect`, `NSRect: {{x, y}, {w, h}}`, which ``rect(printed:)`` reads back.
    package static func printed(_ rect: CGRect) -> String {
        "NSRect: {{\(exact(rect.minX)), \(exact(rect.minY))}, {\(exact(rect.width)), \(exact(rect.height))}}"
    }

    /// The rect in `text` (an optional `NSRect:` or `CGRect:` prefix, any spacing, `inf`/`nan`), or `nil`.
    package static func rect(printed text: String) -> CGRect? {
        var body = Substring(text).drop(while: { $0 == " " })
        for prefix in ["NSRect:", "CGRect:"] where body.hasPrefix(prefix) {
            body = body.dropFirst(prefix.count)
        }
        let pieces = body.split(whereSeparator: { "{}, \t".contains($0) })
        let numbers = pieces.compactMap { number(printed: String($0)) }
        guard pieces.count == 4, numbers.count == 4, body.filter({ $0 == "{" || $0 == "}" }) == "{{}{}}" else {
            return nil
        }
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// The number in `text` as logs print it (`0.25`, ` 7 `, `inf`, `-infinity`, `nan`), or `nil`.
    package static func number(printed text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        switch trimmed.lowercased() {
        case "inf", "+inf", "infinity": return .infinity
        case "-inf", "-infinity": return -.infinity
        case "nan": return .nan
        default: return Double(trimmed)
        }
    }

    /// The flag in `text` as logs print it (`1`, `true`, `YES`; `0`, `false`, `NO`), or `nil`.
    package static func flag(printed text: String) -> Bool? {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "1", "true", "yes": true
        case "0", "false", "no": false
        default: nil
        }
    }
}
