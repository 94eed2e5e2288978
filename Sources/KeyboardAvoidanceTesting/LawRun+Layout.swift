import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceLaws

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// The laws of layout: the hide restores exactly, the focused field stays in sight, the layout
// depends on the keyboard alone and survives layout passes.
extension LawRun {
    // MARK: - hideRestoresExactly

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
        let focusMove: KeyboardQuirks = [.missingWillShowOnFocusChange, .shortEndFrameOnHide]
        let infinite: KeyboardQuirks = [.infiniteEndFrameOnHide]
        let crossFade: KeyboardQuirks = [.crossFadeEndFrameOnHide]
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
            Session(name: "show, focus move, hide with quirks \(focusMove)", quirks: focusMove) { keyboard in
                keyboard.show()
                keyboard.moveFocus()
                keyboard.hide()
            },
            Session(name: "show, hide with quirks \(infinite)", quirks: infinite) { keyboard in
                keyboard.show()
                keyboard.hide()
            },
            Session(name: "show, hide, show, predictive bar off, hide with quirks \(crossFade)", quirks: crossFade) {
                keyboard in
                keyboard.show()
                keyboard.hide()
                keyboard.show()
                keyboard.togglePredictiveBar()
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

    /// The sessions this device supports: the iPad-only ones on an iPad.
    func supported(_ sessions: [Session]) -> [Session] {
        sessions.filter { !$0.padOnly || device.idiom == .pad }
    }

    func hideRestoresExactly() -> [String] {
        supported(Self.sessions).compactMap { session in
            let run = trial(quirks: session.quirks)
            let original = run.layout
            session.script(run.keyboard)
            return run.layout.restores(original).map { "after \(session.name): \($0)" }
        }
    }

    // MARK: - scrollOffsetsStayInRange

    func scrollOffsetsStayInRange() -> [String] {
        supported(Self.sessions).compactMap { session in
            let run = trial(quirks: session.quirks)
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
            return seen.first.map { "during \(session.name): \($0)" }
        }
    }

    /// The first offset out of range seen during a session.
    @MainActor
    private final class Seen {
        var first: String?
    }

    // MARK: - focusedFieldUncovered

    func focusedFieldUncovered() -> [String] {
        let withoutBar = pt(device.keyboardHeightWithoutPredictive)
        let steps: [(String, @MainActor (KeyboardSimulator) -> Void)] = [
            ("the \(pt(device.keyboardHeight)) keyboard with the predictive bar", { $0.show() }),
            ("the \(withoutBar) keyboard without the predictive bar", { $0.togglePredictiveBar() }),
            ("the \(pt(device.emojiKeyboardHeight)) emoji keyboard", { $0.switchToEmoji() }),
            ("a hardware keyboard's \(pt(device.hardwareKeyboardBarHeight)) strip", { $0.attachHardwareKeyboard() }),
        ]
        let resting = FieldSight(trial())
        var problems = steps.flatMap { name, step in
            step(resting.run.keyboard)
            return resting.problems(with: name)
        }
        resting.run.keyboard.hide()
        // A focus chain's moves down and back up, with the keyboard up: each lays the screen out for its field.
        let chained = resting.run.host is any KeyboardFocusChain ? FieldSight(trial()) : nil
        if let chained, let chain = chained.run.host as? any KeyboardFocusChain {
            chained.run.keyboard.show()
            for direction in [KeyboardFocusDirection.next, .previous] {
                while chain.moveKeyboardFocus(direction) {
                    problems += chained.problems(with: "\(steps[0].0), the focus moved to the \(direction) field")
                }
            }
            chained.run.keyboard.hide()
        }
        // A finger drags the docked keyboard down (frames tracked between notifications): the
        // field stays visible at every sample, and after the keyboard springs back.
        let dragged = FieldSight(trial())
        dragged.run.keyboard.show()
        dragged.run.keyboard.dragToDismiss(through: Self.dragFractions, completes: false) { frame in
            let top = Format.number(frame.minY)
            problems += dragged.problems(
                with: "the \(self.pt(frame.height)) keyboard dragged down by a finger to y \(top)")
        }
        problems += dragged.problems(with: "the \(pt(device.keyboardHeight)) keyboard sprung back after a drag")
        dragged.run.keyboard.hide()
        // iPadOS 26 betas gave show and hide frames in the window's coordinates (KeyboardFacts §2).
        let windowSpace = FieldSight(trial(quirks: .windowSpaceFrames))
        windowSpace.run.keyboard.show()
        problems += windowSpace.problems(with: "\(steps[0].0), its show given in the window's coordinates")
        windowSpace.run.keyboard.hide()
        return problems
    }

    /// The headless taker of `FocusedFieldSight`: the field, the keyboard, the host's top safe-area
    /// inset at rest (the window's, and a container's bars), the host's shown views against where
    /// they rested before any keyboard, and the scroll view the field is in.
    @MainActor
    struct FieldSight {
        let run: Trial
        /// The screen frame of every view of the root view's tree before any keyboard.
        private var restingFrames: [ObjectIdentifier: CGRect] = [:]

        init(_ run: Trial) {
            self.run = run
            if let root = run.host.keyboardRootView as? HeadlessView {
                for view in Self.tree(root) { restingFrames[ObjectIdentifier(view)] = view.frameInScreen }
            }
        }

        /// `view` and the views below it, depth first.
        private static func tree(_ view: HeadlessView) -> [HeadlessView] { [view] + view.subviews.flatMap(tree) }

        func problems(with name: String) -> [String] {
            guard let field = run.host.keyboardFocusedView else { return [] }
            let window = run.environment.window
            var safeTop = window.frameInScreen.minY + window.safeAreaInsets.top
            if let root = run.host.keyboardRootView as? HeadlessView {
                let resting = restingFrames[ObjectIdentifier(root)] ?? root.frameInScreen
                safeTop = max(safeTop, resting.minY + root.safeAreaInsets.top)
            }
            // What the user must see of it: a text view's caret, else the whole field (KeyboardFacts §7).
            let rect = field.revealRectInScreen
            var sight = FocusedFieldSight(
                field: ((field as? HeadlessView).map { "'\($0.name)' " } ?? "") + Format.rect(rect), rect: rect,
                keyboardTop: max(run.keyboard.screenBounds.minY, run.keyboard.frame.minY), safeTop: safeTop)
            if let view = field as? HeadlessView, let root = run.host.keyboardRootView as? HeadlessView {
                sight.fieldRise = (restingFrames[ObjectIdentifier(view)]?.minY ?? rect.minY) - rect.minY
                // Not the field's own views or containers, nor hidden ones (a hidden superview hides, UIView.h:321).
                for other in Self.tree(root) {
                    guard !sequence(first: other, next: \.superview).contains(where: { $0 === view || $0.isHidden }),
                        !sequence(first: view, next: \.superview).contains(where: { $0 === other }),
                        let before = restingFrames[ObjectIdentifier(other)]
                    else { continue }
                    sight.views.append(.init(name: other.name, resting: before, now: other.frameInScreen))
                }
                // The scroll view the field is in shows only its bounds.
                let scroll = sequence(first: view, next: \.superview).dropFirst().first { $0 is HeadlessScrollView }
                sight.scrollView = scroll.map { ($0.name, $0.frameInScreen) }
            }
            return sight.problems(with: name)
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
        ]
            + [("floated", KeyboardSimulator.PadMode.floating), ("split", .split)].map { name, mode in
                Session(name: "a show, the keyboard \(name), then docked", padOnly: true) { keyboard in
                    keyboard.show()
                    keyboard.setMode(mode)
                    keyboard.dock()
                }
            }
    }

    func layoutFollowsCurrentKeyboard() -> [String] {
        // A finger drags the docked keyboard down and lets it spring back.
        let run = trial()
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
        problems += samples.compactMap { sample in
            freshLayout(under: sample.frame).changes(to: sample.layout).map {
                "while a finger drags the keyboard down to \(Format.rect(sample.frame)) (frames tracked between "
                    + "notifications), the layout is not a fresh host's after one show of that keyboard: " + $0
            }
        }
        if !samples.isEmpty, let difference = dockedLayout.changes(to: sprungBack) {
            problems.append(
                "after a finger dragged the keyboard down and let it spring back to \(Format.rect(docked)), the layout is "
                    + "not the one under the docked keyboard before the drag: \(difference)"
            )
        }
        return problems
            + supported(historySessions).compactMap { session in
                let (_, layout, end) = layouts(quirks: session.quirks, after: session.script)
                return freshLayout(under: end).changes(to: layout).map {
                    "after \(session.name), the layout under the keyboard at \(Format.rect(end)) is not a fresh host's "
                        + "after one show of that keyboard: \($0)"
                }
            }
    }

    // MARK: - survivesLayoutPasses

    func survivesLayoutPasses() -> [String] {
        let run = trial()
        guard run.environment.window.rootViewController != nil else { return [] }
        let steps: [(String, @MainActor (KeyboardSimulator) -> Void)] = [
            ("the \(pt(device.keyboardHeight)) keyboard", { $0.show() }),
            ("a hardware keyboard's \(pt(device.hardwareKeyboardBarHeight)) strip", { $0.attachHardwareKeyboard() }),
        ]
        defer { run.keyboard.hide() }
        return steps.compactMap { name, step in
            step(run.keyboard)
            let before = run.layout
            for view in run.environment.window.descendants { view.setNeedsLayout() }
            run.environment.window.layoutIfNeeded()
            return run.layout.restores(before).map {
                "with \(name) up, a layout pass of the window (as typing that changes a field's size runs one) "
                    + "changed the layout: \($0)"
            }
        }
    }
}
