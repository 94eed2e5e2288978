public import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How a message list's content moves when the keyboard's part of its inset changes: a chat
/// screen's choice, its ``KeyboardInsetAdjusting/keyboardChatLift``.
///
/// ```swift
/// final class Chat: HeadlessViewController, KeyboardInsetAdjusting, KeyboardFollowing {
///     var keyboardChatLift: KeyboardChatLift { .whenAtEnd }
/// }
/// ```
public enum KeyboardChatLift: Sendable, CaseIterable {
    /// The content moves with the keyboard wherever the reader is: what was above the input bar stays
    /// above it, as most messengers do.
    case always
    /// The content moves only while the newest messages are in sight; history being read stays still.
    case whenAtEnd
    /// The content moves up with the keyboard and stays where the reader left it when the keyboard goes.
    case persistent
    /// The content stays, and the keyboard covers the newest messages until the reader scrolls: the
    /// default, for a list that is not a chat.
    case never

    /// Where a list at `offset` rests after the keyboard's inset grows by `delta` (shrinks, when
    /// negative): a pure function of the list and the change.
    ///
    /// - Parameters:
    ///   - offset: The list's content offset along its axis.
    ///   - range: The offsets the list could rest at before the change.
    ///   - newRange: The offsets it can rest at after the change.
    ///   - delta: How far the keyboard's inset grew.
    ///   - inverted: Whether the newest content is at the lowest offsets (a list turned upside down).
    /// - Returns: The new offset, within `newRange`.
    public func contentOffset(
        _ offset: CGFloat, from range: ClosedRange<CGFloat>, to newRange: ClosedRange<CGFloat>,
        insetChange delta: CGFloat, inverted: Bool = false
    ) -> CGFloat {
        let end = inverted ? range.lowerBound : range.upperBound
        let lifts =
            switch self {
            case .always: true
            case .whenAtEnd: abs(offset - end) <= 1  // a point: offsets are fractional
            case .persistent: delta > 0
            case .never: false
            }
        let moved = lifts && delta.isFinite ? offset + (inverted ? -delta : delta) : offset
        return min(max(moved, newRange.lowerBound), newRange.upperBound)
    }
}
