public import Foundation

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
        let (stream, sink) = AsyncStream.makeStream(of: Change.self)
        let monitor = KeyboardMonitor.monitor(for: center)
        let yield: @MainActor (KeyboardEvent) -> Void = { sink.yield(Change($0, measuring: view, monitor: monitor)) }
        if let visible = monitor.state.lastVisibleEvent { yield(visible.resting(as: .willShow)) }
        // The observation lasts until the stream terminates and releases its termination handler.
        let observation = monitor.observe(yield)
        sink.onTermination = { _ in withExtendedLifetime(observation) {} }
        self.stream = stream
    }

    /// An iterator over the changes.
    public func makeAsyncIterator() -> AsyncStream<Change>.Iterator { stream.makeAsyncIterator() }
}
