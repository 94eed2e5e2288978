package import Foundation
package import KeyboardAvoidance

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One host once a keyboard transition has settled, as a law monitor on a device sees it, and the
/// laws such a screen can be held to.
///
/// - The focused field (a text view's caret) is not covered while it fits above the keyboard, and
///   nothing lifts it off the top safe-area edge (``KeyboardLaw/focusedFieldUncovered``).
/// - After a hide, everything is where it rested before the keyboard (``KeyboardLaw/hideRestoresExactly``),
///   content offsets aside: on a device the user scrolls.
/// - Nothing moved further than the keyboard covers of the host where it rested: a sheet the system
///   already moved is not moved again (``KeyboardLaw/respondsToWhatIsCovered``).
package struct SettledScreen: Sendable {
    /// The host as messages name it: its type.
    package var host: String
    /// The device as messages name it, such as `iPhone 390×844, iOS 26.2`.
    package var device: String
    /// The layout now.
    package var now: LayoutSnapshot
    /// The host's root view's frame on screen now.
    package var rootFrame: CGRect
    /// The layout the last time the keyboard was hidden and settled, if the monitor saw one.
    package var resting: LayoutSnapshot?
    /// What the docked keyboard covers of the host's root view where it rested; `nil` without a docked keyboard.
    package var covered: CGFloat?
    /// The focused field's sighting while the keyboard is docked.
    package var field: FocusedFieldSight?

    /// Creates a settled screen; the optional parts are the taker's to add.
    package init(host: String, device: String, now: LayoutSnapshot, rootFrame: CGRect) {
        (self.host, self.device, self.now, self.rootFrame) = (host, device, now, rootFrame)
    }

    /// The laws this screen breaks, each with what was seen.
    package func violations() -> [KeyboardLawViolation] {
        let situation = covered.map { "the keyboard docked over \(Format.number($0)) pt of it" } ?? "no keyboard"
        let on = "\(host) on \(device), with \(situation): "
        var violations = (field?.problems(with: "the keyboard settled") ?? []).map {
            KeyboardLawViolation(law: .focusedFieldUncovered, message: "\(host) on \(device), \($0)")
        }
        guard let resting else { return violations }
        if let covered {
            if let move = resting.furthestMove(to: now, beyond: covered) {
                violations.append(
                    KeyboardLawViolation(
                        law: .respondsToWhatIsCovered,
                        message: on + "\(move.path) \(move.what), further than the keyboard covers (avoided twice?)"))
            }
        } else if let difference = resting.changes(to: now) {
            violations.append(
                KeyboardLawViolation(law: .hideRestoresExactly, message: on + "not back where it rested: \(difference)")
            )
        }
        return violations
    }
}

/// What a law monitor remembers between transitions: each host's layout the last time the keyboard
/// was hidden and settled, which the next transitions are judged against.
package struct KeyboardLawWatch: Sendable {
    /// A host at rest: its layout and its root view's frame on screen.
    package struct Rest: Sendable {
        package var layout: LayoutSnapshot
        package var rootFrame: CGRect
    }

    private var rests: [ObjectIdentifier: Rest] = [:]

    /// A watch that has seen no host.
    package init() {}

    /// Where `host` last rested, if the watch saw it with no keyboard docked.
    package func rest(of host: ObjectIdentifier) -> Rest? { rests[host] }

    /// Judges `screen`, and keeps it as `host`'s rest when no keyboard is docked.
    package mutating func judge(_ screen: SettledScreen, of host: ObjectIdentifier) -> [KeyboardLawViolation] {
        let violations = screen.violations()
        if screen.covered == nil { rests[host] = Rest(layout: screen.now, rootFrame: screen.rootFrame) }
        return violations
    }

    /// Forgets every host but `hosts`: one that left may have given its identity to a new object.
    package mutating func keep(only hosts: Set<ObjectIdentifier>) { rests = rests.filter { hosts.contains($0.key) } }
}

extension SettledScreen {
    /// `host` once a transition settled under `keyboard` (the kit's monitor's state), against where it
    /// last rested: the taker both the UIKit law monitor and the headless replay use.
    ///
    /// It reads only the kit's protocols: the approaches' parts, the focused view's reveal rect (a text
    /// view's caret), the scroll view around it and a followed view that may have risen over it. The
    /// top safe-area edge is the root view's where it rested (a shifted root keeps its safe area).
    ///
    /// - Parameters:
    ///   - host: The host to take.
    ///   - name: The host as messages name it.
    ///   - keyboard: The keyboard as the kit's monitor knows it.
    ///   - rest: Where the host last rested, if the watch saw it.
    ///   - device: The device as messages name it.
    @MainActor
    package init(
        of host: some KeyboardCapable, named name: String, keyboard: KeyboardState, rest: KeyboardLawWatch.Rest?,
        device: String
    ) {
        let root = host.keyboardRootView
        var now = LayoutSnapshot()
        now.appendApproachParts(of: host, rootInTree: false) { _ in nil }  // offsets are the user's on a device
        self.init(host: name, device: device, now: now, rootFrame: root.frameInScreen)
        resting = rest?.layout
        let screen = root.keyboardScreenBounds
        guard keyboard.isVisible, keyboard.attachment(screenBounds: screen) == .docked else { return }
        let restingRoot = rest?.rootFrame ?? rootFrame
        covered = KeyboardGeometry.overlap(keyboardFrame: keyboard.frame, screenBounds: screen, hostFrame: restingRoot)
        guard let focused = host.keyboardFocusedView else { return }
        let rect = focused.revealRectInScreen
        var sight = FocusedFieldSight(
            field: Format.rect(rect), rect: rect, keyboardTop: max(screen.minY, keyboard.frame.minY),
            safeTop: restingRoot.minY + root.keyboardSafeAreaInsets.top)
        sight.fieldRise = restingRoot.minY - rootFrame.minY
        var scroll = focused.keyboardSuperview
        while let view = scroll, !(view is any KeyboardScrollView) { scroll = view.keyboardSuperview }
        if let scroll { sight.scrollView = ("keyboardScrollView", scroll.frameInScreen) }
        if let following = (host as? any KeyboardFollowing)?.keyboardFollowingView, following !== focused,
            let before = rest?.layout.entries.first(where: { $0.path == "keyboardFollowingView" })?.screenFrame
        {
            sight.views.append(.init(name: "keyboardFollowingView", resting: before, now: following.frameInScreen))
        }
        field = sight
    }
}
