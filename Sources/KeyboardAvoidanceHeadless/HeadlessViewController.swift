public import Foundation
public import KeyboardAvoidance
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A platform-neutral view controller model: a root view, an appearance lifecycle and a focus.
///
/// Subclass it as you would `UIViewController`; a subclass that adopts
/// ``/KeyboardAvoidance/KeyboardCapable`` observes the center the controller was created with.
///
/// ```swift
/// final class Login: HeadlessViewController, KeyboardCapable {
///     override func viewDidAppear() { registerKeyboardNotifications() }
///     override func viewWillDisappear() { unregisterKeyboardNotifications() }
/// }
/// let login = Login(notificationCenter: testCenter)
/// login.present(in: HeadlessWindow(screen: CGRect(x: 0, y: 0, width: 375, height: 667)))
/// ```
@MainActor
open class HeadlessViewController: KeyboardHost {
    /// The root view.
    public let view: HeadlessView

    /// The animator the kit uses for this controller: immediate unless replaced.
    public var keyboardAnimator: any KeyboardAnimator {
        get { animator }
        set { animator = newValue }
    }
    // Stored privately behind public accessors so the optimizer can drop the runtime exclusivity
    // checks a public stored property of a class needs on every access.
    private var animator: any KeyboardAnimator = ImmediateKeyboardAnimator.shared

    /// The view being edited, if any.
    public var focusedView: HeadlessView? { storedFocusedView }
    private var storedFocusedView: HeadlessView?

    /// Whether the view is on screen (between ``viewWillAppear()`` and ``viewWillDisappear()``).
    public private(set) var isVisible = false

    /// The window the controller is presented in, kept alive while presented.
    public private(set) var window: HeadlessWindow?

    /// The notification center a keyboard-capable subclass observes.
    public let notificationCenter: NotificationCenter

    private var isLoaded = false

    /// Creates a controller with an empty root view, observing `notificationCenter` when keyboard-capable.
    public init(notificationCenter: NotificationCenter = .default) {
        view = HeadlessView(name: "root")
        self.notificationCenter = notificationCenter
    }

    /// ``view``.
    public var keyboardRootView: any KeyboardLayoutView { view }

    /// ``focusedView``.
    public var keyboardFocusedView: (any KeyboardLayoutView)? { focusedView }

    /// Puts the root view in `window` and runs the appearance lifecycle in UIKit's order.
    public func present(in window: HeadlessWindow) {
        beginAppearance(in: window)
        viewDidAppear()
    }

    private func loadViewIfNeeded() {
        guard !isLoaded else { return }
        isLoaded = true
        viewDidLoad()
    }

    private func beginAppearance(in window: HeadlessWindow) {
        loadViewIfNeeded()
        window.addSubview(view)
        fillWindow(window)
        window.rootViewController = self
        self.window = window
        isVisible = true
        viewWillAppear()
        view.layoutIfNeeded()
        viewDidLayoutSubviews()
    }

    func layoutRootView() {
        guard isVisible, let window else { return }
        fillWindow(window)
        view.layoutIfNeeded()
        viewDidLayoutSubviews()
    }

    /// As a container does to its child; the insets stay the window's until the next pass.
    private func fillWindow(_ window: HeadlessWindow) {
        view.layoutFrame = window.bounds
        view.controllerSafeAreaInsets = window.safeAreaInsets
    }

    /// Removes the root view from its window, between ``viewWillDisappear()`` and
    /// ``viewDidDisappear()``.
    public func dismiss() {
        dismissPresented()  // what this controller presented goes first, as with UIKit's dismiss
        guard isVisible else { return }
        viewWillDisappear()
        endDisappearance()
    }

    private func endDisappearance() {
        isVisible = false
        view.removeFromSuperview()
        view.controllerSafeAreaInsets = nil
        if window?.rootViewController === self { window?.rootViewController = nil }
        window = nil
        viewDidDisappear()
    }

    /// How a presented controller covers its presenter, as `UIModalPresentationStyle` does.
    public enum PresentationStyle: Sendable, Equatable {
        /// A page sheet on a phone (popovers and alerts behave alike): the presenter stays and
        /// hears no disappear call (KeyboardFacts §7).
        case sheet
        /// `.fullScreen`: the presenter disappears until the presented controller is dismissed.
        case fullScreen
    }

    /// The controller this one presented, while presented.
    public var presentedViewController: HeadlessViewController? { storedPresentedViewController }
    private var storedPresentedViewController: HeadlessViewController?
    /// The controller that presented this one, while presented.
    public private(set) weak var presentingViewController: HeadlessViewController?
    private var presentationStyle = PresentationStyle.sheet

    /// Presents `controller` over this one in a window of its own; does nothing unless this
    /// controller is presented and presents nothing.
    public func present(_ controller: HeadlessViewController, style: PresentationStyle = .sheet) {
        guard isVisible, let window, presentedViewController == nil, controller.window == nil else { return }
        let (frame, sheetInsets) = Self.placement(of: style, over: window)
        storedPresentedViewController = controller
        presentationStyle = style
        controller.presentingViewController = self
        // UIKit's order: the presented controller loads, both "will" calls, then both "did" calls.
        controller.loadViewIfNeeded()
        if style == .fullScreen { viewWillDisappear() }
        controller.beginAppearance(
            in: HeadlessWindow(on: window.screen, frame: frame, safeAreaInsets: sheetInsets))
        if style == .fullScreen {
            isVisible = false
            viewDidDisappear()
        }
        controller.viewDidAppear()
    }

    /// A sheet starts 10 pt below the top safe area, as on a phone.
    private static func placement(of style: PresentationStyle, over window: HeadlessWindow) -> (CGRect, LayoutInsets) {
        let insets = window.safeAreaInsets
        switch style {
        case .sheet:
            let frame = CGRect(
                x: window.frame.minX, y: window.frame.minY + insets.top + 10, width: window.frame.width,
                height: max(0, window.frame.height - insets.top - 10))
            return (frame, LayoutInsets(top: 0, left: insets.left, bottom: insets.bottom, right: insets.right))
        case .fullScreen:
            return (window.frame, insets)
        }
    }

    func transitionPresentation() {
        guard let presented = presentedViewController, let window, let sheet = presented.window else { return }
        let (frame, insets) = Self.placement(of: presentationStyle, over: window)
        sheet.transition(screen: window.screenBounds, frame: frame, safeAreaInsets: insets)
    }

    /// Dismisses the controller this one presented; after a full-screen presentation this one
    /// appears again.
    public func dismissPresented() {
        guard let presented = presentedViewController else { return }
        presented.dismissPresented()
        // UIKit's order: both "will" calls, then both "did" calls.
        let reappears = presentationStyle == .fullScreen
        if presented.isVisible { presented.viewWillDisappear() }
        if reappears {
            isVisible = true
            viewWillAppear()
            layoutRootView()
        }
        if presented.isVisible { presented.endDisappearance() }
        presented.presentingViewController = nil
        storedPresentedViewController = nil
        if reappears { viewDidAppear() }
        // UIKit gives the first responder back to the view that had it when the presentation
        // began (KeyboardFacts §8): its field begins editing again.
        if let focusedView {
            notificationCenter.post(name: KeyboardNotificationName.textFieldDidBeginEditing, object: focusedView)
        }
    }

    /// Whether this controller has presented another, which then owns the keyboard.
    public var keyboardIsBehindPresentation: Bool { presentedViewController != nil }

    /// Makes `field` the focused view (the first responder), or clears the focus with `nil`.
    ///
    /// A field that gains the focus posts `UITextFieldTextDidBeginEditingNotification` (object: the
    /// field) to ``notificationCenter`` after ``focusDidChange(from:)``, as UIKit posts it when a
    /// field becomes first responder (KeyboardFacts §8).
    public func focus(_ field: HeadlessView?) {
        let previous = focusedView
        storedFocusedView = field
        guard previous !== field else { return }
        focusDidChange(from: previous)
        if let field { notificationCenter.post(name: KeyboardNotificationName.textFieldDidBeginEditing, object: field) }
    }

    /// Called once, before the view first appears: build the view hierarchy here.
    open func viewDidLoad() {}
    /// Called before the view appears.
    open func viewWillAppear() {}
    /// Called after the view appeared.
    open func viewDidAppear() {}
    /// Called with the window's new size before it changes in place (a rotation, a resize).
    open func viewWillTransition(to size: CGSize) {}
    /// Called after a layout pass laid the root view out: lay out subviews from its bounds here.
    open func viewDidLayoutSubviews() {}
    /// Called before the view disappears.
    open func viewWillDisappear() {}
    /// Called after the view disappeared.
    open func viewDidDisappear() {}
    /// Called after ``focus(_:)`` moved the focus; `previous` is the view that had it.
    open func focusDidChange(from previous: HeadlessView?) {}
}

extension KeyboardCapable where Self: HeadlessViewController {
    /// ``HeadlessViewController/notificationCenter``: the center the controller was created with.
    public var keyboardNotificationCenter: NotificationCenter { notificationCenter }
}
