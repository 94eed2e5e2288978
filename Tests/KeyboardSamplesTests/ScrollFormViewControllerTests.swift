import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceAssertions
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import KeyboardSamples
import KeyboardTestSupport
import Testing
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@MainActor
@Suite struct ScrollFormViewControllerTests {
    private func presented(on device: KeyboardDeviceProfile, focus index: Int = 7) -> (
        ScrollFormViewController, KeyboardSimulator
    ) {
        device.present(ScrollFormViewController.init(center:)) { $0.fields[index] }
    }

    @Test(arguments: KeyboardDeviceProfile.testDevices)
    func handlerObeysEveryKeyboardLaw(device: KeyboardDeviceProfile) throws {
        // The handler is checked; its form must stay alive for the handler to see the focus.
        var forms: [ScrollFormViewController] = []
        KeyboardLawChecker(device: device) { environment in
            let form = ScrollFormViewController(center: environment.center)
            form.present(in: environment.window)
            form.focus(form.fields[7])
            forms.append(form)
            return form.keyboardHandler!
        }.check([
            .registerDelivers, .unregisterSilences, .registerIsIdempotent, .unregisterIsIdempotent,
            .hideRestoresExactly, .focusedFieldUncovered,
        ])
        #expect(!forms.isEmpty)
        #expect(try #require(forms.last?.keyboardHandler).keyboardFocusedView != nil)
    }

    @Test func handlerIsReleasedWithItsController() throws {
        let center = NotificationCenter()
        let keyboard = KeyboardSimulator(center: center, device: .notchedPhone)
        weak var handler: KeyboardAvoider?
        weak var controller: ScrollFormViewController?
        do {
            let form = ScrollFormViewController(center: center)
            form.present(in: keyboard.makeWindow())
            keyboard.show(height: 336)
            handler = form.keyboardHandler
            controller = form
            #expect(handler != nil)
        }
        #expect(controller == nil)
        #expect(handler == nil)
        #expect(KeyboardMonitor.monitor(for: center).registeredHostCount == 0)
        keyboard.hide()
    }

    @Test(arguments: KeyboardDeviceProfile.testDevices)
    func constraintFollowsTheOverlapBeyondTheSafeArea(device: KeyboardDeviceProfile) throws {
        let (form, keyboard) = presented(on: device)
        let constraint = try #require(form.bottomConstraint)
        keyboard.show(height: device.keyboardHeight)
        #expect(constraint.constant == -(device.keyboardHeight - device.safeAreaInsets.bottom))
        #expect(form.scrollView.frameInScreen.maxY == device.screenSize.height - device.keyboardHeight)
        keyboard.show(height: device.keyboardHeightWithoutPredictive)
        #expect(constraint.constant == -(device.keyboardHeightWithoutPredictive - device.safeAreaInsets.bottom))
        keyboard.hide()
        #expect(constraint.constant == 0)
    }

    @Test(arguments: KeyboardDeviceProfile.testDevices)
    func focusedFieldIsScrolledIntoViewWithPadding(device: KeyboardDeviceProfile) {
        let (form, keyboard) = presented(on: device, focus: 9)
        keyboard.show(height: device.keyboardHeight)
        let field = form.fields[9].frameInScreen
        let keyboardTop = device.screenSize.height - device.keyboardHeight
        #expect(field.maxY + 20 <= keyboardTop + 0.001)
        #expect(field.minY >= form.scrollView.frameInScreen.minY)
    }

    @Test(arguments: KeyboardDeviceProfile.testDevices)
    func focusMovingWhileTheKeyboardIsUpScrollsTheNewFieldIntoView(device: KeyboardDeviceProfile) {
        let (form, keyboard) = presented(on: device, focus: 0)
        keyboard.show(height: device.keyboardHeight)
        form.focus(form.fields[9])  // no notification
        let field = form.fields[9].frameInScreen
        #expect(field.maxY + 20 <= device.screenSize.height - device.keyboardHeight + 0.001)
        #expect(field.minY >= form.scrollView.frameInScreen.minY)
    }

    @Test(arguments: KeyboardDeviceProfile.testDevices)
    func repeatedWillShowChangesNothing(device: KeyboardDeviceProfile) throws {
        let (form, keyboard) = presented(on: device)
        keyboard.show(height: device.keyboardHeight)
        let frame = form.scrollView.frame
        let offset = form.scrollView.contentOffset
        let willShow = try #require(keyboard.posted.first { $0.kind == .willShow })
        keyboard.post(willShow)
        #expect(form.scrollView.frame == frame)
        #expect(form.scrollView.contentOffset == offset)
    }
}
