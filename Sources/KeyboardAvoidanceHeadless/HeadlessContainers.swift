public import Foundation
import KeyboardAvoidance
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A navigation controller model: a stack of controllers, the top one shown under a bar.
///
/// As in UIKit with a translucent bar, the top controller's root view fills the container and
/// the bar adds its height to that view's top safe area; scroll views in it get the safe area
/// vertically under `.automatic` (KeyboardFacts §7). Push and pop make UIKit's appearance calls.
///
/// ```swift
/// let navigation = HeadlessNavigationController(rootViewController: signUp)
/// navigation.present(in: window)  // signUp.view.safeAreaInsets.top: 47 + 44
/// ```
@MainActor
public final class HeadlessNavigationController: HeadlessViewController {
    /// The bar, on top of the shown controller's view, from the screen's top edge down.
    public let navigationBar = HeadlessView(name: "navigationBar")

    /// The bar's height below the top safe area: 44 pt on a phone, 50 on an iPad, 52 more with
    /// large titles (KeyboardFacts §7).
    public var barHeight: CGFloat

    /// Creates a stack holding `rootViewController`, with a bar `barHeight` tall.
    public init(rootViewController: HeadlessViewController, barHeight: CGFloat = 44) {
        self.barHeight = barHeight
        super.init(notificationCenter: rootViewController.notificationCenter)
        view.addSubview(navigationBar)
        navigationBar.constraintLayout = { [weak self] superview in
            let height = superview.safeAreaInsets.top + (self?.barHeight ?? 0)
            return CGRect(x: 0, y: 0, width: superview.bounds.width, height: height)
        }
        push(rootViewController)
    }

    /// The shown controller: the last pushed.
    public var topViewController: HeadlessViewController? { children.last }

    /// Shows `controller` on top of the stack; the one below disappears.
    public func push(_ controller: HeadlessViewController) {
        guard controller.parent == nil, controller.window == nil else { return }
        let old = topViewController
        children.append(controller)
        controller.parent = self
        show(controller, replacing: old)
    }

    /// Removes the top controller, unless it is the last, and shows the one below; returns it.
    @discardableResult
    public func popViewController() -> HeadlessViewController? {
        guard children.count > 1 else { return nil }
        let old = children.removeLast()
        show(topViewController, replacing: old)
        old.parent = nil
        return old
    }

    /// Begins pushing `controller` in an animated transition, which ``HeadlessTransition/finish()``
    /// ends; `nil` (pushed at once) while the stack is not on screen, and `nil` with nothing pushed
    /// while another transition is under way.
    @discardableResult
    public func beginPush(_ controller: HeadlessViewController) -> HeadlessTransition? {
        guard appearanceTransition == nil, controller.parent == nil, controller.window == nil else { return nil }
        let old = topViewController
        children.append(controller)
        controller.parent = self
        return beginTransition(to: controller, from: old, isInteractive: false) {}
    }

    /// Begins popping the top controller with a finger, as a swipe back does: ``HeadlessTransition/finish()``
    /// pops it, ``HeadlessTransition/cancel()`` keeps it; `nil` with one controller, while the stack
    /// is not on screen, or while another transition is under way.
    public func beginInteractivePop() -> HeadlessTransition? {
        guard isVisible, appearanceTransition == nil, children.count > 1 else { return nil }
        let top = children[children.count - 1]
        return beginTransition(to: children[children.count - 2], from: top, isInteractive: true, revealsBelow: true) {
            [weak self, weak top] in
            guard let self, let top else { return }
            children.removeAll { $0 === top }
            top.parent = nil
        }
    }

    override var placesChildren: Bool { true }

    override func safeAreaInsets(forChild insets: LayoutInsets) -> LayoutInsets {
        LayoutInsets(top: insets.top + barHeight, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}

/// A tab bar controller model: one of several controllers shown above a bar.
///
/// As in UIKit, the selected controller's root view fills the container and the bar adds its
/// height to its bottom safe area (KeyboardFacts §7); selecting makes UIKit's appearance calls.
///
/// ```swift
/// let tabs = HeadlessTabBarController(viewControllers: [feed, compose])
/// tabs.present(in: window)  // feed.view.safeAreaInsets.bottom: 34 + 49
/// tabs.selectedIndex = 1
/// ```
@MainActor
public final class HeadlessTabBarController: HeadlessViewController {
    /// The bar, on top of the shown controller's view, up from the screen's bottom edge.
    public let tabBar = HeadlessView(name: "tabBar")

    /// The bar's height above the bottom safe area: 49 pt on a phone (KeyboardFacts §7).
    public var barHeight: CGFloat

    /// Creates a container of `viewControllers`, the first selected, with a bar `barHeight` tall.
    public init(viewControllers: [HeadlessViewController], barHeight: CGFloat = 49) {
        self.barHeight = barHeight
        super.init(notificationCenter: viewControllers.first?.notificationCenter ?? .default)
        view.addSubview(tabBar)
        tabBar.constraintLayout = { [weak self] superview in
            let height = superview.safeAreaInsets.bottom + (self?.barHeight ?? 0)
            return CGRect(x: 0, y: superview.bounds.height - height, width: superview.bounds.width, height: height)
        }
        for controller in viewControllers where controller.parent == nil && controller.window == nil {
            children.append(controller)
            controller.parent = self
        }
        show(selectedViewController, replacing: nil)
    }

    /// The index of the shown controller; setting an index out of range does nothing.
    public var selectedIndex = 0 {
        didSet {
            guard children.indices.contains(selectedIndex) else {
                selectedIndex = oldValue
                return
            }
            show(children[selectedIndex], replacing: children.indices.contains(oldValue) ? children[oldValue] : nil)
        }
    }

    /// The shown controller.
    public var selectedViewController: HeadlessViewController? {
        children.indices.contains(selectedIndex) ? children[selectedIndex] : nil
    }

    override var placesChildren: Bool { true }

    override func safeAreaInsets(forChild insets: LayoutInsets) -> LayoutInsets {
        LayoutInsets(top: insets.top, left: insets.left, bottom: insets.bottom + barHeight, right: insets.right)
    }
}
