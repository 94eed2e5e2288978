import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import Testing
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// Tests for Sources/KeyboardAvoidanceHeadless/HeadlessView.swift and HeadlessWindow.swift.

// MARK: - Fixtures

private let phoneScreen = CGRect(x: 0, y: 0, width: 390, height: 844)
private let notchInsets = LayoutInsets(top: 47, bottom: 34)
private let iPadLandscape = CGRect(x: 0, y: 0, width: 1024, height: 768)

// MARK: - Tests

@Suite("HeadlessView")
@MainActor
private struct HeadlessViewTests {
    @Test("A constraint rule that reads a later sibling's frame sees this pass's, as Auto Layout solves them together")
    func rulesSeeTheirSiblingsCurrentFrames() {
        let root = HeadlessView(frame: phoneScreen, name: "root")
        let label = HeadlessView(name: "label")
        let bar = HeadlessView(name: "bar")
        root.addSubview(label)
        root.addSubview(bar)
        // label.bottom = bar.top − 8, with the label first among the subviews.
        label.constraintLayout = { _ in CGRect(x: 16, y: bar.frame.minY - 30, width: 200, height: 22) }
        bar.constraintLayout = { root in
            CGRect(x: 0, y: root.bounds.height - 52, width: root.bounds.width, height: 52)
        }
        root.layoutIfNeeded()
        #expect(label.frame.maxY == bar.frame.minY - 8)
        root.frame.size.height = 600
        root.layoutIfNeeded()
        #expect(bar.frame.minY == 548)
        #expect(label.frame.maxY == bar.frame.minY - 8, "not the bar's frame of the pass before")
    }

    @Test("A move by default offsets the frame under the translation, which stays")
    func moveKeepsTheTranslation() {
        let view = HeadlessView(frame: CGRect(x: 0, y: 100, width: 200, height: 50))
        view.translation = -30
        view.keyboardMove(by: 25)
        #expect(view.translation == -30)
        #expect(view.layoutFrame == CGRect(x: 0, y: 125, width: 200, height: 50))
        #expect(view.frame == CGRect(x: 0, y: 95, width: 200, height: 50))
    }

    @Test("A view without a superview has its frame in screen coordinates")
    func orphanView() {
        let view = HeadlessView(frame: CGRect(x: 10, y: 20, width: 100, height: 44), name: "send")
        #expect(view.name == "send")
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 44))
        #expect(view.convertToScreen(view.bounds) == view.frame)
        #expect(view.frameInScreen == view.frame)
    }

    @Test("convertToScreen adds every ancestor's origin, windows not at the origin included")
    func nestedConversion() {
        // A Stage Manager window (§2) at (100, 50) on the screen.
        let window = HeadlessWindow(screen: iPadLandscape, frame: CGRect(x: 100, y: 50, width: 700, height: 600))
        let container = HeadlessView(frame: CGRect(x: 10, y: 20, width: 300, height: 400))
        let field = HeadlessView(frame: CGRect(x: 5, y: 7, width: 200, height: 44))
        window.addSubview(container)
        container.addSubview(field)
        #expect(field.convertToScreen(field.bounds) == CGRect(x: 115, y: 77, width: 200, height: 44))
        #expect(field.frameInScreen == CGRect(x: 115, y: 77, width: 200, height: 44))
        #expect(container.frameInScreen == CGRect(x: 110, y: 70, width: 300, height: 400))
        #expect(window.frameInScreen == window.frame)
        #expect(
            field.convertToScreen(CGRect(x: 1, y: 2, width: 3, height: 4)) == CGRect(x: 116, y: 79, width: 3, height: 4)
        )

        // Moving the window moves everything in it.
        window.frame.origin = CGPoint(x: 0, y: 0)
        #expect(field.frameInScreen == CGRect(x: 15, y: 27, width: 200, height: 44))
    }

    @Test("convertToScreen and convertFromScreen honour a moved bounds origin")
    func boundsOrigin() {
        let window = HeadlessWindow(screen: phoneScreen)
        let scroll = HeadlessView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        let field = HeadlessView(frame: CGRect(x: 16, y: 700, width: 358, height: 44))
        window.addSubview(scroll)
        scroll.addSubview(field)
        #expect(field.frameInScreen.minY == 800)
        scroll.boundsOrigin = CGPoint(x: 0, y: 300)
        #expect(scroll.bounds == CGRect(x: 0, y: 300, width: 390, height: 600))
        #expect(field.frameInScreen == CGRect(x: 16, y: 500, width: 358, height: 44))
        #expect(scroll.frameInScreen == scroll.frame, "a view's own offset does not move it on screen")
        #expect(scroll.convertFromScreen(CGRect(x: 16, y: 500, width: 358, height: 44)) == field.frame)
    }

    @Test("convertFromScreen inverts convertToScreen")
    func inverse() {
        let window = HeadlessWindow(screen: iPadLandscape, frame: CGRect(x: 704, y: 0, width: 320, height: 768))
        let child = HeadlessView(frame: CGRect(x: 8, y: 300, width: 300, height: 400))
        window.addSubview(child)
        let rect = CGRect(x: 3, y: 4, width: 50, height: 60)
        #expect(child.convertFromScreen(child.convertToScreen(rect)) == rect)
        #expect(child.convertToScreen(child.convertFromScreen(rect)) == rect)
        #expect(
            child.convertFromScreen(CGRect(x: 712, y: 300, width: 1, height: 1))
                == CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    @Test("convert(_:to:) between branches, to an ancestor, to itself and to the screen")
    func convertTo() {
        let window = HeadlessWindow(screen: phoneScreen, frame: CGRect(x: 0, y: 20, width: 390, height: 824))
        let left = HeadlessView(frame: CGRect(x: 0, y: 100, width: 195, height: 300))
        let right = HeadlessView(frame: CGRect(x: 195, y: 50, width: 195, height: 300))
        let field = HeadlessView(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        window.addSubview(left)
        window.addSubview(right)
        left.addSubview(field)
        #expect(field.convert(field.bounds, to: right) == CGRect(x: -185, y: 60, width: 100, height: 44))
        #expect(field.convert(field.bounds, to: window) == CGRect(x: 10, y: 110, width: 100, height: 44))
        #expect(field.convert(field.bounds, to: left) == field.frame)
        #expect(field.convert(field.bounds, to: field) == field.bounds)
        #expect(field.convert(field.bounds, to: nil) == CGRect(x: 10, y: 130, width: 100, height: 44))
        #expect(right.convert(CGRect(x: -185, y: 60, width: 100, height: 44), to: field) == field.bounds)
    }

    @Test(
        "Children get the part of the window's safe area they overlap",
        arguments: [
            // (frame in a 390×844 window with insets top 47, bottom 34; expected top, bottom)
            (CGRect(x: 0, y: 744, width: 390, height: 100), CGFloat(0), CGFloat(34)),  // at the bottom
            (CGRect(x: 0, y: 300, width: 390, height: 200), 0, 0),  // in the middle
            (CGRect(x: 0, y: 0, width: 390, height: 100), 47, 0),  // at the top
            (CGRect(x: 0, y: 0, width: 390, height: 844), 47, 34),  // full window
            (CGRect(x: 0, y: 820, width: 390, height: 24), 0, 24),  // a strip inside the inset
            (CGRect(x: 0, y: 800, width: 390, height: 30), 0, 20),  // partly inside the inset
            (CGRect(x: 0, y: 10, width: 390, height: 20), 20, 0),  // inside the top inset
            (CGRect(x: 0, y: 700, width: 390, height: 110), 0, 0),  // ending exactly at the inset
        ])
    func childSafeArea(frame: CGRect, top: CGFloat, bottom: CGFloat) {
        let window = HeadlessWindow(screen: phoneScreen, safeAreaInsets: notchInsets)
        let child = HeadlessView(frame: frame)
        window.addSubview(child)
        #expect(child.safeAreaInsets == LayoutInsets(top: top, left: 0, bottom: bottom, right: 0))
        #expect(child.keyboardSafeAreaInsets == child.safeAreaInsets)
    }

    @Test("Safe area derives through several levels and a scrolled parent")
    func nestedSafeArea() {
        let window = HeadlessWindow(screen: phoneScreen, safeAreaInsets: notchInsets)
        #expect(window.safeAreaInsets == notchInsets)
        #expect(window.keyboardSafeAreaInsets == notchInsets)
        let root = HeadlessView(frame: phoneScreen)
        let bar = HeadlessView(frame: CGRect(x: 0, y: 744, width: 390, height: 100))
        let button = HeadlessView(frame: CGRect(x: 300, y: 50, width: 80, height: 50))
        let label = HeadlessView(frame: CGRect(x: 10, y: 0, width: 80, height: 40))
        window.addSubview(root)
        root.addSubview(bar)
        bar.addSubview(button)
        bar.addSubview(label)
        #expect(root.safeAreaInsets == notchInsets)
        #expect(bar.safeAreaInsets.bottom == 34)
        #expect(button.safeAreaInsets.bottom == 34)
        #expect(label.safeAreaInsets.bottom == 0)

        // Landscape: left and right insets too.
        let landscape = HeadlessWindow(
            screen: CGRect(x: 0, y: 0, width: 844, height: 390),
            safeAreaInsets: LayoutInsets(left: 47, bottom: 21, right: 47))
        let leftEdge = HeadlessView(frame: CGRect(x: 0, y: 0, width: 100, height: 390))
        let rightEdge = HeadlessView(frame: CGRect(x: 800, y: 0, width: 44, height: 100))
        landscape.addSubview(leftEdge)
        landscape.addSubview(rightEdge)
        #expect(leftEdge.safeAreaInsets == LayoutInsets(top: 0, left: 47, bottom: 21, right: 0))
        #expect(rightEdge.safeAreaInsets == LayoutInsets(top: 0, left: 0, bottom: 0, right: 44))

        // A scrolled parent: what counts is where the child is in the parent's bounds.
        let scroll = HeadlessView(frame: phoneScreen)
        let row = HeadlessView(frame: CGRect(x: 0, y: 800, width: 390, height: 100))
        window.addSubview(scroll)
        scroll.addSubview(row)
        #expect(row.safeAreaInsets.bottom == 90)
        scroll.boundsOrigin = CGPoint(x: 0, y: 56)
        #expect(row.safeAreaInsets.bottom == 34)
        scroll.boundsOrigin = CGPoint(x: 0, y: 300)
        #expect(row.safeAreaInsets.bottom == 0)
    }

    @Test("Views outside any window have no safe area")
    func orphanSafeArea() {
        let orphan = HeadlessView(frame: CGRect(x: 0, y: 744, width: 390, height: 100))
        #expect(orphan.safeAreaInsets == .zero)
        let child = HeadlessView(frame: CGRect(x: 0, y: 50, width: 390, height: 50))
        orphan.addSubview(child)
        #expect(child.safeAreaInsets == .zero)
    }

    @Test("keyboardScreenBounds: the window's screen; CGRect.null outside any window")
    func screenBounds() {
        let slideOver = HeadlessWindow(screen: iPadLandscape, frame: CGRect(x: 704, y: 0, width: 320, height: 768))
        let child = HeadlessView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let grandchild = HeadlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        slideOver.addSubview(child)
        child.addSubview(grandchild)
        #expect(slideOver.keyboardScreenBounds == iPadLandscape)
        #expect(slideOver.screenBounds == iPadLandscape)
        #expect(child.keyboardScreenBounds == iPadLandscape)
        #expect(grandchild.keyboardScreenBounds == iPadLandscape)

        let orphanRoot = HeadlessView(frame: CGRect(x: 5, y: 6, width: 375, height: 667))
        let orphanChild = HeadlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        orphanRoot.addSubview(orphanChild)
        #expect(orphanRoot.keyboardScreenBounds.isNull)
        #expect(orphanChild.keyboardScreenBounds.isNull)
        // Not on screen, so no keyboard covers it.
        let keyboard = CGRect(x: 0, y: 409, width: 375, height: 258)
        #expect(
            KeyboardGeometry.overlap(
                keyboardFrame: keyboard, screenBounds: orphanChild.keyboardScreenBounds,
                hostFrame: orphanChild.frameInScreen) == 0)

        // Moving the subtree into the window changes its screen.
        slideOver.addSubview(orphanRoot)
        #expect(orphanChild.keyboardScreenBounds == iPadLandscape)
    }

    @Test("A window fills its screen by default")
    func windowDefaults() {
        let window = HeadlessWindow(screen: phoneScreen)
        #expect(window.frame == phoneScreen)
        #expect(window.bounds == CGRect(origin: .zero, size: phoneScreen.size))
        #expect(window.safeAreaInsets == .zero)
        #expect(window.superview == nil)
    }

    @Test("addSubview and removeFromSuperview keep both sides in step")
    func hierarchy() {
        let window = HeadlessWindow(screen: phoneScreen)
        let a = HeadlessView(name: "a")
        let b = HeadlessView(name: "b")
        let c = HeadlessView(name: "c")
        window.addSubview(a)
        window.addSubview(b)
        a.addSubview(c)
        #expect(window.subviews.map(\.name) == ["a", "b"])
        #expect(a.superview === window)
        #expect(c.superview === a)
        #expect(c.rootAncestor === window)
        #expect(window.rootAncestor === window)
        #expect(window.descendants.map(\.name) == ["window", "a", "c", "b"])

        // Re-adding moves the view to the top / to the new parent.
        window.addSubview(a)
        #expect(window.subviews.map(\.name) == ["b", "a"])
        b.addSubview(c)
        #expect(a.subviews.isEmpty)
        #expect(b.subviews.map(\.name) == ["c"])
        #expect(c.superview === b)

        c.removeFromSuperview()
        #expect(c.superview == nil)
        #expect(b.subviews.isEmpty)
        #expect(c.rootAncestor === c)
        c.removeFromSuperview()  // no-op
        #expect(c.superview == nil)

        a.removeFromSuperview()
        #expect(window.subviews.map(\.name) == ["b"])
        #expect(a.descendants.map(\.name) == ["a"])
    }

    @Test("A view's window follows it as it moves, and a released window leaves its views in none")
    func windowFollowsTheView() {
        let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
        let first = HeadlessWindow(screen: screen)
        let field = HeadlessView(name: "field")
        let form = HeadlessView(name: "form")
        form.addSubview(field)
        #expect(field.window == nil && field.keyboardScreenBounds.isNull)
        first.addSubview(form)
        #expect(field.window === first && first.window === first)
        #expect(field.keyboardScreenIdentity == ObjectIdentifier(first.screen))
        let second = HeadlessWindow(screen: CGRect(x: 0, y: 0, width: 1024, height: 768))
        second.addSubview(form)
        #expect(field.window === second && field.keyboardScreenBounds.width == 1024)
        form.removeFromSuperview()
        #expect(field.window == nil && form.window == nil)
        weak var released: HeadlessWindow?
        do {
            let window = HeadlessWindow(screen: screen)
            window.addSubview(form)
            released = window
        }
        #expect(released == nil && field.window == nil && field.keyboardScreenBounds.isNull)
        // A window inside another keeps being its own views' window when the outer one goes.
        let inner = HeadlessWindow(screen: CGRect(x: 0, y: 0, width: 100, height: 100))
        inner.addSubview(form)
        do { HeadlessWindow(screen: screen).addSubview(inner) }
        #expect(inner.window === inner && field.window === inner)
    }

    @Test("A subview moved to another parent keeps it when its first parent is released")
    func movedSubviewOutlivesItsFirstParent() {
        let moved = HeadlessView(frame: CGRect(x: 1, y: 2, width: 10, height: 10))
        let stayed = HeadlessView(frame: CGRect(x: 3, y: 4, width: 10, height: 10))
        let second = HeadlessView(frame: CGRect(x: 50, y: 60, width: 100, height: 100))
        weak var released: HeadlessView?
        do {
            let first = HeadlessView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
            first.addSubview(moved)
            first.addSubview(stayed)
            released = first
            second.addSubview(moved)
            #expect(stayed.superview === first && moved.superview === second)
        }
        #expect(released == nil)
        #expect(stayed.superview == nil)
        #expect(moved.superview === second)
        #expect(moved.frameInScreen.origin == CGPoint(x: 51, y: 62))
    }

    @Test("The superview link does not keep it alive: a released parent leaves an orphan")
    func weakSuperview() {
        let child = HeadlessView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        weak var released: HeadlessView?
        do {
            let parent = HeadlessView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
            parent.addSubview(child)
            released = parent
            #expect(child.frameInScreen.origin == CGPoint(x: 110, y: 110))
        }
        #expect(released == nil)
        #expect(child.superview == nil)
        #expect(child.frameInScreen == child.frame)
    }

    @Test("layoutIfNeeded keeps frames set by hand")
    func layoutIfNeeded() {
        let window = HeadlessWindow(screen: phoneScreen)
        let view = HeadlessView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        window.addSubview(view)
        view.layoutIfNeeded()
        window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test("A layout pass gives views positioned by constraints their frames back, top down")
    func constraintLayout() {
        let window = HeadlessWindow(screen: phoneScreen)
        let container = HeadlessView(frame: CGRect(x: 0, y: 100, width: 300, height: 400), name: "container")
        let bar = HeadlessView(name: "bar")
        let badge = HeadlessView(name: "badge")
        window.addSubview(container)
        container.addSubview(bar)
        bar.addSubview(badge)
        // bar.bottom = container.bottom, full width, 50 tall; badge pinned to the bar's trailing edge
        bar.constraintLayout = { CGRect(x: 0, y: $0.bounds.height - 50, width: $0.bounds.width, height: 50) }
        badge.constraintLayout = { CGRect(x: $0.bounds.width - 20, y: 0, width: 20, height: 20) }
        window.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 350, width: 300, height: 50))
        #expect(badge.frame == CGRect(x: 280, y: 0, width: 20, height: 20))

        // A frame written by hand lasts until the next layout pass, as with Auto Layout.
        bar.frame.origin.y = 100
        #expect(bar.frame.minY == 100)
        container.frame.size.width = 200
        container.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 350, width: 200, height: 50))
        #expect(badge.frame == CGRect(x: 180, y: 0, width: 20, height: 20))
    }

    @Test("A translation moves the frame and every conversion, and layout passes keep it, as a transform does")
    func translation() {
        let window = HeadlessWindow(screen: phoneScreen)
        let container = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "container")
        let bar = HeadlessView(name: "bar")
        window.addSubview(container)
        container.addSubview(bar)
        bar.constraintLayout = { CGRect(x: 0, y: $0.bounds.height - 50, width: $0.bounds.width, height: 50) }
        window.layoutIfNeeded()
        bar.translation = -300
        #expect(bar.frame == CGRect(x: 0, y: 494, width: 390, height: 50))
        #expect(bar.layoutFrame == CGRect(x: 0, y: 794, width: 390, height: 50))
        #expect(bar.frameInScreen == bar.frame)
        window.layoutIfNeeded()  // Auto Layout sets the untransformed frame; the translation stays
        #expect(bar.frame == CGRect(x: 0, y: 494, width: 390, height: 50))

        // Writing the frame places the translated frame there; the translation stays.
        bar.frame.origin.y = 400
        #expect(bar.layoutFrame.minY == 700)
        #expect(bar.translation == -300)

        // A translated container carries its subviews.
        container.translation = -10
        #expect(bar.frameInScreen.minY == 390)
        #expect(container.convertFromScreen(bar.frameInScreen) == bar.frame)
    }

    @Test("Changing a translation inside a recording animation records the frame's change")
    func translationIsRecorded() {
        let view = HeadlessView(frame: CGRect(x: 0, y: 100, width: 10, height: 10))
        let animator = RecordingKeyboardAnimator()
        animator.animate(.immediate) { view.translation = -40 }
        #expect(
            animator.records.first?.changes.map(\.to) == [.rect(CGRect(x: 0, y: 60, width: 10, height: 10))])
        #expect(animator.records.first?.changes.map(\.from) == [.rect(CGRect(x: 0, y: 100, width: 10, height: 10))])
    }

    @Test("A view whose superview is released is in no window and placed by its own frame")
    func releasedSuperviewOrphans() {
        let window = HeadlessWindow(screen: phoneScreen, frame: CGRect(x: 0, y: 40, width: 390, height: 800))
        let field = HeadlessView(frame: CGRect(x: 16, y: 10, width: 100, height: 44))
        do {
            let container = HeadlessView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
            window.addSubview(container)
            container.addSubview(field)
            #expect(field.frameInScreen.minY == 150)
            container.removeFromSuperview()
        }
        #expect(field.superview == nil && field.window == nil)
        #expect(field.frameInScreen == field.frame)
    }

    @Test("A superview released off the main thread orphans its subviews once the main queue runs")
    func superviewReleasedOffTheMainThread() async {
        let field = HeadlessView(frame: CGRect(x: 16, y: 10, width: 100, height: 44))
        let holder: OneShot
        do {
            let window = HeadlessWindow(screen: phoneScreen)
            window.addSubview(field)
            holder = OneShot(window)
        }
        #expect(field.window != nil)
        await Task.detached { holder.drop() }.value
        // The main queue runs in order: what the release queued runs before this.
        await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
        #expect(field.window == nil)
        #expect(field.frameInScreen == field.frame)
    }
}

/// Holds a view until `drop()`, which releases it on the calling thread.
private final class OneShot: @unchecked Sendable {
    private var view: HeadlessView?
    init(_ view: HeadlessView) { self.view = view }
    func drop() { view = nil }
}
