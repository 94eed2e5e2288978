// Every `swift` example of README.md and of the DocC articles that uses UIKit, verbatim (without
// its imports), so that it compiles against Apple's iOS SDK (Scripts/check-apple-sdk.sh). Each
// sits in an enum of its own so that names may repeat. DocumentationTests (in
// KeyboardAvoidanceTestingTests) fails when a documented example is missing here: change both
// together. On Linux this file compiles to nothing.
#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import KeyboardAvoidance
    import KeyboardAvoidanceUIKit
    import UIKit

    /// README.md, Getting started, the KeyboardAvoidance landing page and Shifting the whole view.
    enum QuickStart {
        final class TransferConfirmViewController: UIViewController, KeyboardCapable {
            override func viewIsAppearing(_ animated: Bool) {
                super.viewIsAppearing(animated)
                registerKeyboardNotifications()
            }

            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                unregisterKeyboardNotifications()
            }
        }
    }

    /// When the keyboard covers a field on a device.
    enum LawMonitor {
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            #if DEBUG
                let keyboardLaws = KeyboardLawMonitor()  // checks every registered screen while the app runs
            #endif
        }
    }

    /// README.md: picking an approach.
    enum QuickStartApproach {
        final class CreatePostViewController: UIViewController, KeyboardFollowing {
            @IBOutlet var sendButton: UIButton!
            var keyboardFollowingView: any KeyboardLayoutView { sendButton }
        }
    }

    /// Following the keyboard.
    enum FollowingTheKeyboard {
        final class CreatePostViewController: UIViewController, KeyboardFollowing {
            @IBOutlet var sendButton: UIButton!
            var keyboardFollowingView: any KeyboardLayoutView { sendButton }

            override func viewIsAppearing(_ animated: Bool) {
                super.viewIsAppearing(animated)
                registerKeyboardNotifications()
            }

            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                unregisterKeyboardNotifications()
            }
        }
    }

    /// Following the keyboard: while a finger drags the keyboard.
    enum FollowingWhileDragged {
        final class CommentViewController: UIViewController, KeyboardFollowing {
            @IBOutlet var textView: UITextView!
            @IBOutlet var sendButton: UIButton!
            var keyboardFollowingView: any KeyboardLayoutView { sendButton }

            override func viewDidLoad() {
                super.viewDidLoad()
                textView.keyboardDismissMode = .interactive
                startTrackingInteractiveDismissal(in: textView)
            }
        }
    }

    /// Adjusting a bottom constraint.
    enum AdjustingABottomConstraint {
        final class ChatViewController: UIViewController, KeyboardConstraintAdjusting {
            @IBOutlet var messagesBottom: NSLayoutConstraint!
            var keyboardBottomConstraint: any KeyboardLayoutConstraint { messagesBottom }

            override func viewIsAppearing(_ animated: Bool) {
                super.viewIsAppearing(animated)
                registerKeyboardNotifications()
            }

            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                unregisterKeyboardNotifications()
            }
        }
    }

    /// Insetting a scroll view.
    enum InsettingAScrollView {
        final class SettingsViewController: UIViewController, KeyboardInsetAdjusting {
            @IBOutlet var scrollView: UIScrollView!
            var keyboardScrollView: any KeyboardScrollView { scrollView }

            override func viewIsAppearing(_ animated: Bool) {
                super.viewIsAppearing(animated)
                registerKeyboardNotifications()
            }

            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                unregisterKeyboardNotifications()
            }
        }
    }

    /// Resizing to fit.
    enum ResizingToFit {
        final class ResizingTableViewController: UIViewController, KeyboardResizing {
            @IBOutlet var tableView: UITableView!
            var keyboardResizingView: any KeyboardLayoutView { tableView }

            override func viewIsAppearing(_ animated: Bool) {
                super.viewIsAppearing(animated)
                registerKeyboardNotifications()
            }

            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                unregisterKeyboardNotifications()
            }

            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                updateKeyboardAvoidance(animation: .immediate)  // the layout pass gave the table its full height
            }
        }
    }

    /// Revealing the focused field.
    enum RevealingTheFocusedField {
        final class LoginViewController: UIViewController, KeyboardRevealing {
            override func viewIsAppearing(_ animated: Bool) {
                super.viewIsAppearing(animated)
                registerKeyboardNotifications()
            }

            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                unregisterKeyboardNotifications()
            }
        }
    }

    /// Revealing the focused field: moving through the fields.
    enum MovingThroughTheFields {
        final class LoginViewController: UIViewController, KeyboardRevealing, KeyboardFocusChain {
            override func viewDidLoad() {
                super.viewDidLoad()
                installKeyboardFocusBar()
            }

            func keyboardFocusChainDidEnd() { signIn() }
        }
    }

    extension MovingThroughTheFields.LoginViewController {
        func signIn() {}
    }

    /// Combining approaches.
    enum CombiningApproaches {
        final class ChatViewController: UIViewController, KeyboardInsetAdjusting, KeyboardFollowing {
            @IBOutlet var messageList: UITableView!
            @IBOutlet var inputBar: UIView!
            var keyboardScrollView: any KeyboardScrollView { messageList }
            var keyboardFollowingView: any KeyboardLayoutView { inputBar }

            override func viewIsAppearing(_ animated: Bool) {
                super.viewIsAppearing(animated)
                registerKeyboardNotifications()
            }

            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                unregisterKeyboardNotifications()
            }
        }
    }

    /// Adopting KeyboardCapable: replacing a default.
    enum ReplacingADefault {
        final class NotesViewController: UIViewController, KeyboardCapable {
            @IBOutlet var toolbarBottom: NSLayoutConstraint!  // toolbar.bottom = view.bottom + constant

            func avoidKeyboard(_ transition: KeyboardTransition) {
                let covered = transition.overlap(withScreenRect: view.frameInScreen)
                keyboardAnimator.animate(transition.animation) {
                    self.toolbarBottom.constant = -covered
                    self.view.layoutIfNeeded()
                }
            }
        }
    }

    /// Adopting KeyboardCapable: subclassing, the pitfall.
    enum SubclassingPitfall {
        class FormViewController: UIViewController, KeyboardCapable {}

        final class SignUpViewController: FormViewController {
            func avoidKeyboard(_ transition: KeyboardTransition) {}  // never called by the kit
        }
    }

    /// Adopting KeyboardCapable: subclassing, the base class.
    enum SubclassingBaseClass {
        class FormViewController: KeyboardCapableViewController {}

        final class SignUpViewController: FormViewController {
            override func avoidKeyboard(_ transition: KeyboardTransition) {
                super.avoidKeyboard(transition)
                // … and more
            }
        }
    }

    // UIKit's typed keyboard messages come with the iOS 26 SDK (Xcode 26, Swift 6.2).
    #if compiler(>=6.2) && os(iOS)
        /// How the kit reads the keyboard: UIKit's typed messages.
        enum TypedMessages {
            @available(iOS 26, *)
            final class NoteViewController: UIViewController {
                @IBOutlet var toolbarBottom: NSLayoutConstraint!  // view.bottom = toolbar.bottom + constant
                private var keyboardToken: NotificationCenter.ObservationToken?

                override func viewIsAppearing(_ animated: Bool) {
                    super.viewIsAppearing(animated)
                    keyboardToken = NotificationCenter.default.addObserver(
                        of: UIScreen.self, for: .keyboardWillChangeFrame
                    ) { [weak self] message in
                        guard let self, let event = try? KeyboardEvent(message) else { return }
                        let transition = KeyboardTransition(event: event, screenBounds: view.keyboardScreenBounds)
                        toolbarBottom.constant = transition.overlap(withScreenRect: view.frameInScreen)
                    }
                }

                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    if let keyboardToken { NotificationCenter.default.removeObserver(keyboardToken) }
                    keyboardToken = nil
                }
            }
        }
    #endif
#endif
