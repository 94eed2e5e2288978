#if canImport(UIKit) && !os(watchOS)
    public import Foundation
    import KeyboardAvoidance
    import KeyboardAvoidanceLaws
    import UIKit

    /// Checks the keyboard laws on an app's real screens, for debug builds: a broken law prints one
    /// line, then a line with the session as `keyboard-demo replay` reads it.
    ///
    /// After each keyboard transition settles (its did-notification, once the kit has laid the
    /// screens out), every registered host whose view is in a window is judged as the testing
    /// product's law checker judges headless screens, with the same judgement:
    /// - while it fits above the keyboard, the focused field (a text view's caret) is not under the
    ///   keyboard, nor under a view of the screen that rose with it, nor clipped by its scroll view,
    ///   and nothing lifted it off the top safe-area edge (`focusedFieldUncovered`);
    /// - after a hide, every view the kit moves is back where it rested, content offsets aside
    ///   (`hideRestoresExactly`);
    /// - nothing moved further than the keyboard covers of the screen where it rested, so a sheet
    ///   UIKit already raised was not raised again (`respondsToWhatIsCovered`).
    ///
    /// A screen first seen with the keyboard up is held to the first law until its first hide.
    /// Each law is reported once per host and keyboard session (from the keyboard hidden to hidden
    /// again). The monitor changes no layout; keep one per notification center. Released, it
    /// formats and judges nothing; ``stop()`` also takes its observers off the center. A screen
    /// that changes its own layout while the keyboard is up may read as not back after the hide:
    /// judge the frames in the line.
    ///
    /// ```swift
    /// final class AppDelegate: UIResponder, UIApplicationDelegate {
    ///     #if DEBUG
    ///         let keyboardLaws = KeyboardLawMonitor()  // checks every registered screen while the app runs
    ///     #endif
    /// }
    /// ```
    @MainActor
    public final class KeyboardLawMonitor {
        private var session: KeyboardLawSession?

        /// Starts checking the screens of the hosts registered with `center`.
        ///
        /// - Parameters:
        ///   - center: The hosts' notification center; default `NotificationCenter.default`.
        ///   - report: Where each line goes; default `print`.
        public init(
            center: NotificationCenter = .default, report: @escaping @MainActor (String) -> Void = { print($0) }
        ) {
            let device = UIDevice.current
            session = KeyboardLawSession(
                center: center, device: "\(device.model), \(device.systemName) \(device.systemVersion)",
                place: { host in
                    guard let window = (host.keyboardRootView as? UIView)?.window else { return nil }
                    return (window.frameInScreen, LayoutInsets(window.safeAreaInsets))
                },
                report: { violation, log in
                    report("KeyboardLawMonitor: \(violation.report). The session follows, for keyboard-demo replay:")
                    report(log.json)
                })
        }

        /// Stops checking and takes the monitor's observers off the center; it prints nothing more.
        public func stop() {
            session?.stop()
            session = nil
        }
    }
#endif
