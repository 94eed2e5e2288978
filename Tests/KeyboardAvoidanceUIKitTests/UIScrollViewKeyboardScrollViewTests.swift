// Tests for Sources/KeyboardAvoidanceUIKit/UIScrollView+KeyboardScrollView.swift and the inset
// approach on a real `UIScrollView`. Compiled against Apple's iOS SDK (Scripts/check-apple-sdk.sh)
// and run on the iOS Simulator (.github/workflows/apple.yml).
#if canImport(UIKit) && !os(watchOS)
    import KeyboardAvoidance
    import KeyboardAvoidanceUIKit
    import Testing
    import UIKit

    /// A form in a scroll view that fills the screen, with a field far down it that the test
    /// names as focused (a first responder needs a running app, which a test bundle is not).
    @MainActor
    private final class ScrollForm: UIViewController, KeyboardInsetAdjusting {
        let center = NotificationCenter()
        var keyboardNotificationCenter: NotificationCenter { center }
        let scroll = UIScrollView()
        let zip = UIView(frame: CGRect(x: 16, y: 700, width: 300, height: 44))
        var keyboardScrollView: any KeyboardScrollView { scroll }
        var keyboardFocusedView: (any KeyboardLayoutView)? { zip }
        let window = UIWindow(frame: .zero)

        func install() {
            window.frame = window.keyboardScreenBounds
            view.frame = window.bounds
            window.addSubview(view)
            scroll.frame = view.bounds
            scroll.contentSize = CGSize(width: view.bounds.width, height: 2000)
            scroll.contentInsetAdjustmentBehavior = .never
            view.addSubview(scroll)
            scroll.addSubview(zip)
        }
    }

    @MainActor
    @Suite struct UIScrollViewKeyboardScrollViewTests {
        @Test func anInvertedListIsInsetAtItsContentsTop() {
            let list = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
            list.contentInsetAdjustmentBehavior = .never
            list.transform = CGAffineTransform(scaleX: 1, y: -1)
            #expect(list.keyboardIsInverted)
            list.keyboardContentInsetBottom = 300
            list.keyboardIndicatorInsetBottom = 290
            #expect(list.contentInset.top == 300 && list.contentInset.bottom == 0)
            #expect(list.verticalScrollIndicatorInsets.top == 290)
            #expect(!UITableView().keyboardIsInverted)
        }

        @Test func theOffsetRangeRunsFromTheAdjustedTopToTheContentsEnd() {
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
            scroll.contentInsetAdjustmentBehavior = .never
            scroll.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 100, right: 0)
            scroll.contentSize = CGSize(width: 320, height: 2000)
            #expect(scroll.keyboardOffsetRange == -20...1500)
            scroll.contentSize = CGSize(width: 320, height: 100)
            #expect(scroll.keyboardOffsetRange == -20 ... -20, "a short content rests at its top")
        }

        @Test func insetsAreTheScrollViewsOwn() {
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
            let scrollable: any KeyboardScrollView = scroll
            scrollable.keyboardContentInsetBottom = 257
            scrollable.keyboardIndicatorInsetBottom = 250
            #expect(scroll.contentInset.bottom == 257)
            #expect(scroll.verticalScrollIndicatorInsets.bottom == 250)
            scroll.contentInsetAdjustmentBehavior = .never
            #expect(scrollable.keyboardSystemInsetBottom == 0)
            #expect(scrollable.keyboardVisibleHeight == 600 - 257)
        }

        @Test func descendantsAreFoundAtAnyDepth() {
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
            let row = UIView(frame: CGRect(x: 0, y: 10, width: 320, height: 44))
            let label = UILabel(frame: .zero)
            scroll.addSubview(row)
            row.addSubview(label)
            #expect(scroll.hasDescendant(label))
            #expect(scroll.hasDescendant(scroll))
            #expect(!scroll.hasDescendant(UIView()))
        }

        @Test("The inset grows by the overlap, the field scrolls into view, and the hide restores the inset")
        func insetAndScrollToFocus() {
            let form = ScrollForm()
            form.install()
            let screen = form.window.keyboardScreenBounds
            let keyboard = CGRect(x: 0, y: screen.maxY - 336, width: screen.width, height: 336)
            form.registerKeyboardNotifications()
            form.center.post(KeyboardEvent(kind: .willShow, endFrame: keyboard, duration: 0).notification())
            #expect(form.scroll.contentInset.bottom == 336)
            #expect(form.scroll.verticalScrollIndicatorInsets.bottom == 336)
            let visibleBottom = form.scroll.contentOffset.y + form.scroll.bounds.height - 336
            #expect(form.zip.frame.maxY + 16 <= visibleBottom + 0.5, "the field and its padding above the keyboard")
            form.center.post(KeyboardEvent(kind: .willHide, endFrame: .zero, duration: 0).notification())
            #expect(form.scroll.contentInset.bottom == 0)
            #expect(form.scroll.verticalScrollIndicatorInsets.bottom == 0)
            form.unregisterKeyboardNotifications()
        }
    }
#endif
