// Tests for Sources/KeyboardAvoidanceUIKit/UIView+KeyboardTapToDismiss.swift. Compiled against
// Apple's iOS SDK (Scripts/check-apple-sdk.sh) and run on the iOS Simulator (.github/workflows/apple.yml).
#if canImport(UIKit) && !os(watchOS)
    import KeyboardAvoidance
    import KeyboardAvoidanceUIKit
    import Testing
    import UIKit

    @MainActor
    @Suite struct UIViewKeyboardTapToDismissTests {
        @Test func theRecognizerStealsNoTouchAndIsOnePerView() {
            let view = UIView()
            view.keyboardObserveTaps { _ in }
            view.keyboardObserveTaps { _ in }
            let recognizers = view.gestureRecognizers ?? []
            #expect(recognizers.count == 1)
            #expect(recognizers.first?.cancelsTouchesInView == false)
            #expect(recognizers.first?.delaysTouchesEnded == false)
            view.keyboardObserveTaps(nil)
            #expect(view.gestureRecognizers?.isEmpty ?? true)
        }
    }
#endif
