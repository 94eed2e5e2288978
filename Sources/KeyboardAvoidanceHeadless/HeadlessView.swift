public import Foundation
public import KeyboardAvoidance
#if canImport(CoreGraphics)
    public import CoreGraphics
#endif

/// A platform-neutral view model that behaves like `UIView` where the kit looks.
///
/// A view without a superview has its frame in screen coordinates. Frame changes inside a
/// ``RecordingKeyboardAnimator`` animation are recorded.
///
/// ```swift
/// let window = HeadlessWindow(screen: CGRect(x: 0, y: 0, width: 390, height: 844),
///                             safeAreaInsets: LayoutInsets(top: 47, bottom: 34))
/// let field = HeadlessView(frame: CGRect(x: 16, y: 700, width: 358, height: 44), name: "email")
/// window.addSubview(field)
/// field.frameInScreen // (16, 700, 358, 44)
/// ```
@MainActor
open class HeadlessView: KeyboardLayoutView {
    /// The frame in the superview's coordinates (the screen's without one), ``translation`` included.
    public var frame: CGRect {
        get { layoutFrame.offsetBy(dx: 0, dy: translation) }
        set { layoutFrame = newValue.offsetBy(dx: 0, dy: -translation) }
    }

    /// The frame layout gives the view, without ``translation``: what a layout pass sets.
    public internal(set) var layoutFrame: CGRect {
        didSet {
            recordFrameChange(from: oldValue.offsetBy(dx: 0, dy: translation))
            if layoutFrame.size != oldValue.size {
                needsLayout = true
                layoutObserverIsDue = layoutObserver != nil
            }
        }
    }

    /// A vertical translation on top of the layout (negative is up), which ``layoutFrame`` writes keep.
    public var translation: CGFloat = 0 {
        didSet { recordFrameChange(from: layoutFrame.offsetBy(dx: 0, dy: oldValue)) }
    }

    /// ``translation``.
    public var keyboardTranslation: CGFloat {
        get { translation }
        set { translation = newValue }
    }

    private func recordFrameChange(from old: CGRect) {
        AnimationTransaction.record(self, "frame", from: .rect(old), to: .rect(frame))
    }

    /// A text view's caret in bounds coordinates, which the kit keeps visible instead of the bounds.
    public var caretRect: CGRect?

    /// ``caretRect`` when set, else ``bounds``.
    public var keyboardRevealRect: CGRect { caretRect ?? bounds }

    /// What the text input's delegate does when its selection changes; default nothing.
    ///
    /// UIKit's `textViewDidChangeSelection(_:)` and `textFieldDidChangeSelection(_:)`. A selection
    /// change posts no notification (KeyboardFacts §8): this is where an app tells the kit.
    public var selectionDidChange: (@MainActor () -> Void)?

    /// Whether the view is a text field or text view that can take the focus (UIKit's `UITextField`, an
    /// editable `UITextView`); default `false`.
    public var isTextInput = false

    /// The shown text inputs of the view's tree, depth first; a hidden view hides its subviews.
    public var keyboardTextInputs: [any KeyboardLayoutView] {
        isHidden ? [] : (isTextInput ? [self] : []) + subviews.flatMap(\.keyboardTextInputs)
    }

    /// Whether the view is its window's first responder.
    public var keyboardIsFocused: Bool { window?.firstResponder === self }

    /// Gives the view the focus through the controller whose root view contains it
    /// (``HeadlessViewController/focus(_:)``), or takes the focus from it with `false`.
    public func keyboardSetFocused(_ focused: Bool) {
        let view = sequence(first: self, next: \.superview).first { $0.viewController != nil }
        guard let controller = view?.viewController else { return }
        if focused {
            controller.focus(self)
        } else if controller.focusedView === self || window?.firstResponder === self {
            controller.focus(nil)
        }
    }

    private var returnKeyAction: (@MainActor () -> Void)?
    /// Replaces what ``tapReturnKey()`` runs.
    public func keyboardOnReturnKey(_ action: (@MainActor () -> Void)?) { returnKeyAction = action }

    /// The return key of the focused text field, as UIKit's: a field with an `editingDidEndOnExit`
    /// action resigns first responder, then runs it (UIControl.h:34; KeyboardFacts §8); without one, nothing.
    public func tapReturnKey() {
        guard let action = returnKeyAction, window?.firstResponder === self else { return }
        keyboardSetFocused(false)
        action()
    }

    /// Whether the view takes touches of its own, as a `UIControl` (a button, a switch) does; default `false`.
    public var isControl = false

    private var tapObserver: (@MainActor (any KeyboardLayoutView) -> Void)?
    /// Replaces the kit's tap observer, as the UIKit adapter's recognizer on the view.
    public func keyboardObserveTaps(_ observer: (@MainActor (any KeyboardLayoutView) -> Void)?) {
        tapObserver = observer
    }

    /// A finger taps the view: the nearest view around it observing taps hears it, unless the view or
    /// one between is a control or a text input, which takes the touch (this model does no more with it).
    public func tap() {
        for view in sequence(first: self, next: \.superview) {
            if view.isControl || view.isTextInput { return }
            if let observer = view.tapObserver { return observer(self) }
        }
    }

    /// Makes the view ride on the keyboard, or `gap` points above it, with no conformance, as UIKit's
    /// `bindToKeyboard()` does; binding again replaces the binding.
    ///
    /// - Parameters:
    ///   - gap: Points kept between the view and the keyboard; default 0.
    ///   - center: The notification center to observe; default `NotificationCenter.default`.
    ///   - animator: What applies the moves; default immediate.
    public func bindToKeyboard(
        gap: CGFloat = 0, center: NotificationCenter = .default,
        animator: any KeyboardAnimator = ImmediateKeyboardAnimator.shared
    ) {
        keyboardBind(gap: gap, center: center, animator: animator)
    }

    /// Undoes ``bindToKeyboard(gap:center:animator:)``: the view goes back where it was.
    public func unbindFromKeyboard() { keyboardUnbind() }

    /// Whether ``bindToKeyboard(gap:center:animator:)`` is in effect.
    public var isBoundToKeyboard: Bool { keyboardIsBound }

    /// The insets a controller gave its root view at the last layout pass; `nil` for other views.
    var controllerSafeAreaInsets: LayoutInsets? {
        didSet {
            // Every view below may have a new safe area (`safeAreaInsetsDidChange`, UIView.h:290).
            if controllerSafeAreaInsets != oldValue { for view in descendants { view.needsLayout = true } }
        }
    }

    /// The controller whose root view this is.
    weak var viewController: HeadlessViewController?

    /// Whether the view is hidden; as `UIView.hidden`, it ignores the superviews (UIView.h:321).
    public var isHidden = false

    private var isLayingOut = false
    /// Whether the view's own layout pass is pending: set by ``setNeedsLayout()``, a new size, safe
    /// area or subview, as UIKit's is.
    public private(set) var needsLayout = true

    /// A name for printing timelines and pictures.
    public var name: String

    /// The superview, if any: a weak link, as UIKit's is.
    public private(set) weak var superview: HeadlessView?
    /// ``superview``; for a presented controller's window, the presenter's window, as UIKit's
    /// presentations are views in the presenter's window.
    public var keyboardSuperview: (any KeyboardLayoutView)? { superview ?? presentingWindow }
    /// The presenter's window, when this is a presented controller's window.
    weak var presentingWindow: HeadlessWindow?

    /// The subviews, back to front.
    public private(set) var subviews: [HeadlessView] = []

    /// The window the view is in (a window is in itself); `nil` outside any window.
    public private(set) weak var window: HeadlessWindow?

    /// Creates a view.
    public init(frame: CGRect = .zero, name: String = "view") {
        layoutFrame = frame
        self.name = name
        window = self as? HeadlessWindow
    }

    // A view that goes away takes its subviews out of it, as `UIView` does when it is
    // deallocated: their weak link to it reads nil, and they are in no window.
    deinit {
        let orphans = subviews
        guard !orphans.isEmpty else { return }
        if MainQueue.isCurrent {
            MainActor.assumeIsolated { for view in orphans where view.superview == nil { view.move(to: nil) } }
        } else {
            DispatchQueue.main.async { for view in orphans where view.superview == nil { view.move(to: nil) } }
        }
    }

    /// The origin of the bounds: a scroll view's content offset.
    public var boundsOrigin: CGPoint = .zero {
        didSet { boundsOriginDidChange(from: oldValue) }
    }
    func boundsOriginDidChange(from old: CGPoint) {}

    /// The view's own coordinate space: its size, at ``boundsOrigin``.
    public var bounds: CGRect { CGRect(origin: boundsOrigin, size: frame.size) }

    /// Adds `view` on top of the subviews, removing it from its previous superview.
    public func addSubview(_ view: HeadlessView) { insertSubview(view, at: subviews.count) }

    /// Inserts `view` at `index` of the subviews (clamped), removing it from its previous superview.
    public func insertSubview(_ view: HeadlessView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        needsLayout = true
        view.move(to: window)
    }

    /// Removes the view from its superview.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        parent.needsLayout = true
        superview = nil
        move(to: nil)
    }

    /// Sets the window of the view and of its descendants, as UIKit's `didMoveToWindow()` does.
    private func move(to window: HeadlessWindow?) {
        let own = (self as? HeadlessWindow) ?? window
        guard self.window !== own else { return }
        self.window = own
        if own != nil, layoutObserver != nil { (layoutObserverIsDue, observerAskedAgain) = (true, false) }
        for child in subviews { child.move(to: own) }
    }

    /// The top-most ancestor (the window, when the view is in one), or the view itself.
    public var rootAncestor: HeadlessView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// The safe-area insets: how far the view extends into its superview's, as in UIKit.
    ///
    /// A view without a superview has none, a ``HeadlessWindow`` the device's. A controller's root
    /// view keeps the insets of its last layout pass however it moves (KeyboardFacts §7).
    open var safeAreaInsets: LayoutInsets {
        if let controllerSafeAreaInsets { return controllerSafeAreaInsets }
        guard let parent = superview else { return .zero }
        return Self.insets(of: frame, in: parent)
    }

    /// The safe-area insets of a view at `frame` in `parent`: how far it extends into the parent's.
    private static func insets(of frame: CGRect, in parent: HeadlessView) -> LayoutInsets {
        let insets = parent.safeAreaInsets
        let parentSize = parent.bounds.size
        // The rect in the parent's bounds coordinates.
        let rect = frame.offsetBy(dx: -parent.boundsOrigin.x, dy: -parent.boundsOrigin.y)
        return LayoutInsets(
            top: min(frame.height, max(0, insets.top - rect.minY)),
            left: min(frame.width, max(0, insets.left - rect.minX)),
            bottom: min(frame.height, max(0, rect.maxY - (parentSize.height - insets.bottom))),
            right: min(frame.width, max(0, rect.maxX - (parentSize.width - insets.right))))
    }

    /// ``safeAreaInsets`` at ``layoutFrame``, where the view is without its ``translation``: a
    /// controller's root view keeps its controller's wherever it moves.
    public var keyboardSafeAreaInsets: LayoutInsets {
        guard translation != 0, controllerSafeAreaInsets == nil, let parent = superview else { return safeAreaInsets }
        return Self.insets(of: layoutFrame, in: parent)
    }
    /// The identity of the window's ``HeadlessWindow/screen``; `nil` outside any window.
    public var keyboardScreenIdentity: ObjectIdentifier? { window.map { ObjectIdentifier($0.screen) } }
    /// The window's screen's ``HeadlessScreen/keyboardFrame`` while the screen's first responder is in
    /// that window; `nil` otherwise, and outside any window.
    ///
    /// A guide that has not learnt the keyboard yet (``HeadlessWindow/guideLearnsKeyboardLate``) runs
    /// the layout observer at the view's next pass, as the UIKit adapter's probe does; the probe's
    /// pass after a guide that shows no keyboard because none is up changes nothing, and is left out.
    public var keyboardFrameFromLayoutGuide: CGRect? {
        guard let window, window.firstResponder != nil else { return nil }
        guard window.guideHasLearntKeyboard else {
            if layoutObserver != nil, !observerAskedAgain { (layoutObserverIsDue, observerAskedAgain) = (true, true) }
            return nil
        }
        return window.screen.keyboardFrame
    }
    /// The bounds of the window's screen; `CGRect.null` outside any window.
    public var keyboardScreenBounds: CGRect { window?.screen.bounds ?? .null }

    /// Converts `rect` from this view's bounds coordinates to screen coordinates.
    public func convertToScreen(_ rect: CGRect) -> CGRect {
        sequence(first: self) { $0.superview }.reduce(rect) { result, view in
            let origin = view.frame.origin
            return result.offsetBy(dx: origin.x - view.boundsOrigin.x, dy: origin.y - view.boundsOrigin.y)
        }
    }

    /// Converts `rect` from screen coordinates to this view's bounds coordinates.
    public func convertFromScreen(_ rect: CGRect) -> CGRect {
        let origin = convertToScreen(.zero).origin
        return rect.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    /// Converts `rect` from this view's bounds coordinates to `view`'s (to the screen when nil).
    public func convert(_ rect: CGRect, to view: HeadlessView?) -> CGRect {
        let screen = convertToScreen(rect)
        return view?.convertFromScreen(screen) ?? screen
    }

    /// The constraints that position this view, as the frame they give it in its superview.
    ///
    /// As with Auto Layout (KeyboardFacts §7), a layout pass sets ``layoutFrame`` from it, undoing
    /// a frame written by hand; a ``translation`` stays.
    ///
    /// ```swift
    /// sendButton.constraintLayout = { superview in  // bottom = safeArea.bottom − 8
    ///     let bottom = superview.bounds.height - superview.safeAreaInsets.bottom - 8
    ///     return CGRect(x: 16, y: bottom - 44, width: 80, height: 44)
    /// }
    /// ```
    public var constraintLayout: (@MainActor (_ superview: HeadlessView) -> CGRect)? {
        didSet { superview?.needsLayout = true }
    }

    /// Whether ``constraintLayout`` places the view, as Auto Layout does, keeping a translation.
    public var keyboardIsPlacedByConstraints: Bool { constraintLayout != nil }

    /// ``layoutIfNeeded()`` with no animation open, as `UIView.performWithoutAnimation(_:)` runs it
    /// (``RecordingKeyboardAnimator/withoutAnimation(_:)``).
    public func keyboardLayoutWithoutAnimation() { RecordingKeyboardAnimator.withoutAnimation { layoutIfNeeded() } }

    /// Runs the subviews' ``constraintLayout`` rules once, in order; whether one moved a view.
    private func settleConstraintLayouts() -> Bool {
        var moved = false
        for child in subviews {
            guard let frame = child.constraintLayout?(self), frame != child.layoutFrame else { continue }
            child.layoutFrame = frame
            moved = true
        }
        return moved
    }

    /// Marks the view's layout pass as pending, for the next ``layoutIfNeeded()`` (UIView.h:262).
    open func setNeedsLayout() { needsLayout = true }

    /// Runs the pending layout passes of the view and its descendants, top down; as UIKit's, it does
    /// nothing when none is pending (KeyboardFacts §4), and nothing during the view's own pass.
    ///
    /// A view's pass sets its subviews' ``constraintLayout`` frames and places child controllers'
    /// root views, then the subviews' passes run, then its controller's `viewDidLayoutSubviews()`.
    open func layoutIfNeeded() {
        guard !isLayingOut, hasPendingLayout else { return }
        isLayingOut = true
        defer { isLayingOut = false }
        let ownPass = needsLayout
        if ownPass {
            needsLayout = false
            for child in subviews {
                if let controller = child.viewController, let parent = controller.parent, parent.view === self,
                    parent.placesChildren
                {
                    controller.place(in: bounds, safeAreaInsets: parent.safeAreaInsets(forChild: safeAreaInsets))
                }
            }
            // Auto Layout solves siblings together: the rules run until none moves a view, so a rule
            // that reads a later sibling's frame sees this pass's.
            var passes = 0
            while passes <= subviews.count, settleConstraintLayouts() { passes += 1 }
        }
        if ownPass, let viewController {
            viewController.loadViewIfNeeded()
            viewController.viewDidLayoutSubviews()
        }
        for child in subviews { child.layoutIfNeeded() }
        if layoutObserverIsDue, window != nil, let layoutObserver {
            layoutObserverIsDue = false
            layoutObserver()
        }
    }

    private var hasPendingLayout: Bool {
        needsLayout || (layoutObserverIsDue && window != nil) || subviews.contains { $0.hasPendingLayout }
    }

    /// The kit's layout observer and whether it is due, as UIKit's probe subview
    /// (`KeyboardAvoidanceUIKit`) is laid out: once its `didMoveToWindow` marked it in a window this
    /// view arrived in (UIView.h:246, :262), and when this view's resize resizes it (UIView.h:215).
    private var layoutObserver: (@MainActor () -> Void)?
    private var layoutObserverIsDue = false
    /// Whether a guide that showed no keyboard asked for the observer again since the view arrived.
    private var observerAskedAgain = false

    /// Replaces the kit's layout observer, due once the view arrives in a window or is resized.
    public func keyboardObserveLayout(_ observer: (@MainActor () -> Void)?) {
        layoutObserver = observer
        layoutObserverIsDue = false
    }

    /// This view and all its descendants, depth first.
    public var descendants: [HeadlessView] { [self] + subviews.flatMap(\.descendants) }
}
