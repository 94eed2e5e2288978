#if canImport(UIKit) && !os(watchOS)
    public import KeyboardAvoidance
    public import UIKit

    extension UIView {
        /// Installs, replaces or (with `nil`) removes the kit's tap recognizer on the view, which calls
        /// `observer` with the view a tap lands on (`hitTest`).
        ///
        /// It never steals a touch: `cancelsTouchesInView` and `delaysTouchesEnded` are off (both on by
        /// default, UIGestureRecognizer.h:57, :59), it recognizes alongside every other recognizer
        /// (:100), and it does not receive a touch that begins in a `UIControl` or a text input (:110).
        public func keyboardObserveTaps(_ observer: (@MainActor (any KeyboardLayoutView) -> Void)?) {
            let installed = gestureRecognizers?.lazy.compactMap { $0 as? KeyboardTapRecognizer }.first
            guard let observer else {
                if let installed { removeGestureRecognizer(installed) }
                return
            }
            (installed ?? KeyboardTapRecognizer(on: self)).observer = observer
        }
    }

    /// The recognizer ``UIKit/UIView/keyboardObserveTaps(_:)`` installs.
    final class KeyboardTapRecognizer: UITapGestureRecognizer, UIGestureRecognizerDelegate {
        var observer: (@MainActor (any KeyboardLayoutView) -> Void)?

        init(on view: UIView) {
            super.init(target: nil, action: nil)
            addTarget(self, action: #selector(tapped))
            cancelsTouchesInView = false
            delaysTouchesEnded = false
            delegate = self
            view.addGestureRecognizer(self)
        }

        @objc private func tapped() {
            guard state == .ended, let view, let touched = view.hitTest(location(in: view), with: nil) else { return }
            observer?(touched)
        }

        func gestureRecognizer(_ recognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            var current = touch.view
            while let candidate = current, candidate !== view {
                if candidate is UIControl || candidate is any UITextInput { return false }
                current = candidate.superview
            }
            return true
        }

        func gestureRecognizer(
            _ recognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
        ) -> Bool { true }
    }
#endif
