public import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A view the kit can measure and move: a `UIView` in apps, a `HeadlessView` in tests.
///
/// Conformers report ``keyboardScreenBounds`` and ``convertToScreen(_:)`` in the screen's
/// coordinate space, where keyboard frames are, even when the window does not fill the screen.
@MainActor
public protocol KeyboardLayoutView: AnyObject {
    /// The frame in the superview's coordinates, ``keyboardTranslation`` included, as `UIView.frame`
    /// includes `transform`.
    var frame: CGRect { get set }
    /// The view's own coordinate space (a scroll view's origin is its content offset).
    var bounds: CGRect { get }
    /// The safe-area insets at the view's place without ``keyboardTranslation``: a controller's root
    /// view keeps its controller's wherever it moves, any other view's follow its place (KeyboardFacts §7).
    var keyboardSafeAreaInsets: LayoutInsets { get }
    /// The bounds of the view's screen, in screen coordinates.
    var keyboardScreenBounds: CGRect { get }
    /// Converts a rect from the view's bounds to screen coordinates.
    func convertToScreen(_ rect: CGRect) -> CGRect
    /// Lays out what is pending now, and nothing when nothing is; inside an animation, this animates it.
    func layoutIfNeeded()
    /// Lays out what is pending now outside any animation open, as UIKit's around a will-notification
    /// (`UIView.performWithoutAnimation`, KeyboardFacts §4); default ``layoutIfNeeded()``.
    func keyboardLayoutWithoutAnimation()
    /// A vertical translation on top of the layout in points, negative up (a `UIView`'s
    /// `transform.ty`), which layout passes that keep the view's place keep: how the kit moves views.
    var keyboardTranslation: CGFloat { get set }
    /// The identity of the view's screen, compared with ``KeyboardEvent/screen``; default `nil`.
    var keyboardScreenIdentity: ObjectIdentifier? { get }
    /// The part of the view to keep visible while focused, in bounds coordinates; default ``bounds``.
    ///
    /// A text view reports its caret, even where its text is scrolled away from it: a text view
    /// taller than the space above the keyboard cannot be shown whole (KeyboardFacts §7).
    var keyboardRevealRect: CGRect { get }
    /// The view's superview, if any and if the conformer can tell; default `nil`.
    ///
    /// Hosts whose root views are nested are laid out outer first (``KeyboardMonitor``), others in registration order.
    var keyboardSuperview: (any KeyboardLayoutView)? { get }
    /// The docked keyboard's frame in screen coordinates as the view's window knows it now, with no
    /// notification (UIKit's `keyboardLayoutGuide`); `nil` when none is docked, when no text input in
    /// the window is first responder (the keyboard may be another app's, or a misplaced guide's),
    /// or when the view cannot tell (the default).
    ///
    /// Asked of a host's root view before any notification (KeyboardFacts §7). A guide that shows no
    /// keyboard while a text input is first responder may learn it at its next update, so reading
    /// none then runs the layout observer (``keyboardObserveLayout(_:)``) at the view's next layout
    /// pass, once per arrival in a window.
    var keyboardFrameFromLayoutGuide: CGRect? { get }
    /// Whether Auto Layout places the view (UIKit: `translatesAutoresizingMaskIntoConstraints` off),
    /// through its bounds and center, which keeps a translation; default `false`.
    var keyboardIsPlacedByConstraints: Bool { get }
    /// Moves the view `dy` points down (up when negative), its translation untouched; default: by ``frame``.
    ///
    /// `UIView` moves its `center`, which a transform leaves alone (UIView.h:188).
    func keyboardMove(by dy: CGFloat)
    /// Replaces the view's one layout observer, run once the view is laid out in a window it arrives
    /// in and after each pass that resizes it (`nil` stops it; default: none): a host registered before
    /// its view is in a window (from `viewDidLoad`) is laid out there for a keyboard already up (§7).
    func keyboardObserveLayout(_ observer: (@MainActor () -> Void)?)
    /// Replaces the view's one tap observer, called with the view tapped in its tree, but not for a
    /// touch that a control or a text input takes (`nil` stops it; default: none).
    func keyboardObserveTaps(_ observer: (@MainActor (any KeyboardLayoutView) -> Void)?)
    /// The shown text inputs that can take the focus in the view's tree (the view, if it is one); default none.
    var keyboardTextInputs: [any KeyboardLayoutView] { get }
    /// Whether the view is the first responder; default `false`.
    var keyboardIsFocused: Bool { get }
    /// Makes the view the first responder, or resigns it with `false`; default: nothing.
    func keyboardSetFocused(_ focused: Bool)
    /// Replaces the kit's action for the return key of this text field (`nil` removes it; default: nothing):
    /// UIKit's `editingDidEndOnExit`, which resigns the field before it runs (KeyboardFacts §8).
    func keyboardOnReturnKey(_ action: (@MainActor () -> Void)?)
}

// MARK: - Default implementations

extension KeyboardLayoutView {
    /// `nil`: the view cannot tell what contains it.
    public var keyboardSuperview: (any KeyboardLayoutView)? { nil }
    /// `nil`: every keyboard counts as on the view's screen.
    public var keyboardScreenIdentity: ObjectIdentifier? { nil }
    /// ``bounds``: the whole view.
    public var keyboardRevealRect: CGRect { bounds }
    /// `nil`: the view cannot tell where the keyboard is without a notification.
    public var keyboardFrameFromLayoutGuide: CGRect? { nil }
    /// ``layoutIfNeeded()``.
    public func keyboardLayoutWithoutAnimation() { layoutIfNeeded() }
    /// Offsets ``frame`` by `dy`.
    public func keyboardMove(by dy: CGFloat) { frame = frame.offsetBy(dx: 0, dy: dy) }
    /// `false`: the view is placed by its frame.
    public var keyboardIsPlacedByConstraints: Bool { false }
    /// Nothing: the view cannot tell when it is laid out.
    public func keyboardObserveLayout(_ observer: (@MainActor () -> Void)?) {}
    /// Nothing: the view cannot tell when it is tapped.
    public func keyboardObserveTaps(_ observer: (@MainActor (any KeyboardLayoutView) -> Void)?) {}
    /// None: the view cannot tell.
    public var keyboardTextInputs: [any KeyboardLayoutView] { [] }
    /// `false`: the view cannot take the focus.
    public var keyboardIsFocused: Bool { false }
    /// Nothing: the view cannot take the focus.
    public func keyboardSetFocused(_ focused: Bool) {}
    /// Nothing: the view has no return key.
    public func keyboardOnReturnKey(_ action: (@MainActor () -> Void)?) {}
}

// MARK: - API

extension KeyboardLayoutView {
    /// The view's bounds in screen coordinates.
    public var frameInScreen: CGRect { convertToScreen(bounds) }

    /// ``keyboardRevealRect`` moved into what the view shows (its ``bounds``), in screen coordinates:
    /// what the approaches keep visible.
    public var revealRectInScreen: CGRect {
        convertToScreen(KeyboardGeometry.revealRect(forCaret: keyboardRevealRect, visible: bounds))
    }

    /// The view's superviews, nearest first.
    var superviews: some Sequence<any KeyboardLayoutView> {
        sequence(state: keyboardSuperview) { next in
            defer { next = next?.keyboardSuperview }
            return next
        }
    }

    /// Whether `ancestor` is one of the view's superviews.
    func isInside(_ ancestor: any KeyboardLayoutView) -> Bool { superviews.contains { $0 === ancestor } }
}
