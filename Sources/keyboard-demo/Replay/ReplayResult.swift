import Foundation
import KeyboardAvoidance
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a replay reports after one notification: the first seven fields are the contract.
struct ReplayResult: Equatable {
    /// The notification's name, as given or printed.
    var name: String?
    /// Its kind, `nil` when the name is not a keyboard notification.
    var kind: KeyboardEvent.Kind?
    /// Why it could not be read (the state is then unchanged), or `nil`.
    var error: String?
    /// Whether the kit read it and deliberately did not act (no hook of the host ran).
    var ignored: Bool
    /// Where the keyboard is after it.
    var attachment: KeyboardAttachment
    /// How many points of the host the keyboard covers after it.
    var overlap: CGFloat
    /// The full-view shift's vertical offset of the host after it (0 or negative).
    var shift: CGFloat
    /// How the kit's state took it, `nil` on an error.
    var outcome: KeyboardState.Outcome?
    /// The keyboard's end frame as read, `nil` on an error.
    var endFrame: CGRect?
    /// Whether the focused field is visible after it, `nil` without a field.
    var focusVisible: Bool?
    /// Whether the entry was a tracked frame (`interactive`) rather than a notification.
    var isInteractive = false
    /// What each other approach did (``ReplayApproaches/json``).
    var approaches: JSONValue

    /// The result as a JSON object, contract fields first.
    var json: JSONValue {
        .object([
            ("name", name.map(JSONValue.string) ?? .null),
            ("kind", isInteractive ? .string("interactive") : kind.map { .string($0.rawValue) } ?? .null),
            ("error", error.map(JSONValue.string) ?? .null),
            ("ignored", .bool(ignored)),
            ("attachment", .string(attachment.rawValue)),
            ("overlap", .number(Double(overlap))),
            ("shift", .number(Double(shift))),
            ("outcome", outcome.map { JSONValue.string(String(describing: $0)) } ?? .null),
            ("endFrame", endFrame.map(JSONValue.rect) ?? .null),
            ("focusVisible", focusVisible.map(JSONValue.bool) ?? .null),
            ("approaches", approaches),
        ])
    }
}
