import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A host whose text fields form a chain: next and previous move the focus along it, and each
/// field's return key moves it to the next one, the last one ending the chain.
///
/// Each move makes the new field first responder, and its begin-editing notification lays the host
/// out for it (KeyboardFacts §8): no app call. The return key is the kit's on every field of the
/// chain that gets the focus while the host is registered (UIKit's `editingDidEndOnExit`).
///
/// ```swift
/// final class SignUpViewController: UIViewController, KeyboardFocusChain {
///     func keyboardFocusChainDidEnd() { signUp() }  // the return key of the last field
/// }
/// ```
@MainActor
public protocol KeyboardFocusChain: KeyboardCapable {
    /// The fields the focus moves through, in order; default the root view's text inputs, top to
    /// bottom, then left to right.
    var keyboardFocusChain: [any KeyboardLayoutView] { get }

    /// The return key was tapped in the chain's last field; default: the focused field resigns.
    func keyboardFocusChainDidEnd()
}

/// A way along a ``KeyboardFocusChain``.
public enum KeyboardFocusDirection: Sendable {
    /// To the field after the focused one.
    case next
    /// To the field before the focused one.
    case previous
}

// MARK: - Default implementations

extension KeyboardFocusChain {
    /// The root view's text inputs in reading order: top to bottom, then left to right on screen.
    public var keyboardFocusChain: [any KeyboardLayoutView] {
        keyboardRootView.keyboardTextInputs.map { ($0, $0.frameInScreen) }
            .sorted { ($0.1.minY, $0.1.minX) < ($1.1.minY, $1.1.minX) }.map(\.0)
    }

    /// Resigns the focused field.
    public func keyboardFocusChainDidEnd() { keyboardFocusedView?.keyboardSetFocused(false) }
}

// MARK: - API

extension KeyboardFocusChain {
    /// The field of the chain in `direction` from `field`; `nil` at the chain's end or when `field` is
    /// not in the chain; not overridable.
    public func keyboardChainField(
        _ direction: KeyboardFocusDirection, from field: any KeyboardLayoutView
    ) -> (any KeyboardLayoutView)? {
        let chain = keyboardFocusChain
        guard let index = chain.firstIndex(where: { $0 === field }) else { return nil }
        let next = direction == .next ? index + 1 : index - 1
        return chain.indices.contains(next) ? chain[next] : nil
    }

    /// Gives the focus to the field in `direction` from the focused one; not overridable.
    ///
    /// - Returns: Whether there was such a field.
    @discardableResult
    public func moveKeyboardFocus(_ direction: KeyboardFocusDirection) -> Bool {
        guard let focused = keyboardFocusedView, let field = keyboardChainField(direction, from: focused) else {
            return false
        }
        field.keyboardSetFocused(true)
        return true
    }
}

// MARK: - Internal

extension KeyboardFocusChain {
    /// Takes the kit's return key from every field of the chain: an unregistered host's fields are the app's again.
    func disarmReturnKeys() { for field in keyboardFocusChain { field.keyboardOnReturnKey(nil) } }

    /// Gives the focused field of the chain the kit's return key: the next field, or the chain's end.
    func armReturnKey() {
        guard let field = keyboardFocusedView, keyboardFocusChain.contains(where: { $0 === field }) else { return }
        field.keyboardOnReturnKey { [weak self, weak field] in
            guard let self, let field else { return }
            if let next = self.keyboardChainField(.next, from: field) {
                next.keyboardSetFocused(true)
            } else {
                self.keyboardFocusChainDidEnd()
            }
        }
    }
}
