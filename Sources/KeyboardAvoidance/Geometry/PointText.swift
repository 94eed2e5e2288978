package import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How the package writes points in text: ``exact(_:)`` when the text must give the value back,
/// ``rounded(_:digits:)`` for people reading a timeline or a picture.
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
}
