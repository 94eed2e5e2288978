// Tests for Sources/KeyboardAvoidanceUIKit/UIViewKeyboardAnimator.swift. Compiled against Apple's
// iOS SDK (Scripts/check-apple-sdk.sh) and run on the iOS Simulator (.github/workflows/apple.yml).
#if canImport(UIKit) && !os(watchOS)
    import KeyboardAvoidance
    import KeyboardAvoidanceUIKit
    import Testing
    import UIKit

    @MainActor
    @Suite struct UIViewKeyboardAnimatorTests {
        @Test("The curve goes into the options shifted by 16, with curve 7 kept (§4)")
        func optionsCarryTheCurve() {
            #expect(UIViewKeyboardAnimator.animationOptions(for: .keyboard).rawValue == 0x70006)
            #expect(UIViewKeyboardAnimator.animationOptions(for: .linear).rawValue == 0x30006)
            #expect(UIViewKeyboardAnimator.animationOptions(for: .easeInOut).contains(.beginFromCurrentState))
        }

        @Test("Changes run exactly once, synchronously, whatever the duration", arguments: [0.0, 0.25, -1, .infinity])
        func changesRunOnce(duration: Double) {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            var runs = 0
            UIViewKeyboardAnimator.shared.animate(KeyboardAnimation(duration: duration, curve: .keyboard)) {
                runs += 1
                view.frame.origin.y = -40
            }
            #expect(runs == 1)
            #expect(view.frame.minY == -40)
        }
    }
#endif
