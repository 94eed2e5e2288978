#if canImport(Observation)
    public import Foundation
    public import Observation
    #if canImport(CoreGraphics)
        import CoreGraphics
    #endif

    /// The keyboard as an `@Observable` value for one view: for SwiftUI and Observation users.
    ///
    /// It is fed by the same pipeline as the protocols — it registers with the
    /// ``KeyboardMonitor`` of its notification center like any ``KeyboardCapable`` host — but
    /// instead of moving views it publishes what it learnt: where the keyboard is
    /// (``attachment``), how much of the measured view it covers (``overlap``), its end frame and
    /// the animation to follow. It moves nothing.
    ///
    /// It registers when created and stops with ``stop()`` or when released.
    ///
    /// It needs Observation: iOS 17, macOS 14, tvOS 17, watchOS 10 or visionOS 1. On earlier
    /// releases, iterate a ``KeyboardEventStream``: it delivers every change with its attachment
    /// and overlap.
    ///
    /// ```swift
    /// let keyboard = ObservableKeyboard(measuring: messageList)
    /// withObservationTracking { _ = keyboard.overlap } onChange: { print("overlap will change") }
    /// ```
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Observable
    @MainActor
    public final class ObservableKeyboard: KeyboardCapable, KeyboardHost {
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

        /// The kit's per-host memory.
        @ObservationIgnored public let keyboardStorage = KeyboardStorage()
        /// The notification center observed.
        @ObservationIgnored public let keyboardNotificationCenter: NotificationCenter
        /// The view whose overlap is published.
        @ObservationIgnored public let keyboardRootView: any KeyboardLayoutView

        /// Starts observing the keyboard for `view`, posted to `center`.
        ///
        /// If the keyboard is already up, the properties describe it at once.
        public init(measuring view: any KeyboardLayoutView, center: NotificationCenter = .default) {
            keyboardRootView = view
            keyboardNotificationCenter = center
            registerKeyboardNotifications()
        }

        /// Stops observing; the properties keep their last values.
        public func stop() {
            unregisterKeyboardNotifications()
        }

        /// Publishes the layout: attachment, overlap, end frame and animation.
        public func avoidKeyboard(_ transition: KeyboardTransition) {
            let newAttachment = transition.attachment
            let newOverlap = transition.overlap(withScreenRect: keyboardRootView.frameInScreen)
            let newFrame = newAttachment == .hidden ? .zero : transition.event.endFrame
            lastEvent = transition.event
            if animation != transition.animation { animation = transition.animation }
            if attachment != newAttachment { attachment = newAttachment }
            if endFrame != newFrame { endFrame = newFrame }
            if overlap != newOverlap { overlap = newOverlap }
        }

        /// Stopping on unregister publishes nothing: keep the last state.
        public func keyboardWillHide(_ event: KeyboardEvent) {
            guard isKeyboardRegistered else { return }
            avoidKeyboard(keyboardTransition(for: event))
        }
    }
#endif
