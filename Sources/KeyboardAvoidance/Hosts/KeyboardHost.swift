import Foundation

/// Something controller-like that owns a root view: where the kit's defaults find what to measure
/// and move, without any UIKit type (the UIKit adapter conforms every `UIViewController`).
///
/// ```swift
/// final class InputHandler: KeyboardFollowing {
///     let keyboardRootView: any KeyboardLayoutView
///     let keyboardFollowingView: any KeyboardLayoutView
/// }
/// ```
@MainActor
public protocol KeyboardHost: AnyObject {
    /// The root view: what the full-view shift moves and what overlaps are measured against.
    var keyboardRootView: any KeyboardLayoutView { get }

    /// The view being edited, which the approaches keep in sight (one outside the root view, none lifts); default `nil`.
    var keyboardFocusedView: (any KeyboardLayoutView)? { get }

    /// Whether the keyboard is for a controller the host presented; default `false`.
    ///
    /// A sheet, popover or alert calls none of the presenter's disappear methods (KeyboardFacts §7),
    /// so it stays registered; while this is `true` the kit lays it out as with no keyboard.
    var keyboardIsBehindPresentation: Bool { get }

    /// The animation of the appearance transition the host is in (a push, a pop), if any; default `nil`.
    ///
    /// Registering and unregistering lay the host out with it, alongside the transition (KeyboardFacts §7).
    var keyboardAppearanceAnimation: KeyboardAnimation? { get }
}

// MARK: - Default implementations

extension KeyboardHost {
    /// `nil`: no focused view.
    public var keyboardFocusedView: (any KeyboardLayoutView)? { nil }
    /// `false`: the host presents nothing.
    public var keyboardIsBehindPresentation: Bool { false }
    /// `nil`: no transition; registering and unregistering lay the host out at once.
    public var keyboardAppearanceAnimation: KeyboardAnimation? { nil }
}
