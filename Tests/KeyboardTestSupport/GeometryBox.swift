public import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Rects, points and sizes boxed in `NSValue` the way UIKit boxes them, on every platform the
/// tests run on, and rects read back out.
///
/// `NSValue(rect:)`, `NSValue(point:)`, `NSValue(size:)`, `.rectValue` and `NSPoint` exist only
/// in macOS Foundation and in swift-corelibs-foundation (Linux); on iOS, tvOS, watchOS and
/// visionOS the boxes are UIKit's `NSValue(cgRect:)` and `.cgRectValue`, and only with UIKit
/// imported. These box with `NSValue(bytes:objCType:)` and the type encodings UIKit's boxes carry,
/// as the kit's own writer does, so a test builds and reads the same value on Linux, on macOS and
/// on the iOS Simulator. (On Linux and on macOS the box equals `NSValue(rect:)`'s.)
///
/// ```swift
/// let end = GeometryBox.rect(CGRect(x: 0, y: 409, width: 375, height: 258))
/// GeometryBox.rect(in: end)                         // (0, 409, 375, 258)
/// GeometryBox.rect(in: GeometryBox.point(.zero))    // nil: a point is no rect
/// ```
public enum GeometryBox {
    /// The Objective-C type encoding of a 64-bit `CGRect`: what `NSValue(cgRect:)` carries.
    public static let rectEncoding = "{CGRect={CGPoint=dd}{CGSize=dd}}"
    /// The Objective-C type encoding of a 64-bit `CGPoint`: what `NSValue(cgPoint:)` carries.
    public static let pointEncoding = "{CGPoint=dd}"
    /// The Objective-C type encoding of a 64-bit `CGSize`: what `NSValue(cgSize:)` carries.
    public static let sizeEncoding = "{CGSize=dd}"

    /// `rect` boxed as UIKit boxes a keyboard frame (`NSValue(cgRect:)`).
    public static func rect(_ rect: CGRect) -> NSValue {
        var copy = rect
        return NSValue(bytes: &copy, objCType: rectEncoding)
    }

    /// `point` boxed as UIKit boxes a keyboard's center (`NSValue(cgPoint:)`).
    public static func point(_ point: CGPoint) -> NSValue {
        var copy = point
        return NSValue(bytes: &copy, objCType: pointEncoding)
    }

    /// `size` boxed as UIKit boxes a size (`NSValue(cgSize:)`).
    public static func size(_ size: CGSize) -> NSValue {
        var copy = size
        return NSValue(bytes: &copy, objCType: sizeEncoding)
    }

    /// The rect `value` holds, or `nil` when it holds no `CGRect` (a point, a size, a number).
    ///
    /// On Apple platforms the value's type encoding must be exactly ``rectEncoding``. On Linux
    /// `objCType` of a geometry value leaks the C string it returns, so, as in the kit's reader,
    /// the value must be a geometry value that writes all 32 bytes of a rect (a boxed
    /// `NSEdgeInsets`, 32 bytes too, would read as a rect).
    public static func rect(in value: NSValue) -> CGRect? {
        #if canImport(Darwin)
            guard strcmp(value.objCType, rectEncoding) == 0 else { return nil }
            var rect = CGRect.zero
            value.getValue(&rect, size: MemoryLayout<CGRect>.size)
            return rect
        #else
            guard Swift.type(of: value) == geometryValueClass else { return nil }
            var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, unwritten, unwritten)
            withUnsafeMutableBytes(of: &words) { bytes in
                if let base = bytes.baseAddress { value.getValue(base) }
            }
            guard words.2 != unwritten || words.3 != unwritten else { return nil }
            return CGRect(
                x: Double(bitPattern: words.0), y: Double(bitPattern: words.1),
                width: Double(bitPattern: words.2), height: Double(bitPattern: words.3))
        #endif
    }

    #if !canImport(Darwin)
        /// swift-corelibs-foundation's class of boxed points, sizes, rects, ranges and insets.
        private static let geometryValueClass: AnyClass = Swift.type(of: rect(.zero))

        /// A NaN bit pattern no geometry uses, to see how many bytes `getValue` wrote.
        private static let unwritten: UInt64 = 0x7FF4_B0B0_CAFE_F00D
    #endif
}
