import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceLaws
import KeyboardAvoidanceTesting
import Testing

@testable import keyboard_demo
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// A session the law monitor recorded, written by its log formatter, replays to the verdict the
// monitor reached: the device side here is a headless screen judged by the monitor's own session.

// MARK: - Fixtures

/// A screen with one field 60 pt above the bottom safe-area edge: the kit's full-view shift, or hooks
/// that do nothing (`isBroken`), as an app that overrode them by mistake.
@MainActor
private final class DeviceScreen: HeadlessViewController, KeyboardCapable {
    let field = HeadlessView(name: "field")
    var isBroken = false

    override func viewDidLoad() {
        field.isTextInput = true
        view.addSubview(field)
    }

    override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        field.frame = CGRect(
            x: 16, y: bounds.height - view.safeAreaInsets.bottom - 104, width: bounds.width - 32, height: 44)
    }

    override func viewIsAppearing() { registerKeyboardNotifications() }

    func avoidKeyboard(_ transition: KeyboardTransition) {
        if !isBroken { applyKeyboardApproaches(transition) }
    }
}

/// The monitor's session over a screen's center on `device`, as the UIKit monitor starts it, after a
/// show and a hide: its log for the screen, and how far the screen's root had moved under the keyboard.
@MainActor
private func recordedSession(
    broken: Bool, on device: KeyboardDeviceProfile
) throws -> (log: KeyboardSessionLog, shift: CGFloat) {
    let keyboard = KeyboardSimulator(center: NotificationCenter(), device: device)
    let screen = DeviceScreen(notificationCenter: keyboard.center)
    screen.isBroken = broken
    screen.present(in: keyboard.makeWindow())
    screen.focus(screen.field)
    let session = KeyboardLawSession(
        center: keyboard.center, device: device.description,
        place: { host in
            (host.keyboardRootView as? HeadlessView)?.window.map { ($0.frameInScreen, $0.safeAreaInsets) }
        },
        report: { _, _ in })
    defer { session.stop() }
    keyboard.show()
    let shift = screen.view.frame.minY
    keyboard.hide()
    return (try #require(session.log(of: screen)), shift)
}

// MARK: - Tests

@MainActor
@Suite struct LawMonitorLogTests {
    @Test func theMonitorsCostIsOneLookPerScreenPerSettledTransition() throws {
        let keyboard = KeyboardSimulator(center: NotificationCenter(), device: .notchedPhone)
        let screens = (0..<3).map { _ in DeviceScreen(notificationCenter: keyboard.center) }
        for screen in screens { screen.present(in: keyboard.makeWindow()) }
        screens[0].focus(screens[0].field)
        var looks = 0
        let session = KeyboardLawSession(
            center: keyboard.center, device: "test",
            place: { host in
                looks += 1
                return (host.keyboardRootView as? HeadlessView)?.window.map { ($0.frameInScreen, $0.safeAreaInsets) }
            },
            report: { _, _ in })
        #expect(looks == 3, "each screen taken at rest once")
        keyboard.show()
        keyboard.togglePredictiveBar()
        keyboard.hide()
        let log = try #require(session.log(of: screens[0]))
        looks -= 1  // that log's look
        let names = try ReplayDocument.read(Data(log.json.utf8)).notifications.compactMap { entry -> String? in
            guard case .string(let name)? = entry["name"] else { return nil }
            return name
        }
        let settled = names.count { name in KeyboardNotificationNames.kind(for: name).map { !$0.isWill } ?? false }
        #expect(settled > 0 && settled < names.count)
        #expect(looks == 3 + 3 * settled, "one look per screen per did-notification, none for will-notifications")
        session.stop()
        keyboard.show()
        keyboard.hide()
        #expect(looks == 3 + 3 * settled, "stopped, it looks at nothing")
        #expect(session.violations.isEmpty)
    }

    @Test(arguments: [KeyboardDeviceProfile.notchedPhone, .smallPhone, .iPad])
    func aLogOfAScreenThatKeptTheLawsReplaysToNoViolation(device: KeyboardDeviceProfile) throws {
        let (log, shift) = try recordedSession(broken: false, on: device)
        #expect(log.laws.isEmpty)
        #expect(log.count >= 4, "willShow, didShow, willHide, didHide at least")
        #expect(shift < 0, "the kit lifted the screen")
        let document = try ReplayDocument.read(Data(log.json.utf8))
        var shifts: [CGFloat] = []
        let verdict = ReplayRunner(document: document).run { result in
            #expect(result.error == nil, "\(result)")
            shifts.append(result.shift)
        }
        #expect(shifts.min() == shift, "the twin moved as the screen did")
        #expect(shifts.last == 0)
        #expect(verdict.laws.isEmpty, "\(verdict.violations)")
        #expect(verdict.json["reproduced"] == .bool(true))
    }

    @Test func eachKeyboardSessionReportsItsLawsAgainWithItsOwnNotifications() throws {
        let keyboard = KeyboardSimulator(center: NotificationCenter(), device: .notchedPhone)
        let screen = DeviceScreen(notificationCenter: keyboard.center)
        screen.isBroken = true
        screen.present(in: keyboard.makeWindow())
        screen.focus(screen.field)
        var session: KeyboardLawSession? = KeyboardLawSession(
            center: keyboard.center, device: "test",
            place: { host in
                (host.keyboardRootView as? HeadlessView)?.window.map { ($0.frameInScreen, $0.safeAreaInsets) }
            },
            report: { _, _ in })
        for _ in 0..<2 {
            keyboard.show()
            keyboard.hide()
        }
        let logs = try #require(session?.logs)
        #expect(session?.violations.map(\.law) == [.focusedFieldUncovered, .focusedFieldUncovered])
        #expect(logs.count == 2 && logs[0].count == logs[1].count, "the second log holds only its own session")
        let monitor = KeyboardMonitor.monitor(for: keyboard.center)
        #expect(monitor.judge === session)
        session = nil
        #expect(monitor.judge == nil, "released, it judges nothing")
        keyboard.show()  // and nothing is written for it
    }

    @Test(arguments: [KeyboardDeviceProfile.notchedPhone, .smallPhone, .iPad])
    func aLogOfABrokenScreenNamesTheLawAndWhatTheTwinLacks(device: KeyboardDeviceProfile) throws {
        let log = try recordedSession(broken: true, on: device).log
        #expect(log.laws == [.focusedFieldUncovered])
        let document = try ReplayDocument.read(Data(log.json.utf8))
        #expect(document.laws == [.focusedFieldUncovered])
        let verdict = ReplayRunner(document: document).run { _ in }
        // The twin runs the kit's own shift, which the broken hooks skipped: the log cannot carry them.
        #expect(verdict.laws.isEmpty)
        #expect(verdict.json["reproduced"] == .bool(false))
        guard case .string(let lacks)? = verdict.json["lacks"] else {
            Issue.record("no lacks in \(verdict.json.text)")
            return
        }
        #expect(lacks.contains("hooks"))
    }

    @Test(arguments: [
        (#"["focusedFieldCovered"]"#, "names \"focusedFieldCovered\", which is not a law; the laws: registerDelivers"),
        (#""focusedFieldUncovered""#, "\"laws\" must be an array of law names"),
        (#"[1]"#, "\"laws\" must be an array of law names"),
    ])
    func aDocumentsLawsMustBeLawNames(laws: String, message: String) {
        let text = #"{"screen": {"width": 390, "height": 844}, "laws": "# + laws + "}"
        #expect {
            try ReplayDocument.read(Data(text.utf8))
        } throws: { error in
            "\(error)".contains(message)
        }
    }
}
