import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import Testing
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// Tests for State/KeyboardState.swift. Facts are cited by the section numbers of the KeyboardFacts article.

// MARK: - Fixtures

private let screen667 = CGRect(x: 0, y: 0, width: 375, height: 667)
private let below = CGRect(x: 0, y: 667, width: 375, height: 216)
/// §6 375×667: 216 pt without the predictive bar, 258 pt with it.
private let frame216 = CGRect(x: 0, y: 451, width: 375, height: 216)
private let frame258 = CGRect(x: 0, y: 409, width: 375, height: 258)
private let ipad = CGRect(x: 0, y: 0, width: 768, height: 1024)
private let floating = CGRect(x: 0, y: -264, width: 768, height: 304)

private func event(
    _ kind: KeyboardEvent.Kind, _ end: CGRect, begin: CGRect = below, duration: TimeInterval = 0.25,
    curve: KeyboardAnimationCurve = .keyboard, isLocal: Bool? = true
) -> KeyboardEvent {
    KeyboardEvent(kind: kind, beginFrame: begin, endFrame: end, duration: duration, curve: curve, isLocal: isLocal)
}

/// Applies `events` to a fresh state and returns the outcomes.
private func outcomes(_ events: [KeyboardEvent], state: inout KeyboardState) -> [KeyboardState.Outcome] {
    events.map { state.apply($0) }
}

// MARK: - Tests

@Suite("KeyboardState")
private struct KeyboardStateTests {
    @Test("A new state is hidden, empty and ignores remote keyboards")
    func initial() {
        let state = KeyboardState()
        #expect(!state.isVisible)
        #expect(state.frame == .zero)
        #expect(state.lastEvent == nil)
        #expect(state.lastVisibleEvent == nil)
        #expect(state.ignoresRemoteKeyboards)
        #expect(state.attachment(screenBounds: screen667) == .hidden)
    }

    @Test("The full show sequence: change, repeats, then duplicates (§3)")
    func showSequence() {
        var state = KeyboardState()
        let results = outcomes(
            [
                event(.willChangeFrame, frame258), event(.willShow, frame258),
                event(.didChangeFrame, frame258), event(.didShow, frame258),
            ], state: &state)
        #expect(results == [.changed, .repeated, .repeated, .repeated])
        #expect(state.isVisible)
        #expect(state.frame == frame258)
        #expect(state.lastEvent?.kind == .didShow)
    }

    @Test("willChangeFrame then willShow with the same frame: .changed then .repeated (§3)")
    func changeThenShow() {
        var state = KeyboardState()
        #expect(state.apply(event(.willChangeFrame, frame216)) == .changed)
        #expect(state.apply(event(.willShow, frame216)) == .repeated)
        #expect(state.apply(event(.willShow, frame216)) == .duplicate)
        #expect(state.apply(event(.willChangeFrame, frame216)) == .duplicate)
    }

    @Test("Identical frames are deduplicated, whatever their duration and curve (§3 iOS 8 log)")
    func duplicates() {
        var state = KeyboardState()
        #expect(state.apply(event(.willChangeFrame, frame216, duration: 0, curve: .easeInOut)) == .changed)
        let afterFirst = state
        #expect(state.apply(event(.willChangeFrame, frame216, duration: 0.25, curve: .keyboard)) == .duplicate)
        #expect(state == afterFirst, "a duplicate leaves the state untouched")
        #expect(state.lastEvent?.duration == 0)
    }

    @Test("The same frame on another screen is a change, not a duplicate (§7)")
    @MainActor
    func anotherScreenIsAChange() {
        var state = KeyboardState()
        let external = HeadlessScreen(bounds: screen667)
        let device = HeadlessScreen(bounds: screen667)
        var onExternal = event(.willShow, frame216)
        onExternal.screen = ObjectIdentifier(external)
        var onDevice = event(.willShow, frame216)
        onDevice.screen = ObjectIdentifier(device)
        #expect(outcomes([onExternal, onExternal, onDevice], state: &state) == [.changed, .duplicate, .changed])
        #expect(state.screen == ObjectIdentifier(device))
    }

    @Test("An event naming no screen is on the screen named last, and a screen named first is no change (§7)")
    @MainActor
    func aMissingScreenIsTheLastOne() {
        var state = KeyboardState()
        let device = HeadlessScreen(bounds: screen667)
        var show = event(.willShow, frame216)
        show.screen = ObjectIdentifier(device)
        var didShow = event(.didShow, frame216)
        didShow.screen = ObjectIdentifier(device)
        // Before iOS 26 the change-frame pair may name no screen while the show pair names one.
        let sequence = [event(.willChangeFrame, frame216), show, event(.didChangeFrame, frame216), didShow]
        #expect(outcomes(sequence, state: &state) == [.changed, .repeated, .repeated, .repeated])
        #expect(state.screen == ObjectIdentifier(device))
        #expect(state.lastEvent?.screen == ObjectIdentifier(device), "the event is kept with its screen")
        #expect(outcomes(sequence, state: &state) == [.duplicate, .duplicate, .duplicate, .duplicate])
    }

    @Test("Changes of every kind and repeats of will-notifications only are delivered")
    func deliveryRule() {
        for kind in KeyboardEvent.Kind.allCases {
            #expect(KeyboardState.Outcome.changed.isDelivered(for: kind), "\(kind)")
            #expect(KeyboardState.Outcome.repeated.isDelivered(for: kind) == kind.isWill, "\(kind)")
            #expect(!KeyboardState.Outcome.duplicate.isDelivered(for: kind), "\(kind)")
            #expect(!KeyboardState.Outcome.ignored.isDelivered(for: kind), "\(kind)")
        }
    }

    @Test("A repeated willShow with another height is a change (§3 216 → 258)")
    func repeatedShowNewHeight() {
        var state = KeyboardState()
        #expect(state.apply(event(.willShow, frame216)) == .changed)
        #expect(state.apply(event(.willShow, frame258, begin: frame216)) == .changed)
        #expect(state.frame == frame258)
        #expect(state.apply(event(.willShow, frame258, begin: frame216)) == .duplicate)
        // Custom keyboards: 0 → 216 → 256 pt willShows (§3).
        let frame256 = CGRect(x: 0, y: 411, width: 375, height: 256)
        #expect(state.apply(event(.willShow, frame256, begin: frame258)) == .changed)
        #expect(state.frame == frame256)
    }

    @Test("willChangeFrame alone shows, moves and hides the keyboard (§3 missing willShow)")
    func changeFrameAlone() {
        var state = KeyboardState()
        #expect(state.apply(event(.willChangeFrame, frame216)) == .changed)
        #expect(state.isVisible)
        #expect(state.frame == frame216)
        #expect(state.attachment(screenBounds: screen667) == .docked)

        // Focus moves to a field with the predictive bar, without willShow.
        #expect(state.apply(event(.willChangeFrame, frame258, begin: frame216)) == .changed)
        #expect(state.isVisible)
        #expect(state.frame == frame258)

        // A zero-size change frame means no keyboard (§2).
        let zero = CGRect(x: 0, y: 667, width: 375, height: 0)
        #expect(state.apply(event(.willChangeFrame, zero, begin: frame258)) == .changed)
        #expect(!state.isVisible)
        #expect(state.frame == .zero)
        #expect(state.attachment(screenBounds: screen667) == .hidden)
        #expect(state.lastVisibleEvent == nil)
    }

    @Test("A change frame parked below the screen classifies as hidden")
    func changeFrameBelowScreen() {
        var state = KeyboardState()
        state.apply(event(.willShow, frame258))
        #expect(state.apply(event(.willChangeFrame, below, begin: frame258)) == .changed)
        #expect(state.frame == below)
        #expect(state.attachment(screenBounds: screen667) == .hidden)
    }

    @Test(
        "Zero-size and non-finite change frames are not visible (§2)",
        arguments: [
            CGRect.zero, CGRect(x: 0, y: 736, width: 414, height: 0), CGRect(x: 0, y: 409, width: 0, height: 258),
            CGRect(x: 0, y: 409, width: 375, height: 0.5),
            CGRect(x: CGFloat.infinity, y: .infinity, width: 0, height: 0),
            CGRect(x: 0, y: CGFloat.nan, width: 375, height: 258),
        ])
    func zeroSizeChangeFrame(frame: CGRect) {
        var state = KeyboardState()
        state.apply(event(.willChangeFrame, frame258))
        #expect(state.apply(event(.didChangeFrame, frame)) == .changed)
        #expect(!state.isVisible)
        #expect(state.frame == .zero)
        #expect(state.lastVisibleEvent == nil)
        // From the hidden start, the same frame changes nothing.
        var fresh = KeyboardState()
        #expect(fresh.apply(event(.willChangeFrame, frame)) == .repeated)
        #expect(!fresh.isVisible)
    }

    @Test(
        "Hide kinds hide, whatever the end frame (§2 hide frames)",
        arguments: [KeyboardEvent.Kind.willHide, .didHide],
        [
            CGRect(x: 0, y: 800, width: 390, height: 44),  // iOS 26's 44 pt end height
            CGRect(x: 0, y: 596, width: 375, height: 71),  // Reduce Motion
            frame258,  // a fully docked frame
            below,  // parked below the screen
            CGRect.zero,
        ])
    func hideKinds(kind: KeyboardEvent.Kind, end: CGRect) {
        var state = KeyboardState()
        #expect(state.apply(event(.willShow, frame258)) == .changed)
        #expect(state.apply(event(kind, end, begin: frame258)) == .changed)
        #expect(!state.isVisible)
        #expect(state.frame == .zero)
        #expect(state.lastVisibleEvent == nil)
        #expect(state.lastEvent?.kind == kind)
        #expect(state.attachment(screenBounds: screen667) == .hidden)
    }

    @Test("The hide sequence: change, will-hide, did-change, did-hide end hidden (§1)")
    func hideSequence() {
        var state = KeyboardState()
        state.apply(event(.willShow, frame258))
        let results = outcomes(
            [
                event(.willChangeFrame, below, begin: frame258), event(.willHide, below, begin: frame258),
                event(.didChangeFrame, below, begin: frame258), event(.didHide, below, begin: frame258),
            ], state: &state)
        #expect(results == [.changed, .changed, .repeated, .repeated])
        #expect(!state.isVisible)
        #expect(state.frame == .zero)
        #expect(state.attachment(screenBounds: screen667) == .hidden)
        #expect(state.apply(event(.didHide, below)) == .duplicate)
        #expect(state.apply(event(.willHide, below)) == .duplicate)
    }

    @Test(
        "The change frame that completes a hide does not show the keyboard again (§2 after a will-hide, 0)",
        arguments: [
            below,  // parked below the screen
            CGRect(x: 0, y: 800, width: 390, height: 44),  // iOS 26's 44 pt end height
            CGRect(x: 0, y: 596, width: 375, height: 71),  // Reduce Motion's 71 pt frame
        ])
    func hideTail(hideFrame: CGRect) {
        var state = KeyboardState()
        state.apply(event(.willShow, frame258))
        // iOS posts willChangeFrame, willHide, didChangeFrame, didHide, all with the same end frame (§1).
        #expect(state.apply(event(.willChangeFrame, hideFrame, begin: frame258)) == .changed)
        #expect(state.apply(event(.willHide, hideFrame, begin: frame258)) == .changed)
        #expect(state.apply(event(.didChangeFrame, hideFrame, begin: frame258)) == .repeated)
        #expect(!state.isVisible)
        #expect(state.frame == .zero)
        #expect(state.lastVisibleEvent == nil)
        #expect(state.apply(event(.didHide, hideFrame, begin: frame258)) == .repeated)
        #expect(!state.isVisible)
        // The next show, even with that very frame from a show kind, is a change.
        #expect(state.apply(event(.willShow, frame258, begin: hideFrame)) == .changed)
        #expect(state.isVisible)
    }

    @Test("After a hide, a change frame elsewhere still shows the keyboard (§3 floating after undock)")
    func changeAfterHide() {
        var state = KeyboardState()
        let dockedIPad = CGRect(x: 0, y: 760, width: 768, height: 264)
        state.apply(event(.willShow, dockedIPad))
        state.apply(event(.willHide, CGRect(x: 0, y: 1024, width: 768, height: 264), begin: dockedIPad))
        #expect(!state.isVisible)
        // Moving the floating keyboard posts only didChangeFrame (§3).
        #expect(state.apply(event(.didChangeFrame, floating)) == .changed)
        #expect(state.isVisible)
        #expect(state.attachment(screenBounds: ipad) == .detached)
    }

    @Test("lastVisibleEvent is kept while visible and cleared on hide (§3 pushed screen)")
    func lastVisibleEvent() {
        var state = KeyboardState()
        let change = event(.willChangeFrame, frame258)
        let show = event(.willShow, frame258)
        state.apply(change)
        #expect(state.lastVisibleEvent == change)
        state.apply(show)
        #expect(state.lastVisibleEvent == show)
        state.apply(show)  // duplicate
        #expect(state.lastVisibleEvent == show)
        let remote = event(.willChangeFrame, frame216, isLocal: false)
        #expect(state.apply(remote) == .ignored)
        #expect(state.lastVisibleEvent == show)
        let hide = event(.willHide, below, begin: frame258)
        state.apply(hide)
        #expect(state.lastVisibleEvent == nil)
        #expect(state.lastEvent == hide)
        let showAgain = event(.willShow, frame216)
        state.apply(showAgain)
        #expect(state.lastVisibleEvent == showAgain)
    }

    @Test("Remote shows and frame changes are ignored by default (§2 isLocal == false)")
    func remoteIgnored() {
        var state = KeyboardState()
        let before = state
        #expect(state.apply(event(.willShow, frame258, isLocal: false)) == .ignored)
        #expect(state == before)
        #expect(!state.isVisible)
        // A local keyboard is then shown, and a remote frame change does not move it.
        #expect(state.apply(event(.willShow, frame258)) == .changed)
        #expect(state.apply(event(.willChangeFrame, frame216, isLocal: false)) == .ignored)
        #expect(state.frame == frame258)
        // isLocal == nil (before iOS 9) counts as local.
        #expect(state.apply(event(.willShow, frame216, isLocal: nil)) == .changed)
    }

    @Test("A remote hide is a hide: the keyboard was passed to another app, which dismissed it (§2)")
    func remoteHideHides() {
        for kind in [KeyboardEvent.Kind.willHide, .didHide] {
            var state = KeyboardState()
            state.apply(event(.willShow, frame258))
            #expect(state.apply(event(kind, below, isLocal: false)) == .changed, "\(kind)")
            #expect(!state.isVisible, "\(kind)")
            #expect(state.lastVisibleEvent == nil, "\(kind)")
        }
    }

    @Test("Remote keyboards are applied when ignoresRemoteKeyboards is false")
    func remoteApplied() {
        var state = KeyboardState(ignoresRemoteKeyboards: false)
        #expect(!state.ignoresRemoteKeyboards)
        #expect(state.apply(event(.willShow, frame258, isLocal: false)) == .changed)
        #expect(state.isVisible)
        #expect(state.frame == frame258)
        #expect(state.apply(event(.willHide, below, isLocal: false)) == .changed)
        #expect(!state.isVisible)

        var toggled = KeyboardState()
        toggled.ignoresRemoteKeyboards = false
        #expect(toggled.apply(event(.willChangeFrame, frame216, isLocal: false)) == .changed)
    }

    @Test("attachment(screenBounds:) follows the frame while visible")
    func attachment() {
        var state = KeyboardState()
        state.apply(event(.willShow, CGRect(x: 0, y: 760, width: 768, height: 264)))
        #expect(state.attachment(screenBounds: ipad) == .docked)
        // Floating iPad keyboard (§2): detached.
        state.apply(event(.didChangeFrame, floating))
        #expect(state.isVisible)
        #expect(state.attachment(screenBounds: ipad) == .detached)
        // Hardware keyboard strip (§2): docked.
        state.apply(event(.willChangeFrame, CGRect(x: 0, y: 969, width: 768, height: 308)))
        #expect(state.attachment(screenBounds: ipad) == .docked)
        // The same docked frame on another screen is judged against that screen.
        state.apply(event(.willShow, frame258))
        #expect(state.attachment(screenBounds: screen667) == .docked)
        #expect(state.attachment(screenBounds: CGRect(x: 0, y: 0, width: 375, height: 812)) == .detached)
        // Hidden after a hide, even though the hide frame was a docked one (§2).
        state.apply(event(.willHide, frame258))
        #expect(state.attachment(screenBounds: screen667) == .hidden)
    }

    @Test("A rotation storm ends in the last reported state (§3)")
    func rotationStorm() {
        var state = KeyboardState()
        let portrait = CGRect(x: 0, y: 760, width: 768, height: 264)
        let landscape = CGRect(x: 0, y: 416, width: 1024, height: 352)
        let storm: [KeyboardEvent] = [
            event(.willShow, portrait), event(.didShow, portrait, duration: 0),
            event(.willHide, below), event(.didHide, below),
            event(.willShow, landscape), event(.willChangeFrame, landscape), event(.didShow, landscape),
            event(.didShow, landscape),
        ]
        let results = outcomes(storm, state: &state)
        #expect(results == [.changed, .repeated, .changed, .repeated, .changed, .repeated, .repeated, .duplicate])
        #expect(state.isVisible)
        #expect(state.frame == landscape)
        #expect(state.lastVisibleEvent?.kind == .didShow)
    }
}
