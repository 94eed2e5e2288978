public import Foundation
public import KeyboardAvoidance
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A window: a top-level view on a screen, with the device's safe-area insets.
///
/// Its frame is in screen coordinates; it may be smaller than the screen, as an iPad window in
/// Split View, Slide Over or Stage Manager is.
///
/// ```swift
/// let slideOver = HeadlessWindow(
///     screen: CGRect(x: 0, y: 0, width: 1024, height: 768),
///     frame: CGRect(x: 704, y: 0, width: 320, height: 768))
/// ```
@MainActor
public final class HeadlessWindow: HeadlessView {
    /// The screen the window is on; windows on the same screen share it.
    public let screen: HeadlessScreen

    /// The bounds of the ``screen``, in screen coordinates.
    public var screenBounds: CGRect {
        get { screen.bounds }
        set { screen.bounds = newValue }
    }
    /// The window's own safe-area insets (the device's, where the window reaches the edges).
    public var windowSafeAreaInsets: LayoutInsets {
        didSet { windowSafeAreaDidChange() }
    }

    /// The controller presented in this window (by ``HeadlessViewController/present(in:)``),
    /// whose root view the window lays out.
    public internal(set) weak var rootViewController: HeadlessViewController?

    /// Creates a window on a screen; by default it fills the screen.
    public init(screen: CGRect, frame: CGRect? = nil, safeAreaInsets: LayoutInsets = .zero) {
        self.screen = HeadlessScreen(bounds: screen)
        windowSafeAreaInsets = safeAreaInsets
        super.init(frame: frame ?? screen, name: "window")
        becomeWindow(on: self.screen)
    }

    /// Creates a window on a screen another window is on (a second scene, a presented
    /// controller's window); by default it fills the screen.
    ///
    /// ```swift
    /// let external = HeadlessScreen(bounds: CGRect(x: 0, y: 0, width: 1920, height: 1080))
    /// let presentation = HeadlessWindow(on: external)
    /// ```
    public init(on screen: HeadlessScreen, frame: CGRect? = nil, safeAreaInsets: LayoutInsets = .zero) {
        self.screen = screen
        windowSafeAreaInsets = safeAreaInsets
        super.init(frame: frame ?? screen.bounds, name: "window")
        becomeWindow(on: self.screen)
    }

    /// ``windowSafeAreaInsets``.
    public override var safeAreaInsets: LayoutInsets { windowSafeAreaInsets }

    /// The window's layout pass, as UIKit runs one when something needs layout (typing that
    /// changes a field's size, a constraint change): the presented controller's root view fills
    /// the window again (its container owns its frame, KeyboardFacts §7), every view positioned
    /// by constraints (``HeadlessView/constraintLayout``) gets its frame from them, and the
    /// controller's ``HeadlessViewController/viewDidLayoutSubviews()`` runs. Frames the kit wrote
    /// by hand on such views are undone; a host lays itself out again for the keyboard there.
    ///
    /// ```swift
    /// window.layoutIfNeeded()  // as after the user typed into a growing text view
    /// ```
    public override func layoutIfNeeded() {
        guard let rootViewController else {
            super.layoutIfNeeded()
            return
        }
        rootViewController.layoutRootView()
    }

    /// Changes the screen, the window's frame and its safe area **in place**, as a rotation and
    /// the iPad's Split View, Slide Over and Stage Manager resizes do.
    ///
    /// UIKit does not make the presented controller disappear and appear again for these: it
    /// calls `viewWillTransition(to:with:)`, lays the root view out to fill the window again, and
    /// runs a layout pass (`viewDidLayoutSubviews()`); the keyboard then posts its notifications
    /// for the new geometry (KeyboardFacts §7). This does the same with
    /// ``HeadlessViewController/viewWillTransition(to:)`` and
    /// ``HeadlessViewController/viewDidLayoutSubviews()``. Whatever a host stored from before
    /// (a whole frame of the old size) is stale afterwards.
    ///
    /// ```swift
    /// // An iPhone 14 turned to landscape while the keyboard is up.
    /// window.transition(
    ///     screen: CGRect(x: 0, y: 0, width: 844, height: 390),
    ///     safeAreaInsets: LayoutInsets(left: 47, bottom: 21, right: 47))
    /// keyboard.rotate()
    /// ```
    public func transition(screen: CGRect, frame: CGRect? = nil, safeAreaInsets: LayoutInsets) {
        let newFrame = frame ?? screen
        rootViewController?.viewWillTransition(to: newFrame.size)
        screenBounds = screen
        self.frame = newFrame
        windowSafeAreaInsets = safeAreaInsets
        rootViewController?.layoutRootView()
        rootViewController?.transitionPresentation()
    }
}
