import Foundation
import KeyboardAvoidance
import Testing
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// Tests for Events/RectText.swift: the text form of rects in logs and replays.

@Suite("RectText")
private struct RectTextTests {
    @Test(
        "format then parse gives the rect back",
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
        let text = RectText.format(rect)
        #expect(text.hasPrefix("NSRect: {{"))
        let parsed = try #require(RectText.parse(text))
        #expect(parsed.origin == rect.origin)
        #expect(parsed.size == rect.size)
    }

    @Test("format prints integers as UIKit does")
    func format() {
        #expect(RectText.format(CGRect(x: 0, y: 451, width: 375, height: 216)) == "NSRect: {{0, 451}, {375, 216}}")
        #expect(RectText.format(CGRect(x: 0, y: -264, width: 768, height: 304)) == "NSRect: {{0, -264}, {768, 304}}")
        #expect(RectText.format(CGRect(x: 0.5, y: 1, width: 2, height: 3)) == "NSRect: {{0.5, 1}, {2, 3}}")
    }

    @Test("A NaN survives the round trip as NaN")
    func nanRoundTrip() throws {
        let parsed = try #require(RectText.parse(RectText.format(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))))
        #expect(parsed.origin.x.isNaN)
        #expect(parsed.size == CGSize(width: 1, height: 1))
    }

    @Test(
        "parse accepts the spellings seen in logs",
        arguments: [
            "NSRect: {{0, 451}, {375, 216}}",
            "CGRect: {{0, 451}, {375, 216}}",
            "{{0, 451}, {375, 216}}",
            "{{0,451},{375,216}}",
            "   NSRect:   {{ 0 , 451 }, { 375 , 216 }}  ",
            "NSRect: {{0.0, 451.0}, {375.0, 216.0}}",
            "{{0,\t451},\t{375,\t216}}",
        ])
    func parseSpellings(text: String) {
        #expect(RectText.parse(text) == CGRect(x: 0, y: 451, width: 375, height: 216))
    }

    @Test(
        "parse rejects malformed text",
        arguments: [
            "", "abc", "NSRect:", "{}", "{{}, {}}",
            "{{0, 451}, {375}}",
            "{{0, 451}, {375, 216}, {1, 2}}",
            "{{0, 451, 375, 216}}",
            "{0, 451}, {375, 216}",
            "{{0, 451}}, {{375, 216}}",
            "}{0, 451}, {375, 216}{",
            "{{0, x}, {375, 216}}",
            "{{0, 451}, {375, 216}} trailing",
            "NSSize: {{0, 451}, {375, 216}}",
            "0 451 375 216",
            "(0, 451, 375, 216)",
            "{{0, 451}, {375, 216}",
        ])
    func parseRejects(text: String) {
        #expect(RectText.parse(text) == nil)
    }
}
