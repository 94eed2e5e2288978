public import Foundation
public import KeyboardAvoidance
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A window: a top-level view on a screen, with the device's safe-area insets.
///
/// Its frame is in screen coordinates and may be smaller than the screen, as in Slide Over.
@MainActor
public final class HeadlessWindow: HeadlessView {
    /// The screen the window is on; windows on the same screen share it.
    public let screen: HeadlessScreen

    /// The screen's first responder while it is in this window, as UIKit's key window holds it; else `nil`.
    public var firstResponder: HeadlessView? { screen.firstResponder.flatMap { $0.window === self ? $0 : nil } }

    /// The bounds of the ``screen``, in screen coordinates.
    public var screenBounds: CGRect {
        get { screen.bounds }
        set { screen.bounds = newValue }
    }

    /// The window's own safe-area insets (the device's, where the window reaches the edges).
    public var windowSafeAreaInsets: LayoutInsets

    /// The controller presented in this window by ``HeadlessViewController/present(in:)``.
    public internal(set) weak var rootViewController: HeadlessViewController?

    /// Creates a window on a new screen; by default it fills the screen.
    public convenience init(screen: CGRect, frame: CGRect? = nil, safeAreaInsets: LayoutInsets = .zero) {
        self.init(on: HeadlessScreen(bounds: screen), frame: frame, safeAreaInsets: safeAreaInsets)
    }

    /// Creates a window on `screen`, such as a keyboard simulator's or one another window is on; by
    /// default it fills the screen.
    public init(on screen: HeadlessScreen, frame: CGRect? = nil, safeAreaInsets: LayoutInsets = .zero) {
        self.screen = screen
        windowSafeAreaInsets = safeAreaInsets
        super.init(frame: frame ?? screen.bounds, name: "window")
    }

    /// ``windowSafeAreaInsets``.
    public override var safeAreaInsets: LayoutInsets { windowSafeAreaInsets }

    /// Whether the window's keyboard layout guide, made when first read, learns the keyboard only at
    /// the window's next layout pass, as one made at that moment may (device review V1.1,
    /// KeyboardFacts §7, *unconfirmed*); default `false`.
    public var guideLearnsKeyboardLate = false
    private var guideIsRead = false
    private var guideIsTied = false

    /// Whether the window's guide follows the screen's keyboard; reading it before then ties it at
    /// the window's next pass.
    var guideHasLearntKeyboard: Bool {
        guard guideIsTied || !guideLearnsKeyboardLate else {
            guideIsRead = true
            return false
        }
        return true
    }

    /// A layout pass of the window, run whether or not one is pending (unlike UIKit's), standing for
    /// one something in it asked for: the root view fills the window again and runs its own pass,
    /// then the pending ones below it (KeyboardFacts §7).
    public override func layoutIfNeeded() {
        if guideIsRead { guideIsTied = true }
        if let rootViewController { rootViewController.layoutRootView() } else { super.layoutIfNeeded() }
    }

    /// Changes the screen, the window's frame and its safe area in place, as a rotation does.
    ///
    /// As in UIKit, the controller gets ``HeadlessViewController/viewWillTransition(to:)`` and a
    /// layout pass, no disappear or appear (KeyboardFacts §7); post the keyboard's notifications
    /// for the new geometry afterwards.
    public func transition(screen: CGRect, frame: CGRect? = nil, safeAreaInsets: LayoutInsets) {
        let newFrame = frame ?? screen
        rootViewController?.willTransition(to: newFrame.size)
        screenBounds = screen
        self.frame = newFrame
        windowSafeAreaInsets = safeAreaInsets
        rootViewController?.layoutRootView()
        rootViewController?.transitionPresentation()
    }
}
