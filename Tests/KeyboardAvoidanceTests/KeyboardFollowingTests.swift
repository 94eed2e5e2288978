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

// Tests for Approaches/KeyboardFollowing.swift. Facts are cited by the section numbers of the KeyboardFacts article.

// MARK: - Fixtures

private let devices = KeyboardDeviceProfile.testDevices

/// A screen whose input bar follows the keyboard with the kit's default.
@MainActor
private final class Composer: TestHostController, KeyboardFollowing {
    let bar = HeadlessView(name: "inputBar")
    var keyboardFollowingView: any KeyboardLayoutView { bar }

    /// Adds the bar, pinned by constraints to the safe area's bottom when ``pinsBar``.
    override func viewDidLoad() {
        view.addSubview(bar)
        if pinsBar { bar.constraintLayout = { pinnedToSafeAreaBottom($0.bounds, $0.safeAreaInsets) } }
    }

    /// Whether constraints pin the bar (the law check's composer); tests that place the bar
    /// themselves leave it off.
    var pinsBar = false

    /// The gap the bar keeps above the keyboard; the kit's default unless a test sets one.
    var gap: CGFloat?
    var keyboardFollowingGap: CGFloat { gap ?? 0 }

    /// Where the bar rests while registered; the kit's default unless a test sets one.
    var restOffset: CGFloat?
    var keyboardFollowingRestOffset: CGFloat { restOffset ?? 0 }
}

/// A conformer that implements the customisation point itself: it records each layout and
/// moves nothing.
@MainActor
private final class CustomFollower: TestHostController, KeyboardFollowing {
    let bar = HeadlessView(name: "inputBar")
    var keyboardFollowingView: any KeyboardLayoutView { bar }
    private(set) var followed: [KeyboardTransition] = []

    override func viewDidLoad() { view.addSubview(bar) }

    func followKeyboard(_ transition: KeyboardTransition) { followed.append(transition) }
}

/// How a keyboard change reaches a conformer.
///
/// A composer presented in the app's window on `device`, registered, whose bar is placed by
/// `barFrame(rootBounds, rootSafeArea)`, and the device's keyboard posting to its notification center.
@MainActor
private func presentedComposer(
    on device: KeyboardDeviceProfile, barFrame: (CGRect, LayoutInsets) -> CGRect
) -> (Composer, KeyboardSimulator) {
    let keyboard = KeyboardSimulator(center: NotificationCenter(), device: device)
    let composer = Composer(center: keyboard.center)
    composer.present(in: keyboard.makeWindow())
    composer.bar.frame = barFrame(composer.view.bounds, composer.view.safeAreaInsets)
    composer.registerKeyboardNotifications()
    return (composer, keyboard)
}

/// A full-width, 49 pt bar whose bottom edge is on the screen's bottom edge.
private func pinnedToScreenBottom(_ bounds: CGRect, _ safe: LayoutInsets) -> CGRect {
    CGRect(x: 0, y: bounds.height - 49, width: bounds.width, height: 49)
}

/// A full-width, 49 pt bar whose bottom edge is on the bottom safe-area edge.
private func pinnedToSafeAreaBottom(_ bounds: CGRect, _ safe: LayoutInsets) -> CGRect {
    CGRect(x: 0, y: bounds.height - safe.bottom - 49, width: bounds.width, height: 49)
}

// MARK: - Tests

@MainActor
@Suite private struct KeyboardFollowingTests {
    @Test("844 − 336 = 508: the bar's bottom lands on the keyboard's top edge")
    func notchedPhoneLiteral() {
        let (composer, keyboard) = presentedComposer(on: .notchedPhone, barFrame: pinnedToScreenBottom)
        keyboard.show(height: 336)
        #expect(composer.bar.frameInScreen.maxY == 508)
        #expect(composer.bar.frame == CGRect(x: 0, y: 508 - 49, width: 390, height: 49))
    }

    @Test("A gap keeps the bar above the keyboard, through a finger's drag, and back exactly", arguments: devices)
    func gap(device: KeyboardDeviceProfile) {
        let (composer, keyboard) = presentedComposer(on: device, barFrame: pinnedToSafeAreaBottom)
        composer.gap = 12
        let resting = composer.bar.frameInScreen
        keyboard.show()
        #expect(composer.bar.frameInScreen.maxY == keyboard.frame.minY - 12)
        keyboard.dragToDismiss(through: [0.25, 0.5, 0.75, 0.95], completes: true) { frame in
            // Rises only as far as the gap needs: at rest while the keyboard is 12 pt or more below it.
            #expect(composer.bar.frameInScreen.maxY == min(resting.maxY, frame.minY - 12), "at \(frame)")
        }
        #expect(composer.bar.frameInScreen == resting && composer.bar.translation == 0)
    }

    @Test(
        "A rest offset holds the bar above its place while registered, through a drag and layout passes, until unregistered",
        arguments: KeyboardDeviceProfile.catalogue)
    func restOffset(device: KeyboardDeviceProfile) {
        let keyboard = KeyboardSimulator(center: NotificationCenter(), device: device)
        let composer = Composer(center: keyboard.center)
        (composer.pinsBar, composer.gap, composer.restOffset) = (true, 8, 20)
        let window = keyboard.makeWindow()
        composer.present(in: window)
        let laidOut = composer.bar.frameInScreen
        composer.registerKeyboardNotifications()
        let resting = laidOut.offsetBy(dx: 0, dy: -20)
        #expect(composer.bar.frameInScreen == resting, "at rest from registration, with no keyboard yet")
        window.layoutIfNeeded()
        #expect(composer.bar.frameInScreen == resting, "a layout pass keeps it")
        keyboard.show()
        #expect(composer.bar.frameInScreen.maxY == min(resting.maxY, keyboard.frame.minY - 8))
        keyboard.dragToDismiss(through: [0.25, 0.5, 0.75, 0.95], completes: true) { frame in
            // Within the kit's noise threshold (1 pt) of the gap: a smaller clearance moves nothing.
            let expected = min(resting.maxY, frame.minY - 8)
            #expect(abs(composer.bar.frameInScreen.maxY - expected) < 1, "at \(frame)")
        }
        #expect(composer.bar.frameInScreen == resting, "the hide settles it at rest")
        composer.unregisterKeyboardNotifications()
        #expect(composer.bar.frameInScreen == laidOut && composer.bar.translation == 0)
    }

    @Test(
        "A negative rest offset keeps a bar under the screen's edge until the keyboard brings it up",
        arguments: devices)
    func restBelowTheScreen(device: KeyboardDeviceProfile) {
        let keyboard = KeyboardSimulator(center: NotificationCenter(), device: device)
        let composer = Composer(center: keyboard.center)
        composer.restOffset = -49
        composer.present(in: keyboard.makeWindow())
        composer.bar.frame = pinnedToScreenBottom(composer.view.bounds, composer.view.safeAreaInsets)
        let laidOut = composer.bar.frameInScreen
        composer.registerKeyboardNotifications()
        #expect(composer.bar.frameInScreen.minY == laidOut.maxY, "waits just under the bottom edge")
        keyboard.show()
        #expect(composer.bar.frameInScreen.maxY == keyboard.frame.minY, "rides on the keyboard")
        keyboard.hide()
        #expect(composer.bar.frameInScreen.minY == laidOut.maxY)
        composer.unregisterKeyboardNotifications()
        #expect(composer.bar.frameInScreen == laidOut)
    }

    @Test("Registering with the keyboard up puts a resting bar on the keyboard; unregistering then puts it back")
    func restOffsetWithTheKeyboardUp() {
        let (composer, keyboard) = presentedComposer(on: .notchedPhone, barFrame: pinnedToSafeAreaBottom)
        composer.unregisterKeyboardNotifications()
        let laidOut = composer.bar.frameInScreen
        composer.restOffset = 20
        keyboard.show(height: 336)
        composer.registerKeyboardNotifications()
        #expect(composer.bar.frameInScreen.maxY == 508)
        composer.unregisterKeyboardNotifications()
        #expect(composer.bar.frameInScreen == laidOut)
    }

    @Test("A rest offset that is not finite reads as none, and registering without one moves nothing")
    func restOffsetOutOfRange() {
        for offset in [CGFloat.infinity, -.infinity, .nan, 0] {
            let keyboard = KeyboardSimulator(center: NotificationCenter(), device: .notchedPhone)
            let composer = Composer(center: keyboard.center)
            composer.restOffset = offset
            composer.present(in: keyboard.makeWindow())
            composer.bar.frame = pinnedToSafeAreaBottom(composer.view.bounds, composer.view.safeAreaInsets)
            composer.registerKeyboardNotifications()
            #expect(composer.bar.translation == 0, "rest offset \(offset)")
        }
    }

    @Test("A gap that is negative or not finite reads as none", arguments: [-20, CGFloat.infinity, CGFloat.nan])
    func gapOutOfRange(gap: CGFloat) {
        let (composer, keyboard) = presentedComposer(on: .notchedPhone, barFrame: pinnedToScreenBottom)
        composer.gap = gap
        keyboard.show(height: 336)
        #expect(composer.bar.frameInScreen.maxY == 508)
    }

    @Test("A followed view rides on an input accessory bar that is part of the keyboard, and stays on it (§7)")
    func ridesOnAnAccessoryBar() {
        let (composer, keyboard) = presentedComposer(on: .notchedPhone, barFrame: pinnedToSafeAreaBottom)
        keyboard.inputAccessoryHeight = 50
        keyboard.inputAccessoryStays = true
        keyboard.show()
        #expect(composer.bar.frameInScreen.maxY == keyboard.frame.minY, "on the accessory bar's top")
        keyboard.hide()
        #expect(composer.bar.frameInScreen.maxY == CGFloat(844 - 34 - 50), "on the bar that stayed")
    }

    @Test("A bar pinned to the screen's bottom rides on the keyboard, moving by the whole overlap", arguments: devices)
    func screenBottomBar(device: KeyboardDeviceProfile) {
        let (composer, keyboard) = presentedComposer(on: device, barFrame: pinnedToScreenBottom)
        let original = composer.bar.frame
        let root = composer.view.frame
        keyboard.show(height: device.keyboardHeight)
        let keyboardTop = device.screenSize.height - device.keyboardHeight
        #expect(composer.bar.frameInScreen.maxY == keyboardTop)
        #expect(composer.bar.frame.minY == original.minY - device.keyboardHeight)
        #expect(composer.bar.frame.size == original.size)
        #expect(composer.bar.frame.minX == original.minX)
        #expect(composer.view.frame == root, "only the following view moves")
    }

    @Test(
        "A bar pinned to the bottom safe area moves by the overlap minus the safe-area bottom (§2)", arguments: devices)
    func safeAreaBar(device: KeyboardDeviceProfile) {
        let (composer, keyboard) = presentedComposer(on: device, barFrame: pinnedToSafeAreaBottom)
        let original = composer.bar.frame
        keyboard.show(height: device.keyboardHeight)
        let expectedLift = device.keyboardHeight - device.safeAreaInsets.bottom
        #expect(composer.bar.frame.minY == original.minY - expectedLift)
        #expect(
            composer.bar.frameInScreen.maxY == device.screenSize.height - device.keyboardHeight,
            "no gap above the keyboard")
    }

    @Test(
        "A bar the docked keyboard does not share horizontal extent with stays; one it shares does not",
        arguments: [(600.0, false), (500.0, false), (499.5, false), (400.0, true), (0.0, true)])
    func horizontalExtent(barX: Double, moves: Bool) {
        let device = KeyboardDeviceProfile.iPadLandscape
        let (composer, keyboard) = presentedComposer(on: device) { bounds, _ in
            CGRect(x: barX, y: bounds.height - 60, width: 100, height: 60)
        }
        let original = composer.bar.frame
        // A docked keyboard covering only the left 500 pt of the screen's bottom edge.
        let keyboardFrame = CGRect(x: 0, y: 768 - 352, width: 500, height: 352)
        keyboard.show(frame: keyboardFrame)
        if moves {
            #expect(composer.bar.frame.minY == original.minY - 352)
            #expect(composer.bar.frameInScreen.maxY == keyboardFrame.minY)
        } else {
            #expect(composer.bar.frame == original)
        }
        keyboard.hide()
        #expect(composer.bar.frame == original)
    }

    @Test("Hide returns the bar exactly, after any number of show and change cycles", arguments: devices)
    func returnsExactly(device: KeyboardDeviceProfile) {
        // A fractional frame: restoring by subtracting deltas would not come back bit for bit.
        let (composer, keyboard) = presentedComposer(on: device) { bounds, safe in
            CGRect(x: 12.25, y: bounds.height - safe.bottom - 48.333333, width: bounds.width / 3, height: 48.333333)
        }
        let original = composer.bar.frame
        for _ in 0..<3 {
            keyboard.show(height: device.keyboardHeight)
            keyboard.show(height: device.keyboardHeightWithoutPredictive)
            keyboard.show(height: device.emojiKeyboardHeight)
            #expect(composer.bar.frame != original)
            keyboard.hide()
            #expect(composer.bar.frame == original)
        }
    }

    @Test("The bar follows predictive-bar and emoji height changes while the keyboard is up (§3)", arguments: devices)
    func followsHeightChanges(device: KeyboardDeviceProfile) {
        let (composer, keyboard) = presentedComposer(on: device, barFrame: pinnedToSafeAreaBottom)
        let heights = [
            device.keyboardHeight, device.keyboardHeightWithoutPredictive, device.emojiKeyboardHeight,
            device.keyboardHeight, device.hardwareKeyboardBarHeight,
        ]
        for height in heights {
            keyboard.show(height: height)
            #expect(
                composer.bar.frameInScreen.maxY == device.screenSize.height - height,
                "keyboard \(height) pt")
        }
    }

    @Test("A willChangeFrame alone (no willShow) still moves the bar (§3, rdar 34432484)")
    func changeFrameWithoutWillShow() {
        let device = KeyboardDeviceProfile.notchedPhone
        let (composer, keyboard) = presentedComposer(on: device, barFrame: pinnedToSafeAreaBottom)
        keyboard.show(height: 336)
        keyboard.post(
            KeyboardEvent(
                kind: .willChangeFrame, beginFrame: keyboard.dockedFrame(height: 336),
                endFrame: keyboard.dockedFrame(height: 291)))
        #expect(composer.bar.frameInScreen.maxY == CGFloat(844 - 291))
    }

    @Test("Repeated willShows with lying begin frames cannot make the bar drift (derived, not accumulated)")
    func noDriftThroughNotifications() {
        let device = KeyboardDeviceProfile.notchedPhone
        let (composer, keyboard) = presentedComposer(on: device, barFrame: pinnedToSafeAreaBottom)
        let original = composer.bar.frame
        let heights: [CGFloat] = [336, 291, 336, 333, 291, 336, 336, 291, 336]
        for (index, height) in heights.enumerated() {
            // Each begin frame claims the keyboard came from somewhere else entirely.
            let lie = CGRect(x: 0, y: 844 + CGFloat(index) * 97, width: 390, height: CGFloat(index) * 13)
            keyboard.post(
                KeyboardEvent(kind: .willShow, beginFrame: lie, endFrame: keyboard.dockedFrame(height: height)))
        }
        #expect(composer.bar.frameInScreen.maxY == CGFloat(844 - 336))
        #expect(composer.bar.frame.minY == original.minY - (336 - 34))
        keyboard.post(KeyboardEvent(kind: .willHide, beginFrame: .zero, endFrame: keyboard.dockedFrame(height: 336)))
        #expect(composer.bar.frame == original)
    }

    @Test("The same lying event handled ten times leaves the bar where one would (no de-duplication involved)")
    func noDriftThroughDirectCalls() {
        let device = KeyboardDeviceProfile.notchedPhone
        let (composer, keyboard) = presentedComposer(on: device, barFrame: pinnedToSafeAreaBottom)
        let original = composer.bar.frame
        let end = keyboard.dockedFrame(height: 336)
        let lying = KeyboardEvent(kind: .willShow, beginFrame: end.offsetBy(dx: 0, dy: 500), endFrame: end)
        for _ in 0..<10 {
            composer.avoidKeyboard(KeyboardTransition(event: lying, screenBounds: device.screenBounds))
        }
        #expect(composer.bar.frame.minY == original.minY - (336 - 34))
        let stillLying = KeyboardEvent(kind: .willShow, beginFrame: end, endFrame: end)  // begin == end: "no change"
        composer.avoidKeyboard(KeyboardTransition(event: stillLying, screenBounds: device.screenBounds))
        #expect(composer.bar.frame.minY == original.minY - (336 - 34))
    }

    @Test(
        "A detached (floating, undocked) iPad keyboard moves nothing (§2)",
        arguments: [
            CGRect(x: 0, y: -264, width: 768, height: 304),
            CGRect(x: 224, y: 520, width: 320, height: 250),
            CGRect(x: 0, y: 400, width: 768, height: 304),
        ])
    func detachedKeyboard(frame: CGRect) {
        // An iPad in portrait, where the floating keyboard of §2 was logged.
        let (composer, keyboard) = presentedComposer(on: .iPad, barFrame: pinnedToSafeAreaBottom)
        let original = composer.bar.frame
        keyboard.show(frame: frame)
        #expect(composer.bar.frame == original)
        // Docked first, then undocked: the bar goes back.
        keyboard.show(height: 313)
        #expect(composer.bar.frameInScreen.maxY == CGFloat(1024 - 313))
        keyboard.show(frame: frame)
        #expect(composer.bar.frame == original)
    }

    @Test("A hardware keyboard's frame, mostly below the screen, lifts the bar by its visible strip only (§2)")
    func hardwareKeyboardStrip() {
        let device = KeyboardDeviceProfile.iPadLandscape
        let (composer, keyboard) = presentedComposer(on: device, barFrame: pinnedToScreenBottom)
        let original = composer.bar.frame
        // The full 308 pt keyboard, of which only the 55 pt shortcut bar is on screen.
        keyboard.show(frame: CGRect(x: 0, y: 768 - 55, width: 1024, height: 308))
        #expect(composer.bar.frameInScreen.maxY == CGFloat(768 - 55))
        #expect(composer.bar.frame.minY == original.minY - 55)
    }

    @Test("Another app's keyboard (isLocal == false) moves nothing by default (§2)")
    func remoteKeyboard() {
        let device = KeyboardDeviceProfile.iPadLandscape
        let (composer, keyboard) = presentedComposer(on: device, barFrame: pinnedToScreenBottom)
        let original = composer.bar.frame
        keyboard.isLocal = false
        keyboard.show(height: 398)
        #expect(composer.bar.frame == original)
    }

    @Test("A conformer's own followKeyboard(_:) runs instead of the default", arguments: DispatchRoute.allCases)
    func overrideWins(route: DispatchRoute) {
        let device = KeyboardDeviceProfile.notchedPhone
        let center = NotificationCenter()
        let keyboard = KeyboardSimulator(center: center, device: device)
        let follower = CustomFollower(center: center)
        follower.present(in: keyboard.makeWindow())
        follower.bar.frame = CGRect(x: 0, y: 844 - 49, width: 390, height: 49)
        let original = follower.bar.frame
        let event = KeyboardEvent(
            kind: .willShow, beginFrame: keyboard.frame, endFrame: keyboard.dockedFrame(height: 336))
        let transition = KeyboardTransition(event: event, screenBounds: device.screenBounds)
        route.deliver(
            transition, to: follower, keyboard: keyboard, concrete: { follower.avoidKeyboard($0) },
            existential: { (follower as any KeyboardFollowing).avoidKeyboard($0) })
        #expect(follower.followed == [transition])
        #expect(follower.bar.frame == original, "the default implementation did not run")
    }

    @Test("followKeyboard(_:) called directly through any KeyboardFollowing also reaches the override")
    func overrideWinsWhenCalledDirectly() {
        let follower = CustomFollower(center: NotificationCenter())
        follower.present(in: HeadlessWindow(screen: KeyboardDeviceProfile.notchedPhone.screenBounds))
        let transition = KeyboardTransition(
            event: KeyboardEvent(
                kind: .willShow, beginFrame: .zero, endFrame: CGRect(x: 0, y: 508, width: 390, height: 336)),
            screenBounds: KeyboardDeviceProfile.notchedPhone.screenBounds)
        let erased: any KeyboardFollowing = follower
        erased.followKeyboard(transition)
        #expect(follower.followed == [transition])
    }

    @Test(
        "A bar positioned by constraints stays on the keyboard across a layout pass: the lift is a translation",
        arguments: devices)
    func constrainedBarSurvivesLayoutPasses(device: KeyboardDeviceProfile) {
        let center = NotificationCenter()
        let keyboard = KeyboardSimulator(center: center, device: device)
        let composer = Composer(center: center)
        composer.pinsBar = true
        let window = keyboard.makeWindow()
        composer.present(in: window)
        composer.registerKeyboardNotifications()
        keyboard.show()
        let lifted = composer.bar.frameInScreen
        #expect(lifted.maxY <= keyboard.frame.minY + 0.5)
        window.layoutIfNeeded()  // the constraints lay the bar out again; its translation stays
        #expect(composer.bar.frameInScreen == lifted)
        #expect(composer.bar.layoutFrame == pinnedToSafeAreaBottom(composer.view.bounds, composer.view.safeAreaInsets))
        keyboard.hide()
        #expect(composer.bar.frame == pinnedToSafeAreaBottom(composer.view.bounds, composer.view.safeAreaInsets))
    }

    @Test(
        "A composer whose bar rests 20 pt up and keeps an 8 pt gap obeys every keyboard law on every profile",
        arguments: KeyboardDeviceProfile.catalogue)
    func restingComposerObeysTheLaws(device: KeyboardDeviceProfile) {
        KeyboardLawChecker(device: device) { environment in
            let composer = Composer(center: environment.center)
            (composer.pinsBar, composer.gap, composer.restOffset) = (true, 8, 20)
            composer.present(in: environment.window)
            return composer
        }.check()
    }

    @Test("The default composer obeys every keyboard law", arguments: devices)
    func obeysTheLaws(device: KeyboardDeviceProfile) {
        KeyboardLawChecker(device: device) { environment in
            let composer = Composer(center: environment.center)
            composer.pinsBar = true
            composer.present(in: environment.window)
            return composer
        }.check()
    }
}
