package import Foundation
import KeyboardAvoidance
package import KeyboardAvoidanceHeadless
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Teaches the **full-view shift**: with ``KeyboardCapable`` and no approach, the root view moves up by what the
/// keyboard covers of it and back exactly, through `shiftWholeView(by:animation:)`, the one customisation point.
@MainActor
package final class TransferConfirmViewController: HeadlessViewController, KeyboardCapable {
    /// The transfer summary at the top.
    package let summary = HeadlessView(name: "summary")
    /// The amount being confirmed, near the bottom.
    package let amountField = HeadlessView(name: "amountField")
    /// The confirm button, under the field.
    package let confirmButton = HeadlessView(name: "confirmButton")

    /// Creates the screen, listening to `center`.
    package convenience init(center: NotificationCenter = .default) { self.init(notificationCenter: center) }

    /// Builds the views.
    package override func viewDidLoad() {
        for subview in [summary, amountField, confirmButton] { view.addSubview(subview) }
    }

    /// Lays the views out for the root view's bounds, then for the keyboard as it is now.
    package override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        let safe = view.safeAreaInsets
        summary.frame = CGRect(x: 16, y: safe.top + 16, width: bounds.width - 32, height: 120)
        confirmButton.frame = CGRect(
            x: 16, y: bounds.height - safe.bottom - 16 - 50, width: bounds.width - 32, height: 50)
        amountField.frame = CGRect(x: 16, y: confirmButton.frame.minY - 16 - 44, width: bounds.width - 32, height: 44)
        updateKeyboardAvoidance(animation: .immediate)
    }

    /// Registers as the view appears, once it is laid out in its window.
    package override func viewIsAppearing() { registerKeyboardNotifications() }

    /// Unregisters, which restores the layout if the keyboard is still up.
    package override func viewWillDisappear() { unregisterKeyboardNotifications() }
}
