import Foundation
import KeyboardAvoidanceLaws
import Testing
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// Tests for KeyboardAvoidanceLaws/PointText.swift: how the package writes points in text and reads
// back the text of logs.

@Suite("PointText: writing")
private struct PointTextTests {
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

@Suite("PointText: reading what logs print")
private struct PrintedTextTests {
    @Test(
        "printed then rect(printed:) gives the rect back",
        arguments: [
            CGRect(x: 0, y: 451, width: 375, height: 216),
            CGRect(x: 0, y: -264, width: 768, height: 304),
            CGRect(x: 0.5, y: 523.3334, width: 389.5, height: 320.6666),
            CGRect(x: -12.25, y: 1e-7, width: 1e20, height: 0),
            CGRect(x: 0, y: 844 - 0.0000001, width: 390, height: 336),
            CGRect(x: CGFloat.infinity, y: .infinity, width: 0, height: 0),
            CGRect(x: 0, y: -CGFloat.infinity, width: 1, height: 2),
        ])
    func roundTrip(rect: CGRect) throws {
        let text = PointText.printed(rect)
        #expect(text.hasPrefix("NSRect: {{"))
        let parsed = try #require(PointText.rect(printed: text))
        #expect(parsed.origin == rect.origin)
        #expect(parsed.size == rect.size)
    }

    @Test("printed writes integers as UIKit does")
    func printed() {
        #expect(PointText.printed(CGRect(x: 0, y: 451, width: 375, height: 216)) == "NSRect: {{0, 451}, {375, 216}}")
        #expect(PointText.printed(CGRect(x: 0, y: -264, width: 768, height: 304)) == "NSRect: {{0, -264}, {768, 304}}")
        #expect(PointText.printed(CGRect(x: 0.5, y: 1, width: 2, height: 3)) == "NSRect: {{0.5, 1}, {2, 3}}")
    }

    @Test("A NaN survives the round trip as NaN")
    func nanRoundTrip() throws {
        let text = PointText.printed(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))
        let parsed = try #require(PointText.rect(printed: text))
        #expect(parsed.origin.x.isNaN)
        #expect(parsed.size == CGSize(width: 1, height: 1))
    }

    @Test(
        "rect(printed:) accepts the spellings seen in logs",
        arguments: [
            "NSRect: {{0, 451}, {375, 216}}",
            "CGRect: {{0, 451}, {375, 216}}",
            "{{0, 451}, {375, 216}}",
            "{{0,451},{375,216}}",
            "   NSRect:   {{ 0 , 451 }, { 375 , 216 }}  ",
            "NSRect: {{0.0, 451.0}, {375.0, 216.0}}",
            "{{0,\t451},\t{375,\t216}}",
        ])
    func rectSpellings(text: String) {
        #expect(PointText.rect(printed: text) == CGRect(x: 0, y: 451, width: 375, height: 216))
    }

    @Test(
        "rect(printed:) rejects malformed text",
        arguments: [
            "", "abc", "NSRect:", "{}", "{{}, {}}",
            "{{0, 451}, {375}}",
            "{{0, 451}, {375, 216}, {1, 2}}",
            "{{0, 451, 375, 216}}",
            "{0, 451}, {375, 216}",
            "{{0, 451}}, {{375, 216}}",
            "}{0, 451}, {375, 216}{",
            "{{0, x}, {375, 216}}",
            "{{0, x, 451}, {375, 216}}",
            "{{0, 451}, {375, 216}} trailing",
            "NSSize: {{0, 451}, {375, 216}}",
            "0 451 375 216",
            "(0, 451, 375, 216)",
            "{{0, 451}, {375, 216}",
        ])
    func rectRejects(text: String) {
        #expect(PointText.rect(printed: text) == nil)
    }

    @Test(
        "number(printed:) reads numbers, padded numbers and the words of non-finite ones",
        arguments: [
            ("0.25", 0.25), (" 7 ", 7), ("-1", -1), ("1e3", 1000), ("inf", .infinity), ("+Inf", .infinity),
            ("infinity", .infinity), ("-inf", -.infinity), ("-Infinity", -.infinity),
        ] as [(String, Double)])
    func numbers(text: String, value: Double) {
        #expect(PointText.number(printed: text) == value)
    }

    @Test("number(printed:) reads nan as NaN and rejects what is not a number")
    func notNumbers() throws {
        #expect(try #require(PointText.number(printed: "NaN")).isNaN)
        for text in ["", "fast", "0.25s", "YES", "1 2"] { #expect(PointText.number(printed: text) == nil, "\(text)") }
    }

    @Test(
        "flag(printed:) reads 1/0, true/false and YES/NO in any case, and nothing else",
        arguments: [
            ("1", true), ("true", true), ("YES", true), (" yes ", true), ("0", false), ("False", false),
            ("NO", false), ("2", nil), ("1.0", nil), ("maybe", nil), ("", nil),
        ] as [(String, Bool?)])
    func flags(text: String, flag: Bool?) {
        #expect(PointText.flag(printed: text) == flag)
    }
}
