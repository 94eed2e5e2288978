public import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// An `AsyncSequence` of the keyboard's events, fed by the same pipeline as the protocols.
///
/// Every event that reaches ``KeyboardCapable`` hooks — parsed, validated and de-duplicated —
/// is delivered in order, each with the ``KeyboardTransition`` it produces on the measured view's
/// screen. Iteration ends when the task is cancelled or the iterator is released; the stream
/// then unregisters.
///
/// ```swift
/// for await change in KeyboardEventStream(measuring: messageList) {
///     print(change.event.kind, change.overlap)
/// }
/// ```
public struct KeyboardEventStream: AsyncSequence, Sendable {
    /// One delivered event with what it means for the measured view.
    public struct Change: Sendable, Equatable {
        /// The event.
        public var event: KeyboardEvent
        /// Where the keyboard is after it.
        public var attachment: KeyboardAttachment
        /// How many points of the measured view the keyboard covers after it.
        public var overlap: CGFloat
    }

    private let stream: AsyncStream<Change>

    /// Starts listening to `center` for `view`; events are buffered until iterated.
    ///
    /// If the keyboard is already up, the first element describes it.
    @MainActor
    public init(measuring view: any KeyboardLayoutView, center: NotificationCenter = .default) {
        let (stream, continuation) = AsyncStream.makeStream(of: Change.self)
        let listener = StreamListener(view: view, center: center, continuation: continuation)
        continuation.onTermination = { _ in
            Task { @MainActor in listener.unregisterKeyboardNotifications() }
        }
        listener.registerKeyboardNotifications()
        self.stream = stream
    }

    /// An iterator over the changes.
    public func makeAsyncIterator() -> AsyncStream<Change>.Iterator { stream.makeAsyncIterator() }
}

/// The registered host behind a ``KeyboardEventStream``: it yields instead of laying out.
@MainActor
private final class StreamListener: KeyboardCapable, KeyboardHost {
    let keyboardStorage = KeyboardStorage()
    let keyboardNotificationCenter: NotificationCenter
    let keyboardRootView: any KeyboardLayoutView
    private let continuation: AsyncStream<KeyboardEventStream.Change>.Continuation

    init(
        view: any KeyboardLayoutView, center: NotificationCenter,
        continuation: AsyncStream<KeyboardEventStream.Change>.Continuation
    ) {
        keyboardRootView = view
        keyboardNotificationCenter = center
        self.continuation = continuation
    }

    func avoidKeyboard(_ transition: KeyboardTransition) {
        continuation.yield(
            KeyboardEventStream.Change(
                event: transition.event, attachment: transition.attachment,
                overlap: transition.overlap(withScreenRect: keyboardRootView.frameInScreen)))
    }

    /// Unregistering ends the stream's life: no synthesized hide is yielded.
    func keyboardWillHide(_ event: KeyboardEvent) {
        guard isKeyboardRegistered else { return }
        avoidKeyboard(keyboardTransition(for: event))
    }
}
