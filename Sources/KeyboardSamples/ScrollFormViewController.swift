package import Foundation
package import KeyboardAvoidance
package import KeyboardAvoidanceHeadless
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A reusable keyboard handler that registers itself, moves a bottom constraint, then scrolls the
/// focused field into the shortened scroll view with ``padding`` points to spare.
@MainActor
package final class ScrollFormKeyboardHandler: KeyboardHost, KeyboardConstraintAdjusting, KeyboardInsetAdjusting {
    /// Where keyboard notifications come from.
    package let keyboardNotificationCenter: NotificationCenter
    /// The screen's root view, against which overlaps are measured.
    package let keyboardRootView: any KeyboardLayoutView
    /// The constraint pinning the scroll view's bottom to the safe area.
    package let keyboardBottomConstraint: any KeyboardLayoutConstraint
    /// The scroll view holding the form.
    package let scrollView: any KeyboardScrollView
    /// Space between the focused field and the keyboard, in points.
    package let padding: CGFloat
    /// Applies changes immediately unless replaced.
    package var keyboardAnimator: any KeyboardAnimator = ImmediateKeyboardAnimator.shared
    private let focusedViewProvider: @MainActor () -> (any KeyboardLayoutView)?
    private let presentationProvider: @MainActor () -> Bool

    /// Creates the handler and registers it.
    package init(
        rootView: any KeyboardLayoutView, bottomConstraint: any KeyboardLayoutConstraint,
        scrollView: any KeyboardScrollView, padding: CGFloat = 20, center: NotificationCenter = .default,
        focusedView: @escaping @MainActor () -> (any KeyboardLayoutView)?,
        isBehindPresentation: @escaping @MainActor () -> Bool = { false }
    ) {
        keyboardRootView = rootView
        keyboardBottomConstraint = bottomConstraint
        self.scrollView = scrollView
        self.padding = padding
        keyboardNotificationCenter = center
        focusedViewProvider = focusedView
        presentationProvider = isBehindPresentation
        registerKeyboardNotifications()
    }

    /// The field being edited, as the owner reports it.
    package var keyboardFocusedView: (any KeyboardLayoutView)? { focusedViewProvider() }
    /// Whether the owner presented another controller over itself; the form then stays as it is.
    package var keyboardIsBehindPresentation: Bool { presentationProvider() }
    /// The scroll view the focused field is scrolled into.
    package var keyboardScrollView: any KeyboardScrollView { scrollView }
    /// ``padding``.
    package var keyboardScrollPadding: CGFloat { padding }
}

/// Teaches the **bottom constraint with scroll-to-focus** through a ``ScrollFormKeyboardHandler``.
@MainActor
package final class ScrollFormViewController: HeadlessViewController {
    /// The scroll view holding the fields.
    package let scrollView = HeadlessScrollView(name: "scrollView")
    /// The form's text fields, top to bottom.
    package let fields: [HeadlessView] = (1...10).map { HeadlessView(name: "field\($0)") }
    /// The constraint `scrollView.bottom = safeArea.bottom + constant`.
    package private(set) var bottomConstraint: HeadlessLayoutConstraint?
    /// The keyboard handler, created when the view first appears.
    package private(set) var keyboardHandler: ScrollFormKeyboardHandler?

    /// Creates the form, listening to `center`.
    package init(center: NotificationCenter = .default) { super.init(notificationCenter: center) }

    /// Builds the form.
    package override func viewDidLoad() {
        view.addSubview(scrollView)
        for field in fields { scrollView.addSubview(field) }
    }

    /// Lays the form out; the scroll view's bottom follows its constraint.
    package override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        let safe = view.safeAreaInsets
        let constant = bottomConstraint?.constant ?? 0
        scrollView.frame = CGRect(
            x: 0, y: safe.top, width: bounds.width, height: max(0, bounds.height - safe.top - safe.bottom + constant))
        for (index, field) in fields.enumerated() {
            field.frame = CGRect(x: 16, y: 16 + CGFloat(index) * 76, width: bounds.width - 32, height: 44)
        }
        scrollView.contentSize = CGSize(width: bounds.width, height: 16 + CGFloat(fields.count) * 76)
        keyboardHandler?.updateKeyboardAvoidance(animation: .immediate)
    }

    /// Creates the handler the first time, and registers it again when the form reappears.
    package override func viewIsAppearing() {
        if let keyboardHandler {
            keyboardHandler.registerKeyboardNotifications()
            return
        }
        let constraint = HeadlessLayoutConstraint(constant: 0) { [scrollView, view] constant in
            // scrollView.bottom = safeArea.bottom + constant, never negative (under a keyboard taller than the form)
            let height = view.bounds.height - view.safeAreaInsets.bottom + constant - scrollView.frame.origin.y
            scrollView.frame.size.height = max(0, height)
        }
        bottomConstraint = constraint
        keyboardHandler = ScrollFormKeyboardHandler(
            rootView: view, bottomConstraint: constraint, scrollView: scrollView, center: notificationCenter,
            focusedView: { [weak self] in self?.focusedView },
            isBehindPresentation: { [weak self] in self?.keyboardIsBehindPresentation ?? false })
    }

    /// Pauses the handler while the form is off screen.
    package override func viewWillDisappear() { keyboardHandler?.unregisterKeyboardNotifications() }

    /// Scrolls the newly focused field into view: iOS may post nothing for a focus move.
    package override func focusDidChange(from previous: HeadlessView?) { keyboardHandler?.updateKeyboardAvoidance() }
}
