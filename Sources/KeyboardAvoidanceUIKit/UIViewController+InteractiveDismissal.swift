// UIKit on iOS and Mac Catalyst: tvOS has neither `keyboardDismissMode` nor `keyboardLayoutGuide`,
// and visionOS has no `keyboardDismissMode` (UIScrollView.h:284, `API_UNAVAILABLE(visionos)`).
#if canImport(UIKit) && os(iOS)
    public import KeyboardAvoidance
    public import UIKit

    /// Following the keyboard while a finger drags it: the UIKit source of the frames that
    /// `KeyboardMonitor.trackKeyboardFrame(_:)` delivers.
    ///
    /// With `keyboardDismissMode = .interactive` iOS posts no keyboard notification while the
    /// finger drags the keyboard, only the hide (or the show of a keyboard that springs back) on
    /// release (KeyboardFacts §3). UIKit's keyboard layout guide does follow the drag, so the
    /// tracker watches one: a transparent view that takes no touches, added behind the root
    /// view's subviews, with a zero-width marker pinned to its own `keyboardLayoutGuide`'s top.
    /// Each layout pass that moves the guide reports its top edge, in screen coordinates, to a
    /// `KeyboardDragTracker`, which turns it into a frame for the monitor of the controller's
    /// `keyboardNotificationCenter` while one of the tracked scroll views is dragged with an
    /// interactive dismiss mode (KeyboardFacts §7, interactive dismissal, gives the sources and
    /// why the scroll view's pan gesture is not watched instead).
    ///
    /// Nothing is installed until a controller asks, and stopping removes it all. These are
    /// extension methods, not protocol requirements: they cannot be overridden.
    ///
    /// ```swift
    /// final class ChatViewController: UIViewController, KeyboardFollowing {
    ///     let keyboardStorage = KeyboardStorage()
    ///     let messages = UITableView(frame: .zero, style: .plain)
    ///     let inputBar = UIView(frame: .zero)
    ///     var keyboardFollowingView: any KeyboardLayoutView { inputBar }
    ///
    ///     override func viewDidLoad() {
    ///         super.viewDidLoad()
    ///         messages.keyboardDismissMode = .interactive
    ///         startTrackingInteractiveDismissal(in: messages)
    ///     }
    /// }
    /// ```
    extension KeyboardCapable where Self: UIViewController {
        /// Follows the keyboard while a finger drags it over `scrollView`, feeding its frames
        /// to the kit's monitor so that every registered host stays laid out under the finger.
        ///
        /// Installs the tracker in `view` (loading it) the first time; calling it again for
        /// another scroll view tracks that one too, and again for the same one does nothing.
        /// Only drags with `keyboardDismissMode` `.interactive` or `.interactiveWithAccessory`
        /// are followed, checked at every frame, so the mode can change at any time. The
        /// scroll view is held weakly.
        ///
        /// ```swift
        /// messages.keyboardDismissMode = .interactive
        /// startTrackingInteractiveDismissal(in: messages)
        /// ```
        public func startTrackingInteractiveDismissal(in scrollView: UIScrollView) {
            let root: UIView = view
            let probe =
                root.keyboardDragProbe
                ?? KeyboardDragProbe(over: root, center: keyboardNotificationCenter)
            probe.track(scrollView)
        }

        /// Stops following the keyboard during interactive dismissal: removes the tracker from
        /// `view`, with its constraints. Does nothing when none is installed.
        ///
        /// ```swift
        /// stopTrackingInteractiveDismissal()
        /// isTrackingInteractiveDismissal // false
        /// ```
        public func stopTrackingInteractiveDismissal() {
            viewIfLoaded?.keyboardDragProbe?.removeFromSuperview()
        }

        /// Whether ``startTrackingInteractiveDismissal(in:)`` installed a tracker that is still
        /// in `view`. Never loads the view.
        ///
        /// ```swift
        /// if !isTrackingInteractiveDismissal { startTrackingInteractiveDismissal(in: messages) }
        /// ```
        public var isTrackingInteractiveDismissal: Bool { viewIfLoaded?.keyboardDragProbe != nil }
    }

    // MARK: - The probe

    /// The tracker's view: transparent, taking no touches, behind every other subview of the
    /// root view, and reaching `extent` points below it, so that a keyboard under a root view
    /// that the full-view shift moved up still lies over it. Its own keyboard layout guide
    /// (not the root view's, which the app may use) is told to end at the view's bottom rather
    /// than its safe area's when the keyboard is off screen (iOS 17 and later; earlier, a
    /// keyboard dragged entirely off screen may be seen at the safe area's bottom, where it
    /// covers nothing a safe-area-aware layout minds).
    final class KeyboardDragProbe: UIView {
        /// How far the probe reaches below the root view: more than any keyboard is tall.
        static let extent: CGFloat = 4096

        private let notificationCenter: NotificationCenter
        private var scrollViews: [WeakScrollView] = []
        private var tracker = KeyboardDragTracker()

        init(over root: UIView, center: NotificationCenter) {
            notificationCenter = center
            let bounds = root.bounds
            super.init(
                frame: CGRect(
                    x: bounds.minX, y: bounds.minY, width: bounds.width,
                    height: bounds.height + Self.extent))
            isUserInteractionEnabled = false
            autoresizingMask = [.flexibleWidth, .flexibleHeight]
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
        }

        required init?(coder: NSCoder) { nil }

        /// Tracks drags of `scrollView` too (once), forgetting scroll views that are gone.
        func track(_ scrollView: UIScrollView) {
            scrollViews.removeAll { $0.view == nil }
            guard !scrollViews.contains(where: { $0.view === scrollView }) else { return }
            scrollViews.append(WeakScrollView(view: scrollView))
        }

        /// Whether a finger drags one of the tracked scroll views with an interactive
        /// dismiss mode.
        private var isDraggingInteractively: Bool {
            scrollViews.contains { entry in
                guard let scrollView = entry.view, scrollView.isDragging else { return false }
                let mode = scrollView.keyboardDismissMode
                if mode == .interactive { return true }
                if #available(iOS 16.0, *) { return mode == .interactiveWithAccessory }
                return false
            }
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            reportKeyboardTop()
        }

        /// Hands the guide's top edge, in screen coordinates, to the tracker, and what it
        /// makes of it to the monitor.
        func reportKeyboardTop() {
            let guide = keyboardLayoutGuide.layoutFrame
            let top = convertToScreen(CGRect(x: guide.minX, y: guide.minY, width: 0, height: 0)).minY
            let monitor = KeyboardMonitor.monitor(for: notificationCenter)
            guard
                let frame = tracker.frame(
                    forKeyboardTop: top, isDragging: isDraggingInteractively, state: monitor.state,
                    screenBounds: keyboardScreenBounds, screen: keyboardScreenIdentity)
            else { return }
            monitor.trackKeyboardFrame(frame)
        }
    }

    /// Pinned from the guide's top to the probe's bottom: its height changes whenever the guide
    /// moves, so its layout pass reports too, should the probe's not run.
    final class KeyboardGuideMarker: UIView {
        override func layoutSubviews() {
            super.layoutSubviews()
            (superview as? KeyboardDragProbe)?.reportKeyboardTop()
        }
    }

    /// A scroll view held weakly.
    struct WeakScrollView {
        weak var view: UIScrollView?
    }

    extension UIView {
        /// The tracker installed in this view, if any.
        var keyboardDragProbe: KeyboardDragProbe? {
            subviews.lazy.compactMap { $0 as? KeyboardDragProbe }.first
        }
    }
#endif
