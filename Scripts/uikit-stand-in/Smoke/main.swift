// Smoke test of the KeyboardAvoidanceUIKit adapter against the UIKit stand-in
// (Scripts/uikit-stand-in/UIKit), built and run by Scripts/check-uikit-adapter.sh. Top-level code,
// on the main actor. Prints every failed expectation and exits 1 if there was one.
import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceUIKit
import UIKit

var failures = 0
@MainActor func expect(_ condition: Bool, _ message: String, line: Int = #line) {
    if !condition {
        failures += 1
        print("FAIL line \(line): \(message)")
    }
}

// MARK: LayoutInsets <-> UIEdgeInsets
let edge = UIEdgeInsets(top: 47, left: 1, bottom: 34, right: 2)
expect(LayoutInsets(edge) == LayoutInsets(top: 47, left: 1, bottom: 34, right: 2), "LayoutInsets(UIEdgeInsets)")
expect(UIEdgeInsets(LayoutInsets(edge)) == edge, "round trip")

// MARK: UIView geometry — Slide Over window at x = 704 on a 1024×768 screen
let screen = UIScreen(_standInBounds: CGRect(x: 0, y: 0, width: 1024, height: 768))
let scene = UIWindowScene(_standInScreen: screen)
let window = UIWindow(windowScene: scene)
window.frame = CGRect(x: 704, y: 0, width: 320, height: 768)
let container = UIView(frame: CGRect(x: 0, y: 100, width: 320, height: 600))
let field = UIView(frame: CGRect(x: 16, y: 500, width: 288, height: 44))
field._standInCanBecomeFirstResponder = true
window.addSubview(container)
container.addSubview(field)
expect(field.keyboardScreenBounds == screen.bounds, "screen bounds from the window scene")
expect(field.frameInScreen == CGRect(x: 720, y: 600, width: 288, height: 44), "field in screen: \(field.frameInScreen)")
expect(window.frameInScreen == window.frame, "a window counts as its own window: \(window.frameInScreen)")
expect(window.keyboardScreenBounds == screen.bounds, "a window's screen")
container._standInSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
expect(container.keyboardSafeAreaInsets == LayoutInsets(bottom: 20), "safe area")

// A window with no scene: its own screen.
let sceneless = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
let phoneScreen = UIScreen(_standInBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
sceneless.screen = phoneScreen
let button = UIView(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
sceneless.addSubview(button)
expect(button.keyboardScreenBounds == phoneScreen.bounds, "window.screen fallback")
expect(button.frameInScreen == CGRect(x: 0, y: 800, width: 390, height: 44), "sceneless conversion")

// No window: on no screen (CGRect.null, as HeadlessView), conversion to nil window.
let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
let child = UIView(frame: CGRect(x: 10, y: 600, width: 100, height: 40))
root.addSubview(child)
expect(child.keyboardScreenBounds.isNull, "windowless screen bounds")
expect(child.frameInScreen == child.convert(child.bounds, to: nil), "windowless conversion")

// MARK: Scroll view (bounds origin = content offset)
let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 768))
window.addSubview(scroll)
scroll.contentOffset = CGPoint(x: 0, y: 200)
expect(scroll.frameInScreen == CGRect(x: 704, y: 0, width: 320, height: 768), "scroll view in screen")
let scrollable: any KeyboardScrollable = scroll
scrollable.keyboardContentInsetBottom = 257
scrollable.keyboardIndicatorInsetBottom = 250
expect(scroll.contentInset.bottom == 257 && scroll.verticalScrollIndicatorInsets.bottom == 250, "insets")
scrollable.keyboardContentInsetBottom = 257
expect(scroll._standInContentInsetSets == 1, "a no-op inset write does not touch contentInset")
scrollable.scrollRectToVisible(CGRect(x: 0, y: 900, width: 10, height: 10), animated: true)
expect(
    scroll._standInScrolledRects.last.map { $0.0 == CGRect(x: 0, y: 900, width: 10, height: 10) && $0.1 } == true,
    "scrollRectToVisible")

let inside = UIView(frame: CGRect(x: 0, y: 10, width: 10, height: 10))
scroll.addSubview(inside)
expect(scrollable.hasDescendant(inside) && scrollable.hasDescendant(scroll), "contains")
expect(!scrollable.hasDescendant(field), "does not contain a view elsewhere")
expect(!scrollable.hasDescendant(HeadlessView()), "a headless view is never inside")

// MARK: Constraint
let constraint = NSLayoutConstraint()
let adjustable: any KeyboardAdjustableConstraint = constraint
adjustable.constant = 291
expect(constraint.constant == 291, "constraint constant")

// MARK: Animator
UIView._standInAnimations = []
var ran = 0
UIViewKeyboardAnimator.shared.animate(KeyboardAnimation(duration: 0.25, curve: .keyboard)) { ran += 1 }
expect(ran == 1, "changes ran once")
expect(
    UIView._standInAnimations == [.init(duration: 0.25, delay: 0, options: UIView.AnimationOptions(rawValue: 0x70006))],
    "animate(withDuration:) with curve << 16, beginFromCurrentState, allowUserInteraction: \(UIView._standInAnimations)"
)
let before = UIView._standInNonAnimatedBlocks
UIViewKeyboardAnimator.shared.animate(KeyboardAnimation(duration: 0, curve: .keyboard)) { ran += 1 }
UIViewKeyboardAnimator.shared.animate(KeyboardAnimation(duration: .nan, curve: .easeIn)) { ran += 1 }
UIViewKeyboardAnimator.shared.animate(KeyboardAnimation(duration: -1, curve: .easeIn)) { ran += 1 }
expect(
    ran == 4 && UIView._standInNonAnimatedBlocks == before && UIView._standInAnimations.count == 1,
    "duration 0 / NaN / negative → run directly, joining any enclosing animation (never performWithoutAnimation)")
expect(UIViewKeyboardAnimator.animationOptions(for: .easeOut).rawValue == 0x20006, "easeOut options")
expect(
    UIViewKeyboardAnimator.animationOptions(for: KeyboardAnimationCurve(rawValue: 99)).rawValue == 0x70006,
    "out-of-range curve")

// MARK: View controllers — defaults chosen through concrete, existential and generic calls
final class Checkout: UIViewController, KeyboardCapable, KeyboardHost {
    let keyboardStorage = KeyboardStorage()
    let center = NotificationCenter()
    var keyboardNotificationCenter: NotificationCenter { center }
}
final class CustomAnimator: KeyboardAnimator {
    func animate(_ animation: KeyboardAnimation, changes: @escaping @MainActor () -> Void) { changes() }
}
final class Custom: UIViewController, KeyboardAnimatable, KeyboardHost {
    let keyboardStorage = KeyboardStorage()
    let animator = CustomAnimator()
    var keyboardAnimator: any KeyboardAnimator { animator }
    var keyboardFocusedView: (any KeyboardLayoutView)? { nil }
}
@MainActor func animatorOf<T: KeyboardAnimatable>(_ host: T) -> any KeyboardAnimator { host.keyboardAnimator }
@MainActor func focusOf<T: KeyboardHost>(_ host: T) -> (any KeyboardLayoutView)? { host.keyboardFocusedView }

let checkout = Checkout()
expect(checkout.keyboardFocusedView == nil && !checkout.isViewLoaded, "focus lookup does not load the view")
expect(checkout.keyboardRootView === checkout.view, "root view")
expect(checkout.keyboardAnimator === UIViewKeyboardAnimator.shared, "animator (concrete)")
expect((checkout as any KeyboardAnimatable).keyboardAnimator === UIViewKeyboardAnimator.shared, "animator (any)")
expect(animatorOf(checkout) === UIViewKeyboardAnimator.shared, "animator (generic)")
let custom = Custom()
expect((custom as any KeyboardAnimatable).keyboardAnimator === custom.animator, "override wins (any)")
expect(animatorOf(custom) === custom.animator, "override wins (generic)")

// Put the controller on the phone screen and focus a field deep inside.
let phoneScene = UIWindowScene(_standInScreen: phoneScreen)
let phoneWindow = UIWindow(windowScene: phoneScene)
phoneWindow.addSubview(checkout.view)
let form = UIView(frame: CGRect(x: 0, y: 400, width: 390, height: 444))
let email = UIView(frame: CGRect(x: 16, y: 340, width: 358, height: 44))
email._standInCanBecomeFirstResponder = true
form.addSubview(UIView(frame: .zero))
form.addSubview(email)
checkout.view.addSubview(form)
expect(checkout.keyboardFocusedView == nil, "no first responder")
email.becomeFirstResponder()
expect(checkout.keyboardFocusedView === email, "first responder (concrete)")
expect((checkout as any KeyboardHost).keyboardFocusedView === email, "first responder (any)")
expect(focusOf(checkout) === email, "first responder (generic)")
expect(focusOf(custom) == nil, "focus override wins")
field.becomeFirstResponder()  // a view in another window
expect(checkout.keyboardFocusedView == nil, "first responder outside the view")

// MARK: End to end: a keyboard notification shifts the controller's view through UIKit animation.
UIView._standInAnimations = []
checkout.registerKeyboardNotifications()
let show = KeyboardEvent(
    kind: .willShow, beginFrame: CGRect(x: 0, y: 844, width: 390, height: 336),
    endFrame: CGRect(x: 0, y: 508, width: 390, height: 336), duration: 0.25, curve: .keyboard, isLocal: true)
checkout.center.post(show.notification())
expect(checkout.view.frame.origin.y == -336, "full-view shift: \(checkout.view.frame)")
expect(UIView._standInAnimations.last?.options.rawValue == 0x70006, "shift animated with the keyboard curve")
let hide = KeyboardEvent(
    kind: .willHide, beginFrame: show.endFrame, endFrame: CGRect(x: 0, y: 844, width: 390, height: 336), duration: 0.25,
    curve: .keyboard,
    isLocal: true)
checkout.center.post(hide.notification())
expect(checkout.view.frame.origin.y == 0, "restored: \(checkout.view.frame)")
expect(checkout.view.transform == .identity, "the shift is a translation, removed exactly: \(checkout.view.transform)")
// iOS 16.1 and later name the keyboard's screen: a keyboard on another screen moves nothing.
expect(checkout.view.keyboardScreenIdentity == ObjectIdentifier(phoneScreen), "the view's screen")
checkout.center.post(show.notification(object: UIScreen(_standInBounds: phoneScreen.bounds)))
expect(checkout.view.frame.origin.y == 0, "moved for another screen's keyboard: \(checkout.view.frame)")
checkout.center.post(hide.notification(object: phoneScreen))
checkout.center.post(show.notification(object: phoneScreen))
expect(checkout.view.frame.origin.y == -336, "its own screen's keyboard: \(checkout.view.frame)")
checkout.center.post(hide.notification(object: phoneScreen))
checkout.unregisterKeyboardNotifications()

// MARK: KeyboardCapableViewController: a subclass two levels down overrides hooks with `override`
class FamilyBase: KeyboardCapableViewController {
    let center = NotificationCenter()
    override var keyboardNotificationCenter: NotificationCenter { center }
}
final class FamilyMember: FamilyBase {
    var heard: [String] = []
    override func keyboardWillShow(_ event: KeyboardEvent) {
        heard.append("willShow")
        super.keyboardWillShow(event)
    }
    override func avoidKeyboard(_ transition: KeyboardTransition) {
        heard.append("avoid")
        super.avoidKeyboard(transition)
    }
    override func performKeyboardShowFullViewAnimation(overlap: CGFloat, animation: KeyboardAnimation) {
        super.performKeyboardShowFullViewAnimation(overlap: overlap + 10, animation: animation)
    }
}
let member = FamilyMember()
let memberWindow = UIWindow(windowScene: phoneScene)
memberWindow.addSubview(member.view)
member.registerKeyboardNotifications()
member.center.post(show.notification())
expect(member.heard == ["willShow", "avoid"], "the subclass's overrides are the hooks: \(member.heard)")
expect(member.view.frame.origin.y == -346, "the overridden shift, 10 pt more: \(member.view.frame)")
member.center.post(hide.notification())
expect(member.view.frame.origin.y == 0, "restored: \(member.view.frame)")
member.unregisterKeyboardNotifications()

// MARK: End to end: inset strategy on a UIScrollView, bottom-constraint strategy on an
// NSLayoutConstraint (a 390×844 phone, 34 pt home indicator, a 336 pt keyboard).
final class ScrollForm: UIViewController, KeyboardInsetAdjusting, KeyboardHost {
    let keyboardStorage = KeyboardStorage()
    let center = NotificationCenter()
    var keyboardNotificationCenter: NotificationCenter { center }
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    var keyboardScrollView: any KeyboardScrollable { scroll }
}
let form2 = ScrollForm()
let formWindow = UIWindow(windowScene: phoneScene)
formWindow.addSubview(form2.view)
form2.view.addSubview(form2.scroll)
form2.scroll._standInSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
form2.scroll.contentOffset = CGPoint(x: 0, y: 100)
let zip = UIView(frame: CGRect(x: 16, y: 700, width: 358, height: 44))
zip._standInCanBecomeFirstResponder = true
form2.scroll.addSubview(zip)
zip.becomeFirstResponder()
form2.registerKeyboardNotifications()
form2.center.post(show.notification())
expect(
    form2.scroll.contentInset.bottom == 302, "content inset = overlap beyond safe area: \(form2.scroll.contentInset)")
expect(form2.scroll.verticalScrollIndicatorInsets.bottom == 302, "indicator inset")
expect(
    form2.scroll._standInScrolledRects.last?.0 == CGRect(x: 16, y: 684, width: 358, height: 76),
    "scrolled to the field with 16 pt padding: \(String(describing: form2.scroll._standInScrolledRects.last))")
form2.center.post(hide.notification())
expect(
    form2.scroll.contentInset.bottom == 0 && form2.scroll.verticalScrollIndicatorInsets.bottom == 0, "insets restored")
// A standalone scroll view whose content fits gets no safe area from UIKit: the whole overlap.
form2.scroll._standInAdjustsForSafeArea = false
form2.center.post(show.notification())
expect(form2.scroll.contentInset.bottom == 336, "content inset = the whole overlap: \(form2.scroll.contentInset)")
form2.center.post(hide.notification())
form2.unregisterKeyboardNotifications()

final class Compose: UIViewController, KeyboardConstraintAdjusting, KeyboardHost {
    let keyboardStorage = KeyboardStorage()
    let center = NotificationCenter()
    var keyboardNotificationCenter: NotificationCenter { center }
    let bottom = NSLayoutConstraint()
    var keyboardBottomConstraint: any KeyboardAdjustableConstraint { bottom }
}
let compose = Compose()
let composeWindow = UIWindow(windowScene: phoneScene)
composeWindow.addSubview(compose.view)
compose.view._standInSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
compose.registerKeyboardNotifications()
let layoutsBefore = compose.view._standInLayoutCount
compose.center.post(show.notification())
expect(compose.bottom.constant == -302, "constant = -(overlap beyond safe area): \(compose.bottom.constant)")
expect(compose.view._standInLayoutCount == layoutsBefore + 1, "strategy laid out the root view")
compose.center.post(hide.notification())
expect(compose.bottom.constant == 0, "constant restored")
// A sheet presented over the screen leaves it registered; the keyboard is the sheet's.
compose._standInPresented = UIViewController()
expect(compose.keyboardIsBehindPresentation, "presenting: behind the presentation")
compose.center.post(show.notification())
expect(compose.bottom.constant == 0, "the screen behind its sheet did not move: \(compose.bottom.constant)")
compose._standInPresented = UISearchController()
expect(!compose.keyboardIsBehindPresentation, "an active search controller edits this screen's content")
compose._standInPresented = UIViewController()
compose._standInPresented?._standInIsBeingDismissed = true
expect(!compose.keyboardIsBehindPresentation, "a presentation being dismissed no longer covers it")
compose._standInPresented = nil
compose.center.post(hide.notification())
// Written the other way round, safeArea.bottom = bar.bottom + constant: the constant grows.
let safeGuide = UILayoutGuide()
compose.bottom._standInItems = (safeGuide, compose.view)
expect(compose.bottom.keyboardConstraintDirection == .increasingRaises, "guide first: increasing raises")
compose.center.post(show.notification())
expect(compose.bottom.constant == 302, "constant = +(overlap beyond safe area): \(compose.bottom.constant)")
compose.center.post(hide.notification())
expect(compose.bottom.constant == 0, "constant restored")
let bar = UIView(frame: .zero)
compose.view.addSubview(bar)
compose.bottom._standInItems = (bar, safeGuide)
expect(compose.bottom.keyboardConstraintDirection == .decreasingRaises, "view first: decreasing raises")
compose.bottom._standInItems = (compose.view, bar)
expect(compose.bottom.keyboardConstraintDirection == .increasingRaises, "superview first: increasing raises")
compose.unregisterKeyboardNotifications()

// MARK: End to end: minimal reveal finds the first responder through the adapter, and follow moves
// a UIButton (a 390×844 phone, a 336 pt keyboard whose top is at y 508).
final class Login: UIViewController, KeyboardRevealing, KeyboardHost, UITextFieldDelegate {
    let keyboardStorage = KeyboardStorage()
    let center = NotificationCenter()
    var keyboardNotificationCenter: NotificationCenter { center }
    let code = UITextField(frame: CGRect(x: 16, y: 600, width: 358, height: 44))
    func textFieldDidBeginEditing(_ textField: UITextField) { updateKeyboardAvoidance() }
}
let login = Login()
let loginWindow = UIWindow(windowScene: phoneScene)
loginWindow.addSubview(login.view)
login.view.addSubview(login.code)
login.registerKeyboardNotifications()
login.center.post(show.notification())
expect(login.view.frame.origin.y == 0, "nothing focused, nothing moves: \(login.view.frame)")
login.code.becomeFirstResponder()
login.textFieldDidBeginEditing(login.code)
expect(login.view.frame.origin.y == -152, "code field revealed with 16 pt: \(login.view.frame)")
login.center.post(hide.notification())
expect(login.view.frame.origin.y == 0, "reveal restored: \(login.view.frame)")
login.unregisterKeyboardNotifications()

final class Post: UIViewController, KeyboardFollowing, KeyboardHost {
    let keyboardStorage = KeyboardStorage()
    let center = NotificationCenter()
    var keyboardNotificationCenter: NotificationCenter { center }
    let send = UIButton(frame: CGRect(x: 294, y: 790, width: 80, height: 44))
    var keyboardFollowingView: any KeyboardLayoutView { send }
}
let post = Post()
let postWindow = UIWindow(windowScene: phoneScene)
postWindow.addSubview(post.view)
post.view.addSubview(post.send)
post.registerKeyboardNotifications()
post.center.post(show.notification())
expect(post.send.frame.maxY == 508, "the send button rides on the keyboard: \(post.send.frame)")
post.center.post(hide.notification())
expect(post.send.frame.origin.y == 790, "the send button is back: \(post.send.frame)")
expect(post.send.transform == .identity, "the follow is a translation, removed exactly")
post.unregisterKeyboardNotifications()

// MARK: A text view reveals its caret; other views their bounds.
let notes = UITextView(frame: CGRect(x: 0, y: 0, width: 358, height: 600))
expect(notes.keyboardRevealRect == notes.bounds, "no selection: the bounds")
notes.selectedTextRange = UITextRange()
expect(notes.keyboardRevealRect == notes.bounds, "a null caret rect: the bounds")
notes._standInCaret = CGRect(x: 40, y: 400, width: 2, height: 22)
expect(notes.keyboardRevealRect == notes._standInCaret, "the caret rect: \(notes.keyboardRevealRect)")
expect(post.send.keyboardRevealRect == post.send.bounds, "a button: its bounds")

// MARK: A controller in the classic shape: the protocol and the two calls, no stored property.
final class ClassicShape: UIViewController, KeyboardCapable {}
let classic = ClassicShape()
let other = ClassicShape()
expect(classic.keyboardStorage === classic.keyboardStorage, "one storage per controller, kept")
expect(classic.keyboardStorage !== other.keyboardStorage, "each controller has its own storage")
classic.registerKeyboardNotifications()
expect(classic.isKeyboardRegistered, "registers through the associated storage")
classic.unregisterKeyboardNotifications()
expect(!classic.isKeyboardRegistered, "unregisters")

// MARK: Interactive dismissal: the tracker follows the keyboard layout guide while a finger drags
// a scroll view with keyboardDismissMode .interactive (a 390×844 phone, a 336 pt keyboard).
final class Chat: UIViewController, KeyboardFollowing, KeyboardHost {
    let keyboardStorage = KeyboardStorage()
    let center = NotificationCenter()
    var keyboardNotificationCenter: NotificationCenter { center }
    let messages = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 790))
    let send = UIButton(frame: CGRect(x: 294, y: 790, width: 80, height: 44))
    var keyboardFollowingView: any KeyboardLayoutView { send }
}
/// The keyboard's show frame moved down so that its top is at `top`.
@MainActor func dragged(to top: CGFloat) -> CGRect { show.endFrame.offsetBy(dx: 0, dy: top - show.endFrame.minY) }
/// A finger holds the keyboard with its top at `top`: the guide moves and UIKit lays out.
@MainActor func fingerHolds(_ top: CGFloat, in window: UIWindow) {
    UIKeyboardLayoutGuide._standInKeyboardFrame = dragged(to: top)
    window._standInLayOutTree()
}
let chat = Chat()
let chatWindow = UIWindow(windowScene: phoneScene)
chatWindow.addSubview(chat.view)
chat.view.addSubview(chat.messages)
chat.view.addSubview(chat.send)
expect(!chat.isTrackingInteractiveDismissal, "nothing installed before the controller asks")
let subviewsBefore = chat.view.subviews.count
chat.startTrackingInteractiveDismissal(in: chat.messages)
chat.startTrackingInteractiveDismissal(in: chat.messages)
expect(chat.isTrackingInteractiveDismissal, "tracking once asked")
expect(chat.view.subviews.count == subviewsBefore + 1, "one tracker view, however often asked")
let probe = chat.view.subviews.first
expect(probe?.isUserInteractionEnabled == false, "the tracker takes no touches")
expect(
    probe?.frame.height == 844 + 4096, "the tracker reaches below the root view: \(String(describing: probe?.frame))")
expect(probe?.keyboardLayoutGuide.usesBottomSafeArea == false, "its own guide ends at its bottom")
chat.registerKeyboardNotifications()
chat.center.post(show.notification())
UIKeyboardLayoutGuide._standInKeyboardFrame = show.endFrame
chatWindow._standInLayOutTree()
let chatMonitor = KeyboardMonitor.monitor(for: chat.center)
expect(chat.send.frame.maxY == 508, "the send button rides on the shown keyboard: \(chat.send.frame)")
expect(chatMonitor.state.lastVisibleEvent?.isInteractive == false, "a layout pass at rest feeds nothing")
chat.messages._standInIsDragging = true
fingerHolds(592, in: chatWindow)
expect(chat.send.frame.maxY == 508, "a drag without interactive dismissal is not followed: \(chat.send.frame)")
chat.messages.keyboardDismissMode = .interactive
for top: CGFloat in [592, 676, 760] {
    fingerHolds(top, in: chatWindow)
    expect(chat.send.frame.maxY == top, "the send button on the dragged keyboard's top \(top): \(chat.send.frame)")
    expect(chatMonitor.state.frame == dragged(to: top), "the monitor's frame: \(chatMonitor.state.frame)")
}
expect(chatMonitor.state.lastVisibleEvent?.isInteractive == true, "fed as tracked frames")
fingerHolds(840, in: chatWindow)
expect(chat.send.frame.origin.y == 790, "below its resting bottom the keyboard no longer lifts it: \(chat.send.frame)")
chat.messages._standInIsDragging = false
UIKeyboardLayoutGuide._standInKeyboardFrame = nil
chat.center.post(hide.notification())
chatWindow._standInLayOutTree()
expect(chat.send.frame.origin.y == 790 && chat.send.transform == .identity, "the release's hide restores exactly")
// The spring-back: a drag halfway, then the show on release.
chat.center.post(show.notification())
chat.messages._standInIsDragging = true
fingerHolds(676, in: chatWindow)
expect(chat.send.frame.maxY == 676, "halfway down: \(chat.send.frame)")
chat.messages._standInIsDragging = false
UIKeyboardLayoutGuide._standInKeyboardFrame = show.endFrame
chat.center.post(show.notification())
chatWindow._standInLayOutTree()
expect(chat.send.frame.maxY == 508, "the spring-back's show docks the button again: \(chat.send.frame)")
chat.center.post(hide.notification())
UIKeyboardLayoutGuide._standInKeyboardFrame = nil
chat.stopTrackingInteractiveDismissal()
expect(!chat.isTrackingInteractiveDismissal, "stopping removes the tracker")
expect(chat.view.subviews.count == subviewsBefore, "nothing left behind")
chat.center.post(show.notification())
chat.messages._standInIsDragging = true
fingerHolds(676, in: chatWindow)
expect(chat.send.frame.maxY == 508, "no longer followed once stopped: \(chat.send.frame)")
chat.messages._standInIsDragging = false
chat.center.post(hide.notification())
UIKeyboardLayoutGuide._standInKeyboardFrame = nil
chat.unregisterKeyboardNotifications()

// A root view the full-view shift moved up: the tracker, reaching below it, still sees the keyboard.
let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
list.keyboardDismissMode = .interactiveWithAccessory
checkout.view.addSubview(list)
checkout.startTrackingInteractiveDismissal(in: list)
checkout.registerKeyboardNotifications()
checkout.center.post(show.notification())
expect(checkout.view.frame.origin.y == -336, "shifted by the keyboard: \(checkout.view.frame)")
list._standInIsDragging = true
fingerHolds(592, in: phoneWindow)
expect(checkout.view.frame.origin.y == -252, "the shift follows the dragged keyboard: \(checkout.view.frame)")
fingerHolds(760, in: phoneWindow)
expect(checkout.view.frame.origin.y == -84, "and shrinks with it: \(checkout.view.frame)")
list._standInIsDragging = false
UIKeyboardLayoutGuide._standInKeyboardFrame = nil
checkout.center.post(hide.notification())
expect(checkout.view.frame.origin.y == 0 && checkout.view.transform == .identity, "restored: \(checkout.view.frame)")
checkout.stopTrackingInteractiveDismissal()
checkout.unregisterKeyboardNotifications()

// MARK: iOS 26 keyboard messages -> KeyboardEvent (KeyboardEvent+UIKitMessages.swift)
#if compiler(>=6.2)
    if #available(iOS 26, *) {
        let messageScreen = UIScreen(_standInBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
        let raised = CGRect(x: 0, y: 553, width: 390, height: 291)
        let lowered = CGRect(x: 0, y: 844, width: 390, height: 291)
        let willShow = UIResponder.KeyboardWillShowMessage(
            beginFrame: lowered, endFrame: raised, animationDuration: 0.25, animationCurve: .easeOut, isLocal: true,
            screen: messageScreen)
        // Each of the six initialisers reads its message as the kit reads the notification UIKit
        // posts for it (the stand-in's makeNotification), screen included.
        let fromMessages: [KeyboardEvent?] = [
            try? KeyboardEvent(willShow),
            try? KeyboardEvent(
                UIResponder.KeyboardDidShowMessage(
                    beginFrame: lowered, endFrame: raised, animationDuration: 0, animationCurve: .easeInOut,
                    isLocal: true, screen: messageScreen)),
            try? KeyboardEvent(
                UIResponder.KeyboardWillHideMessage(
                    beginFrame: raised, endFrame: lowered, animationDuration: 0.25, animationCurve: .linear,
                    isLocal: false, screen: messageScreen)),
            try? KeyboardEvent(
                UIResponder.KeyboardDidHideMessage(
                    beginFrame: raised, endFrame: lowered, animationDuration: 0, animationCurve: .easeIn,
                    isLocal: true, screen: messageScreen)),
            try? KeyboardEvent(
                UIResponder.KeyboardWillChangeFrameMessage(
                    beginFrame: lowered, endFrame: raised, animationDuration: 0.4, animationCurve: .easeOut,
                    isLocal: true, screen: messageScreen)),
            try? KeyboardEvent(
                UIResponder.KeyboardDidChangeFrameMessage(
                    beginFrame: lowered, endFrame: raised, animationDuration: 0, animationCurve: .easeInOut,
                    isLocal: true, screen: messageScreen)),
        ]
        let fromNotifications: [KeyboardEvent?] = [
            try? KeyboardEvent(notification: UIResponder.KeyboardWillShowMessage.makeNotification(willShow)),
            try? KeyboardEvent(
                notification: UIResponder.KeyboardDidShowMessage.makeNotification(
                    .init(
                        beginFrame: lowered, endFrame: raised, animationDuration: 0, animationCurve: .easeInOut,
                        isLocal: true, screen: messageScreen))),
            try? KeyboardEvent(
                notification: UIResponder.KeyboardWillHideMessage.makeNotification(
                    .init(
                        beginFrame: raised, endFrame: lowered, animationDuration: 0.25, animationCurve: .linear,
                        isLocal: false, screen: messageScreen))),
            try? KeyboardEvent(
                notification: UIResponder.KeyboardDidHideMessage.makeNotification(
                    .init(
                        beginFrame: raised, endFrame: lowered, animationDuration: 0, animationCurve: .easeIn,
                        isLocal: true, screen: messageScreen))),
            try? KeyboardEvent(
                notification: UIResponder.KeyboardWillChangeFrameMessage.makeNotification(
                    .init(
                        beginFrame: lowered, endFrame: raised, animationDuration: 0.4, animationCurve: .easeOut,
                        isLocal: true, screen: messageScreen))),
            try? KeyboardEvent(
                notification: UIResponder.KeyboardDidChangeFrameMessage.makeNotification(
                    .init(
                        beginFrame: lowered, endFrame: raised, animationDuration: 0, animationCurve: .easeInOut,
                        isLocal: true, screen: messageScreen))),
        ]
        expect(fromMessages.map { $0?.kind } == KeyboardEvent.Kind.allCases, "message kinds: \(fromMessages)")
        expect(fromMessages == fromNotifications, "messages read as their notifications: \(fromMessages)")
        expect(
            fromMessages.allSatisfy { $0?.screen == ObjectIdentifier(messageScreen) }, "the message's screen")
        expect(fromMessages[2]?.isLocal == false && fromMessages[2]?.curve == .linear, "will-hide values")
        // The reader's validation: a show with a frame that is not finite is an error; a hide with
        // one reads as CGRect.zero (KeyboardFacts §2).
        let nowhere = CGRect(x: CGFloat.infinity, y: CGFloat.infinity, width: 0, height: 0)
        expect(
            (try? KeyboardEvent(
                UIResponder.KeyboardWillShowMessage(
                    beginFrame: lowered, endFrame: nowhere, animationDuration: 0.25, animationCurve: .easeOut,
                    isLocal: true, screen: messageScreen))) == nil, "a non-finite show frame is rejected")
        expect(
            (try? KeyboardEvent(
                UIResponder.KeyboardDidHideMessage(
                    beginFrame: raised, endFrame: nowhere, animationDuration: 0, animationCurve: .easeOut,
                    isLocal: true, screen: messageScreen)))?.endFrame == .zero, "a non-finite hide frame reads as zero")
        // UIKit's identifier and the kit's side by side: no ambiguity, one message each.
        let messageCenter = NotificationCenter()
        var uikitEvents: [KeyboardEvent] = []
        var kitEvents: [KeyboardEvent] = []
        let uikitToken = messageCenter.addObserver(of: messageScreen, for: .keyboardWillShow) { message in
            if let event = try? KeyboardEvent(message) { uikitEvents.append(event) }
        }
        let kitToken = messageCenter.addObserver(of: messageScreen, for: .keyboardEventWillShow) { message in
            kitEvents.append(message.event)
        }
        messageCenter.post(willShow, subject: messageScreen)
        if let kitMessage = KeyboardEvent.WillShowMessage.makeMessage(
            UIResponder.KeyboardWillShowMessage.makeNotification(willShow))
        {
            messageCenter.post(kitMessage, subject: messageScreen)
        }
        messageCenter.removeObserver(uikitToken)
        messageCenter.removeObserver(kitToken)
        expect(uikitEvents == [fromMessages[0]].compactMap { $0 }, "UIKit's message observed: \(uikitEvents)")
        expect(kitEvents == uikitEvents, "the kit's message of UIKit's notification: \(kitEvents)")
    }
#endif

if failures > 0 {
    print("uikit-adapter-smoke: \(failures) failure(s)")
    exit(1)
}
print("uikit-adapter-smoke: all checks passed")
