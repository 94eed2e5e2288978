package import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Boxes and unboxes `CGRect` in `NSValue` the same way on every platform.
package enum RectBox {
    /// The Objective-C type encoding of a 64-bit `CGRect`, as UIKit and Foundation write it.
    static let encoding = "{CGRect={CGPoint=dd}{CGSize=dd}}"

    static func box(_ rect: CGRect) -> NSValue {
        var copy = rect
        return NSValue(bytes: &copy, objCType: encoding)
    }

    /// The encoding of `NSRect` in Foundation on macOS, which is layout-compatible.
    static let nsRectEncoding = "{_NSRect={_NSPoint=dd}{_NSSize=dd}}"

    /// The rect inside `value`, or `nil` when the value does not hold a 64-bit rect.
    package static func unbox(_ value: NSValue) -> CGRect? {
        #if !canImport(Darwin)
            // On Linux, `objCType` of a geometry value leaks a C string (about 190 bytes per event), so
            // read without it: a point, size or range writes 16 bytes, leaving a marker no rect has.
            if Swift.type(of: value) == geometryValueClass {
                let marker: UInt64 = 0x7FF4_B0B0_CAFE_F00D  // a NaN no geometry writes
                var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, marker, marker)
                withUnsafeMutableBytes(of: &words) { bytes in
                    if let base = bytes.baseAddress { value.getValue(base) }
                }
                guard words.2 != marker || words.3 != marker else { return nil }
                return CGRect(
                    x: Double(bitPattern: words.0), y: Double(bitPattern: words.1),
                    width: Double(bitPattern: words.2), height: Double(bitPattern: words.3))
            }
        #endif
        guard !(value is NSNumber) else { return nil }  // a number is an `NSValue` too
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

    #if !canImport(Darwin)
        /// The class of swift-corelibs-foundation's boxed points, sizes, rects and ranges.
        private static let geometryValueClass: AnyClass = Swift.type(of: NSValue(rect: .zero))
    #endif
}
