import Foundation
import KeyboardAvoidance
import Testing
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// Tests for Geometry/PointText.swift: how the package writes points in text.

@Suite("PointText")
struct PointTextTests {
    @Test(
        "exact writes integral values without a fraction and others so that they read back",
        arguments: [0, 291, -34, 320.25, 335.6667, 1e-3, -0.5, 1e20] as [CGFloat])
    func exactReadsBack(value: CGFloat) throws {
        let text = PointText.exact(value)
        #expect(CGFloat(try #require(Double(text))) == value, "\(text)")
        #expect((Int(text) != nil) == (value.rounded() == value && abs(value) < 1e15), "\(text)")
    }

    @Test("exact writes non-finite values as Double does")
    func exactNonFinite() {
        #expect(PointText.exact(.infinity) == "inf")
        #expect(PointText.exact(-.infinity) == "-inf")
        #expect(PointText.exact(.nan) == "nan")
    }

    @Test("rounded keeps at most the given decimals, drops trailing zeros and never writes -0")
    func rounded() {
        #expect(PointText.rounded(12.345, digits: 1) == "12.3")
        #expect(PointText.rounded(12.345, digits: 2) == "12.35")
        #expect(PointText.rounded(320.04, digits: 1) == "320")
        #expect(PointText.rounded(2.5, digits: 2) == "2.5")
        #expect(PointText.rounded(-0.04, digits: 1) == "0")
        #expect(PointText.rounded(-291.26, digits: 1) == "-291.3")
        #expect(PointText.rounded(.nan, digits: 1) == "nan")
    }

    @Test("rect writes origin and size as stored, with the number style given")
    func rect() {
        let rect = CGRect(x: 0, y: 508, width: 390, height: 336)
        #expect(PointText.rect(rect) == "(0, 508, 390×336)")
        #expect(PointText.rect(CGRect(x: 10, y: 10, width: -5, height: 0.25)) == "(10, 10, -5×0.25)")
        #expect(
            PointText.rect(CGRect(x: 0.04, y: 1.26, width: 2, height: 3)) { PointText.rounded($0, digits: 1) }
                == "(0, 1.3, 2×3)")
    }
}
