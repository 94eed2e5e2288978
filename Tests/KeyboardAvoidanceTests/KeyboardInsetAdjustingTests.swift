import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceAssertions
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import KeyboardTestSupport
import Testing
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// Tests for Approaches/KeyboardInsetAdjusting.swift. Facts are cited by the section numbers of the
// KeyboardFacts article.

// MARK: - Fixtures

private let devices = KeyboardDeviceProfile.testDevices

/// A settings form: a scroll view of 20 fields (44 pt tall, every 76 pt from y 16), and a
/// search field in the root view, outside the scroll view, at the bottom of the safe area.
///
/// The scroll view fills the root view unless `scrollBottomMargin` leaves room under it.
@MainActor
private class FormStage: TestHostController {
    let scroll = HeadlessScrollView(name: "scroll")
    let fields: [HeadlessView] = (0..<20).map { HeadlessView(name: "field\($0)") }
    let outsideField = HeadlessView(name: "search")
    var scrollBottomMargin: CGFloat = 0
    var keyboardScrollView: any KeyboardScrollView { scroll }

    override func viewDidLoad() {
        view.addSubview(scroll)
        view.addSubview(outsideField)
        for field in fields { scroll.addSubview(field) }
    }

    override func viewDidLayoutSubviews() {
        defer { (self as? any KeyboardCapable)?.updateKeyboardAvoidance() }
        let bounds = view.bounds
        scroll.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - scrollBottomMargin)
        for (index, field) in fields.enumerated() {
            field.frame = CGRect(x: 16, y: 16 + CGFloat(index) * 76, width: bounds.width - 32, height: 44)
        }
        scroll.contentSize = CGSize(width: bounds.width, height: 16 + CGFloat(fields.count) * 76)
        outsideField.frame = CGRect(
            x: 16, y: bounds.height - view.safeAreaInsets.bottom - 44, width: bounds.width - 32, height: 44)
    }
}

/// The kit's defaults, padding 16.
@MainActor
private final class Form: FormStage, KeyboardInsetAdjusting {}

/// A custom scroll padding.
@MainActor
private final class PaddedForm: FormStage, KeyboardInsetAdjusting {
    var keyboardScrollPadding: CGFloat { 40 }
}

/// Implements the customisation point itself: records and changes nothing.
@MainActor
private final class CustomInsetForm: FormStage, KeyboardInsetAdjusting {
    private(set) var adjusted: [KeyboardTransition] = []
    func adjustContentInset(_ transition: KeyboardTransition) { adjusted.append(transition) }
}

/// A note editor: a text view that is itself the inset scroll view, filling the root view.
@MainActor
private final class NoteEditor: TestHostController, KeyboardInsetAdjusting {
    let textView = HeadlessScrollView(name: "textView")
    var keyboardScrollView: any KeyboardScrollView { textView }

    override func viewDidLoad() {
        textView.constraintLayout = { $0.bounds }
        view.addSubview(textView)
    }
}

/// Presents and registers `form` in the app's window on `device`; returns the device's keyboard, posting to it.
@MainActor
private func present(_ form: some FormStage & KeyboardInsetAdjusting, on device: KeyboardDeviceProfile)
    -> KeyboardSimulator
{
    let keyboard = KeyboardSimulator(center: form.keyboardNotificationCenter, device: device)
    form.present(in: keyboard.makeWindow())
    form.registerKeyboardNotifications()
    return keyboard
}

// MARK: - Tests

@MainActor
@Suite private struct KeyboardInsetAdjustingTests {
    @Test("A full-screen scroll view on a notched phone: both insets grow by 336 − 34 = 302")
    func notchedPhoneLiteral() {
        let form = Form(center: NotificationCenter())
        let keyboard = present(form, on: .notchedPhone)
        keyboard.show(height: 336)
        #expect(form.scroll.contentInset.bottom == 302)
        #expect(form.scroll.verticalScrollIndicatorInsets.bottom == 302)
        #expect(form.scroll.adjustedContentInset.bottom == 336, "the visible area ends at the keyboard's top")
    }

    /// KeyboardFacts §7: `.automatic` adds the safe area only along an axis that scrolls, unless
    /// the scroll view is in a navigation or tab bar controller.
    @Test("An inset the app sets while the keyboard is up is reserved space the keyboard covers, and survives the hide")
    func appInsetWhileUpSurvives() {
        let form = Form(center: NotificationCenter())
        let keyboard = present(form, on: .notchedPhone)
        keyboard.show(height: 336)
        // The app reserves 60 pt at the bottom (its own toolbar), which the keyboard now covers.
        form.scroll.contentInset.bottom = 60
        form.scroll.verticalScrollIndicatorInsets.bottom = 60
        form.updateKeyboardAvoidance()
        #expect(form.scroll.contentInset.bottom == 302)
        #expect(form.scroll.verticalScrollIndicatorInsets.bottom == 302)
        #expect(form.scroll.adjustedContentInset.bottom == 336, "the visible area still ends at the keyboard's top")
        keyboard.togglePredictiveBar()
        #expect(form.scroll.contentInset.bottom == CGFloat(291 - 34))
        keyboard.hide()
        #expect(form.scroll.contentInset.bottom == 60)
        #expect(form.scroll.verticalScrollIndicatorInsets.bottom == 60)
    }

    @Test("The hide scrolls back from where the kit scrolled to reveal, and keeps a scroll by the user")
    func contentOffsetComesBack() {
        let form = Form(center: NotificationCenter())
        let keyboard = present(form, on: .notchedPhone)
        form.scroll.contentOffset.y = 100
        form.focus(form.fields[12])  // content y 928–972: below the keyboard's top once it is up
        keyboard.show(height: 336)
        #expect(form.scroll.contentOffset.y > 100, "scrolled to reveal the field")
        keyboard.togglePredictiveBar()
        keyboard.hide()
        #expect(form.scroll.contentOffset.y == 100, "back where the kit found it")

        keyboard.show(height: 336)
        form.scroll.contentOffset.y = 50  // the user scrolls while typing
        keyboard.hide()
        #expect(form.scroll.contentOffset.y == 50, "the user's scroll is kept")
    }

    @Test("A short standalone form on a notched phone is inset to the keyboard's top exactly: 336, not 302")
    func shortStandaloneForm() {
        let form = Form(center: NotificationCenter())
        let keyboard = present(form, on: .notchedPhone)
        form.scroll.contentSize.height = 500  // the content fits: nothing scrolls, no safe area is added
        #expect(form.scroll.adjustedContentInset.bottom == 0)
        keyboard.show(height: 336)
        #expect(form.scroll.contentInset.bottom == 336)
        // UIKit insets the indicator by the safe area itself, whatever the content gets (N10).
        #expect(form.scroll.verticalScrollIndicatorInsets.bottom == 302)
        #expect(form.scroll.adjustedContentInset.bottom == 336, "the visible area ends at the keyboard's top")
        keyboard.hide()
        #expect(form.scroll.contentInset.bottom == 0)
    }

    @Test(
        "The indicator ends at the keyboard's top with .never: the safe area only when UIKit adjusts it (N10)",
        arguments: [true, false])
    func indicatorWithNever(adjustsIndicators: Bool) {
        let form = Form(center: NotificationCenter())
        let keyboard = present(form, on: .notchedPhone)
        form.scroll.contentInsetAdjustmentBehavior = .never
        form.scroll.automaticallyAdjustsScrollIndicatorInsets = adjustsIndicators
        keyboard.show(height: 336)
        #expect(form.scroll.contentInset.bottom == 336)
        let systemPart: CGFloat = adjustsIndicators ? 34 : 0
        #expect(form.scroll.verticalScrollIndicatorInsets.bottom + systemPart == 336)
        keyboard.hide()
        #expect(form.scroll.verticalScrollIndicatorInsets.bottom == 0)
    }

    @Test("A short form inside a navigation controller gets the safe area from UIKit: 336 − 34 = 302")
    func shortFormInNavigationController() {
        let form = Form(center: NotificationCenter())
        let device = KeyboardDeviceProfile.notchedPhone
        let navigation = HeadlessNavigationController(rootViewController: form)
        let keyboard = KeyboardSimulator(center: form.keyboardNotificationCenter, device: device)
        navigation.present(in: keyboard.makeWindow())
        form.registerKeyboardNotifications()
        form.scroll.contentSize.height = 500
        #expect(form.scroll.isInNavigationOrTabBarController)
        #expect(form.scroll.adjustedContentInset.top == device.safeAreaInsets.top + 44, "under the bar")
        keyboard.show(height: 336)
        #expect(form.scroll.contentInset.bottom == 302)
        #expect(form.scroll.adjustedContentInset.bottom == 336)
    }

    @Test("An input bar that is the accessory view is part of the keyboard, and stays inset when the keyboard hides")
    func inputAccessoryBar() {
        let form = Form(center: NotificationCenter())
        let keyboard = present(form, on: .notchedPhone)
        keyboard.inputAccessoryHeight = 50
        keyboard.inputAccessoryStays = true
        keyboard.show()
        #expect(keyboard.frame.height == CGFloat(336 + 50))
        #expect(form.scroll.adjustedContentInset.bottom == 386, "the visible area ends at the bar's top")
        keyboard.hide()
        #expect(
            keyboard.frame == CGRect(x: 0, y: 844 - 84, width: 390, height: 84),
            "the bar stays above the home indicator")
        #expect(form.scroll.contentInset.bottom == 50 && form.scroll.adjustedContentInset.bottom == 84)
        keyboard.togglePredictiveBar()
        #expect(keyboard.isAccessoryOnly && keyboard.frame.height == 84, "no keyboard to change")
        keyboard.inputAccessoryStays = false  // the controller resigns: the bar goes too
        keyboard.hide()
        #expect(form.scroll.contentInset.bottom == 0)
    }

    @Test("With .never nothing is added by UIKit, so the whole overlap is inset")
    func neverAdjusts() {
        let form = Form(center: NotificationCenter())
        let keyboard = present(form, on: .notchedPhone)
        form.scroll.contentInsetAdjustmentBehavior = .never
        keyboard.show(height: 336)
        #expect(form.scroll.contentInset.bottom == 336)
        #expect(form.scroll.adjustedContentInset.bottom == 336)
    }

    @Test(
        "Each inset grows by the overlap beyond the bottom safe area and the app's own inset, and restores exactly",
        arguments: devices, [CGFloat(0), 120])
    func insetsGrowAndRestore(device: KeyboardDeviceProfile, margin: CGFloat) {
        let form = Form(center: NotificationCenter())
        form.scrollBottomMargin = margin
        let keyboard = present(form, on: device)
        form.scroll.contentInset = LayoutInsets(top: 8, left: 0, bottom: 10.5, right: 0)
        form.scroll.verticalScrollIndicatorInsets = LayoutInsets(top: 0, left: 0, bottom: 6.25, right: 3)
        let originalContent = form.scroll.contentInset
        let originalIndicator = form.scroll.verticalScrollIndicatorInsets

        // Computed from the geometry: the scroll view ends `margin` above the screen's bottom, so
        // it reaches into the bottom safe area by max(0, safe.bottom − margin).
        let screenHeight = device.screenSize.height
        let scrollSafeBottom = max(0, device.safeAreaInsets.bottom - margin)
        for height in [device.keyboardHeight, device.keyboardHeightWithoutPredictive, device.emojiKeyboardHeight] {
            keyboard.show(height: height)
            let covered = max(0, (screenHeight - margin) - (screenHeight - height))
            // The app's own insets are reserved already: only what the keyboard covers beyond them is added.
            #expect(form.scroll.contentInset.bottom == max(10.5, covered - scrollSafeBottom), "keyboard \(height) pt")
            #expect(
                form.scroll.verticalScrollIndicatorInsets.bottom == max(6.25, covered - scrollSafeBottom),
                "keyboard \(height) pt")
            #expect(form.scroll.contentInset.top == 8, "only the bottom edge changes")
            #expect(form.scroll.verticalScrollIndicatorInsets.right == 3)
        }
        keyboard.hide()
        #expect(form.scroll.contentInset == originalContent)
        #expect(form.scroll.verticalScrollIndicatorInsets == originalIndicator)
        keyboard.show(height: device.keyboardHeight)
        keyboard.hide()
        #expect(form.scroll.contentInset == originalContent)
        #expect(form.scroll.verticalScrollIndicatorInsets == originalIndicator)
    }

    @Test("The focused field is scrolled just above the keyboard with the default padding of 16", arguments: devices)
    func scrollsFocusedFieldDefaultPadding(device: KeyboardDeviceProfile) {
        let form = Form(center: NotificationCenter())
        #expect(form.keyboardScrollPadding == 16)
        let keyboard = present(form, on: device)
        form.focus(form.fields[12])
        keyboard.show(height: device.keyboardHeight)
        let keyboardTop = device.screenSize.height - device.keyboardHeight
        #expect(form.fields[12].frameInScreen.maxY + 16 == keyboardTop)
    }

    @Test("A tall text view in the form is scrolled to show its caret, not its top (§7)")
    func tallTextViewShowsItsCaret() {
        let form = Form(center: NotificationCenter())
        let keyboard = present(form, on: .notchedPhone)
        // Field 2 becomes a 500 pt text view (y 168…668 in the content); the caret is 450 pt down.
        let notes = form.fields[2]
        notes.frame.size.height = 500
        notes.caretRect = CGRect(x: 30, y: 450, width: 2, height: 22)
        form.focus(notes)
        keyboard.show(height: 336)  // keyboard top 508
        #expect(notes.revealRectInScreen.maxY + 16 == 508)
        #expect(notes.frameInScreen.minY < 47, "the top of the text view scrolled out of sight, as it must")
    }

    @Test("A text view that is the inset scroll view shows its caret, and the hide puts its offset back (N6)")
    func textViewThatIsTheScrollViewShowsItsCaret() {
        let editor = NoteEditor(center: NotificationCenter())
        let keyboard = KeyboardSimulator(center: editor.keyboardNotificationCenter, device: .notchedPhone)
        editor.present(in: keyboard.makeWindow())
        editor.registerKeyboardNotifications()
        let textView = editor.textView
        textView.contentSize = CGSize(width: textView.bounds.width, height: 2_000)
        let resting = textView.contentOffset
        // The caret 700 pt down the content, on the screen's line 700 + the offset: under the keyboard.
        textView.caretRect = CGRect(x: 20, y: 700 + resting.y, width: 2, height: 22)
        editor.focus(textView)
        keyboard.show(height: 336)  // keyboard top 508
        #expect(textView.revealRectInScreen.maxY + 16 == 508)
        keyboard.hide()
        #expect(textView.contentOffset == resting)
        #expect(textView.contentInset.bottom == 0)
    }

    @Test("A custom keyboardScrollPadding is used", arguments: devices)
    func scrollsFocusedFieldCustomPadding(device: KeyboardDeviceProfile) {
        let form = PaddedForm(center: NotificationCenter())
        let keyboard = present(form, on: device)
        form.focus(form.fields[12])
        keyboard.show(height: device.keyboardHeight)
        let keyboardTop = device.screenSize.height - device.keyboardHeight
        #expect(form.fields[12].frameInScreen.maxY + 40 == keyboardTop)
    }

    @Test("The last field can be revealed only because the inset grew first")
    func lastFieldNeedsTheNewInset() {
        let form = Form(center: NotificationCenter())
        let keyboard = present(form, on: .notchedPhone)
        let last = form.fields[19]  // content y 1460…1504, content height 1536
        form.focus(last)
        // Without the keyboard's inset the offset could reach only 1536 + 34 − 844 = 726.
        #expect(form.scroll.offsetRange.max.y == 726)
        keyboard.show(height: 336)
        #expect(form.scroll.contentOffset.y == CGFloat(1504 + 16 - 508))
        #expect(last.frameInScreen.maxY + 16 == 508)
    }

    @Test("A field that is already visible is not scrolled")
    func visibleFieldStays() {
        let form = Form(center: NotificationCenter())
        let keyboard = present(form, on: .notchedPhone)
        form.focus(form.fields[3])  // 291…335 on screen, well above 508 − 16
        let resting = form.scroll.contentOffset
        #expect(resting == CGPoint(x: 0, y: -47), "the content starts below the notch, as UIKit starts it")
        keyboard.show(height: 336)
        #expect(form.scroll.contentOffset == resting)
        #expect(form.scroll.contentInset.bottom == 302)
    }

    @Test("A focused view outside the scroll view causes no scrolling, even when covered")
    func outsideFocusDoesNotScroll() {
        let form = Form(center: NotificationCenter())
        let keyboard = present(form, on: .notchedPhone)
        form.focus(form.outsideField)
        let resting = form.scroll.contentOffset
        keyboard.show(height: 336)
        #expect(form.scroll.contentOffset == resting)
        #expect(form.scroll.contentInset.bottom == 302, "the inset still grows")
    }

    @Test("The insets change in the keyboard's animation; the scroll to the field follows it (device review N7)")
    func scrollAfterTheInsetAnimation() throws {
        let form = Form(center: NotificationCenter())
        let keyboard = present(form, on: .notchedPhone)
        let recorder = RecordingKeyboardAnimator()
        form.keyboardAnimator = recorder
        form.focus(form.fields[19])
        keyboard.show(height: 336)
        let moving = recorder.records.filter { !$0.changes.isEmpty }
        #expect(moving.count == 1)
        let record = try #require(moving.first)
        #expect(record.animation == KeyboardAnimation(duration: 0.25, curve: .keyboard))
        let scroll = ObjectIdentifier(form.scroll)
        #expect(record.changes.allSatisfy { $0.object == scroll })
        let properties = record.changes.map(\.property)
        #expect(properties.contains("contentInset") && properties.contains("verticalScrollIndicatorInsets"))
        #expect(!properties.contains("contentOffset"), "a table scrolled inside the block leaves rows blank")
        #expect(form.scroll.contentOffset == CGPoint(x: 0, y: 1504 + 16 - 508))
        keyboard.hide()
        #expect(form.scroll.contentOffset == CGPoint(x: 0, y: -47), "back where the content rested, after the hide")
    }

    @Test("Moving the focus while the keyboard is up and calling updateKeyboardAvoidance() scrolls the new field")
    func focusMoveRescrolls() {
        let form = Form(center: NotificationCenter())
        let keyboard = present(form, on: .notchedPhone)
        form.focus(form.fields[12])
        keyboard.show(height: 336)
        #expect(form.fields[12].frameInScreen.maxY + 16 == 508)
        form.focus(form.fields[16])
        form.updateKeyboardAvoidance()
        #expect(form.fields[16].frameInScreen.maxY + 16 == 508)
        #expect(form.scroll.contentInset.bottom == 302, "the inset is not grown twice")
        form.focus(form.fields[2])
        form.updateKeyboardAvoidance()
        #expect(form.fields[2].frameInScreen.minY - 16 == 47, "scrolling up stops at the top of the visible area")
    }

    @Test("A form registered while the keyboard is already up is laid out at once (§3)")
    func registeredWhileKeyboardIsUp() {
        let center = NotificationCenter()
        let first = Form(center: center)
        let keyboard = present(first, on: .notchedPhone)
        keyboard.show(height: 336)

        let pushed = Form(center: center)
        pushed.present(in: keyboard.makeWindow())
        pushed.focus(pushed.fields[12])
        pushed.registerKeyboardNotifications()
        #expect(pushed.scroll.contentInset.bottom == 302)
        #expect(pushed.fields[12].frameInScreen.maxY + 16 == 508)
        keyboard.hide()
        #expect(pushed.scroll.contentInset.bottom == 0)
    }

    @Test("A conformer's own adjustContentInset(_:) runs instead of the default", arguments: DispatchRoute.allCases)
    func overrideWins(route: DispatchRoute) {
        let device = KeyboardDeviceProfile.notchedPhone
        let form = CustomInsetForm(center: NotificationCenter())
        let keyboard = KeyboardSimulator(center: form.keyboardNotificationCenter, device: device)
        form.present(in: keyboard.makeWindow())
        form.focus(form.fields[12])
        let resting = form.scroll.contentOffset
        let event = KeyboardEvent(
            kind: .willShow, beginFrame: keyboard.frame, endFrame: keyboard.dockedFrame(height: 336))
        let layout = KeyboardTransition(event: event, screenBounds: device.screenBounds)
        route.deliver(
            layout, to: form, keyboard: keyboard, concrete: { form.avoidKeyboard($0) },
            existential: { (form as any KeyboardInsetAdjusting).avoidKeyboard($0) })
        #expect(form.adjusted == [layout])
        #expect(form.scroll.contentInset == .zero, "the default implementation did not run")
        #expect(form.scroll.verticalScrollIndicatorInsets == .zero)
        #expect(form.scroll.contentOffset == resting)
    }

    @Test("The default form obeys every keyboard law", arguments: devices)
    func obeysTheLaws(device: KeyboardDeviceProfile) {
        KeyboardLawChecker(device: device) { environment in
            let form = Form(center: environment.center)
            form.present(in: environment.window)
            form.focus(form.fields[12])
            return form
        }.check()
    }
}

// MARK: - A table view controller's own adjustment

/// A settings table of 20 fields, 76 pt apart, in a table view controller, which UIKit (and the
/// model) insets for the keyboard itself; `Kit` adopts the inset approach on top.
@MainActor
private class SettingsTable: HeadlessTableViewController {
    let fields: [HeadlessView] = (0..<20).map { HeadlessView(name: "field\($0)") }

    override func viewDidLoad() {
        for field in fields { tableView.addSubview(field) }
    }

    override func viewDidLayoutSubviews() {
        let width = view.bounds.width
        for (index, field) in fields.enumerated() {
            field.frame = CGRect(x: 16, y: 16 + CGFloat(index) * 76, width: width - 32, height: 44)
        }
        tableView.contentSize = CGSize(width: width, height: 16 + CGFloat(fields.count) * 76)
    }
}

@MainActor
private final class KitSettingsTable: SettingsTable, KeyboardInsetAdjusting {
    var keyboardScrollView: any KeyboardScrollView { tableView }
}

@MainActor
@Suite private struct TableViewControllerInsetTests {
    /// The table's adjusted bottom inset and the field's bottom in screen coordinates under a
    /// 336 pt keyboard, then the bottom inset after the hide.
    private func run(_ table: SettingsTable) -> (adjusted: CGFloat, fieldBottom: CGFloat, afterHide: CGFloat) {
        let device = KeyboardDeviceProfile.notchedPhone
        let keyboard = KeyboardSimulator(center: table.notificationCenter, device: device)
        table.present(in: keyboard.makeWindow())
        (table as? any KeyboardCapable)?.registerKeyboardNotifications()
        table.focus(table.fields[15])
        keyboard.show(height: 336)
        let shown = (table.tableView.adjustedContentInset.bottom, table.fields[15].frameInScreen.maxY)
        keyboard.hide()
        return (shown.0, shown.1, table.tableView.contentInset.bottom)
    }

    @Test("The kit leaves a table view controller's table to UIKit: one inset, not two")
    func noDoubleInset() {
        let center = NotificationCenter()
        let plain = run(SettingsTable(notificationCenter: center))
        let kit = run(KitSettingsTable(notificationCenter: NotificationCenter()))
        #expect(plain.adjusted == 336, "UIKit's own adjustment ends the visible area at the keyboard")
        #expect(kit.adjusted == plain.adjusted && kit.fieldBottom == plain.fieldBottom)
        #expect(kit.fieldBottom <= 844 - 336, "the focused field is above the keyboard")
        #expect(kit.afterHide == 0 && plain.afterHide == 0)
    }

    @Test("Only a table view controller's own table is adjusted by the system")
    func onlyTheControllersTable() {
        let table = SettingsTable()
        #expect(table.tableView.keyboardIsAdjustedBySystem)
        let other = HeadlessScrollView()
        table.view.addSubview(other)
        #expect(!other.keyboardIsAdjustedBySystem)
    }
}
