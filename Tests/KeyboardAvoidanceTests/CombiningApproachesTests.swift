import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceAssertions
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import KeyboardTestSupport
import Testing
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// Tests for the composition in Hosts/KeyboardCapable.swift (`avoidKeyboard(_:)`): every approach a
// host adopts runs, in a fixed order, with no method of the host's own.

/// Adopts all five approaches and records the order in which the kit calls their entry points.
@MainActor
private final class EveryApproach: TestHostController, KeyboardConstraintAdjusting, KeyboardResizing,
    KeyboardInsetAdjusting, KeyboardFollowing, KeyboardRevealing
{
    let scroll = HeadlessScrollView(name: "scroll")
    let bar = HeadlessView(name: "bar")
    let bottom = HeadlessLayoutConstraint()
    var keyboardBottomConstraint: any KeyboardLayoutConstraint { bottom }
    var keyboardResizingView: any KeyboardLayoutView { scroll }
    var keyboardScrollView: any KeyboardScrollView { scroll }
    var keyboardFollowingView: any KeyboardLayoutView { bar }
    private(set) var calls: [String] = []

    func adjustBottomConstraint(_ transition: KeyboardTransition) { calls.append("constraint") }
    func resizeForKeyboard(_ transition: KeyboardTransition) { calls.append("resize") }
    func adjustContentInset(_ transition: KeyboardTransition) { calls.append("inset") }
    func followKeyboard(_ transition: KeyboardTransition) { calls.append("follow") }
    func revealFocusedView(_ transition: KeyboardTransition) { calls.append("reveal") }
}

/// A form whose scroll view is inset and whose minimal reveal covers the fields outside it: a
/// header field above the scroll view and fields inside it.
@MainActor
private final class RevealingForm: TestHostController, KeyboardInsetAdjusting, KeyboardRevealing {
    let scroll = HeadlessScrollView(name: "scroll")
    let inside = HeadlessView(name: "inside")
    let footer = HeadlessView(name: "footer")
    var keyboardScrollView: any KeyboardScrollView { scroll }

    override func viewDidLoad() {
        view.addSubview(scroll)
        view.addSubview(footer)
        scroll.addSubview(inside)
        scroll.constraintLayout = { root in
            CGRect(x: 0, y: root.safeAreaInsets.top, width: root.bounds.width, height: root.bounds.height * 0.5)
        }
        footer.constraintLayout = { root in
            CGRect(
                x: 16, y: root.bounds.height - root.safeAreaInsets.bottom - 60, width: root.bounds.width - 32,
                height: 44)
        }
        inside.constraintLayout = { scroll in CGRect(x: 16, y: 900, width: scroll.bounds.width - 32, height: 44) }
    }

    override func viewDidLayoutSubviews() {
        scroll.contentSize = CGSize(width: view.bounds.width, height: 1_200)
        updateKeyboardAvoidance(animation: .immediate)
    }

    override func focusDidChange(from previous: HeadlessView?) { updateKeyboardAvoidance() }
}

/// A long form whose scroll view's bottom is held by a constraint
/// (`scroll.bottom = safeArea.bottom + constant`), with the inset approach for its scroll to the
/// focused field.
@MainActor
private final class ConstrainedForm: TestHostController, KeyboardConstraintAdjusting, KeyboardInsetAdjusting {
    let scroll = HeadlessScrollView(name: "scroll")
    let fields = (0..<12).map { HeadlessView(name: "field\($0)") }
    /// Read by the scroll view's layout, so a new constant makes the root view's pass pending, as
    /// `NSLayoutConstraint`'s does; the approach lays the root view out after changing it.
    private(set) lazy var bottom = HeadlessLayoutConstraint { [weak self] _ in self?.view.setNeedsLayout() }
    var keyboardBottomConstraint: any KeyboardLayoutConstraint { bottom }
    var keyboardScrollView: any KeyboardScrollView { scroll }

    override func viewDidLoad() {
        view.addSubview(scroll)
        for (index, field) in fields.enumerated() {
            scroll.addSubview(field)
            field.constraintLayout = { scroll in
                CGRect(x: 16, y: 16 + CGFloat(index) * 76, width: scroll.bounds.width - 32, height: 44)
            }
        }
        scroll.constraintLayout = { [unowned self] root in
            let safe = root.safeAreaInsets
            let height = root.bounds.height - safe.top - safe.bottom + bottom.constant
            return CGRect(x: 0, y: safe.top, width: root.bounds.width, height: max(0, height))
        }
    }

    override func viewDidLayoutSubviews() {
        scroll.contentSize = CGSize(width: view.bounds.width, height: 16 + CGFloat(fields.count) * 76)
        updateKeyboardAvoidance(animation: .immediate)
    }

    override func focusDidChange(from previous: HeadlessView?) { updateKeyboardAvoidance() }
}

@MainActor
@Suite struct CombiningApproachesTests {
    private let device = KeyboardDeviceProfile.notchedPhone

    @Test("Every adopted approach runs once per event, layout-changing ones first, then follow, then reveal")
    func adoptedApproachesRunInOrder() {
        let (host, keyboard) = device.present(EveryApproach.init(center:))
        host.registerKeyboardNotifications()
        let order = ["constraint", "resize", "inset", "follow", "reveal"]
        keyboard.show(height: device.keyboardHeight)
        keyboard.hide()
        #expect(host.calls.count >= 2 * order.count && host.calls.count % order.count == 0)
        for start in stride(from: 0, to: host.calls.count, by: order.count) {
            #expect(Array(host.calls[start..<min(start + order.count, host.calls.count)]) == order)
        }
        #expect(host.view.frame == keyboard.window?.bounds, "the full-view shift ran besides the approaches")
    }

    @Test("A field inside the inset scroll view is scrolled into view, and the root view does not move")
    func revealLeavesTheRootAloneWhenTheInsetSuffices() {
        let (form, keyboard) = device.present(RevealingForm.init(center:)) { $0.inside }
        form.registerKeyboardNotifications()
        keyboard.show(height: device.keyboardHeight)
        #expect(form.view.frame.minY == 0)
        #expect(form.inside.frameInScreen.maxY <= keyboard.frame.minY)
        #expect(form.inside.frameInScreen.minY >= form.scroll.frameInScreen.minY)
    }

    @Test("A field outside the scroll view is revealed by the minimal shift, on top of the inset")
    func revealShiftsForAFieldOutsideTheScrollView() {
        let (form, keyboard) = device.present(RevealingForm.init(center:)) { $0.footer }
        form.registerKeyboardNotifications()
        keyboard.show(height: device.keyboardHeight)
        #expect(form.view.frame.minY < 0)
        #expect(form.footer.frameInScreen.maxY + form.keyboardRevealPadding == keyboard.frame.minY)
        #expect(form.scroll.contentInset.bottom == 0, "the scroll view no longer reaches the keyboard")
        keyboard.hide()
        #expect(form.view.frame.minY == 0)
    }

    @Test("A constrained form scrolls its focused field into view above the keyboard, with no inset")
    func constraintThenScrollToFocus() {
        let (form, keyboard) = device.present(ConstrainedForm.init(center:)) { $0.fields[9] }
        form.registerKeyboardNotifications()
        keyboard.show(height: device.keyboardHeight)
        #expect(form.scroll.frameInScreen.maxY == keyboard.frame.minY)
        #expect(form.scroll.contentInset.bottom == 0, "the constraint already keeps the scroll view clear")
        let field = form.fields[9].frameInScreen
        #expect(field.maxY + form.keyboardScrollPadding <= keyboard.frame.minY)
        #expect(field.minY >= form.scroll.frameInScreen.minY)
        keyboard.hide()
        #expect(form.bottom.constant == 0)
    }

    @Test("A form adopting inset and reveal obeys every keyboard law", arguments: KeyboardDeviceProfile.testDevices)
    func insetAndRevealObeyTheLaws(device: KeyboardDeviceProfile) {
        KeyboardLawChecker(device: device, presenting: RevealingForm.init(center:)) { $0.footer }.check()
        KeyboardLawChecker(device: device, presenting: RevealingForm.init(center:)) { $0.inside }.check()
    }

    @Test("A form adopting constraint and inset obeys every keyboard law", arguments: KeyboardDeviceProfile.testDevices)
    func constraintAndInsetObeyTheLaws(device: KeyboardDeviceProfile) {
        KeyboardLawChecker(device: device, presenting: ConstrainedForm.init(center:)) { $0.fields[9] }.check()
    }
}
