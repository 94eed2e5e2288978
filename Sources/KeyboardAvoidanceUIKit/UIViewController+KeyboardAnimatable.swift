#if canImport(UIKit) && !os(watchOS)
    public import KeyboardAvoidance
    public import UIKit

    /// UIKit animation by default for every `UIViewController` that adopts `KeyboardAnimatable`.
    extension KeyboardAnimatable where Self: UIViewController {
        /// ``UIViewKeyboardAnimator/shared``; declare `keyboardAnimator` yourself to use another.
        public var keyboardAnimator: any KeyboardAnimator { UIViewKeyboardAnimator.shared }
    }
#endif
