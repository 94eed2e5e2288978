#if canImport(UIKit) && os(iOS)  // the storyboards of iOS apps; nibs are deprecated on visionOS (UINibLoading.h:23)
    public import KeyboardAvoidance
    public import UIKit

    /// Interface Builder's way in: an object dropped into a storyboard scene whose outlets name a
    /// scroll view, a bottom constraint or both, and the screen avoids the keyboard with no code.
    ///
    /// iOS only, as the Interface Builder tutorial: loading nibs is deprecated on visionOS.
    ///
    /// In the scene, add an Object from the library, set its class to `KeyboardAvoidingObject` and
    /// its module to `KeyboardAvoidanceUIKit`, connect `scrollView` and or `bottomConstraint`, and
    /// set `padding` in the Attributes inspector. The scene's view controller keeps the objects of its
    /// scene (unconfirmed, KeyboardFacts §5). Once loaded (`awakeFromNib`), at the next turn of the
    /// main queue, when the views are in their controller, it makes and registers a ``KeyboardAvoider``
    /// on the controller's view, animated as UIKit animates the keyboard.
    @MainActor
    public final class KeyboardAvoidingObject: NSObject {
        /// The scroll view to inset, its focused text input scrolled into view.
        @IBOutlet public weak var scrollView: UIScrollView?
        /// The bottom constraint to move by what the keyboard covers.
        @IBOutlet public weak var bottomConstraint: NSLayoutConstraint?
        /// Points kept between the focused text input and the keyboard; default 16.
        @IBInspectable public var padding: CGFloat = 16

        /// The handler made from the outlets, once the views are in their controller.
        public private(set) var avoider: KeyboardAvoider?

        /// Makes the handler at the next turn of the main queue, when the scene's views are in place.
        public override func awakeFromNib() {
            super.awakeFromNib()
            DispatchQueue.main.async { [weak self] in self?.start() }
        }

        /// Makes and registers the handler from the outlets now, replacing the one before (which puts
        /// its changes back).
        ///
        /// The root view is the view of the controller that owns the outlets' views; without one,
        /// nothing is made. The handler knows when the controller presented the keyboard's owner.
        public func start() {
            avoider?.unregisterKeyboardNotifications()
            avoider = nil
            let items = [scrollView, bottomConstraint?.firstItem as? UIView, bottomConstraint?.secondItem as? UIView]
            guard let view = items.lazy.compactMap({ $0 }).first,
                let controller = sequence(first: view as UIResponder, next: \.next).lazy
                    .compactMap({ $0 as? UIViewController }).first,
                let root = controller.viewIfLoaded
            else { return }
            let avoider = KeyboardAvoider(
                rootView: root, scrollView: scrollView, bottomConstraint: bottomConstraint, padding: padding,
                animator: UIViewKeyboardAnimator.shared,
                isBehindPresentation: { [weak controller] in controller?.presentsOverKeyboardHost ?? false })
            self.avoider = avoider
            avoider.registerKeyboardNotifications()
        }
    }
#endif
