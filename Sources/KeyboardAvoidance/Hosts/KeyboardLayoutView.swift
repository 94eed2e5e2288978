public import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

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
    /// ``KeyboardScreen``), or `nil` when it is on none or the conformer cannot tell. Default:
    /// `nil`.
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
    /// A value that changes whenever anything that places the view on screen may have changed,
    /// or `nil` when the conformer cannot tell. Default: `nil`.
    ///
    /// The full-view shift keeps what it measured of a host (its root view's frame and its
    /// focused view's ``keyboardRevealRect`` in screen coordinates, unshifted) for as long as the
    /// same views are the host's root and focused views and their stamps stay the same, so that
    /// an event that only moves the keyboard costs no conversion to screen coordinates. A
    /// conformer that returns a value promises:
    /// - it changes whenever the view's frame in screen coordinates or its reveal rect may have:
    ///   a frame, transform or bounds origin of the view or of an ancestor, a caret, the window,
    ///   the screen;
    /// - values never repeat: after a change, the value is one no view has returned before (draw
    ///   them from one counter for the whole process), and views that move together (a tree)
    ///   return the same value;
    /// - setting ``keyboardTranslation`` moves the view, and what is in it, by the difference and
    ///   nothing else: the kit carries its measurement across its own write of the root view's
    ///   translation.
    ///
    /// `UIView` has no such counter, so UIKit's views return `nil` and are measured on every
    /// event; `HeadlessView` counts the changes of its tree.
    ///
    /// ```swift
    /// let before = field.keyboardLayoutStamp
    /// field.frame.origin.y += 10
    /// field.keyboardLayoutStamp != before // true
    /// ```
    var keyboardLayoutStamp: UInt64? { get }
}

// MARK: - Helpers (not overridable)

extension KeyboardLayoutView {
    /// `nil`: the view cannot tell its screen, so every keyboard counts as on it.
    public var keyboardScreenIdentity: ObjectIdentifier? { nil }

    /// `nil`: the view cannot tell when it moved, so the kit measures it on every event.
    public var keyboardLayoutStamp: UInt64? { nil }

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
