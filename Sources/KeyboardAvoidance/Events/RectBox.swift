import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Boxes and unboxes `CGRect` in `NSValue` the same way on every platform.
enum RectBox {
    /// The Objective-C type encoding of a 64-bit `CGRect`, as UIKit and Foundation write it.
    static let encoding = "{CGRect={CGPoint=dd}{CGSize=dd}}"

    static func box(_ rect: CGRect) -> NSValue {
        var copy = rect
        return NSValue(bytes: &copy, objCType: encoding)
    }

    /// The encoding of `NSRect` in Foundation on macOS, which is layout-compatible.
    static let nsRectEncoding = "{_NSRect={_NSPoint=dd}{_NSSize=dd}}"

    #if !canImport(Darwin)
        /// The class of swift-corelibs-foundation's boxed geometry values (points, sizes, rects,
        /// ranges, edge insets), which `NSValue(rect:)` and `NSValue(bytes:objCType:)` make.
        static let geometryValueClass: AnyClass = Swift.type(of: NSValue(rect: .zero))

        /// A NaN bit pattern no geometry uses, to see how many bytes `getValue` wrote.
        static let unwritten: UInt64 = 0x7FF4_B0B0_CAFE_F00D
    #endif

    /// The rect inside `value`, or `nil` when the value does not hold a 64-bit rect.
    static func unbox(_ value: NSValue) -> CGRect? {
        #if !canImport(Darwin)
            // On Linux, `objCType` of a geometry value mallocs a C string that is never freed
            // (3 allocations and 40 bytes leaked per call), so the rect is read without it: a
            // point, size or range writes 16 bytes and leaves the last two words untouched. (A
            // boxed NSEdgeInsets, 32 bytes too, would read as a rect; no keyboard posts one.)
            if Swift.type(of: value) == geometryValueClass {
                var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, unwritten, unwritten)
                withUnsafeMutableBytes(of: &words) { bytes in
                    if let base = bytes.baseAddress { value.getValue(base) }
                }
                guard words.2 != unwritten || words.3 != unwritten else { return nil }
                return CGRect(
                    x: Double(bitPattern: words.0), y: Double(bitPattern: words.1),
                    width: Double(bitPattern: words.2), height: Double(bitPattern: words.3))
            }
        #endif
        // A number is an `NSValue` too (its geometry class, checked above, is not).
        guard !(value is NSNumber) else { return nil }
        let type = value.objCType
        guard strcmp(type, encoding) == 0 || strcmp(type, nsRectEncoding) == 0 else { return nil }
        var rect = CGRect.zero
        #if canImport(Darwin)
            value.getValue(&rect, size: MemoryLayout<CGRect>.size)
        #else
            value.getValue(&rect)
        #endif
        return rect
    }
}
