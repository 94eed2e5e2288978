/// Where the keyboard is relative to the screen's bottom edge: only a docked keyboard covers content.
public enum KeyboardAttachment: String, Sendable, CaseIterable {
    /// The keyboard reaches the screen's bottom edge, as a hardware keyboard's visible strip does.
    case docked
    /// The keyboard is on screen but clear of the bottom edge: floating, undocked or split.
    case detached
    /// Nothing of the keyboard is on screen (or less than one point of it).
    case hidden
}
