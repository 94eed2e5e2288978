import Foundation

/// A platform-neutral view controller model: a root view, an appearance lifecycle and a
/// focused field, enough for the kit's protocols to work on.
///
/// Subclass it as you would `UIViewController`: build views in ``viewDidLoad()``, register for
/// the keyboard in ``viewWillAppear()`` and unregister in ``viewWillDisappear()``. Drive it with
/// ``present(in:)`` and ``dismiss()``, and move the focus with ``focus(_:)``.
///
/// ```swift
/// final class Login: HeadlessViewController, KeyboardCapable {
///     let keyboardStorage = KeyboardStorage()
///     override func viewWillAppear() { registerKeyboardNotifications() }
/// }
/// let login = Login()
/// login.present(in: HeadlessWindow(screen: CGRect(x: 0, y: 0, width: 375, height: 667)))
/// ```
@MainActor
open class HeadlessViewController: KeyboardHost {
    /// The root view.
    public let view: HeadlessView

    /// The animator the kit's defaults use for this controller (immediate unless replaced,
    /// for example by a ``RecordingKeyboardAnimator`` in a test).
    public var keyboardAnimator: any KeyboardAnimator = ImmediateKeyboardAnimator.shared

    /// The view being edited, if any.
    public private(set) var focusedView: HeadlessView?

    /// Whether the view is on screen (between ``viewWillAppear()`` and ``viewWillDisappear()``).
    public private(set) var isVisible = false

    /// The window the controller is presented in, kept alive while presented.
    public private(set) var window: HeadlessWindow?

    private var isLoaded = false

    /// Creates a controller with an empty root view.
    public init() {
        view = HeadlessView(name: "root")
    }

    /// ``view``.
    public var keyboardRootView: any KeyboardLayoutView { view }

    /// ``focusedView``.
    public var keyboardFocusedView: (any KeyboardLayoutView)? { focusedView }

    /// Puts the root view in `window`, filling its bounds, and runs the appearance lifecycle
    /// (``viewDidLoad()`` the first time, then ``viewWillAppear()`` and ``viewDidAppear()``).
    public func present(in window: HeadlessWindow) {
        if !isLoaded {
            isLoaded = true
            viewDidLoad()
        }
        view.frame = window.bounds
        window.addSubview(view)
        self.window = window
        isVisible = true
        viewWillAppear()
        viewDidAppear()
    }

    /// Runs ``viewWillDisappear()``, removes the root view from its window, then runs
    /// ``viewDidDisappear()``.
    public func dismiss() {
        guard isVisible else { return }
        viewWillDisappear()
        isVisible = false
        view.removeFromSuperview()
        window = nil
        viewDidDisappear()
    }

    /// Makes `field` the focused view (the first responder), or clears the focus with `nil`,
    /// then calls ``focusDidChange(from:)``.
    public func focus(_ field: HeadlessView?) {
        let previous = focusedView
        focusedView = field
        if previous !== field { focusDidChange(from: previous) }
    }

    /// Called once, before the view first appears. Override to build the view hierarchy.
    open func viewDidLoad() {}
    /// Called before the view appears.
    open func viewWillAppear() {}
    /// Called after the view appeared.
    open func viewDidAppear() {}
    /// Called before the view disappears.
    open func viewWillDisappear() {}
    /// Called after the view disappeared.
    open func viewDidDisappear() {}
    /// Called after ``focus(_:)`` moved the focus; `previous` is the view that had it.
    open func focusDidChange(from previous: HeadlessView?) {}
}
