import Foundation
import KeyboardAvoidance
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// The stand-in for UIKit's views: geometry that answers in constant time, so that what the
// benchmark times is the kit's own work. UIKit's layout costs an app the same under any library
// (and the tutorial's observer writes the same property), so it is left out of both sides.

/// A view whose geometry answers in O(1): its screen conversion adds a stored offset.
///
/// `screenOrigin` stands for where the superview's origin is on screen (UIKit walks the view
/// tree for it); the view's own frame origin and ``keyboardTranslation`` are added to it, as
/// `UIView.convert(_:to: nil)` adds a view's frame and transform.
@MainActor
final class ConstantView: KeyboardLayoutView {
    // Stored privately behind the protocol's accessors, as a UIView keeps its frame and transform
    // in its layer: each access is a plain read or write, without Swift's runtime exclusivity
    // check on a class's stored property (about 70 instructions, which UIKit's accessors do not
    // pay), so the view answers in constant time and costs both sides the same.
    private var storedFrame: CGRect
    private var storedTranslation: CGFloat = 0
    let keyboardSafeAreaInsets: LayoutInsets
    let keyboardScreenBounds: CGRect
    /// The superview's origin in screen coordinates.
    private let screenOrigin: CGPoint

    /// The frame in the superview's coordinates, translation included (as `UIView.frame` includes
    /// `transform`).
    var frame: CGRect {
        get { storedFrame.offsetBy(dx: 0, dy: storedTranslation) }
        set { storedFrame = newValue.offsetBy(dx: 0, dy: -storedTranslation) }
    }

    /// The vertical translation: a `UIView`'s `transform.ty`.
    var keyboardTranslation: CGFloat {
        get { storedTranslation }
        set { storedTranslation = newValue }
    }

    /// A view at `frame` in a superview whose origin is at `screenOrigin` on `screen`.
    init(
        frame: CGRect = KeyboardPosts.screen, screenOrigin: CGPoint = .zero, screen: CGRect = KeyboardPosts.screen,
        safeArea: LayoutInsets = KeyboardPosts.safeArea
    ) {
        storedFrame = frame
        self.screenOrigin = screenOrigin
        keyboardScreenBounds = screen
        keyboardSafeAreaInsets = safeArea
    }

    /// The frame's size at the origin.
    var bounds: CGRect { CGRect(origin: .zero, size: storedFrame.size) }

    /// `rect` moved by the stored origin and the frame's origin, translation included: O(1).
    func convertToScreen(_ rect: CGRect) -> CGRect {
        rect.offsetBy(dx: screenOrigin.x + storedFrame.minX, dy: screenOrigin.y + storedFrame.minY + storedTranslation)
    }

    /// Nothing to lay out.
    func layoutIfNeeded() {}
}

/// A host with no approach adopted (so the kit's full-view shift runs), a ``ConstantView`` for
/// its root view and every other requirement left to the kit's defaults (immediate animator).
@MainActor
final class ConstantHost: KeyboardCapable {
    let keyboardNotificationCenter: NotificationCenter
    let keyboardRootView: any KeyboardLayoutView
    /// The root view, typed, for the fixtures' checks.
    let rootView: ConstantView

    /// A host observing `center`, not yet registered.
    init(center: NotificationCenter) {
        keyboardNotificationCenter = center
        rootView = ConstantView()
        keyboardRootView = rootView
    }
}
