import Foundation

/// A host whose root view ends editing when it is tapped outside the views that take touches of
/// their own: opt in by adopting it.
///
/// The tap never steals a touch: a control or a text input gets it as usual (the UIKit adapter's
/// recognizer sets `cancelsTouchesInView` and `delaysTouchesEnded` off and lets those touches by),
/// and a tap on the view that rides the keyboard (``KeyboardFollowing/keyboardFollowingView``, an
/// input bar) keeps the keyboard up.
///
/// ```swift
/// final class SignUpViewController: UIViewController, KeyboardRevealing, KeyboardTapToDismiss {}
/// ```
@MainActor
public protocol KeyboardTapToDismiss: KeyboardCapable {
    /// Whether a tap on `view` (inside the root view, not a control or text input) ends editing;
    /// default: unless it is in the followed view.
    func keyboardDismissesOnTap(in view: any KeyboardLayoutView) -> Bool
}

extension KeyboardTapToDismiss {
    /// `true`, unless `view` is the followed view or inside it.
    public func keyboardDismissesOnTap(in view: any KeyboardLayoutView) -> Bool {
        guard let followed = (self as? any KeyboardFollowing)?.keyboardFollowingView else { return true }
        return !(view === followed || view.isInside(followed))
    }

    /// Reports taps on the root view to the host while it is registered, or stops with `false`.
    func observeTaps(_ observes: Bool) {
        guard observes else { return keyboardRootView.keyboardObserveTaps(nil) }
        keyboardRootView.keyboardObserveTaps { [weak self] view in
            guard let self, self.keyboardDismissesOnTap(in: view) else { return }
            self.keyboardFocusedView?.keyboardSetFocused(false)
        }
    }
}
