public import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A host made of parts, with no conformance of yours: a bottom constraint to move, a scroll view to
/// inset, or both, under one root view; the Interface Builder tutorial's way in.
///
/// The UIKit adapter's `KeyboardAvoidingObject`, dropped into a storyboard scene with its outlets
/// connected, makes and registers one. The parts run as one host adopting
/// ``KeyboardConstraintAdjusting`` and ``KeyboardInsetAdjusting`` would: the constraint first, then
/// the inset and the focused text input scrolled into view. Register and unregister it as any host.
///
/// ```swift
/// let avoider = KeyboardAvoider(rootView: form.view, scrollView: form.scrollView, padding: 24)
/// avoider.registerKeyboardNotifications()
/// ```
@MainActor
public final class KeyboardAvoider: KeyboardCapable {
    /// What overlaps are measured against: the controller's view.
    public let keyboardRootView: any KeyboardLayoutView
    /// The notification center observed.
    public let keyboardNotificationCenter: NotificationCenter
    /// What applies the changes.
    public let keyboardAnimator: any KeyboardAnimator
    private let constraint: ConstraintPart?
    private let inset: InsetPart?
    private let isBehindPresentation: @MainActor () -> Bool

    /// A host for the parts given; with neither, it moves nothing.
    ///
    /// - Parameters:
    ///   - rootView: What overlaps are measured against: the controller's view.
    ///   - scrollView: The scroll view to inset, if any.
    ///   - bottomConstraint: The bottom constraint to move, if any.
    ///   - padding: Points kept between the focused text input and the keyboard; default 16.
    ///   - center: The notification center to observe; default `NotificationCenter.default`.
    ///   - animator: What applies the changes; default immediate (the UIKit object passes `UIView`'s).
    ///   - isBehindPresentation: Whether the keyboard is for a controller the owner presented; default never.
    public init(
        rootView: any KeyboardLayoutView, scrollView: (any KeyboardScrollView)? = nil,
        bottomConstraint: (any KeyboardLayoutConstraint)? = nil, padding: CGFloat = 16,
        center: NotificationCenter = .default, animator: any KeyboardAnimator = ImmediateKeyboardAnimator.shared,
        isBehindPresentation: @escaping @MainActor () -> Bool = { false }
    ) {
        (keyboardRootView, keyboardNotificationCenter, keyboardAnimator) = (rootView, center, animator)
        self.isBehindPresentation = isBehindPresentation
        constraint = bottomConstraint.map { ConstraintPart(rootView, $0, animator) }
        inset = scrollView.map { InsetPart(rootView, $0, padding, animator) }
    }

    /// The first responder among the root view's text inputs.
    public var keyboardFocusedView: (any KeyboardLayoutView)? { keyboardRootView.focusedTextInput }

    /// What the `isBehindPresentation` given at creation answers.
    public var keyboardIsBehindPresentation: Bool { isBehindPresentation() }

    /// Moves the constraint, then insets the scroll view and reveals the focused text input in it.
    public func avoidKeyboard(_ transition: KeyboardTransition) {
        constraint?.adjustBottomConstraint(transition)
        inset?.adjustContentInset(transition)
    }
}

/// A part runs its approach's default for its avoider; it is never registered itself.
@MainActor
private final class ConstraintPart: KeyboardConstraintAdjusting {
    let keyboardRootView: any KeyboardLayoutView
    let keyboardBottomConstraint: any KeyboardLayoutConstraint
    let keyboardAnimator: any KeyboardAnimator
    init(_ root: any KeyboardLayoutView, _ constraint: any KeyboardLayoutConstraint, _ animator: any KeyboardAnimator) {
        (keyboardRootView, keyboardBottomConstraint, keyboardAnimator) = (root, constraint, animator)
    }
}

@MainActor
private final class InsetPart: KeyboardInsetAdjusting {
    let keyboardRootView: any KeyboardLayoutView
    let keyboardScrollView: any KeyboardScrollView
    let keyboardScrollPadding: CGFloat
    let keyboardAnimator: any KeyboardAnimator
    var keyboardFocusedView: (any KeyboardLayoutView)? { keyboardRootView.focusedTextInput }
    init(
        _ root: any KeyboardLayoutView, _ scroll: any KeyboardScrollView, _ padding: CGFloat,
        _ animator: any KeyboardAnimator
    ) {
        (keyboardRootView, keyboardScrollView) = (root, scroll)
        (keyboardScrollPadding, keyboardAnimator) = (padding, animator)
    }
}

extension KeyboardLayoutView {
    /// The first responder among the view's text inputs.
    fileprivate var focusedTextInput: (any KeyboardLayoutView)? { keyboardTextInputs.first { $0.keyboardIsFocused } }
}
