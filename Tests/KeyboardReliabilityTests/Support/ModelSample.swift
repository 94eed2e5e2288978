import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceLaws
import KeyboardAvoidanceTesting
import KeyboardSamples

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The seven sample controllers of `KeyboardSamples`, as the model checker drives them.
///
/// Every sample is checked for the focused field: the full-view shift (capped so the field
/// stays below the top safe area), minimal reveal, the scroll form (bottom constraint and
/// scroll to focus), the reactive composer (its input field is scrolled into the inset list),
/// the resized table (its search field sits at the top of the table, which keeps its top),
/// the post composer (its text area is laid out to fit above the keyboard; only the send
/// button moves), and the chat screen (its input bar follows the keyboard over an inset list).
/// See ``ModelRun`` for the invariants.
enum ModelSample: String, CaseIterable, Sendable, CustomStringConvertible {
    case transfer, createPost, scrollForm, compose, resizing, login, chat

    /// The focusable fields, in the order `moveFocus(_:)` indexes them.
    var fieldCount: Int {
        switch self {
        case .transfer, .createPost, .compose, .resizing, .chat: 1
        case .scrollForm: 10
        case .login: 3
        }
    }

    /// The field focused when the sample is presented (the demo's choice).
    var initialField: Int {
        switch self {
        case .scrollForm: 7
        default: 0
        }
    }

    /// The sample's class name.
    var className: String {
        switch self {
        case .transfer: "TransferConfirmViewController"
        case .createPost: "CreatePostViewController"
        case .scrollForm: "ScrollFormViewController"
        case .compose: "ComposeMessageViewController"
        case .resizing: "ResizingTableViewController"
        case .chat: "ChatViewController"
        case .login: "LoginFormViewController"
        }
    }

    /// `.transfer`, as written in a reproduction.
    var description: String { ".\(rawValue)" }

    /// A new, not yet presented controller of this sample listening to `center`.
    @MainActor
    func make(center: NotificationCenter) -> SampleInstance {
        switch self {
        case .transfer:
            let screen = TransferConfirmViewController(center: center)
            return SampleInstance(sample: self, controller: screen, fields: [screen.amountField], host: { screen })
        case .createPost:
            let composer = CreatePostViewController(center: center)
            var instance = SampleInstance(
                sample: self, controller: composer, fields: [composer.textArea], host: { composer })
            instance.followingView = composer.sendButton
            return instance
        case .scrollForm:
            let form = ScrollFormViewController(center: center)
            var instance = SampleInstance(
                sample: self, controller: form, fields: form.fields, host: { form.keyboardHandler })
            instance.numbers = { [form.bottomConstraint?.constant ?? 0] }
            instance.owned = { [form.keyboardHandler] }
            return instance
        case .compose:
            let compose = ComposeMessageViewController(center: center)
            var instance = SampleInstance(
                sample: self, controller: compose, fields: [compose.inputField], host: { compose })
            instance.numbers = { [compose.keyboardOverlap] }
            if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
                instance.owned = { [compose.observableKeyboard] }
                instance.otherRegistrations = 1  // its ObservableKeyboard
                instance.observable = {
                    compose.observableKeyboard.map { ($0.attachment, $0.overlap, compose.messageList) }
                }
            }
            return instance
        case .resizing:
            let list = ResizingTableViewController(center: center)
            var instance = SampleInstance(sample: self, controller: list, fields: [list.searchField], host: { list })
            instance.resizedView = list.tableView
            return instance
        case .chat:
            let chat = ChatViewController(center: center)
            var instance = SampleInstance(sample: self, controller: chat, fields: [chat.inputField], host: { chat })
            instance.followingView = chat.inputBar
            return instance
        case .login:
            let login = LoginFormViewController(center: center)
            return SampleInstance(sample: self, controller: login, fields: login.fields, host: { login })
        }
    }
}

/// One live sample controller and what the invariants look at.
@MainActor
struct SampleInstance {
    let sample: ModelSample
    let controller: HeadlessViewController
    /// The focusable fields.
    let fields: [HeadlessView]
    /// The registered host: the controller, or the scroll form's handler object.
    let host: @MainActor () -> (any KeyboardCapable)?
    /// The view that follows the keyboard, if the sample has one.
    var followingView: HeadlessView?
    /// The view that is resized, if the sample has one.
    var resizedView: HeadlessView?
    /// Numbers that are part of the layout: a constraint's constant, a published overlap.
    var numbers: @MainActor () -> [CGFloat] = { [] }
    /// Objects the controller owns that must be released with it (handler, observable keyboard).
    var owned: @MainActor () -> [AnyObject?] = { [] }
    /// What an `ObservableKeyboard` of the sample publishes, with the view it measures (iOS 17,
    /// macOS 14 and later: the type is not named here, so the model runs on the package's floor).
    var observable: @MainActor () -> (attachment: KeyboardAttachment, overlap: CGFloat, view: HeadlessView)? = {
        nil
    }
    /// Registrations in the center's monitor besides the host's own.
    var otherRegistrations = 0

    init(
        sample: ModelSample, controller: HeadlessViewController, fields: [HeadlessView],
        host: @escaping @MainActor () -> (any KeyboardCapable)?
    ) {
        self.sample = sample
        self.controller = controller
        self.fields = fields
        self.host = host
    }

    /// Every layout value that must return exactly: each view's frame (the root's tree), each
    /// scroll view's content and indicator insets, the sample's numbers.
    ///
    /// Content offsets are left out: scrolling a field into view is not a change to undo.
    var snapshot: ModelSnapshot {
        var snapshot = ModelSnapshot()
        for view in controller.view.descendants {
            snapshot.frames.append(view.frame)
            if let scroll = view as? HeadlessScrollView {
                snapshot.insets.append(scroll.contentInset)
                snapshot.insets.append(scroll.verticalScrollIndicatorInsets)
            }
        }
        snapshot.numbers = numbers()
        return snapshot
    }

    /// The first value that is NaN, infinite or a negative size, described; `nil` when none.
    func nonFiniteOrNegative() -> String? {
        func bad(_ rect: CGRect) -> Bool {
            !(rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite)
                || rect.size.width < 0 || rect.size.height < 0
        }
        func bad(_ insets: LayoutInsets) -> Bool {
            ![insets.top, insets.left, insets.bottom, insets.right].allSatisfy { $0.isFinite && $0 >= 0 }
        }
        for view in controller.view.descendants {
            if bad(view.frame) { return "\(view.name).frame = \(PointText.rect(view.frame))" }
            if let scroll = view as? HeadlessScrollView {
                if bad(scroll.contentInset) { return "\(view.name).contentInset = \(scroll.contentInset)" }
                if bad(scroll.verticalScrollIndicatorInsets) {
                    return "\(view.name).verticalScrollIndicatorInsets = \(scroll.verticalScrollIndicatorInsets)"
                }
                let offset = scroll.contentOffset
                if !offset.x.isFinite || !offset.y.isFinite { return "\(view.name).contentOffset = \(offset)" }
            }
        }
        for number in numbers() where !number.isFinite { return "a layout number is \(number)" }
        return nil
    }
}

/// The exact layout of a sample: compared with `==`, never with a tolerance.
struct ModelSnapshot: Equatable {
    var frames: [CGRect] = []
    var insets: [LayoutInsets] = []
    var numbers: [CGFloat] = []

    /// The first difference, `expected → actual`, for messages.
    func difference(to other: ModelSnapshot, names: [String]) -> String {
        for (index, (a, b)) in zip(frames, other.frames).enumerated() where a != b {
            let name = index < names.count ? names[index] : "view #\(index)"
            return "\(name).frame \(PointText.rect(a)) → \(PointText.rect(b))"
        }
        for (index, (a, b)) in zip(insets, other.insets).enumerated() where a != b {
            return "scroll inset #\(index) \(a) → \(b)"
        }
        for (index, (a, b)) in zip(numbers, other.numbers).enumerated() where a != b {
            return "layout number #\(index) \(a) → \(b)"
        }
        return frames.count != other.frames.count ? "the view trees differ in shape" : "no difference"
    }
}
