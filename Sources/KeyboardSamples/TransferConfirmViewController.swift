public import Foundation
public import KeyboardAvoidance
public import KeyboardAvoidanceHeadless
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Teaches the **full-view shift** with the classic lifecycle: register in appear, unregister in
/// disappear.
///
/// A money-transfer confirmation screen: a summary at the top, and near the bottom an amount
/// field with a confirm button under it. When the keyboard appears the whole root view moves up
/// by exactly the part of it the keyboard covers (not the keyboard's height), with the keyboard's
/// own animation, and it returns exactly when the keyboard goes. Conformance is the protocol's
/// name: the controller holds the kit's storage (as the UIKit adapter does for
/// `UIViewController`), and everything else is the kit's default.
///
/// ```swift
/// let screen = TransferConfirmViewController()
/// screen.present(in: window)       // registers
/// screen.focus(screen.amountField) // the keyboard shows; the view moves up
/// screen.dismiss()                 // unregisters
/// ```
@MainActor
public final class TransferConfirmViewController: HeadlessViewController, KeyboardCapable {
    /// The transfer summary at the top.
    public let summary = HeadlessView(name: "summary")
    /// The amount being confirmed, near the bottom.
    public let amountField = HeadlessView(name: "amountField")
    /// The confirm button, under the field.
    public let confirmButton = HeadlessView(name: "confirmButton")

    /// Creates the screen, listening to `center` (`.default` in an app).
    public convenience init(center: NotificationCenter = .default) {
        self.init(notificationCenter: center)
    }

    /// Builds the views and lays them out for the window.
    public override func viewDidLoad() {
        view.addSubview(summary)
        view.addSubview(amountField)
        view.addSubview(confirmButton)
    }

    /// Lays the views out for the root view's bounds (when presented, and again after a rotation
    /// or a window resize in place), then lays the screen out for the keyboard as it is now:
    /// the layout pass put back what the kit had moved.
    public override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        let safe = view.safeAreaInsets
        summary.frame = CGRect(x: 16, y: safe.top + 16, width: bounds.width - 32, height: 120)
        confirmButton.frame = CGRect(
            x: 16, y: bounds.height - safe.bottom - 16 - 50, width: bounds.width - 32, height: 50)
        amountField.frame = CGRect(x: 16, y: confirmButton.frame.minY - 16 - 44, width: bounds.width - 32, height: 44)
        updateKeyboardAvoidance(animation: .immediate)
    }

    /// Registers, once the view is laid out in its window.
    public override func viewDidAppear() {
        registerKeyboardNotifications()
    }

    /// Unregisters, which restores the layout if the keyboard is still up.
    public override func viewWillDisappear() {
        unregisterKeyboardNotifications()
    }

    /// Lays out again when the focus moves: the shift is capped so the focused field never
    /// leaves the top of a short screen, and iOS may post nothing for a focus move.
    public override func focusDidChange(from previous: HeadlessView?) {
        updateKeyboardAvoidance()
    }
}
