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

// Chat lift policies: a pure function of the list's offset, its range and the inset change, and the
// inset approach moving a message list by it under every device's keyboard.

/// A chat: a full-screen message list three screens long, inverted or not, and an input bar that
/// follows the keyboard; the list opens at its newest messages unless `opensAt` says otherwise.
@MainActor
private final class Chat: HeadlessViewController, KeyboardInsetAdjusting, KeyboardFollowing {
    let list = HeadlessScrollView(name: "list")
    let bar = HeadlessView(name: "bar")
    let field = HeadlessView(name: "field")
    let lift: KeyboardChatLift
    /// Where the list opens: 1 at its newest messages, 0 at its oldest.
    let opensAt: CGFloat

    var keyboardScrollView: any KeyboardScrollView { list }
    var keyboardFollowingView: any KeyboardLayoutView { bar }
    var keyboardChatLift: KeyboardChatLift { lift }

    init(center: NotificationCenter, lift: KeyboardChatLift, inverted: Bool = false, opensAt: CGFloat = 1) {
        (self.lift, self.opensAt) = (lift, opensAt)
        super.init(notificationCenter: center)
        list.isInverted = inverted
    }

    override func viewDidLoad() {
        view.addSubview(list)
        view.addSubview(bar)
        bar.addSubview(field)
        list.constraintLayout = { $0.bounds }
        bar.constraintLayout = { root in
            CGRect(x: 0, y: root.bounds.height - root.safeAreaInsets.bottom - 52, width: root.bounds.width, height: 52)
        }
        field.constraintLayout = { $0.bounds.insetBy(dx: 12, dy: 8) }
        list.keyboardContentInsetBottom = 52
    }

    private var opened = false
    override func viewDidLayoutSubviews() {
        list.contentSize = CGSize(width: view.bounds.width, height: view.bounds.height * 3)
        guard !opened, view.bounds.height > 0 else { return }
        opened = true
        let range = list.keyboardOffsetRange
        let newest = list.isInverted ? range.lowerBound : range.upperBound
        let oldest = list.isInverted ? range.upperBound : range.lowerBound
        list.contentOffset.y = oldest + (newest - oldest) * opensAt
    }

    override func viewIsAppearing() { registerKeyboardNotifications() }

    /// How far the newest content's edge is from the top of the keyboard's inset (0: right on it).
    var newestGap: CGFloat {
        let range = list.keyboardOffsetRange
        return list.isInverted ? list.contentOffset.y - range.lowerBound : range.upperBound - list.contentOffset.y
    }
}

@MainActor
@Suite struct ChatLiftTests {
    // MARK: The pure function

    @Test(arguments: KeyboardChatLift.allCases)
    func atTheNewestMessagesEveryLiftButNeverKeepsThemInSight(lift: KeyboardChatLift) {
        // A list that rests at 0...1000 shows its newest messages at 1000; the keyboard adds 300.
        let shown = lift.contentOffset(1000, from: 0...1000, to: 0...1300, insetChange: 300)
        #expect(shown == (lift == .never ? 1000 : 1300))
        // The keyboard goes: back to the newest messages, wherever the content was.
        let hidden = lift.contentOffset(shown, from: 0...1300, to: 0...1000, insetChange: -300)
        #expect(hidden == 1000)
    }

    @Test func readingHistoryOnlyAlwaysAndPersistentMove() {
        let offsets = KeyboardChatLift.allCases.map {
            $0.contentOffset(400, from: 0...1000, to: 0...1300, insetChange: 300)
        }
        #expect(offsets == [700, 400, 700, 400])  // always, whenAtEnd, persistent, never
        let back = KeyboardChatLift.allCases.map {
            $0.contentOffset(700, from: 0...1300, to: 0...1000, insetChange: -300)
        }
        #expect(back == [400, 700, 700, 700])  // persistent keeps where the reader left it
    }

    @Test func theResultStaysInTheNewRange() {
        // A short conversation: nothing to scroll before or after the keyboard.
        #expect(KeyboardChatLift.always.contentOffset(-47, from: -47 ... -47, to: -47 ... -47, insetChange: 300) == -47)
        #expect(KeyboardChatLift.always.contentOffset(0, from: 0...100, to: 0...250, insetChange: 300) == 250)
        #expect(KeyboardChatLift.always.contentOffset(50, from: 0...100, to: 0...100, insetChange: .nan) == 50)
    }

    @Test func anInvertedListsNewestMessagesAreAtItsLowestOffset() {
        func lifted(_ lift: KeyboardChatLift, from offset: CGFloat) -> CGFloat {
            lift.contentOffset(offset, from: -34...2000, to: -334...2000, insetChange: 300, inverted: true)
        }
        #expect(lifted(.always, from: -34) == -334)
        #expect(lifted(.whenAtEnd, from: 500) == 500)
        #expect(lifted(.whenAtEnd, from: -34) == -334)
    }

    // MARK: On every device

    @Test(arguments: KeyboardChatLift.allCases)
    func theNewestMessagesRideTheKeyboardOnEveryProfile(lift: KeyboardChatLift) {
        for device in KeyboardDeviceProfile.catalogue {
            for inverted in [false, true] {
                let (chat, keyboard) = device.present(
                    { Chat(center: $0, lift: lift, inverted: inverted) }, focusing: { $0.field })
                let before = chat.list.contentOffset.y
                keyboard.show()
                let covered = chat.list.keyboardContentInsetBottom - 52
                #expect(covered > 0, "\(device)")
                if lift == .never {
                    #expect(chat.list.contentOffset.y == before, "\(device), inverted \(inverted)")
                } else {
                    #expect(abs(chat.newestGap) < 0.001, "\(device), inverted \(inverted)")
                }
                keyboard.hide()
                #expect(chat.list.contentOffset.y == before, "\(device), inverted \(inverted)")
            }
        }
    }

    @Test(arguments: KeyboardChatLift.allCases)
    func historyBeingReadMovesAsThePolicySaysOnEveryProfile(lift: KeyboardChatLift) {
        for device in KeyboardDeviceProfile.catalogue {
            let (chat, keyboard) = device.present(
                { Chat(center: $0, lift: lift, opensAt: 0.5) }, focusing: { $0.field })
            let before = chat.list.contentOffset.y
            keyboard.show()
            let delta = chat.list.keyboardContentInsetBottom - 52
            let moves = lift == .always || lift == .persistent
            #expect(chat.list.contentOffset.y == before + (moves ? delta : 0), "\(device)")
            keyboard.hide()
            #expect(chat.list.contentOffset.y == before + (lift == .persistent ? delta : 0), "\(device)")
        }
    }

    @Test func anInvertedListIsInsetAtItsTopAsAnUprightOneAtItsBottom() {
        for device in KeyboardDeviceProfile.catalogue {
            let insets = [false, true].map { inverted in
                let (chat, keyboard) = device.present(
                    { Chat(center: $0, lift: .always, inverted: inverted) }, focusing: { $0.field })
                keyboard.show()
                return (chat.list.adjustedContentInset.bottom, chat.list.adjustedContentInset.top)
            }
            #expect(insets[0].0 == insets[1].1, "\(device)")
            #expect(insets[1].0 == insets[0].1, "\(device): the inverted list's bottom is the top of its screen")
        }
    }

    @Test(arguments: [KeyboardChatLift.always, .whenAtEnd])
    func everyLawHoldsForAChatAtItsNewestMessagesOnEveryProfile(lift: KeyboardChatLift) {
        for device in KeyboardDeviceProfile.catalogue {
            KeyboardLawChecker(device: device) { environment in
                let chat = Chat(center: environment.center, lift: lift)
                chat.present(in: environment.window)
                chat.focus(chat.field)
                return chat
            }.check()
        }
    }
}
