import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// Tests for Sources/KeyboardAvoidanceHeadless/HeadlessViewController.swift.

// MARK: - Fixtures

/// Records every lifecycle and focus callback, with what it could see at that moment.
@MainActor
private final class LifecycleProbe: HeadlessViewController {
    private(set) var calls: [String] = [] {
        didSet {
            if let call = calls.last, calls.count > oldValue.count { journal?.entries.append("\(label): \(call)") }
        }
    }
    /// Where several probes record their calls in one order, each under its `label`.
    var journal: Journal?
    var label = ""
    private(set) var windowSeenInViewWillAppear: HeadlessWindow?
    private(set) var frameSeenInViewIsAppearing: CGRect?
    private(set) weak var superviewSeenInViewWillDisappear: HeadlessView?
    private(set) weak var superviewSeenInViewDidDisappear: HeadlessView?
    private(set) var focusChanges: [(previous: String?, current: String?)] = []

    override func viewDidLoad() { calls.append("viewDidLoad") }

    override func viewWillAppear() {
        calls.append("viewWillAppear")
        windowSeenInViewWillAppear = view.window
    }

    override func viewIsAppearing() {
        calls.append("viewIsAppearing")
        frameSeenInViewIsAppearing = view.frame
    }

    override func viewDidAppear() { calls.append("viewDidAppear") }

    override func viewDidLayoutSubviews() {
        calls.append("viewDidLayoutSubviews \(Int(view.frame.width))×\(Int(view.frame.height))")
    }

    override func viewWillTransition(to size: CGSize) {
        calls.append("viewWillTransition \(Int(size.width))×\(Int(size.height)), root \(Int(view.frame.width))")
    }

    override func viewWillDisappear() {
        calls.append("viewWillDisappear")
        superviewSeenInViewWillDisappear = view.superview
    }

    override func viewDidDisappear() {
        calls.append("viewDidDisappear")
        superviewSeenInViewDidDisappear = view.superview
    }

    override func focusDidChange(from previous: HeadlessView?) {
        focusChanges.append((previous?.name, focusedView?.name))
    }
}

/// The calls of several probes, in the order they happened.
@MainActor
private final class Journal {
    var entries: [String] = []
}

// MARK: - Tests

@MainActor
@Suite private struct HeadlessViewControllerTests {
    @Test(
        "present(in:) calls viewDidLoad, viewWillAppear, a layout pass, viewIsAppearing, viewDidAppear in UIKit's order"
    )
    func presentOrder() {
        let controller = LifecycleProbe()
        #expect(controller.calls.isEmpty, "nothing runs before presentation")
        let window = HeadlessWindow(screen: CGRect(x: 0, y: 0, width: 390, height: 844))
        controller.present(in: window)
        #expect(
            controller.calls == [
                "viewDidLoad", "viewWillAppear", "viewDidLayoutSubviews 390×844", "viewIsAppearing", "viewDidAppear",
            ])
        #expect(controller.isVisible)
        #expect(window.rootViewController === controller)
    }

    @Test("A window turned in place calls viewWillTransition and a layout pass, never disappear or appear")
    func transitionInPlace() {
        let controller = LifecycleProbe()
        let window = HeadlessWindow(
            screen: CGRect(x: 0, y: 0, width: 390, height: 844), safeAreaInsets: LayoutInsets(top: 47, bottom: 34))
        controller.present(in: window)
        controller.view.frame.origin.y = -200  // moved by someone, as a keyboard shift does
        let before = controller.calls.count
        window.transition(
            screen: CGRect(x: 0, y: 0, width: 844, height: 390),
            safeAreaInsets: LayoutInsets(left: 47, bottom: 21, right: 47))
        #expect(
            Array(controller.calls.dropFirst(before)) == [
                "viewWillTransition 844×390, root 390", "viewDidLayoutSubviews 844×390",
            ])
        // The container lays its child out again: the root fills the turned window.
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(window.screenBounds == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(controller.view.safeAreaInsets == LayoutInsets(left: 47, bottom: 21, right: 47))
        #expect(controller.isVisible)
    }

    @Test("An iPad window resized to Split View keeps its screen and lays its controller out in the new frame")
    func splitViewResize() {
        let controller = LifecycleProbe()
        let screen = CGRect(x: 0, y: 0, width: 1024, height: 768)
        let window = HeadlessWindow(screen: screen, safeAreaInsets: LayoutInsets(top: 24, bottom: 20))
        controller.present(in: window)
        window.transition(
            screen: screen, frame: CGRect(x: 0, y: 0, width: 507, height: 768),
            safeAreaInsets: LayoutInsets(top: 24, bottom: 20))
        #expect(controller.view.frameInScreen == CGRect(x: 0, y: 0, width: 507, height: 768))
        #expect(controller.calls.last == "viewDidLayoutSubviews 507×768")
        controller.dismiss()
        #expect(window.rootViewController == nil)
        let callsAfterDismiss = controller.calls.count
        window.transition(screen: screen, safeAreaInsets: .zero)
        #expect(controller.calls.count == callsAfterDismiss, "a dismissed controller hears nothing")
    }

    @Test("A sheet leaves its presenter in the window, visible, with no disappear call (§7)")
    func sheetPresentation() {
        let presenter = LifecycleProbe()
        let window = HeadlessWindow(
            screen: CGRect(x: 0, y: 0, width: 390, height: 844), safeAreaInsets: LayoutInsets(top: 47, bottom: 34))
        presenter.present(in: window)
        let sheet = LifecycleProbe()
        let before = presenter.calls.count
        presenter.present(sheet, style: .sheet)
        #expect(presenter.calls.count == before, "the presenter heard \(presenter.calls.dropFirst(before))")
        #expect(presenter.isVisible && presenter.view.superview === window)
        #expect(presenter.presentedViewController === sheet && sheet.presentingViewController === presenter)
        #expect(presenter.keyboardIsBehindPresentation && !sheet.keyboardIsBehindPresentation)
        #expect(sheet.view.frameInScreen == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(
            sheet.calls == [
                "viewDidLoad", "viewWillAppear", "viewDidLayoutSubviews 390×787", "viewIsAppearing", "viewDidAppear",
            ])
        presenter.dismissPresented()
        #expect(presenter.calls.count == before)
        #expect(presenter.presentedViewController == nil && !presenter.keyboardIsBehindPresentation)
        #expect(sheet.calls.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
    }

    @Test("Presenting and dismissing full screen interleave the two lifecycles as UIKit does")
    func fullScreenLifecycleOrder() {
        let journal = Journal()
        let presenter = LifecycleProbe()
        presenter.present(in: HeadlessWindow(screen: CGRect(x: 0, y: 0, width: 390, height: 844)))
        let cover = LifecycleProbe()
        (presenter.journal, presenter.label, cover.journal, cover.label) = (journal, "presenter", journal, "cover")
        presenter.present(cover, style: .fullScreen)
        #expect(
            journal.entries == [
                "cover: viewDidLoad", "presenter: viewWillDisappear", "cover: viewWillAppear",
                "cover: viewDidLayoutSubviews 390×844", "cover: viewIsAppearing", "presenter: viewDidDisappear",
                "cover: viewDidAppear",
            ])
        journal.entries.removeAll()
        presenter.dismissPresented()
        #expect(
            journal.entries == [
                "cover: viewWillDisappear", "presenter: viewWillAppear", "presenter: viewDidLayoutSubviews 390×844",
                "presenter: viewIsAppearing", "cover: viewDidDisappear", "presenter: viewDidAppear",
            ])
    }

    @Test("A sheet turns with its presenter's window, in place")
    func sheetTurnsWithItsPresenter() {
        let presenter = LifecycleProbe()
        let window = HeadlessWindow(
            screen: CGRect(x: 0, y: 0, width: 390, height: 844), safeAreaInsets: LayoutInsets(top: 47, bottom: 34))
        presenter.present(in: window)
        let sheet = LifecycleProbe()
        presenter.present(sheet, style: .sheet)
        let before = sheet.calls.count
        window.transition(
            screen: CGRect(x: 0, y: 0, width: 844, height: 390),
            safeAreaInsets: LayoutInsets(left: 47, bottom: 21, right: 47))
        #expect(sheet.view.frameInScreen == CGRect(x: 0, y: 10, width: 844, height: 380))
        #expect(
            Array(sheet.calls.dropFirst(before)) == [
                "viewWillTransition 844×380, root 390", "viewDidLayoutSubviews 844×380",
            ])
        #expect(sheet.view.safeAreaInsets == LayoutInsets(left: 47, bottom: 21, right: 47))
    }

    @Test("A full-screen presentation makes its presenter disappear until dismissed")
    func fullScreenPresentation() {
        let presenter = LifecycleProbe()
        presenter.present(in: HeadlessWindow(screen: CGRect(x: 0, y: 0, width: 390, height: 844)))
        let cover = LifecycleProbe()
        let before = presenter.calls.count
        presenter.present(cover, style: .fullScreen)
        #expect(Array(presenter.calls.dropFirst(before)) == ["viewWillDisappear", "viewDidDisappear"])
        #expect(!presenter.isVisible)
        presenter.dismissPresented()
        #expect(
            Array(presenter.calls.dropFirst(before + 2)) == [
                "viewWillAppear", "viewDidLayoutSubviews 390×844", "viewIsAppearing", "viewDidAppear",
            ])
        #expect(presenter.isVisible)
    }

    @Test("viewDidLoad runs once across presentations")
    func viewDidLoadOnce() {
        let controller = LifecycleProbe()
        let window = HeadlessWindow(screen: CGRect(x: 0, y: 0, width: 390, height: 844))
        controller.present(in: window)
        controller.dismiss()
        controller.present(in: window)
        #expect(
            controller.calls == [
                "viewDidLoad", "viewWillAppear", "viewDidLayoutSubviews 390×844", "viewIsAppearing", "viewDidAppear",
                "viewWillDisappear",
                "viewDidDisappear", "viewWillAppear", "viewDidLayoutSubviews 390×844", "viewIsAppearing",
                "viewDidAppear",
            ])
        #expect(controller.calls.filter { $0 == "viewDidLoad" }.count == 1)
    }

    @Test(
        "viewWillAppear runs before the root view is in the window; viewIsAppearing sees it placed and sized",
        arguments: [
            CGRect(x: 0, y: 0, width: 1024, height: 768),
            CGRect(x: 0, y: 0, width: 507, height: 768),
            CGRect(x: 517, y: 0, width: 507, height: 768),
            CGRect(x: 183, y: 112, width: 1000, height: 800),
        ])
    func sizesRootToWindow(windowFrame: CGRect) {
        let screen = CGRect(x: 0, y: 0, width: max(1024, windowFrame.maxX), height: max(768, windowFrame.maxY))
        let window = HeadlessWindow(screen: screen, frame: windowFrame)
        let controller = LifecycleProbe()
        controller.present(in: window)
        let expected = CGRect(x: 0, y: 0, width: windowFrame.width, height: windowFrame.height)
        #expect(controller.view.frame == expected)
        #expect(controller.windowSeenInViewWillAppear == nil, "UIViewController.h:162")
        #expect(controller.frameSeenInViewIsAppearing == expected)
        #expect(controller.view.frameInScreen == windowFrame)
        #expect(controller.view.superview === window)
        #expect(window.subviews.contains { $0 === controller.view })
        #expect(controller.view.keyboardScreenBounds == screen)
    }

    @Test("The controller keeps its window alive while presented, and lets it go on dismiss")
    func keepsTheWindow() {
        let controller = LifecycleProbe()
        weak var weakWindow: HeadlessWindow?
        do {
            let window = HeadlessWindow(screen: CGRect(x: 0, y: 0, width: 390, height: 844))
            weakWindow = window
            controller.present(in: window)
        }
        #expect(weakWindow != nil)
        #expect(controller.window === weakWindow)
        #expect(controller.view.rootAncestor === weakWindow)
        controller.dismiss()
        #expect(controller.window == nil)
        #expect(weakWindow == nil)
    }

    @Test("dismiss() calls viewWillDisappear (still in the window) then viewDidDisappear (removed)")
    func dismissOrder() {
        let controller = LifecycleProbe()
        let window = HeadlessWindow(screen: CGRect(x: 0, y: 0, width: 390, height: 844))
        controller.present(in: window)
        controller.dismiss()
        #expect(controller.calls.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
        #expect(controller.superviewSeenInViewWillDisappear === window)
        #expect(controller.superviewSeenInViewDidDisappear == nil)
        #expect(controller.view.superview == nil)
        #expect(!window.subviews.contains { $0 === controller.view })
        #expect(!controller.isVisible)
        #expect(controller.view.keyboardScreenBounds.isNull, "off screen, no keyboard can cover it")
    }

    @Test("dismiss() without presenting, or twice, does nothing")
    func dismissIsIdempotent() {
        let controller = LifecycleProbe()
        controller.dismiss()
        #expect(controller.calls.isEmpty)
        controller.present(in: HeadlessWindow(screen: CGRect(x: 0, y: 0, width: 390, height: 844)))
        controller.dismiss()
        controller.dismiss()
        #expect(controller.calls.filter { $0 == "viewWillDisappear" }.count == 1)
        #expect(controller.calls.filter { $0 == "viewDidDisappear" }.count == 1)
    }

    @Test("focus(_:) calls focusDidChange(from:) only when the focus changes")
    func focusChanges() {
        let controller = LifecycleProbe()
        controller.present(in: HeadlessWindow(screen: CGRect(x: 0, y: 0, width: 390, height: 844)))
        let email = HeadlessView(name: "email")
        let password = HeadlessView(name: "password")
        controller.view.addSubview(email)
        controller.view.addSubview(password)

        controller.focus(nil)
        #expect(controller.focusChanges.isEmpty, "nil to nil is no change")
        controller.focus(email)
        controller.focus(email)
        controller.focus(password)
        controller.focus(nil)
        controller.focus(nil)
        let changes = controller.focusChanges.map { "\($0.previous ?? "nil")→\($0.current ?? "nil")" }
        #expect(changes == ["nil→email", "email→password", "password→nil"])
        #expect(controller.focusedView == nil)
    }

    @Test("Two different views with the same name are different focuses")
    func focusIsByIdentity() {
        let controller = LifecycleProbe()
        let first = HeadlessView(name: "field")
        let second = HeadlessView(name: "field")
        controller.focus(first)
        controller.focus(second)
        #expect(controller.focusChanges.count == 2)
        #expect(controller.focusedView === second)
    }

    @Test("The KeyboardHost requirements report the root view and the focused view")
    func keyboardHost() {
        let controller = LifecycleProbe()
        let field = HeadlessView(name: "field")
        #expect(controller.keyboardRootView === controller.view)
        #expect(controller.keyboardFocusedView == nil)
        controller.focus(field)
        #expect(controller.keyboardFocusedView === field)
        let host: any KeyboardHost = controller
        #expect(host.keyboardFocusedView === field)
    }

    @Test("A root view keeps the safe area its controller gave it, wherever it is moved, until the next layout pass")
    func rootSafeAreaIsTheControllers() {
        let window = HeadlessWindow(
            screen: CGRect(x: 0, y: 0, width: 390, height: 844), safeAreaInsets: LayoutInsets(top: 47, bottom: 34))
        let controller = HeadlessViewController()
        let field = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 44), name: "field")
        controller.present(in: window)
        controller.view.addSubview(field)
        controller.view.translation = -300
        #expect(controller.view.safeAreaInsets == LayoutInsets(top: 47, bottom: 34))
        controller.view.frame.origin.y = -100
        #expect(controller.view.safeAreaInsets == LayoutInsets(top: 47, bottom: 34))
        #expect(field.safeAreaInsets.top == 44, "a subview's insets still follow its place in the root view")
        window.transition(screen: CGRect(x: 0, y: 0, width: 844, height: 390), safeAreaInsets: LayoutInsets(left: 47))
        #expect(controller.view.safeAreaInsets == LayoutInsets(left: 47))
        controller.dismiss()
        #expect(controller.view.safeAreaInsets == .zero, "out of its window, the root view has none")
    }
}

// MARK: - Layout passes and safe areas

/// Counts its layout passes and lays out again from inside one, as a screen that calls the kit
/// from `viewDidLayoutSubviews()` may.
@MainActor
private final class LayoutCounter: HeadlessViewController {
    private(set) var passes = 0
    override func viewDidLayoutSubviews() {
        passes += 1
        view.layoutIfNeeded()
    }
}

@MainActor
@Suite private struct HeadlessLayoutPassTests {
    @Test("A pending root pass runs viewDidLayoutSubviews once; a call from inside it, or with none pending, nothing")
    func rootLayoutRunsTheController() {
        let controller = LayoutCounter()
        controller.present(in: HeadlessWindow(screen: CGRect(x: 0, y: 0, width: 390, height: 844)))
        #expect(controller.passes == 1, "presentation lays out once")
        controller.view.layoutIfNeeded()
        #expect(controller.passes == 1, "nothing was pending")
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        #expect(controller.passes == 2)
        controller.view.addSubview(HeadlessView())
        controller.view.layoutIfNeeded()
        #expect(controller.passes == 3, "a new subview makes the pass pending")
        controller.window?.layoutIfNeeded()
        #expect(controller.passes == 4)
    }

    @Test("additionalSafeAreaInsets add to the window's insets at the next layout pass")
    func additionalSafeAreaInsets() {
        let window = HeadlessWindow(
            screen: CGRect(x: 0, y: 0, width: 390, height: 844), safeAreaInsets: LayoutInsets(top: 47, bottom: 34))
        let controller = LayoutCounter()
        controller.present(in: window)
        controller.additionalSafeAreaInsets = LayoutInsets(top: 10, bottom: 60)
        #expect(controller.view.safeAreaInsets == LayoutInsets(top: 47, bottom: 34), "not before the pass")
        window.layoutIfNeeded()
        #expect(controller.view.safeAreaInsets == LayoutInsets(top: 57, bottom: 94))
    }
}

@MainActor
@Suite private struct HeadlessFormSheetTests {
    @Test("An iPad form sheet is its preferred size, centred in the safe area, over a presenter that stays")
    func formSheetOnAPad() {
        let window = HeadlessWindow(
            screen: CGRect(x: 0, y: 0, width: 1366, height: 1024), safeAreaInsets: LayoutInsets(top: 24, bottom: 20))
        let presenter = HeadlessViewController()
        presenter.present(in: window)
        let sheet = HeadlessViewController()
        presenter.present(sheet, style: .formSheet(CGSize(width: 540, height: 620)))
        #expect(sheet.view.frameInScreen == CGRect(x: 413, y: 24 + (980 - 620) / 2, width: 540, height: 620))
        #expect(sheet.view.safeAreaInsets == .zero, "a form sheet reaches no edge of the screen")
        #expect(presenter.isVisible)
        presenter.dismissPresented()
        presenter.present(HeadlessViewController(), style: .formSheet(CGSize(width: 4000, height: -5)))
        #expect(
            presenter.presentedViewController?.view.frameInScreen == CGRect(x: 0, y: 24 + 490, width: 1366, height: 0))
    }
}

@MainActor
@Suite private struct HeadlessFirstResponderTests {
    @Test("The keyboard belongs to the first responder: a presentation that leaves the field editing leaves it here")
    func presentationsAndTheFirstResponder() {
        let window = HeadlessWindow(screen: CGRect(x: 0, y: 0, width: 390, height: 844))
        let form = HeadlessViewController()
        let field = HeadlessView(name: "field")
        form.view.addSubview(field)
        form.present(in: window)
        form.focus(field)
        #expect(window.screen.firstResponder === field && !form.keyboardIsBehindPresentation)
        let popover = HeadlessViewController()
        form.present(popover, style: .formSheet(CGSize(width: 320, height: 200)))
        #expect(!form.keyboardIsBehindPresentation, "a popover anchored to the field: the field still edits")
        let sheetField = HeadlessView(name: "sheetField")
        popover.view.addSubview(sheetField)
        popover.focus(sheetField)
        #expect(form.keyboardIsBehindPresentation, "the presented controller's field took the keyboard")
        form.dismissPresented()
        #expect(window.screen.firstResponder === field && !form.keyboardIsBehindPresentation)
    }
}
