public import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// An `AsyncSequence` of the keyboard's events and what each means for one view.
///
/// It yields every event the ``KeyboardMonitor`` of its center delivers, first the keyboard as it is
/// if up; iteration and the observation end when the task is cancelled or the iterator released.
public struct KeyboardEventStream: AsyncSequence, Sendable {
    /// One event with what it means for the measured view.
    public struct Change: Sendable, Equatable {
        /// The event.
        public var event: KeyboardEvent
        /// Where the keyboard is after it.
        public var attachment: KeyboardAttachment
        /// How many points of the measured view the keyboard covers after it.
        public var overlap: CGFloat

        /// What `event`, delivered by `monitor`, means for `view`.
        @MainActor
        init(_ event: KeyboardEvent, measuring view: any KeyboardLayoutView, monitor: KeyboardMonitor) {
            let transition = KeyboardTransition(
                event: event, on: view, ignoresRemoteKeyboards: monitor.ignoresRemoteKeyboards)
            self.event = transition.event
            attachment = transition.attachment
            overlap = transition.overlap(withScreenRect: view.frameInScreen)
        }
    }

    private let stream: AsyncStream<Change>

    /// Starts observing `center` for `view`; changes are buffered until iterated.
    @MainActor
    public init(measuring view: any KeyboardLayoutView, center: NotificationCenter = .default) {
        let (stream, continuation) = AsyncStream.makeStream(of: Change.self)
        let source = ChangeSource(view: view, monitor: KeyboardMonitor.monitor(for: center), continuation: continuation)
        continuation.onTermination = { _ in Task { @MainActor in source.observation = nil } }
        self.stream = stream
    }

    /// An iterator over the changes.
    public func makeAsyncIterator() -> AsyncStream<Change>.Iterator { stream.makeAsyncIterator() }
}

@MainActor
private final class ChangeSource {
    let view: any KeyboardLayoutView
    let monitor: KeyboardMonitor
    let continuation: AsyncStream<KeyboardEventStream.Change>.Continuation
    /// Kept until the stream terminates.
    var observation: KeyboardMonitor.Observation?

    init(
        view: any KeyboardLayoutView, monitor: KeyboardMonitor,
        continuation: AsyncStream<KeyboardEventStream.Change>.Continuation
    ) {
        self.view = view
        self.monitor = monitor
        self.continuation = continuation
        if let visible = monitor.state.lastVisibleEvent { yield(visible.resting(as: .willShow)) }
        observation = monitor.observe { [weak self] event in self?.yield(event) }
    }

    private func yield(_ event: KeyboardEvent) {
        continuation.yield(KeyboardEventStream.Change(event, measuring: view, monitor: monitor))
    }
}
