package import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How the package writes points in text: log lines, law reports, timelines, pictures.
///
/// Two purposes, one function each: ``exact(_:)`` when the text must give the value back (rect
/// text, reports of values compared with `==`), ``rounded(_:digits:)`` for people reading
/// a timeline or a picture. For the package's own modules and tools.
///
/// ```swift
/// PointText.exact(291)                 // "291"
/// PointText.exact(320.25)              // "320.25"
/// PointText.rounded(12.345, digits: 1) // "12.3"
/// PointText.rect(CGRect(x: 0, y: 508, width: 390, height: 336)) // "(0, 508, 390×336)"
/// ```
package enum PointText {
    /// An integral value without a fraction (`291`), any other value as `Double` prints it, which
    /// reads back to the same value; non-finite values as `inf`, `-inf`, `nan`.
    package static func exact(_ value: CGFloat) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))"
    }

    /// At most `digits` decimals, without trailing zeros and never `-0`; non-finite values as
    /// `inf`, `-inf`, `nan`.
    package static func rounded(_ value: CGFloat, digits: Int) -> String {
        guard value.isFinite else { return "\(Double(value))" }
        let scale = pow(10, Double(max(0, digits)))
        let rounded = (Double(value) * scale).rounded() / scale + 0  // + 0 turns -0 into 0
        return exact(CGFloat(rounded))
    }

    /// `(x, y, width×height)`, each number written by `number` (default ``exact(_:)``); the rect
    /// as stored, not standardized, so negative sizes show.
    package static func rect(_ rect: CGRect, number: (CGFloat) -> String = exact) -> String {
        "(\(number(rect.origin.x)), \(number(rect.origin.y)), \(number(rect.size.width))×\(number(rect.size.height)))"
    }
}
