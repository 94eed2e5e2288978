import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceLaws
import KeyboardAvoidanceTesting
import KeyboardTestSupport
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - Tiny conformers

/// Implements nothing but the one stored property.
@MainActor
private final class NothingHost: TestHostController, KeyboardCapable {
}

/// Implements one hook: willShow shifts by half of what the keyboard covers, which the laws
/// reject (`respondsToWhatIsCovered`).
@MainActor
private final class OneHookHost: TestHostController, KeyboardCapable {
    var willShowCalls = 0
    func keyboardWillShow(_ event: KeyboardEvent) {
        willShowCalls += 1
        let covered = keyboardTransition(for: event).overlap(withScreenRect: unshiftedRootFrameInScreen)
        shiftWholeView(by: covered / 2, animation: event.animation)
    }
}

/// The deprecated height-and-duration forms, called through a protocol whose witnesses are
/// deprecated themselves, so that testing them is warning-free.
@MainActor
private protocol CompatibilityShift {
    func shift(height: CGFloat, duration: TimeInterval)
    func restore(duration: TimeInterval)
}

extension AnimatableOnly: CompatibilityShift {
    @available(*, deprecated)
    func shift(height: CGFloat, duration: TimeInterval) {
        performKeyboardShowFullViewAnimation(withKeyboardHeight: height, andDuration: duration)
    }
    @available(*, deprecated)
    func restore(duration: TimeInterval) { performKeyboardHideFullViewAnimation(withDuration: duration) }
}

/// Implements every hook and records each call, then lets the kit lay out.
@MainActor
private final class EveryHookHost: TestHostController, KeyboardCapable {
    var calls: [String] = []
    func keyboardWillShow(_ event: KeyboardEvent) {
        calls.append("willShow")
        avoidKeyboard(keyboardTransition(for: event))
    }
    func keyboardWillHide(_ event: KeyboardEvent) {
        calls.append("willHide")
        avoidKeyboard(keyboardTransition(for: event))
    }
    func keyboardWillChangeFrame(_ event: KeyboardEvent) {
        calls.append("willChangeFrame")
        avoidKeyboard(keyboardTransition(for: event))
    }
    func avoidKeyboard(_ transition: KeyboardTransition) {
        calls.append("avoid")
        let overlap = transition.overlap(withScreenRect: unshiftedRootFrameInScreen)
        shiftWholeView(by: overlap, animation: transition.animation)
    }
    func keyboardReadFailed(_ error: KeyboardEventError) { calls.append("failed") }
}

/// Animatable only: the full-view shift animations without notifications.
@MainActor
private final class AnimatableOnly: HeadlessViewController, KeyboardAnimatable {
}

@MainActor
private func showEvent(height: CGFloat, on screen: CGRect, kind: KeyboardEvent.Kind = .willShow) -> KeyboardEvent {
    let end = CGRect(x: 0, y: screen.maxY - height, width: screen.width, height: height)
    return KeyboardEvent(kind: kind, beginFrame: end.offsetBy(dx: 0, dy: height), endFrame: end)
}

@MainActor
private func drive<Host: KeyboardCapable>(_ host: Host, _ event: KeyboardEvent) {
    host.keyboardWillShow(event)
}

/// A host presented in a 390 × 844 window without safe-area insets, and the keyboard of its screen, which made it.
@MainActor
private func presentedInABareWindow() -> (NothingHost, KeyboardSimulator, HeadlessWindow) {
    let keyboard = KeyboardSimulator(
        center: NotificationCenter(), screenBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
    let window = keyboard.makeWindow(safeAreaInsets: .zero)
    return (keyboard.present(NothingHost.init(center:), in: window), keyboard, window)
}

// MARK: - Tests

@MainActor
@Suite struct KeyboardCapableConformanceTests {
    private let device = KeyboardDeviceProfile.notchedPhone

    @Test func conformerThatImplementsNothingShiftsTheRootViewByTheOverlap() {
        let (host, keyboard) = device.present(NothingHost.init(center:))
        host.registerKeyboardNotifications()
        keyboard.show(height: 336)
        #expect(host.view.frame.minY == -336)
    }

    @Test func overrideOfOneHookWinsThroughTheConcreteTypeAnyAndGenerics() {
        let host = OneHookHost(center: NotificationCenter())
        host.present(in: HeadlessWindow(screen: device.screenBounds, safeAreaInsets: device.safeAreaInsets))
        let event = showEvent(height: 300, on: device.screenBounds)
        host.keyboardWillShow(event)
        #expect(host.willShowCalls == 1)
        #expect(host.view.frame.minY == -150)
        let existential: any KeyboardCapable = host
        existential.keyboardWillShow(event)
        #expect(host.willShowCalls == 2)
        drive(host, event)
        #expect(host.willShowCalls == 3)
        #expect(host.view.frame.minY == -150)
    }

    @Test func overrideOfOneHookIsWhatTheMonitorCalls() {
        let (host, keyboard) = device.present(OneHookHost.init(center:))
        host.registerKeyboardNotifications()
        keyboard.show(height: 300)
        #expect(host.willShowCalls == 1)
        // willChangeFrame used the default: the full overlap. willShow then applied the override.
        #expect(host.view.frame.minY == -150)
        keyboard.hide()
        #expect(host.view.frame.minY == 0)
    }

    @Test func everyHookIsCalledInOrderAndOverridesWinThroughAny() {
        let center = NotificationCenter()
        let keyboard = KeyboardSimulator(center: center, device: device)
        let host = EveryHookHost(center: center)
        host.present(in: keyboard.makeWindow())
        let existential: any KeyboardCapable = host
        existential.registerKeyboardNotifications()
        keyboard.show(height: 336)
        keyboard.hide()
        center.post(name: KeyboardNotificationName.willShow, object: nil, userInfo: [:])
        #expect(
            host.calls == [
                "willChangeFrame", "avoid", "willShow", "avoid", "willChangeFrame", "avoid", "willHide", "avoid",
                "failed",
            ])
        #expect(host.view.frame.minY == 0)
    }

    @Test(arguments: [KeyboardDeviceProfile.smallPhone, .notchedPhone, .iPadLandscape])
    func everyTinyConformerObeysTheLaws(device: KeyboardDeviceProfile) {
        let checkers = [
            KeyboardLawChecker(device: device) { environment in
                let host = NothingHost(center: environment.center)
                host.present(in: environment.window)
                return host
            }.violations,
            KeyboardLawChecker(device: device) { environment in
                let host = EveryHookHost(center: environment.center)
                host.present(in: environment.window)
                return host
            }.violations,
        ]
        // None of them lays itself out again in viewDidLayoutSubviews(): the shift is a
        // translation, which layout passes and rotations in place keep.
        for violations in checkers {
            let broken = violations(KeyboardLaw.allCases)
            #expect(broken.isEmpty, "\(broken.map(\.report))")
        }
        // Overriding willShow alone makes shows and frame changes disagree. Every docked change
        // but a finger's drag comes with a willShow, so only the drag (tracked frames arrive as
        // frame changes) shows it, as path dependence.
        let oneHook = KeyboardLawChecker(device: device) { environment in
            let host = OneHookHost(center: environment.center)
            host.present(in: environment.window)
            return host
        }.violations(of: KeyboardLaw.allCases)
        #expect(Set(oneHook.map(\.law)) == [.layoutFollowsCurrentKeyboard], "\(oneHook.map(\.report))")
    }

    @Test func registerAndUnregisterAreIdempotent() {
        let center = NotificationCenter()
        let keyboard = KeyboardSimulator(center: center, device: device)
        let host = NothingHost(center: center)
        host.present(in: keyboard.makeWindow())
        let monitor = KeyboardMonitor.monitor(for: center)
        host.registerKeyboardNotifications()
        host.registerKeyboardNotifications()
        #expect(monitor.registeredHostCount == 1)
        #expect(host.isKeyboardRegistered)
        host.unregisterKeyboardNotifications()
        host.unregisterKeyboardNotifications()
        #expect(monitor.registeredHostCount == 0)
        #expect(!host.isKeyboardRegistered)
        keyboard.show(height: 336)
        #expect(host.view.frame.minY == 0)
    }

    @Test func controllerReleasedWhileRegisteredIsDeallocatedAndLeavesNoRegistration() {
        let center = NotificationCenter()
        let keyboard = KeyboardSimulator(center: center, device: device)
        weak var released: NothingHost?
        do {
            let host = NothingHost(center: center)
            host.present(in: keyboard.makeWindow())
            host.registerKeyboardNotifications()
            keyboard.show(height: 336)
            #expect(host.view.frame.minY == -336)
            released = host
        }
        #expect(released == nil)
        #expect(KeyboardMonitor.monitor(for: center).registeredHostCount == 0)
        keyboard.show(height: 291)
        keyboard.hide()
    }

    @Test func hostRegisteringWhileTheKeyboardIsUpIsLaidOutAtOnce() {
        let center = NotificationCenter()
        let keyboard = KeyboardSimulator(center: center, device: device)
        let first = NothingHost(center: center)
        first.present(in: keyboard.makeWindow())
        first.registerKeyboardNotifications()
        keyboard.show(height: 336)
        let pushed = NothingHost(center: center)
        pushed.present(in: keyboard.makeWindow())
        pushed.registerKeyboardNotifications()
        #expect(pushed.view.frame.minY == -336)
    }

    @Test func unregisteringWhileTheKeyboardIsUpRestoresTheLayout() {
        let (host, keyboard) = device.present(NothingHost.init(center:))
        host.registerKeyboardNotifications()
        keyboard.show(height: 336)
        host.unregisterKeyboardNotifications()
        #expect(host.view.frame == device.screenBounds)
    }

    @Test func deprecatedHeightAndDurationFormsShiftByTheHeightAndRestoreExactly() throws {
        let host = AnimatableOnly()
        host.present(in: HeadlessWindow(screen: device.screenBounds, safeAreaInsets: device.safeAreaInsets))
        let animator = RecordingKeyboardAnimator()
        host.keyboardAnimator = animator
        let compatibility: any CompatibilityShift = host
        compatibility.shift(height: 216, duration: 0.3)
        #expect(host.view.frame.minY == -216)
        compatibility.shift(height: 258, duration: 0.3)
        #expect(host.view.frame.minY == -258)
        compatibility.restore(duration: 0.3)
        #expect(host.view.frame == device.screenBounds)
        let first = try #require(animator.records.first)
        #expect(first.animation == KeyboardAnimation(duration: 0.3, curve: .easeInOut))
    }

    @Test func kitAnimationsUseTheKeyboardsDurationAndCurveAndCanBeSampled() throws {
        let center = NotificationCenter()
        let keyboard = KeyboardSimulator(center: center, device: device)
        let host = NothingHost(center: center)
        host.present(in: keyboard.makeWindow())
        let animator = RecordingKeyboardAnimator()
        host.keyboardAnimator = animator
        host.registerKeyboardNotifications()
        keyboard.show(height: 336)
        let record = try #require(animator.records.first)
        #expect(record.animation == KeyboardAnimation(duration: 0.25, curve: .keyboard))
        let change = try #require(record.changes.first)
        guard case .rect(let middle) = change.value(at: 0.125, of: record.animation) else {
            Issue.record("expected a rect")
            return
        }
        // The keyboard spring has covered 66.5 % of the way after 0.125 s.
        #expect(abs(middle.minY - (-336 * 0.665)) < 336 * 0.005)
    }

    @Test func anyNumberOfCyclesLeavesZeroDrift() {
        let (host, keyboard) = device.present(NothingHost.init(center:))
        host.registerKeyboardNotifications()
        let heights: [CGFloat] = [336, 291, 333, 335.6667, 89, 336]
        for cycle in 0..<100 {
            keyboard.show(height: heights[cycle % heights.count])
            keyboard.show(height: heights[(cycle + 1) % heights.count])
            keyboard.hide()
        }
        #expect(host.view.frame == device.screenBounds)
    }

    @Test func notificationPostedOffTheMainThreadIsHandledOnTheMainActor() async {
        let (host, keyboard) = device.present(NothingHost.init(center:))
        host.registerKeyboardNotifications()
        let event = showEvent(height: 336, on: device.screenBounds)
        let notification = event.notification()
        nonisolated(unsafe) let unsafeNotification = notification
        let center = keyboard.center
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Thread.detachNewThread {
                center.post(unsafeNotification)
                done.resume()
            }
        }
        // The update was queued for the main actor: let it run.
        for _ in 0..<100 where host.view.frame.minY != -336 {
            await Task.yield()
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
        #expect(host.view.frame.minY == -336)
    }

    @Test func aShiftIsATranslationThatLayoutPassesKeep() {
        let (host, keyboard, window) = presentedInABareWindow()
        host.registerKeyboardNotifications()
        keyboard.center.post(showEvent(height: 336, on: window.screenBounds).notification())
        #expect(host.view.translation == -336)
        #expect(host.view.layoutFrame == window.bounds)
        window.layoutIfNeeded()  // the container gives the root view its frame again
        #expect(host.view.frame == CGRect(x: 0, y: -336, width: 390, height: 844))
        keyboard.center.post(KeyboardEvent(kind: .willHide, endFrame: .zero).notification())
        #expect(host.view.translation == 0)
        #expect(host.view.frame == window.bounds)
    }

    @Test("A container writing the shifted root view's frame neither removes the shift nor makes the hide drop it (§7)")
    func aContainerWritingTheFrameUnderTheShift() {
        let (host, keyboard, window) = presentedInABareWindow()
        host.registerKeyboardNotifications()
        keyboard.center.post(showEvent(height: 336, on: window.screenBounds).notification())
        host.view.frame = window.bounds  // as a container writes it, the translated rectangle (UIView.h:188)
        #expect(host.view.frame.minY == 0, "the shift is gone until the kit runs")
        host.updateKeyboardAvoidance()
        #expect(host.view.frame == CGRect(x: 0, y: -336, width: 390, height: 844))
        #expect(host.view.layoutFrame == window.bounds)
        host.view.frame = window.bounds  // and again, right before the hide
        keyboard.center.post(KeyboardEvent(kind: .willHide, endFrame: .zero).notification())
        #expect(host.view.frame == window.bounds, "not dropped by the old shift")
        #expect(host.view.translation == 0)
    }

    @Test func aTranslationTheAppGaveTheRootViewIsKeptUnderTheShift() {
        let center = NotificationCenter()
        let window = HeadlessWindow(screen: CGRect(x: 0, y: 0, width: 390, height: 844))
        let host = NothingHost(center: center)
        host.present(in: window)
        host.view.translation = 0.1  // the app's own, with a fraction that a sum would round
        host.registerKeyboardNotifications()
        center.post(showEvent(height: 336, on: window.screenBounds).notification())
        #expect(host.view.translation == 0.1 - 336)
        center.post(showEvent(height: 291, on: window.screenBounds).notification())
        center.post(KeyboardEvent(kind: .willHide, endFrame: .zero).notification())
        #expect(host.view.translation == 0.1, "not exactly the app's translation")
    }

    @Test func aShiftTurnedInPlaceStartsFromTheNewFrameAndNeverPutsBackTheOldOne() {
        let (host, keyboard, window) = presentedInABareWindow()
        host.registerKeyboardNotifications()
        keyboard.center.post(showEvent(height: 336, on: window.screenBounds).notification())
        #expect(host.view.frame == CGRect(x: 0, y: -336, width: 390, height: 844))

        // The window turns in place; its layout pass writes the root view's frame, which puts the
        // translated rectangle there (§7), until the keyboard's notifications for the new geometry.
        let landscape = CGRect(x: 0, y: 0, width: 844, height: 390)
        window.transition(screen: landscape, safeAreaInsets: .zero)
        #expect(host.view.frame == landscape)
        keyboard.center.post(showEvent(height: 248, on: landscape).notification())
        #expect(host.view.frame == CGRect(x: 0, y: -248, width: 844, height: 390))
        keyboard.center.post(
            KeyboardEvent(kind: .willHide, endFrame: CGRect(x: 0, y: 390, width: 844, height: 248)).notification())
        #expect(host.view.frame == landscape, "the portrait frame stored before the turn was put back")

        // A hide right after a turn leaves the frame the layout pass gave.
        keyboard.center.post(showEvent(height: 248, on: landscape).notification())
        window.transition(screen: CGRect(x: 0, y: 0, width: 390, height: 844), safeAreaInsets: .zero)
        keyboard.center.post(KeyboardEvent(kind: .willHide, endFrame: .zero).notification())
        #expect(host.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func unregisteringInsideAPopRestoresWithThePopInsteadOfSnapping() {
        let center = NotificationCenter()
        let keyboard = KeyboardSimulator(center: center, device: device)
        let host = NothingHost(center: center)
        let animator = RecordingKeyboardAnimator()
        host.keyboardAnimator = animator
        host.present(in: keyboard.makeWindow())
        host.registerKeyboardNotifications()
        keyboard.show(height: 336)
        #expect(animator.records.last?.animation == KeyboardAnimation(duration: 0.25, curve: .keyboard))
        let pop = KeyboardAnimation(duration: 0.35, curve: .easeInOut)
        RecordingKeyboardAnimator.withEnclosingAnimation(pop) { host.unregisterKeyboardNotifications() }
        #expect(animator.records.last?.animation == pop, "the duration-0 restore did not join the pop")
        #expect(host.view.frame.minY == 0)
    }

    @Test func aKeyboardOnAnotherScreenCoversNothingAndOneWithoutAScreenCountsEverywhere() {
        let (host, keyboard, window) = presentedInABareWindow()
        host.registerKeyboardNotifications()
        let external = HeadlessScreen(bounds: CGRect(x: 0, y: 0, width: 1920, height: 1080))
        let show = showEvent(height: 336, on: window.screenBounds)
        keyboard.center.post(show.notification(object: external))
        #expect(host.view.frame.minY == 0, "moved for a keyboard on another screen")
        keyboard.center.post(show.notification(object: window.screen))
        #expect(host.view.frame.minY == -336)
        keyboard.center.post(showEvent(height: 291, on: window.screenBounds).notification(object: nil))
        #expect(host.view.frame.minY == -291, "a notification naming no screen is about every screen")
        // A second window on the same screen, as a presented controller's is, shares it.
        #expect(HeadlessWindow(on: window.screen).keyboardScreenIdentity == window.keyboardScreenIdentity)
    }

    @Test func aHostBehindASheetItPresentedStaysWhereItIs() {
        let center = NotificationCenter()
        let window = HeadlessWindow(
            screen: CGRect(x: 0, y: 0, width: 390, height: 844), safeAreaInsets: LayoutInsets(top: 47, bottom: 34))
        let host = NothingHost(center: center)
        host.present(in: window)
        host.registerKeyboardNotifications()
        center.post(showEvent(height: 336, on: window.screenBounds).notification())
        #expect(host.view.frame.minY == -336)
        // A sheet appears over the host, which stays registered; the keyboard is now the sheet's.
        host.present(HeadlessViewController(), style: .sheet)
        center.post(showEvent(height: 291, on: window.screenBounds).notification())
        #expect(host.view.frame.minY == 0, "the host moved behind its sheet")
        host.dismissPresented()
        host.updateKeyboardAvoidance()
        #expect(host.view.frame.minY == -291, "back in front, the host avoids the keyboard again")
    }
}
