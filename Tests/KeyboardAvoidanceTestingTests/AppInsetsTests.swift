import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import KeyboardTestSupport
import Testing
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A search tab as apps write it: a list filling the root view, with no inset from UIKit
/// (`.never`), whose bottom inset the app sets itself to the safe area and the tab bar.
@MainActor
private final class SearchTab: HeadlessViewController, KeyboardInsetAdjusting {
    let list = HeadlessScrollView(name: "results")
    var keyboardScrollView: any KeyboardScrollView { list }

    override func viewDidLoad() {
        list.contentInsetAdjustmentBehavior = .never
        list.constraintLayout = { $0.bounds }
        view.addSubview(list)
    }

    override func viewDidLayoutSubviews() {
        list.contentSize = CGSize(width: view.bounds.width, height: 3 * view.bounds.height)
        list.contentInset.bottom = view.safeAreaInsets.bottom
    }
}

/// A description editor that shows one of two text views (plain and formatted), each filling the
/// root view, and names the shown one as its scroll view.
@MainActor
private final class DescriptionEditor: HeadlessViewController, KeyboardInsetAdjusting {
    let plain = HeadlessScrollView(name: "plain")
    let formatted = HeadlessScrollView(name: "formatted")
    private(set) var shown: HeadlessScrollView
    var keyboardScrollView: any KeyboardScrollView { shown }

    override init(notificationCenter: NotificationCenter = .default) {
        shown = plain
        super.init(notificationCenter: notificationCenter)
    }

    override func viewDidLoad() {
        for textView in [plain, formatted] {
            textView.constraintLayout = { $0.bounds }
            view.addSubview(textView)
        }
    }

    /// Shows the other text view and gives it the focus, as the editor's format switch does.
    func switchTextView() {
        shown = shown === plain ? formatted : plain
        focus(shown)
    }
}

/// A composer with two bars, one shown at a time (a reply bar and an edit bar), that names the
/// shown one as the view following the keyboard, and two bottom constraints, one active.
@MainActor
private final class TwoBarComposer: HeadlessViewController, KeyboardFollowing {
    let replyBar = HeadlessView(name: "replyBar")
    let editBar = HeadlessView(name: "editBar")
    var editing = false
    var keyboardFollowingView: any KeyboardLayoutView { editing ? editBar : replyBar }

    override func viewDidLoad() {
        for bar in [replyBar, editBar] {
            bar.constraintLayout = { root in
                let bottom = root.bounds.height - root.safeAreaInsets.bottom
                return CGRect(x: 0, y: bottom - 52, width: root.bounds.width, height: 52)
            }
            view.addSubview(bar)
        }
    }
}

/// A form with two bottom constraints, one active at a time, that names the active one.
@MainActor
private final class TwoConstraintForm: HeadlessViewController, KeyboardConstraintAdjusting {
    let compact = HeadlessLayoutConstraint()
    let regular = HeadlessLayoutConstraint()
    var isCompact = true
    var keyboardBottomConstraint: any KeyboardLayoutConstraint { isCompact ? compact : regular }
}

/// The bottom of what `list` shows, in screen coordinates: its frame less its adjusted bottom inset.
@MainActor
private func visibleBottom(of list: HeadlessScrollView) -> CGFloat {
    list.frameInScreen.maxY - list.adjustedContentInset.bottom
}

/// What the app reserves at the bottom of a scroll view is its own: the kit adds only what the
/// keyboard covers beyond it, and restores exactly what it added (KeyboardFacts §7).
@MainActor
@Suite struct AppInsetsTests {
    @Test(arguments: KeyboardDeviceProfile.catalogue)
    func aSearchTabsOwnInsetIsNotCountedTwice(device: KeyboardDeviceProfile) {
        let keyboard = KeyboardSimulator(center: NotificationCenter(), device: device)
        let search = SearchTab(notificationCenter: keyboard.center)
        _ = keyboard.present { _ in HeadlessTabBarController(viewControllers: [search]) }
        search.registerKeyboardNotifications()
        let reserved = search.list.contentInset.bottom
        #expect(reserved > 0 && reserved == search.view.safeAreaInsets.bottom, "the safe area and the tab bar")
        let restingBottom = visibleBottom(of: search.list)
        keyboard.show()
        // The list ends at the keyboard's top, not the reserved height above it.
        #expect(abs(visibleBottom(of: search.list) - min(restingBottom, keyboard.frame.minY)) <= 0.5)
        keyboard.hide()
        #expect(search.list.contentInset.bottom == reserved)
    }

    @Test(arguments: [KeyboardDeviceProfile.smallPhone, .notchedPhone, .iPad])
    func switchingTextViewsWithTheKeyboardUpLeavesNoInsetBehind(device: KeyboardDeviceProfile) {
        let (editor, keyboard) = device.present(DescriptionEditor.init(notificationCenter:))
        editor.registerKeyboardNotifications()
        editor.focus(editor.plain)
        keyboard.show()
        #expect(editor.plain.contentInset.bottom > 0)
        editor.switchTextView()
        #expect(editor.plain.contentInset.bottom == 0, "the text view no longer named gets its inset back")
        #expect(editor.formatted.contentInset.bottom > 0)
        #expect(abs(visibleBottom(of: editor.formatted) - keyboard.frame.minY) <= 0.5)
        editor.switchTextView()
        keyboard.hide()
        for textView in [editor.plain, editor.formatted] {
            #expect(textView.contentInset.bottom == 0, "\(textView.name)")
            #expect(textView.verticalScrollIndicatorInsets.bottom == 0, "\(textView.name)")
        }
    }

    @Test func aBarNoLongerFollowedWithTheKeyboardUpGoesBackToItsPlace() {
        let (composer, keyboard) = KeyboardDeviceProfile.notchedPhone.present(TwoBarComposer.init(notificationCenter:))
        composer.registerKeyboardNotifications()
        keyboard.show()
        #expect(composer.replyBar.frameInScreen.maxY == keyboard.frame.minY)
        composer.editing = true
        composer.updateKeyboardAvoidance()
        #expect(composer.replyBar.translation == 0, "the reply bar is back in its place")
        #expect(composer.editBar.frameInScreen.maxY == keyboard.frame.minY)
        keyboard.hide()
        #expect(composer.replyBar.translation == 0 && composer.editBar.translation == 0)
    }

    @Test func aConstraintNoLongerNamedWithTheKeyboardUpGetsItsConstantBack() {
        let (form, keyboard) = KeyboardDeviceProfile.notchedPhone.present(TwoConstraintForm.init(notificationCenter:))
        form.registerKeyboardNotifications()
        keyboard.show(height: 336)
        #expect(form.compact.constant == -302)
        form.isCompact = false
        form.updateKeyboardAvoidance()
        #expect(form.compact.constant == 0, "the constraint no longer named gets its constant back")
        #expect(form.regular.constant == -302)
        keyboard.hide()
        #expect(form.compact.constant == 0 && form.regular.constant == 0)
    }
}
