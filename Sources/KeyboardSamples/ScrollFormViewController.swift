public import Foundation
public import KeyboardAvoidance
public import KeyboardAvoidanceHeadless
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A reusable keyboard handler: a bottom constraint, a scroll view and a padding, the object an
/// interface-builder user would drop into a scene.
///
/// It registers itself in its initializer and is released with its owner; the kit holds it
/// weakly, so nothing needs unregistering. It combines two approaches and writes no keyboard code:
/// on every keyboard change the kit moves the bottom constraint (`KeyboardConstraintAdjusting`),
/// then scrolls the focused field into the shortened scroll view with ``padding`` points to spare
/// (`KeyboardInsetAdjusting`, whose inset stays as it is: the scroll view no longer reaches the
/// keyboard).
///
/// ```swift
/// handler = ScrollFormKeyboardHandler(
///     rootView: view, bottomConstraint: bottom, scrollView: scroll, padding: 20,
///     focusedView: { [weak self] in self?.focusedView })
/// ```
@MainActor
public final class ScrollFormKeyboardHandler: KeyboardHost, KeyboardConstraintAdjusting, KeyboardInsetAdjusting {
    /// The kit's per-handler memory.
    public let keyboardStorage = KeyboardStorage()
    /// Where keyboard notifications come from.
    public let keyboardNotificationCenter: NotificationCenter
    /// The screen's root view, against which overlaps are measured.
    public let keyboardRootView: any KeyboardLayoutView
    /// The constraint pinning the scroll view's bottom to the safe area.
    public let keyboardBottomConstraint: any KeyboardAdjustableConstraint
    /// The scroll view holding the form.
    public let scrollView: any KeyboardScrollable
    /// Space between the focused field and the keyboard, in points.
    public let padding: CGFloat
    /// How changes are applied: immediately unless replaced (UIKit would animate).
    public var keyboardAnimator: any KeyboardAnimator = ImmediateKeyboardAnimator.shared
    private let focusedViewProvider: @MainActor () -> (any KeyboardLayoutView)?
    private let presentationProvider: @MainActor () -> Bool

    /// Creates the handler and registers it.
    public init(
        rootView: any KeyboardLayoutView, bottomConstraint: any KeyboardAdjustableConstraint,
        scrollView: any KeyboardScrollable, padding: CGFloat = 20,
        center: NotificationCenter = .default,
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
    public var keyboardFocusedView: (any KeyboardLayoutView)? { focusedViewProvider() }

    /// Whether the owner presented another controller over itself, as the owner reports it: the
    /// form then stays as it is while the keyboard serves the presented controller.
    public var keyboardIsBehindPresentation: Bool { presentationProvider() }

    /// The scroll view the focused field is scrolled into.
    public var keyboardScrollView: any KeyboardScrollable { scrollView }

    /// ``padding``.
    public var keyboardScrollPadding: CGFloat { padding }
}

/// Teaches the **bottom constraint with scroll-to-focus**, through a reusable handler object.
///
/// A long settings form in a scroll view whose bottom is pinned to the safe area by a
/// constraint. The controller only creates a ``ScrollFormKeyboardHandler``; the handler keeps
/// the constraint in step with every keyboard frame (predictive bar, emoji, rotation) and
/// scrolls the focused field into view. Releasing the controller releases the handler; while the
/// form is off screen the handler is paused.
///
/// ```swift
/// let form = ScrollFormViewController()
/// form.present(in: window)
/// form.focus(form.fields[7]) // the scroll view shortens; field 8 scrolls into view
/// ```
@MainActor
public final class ScrollFormViewController: HeadlessViewController {
    /// The scroll view holding the fields.
    public let scrollView = HeadlessScrollView(name: "scrollView")
    /// The form's text fields, top to bottom.
    public let fields: [HeadlessView] = (1...10).map { HeadlessView(name: "field\($0)") }
    /// The constraint `scrollView.bottom = safeArea.bottom + constant`.
    public private(set) var bottomConstraint: HeadlessLayoutConstraint?
    /// The keyboard handler, created when the view loads.
    public private(set) var keyboardHandler: ScrollFormKeyboardHandler?
    private let center: NotificationCenter

    /// Creates the form, listening to `center`.
    public init(center: NotificationCenter = .default) {
        self.center = center
        super.init()
    }

    /// Builds the form and its keyboard handler.
    public override func viewDidLoad() {
        view.addSubview(scrollView)
        for field in fields { scrollView.addSubview(field) }
    }

    /// Lays the form out for the root view's bounds (when presented, and again after a rotation
    /// or a window resize in place): the scroll view's bottom follows its constraint.
    public override func viewDidLayoutSubviews() {
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

    /// Creates the handler the first time (it registers itself), and registers it again when the
    /// form reappears.
    public override func viewDidAppear() {
        if let keyboardHandler {
            keyboardHandler.registerKeyboardNotifications()
            return
        }
        let scroll = scrollView
        let root = view
        let constraint = HeadlessLayoutConstraint(constant: 0) { constant in
            // scrollView.bottom = safeArea.bottom + constant
            // (never negative, even under a keyboard taller than the form)
            let height = root.bounds.height - root.safeAreaInsets.bottom + constant - scroll.frame.origin.y
            scroll.frame.size.height = max(0, height)
        }
        bottomConstraint = constraint
        keyboardHandler = ScrollFormKeyboardHandler(
            rootView: view, bottomConstraint: constraint, scrollView: scrollView, center: center,
            focusedView: { [weak self] in self?.focusedView },
            isBehindPresentation: { [weak self] in self?.keyboardIsBehindPresentation ?? false })
    }

    /// Stops the handler while off screen (it registers again when the form reappears).
    public override func viewWillDisappear() {
        keyboardHandler?.unregisterKeyboardNotifications()
    }

    /// Scrolls the newly focused field into view: iOS may not post a notification for a focus
    /// move while the keyboard is up.
    public override func focusDidChange(from previous: HeadlessView?) {
        keyboardHandler?.updateKeyboardAvoidance()
    }
}
