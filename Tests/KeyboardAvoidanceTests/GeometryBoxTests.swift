import Foundation
import KeyboardTestSupport
import Testing
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// Tests for the test support's GeometryBox: the UIKit-shaped boxes the event tests post in place
// of `NSValue(rect:)`, which iOS lacks, and the reader they check the kit's boxes with.

private let rects: [CGRect] = [
    CGRect(x: 0, y: 409, width: 375, height: 258),
    CGRect(x: 0, y: 667, width: 375, height: -258),
    CGRect(x: CGFloat.infinity, y: .infinity, width: 0, height: 0),
    CGRect(x: -1e12, y: -1e12, width: 4e12, height: 4e12),
]

@Suite("GeometryBox: UIKit's boxes on every platform")
private struct GeometryBoxTests {
    @Test("A boxed rect reads back exactly", arguments: rects)
    func rectRoundTrip(rect: CGRect) {
        #expect(GeometryBox.rect(in: GeometryBox.rect(rect)) == rect)
    }

    @Test("A boxed NaN rect reads back with its NaN")
    func nanRoundTrip() throws {
        let boxed = GeometryBox.rect(CGRect(x: CGFloat.nan, y: 1, width: 2, height: 3))
        let read = try #require(GeometryBox.rect(in: boxed))
        #expect(read.origin.x.isNaN)
        #expect(read.origin.y == 1 && read.size.width == 2 && read.size.height == 3)
    }

    @Test("A box that holds no rect reads as nil: a point, a size, a range, a number")
    func noRect() {
        #expect(GeometryBox.rect(in: GeometryBox.point(CGPoint(x: 0, y: 451))) == nil)
        #expect(GeometryBox.rect(in: GeometryBox.size(CGSize(width: 375, height: 258))) == nil)
        #expect(GeometryBox.rect(in: NSValue(range: NSRange(location: 0, length: 451))) == nil)
        #expect(GeometryBox.rect(in: NSNumber(value: 216)) == nil)
    }

    // On Linux `objCType` of a geometry value leaks the C string it returns; there the boxes are
    // checked against Foundation's own instead (below).
    #if canImport(Darwin)
        @Test("The boxes carry UIKit's type encodings")
        func encodings() {
            #expect(String(cString: GeometryBox.rect(.zero).objCType) == "{CGRect={CGPoint=dd}{CGSize=dd}}")
            #expect(String(cString: GeometryBox.point(.zero).objCType) == "{CGPoint=dd}")
            #expect(String(cString: GeometryBox.size(.zero).objCType) == "{CGSize=dd}")
        }
    #endif

    #if os(macOS) || os(Linux)
        @Test("Where Foundation boxes geometry itself, the boxes equal its boxes", arguments: rects)
        func foundationBoxes(rect: CGRect) {
            #expect(GeometryBox.rect(rect) == NSValue(rect: rect))
            #expect(GeometryBox.point(rect.origin) == NSValue(point: rect.origin))
            #expect(GeometryBox.size(rect.size) == NSValue(size: rect.size))
            #expect(GeometryBox.rect(in: NSValue(rect: rect)) == NSValue(rect: rect).rectValue)
        }
    #endif
}
