import Foundation
import KeyboardAvoidance
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// libFuzzer target for the kit's userInfo reader: `KeyboardEvent(kind:userInfo:)` and
// `KeyboardEvent(notification:)`, and what the kit does with what it read — `KeyboardState.apply`,
// `KeyboardGeometry.overlap`, `KeyboardTransition` and `KeyboardAnimation.progress`.
//
// The fuzz bytes are decoded by `FuzzDecoder` (UserInfoInput.swift) into up to four
// notifications whose userInfo values take every shape a device, a log or a replay may carry.
// Every documented invariant that fails traps with a message, which libFuzzer reports as a crash.
//
// Set FUZZ_PRINT=1 and pass a file to print the decoded input (to turn a crash into a test).

private let printsInputs = ProcessInfo.processInfo.environment["FUZZ_PRINT"] != nil

/// libFuzzer's entry point: runs one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func userInfoFuzzTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let input = FuzzDecoder.decode(bytes)
    if printsInputs { debugLog("\(input)") }
    UserInfoFuzzCheck(input: input).run()
    return 0
}

/// Writes a line to standard error, unbuffered (standard output is lost when the input crashes).
func debugLog(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// Traps, so that libFuzzer records the input, when an invariant does not hold.
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError("invariant violated: \(message())") }
}

func isFinite(_ rect: CGRect) -> Bool {
    rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite
}

struct UserInfoFuzzCheck {
    let input: FuzzInput
    let screen: CGRect
    let host: CGRect

    init(input: FuzzInput) {
        self.input = input
        screen = input.screen.cgRect
        host = input.host.cgRect
    }

    func run() {
        var state = KeyboardState(ignoresRemoteKeyboards: input.ignoresRemoteKeyboards)
        for fuzzEvent in input.events {
            guard let event = read(fuzzEvent) else { continue }
            checkEvent(event)
            checkApply(event, to: &state)
            checkGeometry(event)
            checkAnimation(event.animation)
        }
    }

    /// Reads the notification; checks what a successful read promises.
    func read(_ fuzzEvent: FuzzEvent) -> KeyboardEvent? {
        let userInfo = fuzzEvent.entries.map(FuzzEntry.dictionary)
        let kinds = KeyboardEvent.Kind.allCases
        let result: Result<KeyboardEvent, KeyboardEventError>
        let expectedKind: KeyboardEvent.Kind?
        switch fuzzEvent.route {
        case .kind(let index):
            expectedKind = kinds[index % kinds.count]
            result = Result { () throws(KeyboardEventError) in
                try KeyboardEvent(kind: kinds[index % kinds.count], userInfo: userInfo)
            }
        case .notification(let index):
            expectedKind = kinds[index % kinds.count]
            let note = Notification(name: kinds[index % kinds.count].notificationName, object: nil, userInfo: userInfo)
            result = Result { () throws(KeyboardEventError) in try KeyboardEvent(notification: note) }
        case .namedNotification(let name):
            let notificationName = Notification.Name(name)
            expectedKind = KeyboardEvent.Kind(notificationName: notificationName)
            let note = Notification(name: notificationName, object: nil, userInfo: userInfo)
            result = Result { () throws(KeyboardEventError) in try KeyboardEvent(notification: note) }
        }
        switch result {
        case .success(let event):
            require(event.kind == expectedKind, "read \(event.kind), expected \(String(describing: expectedKind))")
            // Documented: the kit reads what UIKit posts; text under one of its keys is a wrong type.
            let keys = [
                KeyboardUserInfoKey.frameBegin, KeyboardUserInfoKey.frameEnd, KeyboardUserInfoKey.animationDuration,
                KeyboardUserInfoKey.animationCurve, KeyboardUserInfoKey.isLocal,
            ]
            for key in keys {
                let value = userInfo?[key] ?? userInfo?[NSString(string: key)]
                require(!(value is String), "read text as a value of \(key): \(String(describing: value))")
            }
            return event
        case .failure(let error):
            require(!error.description.isEmpty, "an error without a description")
            if userInfo == nil, let expectedKind {
                require(!expectedKind.isHide, "a hide without userInfo was refused: \(error)")
                require(error == .missingUserInfo(kind: expectedKind), "no userInfo read as \(error)")
            }
            return nil
        }
    }

    func checkEvent(_ event: KeyboardEvent) {
        let begin = event.beginFrame ?? .zero
        require(isFinite(begin), "a read begin frame is not finite: \(begin)")
        require(isFinite(event.endFrame), "a read end frame is not finite: \(event.endFrame)")
        require(
            begin.width >= 0 && begin.height >= 0 && event.endFrame.width >= 0 && event.endFrame.height >= 0,
            "a read frame is not standardized: \(event)")
        require(event.duration.isFinite && event.duration >= 0, "a read duration is not finite and >= 0: \(event)")
        _ = event.curve.description
        require(event.curve.animationOptionsRawValue & ~0xF_0000 == 0, "curve options spill: \(event.curve)")
        // Documented: reading the userInfo the kit writes gives the same event.
        let reread = Result { () throws(KeyboardEventError) in
            try KeyboardEvent(kind: event.kind, userInfo: event.userInfo)
        }
        require((try? reread.get()) == event, "event.userInfo does not read back: \(event) -> \(reread)")
    }

    func checkApply(_ event: KeyboardEvent, to state: inout KeyboardState) {
        let before = state
        let outcome = state.apply(event)
        if outcome == .ignored {
            require(state == before, "an ignored event changed the state")
            require(event.isLocal == false && state.ignoresRemoteKeyboards, "ignored a local event: \(event)")
        } else if event.kind.isHide {
            require(!state.isVisible, "visible after a \(event.kind)")
        }
        if outcome == .duplicate {
            // Dropped: nothing public changes (the private last end frame may, by design).
            require(
                state.isVisible == before.isVisible && state.frame == before.frame
                    && state.lastEvent == before.lastEvent && state.lastVisibleEvent == before.lastVisibleEvent,
                "a duplicate changed the state")
        }
        if state.isVisible {
            require(isFinite(state.frame), "visible with a non-finite frame: \(state.frame)")
            require(
                state.frame.width >= KeyboardGeometry.noiseThreshold
                    && state.frame.height >= KeyboardGeometry.noiseThreshold,
                "visible with a sliver or empty frame: \(state.frame)")
            require(state.lastVisibleEvent != nil, "visible without a last visible event")
        } else {
            require(state.frame == .zero, "hidden with frame \(state.frame)")
        }
        _ = state.attachment(screenBounds: screen)
        if state.isVisible {
            checkOverlap(
                KeyboardGeometry.overlap(keyboardFrame: state.frame, screenBounds: screen, hostFrame: host),
                "state overlap")
        }
    }

    func checkGeometry(_ event: KeyboardEvent) {
        let attachment = KeyboardGeometry.attachment(ofKeyboardFrame: event.endFrame, screenBounds: screen)
        let overlap = KeyboardGeometry.overlap(keyboardFrame: event.endFrame, screenBounds: screen, hostFrame: host)
        checkOverlap(overlap, "overlap(keyboardFrame:)")
        if attachment != .docked { require(overlap == 0, "overlap \(overlap) with a \(attachment) keyboard") }
        let afterEvent = KeyboardTransition(event: event, screenBounds: screen).overlap(withScreenRect: host)
        checkOverlap(afterEvent, "overlap(withScreenRect:)")
        if event.kind.isHide { require(afterEvent == 0, "overlap \(afterEvent) after a \(event.kind)") }
        let safe = KeyboardGeometry.overlap(overlap, beyondBottomInset: input.bottomInset)
        checkOverlap(safe, "overlap(_:beyondBottomInset:)")
        let layout = KeyboardTransition(
            event: event, screenBounds: screen, ignoresRemoteKeyboards: input.ignoresRemoteKeyboards)
        _ = layout.attachment
        checkOverlap(layout.overlap(withScreenRect: host), "layout overlap")
        let clearance = layout.clearance(forScreenRect: host)
        require(!clearance.isNaN && clearance >= 0, "clearance \(clearance)")
        _ = layout.dockedKeyboardTop
    }

    func checkOverlap(_ overlap: CGFloat, _ what: String) {
        require(
            overlap.isFinite && overlap >= 0,
            "\(what) = \(overlap) for screen \(screen), host \(host), inset \(input.bottomInset)")
    }

    func checkAnimation(_ animation: KeyboardAnimation) {
        let total = animation.totalDuration
        require(total.isFinite && total >= 0, "totalDuration \(total) of \(animation)")
        let times = [input.time, input.time.nextUp, 0, total / 2, total, -1, .infinity, -.infinity]
            .filter { !$0.isNaN }.sorted()
        var previous = 0.0
        for time in times {
            let progress = animation.progress(at: time)
            require((0...1).contains(progress), "progress(at: \(time)) = \(progress) for \(animation)")
            // Monotonic, to rounding.
            require(progress >= previous - 1e-12, "progress decreases at \(time) for \(animation)")
            previous = progress
        }
        let atNaN = animation.progress(at: .nan)
        require((0...1).contains(atNaN), "progress(at: nan) = \(atNaN) for \(animation)")
        require(animation.progress(at: total) == 1, "progress(at: totalDuration) != 1 for \(animation)")
        require(animation.progress(at: 0) == 0 || total == 0, "progress(at: 0) != 0 for \(animation)")
    }
}
