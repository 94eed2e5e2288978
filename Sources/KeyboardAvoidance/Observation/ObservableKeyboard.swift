#if canImport(Observation)
    public import Foundation
    public import Observation
    #if canImport(CoreGraphics)
        import CoreGraphics
    #endif

    /// The keyboard as an `@Observable` value for one view, for SwiftUI and Observation users.
    ///
    /// It publishes what each event of its center's ``KeyboardMonitor`` means for the measured view
    /// and moves nothing; without Observation, iterate a ``KeyboardEventStream``.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Observable
    @MainActor
    public final class ObservableKeyboard {
        /// Where the keyboard is: docked, detached or hidden.
        public private(set) var attachment: KeyboardAttachment = .hidden
        /// How many points of the measured view the keyboard covers.
        public private(set) var overlap: CGFloat = 0
        /// The keyboard's end frame in screen coordinates; `.zero` while hidden.
        public private(set) var endFrame: CGRect = .zero
        /// The animation of the last change, to animate along with it.
        public private(set) var animation: KeyboardAnimation = .immediate
        /// The last event received, if any.
        public private(set) var lastEvent: KeyboardEvent?

        @ObservationIgnored private let view: any KeyboardLayoutView
        @ObservationIgnored private let monitor: KeyboardMonitor
        @ObservationIgnored private var observation: KeyboardMonitor.Observation?

        /// Starts observing the keyboard for `view`; if it is up, the properties describe it at once.
        public init(measuring view: any KeyboardLayoutView, center: NotificationCenter = .default) {
            self.view = view
            monitor = KeyboardMonitor.monitor(for: center)
            if let visible = monitor.state.lastVisibleEvent { publish(visible.resting(as: .willShow)) }
            observation = monitor.observe { [weak self] event in self?.publish(event) }
        }

        /// Stops observing; the properties keep their last values.
        public func stop() { observation = nil }

        private func publish(_ event: KeyboardEvent) {
            let change = KeyboardEventStream.Change(event, measuring: view, monitor: monitor)
            let newFrame = change.attachment == .hidden ? .zero : change.event.endFrame
            lastEvent = change.event
            if animation != change.event.animation { animation = change.event.animation }
            if attachment != change.attachment { attachment = change.attachment }
            if endFrame != newFrame { endFrame = newFrame }
            if overlap != change.overlap { overlap = change.overlap }
        }
    }
#endif
