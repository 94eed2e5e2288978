import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import KeyboardTestSupport
import Testing
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// A view laid out for the first time inside an animation block animates in from where it was
// (KeyboardFacts §4): the kit runs what is pending before it opens the keyboard's animation.

/// A message list above an input bar held by `bar.bottom = safeArea.bottom + constant`; rows are
/// added without a layout pass, as a table view's new cells wait for its next one.
@MainActor
private class MessageList: TestHostController {
    let list = HeadlessScrollView(name: "list")
    let bar = HeadlessView(name: "bar")
    private(set) lazy var bottom = HeadlessLayoutConstraint { [weak self] _ in self?.view.setNeedsLayout() }

    override func viewDidLoad() {
        view.addSubview(list)
        view.addSubview(bar)
        list.constraintLayout = { [unowned self] root in
            let top = root.safeAreaInsets.top
            return CGRect(x: 0, y: top, width: root.bounds.width, height: max(0, barTop(in: root) - top))
        }
        bar.constraintLayout = { [unowned self] root in
            CGRect(x: 0, y: barTop(in: root), width: root.bounds.width, height: 50)
        }
    }

    private func barTop(in root: HeadlessView) -> CGFloat {
        root.bounds.height - root.safeAreaInsets.bottom + bottom.constant - 50
    }

    /// Adds a row below the others; it is laid out at the list's next pass.
    @discardableResult
    func addRow() -> HeadlessView {
        let index = CGFloat(list.subviews.count)
        let row = HeadlessView(name: "row")
        row.constraintLayout = { list in CGRect(x: 0, y: index * 44, width: list.bounds.width, height: 44) }
        list.addSubview(row)
        list.contentSize = CGSize(width: list.bounds.width, height: (index + 1) * 44)
        return row
    }
}

@MainActor
private final class ConstrainedList: MessageList, KeyboardConstraintAdjusting {
    var keyboardBottomConstraint: any KeyboardLayoutConstraint { bottom }
}

@MainActor
private final class InsetList: MessageList, KeyboardInsetAdjusting {
    var keyboardScrollView: any KeyboardScrollView { list }
}

@MainActor
private final class ResizedList: MessageList, KeyboardResizing {
    var keyboardResizingView: any KeyboardLayoutView { list }
}

/// Whether any change `recorder` saw was to `view`.
@MainActor
private func animated(_ view: HeadlessView, in recorder: RecordingKeyboardAnimator) -> Bool {
    recorder.records.contains { $0.changes.contains { $0.object == ObjectIdentifier(view) } }
}

/// `make`'s list presented and registered with a recording animator, a row added without a layout
/// pass, then the keyboard shown.
@MainActor
private func showKeyboard<List: MessageList & KeyboardCapable>(
    over make: (NotificationCenter) -> List, on device: KeyboardDeviceProfile
) -> (host: List, row: HeadlessView, recorder: RecordingKeyboardAnimator) {
    let (host, keyboard) = device.present(make)
    let recorder = RecordingKeyboardAnimator()
    host.keyboardAnimator = recorder
    host.registerKeyboardNotifications()
    let row = host.addRow()
    keyboard.show(height: device.keyboardHeight)
    return (host, row, recorder)
}

/// `make`'s list with the kit's default animator, a row added without a layout pass, then the
/// keyboard shown: whether the animation UIKit opens around the notifications (KeyboardFacts §4)
/// animated the row, and whether it animated the list or the bar.
@MainActor
private func animatedByUIKitsBlock<List: MessageList & KeyboardCapable>(
    _ make: (NotificationCenter) -> List, on device: KeyboardDeviceProfile
) -> (row: Bool, content: Bool) {
    let (host, keyboard) = device.present(make)
    host.registerKeyboardNotifications()
    let row = host.addRow()
    keyboard.show(height: device.keyboardHeight)
    let changed = Set(keyboard.enclosingAnimations.flatMap(\.changes).map(\.object))
    let content = [host.list, host.bar].contains { changed.contains(ObjectIdentifier($0)) }
    return (changed.contains(ObjectIdentifier(row)), content)
}

@MainActor
@Suite struct LayoutBeforeAnimationTests {
    @Test("Inside UIKit's own animation around the notification, a pending row still lays out unanimated (V9.1)")
    func pendingRowOutsideUIKitsBlock() {
        let runs = [
            animatedByUIKitsBlock(ConstrainedList.init(center:), on: device),
            animatedByUIKitsBlock(InsetList.init(center:), on: device),
            animatedByUIKitsBlock(ResizedList.init(center:), on: device),
        ]
        for (index, run) in runs.enumerated() {
            #expect(run.content, "approach \(index): the kit's own changes join UIKit's animation")
            #expect(!run.row, "approach \(index): the row laid out before, without animation")
        }
    }

    private let device = KeyboardDeviceProfile.notchedPhone

    @Test("A row waiting for its first layout is placed before the bar's animation, not animated in from nowhere")
    func constraintApproach() {
        let (host, row, recorder) = showKeyboard(over: ConstrainedList.init(center:), on: device)
        #expect(row.frame == CGRect(x: 0, y: 0, width: host.view.bounds.width, height: 44))
        #expect(animated(host.bar, in: recorder), "the bar moves with the keyboard")
        #expect(!animated(row, in: recorder))
    }

    @Test("A row waiting for its first layout is placed before the inset's animation")
    func insetApproach() {
        let (host, row, recorder) = showKeyboard(over: InsetList.init(center:), on: device)
        #expect(row.frame.width == host.view.bounds.width, "the row was measured before its first pass")
        #expect(animated(host.list, in: recorder), "the inset changes with the keyboard")
    }

    @Test("A row waiting for its first layout is placed before the list's resize animation")
    func resizeApproach() {
        let (host, row, recorder) = showKeyboard(over: ResizedList.init(center:), on: device)
        #expect(animated(host.list, in: recorder), "the list is resized with the keyboard")
        #expect(!animated(row, in: recorder))
    }
}
