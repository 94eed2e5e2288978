import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceLaws
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// The laws of registration: registering and unregistering, once or more, and releasing a registered host.
extension LawRun {
    func registerDelivers() -> [String] {
        let first = trial()
        let before = first.layout
        first.keyboard.show()
        var height = device.keyboardHeight
        if first.layout.restores(before) == nil {
            // The device's keyboard may leave everything visible (a field high on the screen):
            // one covering 80 % of the screen must move something.
            height = (device.screenSize.height * 0.8).rounded()
            first.keyboard.show(height: height)
            guard first.layout.restores(before) != nil else {
                return [
                    "after registerKeyboardNotifications(), neither a \(pt(device.keyboardHeight)) nor a \(pt(height)) "
                        + "docked keyboard changed the layout"
                ]
            }
        }
        let registeredFirst = first.layout
        first.keyboard.hide()

        // The kit's monitor for the center exists before the keyboard shows, as it does in an app
        // where another screen registered earlier; it only knows the frames it observed.
        let late = trial { keyboard in
            _ = KeyboardMonitor.monitor(for: keyboard.center)
            keyboard.show(height: height)
        }
        let lateLayout = late.layout
        late.keyboard.hide()
        guard let difference = lateLayout.restores(registeredFirst) else { return [] }
        return [
            "a host registered while a \(pt(height)) keyboard was already up was not laid out like one registered "
                + "before it appeared: \(difference)"
        ]
    }

    func unregisterSilences() -> [String] {
        let quiet = trial()
        quiet.host.unregisterKeyboardNotifications()
        let before = quiet.layout
        quiet.keyboard.show()
        quiet.keyboard.togglePredictiveBar()
        quiet.keyboard.switchToEmoji()
        let after = quiet.layout
        quiet.keyboard.hide()

        // Back as it was before registering: a host may rest elsewhere while registered (a followed bar's rest offset).
        let up = trial(registered: false)
        let original = up.layout
        up.host.registerKeyboardNotifications()
        up.keyboard.show()
        up.host.unregisterKeyboardNotifications()
        let restored = up.layout
        up.keyboard.togglePredictiveBar()
        up.keyboard.switchToEmoji()
        up.keyboard.hide()
        return [
            before.changes(to: after).map {
                "after registering and unregistering once, a keyboard (\(pt(device.keyboardHeight)), then "
                    + "\(pt(device.keyboardHeightWithoutPredictive)) without the predictive bar, then the "
                    + "\(pt(device.emojiKeyboardHeight)) emoji keyboard) changed the layout: \($0)"
            },
            restored.restores(original).map {
                "unregistering while a \(pt(device.keyboardHeight)) keyboard was up did not put the layout back: " + $0
            },
            restored.changes(to: up.layout).map {
                "after unregistering while the keyboard was up, a predictive-bar change, the emoji keyboard and a "
                    + "hide changed the layout: \($0)"
            },
        ].compactMap { $0 }
    }

    func registerIsIdempotent() -> [String] {
        func run(registrations: Int) -> (shown: LayoutSnapshot, silenced: LayoutSnapshot, count: Int) {
            let run = trial(registered: false)
            for _ in 0..<registrations { run.host.registerKeyboardNotifications() }
            let count = KeyboardMonitor.monitor(for: run.environment.center).registeredHostCount
            run.keyboard.show()
            run.keyboard.togglePredictiveBar()
            let shown = run.layout
            run.host.unregisterKeyboardNotifications()
            run.keyboard.togglePredictiveBar()
            run.keyboard.switchToEmoji()
            let silenced = run.layout
            run.keyboard.hide()
            return (shown, silenced, count)
        }
        let once = run(registrations: 1)
        let thrice = run(registrations: 3)
        let countProblem =
            "registering three times left \(thrice.count) registrations in the kit's KeyboardMonitor, "
            + "registering once \(once.count)"
        return [
            once.shown.changes(to: thrice.shown).map {
                "registering three times laid out a \(pt(device.keyboardHeight)) → "
                    + "\(pt(device.keyboardHeightWithoutPredictive)) keyboard differently from registering once: " + $0
            },
            once.count == thrice.count ? nil : countProblem,
            once.silenced.changes(to: thrice.silenced).map {
                "after registering three times, one unregisterKeyboardNotifications() did not leave the host as after "
                    + "registering once (keyboard changes still reached it): \($0)"
            },
        ].compactMap { $0 }
    }

    func unregisterIsIdempotent() -> [String] {
        func run(unregistrations: Int) -> (restored: LayoutSnapshot, silent: LayoutSnapshot, again: LayoutSnapshot) {
            let run = trial()
            run.keyboard.show()
            for _ in 0..<unregistrations { run.host.unregisterKeyboardNotifications() }
            let restored = run.layout
            run.keyboard.togglePredictiveBar()
            run.keyboard.switchToEmoji()
            let silent = run.layout
            run.host.registerKeyboardNotifications()
            run.keyboard.switchToStandardKeyboard()
            let again = run.layout
            run.keyboard.hide()
            return (restored, silent, again)
        }
        let once = run(unregistrations: 1)
        return [2, 3].flatMap { count in
            let many = run(unregistrations: count)
            return [
                once.restored.changes(to: many.restored).map {
                    "unregistering \(count) times while a \(pt(device.keyboardHeight)) keyboard was up left a different "
                        + "layout from unregistering once: \($0)"
                },
                once.silent.changes(to: many.silent).map {
                    "after unregistering \(count) times, keyboard changes laid the host out differently from after "
                        + "unregistering once: \($0)"
                },
                once.again.changes(to: many.again).map {
                    "after unregistering \(count) times, registering again laid the host out differently from after "
                        + "unregistering once: \($0)"
                },
            ].compactMap { $0 }
        }
    }

    func releaseLeavesNothing() -> [String] {
        let keyboard = KeyboardSimulator(center: NotificationCenter(), device: device)
        weak var released: Host?
        do {
            let host = make(KeyboardLawEnvironment(keyboard: keyboard))
            host.registerKeyboardNotifications()
            keyboard.show()
            released = host
        }
        keyboard.closeWindow()  // the host's window goes with the host and its environment
        var problems: [String] = []
        if released != nil {
            problems.append(
                "the host was still alive after its last reference was dropped while registered with a "
                    + "\(pt(device.keyboardHeight)) keyboard up (a reference cycle, or an observer block capturing it)")
        }
        let remaining = KeyboardMonitor.monitor(for: keyboard.center).registeredHostCount
        if remaining != 0 {
            problems.append("\(remaining) registration(s) remained in the kit's KeyboardMonitor after release")
        }
        keyboard.togglePredictiveBar()
        keyboard.switchToEmoji()
        keyboard.hide()
        return problems
    }
}
