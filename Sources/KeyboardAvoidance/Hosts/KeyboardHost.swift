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

    /// Calls `ended` once the appearance transition the host is in (a push, a pop, a presentation)
    /// ends, and returns `true`; returns `false` at once when none is under way. Default: `false`.
    ///
    /// Unregistering in a transition takes effect when it ends, so the leaving screen keeps its
    /// layout while it slides away; `ended(true)` means the host's screen stays after all (a swipe
    /// back let go), which calls the unregistration off (KeyboardFacts §7).
    func keyboardAfterAppearanceTransition(_ ended: @escaping @MainActor (_ screenStays: Bool) -> Void) -> Bool
}

// MARK: - Default implementations

extension KeyboardHost {
    /// `nil`: no focused view.
    public var keyboardFocusedView: (any KeyboardLayoutView)? { nil }
    /// `false`: the host presents nothing.
    public var keyboardIsBehindPresentation: Bool { false }
    /// `false`: no transition; unregistering takes effect at once.
    public func keyboardAfterAppearanceTransition(_ ended: @escaping @MainActor (_ screenStays: Bool) -> Void) -> Bool {
        false
    }
}
