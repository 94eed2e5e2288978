package import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Parses and writes the text form of a rect, `NSRect: {{0, 451}, {375, 216}}`.
package enum RectText {
    /// The rect in `text` (an optional `NSRect:` or `CGRect:` prefix, any spacing, `inf`/`nan`), or `nil`.
    package static func parse(_ text: String) -> CGRect? {
        var body = Substring(text).drop(while: { $0 == " " })
        for prefix in ["NSRect:", "CGRect:"] where body.hasPrefix(prefix) {
            body = body.dropFirst(prefix.count)
        }
        let numbers = body.split(whereSeparator: { "{}, \t".contains($0) })
        guard numbers.count == 4 else { return nil }
        var values: [Double] = []
        for piece in numbers {
            guard let value = UserInfoScalar.parse(String(piece)) else { return nil }
            values.append(value)
        }
        let braces = body.filter { $0 == "{" || $0 == "}" }
        guard braces == "{{}{}}" else { return nil }
        return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// The text form UIKit prints for `rect`: `NSRect: {{x, y}, {w, h}}`.
    package static func format(_ rect: CGRect) -> String {
        let number = PointText.exact
        return "NSRect: {{\(number(rect.minX)), \(number(rect.minY))}, "
            + "{\(number(rect.width)), \(number(rect.height))}}"
    }
}
