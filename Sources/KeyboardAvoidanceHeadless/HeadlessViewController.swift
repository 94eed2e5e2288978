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
///     override func viewIsAppearing() { registerKeyboardNotifications() }
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
    // Private storage spares the runtime exclusivity checks a public stored property needs on each access.
    private var animator: any KeyboardAnimator = ImmediateKeyboardAnimator.shared

    /// The view being edited, if any.
    public var focusedView: HeadlessView? { storedFocusedView }
    private var storedFocusedView: HeadlessView?

    /// Whether the view is on screen (between ``viewWillAppear()`` and ``viewWillDisappear()``).
    public private(set) var isVisible = false

    /// The window the controller is presented in, kept alive while presented; a child's is its parent's.
    public var window: HeadlessWindow? { parent?.window ?? presentationWindow }
    private var presentationWindow: HeadlessWindow?

    /// The notification center a keyboard-capable subclass observes.
    public let notificationCenter: NotificationCenter

    /// Insets added at each layout pass to what the window or container gives (UIViewController.h:555).
    public var additionalSafeAreaInsets = LayoutInsets.zero

    /// The container showing this controller, if any.
    public internal(set) weak var parent: HeadlessViewController?

    private var isLoaded = false
    /// The frame the window or container last gave the root view.
    var placedFrame: CGRect?

    /// Creates a controller with an empty root view, observing `notificationCenter` when keyboard-capable.
    public init(notificationCenter: NotificationCenter = .default) {
        view = HeadlessView(name: "root")
        self.notificationCenter = notificationCenter
        view.viewController = self
    }

    /// ``view``.
    public var keyboardRootView: any KeyboardLayoutView { view }
    /// ``focusedView``, else the first responder of the controller's window, as the UIKit adapter
    /// finds it: one outside ``view`` (a field in a navigation bar) gets no full-view shift.
    public var keyboardFocusedView: (any KeyboardLayoutView)? { focusedView ?? window?.firstResponder }

    /// Puts the root view in `window` and runs the appearance lifecycle in UIKit's order.
    public func present(in window: HeadlessWindow) {
        beginAppearance(in: window)
        run(.didAppear)
    }

    func loadViewIfNeeded() {
        guard !isLoaded else { return }
        isLoaded = true
        viewDidLoad()
    }

    /// UIKit's order: `viewWillAppear` outside the window, `viewIsAppearing` in it (UIViewController.h:162–182).
    private func beginAppearance(in window: HeadlessWindow) {
        loadViewIfNeeded()
        run(.willAppear)
        window.addSubview(view)
        window.rootViewController = self
        presentationWindow = window
        layoutRootView()
        run(.isAppearing)
    }

    func layoutRootView() {
        guard isVisible, let window else { return }
        view.setNeedsLayout()
        if let parent {
            parent.view.setNeedsLayout()
            parent.view.layoutIfNeeded()  // the container places its child, with its bars
        } else {
            place(in: window.bounds, safeAreaInsets: window.safeAreaInsets)
            view.layoutIfNeeded()
        }
    }

    /// As a window or container does to its child's root view; the insets stay until the next pass.
    ///
    /// A new place is written to `frame`, which under a translation puts the translated rectangle
    /// there (UIView.h:188), the harsher reading of UIKit; the same place again is the layout frame,
    /// which undoes a frame written by hand and keeps a translation (KeyboardFacts §7).
    func place(in frame: CGRect, safeAreaInsets insets: LayoutInsets) {
        if frame != placedFrame { view.frame = frame } else { view.layoutFrame = frame }
        placedFrame = frame
        let extra = additionalSafeAreaInsets
        view.controllerSafeAreaInsets = LayoutInsets(
            top: insets.top + extra.top, left: insets.left + extra.left, bottom: insets.bottom + extra.bottom,
            right: insets.right + extra.right)
    }

    /// Removes the root view from its window, between ``viewWillDisappear()`` and ``viewDidDisappear()``.
    public func dismiss() {
        dismissPresented()  // what this controller presented goes first, as with UIKit's dismiss
        guard isVisible else { return }
        run(.willDisappear)
        endDisappearance()
    }

    private func endDisappearance() {
        placedFrame = nil
        view.removeFromSuperview()
        view.controllerSafeAreaInsets = nil
        if presentationWindow?.rootViewController === self { presentationWindow?.rootViewController = nil }
        presentationWindow = nil
        run(.didDisappear)
    }

    /// How a presented controller covers its presenter, as `UIModalPresentationStyle` does.
    public enum PresentationStyle: Sendable, Equatable {
        /// A page sheet on a phone (popovers and alerts behave alike): the presenter stays and
        /// hears no disappear call (KeyboardFacts §7).
        case sheet
        /// `.fullScreen`: the presenter disappears until the presented controller is dismissed.
        case fullScreen
        /// A form sheet of `size` (`preferredContentSize`) centred in the safe area, as `.automatic`
        /// is on an iPad from iOS 18 (UIViewController.h:288–289, UISheetPresentationController.h:106–107).
        case formSheet(CGSize)
        /// A ``formSheet(_:)`` that UIKit moves up clear of the docked keyboard while a field in it
        /// edits, and back when the keyboard goes, as iPad form sheets are believed to move (device
        /// review N3, KeyboardFacts §7). It moves after the kit heard the notification, as an observer
        /// UIKit added later does.
        case keyboardAvoidingFormSheet(CGSize)
    }

    /// The controller this one or its nearest ancestor presented, while presented (UIViewController.h:219).
    public var presentedViewController: HeadlessViewController? {
        storedPresentedViewController ?? parent?.presentedViewController
    }
    private var storedPresentedViewController: HeadlessViewController?
    /// The controller that presented this one, while presented.
    public private(set) weak var presentingViewController: HeadlessViewController?
    private var presentationStyle = PresentationStyle.sheet

    /// Presents `controller` in a window of its own, if this one is shown and presents nothing.
    public func present(_ controller: HeadlessViewController, style: PresentationStyle = .sheet) {
        guard isVisible, let window, presentedViewController == nil, controller.window == nil else { return }
        let (frame, sheetInsets) = Self.placement(of: style, over: window)
        storedPresentedViewController = controller
        presentationStyle = style
        restoredResponder = window.screen.firstResponder
        controller.presentingViewController = self
        // UIKit's order: the presented controller loads, both "will" calls, then both "did" calls.
        controller.loadViewIfNeeded()
        if style == .fullScreen { run(.willDisappear) }
        let sheet = HeadlessWindow(on: window.screen, frame: frame, safeAreaInsets: sheetInsets)
        sheet.presentingWindow = window
        controller.beginAppearance(in: sheet)
        if style == .fullScreen { run(.didDisappear) }
        controller.run(.didAppear)
        if case .keyboardAvoidingFormSheet = style {
            window.screen.follow(ObjectIdentifier(sheet)) { [weak self, weak sheet] event in
                if let self, let sheet { self.move(sheet, for: event) }
            }
        }
    }

    /// Moves a ``PresentationStyle/keyboardAvoidingFormSheet(_:)`` in `sheet` for `event`: its bottom
    /// clears a docked keyboard by 8 pt while a field in it is first responder, never above the
    /// presenter's top safe area, and it goes back when the keyboard goes.
    private func move(_ sheet: HeadlessWindow, for event: KeyboardEvent) {
        guard let window else { return }
        let (place, insets) = Self.placement(of: presentationStyle, over: window)
        let editsHere = !event.kind.isHide && sheet.firstResponder != nil
        let transition = KeyboardTransition(event: event, screenBounds: window.screenBounds)
        let top = editsHere ? transition.dockedKeyboardTop : nil
        let room = max(0, place.minY - window.safeAreaInsets.top)
        let frame = place.offsetBy(dx: 0, dy: -(top.map { min(max(0, place.maxY + 8 - $0), room) } ?? 0))
        if frame != sheet.frame { sheet.transition(screen: window.screenBounds, frame: frame, safeAreaInsets: insets) }
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
        case .formSheet(let size), .keyboardAvoidingFormSheet(let size):
            let frame = window.frame
            let area = CGRect(
                x: frame.minX + insets.left, y: frame.minY + insets.top,
                width: max(0, frame.width - insets.left - insets.right),
                height: max(0, frame.height - insets.top - insets.bottom))
            let width = min(max(0, size.width), area.width)
            let height = min(max(0, size.height), area.height)
            let sheet = CGRect(x: area.midX - width / 2, y: area.midY - height / 2, width: width, height: height)
            return (sheet, .zero)
        }
    }

    /// Turns the presentations of this controller and of the children it shows with its window.
    func transitionPresentation() {
        for child in shownChildren { child.transitionPresentation() }
        guard let presented = storedPresentedViewController, let window, let sheet = presented.window else { return }
        let (frame, insets) = Self.placement(of: presentationStyle, over: window)
        sheet.transition(screen: window.screenBounds, frame: frame, safeAreaInsets: insets)
    }

    /// Calls ``viewWillTransition(to:)`` here, then on the children this controller shows.
    func willTransition(to size: CGSize) {
        viewWillTransition(to: size)
        for child in shownChildren { child.willTransition(to: size) }
    }

    /// Dismisses what this controller, else its nearest ancestor, presented; a full-screen presenter reappears.
    public func dismissPresented() {
        guard let presented = storedPresentedViewController else {
            parent?.dismissPresented()  // as UIKit forwards it to the presenting ancestor
            return
        }
        presented.dismissPresented()
        if let sheet = presented.window { sheet.screen.stopFollowing(ObjectIdentifier(sheet)) }
        // UIKit's order: both "will" calls, then both "did" calls.
        let reappears = presentationStyle == .fullScreen
        if presented.isVisible { presented.run(.willDisappear) }
        if reappears {
            run(.willAppear)
            layoutRootView()
            run(.isAppearing)
        }
        if presented.isVisible { presented.endDisappearance() }
        presented.presentingViewController = nil
        storedPresentedViewController = nil
        if reappears { run(.didAppear) }
        // UIKit gives the first responder back to the view that had it when the presentation
        // began (KeyboardFacts §8): its field begins editing again.
        if let responder = restoredResponder ?? focusedView {
            window?.screen.firstResponder = responder
            notificationCenter.post(name: KeyboardNotificationName.textFieldDidBeginEditing, object: responder)
        }
        restoredResponder = nil
    }

    /// The screen's first responder when this controller presented, given back on dismissal.
    private weak var restoredResponder: HeadlessView?

    /// Whether this controller or an ancestor presented another, and the keyboard is not for this
    /// controller's field: the keyboard belongs to the first responder (KeyboardFacts §7), so a
    /// popover that leaves this field editing leaves the keyboard here.
    public var keyboardIsBehindPresentation: Bool {
        guard presentedViewController != nil else { return false }
        guard let field = focusedView, let screen = window?.screen else { return true }
        return screen.firstResponder !== field
    }

    /// Makes `field` the focused view and its screen's first responder, or clears the focus with `nil`.
    ///
    /// A field that gains the focus posts `UITextFieldTextDidBeginEditingNotification` (object: the
    /// field) to ``notificationCenter`` after ``focusDidChange(from:)``, as UIKit posts it when a
    /// field becomes first responder (KeyboardFacts §8).
    public func focus(_ field: HeadlessView?) {
        let previous = focusedView
        storedFocusedView = field
        if let screen = window?.screen, field != nil || screen.firstResponder === previous {
            screen.firstResponder = field
        }
        guard previous !== field else { return }
        focusDidChange(from: previous)
        if let field { notificationCenter.post(name: KeyboardNotificationName.textFieldDidBeginEditing, object: field) }
    }

    // MARK: - Appearance and containment

    /// A step of the appearance lifecycle.
    enum Appearance { case willAppear, isAppearing, didAppear, willDisappear, didDisappear }

    /// Makes `child` a child of this controller, as UIKit's `addChild(_:)`: add its view to this
    /// controller's view (anywhere in it) and place it there by frame or with ``HeadlessView/constraintLayout``,
    /// as an app's own container does, then call ``didMove(toParent:)``.
    ///
    /// Appearance is forwarded to children whose views are in this view when it appears or
    /// disappears (UIViewController.h:486); one added to a container already on screen is not told
    /// (modelled).
    public func addChild(_ child: HeadlessViewController) {
        guard child !== self, child.parent == nil, child.window == nil else { return }
        children.append(child)
        child.parent = self
        child.loadViewIfNeeded()
    }

    /// Called once the controller's view is in its new parent's, as UIKit's; default nothing.
    open func didMove(toParent parent: HeadlessViewController?) {}

    /// Leaves the parent controller, as UIKit's `removeFromParent()`; remove the view first.
    public func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// The children whose root views are in this controller's view, anywhere in it.
    private var shownChildren: [HeadlessViewController] {
        children.filter { child in sequence(first: child.view, next: \.superview).dropFirst().contains { $0 === view } }
    }

    /// Whether this container places its children's root views itself, filling its view, as
    /// navigation and tab bar controllers do; an app's own container places them as it likes.
    var placesChildren: Bool { false }

    /// Runs `step` here, then on the children shown in this view, as UIKit forwards it (UIViewController.h:486).
    func run(_ step: Appearance) {
        switch step {
        case .willAppear:
            isVisible = true
            viewWillAppear()
        case .isAppearing: viewIsAppearing()
        case .didAppear: viewDidAppear()
        case .willDisappear: viewWillDisappear()
        case .didDisappear:
            isVisible = false
            viewDidDisappear()
        }
        didRun(step)
        for child in shownChildren { child.run(step) }
    }

    /// What UIKit's own controllers do after an appearance step, whatever a subclass overrides.
    func didRun(_ step: Appearance) {}

    /// The child controllers, in the order they were added.
    public internal(set) var children: [HeadlessViewController] = []

    /// The safe area of a child's root view in this view, whose own is `insets`: a container adds its bars.
    func safeAreaInsets(forChild insets: LayoutInsets) -> LayoutInsets { insets }

    /// Shows `new` in place of `old` in this container's view, under its bar (the top subview), with
    /// the appearance calls UIKit makes when a container switches children.
    func show(_ new: HeadlessViewController?, replacing old: HeadlessViewController?) {
        guard new !== old else { return }
        new?.loadViewIfNeeded()
        let appears = isVisible
        if appears {
            old?.run(.willDisappear)
            new?.run(.willAppear)
        }
        old?.leaveContainer()
        if let new { view.insertSubview(new.view, at: view.subviews.count - 1) }
        guard appears else { return }
        view.layoutIfNeeded()
        new?.run(.isAppearing)
        old?.run(.didDisappear)
        new?.run(.didAppear)
    }

    // MARK: - Transitions

    /// The push or pop under way in this controller's container, as UIKit asks its parents for a
    /// `transitionCoordinator` (UIViewControllerTransitionCoordinator.h:125-131); `nil` when none is.
    public var appearanceTransition: HeadlessTransition? { storedTransition ?? parent?.appearanceTransition }
    private var storedTransition: HeadlessTransition?

    /// Calls `ended` once ``appearanceTransition`` ends, as the UIKit adapter does from the
    /// coordinator's completion: the screen stays when the transition was cancelled after the call
    /// and the view is still in a window; a view in no window leaves at once.
    public func keyboardAfterAppearanceTransition(_ ended: @escaping @MainActor (_ screenStays: Bool) -> Void) -> Bool {
        guard view.window != nil, let transition = appearanceTransition, !transition.isEnded else { return false }
        let cancelledAlready = transition.isCancelled
        transition.whenEnded { [weak self] cancelled in
            ended(cancelled && !cancelledAlready && self?.view.window != nil)
        }
        return true
    }

    /// Shows `new` over `old` in this container's view in a transition that ends later: both views
    /// stay in it until then; `nil`, and shown at once, while this controller is not on screen.
    func beginTransition(
        to new: HeadlessViewController, from old: HeadlessViewController?, isInteractive: Bool,
        revealsBelow: Bool = false, finished: @escaping () -> Void
    ) -> HeadlessTransition? {
        guard isVisible else {
            show(new, replacing: old)
            finished()
            return nil
        }
        let transition = HeadlessTransition(
            in: self, from: old, to: new, isInteractive: isInteractive, finished: finished)
        storedTransition = transition
        new.loadViewIfNeeded()
        old?.run(.willDisappear)
        new.run(.willAppear)
        if new.view.superview !== view {
            // A pop reveals the screen below the leaving one; a push slides its screen over it.
            let below = revealsBelow ? old.flatMap { old in view.subviews.firstIndex { $0 === old.view } } : nil
            view.insertSubview(new.view, at: below ?? view.subviews.count - 1)
        }
        view.setNeedsLayout()
        view.layoutIfNeeded()
        new.run(.isAppearing)
        return transition
    }

    /// Takes the view of the controller a transition leaves off screen out of this container's view.
    func endTransition(removing gone: HeadlessViewController?) {
        storedTransition = nil
        gone?.leaveContainer()
    }

    /// Takes the root view out of its container's view, with the place and insets the container gave it.
    private func leaveContainer() {
        view.removeFromSuperview()
        view.controllerSafeAreaInsets = nil
        placedFrame = nil
    }

    /// Called once, before the view first appears: build the view hierarchy here.
    open func viewDidLoad() {}
    /// Called before the view appears, before it is in the window (UIViewController.h:162).
    open func viewWillAppear() {}
    /// Called once the appearing view is in its window and laid out (UIViewController.h:171).
    open func viewIsAppearing() {}
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
