// UIKit stand-in: NOT UIKit. It lets Scripts/check-uikit-adapter.sh compile the
// KeyboardAvoidanceUIKit adapter on Linux, where `canImport(UIKit)` is otherwise false.
//
// Declarations follow the Swift signatures Apple documents for the small part of UIKit that the
// adapter (and the UIKit examples of the documentation) touch, with the isolation UIKit has:
// `@MainActor` classes and protocols, `Sendable` value types. Only what is used is declared.
// Bodies are minimal behaviour so that the smoke test can run. Members whose names start with
// `_standIn` are NOT UIKit API: they build scenes and record calls for the smoke test, and the
// check fails if the adapter mentions them.
//
// Without the Objective-C runtime, optional protocol requirements cannot be declared: protocols
// such as `UITextFieldDelegate` are declared without requirements.
//
// The block parameters of the animation class methods come in two shapes; the adapter must
// compile against both:
// - default: the Swift 6 era SDK shape (`@MainActor @Sendable` blocks),
// - `-D UIKIT_STANDIN_LEGACY_BLOCKS`: the older plain `() -> Void` shape.

@_exported import Foundation
import ObjectiveC

// MARK: - Geometry

/// `CGAffineTransform` (Core Graphics, re-exported by UIKit): only the members the adapter uses.
public struct CGAffineTransform: Sendable, Equatable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}

/// `UIEdgeInsets` (an imported C struct: trivially `Sendable`).
public struct UIEdgeInsets: Sendable, Equatable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public static let zero = UIEdgeInsets()
}

// MARK: - Responders

/// Which responder is first; stand-in bookkeeping.
@MainActor
enum _FirstResponder {
    static weak var current: UIResponder?
}

@MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }
    // The Objective-C runtime releases an object's associated objects when it is deallocated.
    deinit { objc_removeAssociatedObjects(self) }
    open var next: UIResponder? { nil }
    open var canBecomeFirstResponder: Bool { false }
    open var isFirstResponder: Bool { _FirstResponder.current === self }
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        _FirstResponder.current = self
        return true
    }
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if _FirstResponder.current === self { _FirstResponder.current = nil }
        return true
    }
}

// MARK: - Coordinate spaces

@MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    var bounds: CGRect { get }
}

// MARK: - Views

@MainActor
open class UIView: UIResponder, UICoordinateSpace {
    /// `frame` includes a translation `transform`, as UIKit's does; layout sets the untransformed
    /// frame (modelled only for translations).
    open var frame: CGRect {
        get { _standInLayoutFrame.offsetBy(dx: transform.tx, dy: transform.ty) }
        set { _standInLayoutFrame = newValue.offsetBy(dx: -transform.tx, dy: -transform.ty) }
    }
    open var transform: CGAffineTransform = .identity
    /// Not UIKit: the frame without `transform`.
    public var _standInLayoutFrame: CGRect
    open var bounds: CGRect {
        get { CGRect(origin: _boundsOrigin, size: frame.size) }
        set {
            _boundsOrigin = newValue.origin
            frame.size = newValue.size
        }
    }
    var _boundsOrigin: CGPoint = .zero
    open private(set) weak var superview: UIView?
    open private(set) var subviews: [UIView] = []

    /// Not UIKit: the insets `safeAreaInsets` reports.
    public var _standInSafeAreaInsets: UIEdgeInsets = .zero
    /// Not UIKit: how many times `layoutIfNeeded()` ran.
    public var _standInLayoutCount = 0
    /// Not UIKit: whether the view accepts first-responder status (a text field does).
    public var _standInCanBecomeFirstResponder = false

    public init(frame: CGRect) {
        _standInLayoutFrame = frame
        super.init()
    }
    public required init?(coder: NSCoder) { return nil }

    open override var canBecomeFirstResponder: Bool { _standInCanBecomeFirstResponder }

    open var window: UIWindow? {
        var view = superview
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil  // a window's own `window` is modelled as nil; the adapter must cope
    }

    open var safeAreaInsets: UIEdgeInsets { _standInSafeAreaInsets }

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    open func layoutIfNeeded() { _standInLayoutCount += 1 }

    /// Called by the layout pass; the stand-in runs it only from `_standInLayOutTree()`.
    open func layoutSubviews() {}

    /// Not UIKit: a layout pass over this view and its descendants, as UIKit runs one when a
    /// layout guide moves (the keyboard's, while a finger drags it).
    public func _standInLayOutTree() {
        layoutSubviews()
        for view in subviews { view._standInLayOutTree() }
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
    }

    open var isUserInteractionEnabled = true

    /// `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
    open var autoresizingMask: UIView.AutoresizingMask = []
    open var translatesAutoresizingMaskIntoConstraints = true

    // Auto Layout anchors (UIView (UIViewLayoutConstraintCreation)): the stand-in records
    // constraints, it does not solve them.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_standInItem: self) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_standInItem: self) }
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_standInItem: self) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_standInItem: self) }

    /// The view's keyboard layout guide (iOS 15 and later), created on first use.
    @available(tvOS, unavailable)
    open var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = _standInKeyboardLayoutGuide { return guide }
        let guide = UIKeyboardLayoutGuide()
        guide._standInOwningView = self
        _standInKeyboardLayoutGuide = guide
        return guide
    }
    var _standInKeyboardLayoutGuide: UIKeyboardLayoutGuide?

    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    // Conversion between views. `nil` means "window base coordinates" (for a view outside any
    // window: the coordinates of the top-most ancestor's bounds).
    private func _toRoot(_ rect: CGRect) -> (rect: CGRect, root: UIView) {
        var result = rect
        var view: UIView = self
        while let parent = view.superview {
            result = result.offsetBy(
                dx: view.frame.minX - view.bounds.minX, dy: view.frame.minY - view.bounds.minY)
            view = parent
        }
        return (result, view)
    }

    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let (inRoot, root) = _toRoot(rect)
        guard let view else { return inRoot }
        let (targetOrigin, targetRoot) = view._toRoot(.zero)
        precondition(targetRoot === root, "stand-in: views in different hierarchies")
        return inRoot.offsetBy(dx: -targetOrigin.minX, dy: -targetOrigin.minY)
    }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        guard let view else {
            let (origin, _) = _toRoot(.zero)
            return rect.offsetBy(dx: -origin.minX, dy: -origin.minY)
        }
        return view.convert(rect, to: self)
    }
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), to: view).origin
    }
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), from: view).origin
    }

    // UICoordinateSpace
    open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: view) }
        if let screenSpace = coordinateSpace as? _ScreenCoordinateSpace {
            let (inRoot, root) = _toRoot(rect)
            guard let window = root as? UIWindow else { return inRoot }
            precondition(window._screen === screenSpace.screen, "stand-in: window on another screen")
            return inRoot.offsetBy(
                dx: window.frame.minX - window.bounds.minX, dy: window.frame.minY - window.bounds.minY)
        }
        fatalError("stand-in: unsupported coordinate space")
    }
    open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        let origin = convert(CGRect.zero, to: coordinateSpace).origin
        return rect.offsetBy(dx: -origin.x, dy: -origin.y)
    }
    open func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), to: coordinateSpace).origin
    }
    open func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), from: coordinateSpace).origin
    }

    // MARK: Animation (UIViewAnimationWithBlocks, UIViewAnimation)

    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }

    /// UIKit's `UIView.AnimationCurve`: present so that the adapter *could* misuse it (it must
    /// not switch over it).
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0
        case easeIn = 1
        case easeOut = 2
        case linear = 3
    }

    /// Not UIKit: one recorded `animate(withDuration:delay:options:animations:completion:)`.
    public struct _StandInAnimation: Sendable, Equatable {
        public var duration: TimeInterval
        public var delay: TimeInterval
        public var options: AnimationOptions
        public init(duration: TimeInterval, delay: TimeInterval, options: AnimationOptions) {
            self.duration = duration
            self.delay = delay
            self.options = options
        }
    }
    /// Not UIKit: every animation started so far.
    public static var _standInAnimations: [_StandInAnimation] = []
    /// Not UIKit: how many `performWithoutAnimation` blocks ran.
    public static var _standInNonAnimatedBlocks = 0

    #if UIKIT_STANDIN_LEGACY_BLOCKS
        open class func animate(
            withDuration duration: TimeInterval, delay: TimeInterval,
            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
            completion: ((Bool) -> Void)? = nil
        ) {
            _standInAnimations.append(.init(duration: duration, delay: delay, options: options))
            animations()
            completion?(true)
        }

        open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
            _standInNonAnimatedBlocks += 1
            actionsWithoutAnimation()
        }
    #else
        open class func animate(
            withDuration duration: TimeInterval, delay: TimeInterval,
            options: UIView.AnimationOptions = [], animations: @escaping @MainActor @Sendable () -> Void,
            completion: (@MainActor @Sendable (Bool) -> Void)? = nil
        ) {
            _standInAnimations.append(.init(duration: duration, delay: delay, options: options))
            animations()
            completion?(true)
        }

        open class func performWithoutAnimation(_ actionsWithoutAnimation: @MainActor () -> Void) {
            _standInNonAnimatedBlocks += 1
            actionsWithoutAnimation()
        }
    #endif
}

// MARK: - Scroll views

@MainActor
open class UIScrollView: UIView {
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }
    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero {
        didSet { _standInContentInsetSets += 1 }
    }
    /// Not UIKit: whether `adjustedContentInset` adds the safe area, as `.automatic` does for
    /// scrolling content (default) and not for a standalone scroll view whose content fits.
    public var _standInAdjustsForSafeArea = true
    open var adjustedContentInset: UIEdgeInsets {
        guard _standInAdjustsForSafeArea else { return contentInset }
        let safe = safeAreaInsets
        return UIEdgeInsets(
            top: contentInset.top + safe.top, left: contentInset.left + safe.left,
            bottom: contentInset.bottom + safe.bottom, right: contentInset.right + safe.right)
    }
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero

    /// `UIScrollView.KeyboardDismissMode`.
    @available(tvOS, unavailable)
    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0
        case onDrag = 1
        case interactive = 2
        @available(iOS 16.0, *)
        case onDragWithAccessory = 3
        @available(iOS 16.0, *)
        case interactiveWithAccessory = 4
    }
    @available(tvOS, unavailable)
    open var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none
    /// Not UIKit: what `isDragging` reports (a finger moving the content).
    public var _standInIsDragging = false
    open var isDragging: Bool { _standInIsDragging }
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero

    /// Not UIKit: how many times `contentInset` was set.
    public var _standInContentInsetSets = 0
    /// Not UIKit: the rects passed to `scrollRectToVisible(_:animated:)`.
    public var _standInScrolledRects: [(CGRect, Bool)] = []

    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        _standInScrolledRects.append((rect, animated))
    }
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }
}

// MARK: - Screens, scenes, windows

final class _ScreenCoordinateSpace: NSObject, UICoordinateSpace {
    unowned let screen: UIScreen
    init(screen: UIScreen) { self.screen = screen }
    var bounds: CGRect { screen.bounds }
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        let origin = coordinateSpace.convert(CGRect.zero, to: self).origin
        return rect.offsetBy(dx: -origin.x, dy: -origin.y)
    }
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        coordinateSpace.convert(rect, to: self)
    }
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), to: coordinateSpace).origin
    }
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), from: coordinateSpace).origin
    }
}

@available(visionOS, unavailable)
@MainActor
open class UIScreen: NSObject {
    private let _bounds: CGRect
    private lazy var _space = _ScreenCoordinateSpace(screen: self)

    /// Not UIKit: a screen of the given bounds (interface-oriented, origin zero).
    public init(_standInBounds bounds: CGRect) {
        _bounds = bounds
        super.init()
    }

    open var bounds: CGRect { _bounds }
    open var coordinateSpace: any UICoordinateSpace { _space }
    open var fixedCoordinateSpace: any UICoordinateSpace { _space }

    /// Deprecated in iOS 26 ("use a UIScreen instance found through context"): deprecated here
    /// unconditionally so that any use fails a `-warnings-as-errors` build.
    @available(*, deprecated, message: "Use view.window.windowScene.screen")
    open class var main: UIScreen { _standInMain }
    static let _standInMain = UIScreen(_standInBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
}

@MainActor
open class UIScene: UIResponder {}

@MainActor
open class UIWindowScene: UIScene {
    private let _screen: UIScreen
    /// Not UIKit (UIKit creates scenes from sessions): a scene on `screen`.
    public init(_standInScreen screen: UIScreen) {
        _screen = screen
        super.init()
    }
    @available(visionOS, unavailable)
    open var screen: UIScreen { _screen }
}

@MainActor
open class UIWindow: UIView {
    open weak var windowScene: UIWindowScene? {
        didSet { if let windowScene { _screen = windowScene.screen } }
    }
    var _screen: UIScreen = UIScreen._standInMain

    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        _screen = windowScene.screen
        super.init(frame: windowScene.screen.bounds)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }

    @available(visionOS, unavailable)
    open var screen: UIScreen {
        get { _screen }
        set { _screen = newValue }
    }
}

// MARK: - View controllers

@MainActor
open class UIViewController: UIResponder {
    private var _view: UIView?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public override convenience init() { self.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { return nil }

    /// The root view, loaded on first access (implicitly unwrapped, as in UIKit).
    open var view: UIView! {
        get {
            if _view == nil {
                loadView()
                viewDidLoad()
            }
            return _view
        }
        set { _view = newValue }
    }
    open var viewIfLoaded: UIView? { _view }
    /// Not UIKit: what `presentedViewController` reports.
    public var _standInPresented: UIViewController?
    open var presentedViewController: UIViewController? { _standInPresented }
    /// Not UIKit: what `isBeingDismissed` reports.
    public var _standInIsBeingDismissed = false
    open var isBeingDismissed: Bool { _standInIsBeingDismissed }
    open var isViewLoaded: Bool { _view != nil }
    open func loadView() { _view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewDidLayoutSubviews() {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
}

// MARK: - Controls

@MainActor
open class UIControl: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }
}

@MainActor
open class UIButton: UIControl {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }
}

@MainActor
open class UITextField: UIControl {
    open weak var delegate: (any UITextFieldDelegate)?
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _standInCanBecomeFirstResponder = true
    }
    public required init?(coder: NSCoder) { return nil }
}

/// `UITextPosition`.
@MainActor
open class UITextPosition: NSObject {}

/// `UITextRange`.
@MainActor
open class UITextRange: NSObject {
    open var start: UITextPosition { _standInStart }
    open var end: UITextPosition { _standInEnd }
    let _standInStart = UITextPosition()
    let _standInEnd = UITextPosition()
    /// Not UIKit: a range whose end's caret is at `_standInCaret`.
    public override init() { super.init() }
}

/// `UITextView` (a scroll view; only what the adapter uses).
@MainActor
open class UITextView: UIScrollView {
    open var selectedTextRange: UITextRange?
    /// Not UIKit: the caret rect `caretRect(for:)` gives for the selection's end.
    public var _standInCaret: CGRect = .null
    open func caretRect(for position: UITextPosition) -> CGRect {
        position === selectedTextRange?.end ? _standInCaret : .null
    }
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _standInCanBecomeFirstResponder = true
    }
    public required init?(coder: NSCoder) { return nil }
}

/// `UITextFieldDelegate`; its requirements are all optional in UIKit, so none is declared here.
@MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {}

@MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable {
        case plain = 0
        case grouped = 1
        case insetGrouped = 2
    }
    open var style: UITableView.Style { _style }
    private let _style: UITableView.Style

    public init(frame: CGRect, style: UITableView.Style) {
        _style = style
        super.init(frame: frame)
    }
    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }
    public required init?(coder: NSCoder) { return nil }
}

// MARK: - Auto Layout

@MainActor
open class NSLayoutConstraint: NSObject {
    open var constant: CGFloat = 0
    open var isActive = false
    /// Not UIKit: the items `firstItem` and `secondItem` report.
    public var _standInItems: (first: AnyObject?, second: AnyObject?) = (nil, nil)
    open var firstItem: AnyObject? { _standInItems.first }
    open var secondItem: AnyObject? { _standInItems.second }
    public override init() { super.init() }
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }
}

/// A controller that shows search results; presented over the controller whose content it
/// searches.
@MainActor
open class UISearchController: UIViewController {}

/// A rectangular area that takes part in Auto Layout, such as the safe area.
@MainActor
open class UILayoutGuide: NSObject {
    public override init() { super.init() }
    open weak var owningView: UIView? { _standInOwningView }
    weak var _standInOwningView: UIView?
    /// The guide's frame in its owning view's coordinates; `.zero` in the stand-in unless a
    /// subclass models it.
    open var layoutFrame: CGRect { .zero }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_standInItem: self) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_standInItem: self) }
}

/// `UITrackingLayoutGuide` (iOS 15 and later).
@available(tvOS, unavailable)
@MainActor
open class UITrackingLayoutGuide: UILayoutGuide {}

/// `UIKeyboardLayoutGuide` (iOS 15 and later): the part of its owning view the keyboard covers.
///
/// Modelled from `_standInKeyboardFrame` (screen coordinates): while the keyboard is docked
/// (touching the screen's bottom edge) and covers the owning view, the guide spans from the
/// keyboard's top to the view's bottom; otherwise it sits at the bottom of the view's safe area,
/// or of the view with `usesBottomSafeArea == false` (Apple's documentation).
@available(tvOS, unavailable)
@MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    open var followsUndockedKeyboard = false
    @available(iOS 17.0, *)
    open var usesBottomSafeArea = true
    @available(iOS 17.0, *)
    open var keyboardDismissPadding: CGFloat = 0

    /// Not UIKit: where the keyboard is on the owning view's screen, `nil` when it is off screen.
    public static var _standInKeyboardFrame: CGRect?

    open override var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        let bounds = view.bounds
        let floor = usesBottomSafeArea ? bounds.maxY - view.safeAreaInsets.bottom : bounds.maxY
        let resting = CGRect(x: bounds.minX, y: floor, width: bounds.width, height: bounds.maxY - floor)
        guard let keyboard = Self._standInKeyboardFrame, let window = view.window else { return resting }
        let screen = window.windowScene?.screen ?? window.screen
        guard keyboard.maxY >= screen.bounds.maxY - 1 else { return resting }
        let top = view.convert(keyboard, from: screen.coordinateSpace).minY
        guard top < floor else { return resting }
        return CGRect(
            x: bounds.minX, y: max(top, bounds.minY), width: bounds.width, height: bounds.maxY - max(top, bounds.minY))
    }
}

/// `NSLayoutAnchor`: the stand-in records the constraints an anchor makes.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    let _standInItem: AnyObject
    init(_standInItem item: AnyObject) {
        _standInItem = item
        super.init()
    }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint()
        constraint._standInItems = (_standInItem, anchor._standInItem)
        return constraint
    }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        let constraint = self.constraint(equalTo: anchor)
        constraint.constant = c
        return constraint
    }
}

/// `NSLayoutXAxisAnchor`.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// `NSLayoutYAxisAnchor`.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
