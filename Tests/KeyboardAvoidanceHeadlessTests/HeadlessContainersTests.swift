import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Records its appearance calls, each under its name, in a shared list.
@MainActor
private final class Screen: HeadlessViewController {
    let name: String
    private let log: Log

    init(_ name: String, log: Log) {
        (self.name, self.log) = (name, log)
        super.init()
    }

    override func viewWillAppear() { log.calls.append("\(name) willAppear in window: \(view.window != nil)") }
    override func viewIsAppearing() { log.calls.append("\(name) isAppearing") }
    override func viewDidAppear() { log.calls.append("\(name) didAppear") }
    override func viewWillDisappear() { log.calls.append("\(name) willDisappear") }
    override func viewDidDisappear() { log.calls.append("\(name) didDisappear") }
}

@MainActor
private final class Log {
    var calls: [String] = []
}

private let phone = CGRect(x: 0, y: 0, width: 390, height: 844)
private let notch = LayoutInsets(top: 47, bottom: 34)

@MainActor
@Suite private struct HeadlessContainersTests {
    @Test("A navigation controller's top screen fills it, under a bar that adds 44 pt to its top safe area")
    func navigationBarSafeArea() {
        let log = Log()
        let form = Screen("form", log: log)
        let navigation = HeadlessNavigationController(rootViewController: form)
        navigation.present(in: HeadlessWindow(screen: phone, safeAreaInsets: notch))
        #expect(form.view.frameInScreen == phone)
        #expect(form.view.safeAreaInsets == LayoutInsets(top: 47 + 44, bottom: 34))
        #expect(navigation.navigationBar.frameInScreen == CGRect(x: 0, y: 0, width: 390, height: 47 + 44))
        #expect(navigation.view.subviews.last === navigation.navigationBar, "the bar is on top")
        #expect(form.window === navigation.window && form.parent === navigation)
        #expect(log.calls == ["form willAppear in window: false", "form isAppearing", "form didAppear"])
    }

    @Test("An app's own container places its child where it likes, and forwards appearance to it in a card")
    func customContainer() {
        /// A container showing its child in a card view, placed by frame in its layout pass.
        final class Cards: HeadlessViewController {
            let card = HeadlessView(name: "card")
            let child: Screen
            init(child: Screen) {
                self.child = child
                super.init()
            }
            override func viewDidLoad() {
                view.addSubview(card)
                addChild(child)
                card.addSubview(child.view)
                child.didMove(toParent: self)
            }
            override func viewDidLayoutSubviews() {
                card.frame = view.bounds.insetBy(dx: 20, dy: 100)
                child.view.frame = card.bounds.insetBy(dx: 10, dy: 10)
            }
        }
        let log = Log()
        let child = Screen("child", log: log)
        /// Lays out the child's subview from its own bounds, which its parent's pass just set.
        let label = HeadlessView(name: "label")
        child.view.addSubview(label)
        label.constraintLayout = { superview in CGRect(x: 0, y: 0, width: superview.bounds.width, height: 20) }
        let cards = Cards(child: child)
        cards.present(in: HeadlessWindow(screen: phone, safeAreaInsets: notch))
        #expect(child.parent === cards && cards.children.count == 1)
        #expect(child.view.frameInScreen == CGRect(x: 30, y: 110, width: 330, height: 624), "placed by its container")
        #expect(label.frame.width == 330, "the child is laid out after its parent's pass placed it, in the same pass")
        #expect(log.calls == ["child willAppear in window: false", "child isAppearing", "child didAppear"])
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(child.parent == nil && cards.children.isEmpty)
    }

    @Test("Push and pop make UIKit's appearance calls: both wills, the new view in place, both dids")
    func pushAndPop() {
        let log = Log()
        let list = Screen("list", log: log)
        let detail = Screen("detail", log: log)
        let navigation = HeadlessNavigationController(rootViewController: list)
        navigation.present(in: HeadlessWindow(screen: phone, safeAreaInsets: notch))
        log.calls = []
        navigation.push(detail)
        #expect(
            log.calls == [
                "list willDisappear", "detail willAppear in window: false", "detail isAppearing", "list didDisappear",
                "detail didAppear",
            ])
        #expect(navigation.topViewController === detail && list.view.window == nil && !list.isVisible)
        #expect(detail.view.safeAreaInsets.top == 91)
        log.calls = []
        #expect(navigation.popViewController() === detail)
        #expect(log.calls.first == "detail willDisappear" && log.calls.last == "list didAppear")
        #expect(detail.parent == nil && detail.view.window == nil && list.isVisible)
        #expect(navigation.popViewController() == nil, "the root stays")
    }

    @Test("A tab bar controller's selected screen gets the bar's 49 pt in its bottom safe area; selecting switches")
    func tabBar() {
        let log = Log()
        let feed = Screen("feed", log: log)
        let compose = Screen("compose", log: log)
        let tabs = HeadlessTabBarController(viewControllers: [feed, compose])
        tabs.present(in: HeadlessWindow(screen: phone, safeAreaInsets: notch))
        #expect(feed.view.safeAreaInsets == LayoutInsets(top: 47, bottom: 34 + 49))
        #expect(tabs.tabBar.frameInScreen == CGRect(x: 0, y: 844 - 83, width: 390, height: 83))
        #expect(compose.view.window == nil && !compose.isVisible)
        log.calls = []
        tabs.selectedIndex = 1
        #expect(log.calls.first == "feed willDisappear" && log.calls.last == "compose didAppear")
        #expect(tabs.selectedViewController === compose && compose.view.safeAreaInsets.bottom == 83)
        tabs.selectedIndex = 5
        #expect(tabs.selectedIndex == 1, "an index out of range is ignored")
    }

    @Test("A container released while its view stays in the window lays out without it")
    func releasedContainer() {
        let window = HeadlessWindow(screen: phone, safeAreaInsets: notch)
        do {
            let navigation = HeadlessNavigationController(rootViewController: HeadlessViewController())
            navigation.present(in: window)
        }
        window.layoutIfNeeded()  // the bar's layout no longer reads the released container
        #expect(window.subviews.count == 1)
    }

    @Test("Presentations by a child: its field gets the keyboard back, its sheet turns, its bars stay")
    func presentationsByAChild() {
        let window = HeadlessWindow(screen: phone, safeAreaInsets: notch)
        let form = HeadlessViewController()
        let field = HeadlessView(name: "field")
        form.view.addSubview(field)
        let navigation = HeadlessNavigationController(rootViewController: form)
        navigation.present(in: window)
        form.focus(field)
        let sheet = HeadlessViewController()
        let sheetField = HeadlessView(name: "sheetField")
        sheet.view.addSubview(sheetField)
        navigation.present(sheet)
        sheet.focus(sheetField)
        #expect(form.keyboardIsBehindPresentation)
        window.transition(screen: CGRect(x: 0, y: 0, width: 844, height: 390), safeAreaInsets: .zero)
        #expect(sheet.view.frameInScreen.width == 844, "the sheet turned with the window")
        navigation.dismissPresented()
        #expect(window.screen.firstResponder === field && !form.keyboardIsBehindPresentation)
        form.present(HeadlessViewController(), style: .fullScreen)
        form.dismissPresented()
        #expect(form.view.safeAreaInsets.top == 44, "laid out by its container again, under the bar")
    }

    @Test("A navigation controller in a tab bar controller: the screen gets both bars")
    func nested() {
        let form = HeadlessViewController()
        let scroll = HeadlessScrollView(name: "scroll")
        form.view.addSubview(scroll)
        let tabs = HeadlessTabBarController(viewControllers: [HeadlessNavigationController(rootViewController: form)])
        tabs.present(in: HeadlessWindow(screen: phone, safeAreaInsets: notch))
        #expect(form.view.safeAreaInsets == LayoutInsets(top: 91, bottom: 83))
        #expect(scroll.isInNavigationOrTabBarController)
        #expect(!HeadlessScrollView().isInNavigationOrTabBarController)
    }
}
