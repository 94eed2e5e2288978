import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import Testing
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// Tests for Tracking/KeyboardDragTracker.swift. Facts are cited by the section numbers of the
// KeyboardFacts article.

// MARK: - Fixtures

/// iPhone 14 (§6 models it): 390×844, a 291 pt keyboard resting at y 553.
private let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
private let resting = CGRect(x: 0, y: 553, width: 390, height: 291)
private let parked = CGRect(x: 0, y: 844, width: 390, height: 291)
/// iPad: a floating keyboard (§2) and a docked one.
private let pad = CGRect(x: 0, y: 0, width: 768, height: 1024)
private let floating = CGRect(x: 200, y: 300, width: 320, height: 250)

private func show(_ frame: CGRect = resting, isLocal: Bool? = true) -> KeyboardEvent {
    KeyboardEvent(
        kind: .willShow, beginFrame: parked, endFrame: frame, duration: 0.25, curve: .keyboard, isLocal: isLocal)
}

private func hide() -> KeyboardEvent {
    KeyboardEvent(
        kind: .willHide, beginFrame: resting, endFrame: parked, duration: 0.25, curve: .keyboard, isLocal: true)
}

/// A state that has seen `events`.
private func state(_ events: KeyboardEvent...) -> KeyboardState {
    var state = KeyboardState()
    for event in events { state.apply(event) }
    return state
}

/// The resting keyboard moved down so that its top is at `top`.
private func moved(to top: CGFloat) -> CGRect { resting.offsetBy(dx: 0, dy: top - resting.minY) }

/// Feeds a drag through `tops` to `tracker` and `state` as the monitor would, returning what the
/// tracker produced for each sighting.
private func drag(
    _ tops: [CGFloat], tracker: inout KeyboardDragTracker, state: inout KeyboardState, isDragging: Bool = true
) -> [CGRect?] {
    tops.map { top in
        let frame = tracker.frame(forKeyboardTop: top, isDragging: isDragging, state: state, screenBounds: screen)
        if let frame, let visible = state.lastVisibleEvent {
            var event = KeyboardEvent(
                kind: .willChangeFrame, beginFrame: visible.endFrame, endFrame: frame, duration: 0)
            event.isInteractive = true
            state.apply(event)
        }
        return frame
    }
}

// MARK: - Tests

@Suite("KeyboardDragTracker")
private struct KeyboardDragTrackerTests {
    @Test("A top edge sighted while a finger drags gives the resting frame moved down to it")
    func followsTheTopEdge() {
        var tracker = KeyboardDragTracker()
        var current = state(show())
        let frames = drag([625.75, 698.5, 771.25], tracker: &tracker, state: &current)
        #expect(frames == [moved(to: 625.75), moved(to: 698.5), moved(to: 771.25)])
        #expect(tracker.restingFrame == resting)
        #expect(tracker.lastTrackedFrame == moved(to: 771.25))
    }

    @Test("The frame is clamped to the keyboard's travel: never above its rest, never below the screen")
    func clampsToTheTravel() {
        var tracker = KeyboardDragTracker()
        var current = state(show())
        let frames = drag([700, 400, 1200], tracker: &tracker, state: &current)
        // 400 is above the rest: the keyboard springs back to its resting frame, which is fed once.
        #expect(frames == [moved(to: 700), resting, parked])
    }

    @Test("A sighting at the resting top, or repeating the last frame, feeds nothing")
    func dropsRepeats() {
        var tracker = KeyboardDragTracker()
        var current = state(show())
        let frames = drag([553, 700, 700, 553, 553], tracker: &tracker, state: &current)
        #expect(frames == [nil, moved(to: 700), nil, resting, nil])
    }

    @Test("Without a drag nothing is fed; after one, until a notification arrives; the next drag starts afresh")
    func onlyWhileDragging() {
        var tracker = KeyboardDragTracker()
        var current = state(show())
        #expect(drag([700], tracker: &tracker, state: &current, isDragging: false) == [nil])
        #expect(drag([700], tracker: &tracker, state: &current) == [moved(to: 700)])
        #expect(drag([760], tracker: &tracker, state: &current, isDragging: false) == [moved(to: 760)])
        // The hide or a spring-back's show arrives: it has the last word, and a new drag is tracked.
        current.apply(show())
        #expect(drag([760], tracker: &tracker, state: &current, isDragging: false) == [nil])
        #expect(tracker.lastTrackedFrame == nil)
        #expect(drag([700], tracker: &tracker, state: &current) == [moved(to: 700)])
    }

    @Test("Let go, a keyboard that springs back with no notification is followed back to its rest (V5.4)")
    func springBackWithoutNotification() {
        var tracker = KeyboardDragTracker()
        var current = state(show())
        #expect(drag([640, 700], tracker: &tracker, state: &current) == [moved(to: 640), moved(to: 700)])
        let back = drag([650, 590, 553, 553], tracker: &tracker, state: &current, isDragging: false)
        #expect(back == [moved(to: 650), moved(to: 590), resting, nil])
        #expect(current.frame == resting, "no host is left half-dismissed")
    }

    @Test("The resting frame is the last notification's, not a tracked frame's")
    func restIsTheNotifiedFrame() {
        var tracker = KeyboardDragTracker()
        var current = state(show())
        _ = drag([650, 700], tracker: &tracker, state: &current)
        #expect(current.lastVisibleEvent?.isInteractive == true)
        #expect(tracker.restingFrame == resting)
        // Back up past the rest: clamped to the notified frame, not to the last tracked one.
        #expect(drag([600], tracker: &tracker, state: &current) == [moved(to: 600)])
        #expect(drag([500], tracker: &tracker, state: &current) == [resting])
    }

    @Test("A tracker that first sees the keyboard mid-drag does not guess where it rests")
    func noRestNoFrame() {
        var tracker = KeyboardDragTracker()
        var witness = KeyboardDragTracker()
        var current = state(show())
        _ = drag([650], tracker: &witness, state: &current)
        #expect(drag([700], tracker: &tracker, state: &current) == [nil])
        #expect(tracker.restingFrame == nil)
    }

    @Test("A hidden keyboard is never dragged, and a hide forgets where it rested")
    func hiddenKeyboard() {
        var tracker = KeyboardDragTracker()
        var hidden = state()
        #expect(drag([700], tracker: &tracker, state: &hidden) == [nil])
        var current = state(show())
        _ = drag([700], tracker: &tracker, state: &current)
        current.apply(hide())
        #expect(drag([750], tracker: &tracker, state: &current) == [nil])
        #expect(tracker.restingFrame == nil && tracker.lastTrackedFrame == nil)
    }

    @Test("A floating iPad keyboard is not followed: the layout guide stays at the bottom for it (§2, §7)")
    func floatingKeyboard() {
        var tracker = KeyboardDragTracker()
        let current = state(show(floating))
        let frame = tracker.frame(forKeyboardTop: 900, isDragging: true, state: current, screenBounds: pad)
        #expect(frame == nil)
        let docked = CGRect(x: 0, y: 704, width: 768, height: 320)
        let dockedState = state(show(docked))
        #expect(
            tracker.frame(forKeyboardTop: 900, isDragging: true, state: dockedState, screenBounds: pad)
                == docked.offsetBy(dx: 0, dy: 196))
    }

    @Test("Another app's keyboard, shown to a state that does not ignore it, is not followed (§2)")
    func remoteKeyboard() {
        var tracker = KeyboardDragTracker()
        var current = KeyboardState(ignoresRemoteKeyboards: false)
        current.apply(show(isLocal: false))
        #expect(current.isVisible)
        #expect(tracker.frame(forKeyboardTop: 700, isDragging: true, state: current, screenBounds: screen) == nil)
        var unknown = KeyboardState()
        unknown.apply(show(isLocal: nil))
        #expect(
            tracker.frame(forKeyboardTop: 700, isDragging: true, state: unknown, screenBounds: screen)
                == moved(to: 700))
    }

    @Test("A keyboard on another screen is not followed; one whose screen is unknown is (§7)")
    func otherScreen() {
        final class Display {}
        let mine = Display()
        let external = Display()
        var onExternal = show()
        onExternal.screen = ObjectIdentifier(external)
        var tracker = KeyboardDragTracker()
        let current = state(onExternal)
        let frame = tracker.frame(
            forKeyboardTop: 700, isDragging: true, state: current, screenBounds: screen, screen: ObjectIdentifier(mine))
        #expect(frame == nil)
        let same = tracker.frame(
            forKeyboardTop: 700, isDragging: true, state: current, screenBounds: screen,
            screen: ObjectIdentifier(external))
        #expect(same == moved(to: 700))
        var other = KeyboardDragTracker()
        let unnamed = state(show())
        #expect(
            other.frame(
                forKeyboardTop: 700, isDragging: true, state: unnamed, screenBounds: screen,
                screen: ObjectIdentifier(mine)) == moved(to: 700))
    }

    @Test("Sightings and screens that are not finite feed nothing")
    func notFinite() {
        var tracker = KeyboardDragTracker()
        let current = state(show())
        for top in [CGFloat.nan, .infinity, -.infinity] {
            #expect(tracker.frame(forKeyboardTop: top, isDragging: true, state: current, screenBounds: screen) == nil)
        }
        let infinite = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 844)
        #expect(tracker.frame(forKeyboardTop: 700, isDragging: true, state: current, screenBounds: infinite) == nil)
    }

    @Test("A hardware keyboard's strip is dragged along its own travel, down to the screen's bottom (§2)")
    func hardwareStrip() {
        // 55 pt on screen of a 308 pt frame that runs on below the screen.
        let strip = CGRect(x: 0, y: 969, width: 768, height: 308)
        var tracker = KeyboardDragTracker()
        let current = state(show(strip))
        #expect(
            tracker.frame(forKeyboardTop: 1000, isDragging: true, state: current, screenBounds: pad)
                == strip.offsetBy(dx: 0, dy: 31))
        #expect(
            tracker.frame(forKeyboardTop: 2000, isDragging: true, state: current, screenBounds: pad)
                == strip.offsetBy(dx: 0, dy: 55))
    }

    @Test("A guide that jumps below the dragging finger is taken as the finger's: the keyboard follows it (V5.1)")
    func sightingsBelowTheFingerAreTheFingers() {
        var tracker = KeyboardDragTracker()
        let state = state(show())
        _ = tracker.frame(forKeyboardTop: resting.minY, isDragging: false, state: state, screenBounds: screen)
        // The finger at y 640; the guide jumps to the bottom edge, then sits above the finger.
        let jumped = tracker.frame(
            forKeyboardTop: 844, isDragging: true, finger: 640, state: state, screenBounds: screen)
        #expect(jumped == moved(to: 640))
        let above = tracker.frame(
            forKeyboardTop: 600, isDragging: true, finger: 640, state: state, screenBounds: screen)
        #expect(above == moved(to: 600), "a guide above the finger (an accessory bar over it) is taken as it is")
        let notYet = tracker.frame(
            forKeyboardTop: 700, isDragging: true, finger: 500, state: state, screenBounds: screen)
        #expect(notYet == nil, "a finger above the keyboard has not moved it: it rests, as the state says")
        let nonFinite = tracker.frame(
            forKeyboardTop: 700, isDragging: true, finger: .nan, state: state, screenBounds: screen)
        #expect(nonFinite == moved(to: 700), "a finger that is not finite bounds nothing")
    }

    @Test("A top edge sighted above the resting keyboard leaves it where it rests")
    func sightedAboveTheRestingKeyboard() {
        var tracker = KeyboardDragTracker()
        var current = state(show())
        #expect(drag([520, 620, 720], tracker: &tracker, state: &current) == [nil, moved(to: 620), moved(to: 720)])
    }

    @Test("Fed to the monitor, the tracked frames become its state; the hide on release ends the drag")
    @MainActor
    func throughTheMonitor() {
        let center = NotificationCenter()
        let keyboard = KeyboardSimulator(center: center, screenBounds: screen)
        let monitor = KeyboardMonitor.monitor(for: center)
        keyboard.show(frame: resting)
        var tracker = KeyboardDragTracker()
        var fed: [CGRect] = []
        for top in [553, 625.75, 625.75, 698.5, 771.25] as [CGFloat] {
            let frame = tracker.frame(
                forKeyboardTop: top, isDragging: true, state: monitor.state, screenBounds: screen)
            if let frame {
                monitor.trackKeyboardFrame(frame)
                fed.append(frame)
            }
        }
        #expect(fed == [moved(to: 625.75), moved(to: 698.5), moved(to: 771.25)])
        #expect(monitor.state.frame == moved(to: 771.25))
        #expect(monitor.state.lastVisibleEvent?.isInteractive == true)
        keyboard.hide()
        #expect(!monitor.state.isVisible)
        #expect(
            tracker.frame(forKeyboardTop: 800, isDragging: true, state: monitor.state, screenBounds: screen) == nil)
    }
}
