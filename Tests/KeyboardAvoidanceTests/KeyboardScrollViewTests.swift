import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import Testing
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// Tests for Approaches/KeyboardScrollView.swift: the visible height's default and the rect that
// reveals a field.

/// A scroll view that reports only what the protocol requires, so the defaults answer the rest.
@MainActor
private final class MinimalScroll: KeyboardScrollView {
    var frame = CGRect(x: 0, y: 0, width: 320, height: 400)
    var contentOffset = CGPoint.zero
    var bounds: CGRect { CGRect(origin: contentOffset, size: frame.size) }
    var keyboardSafeAreaInsets = LayoutInsets(bottom: 34)
    var keyboardScreenBounds: CGRect { frame }
    func convertToScreen(_ rect: CGRect) -> CGRect { rect }
    func layoutIfNeeded() {}
    var keyboardTranslation: CGFloat = 0
    var keyboardContentInsetBottom: CGFloat = 100
    var keyboardIndicatorInsetBottom: CGFloat = 100
    func setContentOffset(_ offset: CGPoint, animated: Bool) { contentOffset = offset }
    func hasDescendant(_ view: any KeyboardLayoutView) -> Bool { view === self }
}

/// A 320 pt wide scroll view, `height` tall, with a 44 pt field at content y 500 and a content
/// bottom inset of `insetBottom`.
@MainActor
private func makeScroll(height: CGFloat, insetBottom: CGFloat) -> (HeadlessScrollView, HeadlessView) {
    let scroll = HeadlessScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: height), name: "scroll")
    scroll.contentSize = CGSize(width: 320, height: 1_000)
    scroll.contentInset.bottom = insetBottom
    let field = HeadlessView(frame: CGRect(x: 16, y: 500, width: 288, height: 44), name: "field")
    scroll.addSubview(field)
    return (scroll, field)
}

@MainActor
@Suite struct KeyboardScrollViewTests {
    @Test("By default the visible height is the bounds less the bottom inset and the safe area")
    func defaultVisibleHeight() {
        let scroll = MinimalScroll()
        #expect(scroll.keyboardSystemInsetBottom == 34)
        #expect(scroll.keyboardVisibleHeight == CGFloat(400 - 100 - 34))
        scroll.keyboardContentInsetBottom = 500
        #expect(scroll.keyboardVisibleHeight == 0)
    }

    @Test("The field is padded on both sides when the visible area has room for it")
    func fullPadding() throws {
        let (scroll, field) = makeScroll(height: 400, insetBottom: 0)
        let rect = try #require(scroll.rectToReveal(field, padding: 16))
        #expect(rect == CGRect(x: 16, y: 500 - 16, width: 288, height: 44 + 32))
    }

    @Test(
        "The padding shrinks to what the visible area leaves, so a field that fits is shown whole",
        arguments: [(60, 8), (44, 0), (52, 4)] as [(CGFloat, CGFloat)])
    func paddingShrinksToTheRoom(visible: CGFloat, padding: CGFloat) throws {
        let (scroll, field) = makeScroll(height: 300, insetBottom: 300 - visible)
        #expect(scroll.keyboardVisibleHeight == visible)
        let rect = try #require(scroll.rectToReveal(field, padding: 20))
        #expect(rect == CGRect(x: 16, y: 500 - padding, width: 288, height: 44 + 2 * padding))
        #expect(rect.height <= visible)
    }

    @Test("A field taller than the visible area gets no padding, and a negative padding counts as none")
    func noPadding() throws {
        let (scroll, field) = makeScroll(height: 300, insetBottom: 270)
        #expect(try #require(scroll.rectToReveal(field, padding: 16)) == field.frame)
        let (roomy, other) = makeScroll(height: 400, insetBottom: 0)
        #expect(try #require(roomy.rectToReveal(other, padding: -10)) == other.frame)
    }

    @Test("Nothing to reveal for a view outside the scroll view; a text view that is the scroll view reveals its caret")
    func outsideAndItself() throws {
        let (scroll, _) = makeScroll(height: 400, insetBottom: 0)
        #expect(scroll.rectToReveal(HeadlessView(name: "elsewhere"), padding: 16) == nil)
        scroll.contentOffset = CGPoint(x: 0, y: 400)
        scroll.caretRect = CGRect(x: 10, y: 600, width: 2, height: 20)
        #expect(try #require(scroll.rectToReveal(scroll, padding: 16)) == CGRect(x: 10, y: 584, width: 2, height: 52))
    }

    @Test("The offset that reveals a rect scrolls the least distance, shows a tall rect's top, and stays in range")
    func offsetRevealing() {
        let (scroll, _) = makeScroll(height: 600, insetBottom: 300)  // visible content y 0…300, range 0…700
        #expect(scroll.offsetRevealing(CGRect(x: 0, y: 500, width: 10, height: 44)) == CGPoint(x: 0, y: 244))
        #expect(scroll.offsetRevealing(CGRect(x: 0, y: 100, width: 10, height: 44)) == .zero, "in sight: no scroll")
        #expect(scroll.offsetRevealing(CGRect(x: 0, y: 400, width: 10, height: 400)) == CGPoint(x: 0, y: 400))
        #expect(scroll.offsetRevealing(CGRect(x: 0, y: 1200, width: 10, height: 44)) == CGPoint(x: 0, y: 700))
    }
}
