#if canImport(UIKit) && !os(watchOS)
    public import KeyboardAvoidance
    public import UIKit

    /// Every `UIView` is a `KeyboardLayoutView`: the kit can measure and move it.
    extension UIView: KeyboardLayoutView {
        /// The view's `safeAreaInsets` where it is without its `transform.ty`, as the kit's `LayoutInsets`.
        ///
        /// A controller's root view keeps its controller's insets wherever it moves; any other view's
        /// follow its place in its superview (KeyboardFacts §7), so a translated one is measured from
        /// its superview's insets where the translation would not have put it.
        public var keyboardSafeAreaInsets: LayoutInsets {
            let ty = transform.ty
            guard ty != 0, !(next is UIViewController), let superview else { return LayoutInsets(safeAreaInsets) }
            let parent = superview.safeAreaInsets
            let space = superview.bounds
            let rect = frame.offsetBy(dx: -space.minX, dy: -ty - space.minY)
            return LayoutInsets(
                top: min(rect.height, max(0, parent.top - rect.minY)),
                left: min(rect.width, max(0, parent.left - rect.minX)),
                bottom: min(rect.height, max(0, rect.maxY - (space.height - parent.bottom))),
                right: min(rect.width, max(0, rect.maxX - (space.width - parent.right))))
        }

        /// The vertical translation of the view's `transform` (`transform.ty`).
        ///
        /// A scale or rotation the app gave the view stays, and layout passes keep the move.
        public var keyboardTranslation: CGFloat {
            get { transform.ty }
            set { transform.ty = newValue }
        }

        /// The view's `superview`.
        public var keyboardSuperview: (any KeyboardLayoutView)? { superview }

        /// `layoutIfNeeded()` in `UIView.performWithoutAnimation(_:)` (UIView.h:354): UIKit posts its
        /// will-notifications inside its own animation block, which would animate pending rows in.
        public func keyboardLayoutWithoutAnimation() { UIView.performWithoutAnimation { layoutIfNeeded() } }

        /// Moves `center` by `dy`, which keeps the `transform` and any scale or rotation in it.
        public func keyboardMove(by dy: CGFloat) { center.y += dy }

        /// Whether Auto Layout places the view: `translatesAutoresizingMaskIntoConstraints` is off, so the
        /// engine writes its bounds and center and a transform stays (UIView.h:188).
        public var keyboardIsPlacedByConstraints: Bool { !translatesAutoresizingMaskIntoConstraints }

        /// Replaces the kit's layout observer, run by a probe subview that the view's resizes resize:
        /// once the view is laid out in a window it arrives in, and after each pass that resizes it.
        ///
        /// The probe's `didMoveToWindow` marks it for the next layout pass (UIView.h:246, :262), and
        /// its flexible autoresizing mask resizes it with the view (UIView.h:215); a pass that does
        /// not resize the view does not run it (KeyboardFacts §7).
        public func keyboardObserveLayout(_ observer: (@MainActor () -> Void)?) {
            let probe = subviews.lazy.compactMap { $0 as? KeyboardLayoutProbe }.first
            guard let observer else {
                probe?.removeFromSuperview()
                return
            }
            (probe ?? KeyboardLayoutProbe(in: self)).observer = observer
        }

        /// The identity of the screen of the view's window, or `nil` without a window and on visionOS.
        public var keyboardScreenIdentity: ObjectIdentifier? {
            #if os(visionOS)
                return nil
            #else
                return keyboardScreen.map(ObjectIdentifier.init)
            #endif
        }

        /// The bounds of the view's screen (the window scene's, else the window's), interface-oriented
        /// as keyboard frames are.
        ///
        /// `CGRect.null` without a window (UIKit calls `viewWillAppear` before the view joins it; the
        /// kit lays a host out again once it is there). On visionOS they are the window's (unverified).
        public var keyboardScreenBounds: CGRect {
            #if os(visionOS)
                if let window = keyboardWindow { return window.bounds }
            #else
                if let screen = keyboardScreen { return screen.bounds }
            #endif
            return .null
        }

        /// Converts a rect from the view's bounds coordinates to its screen's `coordinateSpace`,
        /// the space keyboard frames are reported in.
        ///
        /// A window that does not fill the screen (Split View, Slide Over, Stage Manager) is
        /// accounted for. Without a window, and on visionOS, the result is `convert(rect, to: nil)`.
        public func convertToScreen(_ rect: CGRect) -> CGRect {
            #if os(visionOS)
                return convert(rect, to: nil)
            #else
                guard let screen = keyboardScreen else { return convert(rect, to: nil) }
                return convert(rect, to: screen.coordinateSpace)
            #endif
        }
    }

    extension UIView {
        /// The caret rect of a `UITextView` with a selection, else the bounds: what the reveal keeps
        /// visible, since a tall text view cannot be shown whole.
        ///
        /// In the text view's own coordinates (`UITextInput.h` line 169), which scroll: a caret the
        /// text has scrolled away from lies outside the bounds.
        public var keyboardRevealRect: CGRect {
            guard let textView = self as? UITextView, let end = textView.selectedTextRange?.end else { return bounds }
            return textView.caretRect(for: end)
        }
    }

    #if os(iOS)
        extension UIView {
            /// The docked keyboard, from the top of the window's `keyboardLayoutGuide` to the screen's bottom.
            ///
            /// `nil` without a window, while no text input in the window is first responder (the
            /// keyboard may be another app's), on iOS 26 while that input has an accessory view (the
            /// guide then sits above it with no keyboard, FB18129551), or when the guide is at the
            /// bottom safe area (`UIView.h` line 305). The window's guide does not scroll; it is made on
            /// first use and the window laid out once so that it has a frame (KeyboardFacts §7). One that
            /// shows no keyboard may learn it later (device review V1.1): the probe runs at the next pass.
            public var keyboardFrameFromLayoutGuide: CGRect? {
                guard let window = keyboardWindow, let screen = keyboardScreen,
                    let input = window.keyboardFirstResponderInHierarchy, input is any UITextInput
                else { return nil }
                if #available(iOS 26, *), input.inputAccessoryView != nil { return nil }
                let guide = window.keyboardLayoutGuide
                window.layoutIfNeeded()
                let frame = guide.layoutFrame
                guard frame.height - window.safeAreaInsets.bottom >= KeyboardGeometry.noiseThreshold else {
                    subviews.lazy.compactMap { $0 as? KeyboardLayoutProbe }.first?.observeNextPass()
                    return nil
                }
                let top = window.convert(frame, to: screen.coordinateSpace).minY
                let bounds = screen.bounds
                return CGRect(x: bounds.minX, y: top, width: bounds.width, height: max(0, bounds.maxY - top))
            }
        }
    #endif

    #if !os(visionOS)
        /// A `UIScreen` is what keyboard notifications name as their `object` (iOS 16.1 and later).
        extension UIScreen: KeyboardScreen {}
    #endif

    /// An empty subview that runs the kit's layout observer when it is laid out in a window its view
    /// arrived in since, or at a new size.
    final class KeyboardLayoutProbe: UIView {
        var observer: (@MainActor () -> Void)?
        private var arrived = false
        private var askedAgain = false
        private var observedSize: CGSize

        init(in view: UIView) {
            observedSize = view.bounds.size
            super.init(frame: view.bounds)
            isUserInteractionEnabled = false
            autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.insertSubview(self, at: 0)
        }

        required init?(coder: NSCoder) { nil }

        /// Asks for a layout pass in the window the view arrived in.
        override func didMoveToWindow() {
            super.didMoveToWindow()
            guard window != nil, observer != nil else { return }
            (arrived, askedAgain) = (true, false)
            setNeedsLayout()
        }

        /// Runs the observer at the next layout pass, once per arrival in a window.
        func observeNextPass() {
            guard window != nil, observer != nil, !askedAgain else { return }
            (arrived, askedAgain) = (true, true)
            setNeedsLayout()
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let size = bounds.size
            guard window != nil, arrived || size != observedSize, let observer else { return }
            arrived = false
            observedSize = size
            observer()
        }
    }

    extension UIView {
        fileprivate var keyboardWindow: UIWindow? { self as? UIWindow ?? window }

        #if !os(visionOS)
            fileprivate var keyboardScreen: UIScreen? {
                guard let window = keyboardWindow else { return nil }
                return window.windowScene?.screen ?? window.screen
            }
        #endif

    }
#endif
