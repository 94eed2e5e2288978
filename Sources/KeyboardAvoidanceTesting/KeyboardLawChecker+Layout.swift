import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// The laws of layout: the hide restores exactly, the focused field stays in sight, the layout
// depends on the keyboard alone and survives layout passes.
extension LawRun {
    // MARK: - hideRestoresExactly

    @MainActor
    struct Session {
        let name: String
        var quirks: KeyboardQuirks = []
        var padOnly = false
        let script: @MainActor (KeyboardSimulator) -> Void
    }

    static var sessions: [Session] {
        let messy: KeyboardQuirks = [
            .duplicatePosts, .repeatedWillShow, .zeroSizeFrames, .didNotificationsWithoutAnimationKeys,
            .reduceMotionEndFrameOnHide, .zeroDurationFirstShow,
        ]
        return [
            Session(name: "two cycles of show, predictive bar off, emoji, letters, predictive bar on, hide") {
                keyboard in
                for _ in 1...2 {
                    keyboard.show()
                    keyboard.togglePredictiveBar()
                    keyboard.switchToEmoji()
                    keyboard.switchToStandardKeyboard()
                    keyboard.togglePredictiveBar()
                    keyboard.hide()
                }
            },
            Session(name: "show, focus move, predictive bar off, emoji, hide with quirks \(messy)", quirks: messy) {
                keyboard in
                keyboard.show()
                keyboard.moveFocus()
                keyboard.togglePredictiveBar()
                keyboard.switchToEmoji()
                keyboard.hide()
            },
            Session(
                name:
                    "show, focus move, hide with quirks \([.missingWillShowOnFocusChange, .shortEndFrameOnHide] as KeyboardQuirks)",
                quirks: [.missingWillShowOnFocusChange, .shortEndFrameOnHide]
            ) { keyboard in
                keyboard.show()
                keyboard.moveFocus()
                keyboard.hide()
            },
            Session(
                name: "show, hide with quirks \([.infiniteEndFrameOnHide] as KeyboardQuirks)",
                quirks: [.infiniteEndFrameOnHide]
            ) { keyboard in
                keyboard.show()
                keyboard.hide()
            },
            Session(name: "show, attach a hardware keyboard, detach it, attach it again, hide") { keyboard in
                keyboard.show()
                keyboard.attachHardwareKeyboard()
                keyboard.detachHardwareKeyboard()
                keyboard.attachHardwareKeyboard()
                keyboard.hide()
            },
            Session(name: "show, an interactive dismissal that springs back, then one that completes") { keyboard in
                keyboard.show()
                keyboard.dragToDismiss(through: [0.25, 0.5], completes: false)
                keyboard.dragToDismiss(through: [0.3, 0.6, 0.9])
            },
            Session(name: "show, undock, dock, split, float, move the floating keyboard, hide", padOnly: true) {
                keyboard in
                keyboard.show()
                keyboard.undock()
                keyboard.dock()
                keyboard.split()
                keyboard.float()
                keyboard.moveFloatingKeyboard(to: CGPoint(x: 40, y: 80))
                keyboard.hide()
            },
            Session(name: "float while hidden, show the floating keyboard, dock it, hide", padOnly: true) { keyboard in
                keyboard.float()
                keyboard.show()
                keyboard.dock()
                keyboard.hide()
            },
        ]
    }

    func hideRestoresExactly() -> [String] {
        var problems: [String] = []
        for session in Self.sessions where !session.padOnly || device.idiom == .pad {
            let run = trial(quirks: session.quirks)
            run.host.registerKeyboardNotifications()
            let original = run.layout
            session.script(run.keyboard)
            if let difference = run.layout.restores(original) {
                problems.append("after \(session.name): \(difference)")
            }
        }
        return problems
    }

    // MARK: - scrollOffsetsStayInRange

    func scrollOffsetsStayInRange() -> [String] {
        var problems: [String] = []
        for session in Self.sessions where !session.padOnly || device.idiom == .pad {
            let run = trial(quirks: session.quirks)
            run.host.registerKeyboardNotifications()
            // Observed after the kit's monitor, which observed the center first: every host is laid
            // out when a notification reaches this block.
            let seen = Seen()
            let token = run.environment.center.addObserver(forName: nil, object: nil, queue: nil) { note in
                let name = note.name
                MainActor.assumeIsolated {
                    guard KeyboardEvent.Kind(notificationName: name) != nil, seen.first == nil else { return }
                    seen.first = run.layout.offsetsOutOfRange.first.map { "after \(name.rawValue), \($0)" }
                }
            }
            session.script(run.keyboard)
            run.environment.center.removeObserver(token)
            if let problem = seen.first { problems.append("during \(session.name): \(problem)") }
        }
        return problems
    }

    /// The first offset out of range seen during a session.
    @MainActor
    private final class Seen {
        var first: String?
    }

    // MARK: - focusedFieldUncovered

    func focusedFieldUncovered() -> [String] {
        let run = trial()
        run.host.registerKeyboardNotifications()
        let steps: [(String, @MainActor (KeyboardSimulator) -> Void)] = [
            ("the \(pt(device.keyboardHeight)) keyboard with the predictive bar", { $0.show() }),
            (
                "the \(pt(device.keyboardHeightWithoutPredictive)) keyboard without the predictive bar",
                { $0.togglePredictiveBar() }
            ),
            ("the \(pt(device.emojiKeyboardHeight)) emoji keyboard", { $0.switchToEmoji() }),
            ("a hardware keyboard's \(pt(device.hardwareKeyboardBarHeight)) strip", { $0.attachHardwareKeyboard() }),
        ]
        var problems: [String] = []
        let resting = FieldSight(run)
        for (name, step) in steps {
            step(run.keyboard)
            problems += resting.problems(in: run, with: name)
        }
        run.keyboard.hide()
        // A finger drags the docked keyboard down (frames tracked between notifications): the
        // field stays visible at every sample, and after the keyboard springs back.
        let drag = trial()
        drag.host.registerKeyboardNotifications()
        let dragged = FieldSight(drag)
        drag.keyboard.show()
        drag.keyboard.dragToDismiss(through: Self.dragFractions, completes: false) { frame in
            let top = Format.number(frame.minY)
            problems += dragged.problems(
                in: drag, with: "the \(self.pt(frame.height)) keyboard dragged down by a finger to y \(top)")
        }
        problems += dragged.problems(
            in: drag, with: "the \(pt(device.keyboardHeight)) keyboard sprung back after a drag")
        drag.keyboard.hide()
        return problems
    }

    /// What keeps the focused field out of sight, measured against the host before any keyboard.
    ///
    /// The keyboard, the host's top safe-area inset at rest (the window's, and a container's bars),
    /// the host's own shown views that moved up with the keyboard (a followed input bar, a button
    /// pinned by the bottom constraint) and the bounds of the scroll view it is in. A field that
    /// cannot fit between the inset and the keyboard is excused from all four.
    @MainActor
    struct FieldSight {
        /// The screen frame of every view of the root view's tree before any keyboard.
        private let restingFrames: [ObjectIdentifier: CGRect]

        init(_ run: Trial) {
            var frames: [ObjectIdentifier: CGRect] = [:]
            if let root = run.host.keyboardRootView as? HeadlessView {
                Self.walk(root) { frames[ObjectIdentifier($0)] = $0.frameInScreen }
            }
            restingFrames = frames
        }

        private static func walk(_ view: HeadlessView, _ body: (HeadlessView) -> Void) {
            body(view)
            for child in view.subviews { walk(child, body) }
        }

        func problems(in run: Trial, with name: String) -> [String] {
            guard let field = run.host.keyboardFocusedView else { return [] }
            let window = run.environment.window
            var safeTop = window.frameInScreen.minY + window.safeAreaInsets.top
            if let root = run.host.keyboardRootView as? HeadlessView {
                let resting = restingFrames[ObjectIdentifier(root)] ?? root.frameInScreen
                safeTop = max(safeTop, resting.minY + root.safeAreaInsets.top)
            }
            let keyboardTop = max(run.keyboard.screenBounds.minY, run.keyboard.frame.minY)
            let rect = field.frameInScreen
            guard rect.height <= keyboardTop - safeTop else { return [] }  // cannot fit
            let fieldText = ((field as? HeadlessView).map { "'\($0.name)' " } ?? "") + Format.rect(rect)
            let tolerance = KeyboardLaw.tolerance
            var problems: [String] = []
            if rect.maxY > keyboardTop + tolerance {
                problems.append(
                    "with \(name), the focused field \(fieldText) ends at y \(Format.number(rect.maxY)), "
                        + "under the keyboard's top edge at y \(Format.number(keyboardTop))")
            }
            if rect.minY < safeTop - tolerance {
                problems.append(
                    "with \(name), the focused field \(fieldText) starts at y \(Format.number(rect.minY)), "
                        + "above the host's top safe-area inset at y \(Format.number(safeTop))")
            }
            guard let view = field as? HeadlessView, let root = run.host.keyboardRootView as? HeadlessView else {
                return problems
            }
            // The host's views that rose with the keyboard more than the field did cover it.
            let fieldRise = (restingFrames[ObjectIdentifier(view)]?.minY ?? rect.minY) - rect.minY
            Self.walk(root) { other in
                guard !Self.isView(other, inside: view), !Self.isView(view, inside: other), !Self.isHidden(other),
                    let before = restingFrames[ObjectIdentifier(other)]
                else { return }
                let now = other.frameInScreen
                guard before.minY - now.minY > fieldRise + tolerance, Self.overlaps(rect, now) else { return }
                problems.append(
                    "with \(name), the focused field \(fieldText) is under the host's '\(other.name)' "
                        + "\(Format.rect(now)), which rose with the keyboard")
            }
            // The scroll view the field is in shows only its bounds.
            var ancestor = view.superview
            while let current = ancestor, !(current is HeadlessScrollView) { ancestor = current.superview }
            if let scroll = ancestor {
                let visible = scroll.frameInScreen
                if rect.minY < visible.minY - tolerance || rect.maxY > visible.maxY + tolerance {
                    problems.append(
                        "with \(name), the focused field \(fieldText) is clipped by its scroll view '\(scroll.name)', "
                            + "which shows \(Format.rect(visible))")
                }
            }
            return problems
        }

        /// Whether `view` or one of its superviews is hidden, which hides it (UIView.h:321).
        private static func isHidden(_ view: HeadlessView) -> Bool {
            var current: HeadlessView? = view
            while let next = current {
                if next.isHidden { return true }
                current = next.superview
            }
            return false
        }

        private static func isView(_ view: HeadlessView, inside outer: HeadlessView) -> Bool {
            var current: HeadlessView? = view
            while let next = current {
                if next === outer { return true }
                current = next.superview
            }
            return false
        }

        private static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
            let tolerance = KeyboardLaw.tolerance
            return min(a.maxX, b.maxX) - max(a.minX, b.minX) > tolerance
                && min(a.maxY, b.maxY) - max(a.minY, b.minY) > tolerance
        }
    }

    /// Where the laws' drags sample the keyboard: 25 %, 50 % and 75 % of its travel.
    static var dragFractions: [CGFloat] { [0.25, 0.5, 0.75] }

    // MARK: - layoutFollowsCurrentKeyboard

    var historySessions: [Session] {
        let messy: KeyboardQuirks = [.missingWillShowOnFocusChange, .duplicatePosts, .repeatedWillShow]
        return [
            Session(name: "a show, then the predictive bar off") { keyboard in
                keyboard.show()
                keyboard.togglePredictiveBar()
            },
            Session(name: "a show, the predictive bar off and on again") { keyboard in
                keyboard.show()
                keyboard.togglePredictiveBar()
                keyboard.togglePredictiveBar()
            },
            Session(name: "a show, then the emoji keyboard") { keyboard in
                keyboard.show()
                keyboard.switchToEmoji()
            },
            Session(name: "a show, the emoji keyboard, then the letters") { keyboard in
                keyboard.show()
                keyboard.switchToEmoji()
                keyboard.switchToStandardKeyboard()
            },
            Session(name: "a show, a focus move, the predictive bar off, with quirks \(messy)", quirks: messy) {
                keyboard in
                keyboard.show()
                keyboard.moveFocus()
                keyboard.togglePredictiveBar()
            },
            Session(name: "a show, then a finger holding the keyboard a third of the way down") { keyboard in
                keyboard.show()
                keyboard.drag(to: 1.0 / 3)
            },
            Session(name: "the emoji keyboard, a finger dragging it 60 % down, then back to 20 %") { keyboard in
                keyboard.show()
                keyboard.switchToEmoji()
                keyboard.drag(to: 0.6)
                keyboard.drag(to: 0.2)
            },
            Session(name: "a show, then a hardware keyboard attached") { keyboard in
                keyboard.show()
                keyboard.attachHardwareKeyboard()
            },
            Session(name: "a show, a hardware keyboard attached, then detached") { keyboard in
                keyboard.show()
                keyboard.attachHardwareKeyboard()
                keyboard.detachHardwareKeyboard()
            },
            Session(name: "a show, a hide, a show") { keyboard in
                keyboard.show()
                keyboard.hide()
                keyboard.show()
            },
            Session(name: "a show, the keyboard floated, then docked", padOnly: true) { keyboard in
                keyboard.show()
                keyboard.float()
                keyboard.dock()
            },
            Session(name: "a show, the keyboard split, then docked", padOnly: true) { keyboard in
                keyboard.show()
                keyboard.split()
                keyboard.dock()
            },
        ]
    }

    func layoutFollowsCurrentKeyboard() -> [String] {
        var problems = dragSamples()
        for session in historySessions where !session.padOnly || device.idiom == .pad {
            let run = trial(quirks: session.quirks)
            run.host.registerKeyboardNotifications()
            session.script(run.keyboard)
            let end = run.keyboard.frame
            let layout = run.layout
            run.keyboard.hide()
            let clean = freshLayout(under: end)
            if layout != clean {
                problems.append(
                    "after \(session.name), the layout under the keyboard at \(Format.rect(end)) is not a fresh host's "
                        + "after one show of that keyboard: \(clean.difference(to: layout))")
            }
        }
        return problems
    }

    /// A finger drags the docked keyboard down and lets it spring back; see
    /// ``KeyboardLaw/layoutFollowsCurrentKeyboard``.
    func dragSamples() -> [String] {
        let run = trial()
        run.host.registerKeyboardNotifications()
        let following = (run.host as? any KeyboardFollowing)?.keyboardFollowingView
        let restingBottom = following?.frameInScreen.maxY
        run.keyboard.show()
        let docked = run.keyboard.frame
        let dockedLayout = run.layout
        // The gap the followed view keeps above the docked keyboard, when the keyboard lifts it.
        var gap: CGFloat?
        if let following, let restingBottom, following.frameInScreen.maxY < restingBottom - KeyboardLaw.tolerance {
            gap = docked.minY - following.frameInScreen.maxY
        }
        var problems: [String] = []
        var samples: [(frame: CGRect, layout: LayoutSnapshot)] = []
        run.keyboard.dragToDismiss(through: Self.dragFractions, completes: false) { frame in
            samples.append((frame, run.layout))
            guard let following, let restingBottom else { return }
            let bottom = following.frameInScreen.maxY
            var expected = gap.map { min(restingBottom, frame.minY - $0) } ?? restingBottom
            // A keyboard covering less than the kit's noise threshold covers nothing.
            if restingBottom - expected < KeyboardGeometry.noiseThreshold { expected = restingBottom }
            guard abs(bottom - expected) > KeyboardLaw.tolerance else { return }
            let rule =
                gap.map {
                    $0 == 0
                        ? "on the keyboard's top edge"
                        : "\(self.pt($0)) above the keyboard's top edge, as above the docked keyboard"
                } ?? "at its resting place, as the docked keyboard left it"
            problems.append(
                "while a finger drags the keyboard down to \(Format.rect(frame)) (frames tracked between notifications), "
                    + "the followed view ends at y \(Format.number(bottom)), not at y \(Format.number(expected)) \(rule)"
            )
        }
        let sprungBack = run.layout
        run.keyboard.hide()
        for sample in samples {
            let clean = freshLayout(under: sample.frame)
            if sample.layout != clean {
                problems.append(
                    "while a finger drags the keyboard down to \(Format.rect(sample.frame)) (frames tracked between "
                        + "notifications), the layout is not a fresh host's after one show of that keyboard: "
                        + clean.difference(to: sample.layout))
            }
        }
        if !samples.isEmpty, sprungBack != dockedLayout {
            problems.append(
                "after a finger dragged the keyboard down and let it spring back to \(Format.rect(docked)), the layout is "
                    + "not the one under the docked keyboard before the drag: \(dockedLayout.difference(to: sprungBack))"
            )
        }
        return problems
    }

    // MARK: - survivesLayoutPasses

    func survivesLayoutPasses() -> [String] {
        let steps: [(String, @MainActor (KeyboardSimulator) -> Void)] = [
            ("the \(pt(device.keyboardHeight)) keyboard", { $0.show() }),
            ("a hardware keyboard's \(pt(device.hardwareKeyboardBarHeight)) strip", { $0.attachHardwareKeyboard() }),
        ]
        let run = trial()
        guard run.environment.window.rootViewController != nil else { return [] }
        run.host.registerKeyboardNotifications()
        var problems: [String] = []
        for (name, step) in steps {
            step(run.keyboard)
            let before = run.layout
            run.environment.window.layoutIfNeeded()
            if let difference = run.layout.restores(before) {
                problems.append(
                    "with \(name) up, a layout pass of the window (as typing that changes a field's size runs one) "
                        + "changed the layout: \(difference)")
            }
        }
        run.keyboard.hide()
        return problems
    }
}
