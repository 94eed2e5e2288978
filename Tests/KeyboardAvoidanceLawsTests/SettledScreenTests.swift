import Foundation
import KeyboardAvoidanceLaws
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// Tests for KeyboardAvoidanceLaws/SettledScreen.swift and FocusedFieldSight.swift: the judgement the
// headless checker and the UIKit law monitor share, fed snapshots by hand.

// MARK: - Fixtures

/// A 390×844 phone with a 336 pt keyboard: its top edge at y 508, the top safe-area edge at y 47.
private let keyboardTop: CGFloat = 508
private let safeTop: CGFloat = 47

/// A layout whose root view's frame, on screen, is `frame`.
private func layout(root frame: CGRect) -> LayoutSnapshot {
    var snapshot = LayoutSnapshot()
    snapshot.entries.append(.init(path: "root", frame: frame, screenFrame: frame))
    return snapshot
}

private let rest = CGRect(x: 0, y: 0, width: 390, height: 844)

/// A screen settled with the keyboard docked over `covered` points, its root now at `root`, its field at `field`.
private func settled(root: CGRect, covered: CGFloat?, field: CGRect?) -> SettledScreen {
    var screen = SettledScreen(
        host: "CheckoutViewController", device: "iPhone 390×844, iOS 26.2", now: layout(root: root), rootFrame: root)
    screen.resting = layout(root: rest)
    screen.covered = covered
    screen.field = field.map {
        FocusedFieldSight(field: "'card'", rect: $0, keyboardTop: keyboardTop, safeTop: safeTop)
    }
    return screen
}

// MARK: - Tests

@Suite struct SettledScreenTests {
    @Test func aFieldUnderTheKeyboardBreaksFocusedFieldUncovered() throws {
        let violations = settled(root: rest, covered: 336, field: CGRect(x: 16, y: 600, width: 358, height: 44))
            .violations()
        let violation = try #require(violations.first)
        #expect(violations.count == 1)
        #expect(violation.law == .focusedFieldUncovered)
        #expect(violation.message.contains("ends at y 644, under the keyboard's top edge at y 508"))
        #expect(violation.message.hasPrefix("CheckoutViewController on iPhone 390×844, iOS 26.2"))
    }

    @Test func aFieldLiftedOffTheTopBreaksFocusedFieldUncovered() {
        let lifted = rest.offsetBy(dx: 0, dy: -336)
        let violations = settled(root: lifted, covered: 336, field: CGRect(x: 16, y: 20, width: 358, height: 44))
            .violations()
        #expect(violations.map(\.law) == [.focusedFieldUncovered])
        #expect(
            violations.first?.message.contains("starts at y 20, above the host's top safe-area inset at y 47") == true)
    }

    @Test func aFieldThatCannotFitAboveTheKeyboardIsExcused() {
        let tall = CGRect(x: 16, y: 40, width: 358, height: 500)
        #expect(settled(root: rest, covered: 336, field: tall).violations().isEmpty)
    }

    @Test func aViewThatRoseOverTheFieldOrAScrollViewThatClipsItHidesIt() {
        var sight = FocusedFieldSight(
            field: "'card'", rect: CGRect(x: 16, y: 440, width: 358, height: 44), keyboardTop: keyboardTop,
            safeTop: safeTop)
        #expect(sight.problems(with: "the keyboard up").isEmpty)
        sight.views = [
            .init(
                name: "inputBar", resting: CGRect(x: 0, y: 795, width: 390, height: 49),
                now: CGRect(x: 0, y: 459, width: 390, height: 49))
        ]
        sight.scrollView = ("form", CGRect(x: 0, y: 47, width: 390, height: 420))
        let problems = sight.problems(with: "the keyboard up")
        #expect(problems.count == 2)
        #expect(problems.contains { $0.contains("is under the host's 'inputBar' (0, 459, 390×49)") })
        #expect(problems.contains { $0.contains("is clipped by its scroll view 'form'") })
    }

    @Test func aHideThatMissesTheRestingLayoutBreaksHideRestoresExactly() throws {
        let violations = settled(root: rest.offsetBy(dx: 0, dy: -34), covered: nil, field: nil).violations()
        let violation = try #require(violations.first)
        #expect(violations.count == 1)
        #expect(violation.law == .hideRestoresExactly)
        #expect(violation.message.contains("root: frame (0, 0, 390×844) → (0, -34, 390×844)"))
    }

    @Test func aSheetTheSystemMovedAndTheKitLiftedAgainBreaksRespondsToWhatIsCovered() throws {
        // The keyboard covers 150 pt of the sheet where it rested; UIKit raised it 150 pt, the kit 150 more.
        let violations = settled(root: rest.offsetBy(dx: 0, dy: -300), covered: 150, field: nil).violations()
        let violation = try #require(violations.first)
        #expect(violations.count == 1)
        #expect(violation.law == .respondsToWhatIsCovered)
        #expect(violation.message.contains("rose 300 pt on screen"))
    }

    @Test func aScreenThatGotEverythingRightBreaksNothing() {
        let field = CGRect(x: 16, y: 400, width: 358, height: 44)
        #expect(settled(root: rest.offsetBy(dx: 0, dy: -150), covered: 150, field: field).violations().isEmpty)
        #expect(settled(root: rest, covered: nil, field: nil).violations().isEmpty)
        var unseen = settled(root: rest.offsetBy(dx: 0, dy: -34), covered: nil, field: nil)
        unseen.resting = nil  // no resting layout seen: nothing to compare the hide with
        #expect(unseen.violations().isEmpty)
    }

    @Test func theWatchJudgesAHideAgainstTheLayoutItLastSawAtRest() {
        let host = ObjectIdentifier(NSObject())
        var watch = KeyboardLawWatch()
        func screen(root: CGRect, covered: CGFloat?) -> SettledScreen {
            var screen = SettledScreen(host: "Form", device: "iPhone", now: layout(root: root), rootFrame: root)
            screen.covered = covered
            screen.resting = watch.rest(of: host)?.layout
            return screen
        }
        #expect(watch.judge(screen(root: rest, covered: nil), of: host).isEmpty, "at rest: kept")
        #expect(watch.rest(of: host)?.rootFrame == rest)
        let lifted = rest.offsetBy(dx: 0, dy: -200)
        #expect(watch.judge(screen(root: lifted, covered: 336), of: host).isEmpty)
        #expect(watch.rest(of: host)?.rootFrame == rest, "a docked keyboard's layout is not a rest")
        let missed = rest.offsetBy(dx: 0, dy: -20)
        #expect(watch.judge(screen(root: missed, covered: nil), of: host).map(\.law) == [.hideRestoresExactly])
        watch.keep(only: [])
        #expect(watch.rest(of: host) == nil, "a host that left is forgotten")
    }
}
