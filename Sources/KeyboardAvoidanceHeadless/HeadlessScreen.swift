public import Foundation
public import KeyboardAvoidance
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A screen: the bounds keyboard frames are expressed in, and the identity keyboard notifications
/// name as their `object`, as `UIScreen` is; hosts on other screens ignore its keyboard.
@MainActor
public final class HeadlessScreen: KeyboardScreen {
    /// The screen's bounds, interface-oriented (a rotation swaps width and height).
    public var bounds: CGRect

    /// The docked keyboard's frame on this screen, kept by the testing module's simulator as UIKit's
    /// keyboard layout guide knows it without a notification; `nil` while none is docked.
    public var keyboardFrame: CGRect?

    /// The view the keyboard serves: the field a controller on this screen focused last.
    public internal(set) weak var firstResponder: HeadlessView?

    /// Creates a screen.
    public init(bounds: CGRect) { self.bounds = bounds }

    /// What UIKit moves itself after apps heard a will-notification (a sheet that avoids the keyboard,
    /// KeyboardFacts §7), by identity: observers UIKit added after the kit's run after it.
    private var keyboardFollowers: [(id: ObjectIdentifier, move: @MainActor (KeyboardEvent) -> Void)] = []

    /// Runs `move` after each will-notification announced on this screen, until ``stopFollowing(_:)``.
    func follow(_ id: ObjectIdentifier, _ move: @escaping @MainActor (KeyboardEvent) -> Void) {
        keyboardFollowers.append((id, move))
    }

    /// Stops what ``follow(_:_:)`` started for `id`.
    func stopFollowing(_ id: ObjectIdentifier) { keyboardFollowers.removeAll { $0.id == id } }

    /// Moves what UIKit moves itself for `event`, once the app heard it: the simulator calls it after
    /// each will-notification it posts.
    package func keyboardWasAnnounced(_ event: KeyboardEvent) {
        for follower in keyboardFollowers { follower.move(event) }
    }
}
