import KeyboardAvoidanceAssertions
import Testing

// A comment composer written from the README with the kit's defaults: its bar follows the keyboard
// and its list is inset, and it has no viewDidLayoutSubviews of its own. The kit keeps it right
// through the root view's layout passes and transitions by itself (KeyboardFacts §7).

/// A list of comments filling the screen and a comment bar that follows the keyboard; nothing else.
@MainActor
private final class CommentComposer: HeadlessViewController, KeyboardInsetAdjusting, KeyboardFollowing {
    let list = HeadlessScrollView(name: "comments")
    let bar = HeadlessView(name: "commentBar")
    let field = HeadlessView(name: "commentField")

    var keyboardScrollView: any KeyboardScrollView { list }
    var keyboardFollowingView: any KeyboardLayoutView { bar }

    override func viewDidLoad() {
        view.addSubview(list)
        view.addSubview(bar)
        bar.addSubview(field)
        list.constraintLayout = { $0.bounds }
        list.contentSize = CGSize(width: 320, height: 2_000)
        bar.constraintLayout = { root in
            CGRect(x: 0, y: root.bounds.height - root.safeAreaInsets.bottom - 52, width: root.bounds.width, height: 52)
        }
        field.constraintLayout = { $0.bounds.insetBy(dx: 12, dy: 8) }
    }
    override func viewIsAppearing() { registerKeyboardNotifications() }
    override func viewWillDisappear() { unregisterKeyboardNotifications() }
}

@MainActor
@Suite struct CommentComposerLawTests {
    @Test("A following, inset composer with no viewDidLayoutSubviews obeys every law on every profile")
    func composerObeysEveryLaw() {
        for device in KeyboardDeviceProfile.catalogue {
            let violations = KeyboardLawChecker(device: device) { environment in
                let composer = CommentComposer(notificationCenter: environment.center)
                composer.present(in: environment.window)
                composer.focus(composer.field)
                return composer
            }.violations()
            #expect(violations.isEmpty, "\(device): \(violations.map(\.report))")
        }
    }
}
