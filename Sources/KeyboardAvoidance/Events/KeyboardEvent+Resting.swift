import Foundation

extension KeyboardEvent {
    /// What a host hears when it registers or unregisters while the keyboard is up: at once, or
    /// with the animation of the transition the host is in.
    func resting(as kind: Kind, animation: KeyboardAnimation? = nil) -> KeyboardEvent {
        var event = KeyboardEvent(
            kind: kind, beginFrame: endFrame, endFrame: endFrame, duration: animation?.duration ?? 0,
            curve: animation?.curve ?? curve, isLocal: isLocal)
        event.screen = screen
        return event
    }
}
