public import Foundation
public import KeyboardAvoidance
#if canImport(CoreGraphics)
    public import CoreGraphics
#endif

/// A platform-neutral view model: frame, bounds, subviews, safe area and coordinate
/// conversion, behaving like `UIView` where keyboard avoidance looks.
///
/// A view without a superview has its frame in **screen** coordinates (as a window does).
/// Safe-area insets follow UIKit: a ``HeadlessWindow`` has the device's insets, and every other
/// view gets the part of its superview's insets that it overlaps.
///
/// A view may carry a vertical ``translation`` on top of its layout, as a `UIView` carries a
/// `transform`: ``frame`` and every conversion include it, layout passes keep it.
///
/// Frame changes made inside a ``RecordingKeyboardAnimator`` animation are recorded.
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
    /// The frame in the superview's coordinates (screen coordinates without a superview),
    /// ``translation`` included, as `UIView.frame` includes a translation `transform`.
    ///
    /// Setting it places the view so that its translated frame is the value given; the
    /// translation stays.
    public var frame: CGRect {
        get { layoutFrame.offsetBy(dx: 0, dy: translation) }
        set { layoutFrame = newValue.offsetBy(dx: 0, dy: -translation) }
    }

    /// The frame layout gives the view, without ``translation``: what a layout pass sets (Auto
    /// Layout ignores transforms, UIKit's documentation of `UIView.transform`).
    public internal(set) var layoutFrame: CGRect {
        get { storedLayoutFrame }
        set {
            let old = storedLayoutFrame
            storedLayoutFrame = newValue
            layoutDidChange()
            recordFrameChange(from: old.offsetBy(dx: 0, dy: translation))
        }
    }
    // Stored privately behind the public accessors: the optimizer can then drop the runtime
    // exclusivity checks a public stored property of a class needs on every access, and the
    // kit reads these on every keyboard event.
    private var storedLayoutFrame: CGRect
    private var storedTranslation: CGFloat = 0

    /// A vertical translation on top of the layout, in points (negative is up): the `ty` of a
    /// `UIView`'s `transform`.
    ///
    /// Layout passes keep it (they set ``layoutFrame``), so a view moved by a translation stays
    /// where it was moved when its constraints lay it out again. The kit's full-view shift and
    /// following view move views this way.
    ///
    /// ```swift
    /// bar.translation = -291 // 291 pt up, whatever its constraints say
    /// ```
    public var translation: CGFloat {
        get { storedTranslation }
        set {
            let old = storedTranslation
            storedTranslation = newValue
            layoutDidChange()
            recordFrameChange(from: layoutFrame.offsetBy(dx: 0, dy: old))
        }
    }

    /// ``translation``: what the kit moves to keep a view out of the keyboard's way.
    public var keyboardTranslation: CGFloat {
        get { translation }
        set { translation = newValue }
    }

    /// Records a change of the (translated) frame in an open recording animation.
    private func recordFrameChange(from old: CGRect) {
        AnimationTransaction.record(self, "frame", from: .rect(old), to: .rect(frame))
    }

    /// Where a text view's caret is, in the view's bounds coordinates; `nil` for a view without
    /// one. While set, it is what the kit keeps visible when the view is focused
    /// (``keyboardRevealRect``), as `UITextView` reports `caretRect(for:)`.
    ///
    /// ```swift
    /// notes.caretRect = CGRect(x: 120, y: 540, width: 2, height: 22) // typing on the 25th line
    /// ```
    public var caretRect: CGRect? {
        get { storedCaretRect }
        set {
            storedCaretRect = newValue
            layoutDidChange()
        }
    }
    private var storedCaretRect: CGRect?

    /// ``caretRect`` when set, else ``bounds``.
    public var keyboardRevealRect: CGRect { storedCaretRect ?? bounds }

    /// The safe-area insets the view's controller gave it at its last layout pass, for a
    /// controller's root view; `nil` for other views, whose insets follow their position.
    var controllerSafeAreaInsets: LayoutInsets? {
        didSet { layoutDidChange() }
    }

    /// A name for printing timelines and pictures.
    public var name: String

    /// The superview, if any.
    public var superview: HeadlessView? { superviewAnchor?.view }
    // The links up the tree (superview, window) do not keep their targets alive, as UIKit's do
    // not, and read `nil` once they are gone, whatever thread released them. The superview is
    // reached through its anchor rather than a weak reference, which would give every view with
    // subviews a side table and slow each of its retains and releases (`ViewAnchor`).
    private var superviewAnchor: ViewAnchor?
    // What this view's subviews hold of it; made when the first one is added.
    private var anchor: ViewAnchor?

    /// The subviews, back to front.
    public var subviews: [HeadlessView] { storedSubviews }
    private var storedSubviews: [HeadlessView] = []

    /// The window the view is in (a window is in itself); `nil` outside any window.
    ///
    /// Kept up to date as views are added and removed, as UIKit keeps `UIView.window` (its
    /// `didMoveToWindow()`), so that asking for a view's screen costs no walk to the root.
    public var window: HeadlessWindow? { storedWindow }
    private weak var storedWindow: HeadlessWindow?

    // The clock of the view's tree (shared by every view under the same top-most view) and the
    // screen of its window, kept on each view as views are added and removed, so that
    // `keyboardLayoutStamp`, which the kit reads on every keyboard event, costs no walk up the
    // tree and no load of a weak link.
    private var clock = LayoutClock()
    private var screen: HeadlessScreen?

    /// Creates a view.
    ///
    /// ```swift
    /// HeadlessView(frame: CGRect(x: 0, y: 0, width: 100, height: 44), name: "send")
    /// ```
    public init(frame: CGRect = .zero, name: String = "view") {
        storedLayoutFrame = frame
        self.name = name
    }

    // A view that goes away takes its subviews out of it, as `UIView` does when it is
    // deallocated: they are then in no superview and no window, each the top of a tree of its
    // own. Released off the main thread (which UIKit does not allow), the subviews are told on
    // the main queue; until then their `superview` and `window` already read nil (the anchor is
    // cleared first, the window link is weak) while their screen and layout stamp are still the
    // old tree's.
    deinit {
        anchor?.viewWentAway()
        let orphans = storedSubviews
        guard !orphans.isEmpty else { return }
        if MainQueue.isCurrent {
            MainActor.assumeIsolated { for view in orphans { view.superviewWentAway() } }
        } else {
            DispatchQueue.main.async { for view in orphans { view.superviewWentAway() } }
        }
    }

    /// The superview was released: the view is in none and, unless it was added to another
    /// meanwhile, in no window.
    private func superviewWentAway() {
        guard superview == nil else { return }
        superviewAnchor = nil  // lets the released superview's memory go
        move(to: nil)
        adopt(LayoutClock())
    }

    /// Makes the view its own window, on `screen`: what a window's initialiser calls.
    func becomeWindow(on screen: HeadlessScreen) {
        storedWindow = self as? HeadlessWindow
        self.screen = screen
    }

    /// The origin of the bounds: zero unless set; a scroll view's content offset.
    ///
    /// Setting it moves the content (the subviews) the other way on screen, as setting the origin
    /// of `UIView.bounds` does; a scroll view's `contentOffset` is its bounds origin.
    ///
    /// ```swift
    /// list.boundsOrigin.y = 300 // the content scrolls up by 300 pt
    /// ```
    public var boundsOrigin: CGPoint {
        get { storedBoundsOrigin }
        set {
            let old = storedBoundsOrigin
            storedBoundsOrigin = newValue
            layoutDidChange()
            boundsOriginDidChange(from: old)
        }
    }
    private var storedBoundsOrigin: CGPoint = .zero

    /// Called after ``boundsOrigin`` changed; a scroll view records it as its content offset.
    func boundsOriginDidChange(from old: CGPoint) {}

    /// The view's own coordinate space: its size, at ``boundsOrigin``.
    public var bounds: CGRect { CGRect(origin: boundsOrigin, size: frame.size) }

    /// Adds `view` on top of the subviews, removing it from its previous superview.
    public func addSubview(_ view: HeadlessView) {
        view.removeFromSuperview()
        storedSubviews.append(view)
        if anchor == nil { anchor = ViewAnchor(self) }
        view.superviewAnchor = anchor
        view.move(to: storedWindow)
        view.adopt(clock)
        layoutDidChange()
    }

    /// Sets the window (and its screen) of the view and of its descendants.
    private func move(to window: HeadlessWindow?) {
        let own = (self as? HeadlessWindow) ?? window
        // A released window reads nil already: the screen tells whether its views still think
        // they are in it.
        guard storedWindow !== own || screen !== own?.screen else { return }
        storedWindow = own
        screen = own?.screen
        for child in storedSubviews { child.move(to: own) }
    }

    /// Gives the view and its descendants the clock of the tree they are now part of.
    private func adopt(_ clock: LayoutClock) {
        guard self.clock !== clock else { return }
        self.clock = clock
        for child in storedSubviews { child.adopt(clock) }
    }

    /// Something that can move views of this tree on screen changed.
    private func layoutDidChange() { clock.tick() }

    /// A window's own safe-area insets changed (every view's insets derive from them).
    func windowSafeAreaDidChange() { layoutDidChange() }

    /// A value that changes whenever anything that places this view, or any view of its tree,
    /// on screen may have changed; `nil` outside a window.
    ///
    /// Every view of a tree (the views under one top-most view) shares one clock, which ticks
    /// when a frame, a translation, a bounds origin, a caret rect, a controller's safe area or a
    /// window's safe area changes anywhere in the tree, and when a view is added or removed; the
    /// screen ticks when its bounds change. Values are drawn from one counter, so a view moved
    /// to another tree never finds its old value again. The kit keeps what it measured of a host
    /// while the stamps of its root and focused views stay the same.
    ///
    /// A superview or window released off the main thread (UIKit requires the main thread) is
    /// seen by its subviews only once the main queue runs: until then their stamp is the old
    /// tree's although they are no longer in it.
    ///
    /// ```swift
    /// let before = field.keyboardLayoutStamp
    /// window.frame.origin.y = 20
    /// field.keyboardLayoutStamp != before // true
    /// ```
    public var keyboardLayoutStamp: UInt64? {
        guard let screen else { return nil }
        return max(clock.time, screen.time)
    }

    /// Removes the view from its superview.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.storedSubviews.removeAll { $0 === self }
        parent.layoutDidChange()
        superviewAnchor = nil
        move(to: nil)
        adopt(LayoutClock())
    }

    /// The top-most ancestor (the window, when the view is in one), or the view itself.
    public var rootAncestor: HeadlessView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// The safe-area insets, derived from the superview's as UIKit does: how far this view
    /// extends into its superview's insets. A view without a superview has none, except a
    /// ``HeadlessWindow``, which has the device's.
    ///
    /// A controller's root view is different, as in UIKit: its insets are the ones its
    /// controller gave it at the last layout pass, and moving the view (a frame written by hand,
    /// a ``translation``) does not change them until the next one (KeyboardFacts §7).
    open var safeAreaInsets: LayoutInsets {
        if let controllerSafeAreaInsets { return controllerSafeAreaInsets }
        guard let parent = superview else { return .zero }
        let insets = parent.safeAreaInsets
        let parentSize = parent.bounds.size
        // This view's rect in the parent's bounds coordinates.
        let rect = frame.offsetBy(dx: -parent.boundsOrigin.x, dy: -parent.boundsOrigin.y)
        return LayoutInsets(
            top: min(frame.height, max(0, insets.top - rect.minY)),
            left: min(frame.width, max(0, insets.left - rect.minX)),
            bottom: min(frame.height, max(0, rect.maxY - (parentSize.height - insets.bottom))),
            right: min(frame.width, max(0, rect.maxX - (parentSize.width - insets.right))))
    }

    /// ``safeAreaInsets``.
    public var keyboardSafeAreaInsets: LayoutInsets { safeAreaInsets }

    /// The identity of the ``HeadlessWindow/screen`` of the window the view is in; `nil` outside
    /// any window.
    public var keyboardScreenIdentity: ObjectIdentifier? {
        guard let screen else { return nil }
        return ObjectIdentifier(screen)
    }

    /// The screen of the window the view is in; `CGRect.null` for a view outside any window,
    /// which is not on screen, so no keyboard covers it.
    public var keyboardScreenBounds: CGRect {
        screen?.bounds ?? .null
    }

    /// Converts `rect` from this view's bounds coordinates to screen coordinates.
    public func convertToScreen(_ rect: CGRect) -> CGRect {
        var result = rect
        var view: HeadlessView? = self
        while let current = view {
            let origin = current.frame.origin
            let boundsOrigin = current.storedBoundsOrigin
            result = result.offsetBy(dx: origin.x - boundsOrigin.x, dy: origin.y - boundsOrigin.y)
            view = current.superview
        }
        return result
    }

    /// Converts `rect` from screen coordinates to this view's bounds coordinates.
    ///
    /// ```swift
    /// scrollView.convertFromScreen(field.frameInScreen)
    /// ```
    public func convertFromScreen(_ rect: CGRect) -> CGRect {
        let origin = convertToScreen(.zero).origin
        return rect.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    /// Converts `rect` from this view's bounds coordinates to `view`'s (to the screen when nil).
    ///
    /// ```swift
    /// field.convert(field.bounds, to: controller.view)
    /// ```
    public func convert(_ rect: CGRect, to view: HeadlessView?) -> CGRect {
        let screen = convertToScreen(rect)
        return view?.convertFromScreen(screen) ?? screen
    }

    /// The constraints that position this view, as the frame they give it in its superview; `nil`
    /// for a view whose frame is set by hand and kept.
    ///
    /// Auto Layout owns the frames of the views it positions (KeyboardFacts §7): a frame written
    /// by hand lasts only until the next layout pass, which sets the frame from the constraints
    /// again (typing that changes a field's size, a rotation). Give a view a rule to make the
    /// model do the same: ``layoutIfNeeded()`` of an ancestor, and a window's layout pass, set
    /// ``layoutFrame`` from it. A ``translation`` stays.
    ///
    /// ```swift
    /// // sendButton.bottom = safeArea.bottom − 8, trailing = safeArea.trailing − 16
    /// sendButton.constraintLayout = { superview in
    ///     let safe = superview.safeAreaInsets
    ///     return CGRect(x: superview.bounds.width - safe.right - 96, y: superview.bounds.height - safe.bottom - 52,
    ///                   width: 80, height: 44)
    /// }
    /// ```
    public var constraintLayout: (@MainActor (_ superview: HeadlessView) -> CGRect)?

    /// A layout pass of the subviews, as `UIView.layoutIfNeeded()` runs one: every descendant
    /// with a ``constraintLayout`` gets the frame its constraints give it, top down, under its
    /// ``translation``. Views whose frames are set by hand keep them.
    open func layoutIfNeeded() {
        for child in subviews {
            if let rule = child.constraintLayout { child.layoutFrame = rule(self) }
            child.layoutIfNeeded()
        }
    }

    /// This view and all its descendants, depth first.
    public var descendants: [HeadlessView] { [self] + subviews.flatMap(\.descendants) }
}
