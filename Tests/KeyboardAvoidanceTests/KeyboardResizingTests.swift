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

// Tests for Approaches/KeyboardResizing.swift. Facts are cited by the section numbers of the KeyboardFacts article.

// MARK: - Fixtures

/// One window on one screen with one docked keyboard, and the table height expected from the
/// geometry, written out as arithmetic.
private struct Scenario: Sendable, CustomTestStringConvertible {
    var name: String
    var screen: CGRect
    var window: CGRect
    var safeArea: LayoutInsets
    var keyboardHeight: CGFloat
    /// The table's height with the keyboard up.
    var expectedHeight: CGFloat

    var testDescription: String { name }
}

private let scenarios: [Scenario] = [
    Scenario(
        name: "iPhone portrait", screen: CGRect(x: 0, y: 0, width: 390, height: 844),
        window: CGRect(x: 0, y: 0, width: 390, height: 844), safeArea: LayoutInsets(top: 47, bottom: 34),
        keyboardHeight: 336, expectedHeight: 844 - 336),
    Scenario(
        name: "iPhone landscape", screen: CGRect(x: 0, y: 0, width: 844, height: 390),
        window: CGRect(x: 0, y: 0, width: 844, height: 390),
        safeArea: LayoutInsets(top: 0, left: 47, bottom: 21, right: 47),
        keyboardHeight: 209, expectedHeight: 390 - 209),
    Scenario(
        name: "iPad landscape, full screen", screen: CGRect(x: 0, y: 0, width: 1024, height: 768),
        window: CGRect(x: 0, y: 0, width: 1024, height: 768), safeArea: LayoutInsets(top: 24, bottom: 20),
        keyboardHeight: 398, expectedHeight: 768 - 398),
    Scenario(
        name: "iPad Split View, left half", screen: CGRect(x: 0, y: 0, width: 1024, height: 768),
        window: CGRect(x: 0, y: 0, width: 507, height: 768), safeArea: LayoutInsets(top: 24, bottom: 20),
        keyboardHeight: 398, expectedHeight: 768 - 398),
    Scenario(
        name: "iPad Split View, right half", screen: CGRect(x: 0, y: 0, width: 1024, height: 768),
        window: CGRect(x: 517, y: 0, width: 507, height: 768), safeArea: LayoutInsets(top: 24, bottom: 20),
        keyboardHeight: 352, expectedHeight: 768 - 352),
    Scenario(
        name: "Stage Manager window floating above the bottom edge",
        screen: CGRect(x: 0, y: 0, width: 1366, height: 1024),
        window: CGRect(x: 183, y: 112, width: 1000, height: 800), safeArea: .zero,
        // The window ends at 112 + 800 = 912; the keyboard starts at 1024 − 398 = 626.
        keyboardHeight: 398, expectedHeight: 800 - (912 - 626)),
    Scenario(
        name: "Stage Manager window clear of the keyboard", screen: CGRect(x: 0, y: 0, width: 1366, height: 1024),
        window: CGRect(x: 100, y: 40, width: 700, height: 500), safeArea: .zero,
        keyboardHeight: 398, expectedHeight: 500),
    Scenario(
        name: "iPad hardware keyboard shortcut bar", screen: CGRect(x: 0, y: 0, width: 1024, height: 768),
        window: CGRect(x: 0, y: 0, width: 1024, height: 768), safeArea: LayoutInsets(top: 24, bottom: 20),
        keyboardHeight: 55, expectedHeight: 768 - 55),
]

/// A notes screen: a table that fills the root view.
@MainActor
private class NotesStage: TestHostController {
    let table = HeadlessView(name: "table")
    var keyboardResizingView: any KeyboardLayoutView { table }

    override func viewDidLoad() { view.addSubview(table) }
    override func viewDidLayoutSubviews() {
        table.frame = view.bounds
        (self as? any KeyboardCapable)?.updateKeyboardAvoidance()
    }
}

/// The kit's default resizing.
@MainActor
private final class Notes: NotesStage, KeyboardResizing {}

/// Implements the customisation point itself: records and changes nothing.
@MainActor
private final class CustomNotes: NotesStage, KeyboardResizing {
    private(set) var resized: [KeyboardTransition] = []
    func resizeForKeyboard(_ transition: KeyboardTransition) { resized.append(transition) }
}

/// A keyboard on the scenario's screen, and a registered notes screen in the scenario's window it made.
@MainActor
private func presentedNotes(_ scenario: Scenario) -> (Notes, KeyboardSimulator) {
    let keyboard = KeyboardSimulator(center: NotificationCenter(), screenBounds: scenario.screen)
    let notes = Notes(center: keyboard.center)
    notes.present(in: keyboard.makeWindow(frame: scenario.window, safeAreaInsets: scenario.safeArea))
    notes.registerKeyboardNotifications()
    return (notes, keyboard)
}

// MARK: - Tests

@MainActor
@Suite private struct KeyboardResizingTests {
    @Test("A table filling its container becomes the container's height minus the overlap", arguments: scenarios)
    func resizesToTheOverlap(scenario: Scenario) {
        let (notes, keyboard) = presentedNotes(scenario)
        let original = notes.table.frame
        #expect(original.size == scenario.window.size, "the fixture's table fills the window")
        keyboard.show(height: scenario.keyboardHeight)
        #expect(notes.table.frame.height == scenario.expectedHeight)
        #expect(notes.table.frame.origin == original.origin, "the top edge stays")
        #expect(notes.table.frame.width == original.width)
        #expect(notes.view.frame == CGRect(origin: .zero, size: scenario.window.size), "the root view does not move")
        // Where it is covered at all, the table now ends on the keyboard's top edge.
        let keyboardTop = scenario.screen.maxY - scenario.keyboardHeight
        #expect(notes.table.frameInScreen.maxY == min(scenario.window.maxY, keyboardTop))
    }

    @Test("Hide restores the table's frame exactly after show and change cycles", arguments: scenarios)
    func restoresExactly(scenario: Scenario) {
        let (notes, keyboard) = presentedNotes(scenario)
        notes.table.frame = notes.table.frame.insetBy(dx: 0.25, dy: 0.333333)  // a fractional frame
        let original = notes.table.frame
        for _ in 0..<2 {
            keyboard.show(height: scenario.keyboardHeight)
            keyboard.show(height: scenario.keyboardHeight + 46)
            keyboard.show(height: scenario.keyboardHeight - 3)
            keyboard.hide()
            #expect(notes.table.frame == original)
        }
    }

    @Test("Height changes while the keyboard is up resize again, from the original frame")
    func followsHeightChanges() {
        let (notes, keyboard) = presentedNotes(scenarios[0])
        for height: CGFloat in [336, 291, 333, 78, 336] {
            keyboard.show(height: height)
            #expect(notes.table.frame.height == 844 - height, "keyboard \(height) pt")
        }
    }

    @Test(
        "A view shorter than the overlap shrinks to zero height, never below",
        arguments: [CGFloat(100), 336, 12.5])
    func neverNegative(viewHeight: CGFloat) {
        let (notes, keyboard) = presentedNotes(scenarios[0])
        notes.table.frame = CGRect(x: 0, y: 844 - viewHeight, width: 390, height: viewHeight)
        let original = notes.table.frame
        keyboard.show(height: 336)
        #expect(notes.table.frame.height == 0)
        #expect(notes.table.frame.origin == original.origin)
        keyboard.show(height: 400)
        #expect(notes.table.frame.height == 0)
        keyboard.hide()
        #expect(notes.table.frame == original)
    }

    @Test("A detached keyboard resizes nothing (§2)")
    func detachedKeyboard() {
        let (notes, keyboard) = presentedNotes(scenarios[2])
        let original = notes.table.frame
        keyboard.show(frame: CGRect(x: 0, y: -264, width: 1024, height: 304))
        #expect(notes.table.frame == original)
        keyboard.show(height: 398)
        keyboard.show(frame: CGRect(x: 300, y: 300, width: 320, height: 250))
        #expect(notes.table.frame == original)
    }

    @Test("A conformer's own resizeForKeyboard(_:) runs instead of the default", arguments: DispatchRoute.allCases)
    func overrideWins(route: DispatchRoute) {
        let scenario = scenarios[0]
        let center = NotificationCenter()
        let keyboard = KeyboardSimulator(center: center, screenBounds: scenario.screen)
        let notes = CustomNotes(center: center)
        notes.present(in: keyboard.makeWindow(safeAreaInsets: scenario.safeArea))
        let original = notes.table.frame
        let event = KeyboardEvent(
            kind: .willShow, beginFrame: keyboard.frame, endFrame: keyboard.dockedFrame(height: 336))
        let transition = KeyboardTransition(event: event, screenBounds: scenario.screen)
        route.deliver(
            transition, to: notes, keyboard: keyboard, concrete: { notes.avoidKeyboard($0) },
            existential: { (notes as any KeyboardResizing).avoidKeyboard($0) })
        #expect(notes.resized == [transition])
        #expect(notes.table.frame == original, "the default implementation did not run")
    }

    @Test(
        "A table positioned by constraints stays above the keyboard across a layout pass",
        arguments: [KeyboardDeviceProfile.smallPhone, .notchedPhone, .iPadLandscape])
    func constrainedTableSurvivesLayoutPasses(device: KeyboardDeviceProfile) {
        let center = NotificationCenter()
        let keyboard = KeyboardSimulator(center: center, device: device)
        let notes = Notes(center: center)
        notes.table.constraintLayout = { $0.bounds }  // table.edges = root.edges
        let window = keyboard.makeWindow()
        notes.present(in: window)
        notes.registerKeyboardNotifications()
        keyboard.show()
        let resized = notes.table.frameInScreen
        #expect(abs(resized.maxY - keyboard.frame.minY) < 0.5)
        window.layoutIfNeeded()  // the constraints give the table its full height; the screen resizes it again
        #expect(notes.table.frameInScreen == resized)
        keyboard.hide()
        #expect(notes.table.frame == notes.view.bounds)
    }

    @Test(
        "The default notes screen obeys every keyboard law",
        arguments: [KeyboardDeviceProfile.smallPhone, .notchedPhone, .iPadLandscape])
    func obeysTheLaws(device: KeyboardDeviceProfile) {
        KeyboardLawChecker(device: device) { environment in
            let notes = Notes(center: environment.center)
            notes.present(in: environment.window)
            return notes
        }.check()
    }
}
