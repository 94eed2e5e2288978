import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import Testing
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// Tests for Sources/KeyboardAvoidanceHeadless/HeadlessScrollView.swift and
// HeadlessLayoutConstraint.swift.

// MARK: - Fixtures

/// A 375×667 scroll view outside any window (no safe area) over 1200 pt of content.
@MainActor
private func plainScroll() -> HeadlessScrollView {
    let scroll = HeadlessScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), name: "scroll")
    scroll.contentSize = CGSize(width: 375, height: 1200)
    return scroll
}

/// A layout view that is not a `HeadlessView`.
@MainActor
private final class ForeignView: KeyboardLayoutView {
    var frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    var keyboardSafeAreaInsets: LayoutInsets { .zero }
    var keyboardScreenBounds: CGRect { .null }
    func convertToScreen(_ rect: CGRect) -> CGRect { rect }
    func layoutIfNeeded() {}
    var keyboardTranslation: CGFloat = 0
}

/// Collects the values a constraint's layout closure receives.
@MainActor
private final class LayoutLog {
    var values: [CGFloat] = []
}

/// One scroll-to-visible case on `plainScroll()`: start offset, rect, expected offset.
private struct ScrollCase: Sendable, CustomTestStringConvertible {
    var name: String
    var start: CGFloat
    var rect: CGRect
    var expected: CGFloat
    var testDescription: String { name }
}

private let scrollCases: [ScrollCase] = [
    ScrollCase(
        name: "down: the rect's bottom meets the visible bottom", start: 0,
        rect: CGRect(x: 0, y: 1000, width: 375, height: 44), expected: 1044 - 667),
    ScrollCase(
        name: "up: the rect's top meets the visible top", start: 377,
        rect: CGRect(x: 0, y: 100, width: 375, height: 44), expected: 100),
    ScrollCase(
        name: "already visible: no scroll", start: 200,
        rect: CGRect(x: 0, y: 300, width: 375, height: 44), expected: 200),
    ScrollCase(
        name: "partly visible at the bottom: scroll by the hidden part", start: 0,
        rect: CGRect(x: 0, y: 650, width: 375, height: 44), expected: 694 - 667),
    ScrollCase(
        name: "taller than the view: its top is shown", start: 0,
        rect: CGRect(x: 0, y: 300, width: 375, height: 1000), expected: 300),
    ScrollCase(
        name: "taller than the view, scrolling up: its top is shown", start: 533,
        rect: CGRect(x: 0, y: 100, width: 375, height: 900), expected: 100),
    ScrollCase(
        name: "past the content's end: clamped to the last offset", start: 0,
        rect: CGRect(x: 0, y: 1150, width: 375, height: 200), expected: 1200 - 667),
    ScrollCase(
        name: "above the content's start: clamped to 0", start: 300,
        rect: CGRect(x: 0, y: -100, width: 375, height: 44), expected: 0),
]

// MARK: - Tests

@MainActor
@Suite private struct HeadlessScrollViewTests {
    @Test("adjustedContentInset of scrolling content is the content inset plus the safe area")
    func adjustedContentInset() {
        let window = HeadlessWindow(
            screen: CGRect(x: 0, y: 0, width: 390, height: 844), safeAreaInsets: LayoutInsets(top: 47, bottom: 34))
        let scroll = HeadlessScrollView(frame: window.bounds, name: "scroll")
        window.addSubview(scroll)
        scroll.contentSize = CGSize(width: 390, height: 2000)
        #expect(scroll.adjustedContentInset == LayoutInsets(top: 47, bottom: 34))
        scroll.contentInset = LayoutInsets(top: 10, left: 1, bottom: 20, right: 2)
        #expect(scroll.adjustedContentInset == LayoutInsets(top: 10 + 47, left: 1, bottom: 20 + 34, right: 2))

        // A scroll view clear of the safe area adds nothing.
        let inner = HeadlessScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 500), name: "inner")
        window.addSubview(inner)
        inner.contentInset = LayoutInsets(top: 3, bottom: 7)
        inner.contentSize = CGSize(width: 390, height: 2000)
        #expect(inner.adjustedContentInset == LayoutInsets(top: 3, bottom: 7))
    }

    /// Apple's documentation of `UIScrollView.ContentInsetAdjustmentBehavior` (KeyboardFacts §7).
    @Test(
        "The safe area is added by the adjustment behaviour's rule",
        arguments: [
            // behaviour, in a navigation or tab bar controller, content height, bounces, vertical insets added
            (HeadlessScrollView.ContentInsetAdjustmentBehavior.automatic, false, 500.0, false, false),
            (.automatic, false, 2000.0, false, true),
            (.automatic, false, 500.0, true, true),
            (.automatic, true, 500.0, false, true),
            (.scrollableAxes, true, 500.0, false, false),
            (.scrollableAxes, false, 2000.0, false, true),
            (.scrollableAxes, false, 844.0, false, false),
            (.never, true, 2000.0, true, false),
            (.always, false, 500.0, false, true),
        ] as [(HeadlessScrollView.ContentInsetAdjustmentBehavior, Bool, Double, Bool, Bool)])
    func adjustmentBehaviour(
        behaviour: HeadlessScrollView.ContentInsetAdjustmentBehavior, inNavigation: Bool, contentHeight: Double,
        bounces: Bool, adds: Bool
    ) {
        let window = HeadlessWindow(
            screen: CGRect(x: 0, y: 0, width: 390, height: 844), safeAreaInsets: LayoutInsets(top: 47, bottom: 34))
        let screen = HeadlessViewController()
        let scroll = HeadlessScrollView(frame: window.bounds, name: "scroll")
        screen.view.addSubview(scroll)
        // A bar of 0 pt: only the container's rule differs.
        let navigation = inNavigation ? HeadlessNavigationController(rootViewController: screen, barHeight: 0) : nil
        (navigation ?? screen).present(in: window)
        #expect(scroll.isInNavigationOrTabBarController == inNavigation)
        scroll.contentInsetAdjustmentBehavior = behaviour
        scroll.alwaysBounceVertical = bounces
        scroll.contentSize = CGSize(width: 390, height: contentHeight)
        scroll.contentInset.bottom = 10
        #expect(scroll.adjustedContentInset.top == (adds ? 47 : 0))
        #expect(scroll.adjustedContentInset.bottom == (adds ? 44 : 10))
        #expect(scroll.keyboardSystemInsetBottom == (adds ? 34 : 0))
        #expect(scroll.scrollsVertically == (bounces || contentHeight > 844))
    }

    @Test("offsetRange spans −adjusted top/left to content + adjusted bottom/right − frame")
    func offsetRange() {
        let window = HeadlessWindow(
            screen: CGRect(x: 0, y: 0, width: 390, height: 844), safeAreaInsets: LayoutInsets(top: 47, bottom: 34))
        let scroll = HeadlessScrollView(frame: window.bounds, name: "scroll")
        window.addSubview(scroll)
        scroll.contentSize = CGSize(width: 390, height: 2000)
        scroll.contentInset = LayoutInsets(top: 10, left: 1, bottom: 20, right: 2)
        let range = scroll.offsetRange
        #expect(range.min == CGPoint(x: -1, y: -(10 + 47)))
        #expect(range.max == CGPoint(x: 390 + 2 - 390, y: 2000 + 20 + 34 - 844))

        // Content shorter than the view: the range collapses to the minimum.
        scroll.contentSize = CGSize(width: 100, height: 300)
        #expect(scroll.offsetRange.max == scroll.offsetRange.min)
    }

    @Test("The visible height is the bounds less the adjusted top and bottom insets, never negative")
    func visibleHeight() {
        let scroll = plainScroll()
        #expect(scroll.keyboardVisibleHeight == 667)
        scroll.contentInset = LayoutInsets(top: 20, bottom: 300)
        #expect(scroll.keyboardVisibleHeight == CGFloat(667 - 20 - 300))
        scroll.contentInset.bottom = 1_000
        #expect(scroll.keyboardVisibleHeight == 0)
    }

    @Test("scrollRectToVisible scrolls the least distance and clamps", arguments: scrollCases)
    func scrollRectToVisible(testCase: ScrollCase) {
        let scroll = plainScroll()
        scroll.contentOffset = CGPoint(x: 0, y: testCase.start)
        scroll.scrollRectToVisible(testCase.rect)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: testCase.expected))
    }

    @Test("scrollRectToVisible keeps the rect out of the insets (the keyboard's area)")
    func scrollRespectsInsets() {
        let scroll = plainScroll()
        scroll.contentInset = LayoutInsets(top: 20, bottom: 300)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 375, height: 44))
        #expect(scroll.contentOffset.y == CGFloat(1044 - (667 - 300)))
        scroll.scrollRectToVisible(CGRect(x: 0, y: 30, width: 375, height: 44))
        #expect(scroll.contentOffset.y == CGFloat(30 - 20))
        scroll.scrollRectToVisible(CGRect(x: 0, y: 0, width: 375, height: 44))
        #expect(scroll.contentOffset.y == -20, "the top inset lets the offset go negative")
        scroll.scrollRectToVisible(CGRect(x: 0, y: 1150, width: 375, height: 100), animated: true)
        #expect(scroll.contentOffset.y == CGFloat(1200 + 300 - 667), "clamped to the inset-extended end")
    }

    @Test("scrollRectToVisible works horizontally too")
    func scrollHorizontally() {
        let scroll = plainScroll()
        scroll.contentSize = CGSize(width: 1000, height: 1200)
        scroll.scrollRectToVisible(CGRect(x: 800, y: 0, width: 100, height: 44))
        #expect(scroll.contentOffset == CGPoint(x: 900 - 375, y: 0))
    }

    @Test("Shrinking the content inset pulls an out-of-range offset back")
    func shrinkingInsetClamps() {
        let scroll = plainScroll()
        scroll.contentInset = LayoutInsets(bottom: 300)
        scroll.contentOffset = CGPoint(x: 0, y: 1200 + 300 - 667)
        scroll.contentInset = LayoutInsets(bottom: 100)
        #expect(scroll.contentOffset.y == CGFloat(1200 + 100 - 667))
        scroll.keyboardContentInsetBottom = 0
        #expect(scroll.contentOffset.y == CGFloat(1200 - 667))
        // Growing it leaves an in-range offset alone.
        scroll.contentInset = LayoutInsets(bottom: 400)
        #expect(scroll.contentOffset.y == CGFloat(1200 - 667))
    }

    @Test("The keyboard accessors are the bottom edges of the content and indicator insets")
    func keyboardAccessors() {
        let scroll = plainScroll()
        scroll.contentInset = LayoutInsets(top: 5, bottom: 7)
        scroll.verticalScrollIndicatorInsets = LayoutInsets(top: 1, bottom: 2)
        #expect(scroll.keyboardContentInsetBottom == 7)
        #expect(scroll.keyboardIndicatorInsetBottom == 2)
        scroll.keyboardContentInsetBottom = 300
        scroll.keyboardIndicatorInsetBottom = 301
        #expect(scroll.contentInset == LayoutInsets(top: 5, bottom: 300))
        #expect(scroll.verticalScrollIndicatorInsets == LayoutInsets(top: 1, bottom: 301))
    }

    @Test("The bounds origin is the content offset, so subviews move on screen as it scrolls")
    func boundsFollowOffset() {
        let window = HeadlessWindow(screen: CGRect(x: 0, y: 0, width: 375, height: 667))
        let scroll = plainScroll()
        scroll.frame.origin.y = 20
        window.addSubview(scroll)
        let field = HeadlessView(frame: CGRect(x: 16, y: 500, width: 343, height: 44), name: "field")
        scroll.addSubview(field)
        scroll.contentOffset = CGPoint(x: 0, y: 120)
        #expect(scroll.bounds == CGRect(x: 0, y: 120, width: 375, height: 667))
        #expect(scroll.frameInScreen == CGRect(x: 0, y: 20, width: 375, height: 667))
        #expect(field.frameInScreen == CGRect(x: 16, y: 20 + 500 - 120, width: 343, height: 44))
    }

    @Test("hasDescendant: itself and its descendants, nothing else")
    func hasDescendant() {
        let window = HeadlessWindow(screen: CGRect(x: 0, y: 0, width: 375, height: 667))
        let scroll = plainScroll()
        let container = HeadlessView(name: "container")
        let field = HeadlessView(name: "field")
        let sibling = HeadlessView(name: "sibling")
        window.addSubview(scroll)
        window.addSubview(sibling)
        scroll.addSubview(container)
        container.addSubview(field)
        #expect(scroll.hasDescendant(scroll))
        #expect(scroll.hasDescendant(container))
        #expect(scroll.hasDescendant(field))
        #expect(!scroll.hasDescendant(sibling))
        #expect(!scroll.hasDescendant(window))
        #expect(!scroll.hasDescendant(ForeignView()))
        field.removeFromSuperview()
        #expect(!scroll.hasDescendant(field))
    }

    @Test("HeadlessLayoutConstraint runs its layout on init and on every change")
    func constraintRunsLayout() {
        let log = LayoutLog()
        let constraint = HeadlessLayoutConstraint(constant: 5) { log.values.append($0) }
        #expect(constraint.constant == 5)
        #expect(log.values == [5])
        constraint.constant = -301
        constraint.constant = -257.5
        constraint.constant = 0
        #expect(log.values == [5, -301, -257.5, 0])
    }

    @Test("A constraint drives the view it lays out")
    func constraintDrivesAView() {
        let container = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "container")
        let scroll = HeadlessScrollView(frame: CGRect(x: 0, y: 47, width: 390, height: 0), name: "scroll")
        container.addSubview(scroll)
        let bottom = HeadlessLayoutConstraint(constant: 0) { constant in
            scroll.frame.size.height = container.frame.height - 34 + constant - scroll.frame.minY
        }
        #expect(scroll.frame.height == CGFloat(844 - 34 - 47))
        bottom.constant = -302
        #expect(scroll.frame.maxY == CGFloat(844 - 336))
    }

    @Test("Changes made inside a RecordingKeyboardAnimator are recorded, in order, with before and after")
    func recording() throws {
        let scroll = plainScroll()
        let constraint = HeadlessLayoutConstraint(constant: 0)
        let recorder = RecordingKeyboardAnimator()
        let animation = KeyboardAnimation(duration: 0.25, curve: .keyboard)
        recorder.animate(animation) {
            scroll.contentInset.bottom = 300
            scroll.verticalScrollIndicatorInsets.bottom = 300
            scroll.contentOffset.y = 100
            constraint.constant = -300
            scroll.contentOffset.y = 100  // unchanged: not recorded
        }
        let record = try #require(recorder.records.first)
        #expect(recorder.records.count == 1)
        #expect(record.animation == animation)
        let id = ObjectIdentifier(scroll)
        #expect(
            record.changes == [
                .init(
                    object: id, property: "contentInset", from: .insets(.zero), to: .insets(LayoutInsets(bottom: 300))),
                .init(
                    object: id, property: "verticalScrollIndicatorInsets", from: .insets(.zero),
                    to: .insets(LayoutInsets(bottom: 300))),
                .init(object: id, property: "contentOffset", from: .point(.zero), to: .point(CGPoint(x: 0, y: 100))),
                .init(object: ObjectIdentifier(constraint), property: "constant", from: .number(0), to: .number(-300)),
            ])

        // Outside an animation nothing is recorded.
        scroll.contentOffset.y = 0
        constraint.constant = 0
        #expect(recorder.records.count == 1)
        #expect(recorder.records[0].changes.count == 4)
    }

    @Test("Shrinking the inset inside an animation records the clamped offset after the inset")
    func recordingClamp() throws {
        let scroll = plainScroll()
        scroll.contentInset.bottom = 300
        scroll.contentOffset.y = 833
        let recorder = RecordingKeyboardAnimator()
        recorder.animate(KeyboardAnimation(duration: 0.25, curve: .keyboard)) { scroll.contentInset.bottom = 0 }
        let record = try #require(recorder.records.first)
        #expect(record.changes.map(\.property) == ["contentInset", "contentOffset"])
        #expect(record.changes.last?.to == .point(CGPoint(x: 0, y: 1200 - 667)))
    }
}
