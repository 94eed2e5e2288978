import Foundation
import Testing

@testable import KeyboardAvoidance
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// Tests for Sources/KeyboardAvoidance/Hosts/HostMeasurement.swift: the full-view shift keeps
// what it measured of a host while the layout stamps of its root and focused views stay the same.

// MARK: - Fixtures

private let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

/// The stamp a tree of ``CountingView``s shares, or none. Stamps come from one counter for all
/// trees, so they never repeat (the protocol's promise).
@MainActor
private final class Tree {
    private static var latest: UInt64 = 0
    private(set) var stamp: UInt64?
    init(stamped: Bool) { stamp = stamped ? Self.fresh() : nil }
    /// Something in the tree moved.
    func tick() {
        if stamp != nil { stamp = Self.fresh() }
    }
    private static func fresh() -> UInt64 {
        latest += 1
        return latest
    }
}

/// A layout view that counts its conversions to screen coordinates and reports its tree's stamp.
/// A root's frame is in screen coordinates; a subview's is in its root's, and moves with the
/// root's translation. Translating a view ticks the tree, as it does a real view's.
@MainActor
private final class CountingView: KeyboardLayoutView {
    let tree: Tree
    let root: CountingView?
    var frame: CGRect
    var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    var keyboardSafeAreaInsets = LayoutInsets.zero
    var keyboardScreenBounds: CGRect { screen }
    func layoutIfNeeded() {}
    var keyboardLayoutStamp: UInt64? { tree.stamp }
    private(set) var conversions = 0

    var keyboardTranslation: CGFloat = 0 {
        didSet { tree.tick() }
    }

    init(frame: CGRect, in root: CountingView? = nil, tree: Tree) {
        self.frame = frame
        self.root = root
        self.tree = tree
    }

    func convertToScreen(_ rect: CGRect) -> CGRect {
        conversions += 1
        let own = rect.offsetBy(dx: frame.minX, dy: frame.minY + keyboardTranslation)
        guard let root else { return own }
        return own.offsetBy(dx: root.frame.minX, dy: root.frame.minY + root.keyboardTranslation)
    }
}

/// A full-screen host with a field 44 pt tall near the bottom, in one tree that reports stamps
/// when `stamped`.
@MainActor
private final class ShiftingHost: KeyboardCapable {
    let keyboardStorage = KeyboardStorage()
    let keyboardNotificationCenter = NotificationCenter()
    var root: CountingView
    var field: CountingView?
    var animator: any KeyboardAnimator = ImmediateKeyboardAnimator.shared
    var keyboardRootView: any KeyboardLayoutView { root }
    var keyboardFocusedView: (any KeyboardLayoutView)? { field }
    var keyboardAnimator: any KeyboardAnimator { animator }

    init(stamped: Bool) {
        let tree = Tree(stamped: stamped)
        root = CountingView(frame: screen, tree: tree)
        field = CountingView(frame: CGRect(x: 16, y: 700, width: 358, height: 44), in: root, tree: tree)
    }

    var conversions: Int { root.conversions + (field?.conversions ?? 0) }

    /// Posts a show of a keyboard `height` tall, then a hide.
    func showAndHide(height: CGFloat) {
        let end = CGRect(x: 0, y: screen.maxY - height, width: screen.width, height: height)
        keyboardNotificationCenter.post(KeyboardEvent(kind: .willShow, endFrame: end).notification())
        keyboardNotificationCenter.post(KeyboardEvent(kind: .willHide, endFrame: .zero).notification())
    }

    func show(height: CGFloat) {
        let end = CGRect(x: 0, y: screen.maxY - height, width: screen.width, height: height)
        keyboardNotificationCenter.post(KeyboardEvent(kind: .willShow, endFrame: end).notification())
    }
}

/// An animator that runs the change at once, then `after` (a layout pass, say).
@MainActor
private final class LayingOutAnimator: KeyboardAnimator {
    let after: () -> Void
    init(after: @escaping () -> Void) { self.after = after }
    func animate(_ animation: KeyboardAnimation, changes: @escaping @MainActor () -> Void) {
        changes()
        after()
    }
}

// MARK: - Tests

// The kept measurement is internal: these tests read it (`@testable`). Counting conversions
// would not tell a kept measurement from a new one, as debug builds measure again to check every
// kept one.
@Suite("The full-view shift's kept measurement")
@MainActor
private struct HostMeasurementTests {
    @Test("A measurement is kept with the views' stamps and carried across the kit's own shifts")
    func keptAcrossShifts() throws {
        let host = ShiftingHost(stamped: true)
        host.registerKeyboardNotifications()
        host.show(height: 336)
        #expect(host.root.keyboardTranslation == -336)
        let kept = try #require(host.keyboardStorage.measurement)
        #expect(kept.layout.rootFrame == screen)
        #expect(kept.layout.focusedRect == CGRect(x: 16, y: 700, width: 358, height: 44))
        for height in [291.0, 336, 260] {
            host.showAndHide(height: height)
            let now = try #require(host.keyboardStorage.measurement)
            #expect(now.key.root == host.root.keyboardLayoutStamp, "not carried to the stamp after the shift")
            #expect(now.key.focusedStamp == host.field?.keyboardLayoutStamp)
            #expect(now.layout == kept.layout)
        }
        #expect(host.root.keyboardTranslation == 0)
    }

    @Test("Views that cannot tell when they moved are measured on every event, and nothing is kept")
    func withoutStamps() {
        let host = ShiftingHost(stamped: false)
        host.registerKeyboardNotifications()
        host.show(height: 336)
        let afterFirst = host.conversions
        host.showAndHide(height: 291)
        #expect(host.conversions == afterFirst + 2 * 2)
        #expect(host.keyboardStorage.measurement == nil)
        #expect(host.root.keyboardTranslation == 0)
    }

    @Test("A changed stamp measures again, and the shift follows the new layout")
    func changedStamp() throws {
        let host = ShiftingHost(stamped: true)
        host.registerKeyboardNotifications()
        host.show(height: 336)
        // Layout makes the root view 600 pt tall (the field 44 pt above its bottom) and says so:
        // a 300 pt keyboard covers 56 pt of it.
        host.root.frame.size.height = 600
        host.field?.frame.origin.y = 556
        host.root.tree.tick()
        host.show(height: 300)
        #expect(host.root.keyboardTranslation == -56)
        let kept = try #require(host.keyboardStorage.measurement)
        #expect(kept.layout.rootFrame.height == 600)
        #expect(kept.key.root == host.root.keyboardLayoutStamp)
    }

    @Test("Focusing another view measures again, even with the same stamp")
    func changedFocus() throws {
        let host = ShiftingHost(stamped: true)
        host.registerKeyboardNotifications()
        host.show(height: 336)
        let other = CountingView(
            frame: CGRect(x: 16, y: 100, width: 358, height: 44), in: host.root, tree: host.root.tree)
        host.field = other
        host.show(height: 291)
        // The new field is near the top: the shift stops where it would leave the screen.
        #expect(host.root.keyboardTranslation == -100)
        #expect(try #require(host.keyboardStorage.measurement).key.focused == ObjectIdentifier(other))
    }

    @Test("A focused view outside the root view's tree did not move with it: the next event measures again")
    func focusedElsewhere() throws {
        let host = ShiftingHost(stamped: true)
        let field = CountingView(frame: CGRect(x: 16, y: 700, width: 358, height: 44), tree: Tree(stamped: true))
        host.field = field
        host.registerKeyboardNotifications()
        host.show(height: 336)
        #expect(host.root.keyboardTranslation == -336)
        // Carried as if the field had moved with the root view: its stamp tells it did not.
        let carried = try #require(host.keyboardStorage.measurement).key
        #expect(carried.focusedStamp != field.keyboardLayoutStamp, "a key the next event would take as current")
        #expect(try #require(host.keyboardStorage.measurement).layout.focusedRect?.minY == 700)
        host.show(height: 291)
        #expect(host.root.keyboardTranslation == -291)
        // Measured again at this event, with the root view shifted by 336: the measurement takes
        // that shift out of every rect (a kept one from the first event would still say 700).
        #expect(try #require(host.keyboardStorage.measurement).layout.focusedRect?.minY == 700 + 336)
    }

    @Test("Another view as the root measures again, even in the same tree with the same stamp")
    func changedRoot() {
        let host = ShiftingHost(stamped: true)
        host.registerKeyboardNotifications()
        host.show(height: 336)
        // A root 600 pt tall in the same tree: a 300 pt keyboard covers 56 pt of it.
        host.root = CountingView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), tree: host.root.tree)
        host.field = nil
        host.show(height: 300)
        #expect(host.root.keyboardTranslation == -56)
    }

    @Test("An animator that runs more than the kit's change leaves the measurement to be made again")
    func otherAnimators() {
        let host = ShiftingHost(stamped: true)
        // Runs the change, then a layout pass that moves the field 100 pt up (and says so).
        host.animator = LayingOutAnimator { [weak host] in
            guard let host, let field = host.field, field.frame.minY != 600 else { return }
            field.frame.origin.y = 600
            host.root.tree.tick()
        }
        host.registerKeyboardNotifications()
        host.show(height: 336)
        host.show(height: 291)
        // Measured again after the layout pass: the field at 600 has the room for the whole shift.
        #expect(host.root.keyboardTranslation == -291)
        #expect(host.keyboardStorage.measurement?.layout.focusedRect?.minY == 600)
    }

    @Test("A translation written by someone else measures again from there")
    func foreignTranslation() {
        let host = ShiftingHost(stamped: true)
        host.registerKeyboardNotifications()
        host.show(height: 336)
        host.root.keyboardTranslation = -10  // the app's own (its stamp changes)
        host.show(height: 291)
        // The app's translation is now the unshifted position: the root's bottom is 10 pt higher,
        // so the keyboard covers 281 pt of it.
        #expect(host.root.keyboardTranslation == CGFloat(-10 - 281))
        #expect(host.keyboardStorage.measurement?.layout.rootFrame.minY == -10)
    }

    @Test("A kept measurement is not carried when something else moved before the kit's shift")
    func notCarriedOverAForeignMove() {
        let host = ShiftingHost(stamped: true)
        host.registerKeyboardNotifications()
        host.show(height: 336)
        // Between the measurement and the shift (in an overridden hook, say) the layout changes.
        host.root.tree.tick()
        let before = host.keyboardStorage.measurement?.key
        host.performKeyboardShowFullViewAnimation(overlap: 100, animation: .immediate)
        #expect(host.keyboardStorage.measurement?.key == before, "carried to stamps it was not measured at")
    }
}
