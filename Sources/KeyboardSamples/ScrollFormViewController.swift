package import Foundation
package import KeyboardAvoidance
package import KeyboardAvoidanceHeadless
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Teaches the **bottom constraint with scroll-to-focus** through a `KeyboardAvoider`, the host made
/// of parts that Interface Builder's `KeyboardAvoidingObject` makes from its outlets: the controller
/// itself adopts nothing.
@MainActor
package final class ScrollFormViewController: HeadlessViewController {
    /// The scroll view holding the fields.
    package let scrollView = HeadlessScrollView(name: "scrollView")
    /// The form's text fields, top to bottom.
    package let fields: [HeadlessView] = (1...10).map { HeadlessView(name: "field\($0)") }
    /// The constraint `scrollView.bottom = safeArea.bottom + constant`.
    package private(set) var bottomConstraint: HeadlessLayoutConstraint?
    /// The keyboard handler, created when the view first appears.
    package private(set) var keyboardHandler: KeyboardAvoider?

    /// Creates the form, listening to `center`.
    package init(center: NotificationCenter = .default) { super.init(notificationCenter: center) }

    /// Builds the form.
    package override func viewDidLoad() {
        view.addSubview(scrollView)
        for field in fields {
            field.isTextInput = true
            scrollView.addSubview(field)
        }
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
        let handler = KeyboardAvoider(
            rootView: view, scrollView: scrollView, bottomConstraint: constraint, padding: 20,
            center: notificationCenter
        ) { [weak self] in self?.keyboardIsBehindPresentation ?? false }
        keyboardHandler = handler
        handler.registerKeyboardNotifications()
    }

    /// Pauses the handler while the form is off screen.
    package override func viewWillDisappear() { keyboardHandler?.unregisterKeyboardNotifications() }

    /// Scrolls the newly focused field into view: iOS may post nothing for a focus move.
    package override func focusDidChange(from previous: HeadlessView?) { keyboardHandler?.updateKeyboardAvoidance() }
}
