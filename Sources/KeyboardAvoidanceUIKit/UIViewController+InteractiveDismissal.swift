// UIKit on iOS and Mac Catalyst: tvOS has neither `keyboardDismissMode` nor `keyboardLayoutGuide`,
// and visionOS has no `keyboardDismissMode` (UIScrollView.h:284, `API_UNAVAILABLE(visionos)`).
#if canImport(UIKit) && os(iOS)
    public import KeyboardAvoidance
    public import UIKit

    /// Following the keyboard during interactive dismissal, when iOS posts no notification
    /// (KeyboardFacts §3) but the keyboard layout guide follows the drag (KeyboardFacts §7).
    extension KeyboardCapable where Self: UIViewController {
        /// Follows the keyboard while a finger drags it over `scrollView`, so every registered
        /// host stays laid out under the finger.
        ///
        /// Installs a tracker view in `view` (loading it) the first time, pinned to what does not
        /// scroll when `view` is itself a scroll view (a `UITableViewController`'s); another call
        /// adds a scroll view, held weakly. Only drags in an interactive `keyboardDismissMode` are
        /// followed: from the keyboard layout guide, and before iOS 17 from the dragging touch,
        /// which the keyboard follows (KeyboardFacts §7). Not overridable.
        ///
        /// - Parameter scrollView: The scroll view whose drags move the keyboard.
        ///
        /// ```swift
        /// final class ChatViewController: UIViewController, KeyboardFollowing {
        ///     var keyboardFollowingView: any KeyboardLayoutView { inputBar }
        ///     override func viewDidLoad() {
        ///         super.viewDidLoad()
        ///         messages.keyboardDismissMode = .interactive
        ///         startTrackingInteractiveDismissal(in: messages)
        ///     }
        /// }
        /// ```
        public func startTrackingInteractiveDismissal(in scrollView: UIScrollView) {
            let root: UIView = view
            let probe = root.keyboardDragProbe ?? KeyboardDragProbe(over: root, center: keyboardNotificationCenter)
            probe.track(scrollView)
        }

        /// Removes the tracker from `view`, if one is installed.
        public func stopTrackingInteractiveDismissal() {
            viewIfLoaded?.keyboardDragProbe?.removeFromSuperview()
        }

        /// Whether a tracker is installed in `view`; never loads the view.
        public var isTrackingInteractiveDismissal: Bool { viewIfLoaded?.keyboardDragProbe != nil }
    }

    // MARK: - The probe

    /// The tracker's view, behind the root view's subviews and reaching `extent` below it, so a
    /// keyboard under a root view the full-view shift moved up still lies over it.
    ///
    /// Pinned to `frameLayoutGuide` in a root view that scrolls; tells hosts after its layout pass.
    final class KeyboardDragProbe: UIView {
        /// More than any keyboard is tall.
        static let extent: CGFloat = 4096

        private let notificationCenter: NotificationCenter
        private var scrollViews: [WeakScrollView] = []
        private var tracker = KeyboardDragTracker()
        /// The frame to hand the monitor once the current layout pass is over, if one is pending.
        private var pendingFrame: CGRect?

        init(over root: UIView, center: NotificationCenter) {
            notificationCenter = center
            let bounds = root.bounds
            super.init(
                frame: CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height + Self.extent))
            isUserInteractionEnabled = false
            if #available(iOS 17.0, *) { keyboardLayoutGuide.usesBottomSafeArea = false }
            let marker = KeyboardGuideMarker(frame: .zero)
            marker.isUserInteractionEnabled = false
            marker.translatesAutoresizingMaskIntoConstraints = false
            addSubview(marker)
            NSLayoutConstraint.activate([
                marker.topAnchor.constraint(equalTo: keyboardLayoutGuide.topAnchor),
                marker.bottomAnchor.constraint(equalTo: bottomAnchor),
                marker.leadingAnchor.constraint(equalTo: leadingAnchor),
                marker.trailingAnchor.constraint(equalTo: leadingAnchor),
            ])
            root.insertSubview(self, at: 0)
            if let scroll = root as? UIScrollView {
                translatesAutoresizingMaskIntoConstraints = false
                let visible = scroll.frameLayoutGuide
                NSLayoutConstraint.activate([
                    topAnchor.constraint(equalTo: visible.topAnchor),
                    leadingAnchor.constraint(equalTo: visible.leadingAnchor),
                    trailingAnchor.constraint(equalTo: visible.trailingAnchor),
                    heightAnchor.constraint(equalTo: visible.heightAnchor, constant: Self.extent),
                ])
            } else {
                autoresizingMask = [.flexibleWidth, .flexibleHeight]
            }
        }

        required init?(coder: NSCoder) { nil }

        func track(_ scrollView: UIScrollView) {
            scrollViews.removeAll { $0.view == nil }
            guard !scrollViews.contains(where: { $0.view === scrollView }) else { return }
            scrollViews.append(WeakScrollView(view: scrollView))
            // Before iOS 17 nothing says the guide follows the drag (device review V5.3): the keyboard
            // follows the dragging touch (UIScrollView.h:27), so the touch is followed instead.
            if #unavailable(iOS 17) { scrollView.panGestureRecognizer.addTarget(self, action: #selector(panned)) }
        }

        /// Before iOS 17: the touch's place as the keyboard's top while it drags, handed over at once
        /// (no layout pass is under way); once let go, the resting frame on the next turn unless a
        /// notification came first, as a keyboard that springs back may post none (KeyboardFacts §3).
        @objc private func panned(_ pan: UIPanGestureRecognizer) {
            switch pan.state {
            case .changed:
                let dragged = interactivelyDragged
                if let finger = fingerTop(on: dragged) { report(top: finger, dragged: dragged, immediately: true) }
            case .ended, .cancelled, .failed:
                if let rest = tracker.restingFrame { handOverAfterThisTurn(rest) }
            default: break
            }
        }

        /// The tracked scroll view a finger drags in an interactive dismiss mode, if any.
        private var interactivelyDragged: UIScrollView? {
            scrollViews.lazy.compactMap(\.view).first { scrollView in
                guard scrollView.isDragging else { return false }
                let mode = scrollView.keyboardDismissMode
                if mode == .interactive { return true }
                if #available(iOS 16.0, *) { return mode == .interactiveWithAccessory }
                return false
            }
        }

        private var isDraggingInteractively: Bool { interactivelyDragged != nil }

        /// Where the finger dragging `scrollView` is, in screen coordinates: the keyboard follows it
        /// (`UIScrollView.h:27`), so no sighting of the guide lies below it.
        private func fingerTop(on scrollView: UIScrollView?) -> CGFloat? {
            guard let window, let scrollView else { return nil }
            let point = scrollView.panGestureRecognizer.location(in: window)
            return window.convertToScreen(CGRect(origin: point, size: .zero)).minY
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            reportKeyboardTop()
        }

        /// Hands the guide's top, in screen coordinates, to the tracker, and its frame to the
        /// monitor once the layout pass is over.
        func reportKeyboardTop() {
            let dragged = interactivelyDragged
            // Before iOS 17 the touch drives a drag: a guide that stays at rest would fight it.
            if #unavailable(iOS 17), dragged != nil { return }
            let guide = keyboardLayoutGuide.layoutFrame
            let top = convertToScreen(CGRect(x: guide.minX, y: guide.minY, width: 0, height: 0)).minY
            report(top: top, dragged: dragged, immediately: false)
        }

        /// Leaving its root view, the probe stops following the scroll views' pans: a gesture
        /// recognizer does not keep its targets.
        override func willMove(toSuperview newSuperview: UIView?) {
            super.willMove(toSuperview: newSuperview)
            guard newSuperview == nil else { return }
            for scrollView in scrollViews.compactMap(\.view) {
                scrollView.panGestureRecognizer.removeTarget(self, action: #selector(panned))
            }
        }

        /// Hands `top` to the tracker, and its frame to the monitor, at once or once the layout pass is over.
        private func report(top: CGFloat, dragged: UIScrollView?, immediately: Bool) {
            let monitor = KeyboardMonitor.monitor(for: notificationCenter)
            guard
                let frame = tracker.frame(
                    forKeyboardTop: top, isDragging: dragged != nil, finger: fingerTop(on: dragged),
                    state: monitor.state, screenBounds: keyboardScreenBounds, screen: keyboardScreenIdentity)
            else { return }
            guard !immediately else { return monitor.trackKeyboardFrame(frame) }
            handOverAfterThisTurn(frame)
        }

        /// Hands `frame` to the monitor on the next main-queue turn, the last one asked for if several
        /// are, unless a notification came in between.
        private func handOverAfterThisTurn(_ frame: CGRect) {
            let isScheduled = pendingFrame != nil
            pendingFrame = frame
            guard !isScheduled else { return }
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated {
                    guard let self, let frame = self.pendingFrame else { return }
                    self.pendingFrame = nil
                    // A notification posted in between (the hide, or a spring-back's show) has the last word.
                    let monitor = KeyboardMonitor.monitor(for: self.notificationCenter)
                    guard self.isDraggingInteractively || monitor.state.lastVisibleEvent?.isInteractive == true
                    else { return }
                    monitor.trackKeyboardFrame(frame)
                }
            }
        }
    }

    /// Pinned from the guide's top to the probe's bottom, so its layout pass reports the guide
    /// moving should the probe's not run.
    final class KeyboardGuideMarker: UIView {
        override func layoutSubviews() {
            super.layoutSubviews()
            (superview as? KeyboardDragProbe)?.reportKeyboardTop()
        }
    }

    struct WeakScrollView {
        weak var view: UIScrollView?
    }

    extension UIView {
        var keyboardDragProbe: KeyboardDragProbe? {
            subviews.lazy.compactMap { $0 as? KeyboardDragProbe }.first
        }
    }
#endif
