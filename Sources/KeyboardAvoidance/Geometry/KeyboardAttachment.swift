/// Where the keyboard is relative to the screen's bottom edge.
///
/// Only a docked keyboard pushes content out of its way: a floating, undocked or split iPad
/// keyboard sits over the content and the user moves it, and a hidden one covers nothing.
///
/// ```swift
/// KeyboardGeometry.attachment(ofKeyboardFrame: end, screenBounds: screen) == .docked
/// ```
public enum KeyboardAttachment: String, Sendable, CaseIterable {
    /// The keyboard touches the screen's bottom edge and covers the bottom of the screen; this
    /// includes a hardware keyboard's visible strip.
    case docked
    /// The keyboard is on screen but does not reach the bottom edge: floating, undocked or
    /// split (iPad). It overlaps nothing for avoidance purposes.
    case detached
    /// Nothing of the keyboard is on screen (or less than one point of it).
    case hidden
}
