public import Foundation
public import KeyboardAvoidance
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A platform-neutral view controller model: a root view, an appearance lifecycle and a
/// focused field, enough for the kit's protocols to work on.
///
/// Subclass it as you would `UIViewController`: build views in ``viewDidLoad()``, lay them out in
/// ``viewDidLayoutSubviews()``, register for the keyboard in ``viewDidAppear()`` and unregister in
/// ``viewWillDisappear()``. Drive it with ``present(in:)`` and ``dismiss()``, move the focus with
/// ``focus(_:)``, and rotate or resize its window in place with
/// ``HeadlessWindow/transition(screen:frame:safeAreaInsets:)``.
///
/// A subclass that adopts ``/KeyboardAvoidance/KeyboardCapable`` needs nothing more: the
/// controller holds the kit's ``/KeyboardAvoidance/KeyboardStorage`` and the notification center
/// it was created with, as the UIKit adapter does for `UIViewController`.
///
/// ```swift
/// final class Login: HeadlessViewController, KeyboardCapable {
///     override func viewDidAppear() { registerKeyboardNotifications() }
/// }
/// let login = Login(notificationCenter: testCenter)
/// login.present(in: HeadlessWindow(screen: CGRect(x: 0, y: 0, width: 375, height: 667)))
/// ```
@MainActor
open class HeadlessViewController: KeyboardHost {
    /// The root view.
    public let view: HeadlessView

    /// The animator the kit's defaults use for this controller (immediate unless replaced,
    /// for example by a ``RecordingKeyboardAnimator`` in a test).
    public var keyboardAnimator: any KeyboardAnimator {
        get { animator }
        set { animator = newValue }
    }
    // The state the kit reads on every keyboard event is stored privately behind public
    // accessors: the optimizer can then drop the runtime exclusivity checks that a public
    // stored property of a class needs on every access.
    private var animator: any KeyboardAnimator = ImmediateKeyboardAnimator.shared

    /// The view being edited, if any.
    public var focusedView: HeadlessView? { storedFocusedView }
    private var storedFocusedView: HeadlessView?

    /// Whether the view is on screen (between ``viewWillAppear()`` and ``viewWillDisappear()``).
    public private(set) var isVisible = false

    /// The window the controller is presented in, kept alive while presented.
    public private(set) var window: HeadlessWindow?

    /// The notification center a keyboard-capable subclass observes
    /// (``/KeyboardAvoidance/KeyboardCapable/keyboardNotificationCenter``).
    public let notificationCenter: NotificationCenter

    /// The kit's memory for a keyboard-capable subclass
    /// (``/KeyboardAvoidance/KeyboardAnimatable/keyboardStorage``).
    let storage = KeyboardStorage()

    private var isLoaded = false

    /// Creates a controller with an empty root view, whose keyboard-capable subclasses observe
    /// `notificationCenter`. Default: `NotificationCenter.default`; tests pass a center of their
    /// own.
    ///
    /// ```swift
    /// let login = Login(notificationCenter: NotificationCenter())
    /// ```
    public init(notificationCenter: NotificationCenter = .default) {
        view = HeadlessView(name: "root")
        self.notificationCenter = notificationCenter
    }

    /// ``view``.
    public var keyboardRootView: any KeyboardLayoutView { view }

    /// ``focusedView``.
    public var keyboardFocusedView: (any KeyboardLayoutView)? { focusedView }

    /// Puts the root view in `window`, filling its bounds, and runs the appearance lifecycle
    /// in UIKit's order: ``viewDidLoad()`` the first time, then ``viewWillAppear()``, a layout
    /// pass (``viewDidLayoutSubviews()``) and ``viewDidAppear()``.
    public func present(in window: HeadlessWindow) {
        beginAppearance(in: window)
        viewDidAppear()
    }

    /// Loads the view the first time.
    private func loadViewIfNeeded() {
        guard !isLoaded else { return }
        isLoaded = true
        viewDidLoad()
    }

    /// The first half of appearing: loaded, in `window`, ``viewWillAppear()``, a layout pass.
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

    /// The window's layout pass: the root view fills the window's bounds again (a container owns
    /// its child's frame), views positioned by constraints get their frames from them, then
    /// ``viewDidLayoutSubviews()`` runs.
    func layoutRootView() {
        guard isVisible, let window else { return }
        fillWindow(window)
        view.layoutIfNeeded()
        viewDidLayoutSubviews()
    }

    /// What the window's layout pass does to the root view, as a container does to its child's:
    /// its layout frame fills the window (a translation stays) and its safe-area insets become
    /// the window's, fixed until the next pass.
    private func fillWindow(_ window: HeadlessWindow) {
        view.layoutFrame = window.bounds
        view.controllerSafeAreaInsets = window.safeAreaInsets
    }

    /// Runs ``viewWillDisappear()``, removes the root view from its window, then runs
    /// ``viewDidDisappear()``.
    public func dismiss() {
        dismissPresented()  // what this controller presented goes first, as with UIKit's dismiss
        guard isVisible else { return }
        viewWillDisappear()
        endDisappearance()
    }

    /// The second half of disappearing: out of the window, ``viewDidDisappear()``.
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
        /// A page sheet on a phone (`.pageSheet`, `.formSheet`; popovers, `.overFullScreen` and
        /// alerts behave alike): the presenter stays in its window and hears no disappear call
        /// (KeyboardFacts §7). The sheet starts 10 pt below the window's top safe area.
        case sheet
        /// `.fullScreen`: the presenter disappears (``viewWillDisappear()``,
        /// ``viewDidDisappear()``) until the presented controller is dismissed.
        case fullScreen
    }

    /// The controller this one presented, while presented.
    public var presentedViewController: HeadlessViewController? { storedPresentedViewController }
    private var storedPresentedViewController: HeadlessViewController?
    /// The controller that presented this one, while presented.
    public private(set) weak var presentingViewController: HeadlessViewController?
    private var presentationStyle = PresentationStyle.sheet

    /// Presents `controller` over this one, on the same screen, in a window of its own placed as
    /// `style` places it; does nothing unless this controller is presented and presents nothing.
    ///
    /// ```swift
    /// checkout.present(addressSheet, style: .sheet)  // checkout stays registered, untouched
    /// addressSheet.focus(addressSheet.streetField)
    /// keyboard.show()                                 // checkout does not move
    /// checkout.dismissPresented()
    /// ```
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

    /// Where a presentation of `style` sits over `window`: its frame in screen coordinates and
    /// its safe-area insets.
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

    /// After this controller's window turned or resized in place, the presented controller's
    /// window does too, placed over it as before.
    func transitionPresentation() {
        guard let presented = presentedViewController, let window, let sheet = presented.window else { return }
        let (frame, insets) = Self.placement(of: presentationStyle, over: window)
        sheet.transition(screen: window.screenBounds, frame: frame, safeAreaInsets: insets)
    }

    /// Dismisses the controller this one presented; after a full-screen presentation this one
    /// appears again (``viewWillAppear()``, a layout pass, ``viewDidAppear()``).
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
    }

    /// Whether this controller has presented another (``presentedViewController``): the
    /// keyboard is then that controller's, and the kit lays this one out as with no keyboard.
    public var keyboardIsBehindPresentation: Bool { presentedViewController != nil }

    /// Makes `field` the focused view (the first responder), or clears the focus with `nil`,
    /// then calls ``focusDidChange(from:)``.
    public func focus(_ field: HeadlessView?) {
        let previous = focusedView
        storedFocusedView = field
        if previous !== field { focusDidChange(from: previous) }
    }

    /// Called once, before the view first appears. Override to build the view hierarchy.
    open func viewDidLoad() {}
    /// Called before the view appears.
    open func viewWillAppear() {}
    /// Called after the view appeared.
    open func viewDidAppear() {}
    /// Called before the window changes size in place (a rotation, a Split View, Slide Over or
    /// Stage Manager resize), with the window's new size. No disappear or appear follows.
    open func viewWillTransition(to size: CGSize) {}
    /// Called after a layout pass laid the root view out: when it is presented and after its
    /// window changed size in place. Override to lay out subviews from the root view's bounds.
    open func viewDidLayoutSubviews() {}
    /// Called before the view disappears.
    open func viewWillDisappear() {}
    /// Called after the view disappeared.
    open func viewDidDisappear() {}
    /// Called after ``focus(_:)`` moved the focus; `previous` is the view that had it.
    open func focusDidChange(from previous: HeadlessView?) {}
}

extension KeyboardAnimatable where Self: HeadlessViewController {
    /// The storage the controller holds, so that a subclass declares none. A subclass that
    /// declares `let keyboardStorage = KeyboardStorage()` itself uses its own.
    public var keyboardStorage: KeyboardStorage { storage }
}

extension KeyboardCapable where Self: HeadlessViewController {
    /// ``HeadlessViewController/notificationCenter``: the center the controller was created with.
    public var keyboardNotificationCenter: NotificationCenter { notificationCenter }
}
