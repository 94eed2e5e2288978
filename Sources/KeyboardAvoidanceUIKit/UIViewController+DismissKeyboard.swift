#if canImport(UIKit) && !os(watchOS)
    public import KeyboardAvoidance
    public import UIKit

    extension KeyboardCapable where Self: UIViewController {
        /// Ends editing in the controller's view, then returns once the keyboard has finished hiding
        /// (`KeyboardMonitor.keyboardHidden()`), or when the task is cancelled.
        ///
        /// A keyboard that stays up (its field is outside the view, or will not resign) is waited for
        /// until it hides.
        ///
        /// ```swift
        /// await dismissKeyboard()
        /// present(confirmation, animated: true)
        /// ```
        public func dismissKeyboard() async {
            view.endEditing(true)
            await KeyboardMonitor.monitor(for: keyboardNotificationCenter).keyboardHidden()
        }
    }
#endif
