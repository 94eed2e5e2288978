import Foundation

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
