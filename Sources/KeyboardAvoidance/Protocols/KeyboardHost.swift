import Foundation

/// A view the kit can measure and move: a `UIView` in apps, a `HeadlessView` in tests.
///
/// The requirements are the small part of a view that keyboard avoidance needs. `UIView`
/// already has `frame`, `bounds` and `layoutIfNeeded()`; the UIKit adapter adds the rest.
///
/// Conformers must report ``keyboardScreenBounds`` and ``convertToScreen(_:)`` in the same
/// coordinate space as keyboard frames, the screen's, even when the app's window is not
/// full screen (Split View, Slide Over, Stage Manager).
///
/// ```swift
/// let covered = KeyboardGeometry.overlap(
///     keyboardFrame: keyboard, screenBounds: view.keyboardScreenBounds,
///     hostFrame: view.frameInScreen)
/// ```
@MainActor
public protocol KeyboardLayoutView: AnyObject {
    /// The view's frame in its superview's coordinates.
    var frame: CGRect { get set }
    /// The view's bounds: its own coordinate space (a scroll view's origin is its offset).
    var bounds: CGRect { get }
    /// The view's safe-area insets.
    var keyboardSafeAreaInsets: LayoutInsets { get }
    /// The bounds of the screen the view is on, in screen coordinates.
    var keyboardScreenBounds: CGRect { get }
    /// Converts a rect from the view's bounds coordinates to the screen's coordinates.
    func convertToScreen(_ rect: CGRect) -> CGRect
    /// Lays out pending constraint changes now (inside an animation, this animates them).
    func layoutIfNeeded()
    /// A vertical translation of the view on top of its layout, in points (negative is up): the
    /// `ty` of a `UIView`'s `transform`, `HeadlessView.translation` headlessly.
    ///
    /// The full-view shift and the following view move views with it: layout passes set a view's
    /// untransformed frame and keep its transform, so the move survives them (Auto Layout ignores
    /// transforms, UIKit's documentation of `UIView.transform`).
    var keyboardTranslation: CGFloat { get set }
    /// The identity of the screen the view is on (`ObjectIdentifier` of its window's
    /// ``KeyboardScreen``), or `nil` when it is on none or the conformer cannot tell. Default: `nil`.
    ///
    /// A keyboard notification that names another screen (``KeyboardEvent/screen``) is about a
    /// keyboard this view cannot be under: an external display's, for example.
    var keyboardScreenIdentity: ObjectIdentifier? { get }
    /// The part of the view to keep visible while it is focused, in its bounds coordinates.
    /// Default: ``bounds``.
    ///
    /// A text view taller than the space above the keyboard cannot be shown whole; what must be
    /// seen is the caret (KeyboardFacts §7). `UITextView` reports its caret rect
    /// (`caretRect(for: selectedTextRange.end)`), `HeadlessView` its
    /// `HeadlessView.caretRect`. The reveal, inset and full-view shift strategies measure this
    /// rect, not the whole frame.
    var keyboardRevealRect: CGRect { get }
}

/// A screen keyboard notifications may name as their `object`: `UIScreen` in apps (iOS 16.1 and
/// later post the screen the keyboard is on), `HeadlessScreen` headlessly.
///
/// A marker: the kit only compares identities.
///
/// ```swift
/// extension UIScreen: KeyboardScreen {}
/// ```
public protocol KeyboardScreen: AnyObject {}

// MARK: - Helpers (not overridable)

extension KeyboardLayoutView {
    /// `nil`: the view cannot tell its screen, so every keyboard counts as on it.
    public var keyboardScreenIdentity: ObjectIdentifier? { nil }

    /// ``bounds``: the whole view.
    public var keyboardRevealRect: CGRect { bounds }
}

extension KeyboardLayoutView {
    /// The view's bounds in screen coordinates: where it is on the screen.
    ///
    /// ```swift
    /// textField.frameInScreen.maxY
    /// ```
    public var frameInScreen: CGRect { convertToScreen(bounds) }

    /// ``keyboardRevealRect`` in screen coordinates: what the strategies keep visible when the
    /// view is focused.
    ///
    /// ```swift
    /// textView.revealRectInScreen // the caret's line, not the whole text view
    /// ```
    public var revealRectInScreen: CGRect { convertToScreen(keyboardRevealRect) }
}

/// Something controller-like that owns a root view: the place where the kit's default
/// implementations find what to move.
///
/// ``KeyboardAnimatable`` (and so ``KeyboardCapable``) refines it: the kit's default
/// implementations are written against this protocol, never against a UIKit type, so every
/// default runs headlessly. `HeadlessViewController` conforms; the UIKit adapter gives
/// `UIViewController` subclasses these requirements for free.
///
/// ```swift
/// final class Handler: KeyboardHost {
///     let keyboardRootView: any KeyboardLayoutView
///     init(view: HeadlessView) { keyboardRootView = view }
/// }
/// ```
@MainActor
public protocol KeyboardHost: AnyObject {
    /// The root view: what the full-view shift moves and what overlaps are measured against.
    var keyboardRootView: any KeyboardLayoutView { get }
    /// The view being edited (the first responder), if any; strategies that reveal the
    /// focused field use it. Default: `nil`.
    var keyboardFocusedView: (any KeyboardLayoutView)? { get }
    /// Whether the host has presented another controller over itself, whose fields the keyboard
    /// is for. Default: `false`.
    ///
    /// A page sheet, form sheet, popover, `.overFullScreen` presentation or alert leaves the
    /// presenter in the window and calls none of its disappear methods (KeyboardFacts §7), so a
    /// presenter registered in appear stays registered. While this is `true` the kit lays the
    /// host out as with no keyboard: a field focused in the sheet must not move the screen behind
    /// it. `HeadlessViewController` and the UIKit adapter answer it from the controller's
    /// presented controller.
    var keyboardIsBehindPresentation: Bool { get }
}

// MARK: - Default implementations

extension KeyboardHost {
    /// No focused view: strategies that reveal the focused field do nothing more than avoid.
    public var keyboardFocusedView: (any KeyboardLayoutView)? { nil }

    /// `false`: the host presents nothing over itself.
    public var keyboardIsBehindPresentation: Bool { false }
}
