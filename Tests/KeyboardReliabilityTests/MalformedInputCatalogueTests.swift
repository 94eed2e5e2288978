import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import KeyboardSamples
import KeyboardTestSupport
import Testing
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The catalogue of bad keyboard notifications and what the kit does with each: a typed
/// ``KeyboardEventError``, or a documented normalisation.
///
/// Every case is posted through a real `NotificationCenter` to each of the six samples,
/// registered on the notched phone (390×844, keyboard 336 pt), with a recording host beside it.
/// After each post the monitor's `lastError` / `lastOutcome`, the recording host's hooks, the
/// kit's state and the sample's layout are checked; after the case, a valid show must lay the
/// sample out exactly as on a clean run, and a hide must restore its original layout exactly.
@MainActor
@Suite("Malformed-input catalogue")
struct MalformedInputCatalogueTests {
    @Test("The catalogue has at least 40 named kinds of bad notification")
    func catalogueSize() {
        let cases = MalformedCase.all
        print(
            "malformed-input catalogue: \(cases.count) cases, \(cases.map(\.posts.count).reduce(0, +)) notifications, "
                + "each posted to \(ModelSample.allCases.count) samples")
        #expect(cases.count >= 40)
        #expect(Set(cases.map(\.name)).count == cases.count, "case names are unique")
    }

    @Test(
        "Each bad notification has its documented outcome, and the next valid one works", arguments: MalformedCase.names
    )
    func outcome(of name: String) throws {
        let catalogueCase = try #require(MalformedCase.all.first { $0.name == name })
        for sample in ModelSample.allCases { CatalogueRun(sample: sample).run(catalogueCase) }
    }
}

// MARK: - The catalogue

/// What the kit must do with one posted notification.
enum MalformedOutcome {
    /// Not read: exactly this error in `KeyboardMonitor.lastError` and the hosts'
    /// `keyboardReadFailed(_:)`; the state and every layout unchanged.
    case rejected(KeyboardEventError)
    /// Read, normalised, into exactly this event, with this outcome for the state (hooks hear it
    /// when `changed`, or `repeated` for a will-notification).
    case read(KeyboardEvent, KeyboardState.Outcome)
    /// Not one of the six keyboard notifications: the monitor does not observe it at all (reading
    /// it directly throws this error).
    case unobserved(KeyboardEventError)
}

/// One notification of a case and its outcome.
struct MalformedPost {
    let notification: Notification
    let outcome: MalformedOutcome
    /// For read events: the `UIView.AnimationOptions` raw value the curve converts to.
    var options: UInt?
}

/// One named kind of bad input: one notification, or an out-of-order sequence.
struct MalformedCase {
    let name: String
    let posts: [MalformedPost]

    init(_ name: String, _ posts: [MalformedPost]) {
        self.name = name
        self.posts = posts
    }

    init(_ name: String, _ notification: Notification, _ outcome: MalformedOutcome, options: UInt? = nil) {
        self.init(name, [MalformedPost(notification: notification, outcome: outcome, options: options)])
    }

    static var names: [String] { all.map(\.name) }

    static let hugeFrame = "willShow with a huge frame covering everything is kept"

    typealias Kind = KeyboardEvent.Kind
    typealias Key = KeyboardUserInfoKey

    /// The notched phone's docked keyboard and the same keyboard parked below the screen.
    static let docked = CGRect(x: 0, y: 508, width: 390, height: 336)
    static let parked = CGRect(x: 0, y: 844, width: 390, height: 336)

    /// The userInfo UIKit posts for a show of the docked keyboard (boxed rects, NSNumbers).
    static func valid(_ kind: Kind, begin: CGRect = parked, end: CGRect = docked) -> [AnyHashable: Any] {
        KeyboardEvent(kind: kind, beginFrame: begin, endFrame: end).userInfo
    }

    /// A valid userInfo with `key` set to `value`, or removed when `value` is nil.
    static func info(_ kind: Kind, _ key: String, _ value: Any?, end: CGRect = docked) -> [AnyHashable: Any] {
        var info = valid(kind, end: end)
        if let value { info[key] = value } else { info.removeValue(forKey: key) }
        return info
    }

    static func note(_ kind: Kind, _ info: [AnyHashable: Any]?) -> Notification {
        Notification(name: kind.notificationName, object: nil, userInfo: info)
    }

    static func note(_ name: String, _ info: [AnyHashable: Any]?) -> Notification {
        Notification(name: Notification.Name(name), object: nil, userInfo: info)
    }

    static func event(
        _ kind: Kind, begin: CGRect? = parked, end: CGRect = docked, duration: TimeInterval = 0.25,
        curve: KeyboardAnimationCurve = .keyboard, isLocal: Bool? = true
    ) -> KeyboardEvent {
        KeyboardEvent(kind: kind, beginFrame: begin, endFrame: end, duration: duration, curve: curve, isLocal: isLocal)
    }

    static func boxed(_ rect: CGRect) -> Any {
        KeyboardEvent(kind: .willShow, beginFrame: rect, endFrame: rect).userInfo[Key.frameEnd] as Any
    }

    /// How a `KeyboardEventError` renders the value it found: its type and a short rendering
    /// (the kit's documented "what was found there", at most 60 characters).
    static func found(_ raw: Any) -> String {
        let text = String(describing: raw)
        let short = text.count > 60 ? String(text.prefix(57)) + "..." : text
        return "\(type(of: raw)) \(short)"
    }

    static func missing(_ key: String, _ kind: Kind) -> MalformedOutcome {
        .rejected(.missingValue(key: key, kind: kind))
    }

    static func wrong(_ key: String, _ expected: String, _ raw: Any) -> MalformedOutcome {
        .rejected(.wrongType(key: key, expected: expected, found: found(raw)))
    }

    static func invalid(_ key: String, _ reason: String, _ raw: Any) -> MalformedOutcome {
        .rejected(.invalidValue(key: key, reason: reason, found: found(raw)))
    }

    static let notFinite = "is not a finite frame"
    static let badDuration = "is not a finite, non-negative duration"
    static let badCurve = "is not an integer curve value"
    static let rect = "a CGRect"
    static let seconds = "a number of seconds"
    static let integerCurve = "an integer curve"

    /// A case whose one notification is `kind` with `key` set to `value` (removed when nil).
    static func with(
        _ name: String, _ kind: Kind, _ key: String, _ value: Any?, _ outcome: MalformedOutcome, options: UInt? = nil
    ) -> MalformedCase {
        MalformedCase(name, note(kind, info(kind, key, value)), outcome, options: options)
    }

    static var all: [MalformedCase] {
        let nanFrame = boxed(CGRect(x: CGFloat.nan, y: 508, width: 390, height: 336))
        let infHeight = boxed(CGRect(x: 0, y: 508, width: 390, height: CGFloat.infinity))
        let minusInfX = boxed(CGRect(x: -CGFloat.infinity, y: 508, width: 390, height: 336))
        let iOS7Hide = boxed(CGRect(x: CGFloat.infinity, y: .infinity, width: 0, height: 0))
        let pointValue = GeometryBox.point(CGPoint(x: 0, y: 508))
        let fiveNumbers = "NSRect: {{0, 508}, {390, 336, 1}}"
        let nanText = "NSRect: {{nan, 508}, {390, 336}}"
        let huge = CGRect(x: -1e12, y: -1e12, width: 4e12, height: 4e12)
        let tallest = CGRect(x: 0, y: 508, width: 390, height: CGFloat.greatestFiniteMagnitude)
        let date = Date(timeIntervalSince1970: 0)
        let size = CGSize(width: 390, height: 336)
        let hideEnd = parked
        return [
            // The one key the kit needs missing, and no userInfo at all on a show or change.
            with("willShow without its end frame", .willShow, Key.frameEnd, nil, missing(Key.frameEnd, .willShow)),
            with("didShow without its end frame", .didShow, Key.frameEnd, nil, missing(Key.frameEnd, .didShow)),
            with(
                "didChangeFrame without its end frame", .didChangeFrame, Key.frameEnd, nil,
                missing(Key.frameEnd, .didChangeFrame)),
            MalformedCase(
                "willShow with nil userInfo", note(.willShow, nil), .rejected(.missingUserInfo(kind: .willShow))),
            MalformedCase(
                "didChangeFrame with nil userInfo", note(.didChangeFrame, nil),
                .rejected(.missingUserInfo(kind: .didChangeFrame))
            ),
            MalformedCase(
                "willChangeFrame with an empty userInfo", note(.willChangeFrame, [:]),
                missing(Key.frameEnd, .willChangeFrame)),

            // Every other key absent: forgiven, with its documented default.
            with(
                "willShow without its begin frame reads begin nil", .willShow, Key.frameBegin, nil,
                .read(event(.willShow, begin: nil), .changed)),
            with(
                "willShow without its duration reads 0.25 s", .willShow, Key.animationDuration, nil,
                .read(event(.willShow), .changed)),
            with(
                "willShow without its curve reads curve 7", .willShow, Key.animationCurve, nil,
                .read(event(.willShow), .changed), options: 0x70000),
            with(
                "willChangeFrame without its begin frame reads begin nil", .willChangeFrame, Key.frameBegin, nil,
                .read(event(.willChangeFrame, begin: nil), .changed)),
            with(
                "willChangeFrame without its curve reads curve 7", .willChangeFrame, Key.animationCurve, nil,
                .read(event(.willChangeFrame), .changed)),
            MalformedCase(
                "willChangeFrame with only an end frame lifts like a complete one",
                note(.willChangeFrame, [Key.frameEnd: boxed(docked)]),
                .read(event(.willChangeFrame, begin: nil, isLocal: nil), .changed), options: 0x70000),
            MalformedCase(
                "willChangeFrame with an end frame and a duration (synthetic posts)",
                note(.willChangeFrame, [Key.frameEnd: boxed(docked), Key.animationDuration: NSNumber(value: 0.3)]),
                .read(event(.willChangeFrame, begin: nil, duration: 0.3, isLocal: nil), .changed)),
            with(
                "willHide without its end frame reads .zero", .willHide, Key.frameEnd, nil,
                .read(event(.willHide, end: .zero), .repeated)),
            with(
                "willHide without its duration reads 0.25 s", .willHide, Key.animationDuration, nil,
                .read(event(.willHide), .repeated)),
            with(
                "didHide without its begin frame reads begin nil", .didHide, Key.frameBegin, nil,
                .read(event(.didHide, begin: nil), .repeated)),
            MalformedCase(
                "willHide with nil userInfo hides",
                [
                    MalformedPost(
                        notification: note(.willShow, valid(.willShow)), outcome: .read(event(.willShow), .changed)),
                    MalformedPost(
                        notification: note(.willHide, nil),
                        outcome: .read(event(.willHide, begin: nil, end: .zero, isLocal: nil), .changed)),
                ]),
            MalformedCase(
                "willHide with only an end frame hides",
                [
                    MalformedPost(
                        notification: note(.willShow, valid(.willShow)), outcome: .read(event(.willShow), .changed)),
                    MalformedPost(
                        notification: note(.willHide, [Key.frameEnd: boxed(parked)]),
                        outcome: .read(event(.willHide, begin: nil, end: parked, isLocal: nil), .changed)),
                ]),
            MalformedCase(
                "didHide with nil userInfo reads 0 s, easeInOut", note(.didHide, nil),
                .read(
                    event(.didHide, begin: nil, end: .zero, duration: 0, curve: .easeInOut, isLocal: nil), .repeated)),
            MalformedCase(
                "didShow without duration and curve reads as 0 s, easeInOut",
                note(
                    .didShow,
                    info(.didShow, Key.animationDuration, nil).filter { $0.key != AnyHashable(Key.animationCurve) }),
                .read(event(.didShow, duration: 0, curve: .easeInOut), .changed), options: 0),
            with(
                "didChangeFrame without its curve keeps its duration, easeInOut", .didChangeFrame, Key.animationCurve,
                nil,
                .read(event(.didChangeFrame, curve: .easeInOut), .changed)),
            with(
                "willShow without isLocal reads isLocal nil (iOS 8)", .willShow, Key.isLocal, nil,
                .read(event(.willShow, isLocal: nil), .changed)),

            // Every wrong type.
            with("end frame as an Int", .willShow, Key.frameEnd, 42, wrong(Key.frameEnd, rect, 42)),
            with(
                "end frame as an NSNumber", .willShow, Key.frameEnd, NSNumber(value: 42),
                wrong(Key.frameEnd, rect, NSNumber(value: 42))),
            with(
                "end frame as an NSValue holding a point", .willShow, Key.frameEnd, pointValue,
                wrong(Key.frameEnd, rect, pointValue)),
            with(
                "end frame as text that is no rect", .willShow, Key.frameEnd, "not a rect",
                wrong(Key.frameEnd, rect, "not a rect")),
            with(
                "end frame as text with five numbers", .willShow, Key.frameEnd, fiveNumbers,
                wrong(Key.frameEnd, rect, fiveNumbers)),
            with(
                "end frame as an array of numbers", .willShow, Key.frameEnd, [0, 508, 390, 336],
                wrong(Key.frameEnd, rect, [0, 508, 390, 336])),
            with("begin frame as a CGSize", .willShow, Key.frameBegin, size, wrong(Key.frameBegin, rect, size)),
            with("begin frame as a Date", .willChangeFrame, Key.frameBegin, date, wrong(Key.frameBegin, rect, date)),
            with(
                "duration as a word", .willShow, Key.animationDuration, "fast",
                wrong(Key.animationDuration, seconds, "fast")),
            with(
                "duration as a boxed rect", .willShow, Key.animationDuration, boxed(docked),
                wrong(Key.animationDuration, seconds, boxed(docked))),
            with(
                "curve as a word", .willShow, Key.animationCurve, "spring",
                wrong(Key.animationCurve, integerCurve, "spring")),
            with("curve as an array", .willShow, Key.animationCurve, [7], wrong(Key.animationCurve, integerCurve, [7])),
            with("isLocal as a word", .willShow, Key.isLocal, "maybe", wrong(Key.isLocal, "a Bool", "maybe")),
            with(
                "isLocal as the number 2", .willShow, Key.isLocal, NSNumber(value: 2),
                wrong(Key.isLocal, "a Bool", NSNumber(value: 2))),

            // NaN, ±inf, negative-size and huge frames.
            with(
                "willShow ending at a NaN frame", .willShow, Key.frameEnd, nanFrame,
                invalid(Key.frameEnd, notFinite, nanFrame)),
            with(
                "willShow ending at an infinitely tall frame", .willShow, Key.frameEnd, infHeight,
                invalid(Key.frameEnd, notFinite, infHeight)),
            with(
                "willChangeFrame ending at x = −inf", .willChangeFrame, Key.frameEnd, minusInfX,
                invalid(Key.frameEnd, notFinite, minusInfX)),
            with(
                "willShow beginning at a NaN frame", .willShow, Key.frameBegin, nanFrame,
                invalid(Key.frameBegin, notFinite, nanFrame)),
            with(
                "willShow ending at the text {{nan, 508}, {390, 336}}, a wrong type", .willShow, Key.frameEnd, nanText,
                wrong(Key.frameEnd, rect, nanText)),
            MalformedCase(
                "willHide ending at {{inf, inf}, {0, 0}} (iOS 7) reads as .zero and hides",
                [
                    MalformedPost(
                        notification: note(.willShow, valid(.willShow)), outcome: .read(event(.willShow), .changed)),
                    MalformedPost(
                        notification: note(.willHide, info(.willHide, Key.frameEnd, iOS7Hide)),
                        outcome: .read(event(.willHide, end: .zero), .changed)),
                ]),
            with(
                "didHide ending at a NaN frame reads as .zero", .didHide, Key.frameEnd, nanFrame,
                .read(event(.didHide, end: .zero), .repeated)),
            with(
                "willHide beginning at x = −inf reads begin as .zero", .willHide, Key.frameBegin, minusInfX,
                .read(event(.willHide, begin: .zero, end: docked), .repeated)),
            with(
                "willShow with a negative height is standardized", .willShow, Key.frameEnd,
                boxed(CGRect(x: 0, y: 844, width: 390, height: -336)), .read(event(.willShow), .changed)),
            with(
                "willShow with a negative width is standardized", .willShow, Key.frameEnd,
                boxed(CGRect(x: 390, y: 508, width: -390, height: 336)), .read(event(.willShow), .changed)),
            with(
                hugeFrame, .willShow, Key.frameEnd, boxed(huge),
                .read(event(.willShow, end: huge), .changed)),
            with(
                "willShow with the largest finite height is kept", .willShow, Key.frameEnd, boxed(tallest),
                .read(event(.willShow, end: tallest), .changed)),
            with(
                "willChangeFrame to {{0, 0}, {0, 0}} is no keyboard", .willChangeFrame, Key.frameEnd, boxed(.zero),
                .read(event(.willChangeFrame, end: .zero), .repeated)),
            with(
                "willChangeFrame to a zero-height frame on the bottom edge is no keyboard", .willChangeFrame,
                Key.frameEnd,
                boxed(CGRect(x: 0, y: 844, width: 390, height: 0)),
                .read(event(.willChangeFrame, end: CGRect(x: 0, y: 844, width: 390, height: 0)), .repeated)),

            // Durations: negative, NaN, infinite, huge.
            with(
                "negative duration", .willShow, Key.animationDuration, NSNumber(value: -0.25),
                invalid(Key.animationDuration, badDuration, NSNumber(value: -0.25))),
            with(
                "NaN duration", .willShow, Key.animationDuration, NSNumber(value: Double.nan),
                invalid(Key.animationDuration, badDuration, NSNumber(value: Double.nan))),
            with(
                "infinite duration", .willShow, Key.animationDuration, NSNumber(value: Double.infinity),
                invalid(Key.animationDuration, badDuration, NSNumber(value: Double.infinity))),
            with(
                "duration as the text -inf, a wrong type", .willHide, Key.animationDuration, "-inf",
                wrong(Key.animationDuration, seconds, "-inf")),
            with(
                "huge duration 1e9 s is accepted as it is", .willShow, Key.animationDuration, NSNumber(value: 1e9),
                .read(event(.willShow, duration: 1e9), .changed)),
            with(
                "duration as the text 0.25 (logs), a wrong type", .willShow, Key.animationDuration, "0.25",
                wrong(Key.animationDuration, seconds, "0.25")),
            with(
                "duration −0 reads as 0", .willShow, Key.animationDuration, NSNumber(value: -0.0),
                .read(event(.willShow, duration: 0), .changed)),

            // Curves: unknown values kept losslessly, options fall back to 7 << 16 when they would spill.
            with(
                "curve 7 (the keyboard's)", .willShow, Key.animationCurve, NSNumber(value: 7),
                .read(event(.willShow), .changed),
                options: 0x70000),
            with(
                "unknown curve 123 is kept, options fall back to 7 << 16", .willShow, Key.animationCurve,
                NSNumber(value: 123),
                .read(event(.willShow, curve: KeyboardAnimationCurve(rawValue: 123)), .changed), options: 7 << 16),
            with(
                "negative curve −1 is kept, options fall back to 7 << 16", .willShow, Key.animationCurve,
                NSNumber(value: -1),
                .read(event(.willShow, curve: KeyboardAnimationCurve(rawValue: -1)), .changed), options: 7 << 16),
            with(
                "curve 16 is kept, options fall back to 7 << 16", .willShow, Key.animationCurve, NSNumber(value: 16),
                .read(event(.willShow, curve: KeyboardAnimationCurve(rawValue: 16)), .changed), options: 7 << 16),
            with(
                "curve 15 is kept and shifted", .willShow, Key.animationCurve, NSNumber(value: 15),
                .read(event(.willShow, curve: KeyboardAnimationCurve(rawValue: 15)), .changed), options: 15 << 16),
            with(
                "fractional curve 2.5", .willShow, Key.animationCurve, NSNumber(value: 2.5),
                invalid(Key.animationCurve, badCurve, NSNumber(value: 2.5))),
            with(
                "NaN curve", .willShow, Key.animationCurve, NSNumber(value: Double.nan),
                invalid(Key.animationCurve, badCurve, NSNumber(value: Double.nan))),
            with(
                "curve 1e10, beyond Int32", .willShow, Key.animationCurve, NSNumber(value: 1e10),
                invalid(Key.animationCurve, badCurve, NSNumber(value: 1e10))),
            with(
                "curve as the text 7, a wrong type", .willShow, Key.animationCurve, "7",
                wrong(Key.animationCurve, integerCurve, "7")),

            // Unknown names: never observed.
            MalformedCase(
                "unknown name UIKeyboardWillShowNotificationX",
                note("UIKeyboardWillShowNotificationX", valid(.willShow)),
                .unobserved(.unknownNotification(name: "UIKeyboardWillShowNotificationX"))),
            MalformedCase("empty name", note("", valid(.willShow)), .unobserved(.unknownNotification(name: ""))),
            MalformedCase(
                "lower-case name", note("uikeyboardwillshownotification", valid(.willShow)),
                .unobserved(.unknownNotification(name: "uikeyboardwillshownotification"))),
            MalformedCase(
                "name without Notification", note("UIKeyboardWillShow", nil),
                .unobserved(.unknownNotification(name: "UIKeyboardWillShow"))),

            // Out-of-order sequences.
            MalformedCase(
                "didShow before willShow",
                [
                    MalformedPost(
                        notification: note(.didShow, valid(.didShow)), outcome: .read(event(.didShow), .changed)),
                    MalformedPost(
                        notification: note(.willShow, valid(.willShow)), outcome: .read(event(.willShow), .repeated)),
                ]),
            MalformedCase(
                "hide without show",
                [
                    MalformedPost(
                        notification: note(.willHide, valid(.willHide, begin: docked, end: hideEnd)),
                        outcome: .read(event(.willHide, begin: docked, end: hideEnd), .repeated)),
                    MalformedPost(
                        notification: note(.didHide, valid(.didHide, begin: docked, end: hideEnd)),
                        outcome: .read(event(.didHide, begin: docked, end: hideEnd), .repeated)),
                ]),
            MalformedCase(
                "didHide alone", note(.didHide, valid(.didHide, begin: docked, end: hideEnd)),
                .read(event(.didHide, begin: docked, end: hideEnd), .repeated)),
            MalformedCase(
                "didChangeFrame to a new frame without its will", note(.didChangeFrame, valid(.didChangeFrame)),
                .read(event(.didChangeFrame), .changed)),
            MalformedCase(
                "willShow twice",
                [
                    MalformedPost(
                        notification: note(.willShow, valid(.willShow)), outcome: .read(event(.willShow), .changed)),
                    MalformedPost(
                        notification: note(.willShow, valid(.willShow)), outcome: .read(event(.willShow), .duplicate)),
                ]),
            MalformedCase(
                "didShow after a hide, repeating the hide's parked frame",
                [
                    MalformedPost(
                        notification: note(.willShow, valid(.willShow)), outcome: .read(event(.willShow), .changed)),
                    MalformedPost(
                        notification: note(.willHide, valid(.willHide, begin: docked, end: hideEnd)),
                        outcome: .read(event(.willHide, begin: docked, end: hideEnd), .changed)),
                    MalformedPost(
                        notification: note(.didShow, valid(.didShow, begin: docked, end: hideEnd)),
                        outcome: .read(event(.didShow, begin: docked, end: hideEnd), .repeated)),
                ]),
            with(
                "another app's keyboard (isLocal false) is ignored", .willShow, Key.isLocal, NSNumber(value: false),
                .read(event(.willShow, isLocal: false), .ignored)),
        ]
    }
}

// MARK: - Running a case

/// One case posted to one sample.
@MainActor
private struct CatalogueRun {
    let sample: ModelSample
    let device = KeyboardDeviceProfile.notchedPhone

    func run(_ catalogueCase: MalformedCase) {
        let center = NotificationCenter()
        let keyboard = KeyboardSimulator(center: center, device: device)
        let host = sample.make(center: center)
        host.controller.present(in: keyboard.makeWindow())
        host.controller.focus(host.fields[sample.initialField])
        let recorder = RecordingHost(center: center)
        recorder.registerKeyboardNotifications()
        let monitor = KeyboardMonitor.monitor(for: center)
        let original = host.snapshot
        let label = "\(catalogueCase.name) — \(sample.className)"

        for post in catalogueCase.posts {
            let layout = host.snapshot
            let state = monitor.state
            let (lastError, lastOutcome) = (monitor.lastError, monitor.lastOutcome)
            let (eventCount, errorCount) = (recorder.events.count, recorder.errors.count)
            center.post(post.notification)
            let parsed = Result { () throws(KeyboardEventError) in try KeyboardEvent(notification: post.notification) }

            switch post.outcome {
            case .rejected(let error):
                #expect(parsed.failure == error, "\(label): read as \(parsed)")
                #expect(monitor.lastError == error, "\(label)")
                #expect(monitor.lastOutcome == nil, "\(label)")
                #expect(recorder.errors.count == errorCount + 1 && recorder.errors.last == error, "\(label)")
                #expect(recorder.events.count == eventCount, "\(label): a hook ran")
                #expect(monitor.state == state, "\(label): the state changed")
                #expect(host.snapshot == layout, "\(label): the layout changed")
            case .read(let event, let outcome):
                #expect(parsed.success == event, "\(label): read as \(parsed)")
                #expect(monitor.lastOutcome == outcome, "\(label)")
                #expect(monitor.lastError == lastError, "\(label)")
                #expect(recorder.errors.count == errorCount, "\(label): the failure hook ran")
                let delivered = outcome.isDelivered(for: event.kind)
                #expect(recorder.events.count == eventCount + (delivered ? 1 : 0), "\(label): hooks")
                if delivered { #expect(recorder.events.last == event, "\(label)") }
                if let options = post.options {
                    #expect(parsed.success?.curve.animationOptionsRawValue == options, "\(label)")
                }
            case .unobserved(let error):
                #expect(parsed.failure == error, "\(label): read as \(parsed)")
                #expect(monitor.lastError == lastError && monitor.lastOutcome == lastOutcome, "\(label): observed")
                #expect(
                    recorder.events.count == eventCount && recorder.errors.count == errorCount, "\(label): hooks ran")
                #expect(monitor.state == state, "\(label): the state changed")
                #expect(host.snapshot == layout, "\(label): the layout changed")
            }
            #expect(host.nonFiniteOrNegative() == nil, "\(label): \(host.nonFiniteOrNegative() ?? "")")
        }

        // The next valid notifications are handled exactly as on a clean run.
        keyboard.show()
        #expect(
            host.snapshot == Self.cleanShow(sample), "\(label): a valid show after it laid the sample out differently")
        #expect(monitor.state.isVisible && monitor.state.frame == keyboard.frame, "\(label): state \(monitor.state)")
        #expect(recorder.events.last?.endFrame == keyboard.frame, "\(label): the recording host missed the show")
        keyboard.hide()
        #expect(host.snapshot == original, "\(label): a hide after it left drift")
        #expect(!monitor.state.isVisible, "\(label)")
    }

    private static var cleanShows: [ModelSample: ModelSnapshot] = [:]

    /// The sample's layout after a valid show on a clean center.
    static func cleanShow(_ sample: ModelSample) -> ModelSnapshot {
        if let known = cleanShows[sample] { return known }
        let keyboard = KeyboardSimulator(center: NotificationCenter(), device: .notchedPhone)
        let host = sample.make(center: keyboard.center)
        host.controller.present(in: keyboard.makeWindow())
        host.controller.focus(host.fields[sample.initialField])
        keyboard.show()
        cleanShows[sample] = host.snapshot
        return host.snapshot
    }
}

extension Result {
    fileprivate var success: Success? { try? get() }
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
