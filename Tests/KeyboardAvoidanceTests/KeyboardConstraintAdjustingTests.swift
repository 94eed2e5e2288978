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

// Tests for Approaches/KeyboardConstraintAdjusting.swift. Facts are cited by the section numbers of
// the KeyboardFacts article.

// MARK: - Fixtures

private let devices = KeyboardDeviceProfile.testDevices

/// An animator that applies changes at once and tells whether it is inside an animation.
@MainActor
private final class ProbeAnimator: KeyboardAnimator {
    private(set) var isAnimating = false
    private(set) var animations: [KeyboardAnimation] = []

    func animate(_ animation: KeyboardAnimation, changes: @escaping @MainActor () -> Void) {
        animations.append(animation)
        isAnimating = true
        changes()
        isAnimating = false
    }
}

/// A root view that counts `layoutIfNeeded()` calls, whether each came inside an animation,
/// and the constraint's constant at that moment.
@MainActor
private final class LayoutCountingView: HeadlessView {
    weak var probe: ProbeAnimator?
    weak var constraint: HeadlessLayoutConstraint?
    /// Each call: whether an animation was open, and the constant then.
    private(set) var layouts: [(insideAnimation: Bool, constant: CGFloat)] = []

    override func layoutIfNeeded() {
        layouts.append((probe?.isAnimating == true, constraint?.constant ?? .nan))
    }
}

/// A chat-like screen that is a plain `KeyboardHost` (not a view controller): a root view in a
/// window and an input bar held by `bar.bottom = safeArea.bottom + constant`.
@MainActor
private class ConstraintStage: KeyboardHost {
    let keyboardNotificationCenter: NotificationCenter
    var keyboardAnimator: any KeyboardAnimator = ImmediateKeyboardAnimator.shared
    let window: HeadlessWindow
    let root: LayoutCountingView
    let bar: HeadlessView
    let bottom: HeadlessLayoutConstraint

    var keyboardRootView: any KeyboardLayoutView { root }
    var keyboardBottomConstraint: any KeyboardLayoutConstraint { bottom }

    init(window: HeadlessWindow, constant: CGFloat, center: NotificationCenter) {
        self.window = window
        keyboardNotificationCenter = center
        let root = LayoutCountingView(frame: window.bounds, name: "root")
        let bar = HeadlessView(frame: CGRect(x: 0, y: 0, width: window.bounds.width, height: 52), name: "inputBar")
        window.addSubview(root)
        root.addSubview(bar)
        bottom = HeadlessLayoutConstraint(constant: constant) { constant in
            // bar.bottom = safeArea.bottom + constant
            bar.frame.origin.y = root.bounds.height - root.safeAreaInsets.bottom + constant - bar.frame.height
        }
        self.root = root
        self.bar = bar
        root.constraint = bottom
    }
}

/// A chat screen whose 52 pt bar is pinned as Interface Builder or code may pin it.
@MainActor
private final class PinnedChat: KeyboardConstraintAdjusting {
    /// How the bar is pinned.
    enum Pin {
        /// `safeArea.bottom = bar.bottom + constant`, written the other way round: a larger constant raises the bar.
        case reversedToSafeArea
        /// `bar.bottom = view.bottom + constant`: at the screen's edge, under the home indicator.
        case toViewBottom
    }

    let keyboardNotificationCenter: NotificationCenter
    let root: HeadlessView
    let bar = HeadlessView(name: "inputBar")
    let bottom: HeadlessLayoutConstraint
    var keyboardRootView: any KeyboardLayoutView { root }
    var keyboardBottomConstraint: any KeyboardLayoutConstraint { bottom }

    init(_ pin: Pin, window: HeadlessWindow, center: NotificationCenter) {
        keyboardNotificationCenter = center
        let root = HeadlessView(frame: window.bounds, name: "root")
        let bar = self.bar
        window.addSubview(root)
        root.addSubview(bar)
        let reversed = pin == .reversedToSafeArea
        bottom = HeadlessLayoutConstraint(
            constant: reversed ? 8 : 0, direction: reversed ? .increasingRaises : .decreasingRaises,
            pinnedToSafeArea: reversed
        ) { constant in
            let bottom =
                reversed ? root.bounds.height - root.safeAreaInsets.bottom - constant : root.bounds.height + constant
            bar.frame = CGRect(x: 0, y: bottom - 52, width: root.bounds.width, height: 52)
        }
        self.root = root
    }
}

/// A bar pinned to a sibling view (`bar.bottom = toolbar.top + constant`), which cannot tell which
/// way raises it; `stated` is the direction the host states (`.unknown`: none).
@MainActor
private final class SiblingPinnedChat: KeyboardConstraintAdjusting {
    let keyboardNotificationCenter: NotificationCenter
    let root: HeadlessView
    let bottom = HeadlessLayoutConstraint(constant: 0, direction: .unknown)
    let stated: KeyboardConstraintDirection
    var keyboardRootView: any KeyboardLayoutView { root }
    var keyboardBottomConstraint: any KeyboardLayoutConstraint { bottom }
    var keyboardBottomConstraintDirection: KeyboardConstraintDirection { stated }

    init(window: HeadlessWindow, center: NotificationCenter, stated: KeyboardConstraintDirection) {
        keyboardNotificationCenter = center
        root = HeadlessView(frame: window.bounds, name: "root")
        self.stated = stated
        window.addSubview(root)
    }
}

/// The kit's default constraint approach.
@MainActor
private final class ChatScreen: ConstraintStage, KeyboardConstraintAdjusting {}

/// Implements the customisation point itself: records and changes nothing.
@MainActor
private final class CustomChatScreen: ConstraintStage, KeyboardConstraintAdjusting {
    private(set) var adjusted: [KeyboardTransition] = []
    func adjustBottomConstraint(_ transition: KeyboardTransition) { adjusted.append(transition) }
}

/// A registered chat screen on `device` and a keyboard posting to it.
@MainActor
private func presentedChat(on device: KeyboardDeviceProfile, constant: CGFloat = 0) -> (ChatScreen, KeyboardSimulator) {
    let keyboard = KeyboardSimulator(center: NotificationCenter(), device: device)
    let chat = ChatScreen(window: keyboard.makeWindow(), constant: constant, center: keyboard.center)
    chat.registerKeyboardNotifications()
    return (chat, keyboard)
}

// MARK: - Tests

@MainActor
@Suite private struct KeyboardConstraintAdjustingTests {
    @Test(
        "A constraint written safeArea.bottom = bar.bottom + constant is raised by increasing it (§7)",
        arguments: [KeyboardDeviceProfile.smallPhone, .notchedPhone, .iPadLandscape])
    func reversedConstraint(device: KeyboardDeviceProfile) {
        let center = NotificationCenter()
        let keyboard = KeyboardSimulator(center: center, device: device)
        let screen = PinnedChat(.reversedToSafeArea, window: keyboard.makeWindow(), center: center)
        screen.registerKeyboardNotifications()
        let resting = screen.bar.frameInScreen
        keyboard.show()
        let beyondSafeArea = keyboard.frame.height - device.safeAreaInsets.bottom
        #expect(screen.bottom.constant == 8 + beyondSafeArea)
        #expect(screen.bar.frameInScreen.maxY == keyboard.frame.minY - 8, "the bar sits 8 pt above the keyboard")
        keyboard.hide()
        #expect(screen.bottom.constant == 8)
        #expect(screen.bar.frameInScreen == resting)
    }

    @Test("A bar pinned to the view's bottom, not the safe area, ends on the keyboard (N5)", arguments: devices)
    func edgePinnedBar(device: KeyboardDeviceProfile) {
        let center = NotificationCenter()
        let keyboard = KeyboardSimulator(center: center, device: device)
        let chat = PinnedChat(.toViewBottom, window: keyboard.makeWindow(), center: center)
        chat.registerKeyboardNotifications()
        let resting = chat.bar.frameInScreen
        keyboard.show()
        #expect(chat.bar.frameInScreen.maxY == keyboard.frame.minY)
        keyboard.hide()
        #expect(chat.bar.frameInScreen == resting)
    }

    @Test("A constraint that cannot tell its direction is left alone, unless the host states it")
    func unknownDirection() {
        let device = KeyboardDeviceProfile.notchedPhone
        for stated in [KeyboardConstraintDirection.unknown, .increasingRaises, .decreasingRaises] {
            let center = NotificationCenter()
            let keyboard = KeyboardSimulator(center: center, device: device)
            let window = keyboard.makeWindow()
            let chat = SiblingPinnedChat(window: window, center: center, stated: stated)
            chat.registerKeyboardNotifications()
            keyboard.show(height: 336)
            let overlap = 336 - window.safeAreaInsets.bottom
            let expected = stated == .unknown ? 0 : stated == .increasingRaises ? overlap : -overlap
            #expect(chat.bottom.constant == expected, "stated \(stated)")
        }
    }

    @Test("The fixture's constraint pins the bar to the bottom safe area")
    func fixtureSanity() {
        let (chat, _) = presentedChat(on: .notchedPhone, constant: -20)
        #expect(chat.bar.frameInScreen.maxY == CGFloat(844 - 34 - 20))
    }

    @Test("844 − 336 = 508: the constant becomes −(336 − 34) and the bar sits on the keyboard")
    func notchedPhoneLiteral() {
        let (chat, keyboard) = presentedChat(on: .notchedPhone)
        keyboard.show(height: 336)
        #expect(chat.bottom.constant == -302)
        #expect(chat.bar.frameInScreen.maxY == 508)
    }

    @Test(
        "constant = original − (overlap − bottom safe-area inset), for any original constant",
        arguments: devices, [CGFloat(0), -20, 12.5])
    func constantFormula(device: KeyboardDeviceProfile, original: CGFloat) {
        let (chat, keyboard) = presentedChat(on: device, constant: original)
        keyboard.show(height: device.keyboardHeight)
        let beyondSafeArea = device.keyboardHeight - device.safeAreaInsets.bottom
        #expect(chat.bottom.constant == original - beyondSafeArea)
        // The bar keeps its original distance above the keyboard's top edge.
        #expect(chat.bar.frameInScreen.maxY == device.screenSize.height - device.keyboardHeight + original)
        #expect(chat.root.frame == chat.window.bounds, "the root view does not move")
    }

    @Test(
        "The constant follows every frame change while the keyboard is up (no \"already adjusted\" guard)",
        arguments: devices)
    func followsChangeFrame(device: KeyboardDeviceProfile) {
        let (chat, keyboard) = presentedChat(on: device, constant: -20)
        let sequence = [
            device.keyboardHeight, device.keyboardHeightWithoutPredictive, device.emojiKeyboardHeight,
            device.keyboardHeight, device.hardwareKeyboardBarHeight, device.keyboardHeightWithoutPredictive,
        ]
        for height in sequence {
            keyboard.show(height: height)
            let beyond = max(0, height - device.safeAreaInsets.bottom)
            #expect(chat.bottom.constant == -20 - beyond, "keyboard \(height) pt")
        }
    }

    @Test("A willChangeFrame without any willShow adjusts the constant (§3)")
    func changeFrameOnly() {
        let (chat, keyboard) = presentedChat(on: .notchedPhone)
        keyboard.show(height: 336)
        keyboard.post(
            KeyboardEvent(
                kind: .willChangeFrame, beginFrame: keyboard.dockedFrame(height: 336),
                endFrame: keyboard.dockedFrame(height: 260)))
        #expect(chat.bottom.constant == CGFloat(-(260 - 34)))
        keyboard.post(
            KeyboardEvent(
                kind: .willChangeFrame, beginFrame: keyboard.dockedFrame(height: 260),
                endFrame: keyboard.dockedFrame(height: 333)))
        #expect(chat.bottom.constant == CGFloat(-(333 - 34)))
    }

    @Test("Hide restores the original constant and the bar's frame exactly", arguments: [CGFloat(0), -20, -7.333333])
    func restoresExactly(original: CGFloat) {
        let device = KeyboardDeviceProfile.notchedPhone
        let (chat, keyboard) = presentedChat(on: device, constant: original)
        let bar = chat.bar.frame
        for _ in 0..<3 {
            keyboard.show(height: device.keyboardHeight)
            keyboard.show(height: device.keyboardHeightWithoutPredictive)
            keyboard.show(height: device.emojiKeyboardHeight)
            #expect(chat.bottom.constant != original)
            keyboard.hide()
            #expect(chat.bottom.constant == original)
            #expect(chat.bar.frame == bar)
        }
    }

    @Test("A constant the app sets while the keyboard is up gets the overlap on top and survives the hide")
    func appConstantWhileUpSurvives() {
        let (chat, keyboard) = presentedChat(on: .notchedPhone)
        keyboard.show(height: 336)
        chat.bottom.constant = -50  // the app makes room for a banner under the bar
        keyboard.togglePredictiveBar()
        #expect(chat.bottom.constant == CGFloat(-50 - (291 - 34)))
        keyboard.hide()
        #expect(chat.bottom.constant == -50)
    }

    @Test("A keyboard that does not reach past the safe area leaves the constant alone")
    func withinSafeArea() {
        let (chat, keyboard) = presentedChat(on: .notchedPhone, constant: -20)
        keyboard.show(height: 34)  // exactly the home-indicator area
        #expect(chat.bottom.constant == -20)
        keyboard.show(frame: CGRect(x: 0, y: -264, width: 390, height: 304))  // detached
        #expect(chat.bottom.constant == -20)
    }

    @Test("What is pending lays out before the animation; inside it, the root view after the constant changed (§4)")
    func layoutInsideAnimation() {
        let (chat, keyboard) = presentedChat(on: .notchedPhone, constant: -20)
        let probe = ProbeAnimator()
        chat.keyboardAnimator = probe
        chat.root.probe = probe
        keyboard.show(height: 336)
        #expect(chat.root.layouts.first.map { !$0.insideAnimation && $0.constant == -20 } == true)
        #expect(chat.root.layouts.filter(\.insideAnimation).map(\.constant) == [CGFloat(-20 - (336 - 34))])
        #expect(probe.animations.first == KeyboardAnimation(duration: 0.25, curve: .keyboard))
        let afterShow = chat.root.layouts.count
        keyboard.hide()
        let hide = chat.root.layouts[afterShow...]
        #expect(hide.first.map { !$0.insideAnimation && $0.constant == CGFloat(-20 - (336 - 34)) } == true)
        #expect(hide.filter(\.insideAnimation).map(\.constant) == [-20])
    }

    @Test("A recording animator sees the constant change with the keyboard's duration 0.25 and curve 7")
    func recordedConstantChange() throws {
        let (chat, keyboard) = presentedChat(on: .notchedPhone)
        let recorder = RecordingKeyboardAnimator()
        chat.keyboardAnimator = recorder
        keyboard.show(height: 336)
        #expect(recorder.records.count == 1, "the repeated willShow of the same frame animates nothing")
        let record = try #require(recorder.records.first)
        #expect(record.animation.duration == 0.25)
        #expect(record.animation.curve.rawValue == 7)
        let constant = RecordingKeyboardAnimator.Change(
            object: ObjectIdentifier(chat.bottom), property: "constant", from: .number(0), to: .number(-302))
        #expect(record.changes.first == constant)
        #expect(record.changes.contains { $0.object == ObjectIdentifier(chat.bar) && $0.property == "frame" })

        keyboard.duration = 0
        keyboard.show(height: 291)
        let change = try #require(recorder.records.last)
        #expect(recorder.records.count == 2)
        #expect(change.animation.duration == 0, "emoji / predictive switches may not animate (§4)")
        #expect(change.changes.first?.to == .number(-(291 - 34)))
    }

    @Test("A conformer's own adjustBottomConstraint(_:) runs instead of the default", arguments: DispatchRoute.allCases)
    func overrideWins(route: DispatchRoute) {
        let device = KeyboardDeviceProfile.notchedPhone
        let center = NotificationCenter()
        let keyboard = KeyboardSimulator(center: center, device: device)
        let chat = CustomChatScreen(window: keyboard.makeWindow(), constant: -20, center: center)
        let bar = chat.bar.frame
        let event = KeyboardEvent(
            kind: .willShow, beginFrame: keyboard.frame, endFrame: keyboard.dockedFrame(height: 336))
        let transition = KeyboardTransition(event: event, screenBounds: device.screenBounds)
        route.deliver(
            transition, to: chat, keyboard: keyboard, concrete: { chat.avoidKeyboard($0) },
            existential: { (chat as any KeyboardConstraintAdjusting).avoidKeyboard($0) })
        #expect(chat.adjusted == [transition])
        #expect(chat.bottom.constant == -20, "the default implementation did not run")
        #expect(chat.bar.frame == bar)
    }

    @Test("The default chat screen obeys every keyboard law", arguments: devices)
    func obeysTheLaws(device: KeyboardDeviceProfile) {
        KeyboardLawChecker(device: device) { environment in
            ChatScreen(window: environment.window, constant: -8, center: environment.center)
        }.check()
    }
}
