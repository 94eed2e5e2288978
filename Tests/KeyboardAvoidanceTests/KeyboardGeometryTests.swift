import Foundation
import KeyboardAvoidance
import KeyboardTestSupport
import Testing
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// Tests for Geometry/ (KeyboardGeometry, KeyboardAttachment, LayoutInsets).
// Every case cites the section of the KeyboardFacts article it encodes. Screens without
// trustworthy logs (§6 last paragraph: 390×844, Stage Manager, floating) are modelled from §2.

// MARK: - Fixtures

private func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

private func screen(_ width: CGFloat, _ height: CGFloat) -> CGRect { rect(0, 0, width, height) }

/// A docked keyboard of `height` at the bottom of `screen`.
private func docked(_ height: CGFloat, on screen: CGRect) -> CGRect {
    rect(screen.minX, screen.maxY - height, screen.width, height)
}

private let iPad = screen(768, 1024)
private let iPadLandscape = screen(1024, 768)
private let phone667 = screen(375, 667)
private let phone844 = screen(390, 844)
private let infinite = CGRect(x: CGFloat.infinity, y: .infinity, width: 0, height: 0)

/// One keyboard frame on one screen, seen by one host, with the attachment and overlap the
/// facts call for.
private struct GeometryCase: Sendable, CustomTestStringConvertible {
    /// The fact the case encodes.
    let fact: String
    let screen: CGRect
    let keyboard: CGRect
    /// The host's frame in screen coordinates; the whole screen when nil.
    let host: CGRect?
    let attachment: KeyboardAttachment
    let overlap: CGFloat

    init(
        _ fact: String, screen: CGRect, keyboard: CGRect, host: CGRect? = nil,
        _ attachment: KeyboardAttachment, overlap: CGFloat
    ) {
        self.fact = fact
        self.screen = screen
        self.keyboard = keyboard
        self.host = host
        self.attachment = attachment
        self.overlap = overlap
    }

    var hostFrame: CGRect { host ?? screen }
    var testDescription: String { fact }
}

private let geometryCases: [GeometryCase] = [
    // Docked phones and iPads, §6 heights table.
    GeometryCase(
        "§6 320×480: 216", screen: screen(320, 480), keyboard: docked(216, on: screen(320, 480)), .docked,
        overlap: 216),
    GeometryCase(
        "§6 320×480 landscape: 162", screen: screen(480, 320), keyboard: docked(162, on: screen(480, 320)),
        .docked, overlap: 162),
    GeometryCase(
        "§6 320×568: 253", screen: screen(320, 568), keyboard: docked(253, on: screen(320, 568)), .docked,
        overlap: 253),
    GeometryCase(
        "§6 375×667 predictive 258", screen: phone667, keyboard: rect(0, 409, 375, 258), .docked, overlap: 258),
    GeometryCase(
        "§6 375×667 predictive off 225", screen: phone667, keyboard: rect(0, 442, 375, 225), .docked,
        overlap: 225),
    GeometryCase(
        "§6 375×667 accessory-only 44", screen: phone667, keyboard: rect(0, 623, 375, 44), .docked, overlap: 44),
    GeometryCase(
        "§6 414×736: 271", screen: screen(414, 736), keyboard: rect(0, 465, 414, 271), .docked, overlap: 271),
    GeometryCase(
        "§6 375×812: 335 includes the 34 pt home-indicator area", screen: screen(375, 812),
        keyboard: rect(0, 477, 375, 335), .docked, overlap: 335),
    GeometryCase(
        "§6 414×896: 346", screen: screen(414, 896), keyboard: rect(0, 550, 414, 346), .docked, overlap: 346),
    GeometryCase("§6 768×1024 iPad: 264", screen: iPad, keyboard: rect(0, 760, 768, 264), .docked, overlap: 264),
    GeometryCase("§6 768×1024 iPad: 313", screen: iPad, keyboard: rect(0, 711, 768, 313), .docked, overlap: 313),
    GeometryCase(
        "§6 iPad landscape 1024×768: 352", screen: iPadLandscape, keyboard: rect(0, 416, 1024, 352), .docked,
        overlap: 352),
    GeometryCase(
        "§6 iPad landscape 1024×768: 398", screen: iPadLandscape, keyboard: rect(0, 370, 1024, 398), .docked,
        overlap: 398),

    // §2 hardware keyboard: the full keyboard frame, mostly below the screen.
    GeometryCase(
        "§2 hardware keyboard: only the 55 pt shortcut bar of a 308 pt frame counts", screen: iPad,
        keyboard: rect(0, 969, 768, 308), .docked, overlap: 55),
    GeometryCase(
        "§2 hardware keyboard: 313 pt frame, 55 pt shortcut bar", screen: iPad, keyboard: rect(0, 969, 768, 313),
        .docked, overlap: 55),
    GeometryCase(
        "§2 hardware keyboard landscape: 55 pt bar of 313 pt", screen: iPadLandscape,
        keyboard: rect(0, 713, 1024, 313), .docked, overlap: 55),
    GeometryCase(
        "§2 hardware keyboard on a phone: 44 pt accessory of a 308 pt frame", screen: phone667,
        keyboard: rect(0, 623, 375, 308), .docked, overlap: 44),
    GeometryCase(
        "§2 hardware keyboard: 44 pt accessory of a 313 pt frame, 390×844 (modelled)", screen: phone844,
        keyboard: rect(0, 800, 390, 313), .docked, overlap: 44),
    GeometryCase(
        "§2 hardware keyboard: host ending 11 pt into the 55 pt bar", screen: iPad,
        keyboard: rect(0, 969, 768, 308), host: rect(0, 0, 768, 980), .docked, overlap: 11),

    // §2 iPad floating / undocked / split: does not touch the bottom edge.
    GeometryCase(
        "§2 floating with negative y {{0, -264}, {768, 304}} is detached", screen: iPad,
        keyboard: rect(0, -264, 768, 304), .detached, overlap: 0),
    GeometryCase(
        "§2 floating keyboard: narrow, mid-screen", screen: iPad, keyboard: rect(224, 500, 320, 250), .detached,
        overlap: 0),
    GeometryCase(
        "§2 undocked: full width but raised", screen: iPad, keyboard: rect(0, 500, 768, 264), .detached,
        overlap: 0),
    GeometryCase(
        "§2 split keyboard raised in landscape", screen: iPadLandscape, keyboard: rect(0, 300, 1024, 216),
        .detached, overlap: 0),
    GeometryCase(
        "§2 floating 2 pt above the bottom edge does not touch it", screen: iPad,
        keyboard: rect(224, 772, 320, 250), .detached, overlap: 0),
    GeometryCase(
        "§2 under 1 pt above the bottom edge is noise: docked", screen: iPad, keyboard: rect(0, 760.5, 768, 263),
        .docked, overlap: 263),

    // §2 Stage Manager / Split View / Slide Over: intersect, never the raw height.
    GeometryCase(
        "§2 Stage Manager: keyboard wider than the window, overlap = intersection 280", screen: iPadLandscape,
        keyboard: rect(0, 370, 1024, 398), host: rect(100, 50, 700, 600), .docked, overlap: 280),
    GeometryCase(
        "§2 Slide Over: 320 pt window at the right edge", screen: iPadLandscape,
        keyboard: rect(0, 370, 1024, 398), host: rect(704, 0, 320, 768), .docked, overlap: 398),
    GeometryCase(
        "§2 Slide Over: window ending above the keyboard", screen: iPadLandscape,
        keyboard: rect(0, 370, 1024, 398), host: rect(704, 20, 320, 300), .docked, overlap: 0),
    GeometryCase(
        "§2 Split View: half-width window", screen: iPadLandscape, keyboard: rect(0, 370, 1024, 398),
        host: rect(0, 0, 507, 768), .docked, overlap: 398),
    GeometryCase(
        "§2 Stage Manager: window beside a window-width keyboard", screen: iPadLandscape,
        keyboard: rect(0, 370, 600, 398), host: rect(624, 0, 400, 768), .docked, overlap: 0),
    GeometryCase(
        "§2 Stage Manager: window overlapping 100 pt of a window-width keyboard's width", screen: iPadLandscape,
        keyboard: rect(0, 370, 600, 398), host: rect(500, 100, 524, 600), .docked, overlap: 330),

    // §2 hide frames.
    GeometryCase(
        "§2 iOS 7 hide frame {{inf, inf}, {0, 0}} is hidden", screen: phone667, keyboard: infinite, .hidden,
        overlap: 0),
    GeometryCase(
        "§2 hide frame parked just below the screen", screen: phone667, keyboard: rect(0, 667, 375, 258),
        .hidden, overlap: 0),
    GeometryCase(
        "§2 hide frame far below the screen", screen: phone667, keyboard: rect(0, 2000, 375, 258), .hidden,
        overlap: 0),
    GeometryCase(
        "§2 non-finite (NaN) frame is hidden", screen: phone667,
        keyboard: CGRect(x: 0, y: CGFloat.nan, width: 375, height: 258), .hidden, overlap: 0),

    // §2 zero-size frames.
    GeometryCase(
        "§2 zero-size {{0,0},{0,0}} is no keyboard", screen: screen(414, 736), keyboard: .zero, .hidden,
        overlap: 0),
    GeometryCase(
        "§2 zero-size {{0,736},{414,0}} is no keyboard", screen: screen(414, 736), keyboard: rect(0, 736, 414, 0),
        .hidden, overlap: 0),
    GeometryCase(
        "§2 zero-width frame at the bottom is no keyboard", screen: phone667, keyboard: rect(0, 409, 0, 258),
        .hidden, overlap: 0),

    // §2 slivers under 1 pt are noise (Flutter's rounded values).
    GeometryCase(
        "§2 Flutter: top at H − 0.0000001 is hidden", screen: phone844, keyboard: rect(0, 844 - 0.0000001, 390, 336),
        .hidden, overlap: 0),
    GeometryCase(
        "§2 Flutter: top at H − 320.6666 is docked", screen: phone844,
        keyboard: rect(0, 844 - 320.6666, 390, 320.6666), .docked, overlap: 320.6666),
    GeometryCase(
        "§2 half a point on screen is noise", screen: phone667, keyboard: rect(0, 666.5, 375, 258), .hidden,
        overlap: 0),
    GeometryCase(
        "§2 one point on screen counts", screen: phone667, keyboard: rect(0, 666, 375, 258), .docked, overlap: 1),

    // §2 the host partly covered: intersection height, not keyboard height.
    GeometryCase(
        "§2 host ending at 500 over a 258 pt keyboard: 91", screen: phone667, keyboard: rect(0, 409, 375, 258),
        host: rect(0, 0, 375, 500), .docked, overlap: 91),
    GeometryCase(
        "§2 host entirely inside the keyboard area: its own height", screen: phone667,
        keyboard: rect(0, 409, 375, 258), host: rect(16, 600, 343, 44), .docked, overlap: 44),
    GeometryCase(
        "§2 host ending half a point into the keyboard: noise", screen: phone667,
        keyboard: rect(0, 409, 375, 258), host: rect(0, 0, 375, 409.5), .docked, overlap: 0),
    GeometryCase(
        "§2 host taller than the screen is clipped to the screen", screen: phone667,
        keyboard: rect(0, 409, 375, 258), host: rect(0, 0, 375, 2000), .docked, overlap: 258),
    GeometryCase(
        "§2 host above the keyboard: 0", screen: phone667, keyboard: rect(0, 409, 375, 258),
        host: rect(0, 0, 375, 409), .docked, overlap: 0),
]

/// The part of a case that is about the safe area.
private struct SafeAreaCase: Sendable, CustomTestStringConvertible {
    let fact: String
    let screen: CGRect
    let keyboard: CGRect
    let insets: LayoutInsets
    let expected: CGFloat
    var testDescription: String { fact }
}

private let safeAreaCases: [SafeAreaCase] = [
    SafeAreaCase(
        fact: "§2 safe area, §6 375×812: 335 − 34 = 301", screen: screen(375, 812),
        keyboard: rect(0, 477, 375, 335), insets: LayoutInsets(top: 44, bottom: 34), expected: 301),
    SafeAreaCase(
        fact: "§2 safe area, §6 414×896: 346 − 34 = 312", screen: screen(414, 896),
        keyboard: rect(0, 550, 414, 346), insets: LayoutInsets(top: 44, bottom: 34), expected: 312),
    SafeAreaCase(
        fact: "§2 safe area, 390×844 (modelled): 335 − 34 = 301", screen: phone844,
        keyboard: rect(0, 509, 390, 335), insets: LayoutInsets(top: 47, bottom: 34), expected: 301),
    SafeAreaCase(
        fact: "§2 hardware keyboard 44 pt accessory above a 34 pt inset: 10", screen: phone844,
        keyboard: rect(0, 800, 390, 313), insets: LayoutInsets(top: 47, bottom: 34), expected: 10),
    SafeAreaCase(
        fact: "§2 overlap within the inset: 0", screen: phone844, keyboard: rect(0, 824, 390, 20),
        insets: LayoutInsets(top: 47, bottom: 34), expected: 0),
    SafeAreaCase(
        fact: "§2 overlap half a point beyond the inset is noise", screen: phone844,
        keyboard: rect(0, 809.5, 390, 34.5), insets: LayoutInsets(bottom: 34), expected: 0),
    SafeAreaCase(
        fact: "§2 no inset on a home-button phone: full overlap", screen: phone667,
        keyboard: rect(0, 409, 375, 258), insets: .zero, expected: 258),
    SafeAreaCase(
        fact: "§2 detached keyboard: 0 whatever the inset", screen: iPad, keyboard: rect(0, -264, 768, 304),
        insets: LayoutInsets(bottom: 20), expected: 0),
]

// MARK: - Tests

@Suite("KeyboardGeometry")
private struct KeyboardGeometryTests {
    @Test("attachment(ofKeyboardFrame:screenBounds:)", arguments: geometryCases)
    func attachment(_ c: GeometryCase) {
        #expect(KeyboardGeometry.attachment(ofKeyboardFrame: c.keyboard, screenBounds: c.screen) == c.attachment)
    }

    @Test("overlap(keyboardFrame:screenBounds:hostFrame:)", arguments: geometryCases)
    func overlap(_ c: GeometryCase) {
        let overlap = KeyboardGeometry.overlap(
            keyboardFrame: c.keyboard, screenBounds: c.screen, hostFrame: c.hostFrame)
        #expect(abs(overlap - c.overlap) < 1e-9, "overlap \(overlap), expected \(c.overlap)")
    }

    @Test("The overlap is bounded by host, keyboard and screen; positive only when docked", arguments: geometryCases)
    func overlapBounds(_ c: GeometryCase) {
        let overlap = KeyboardGeometry.overlap(
            keyboardFrame: c.keyboard, screenBounds: c.screen, hostFrame: c.hostFrame)
        #expect(overlap >= 0)
        if overlap > 0 {
            #expect(c.attachment == .docked)
            #expect(overlap <= c.keyboard.height)
            #expect(overlap <= c.hostFrame.height)
            #expect(overlap <= c.screen.height)
        }
    }

    @Test("A willShow event gives the same overlap as its end frame", arguments: geometryCases)
    func eventOverlap(_ c: GeometryCase) {
        let event = KeyboardEvent(kind: .willShow, beginFrame: .zero, endFrame: c.keyboard, isLocal: true)
        let overlap = KeyboardTransition(event: event, screenBounds: c.screen).overlap(withScreenRect: c.hostFrame)
        #expect(abs(overlap - c.overlap) < 1e-9)
    }

    @Test("Frames with negative sizes classify like their standardized form", arguments: geometryCases)
    func negativeSizes(_ c: GeometryCase) {
        guard c.keyboard.origin.x.isFinite, c.keyboard.origin.y.isFinite else { return }
        let k = c.keyboard
        let flipped = CGRect(x: k.maxX, y: k.maxY, width: -k.width, height: -k.height)
        #expect(KeyboardGeometry.attachment(ofKeyboardFrame: flipped, screenBounds: c.screen) == c.attachment)
        let overlap = KeyboardGeometry.overlap(keyboardFrame: flipped, screenBounds: c.screen, hostFrame: c.hostFrame)
        #expect(abs(overlap - c.overlap) < 1e-9)
    }

    @Test("The geometry table covers every attachment and enough cases")
    func tableCoverage() {
        #expect(geometryCases.count >= 30)
        #expect(Set(geometryCases.map(\.attachment)) == Set(KeyboardAttachment.allCases))
    }

    @Test("A non-finite host covers nothing (§2)")
    func nonFiniteHost() {
        let overlap = KeyboardGeometry.overlap(
            keyboardFrame: rect(0, 409, 375, 258), screenBounds: phone667, hostFrame: infinite)
        #expect(overlap == 0)
    }

    @Test("The overlap is the height of Foundation's intersection of host, keyboard and screen")
    func overlapIsTheIntersectionsHeight() {
        // The overlap intersects edge by edge; Foundation's `intersection` is the reference.
        var random = SplitMix64(seed: 16)
        func value(_ range: Int) -> CGFloat { CGFloat(random.below(range * 2)) / 2 - CGFloat(range) / 4 }
        let screens = [phone667, rect(0, 0, 1024, 768), rect(100, 0, 390, 844), .null]
        for index in 0..<2_000 {
            let screen = screens[index % screens.count]
            let height = value(400)
            let keyboard = rect(
                0, (screen.isNull ? 844 : screen.maxY) - abs(height), screen.isNull ? 390 : screen.width, height)
            let host = rect(value(600), value(1_200), value(1_200), value(1_800))
            let expected: CGFloat
            let covered = host.standardized.intersection(keyboard.standardized).intersection(screen)
            if KeyboardGeometry.attachment(ofKeyboardFrame: keyboard, screenBounds: screen) != .docked
                || covered.isNull || covered.height < KeyboardGeometry.noiseThreshold
                || covered.width < KeyboardGeometry.noiseThreshold
            {
                expected = 0
            } else {
                expected = covered.height
            }
            let overlap = KeyboardGeometry.overlap(keyboardFrame: keyboard, screenBounds: screen, hostFrame: host)
            #expect(overlap == expected, "host \(host), keyboard \(keyboard), screen \(screen)")
            if overlap != expected { return }
        }
    }

    @Test("Rects whose far edges pass the largest finite value still give a finite overlap")
    func overlapOfRectsNearTheLargestValue() {
        // maxY = 1e308 + 1e308 overflows to infinity; the intersection is the rect itself.
        let huge = rect(1e308, 1e308, 1e308, 1e308)
        #expect(KeyboardGeometry.overlap(keyboardFrame: huge, screenBounds: huge, hostFrame: huge) == 1e308)
        let tall = rect(0, -1e308, 390, 1.7e308)
        let keyboard = rect(0, 0.7e308 - 300, 390, 300)
        #expect(KeyboardGeometry.overlap(keyboardFrame: keyboard, screenBounds: tall, hostFrame: huge) == 0)
        #expect(KeyboardGeometry.attachment(ofKeyboardFrame: huge, screenBounds: huge) == .docked)
    }

    @Test("A non-finite screen hides the keyboard")
    func nonFiniteScreen() {
        #expect(KeyboardGeometry.attachment(ofKeyboardFrame: rect(0, 409, 375, 258), screenBounds: infinite) == .hidden)
    }

    @Test("overlap(_:beyondBottomInset:) subtracts the inset, clamps and drops noise")
    func beyondInset() {
        #expect(KeyboardGeometry.overlap(335, beyondBottomInset: 34) == 301)
        #expect(KeyboardGeometry.overlap(258, beyondBottomInset: 0) == 258)
        #expect(KeyboardGeometry.overlap(20, beyondBottomInset: 34) == 0)
        #expect(KeyboardGeometry.overlap(34.5, beyondBottomInset: 34) == 0)
        #expect(KeyboardGeometry.overlap(35, beyondBottomInset: 34) == 1)
        #expect(KeyboardGeometry.overlap(258, beyondBottomInset: -20) == 258)
        #expect(KeyboardGeometry.overlap(0, beyondBottomInset: 34) == 0)
    }

    @Test("Safe-area form: the overlap beyond the bottom inset (§2)", arguments: safeAreaCases)
    func safeArea(_ c: SafeAreaCase) {
        let overlap = KeyboardGeometry.overlap(
            KeyboardGeometry.overlap(keyboardFrame: c.keyboard, screenBounds: c.screen, hostFrame: c.screen),
            beyondBottomInset: c.insets.bottom)
        #expect(abs(overlap - c.expected) < 1e-9, "overlap \(overlap), expected \(c.expected)")
    }

    @Test("LayoutInsets defaults to zero and prints like UIEdgeInsets")
    func insets() {
        #expect(LayoutInsets() == .zero)
        #expect(LayoutInsets(bottom: 34) == LayoutInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(LayoutInsets(top: 47, left: 1, bottom: 34, right: 2).description == "{47.0, 1.0, 34.0, 2.0}")
    }
}

// MARK: - A transition's overlap

/// One event and the overlap it must produce over a full-screen host.
private struct EventCase: Sendable, CustomTestStringConvertible {
    let fact: String
    let screen: CGRect
    let kind: KeyboardEvent.Kind
    let endFrame: CGRect
    let isLocal: Bool?
    let ignoringRemoteKeyboards: Bool
    let expected: CGFloat
    var testDescription: String { fact }

    init(
        _ fact: String, screen: CGRect, _ kind: KeyboardEvent.Kind, endFrame: CGRect, isLocal: Bool? = true,
        ignoringRemoteKeyboards: Bool = true, expected: CGFloat
    ) {
        self.fact = fact
        self.screen = screen
        self.kind = kind
        self.endFrame = endFrame
        self.isLocal = isLocal
        self.ignoringRemoteKeyboards = ignoringRemoteKeyboards
        self.expected = expected
    }
}

private let ios26HideFrame = rect(0, 800, 390, 44)
private let reduceMotionHideFrame = rect(0, 596, 375, 71)
private let predictive258 = rect(0, 409, 375, 258)

private let eventCases: [EventCase] = [
    EventCase(
        "§2 iOS 26 willHide with a 44 pt end frame: 0", screen: phone844, .willHide, endFrame: ios26HideFrame,
        expected: 0),
    EventCase(
        "§2 iOS 26 didHide with a 44 pt end frame: 0", screen: phone844, .didHide, endFrame: ios26HideFrame,
        expected: 0),
    EventCase(
        "§2 the same 44 pt frame on willChangeFrame does count", screen: phone844, .willChangeFrame,
        endFrame: ios26HideFrame, expected: 44),
    EventCase(
        "§2 Reduce Motion willHide with a 71 pt frame at the bottom: 0", screen: phone667, .willHide,
        endFrame: reduceMotionHideFrame, expected: 0),
    EventCase(
        "§2 Reduce Motion didHide with a 71 pt frame: 0", screen: phone667, .didHide,
        endFrame: reduceMotionHideFrame, expected: 0),
    EventCase(
        "§2 the same 71 pt frame on didChangeFrame does count", screen: phone667, .didChangeFrame,
        endFrame: reduceMotionHideFrame, expected: 71),
    EventCase(
        "§2 willHide with a fully docked 258 pt frame: 0", screen: phone667, .willHide, endFrame: predictive258,
        expected: 0),
    EventCase(
        "§2 willHide of a remote keyboard, not ignored: still 0", screen: phone667, .willHide,
        endFrame: predictive258, isLocal: false, ignoringRemoteKeyboards: false, expected: 0),
    EventCase(
        "§2 isLocal false: another app's keyboard is ignored by default", screen: phone667, .willShow,
        endFrame: predictive258, isLocal: false, expected: 0),
    EventCase(
        "§2 isLocal false on willChangeFrame: ignored by default", screen: phone667, .willChangeFrame,
        endFrame: predictive258, isLocal: false, expected: 0),
    EventCase(
        "§2 isLocal false with ignoringRemoteKeyboards: false counts", screen: phone667, .willShow,
        endFrame: predictive258, isLocal: false, ignoringRemoteKeyboards: false, expected: 258),
    EventCase(
        "§1 isLocal absent before iOS 9: counts", screen: phone667, .willShow, endFrame: predictive258,
        isLocal: nil, expected: 258),
    EventCase(
        "§1 isLocal true: counts", screen: phone667, .didShow, endFrame: predictive258, expected: 258),
    EventCase(
        "§2 floating keyboard on didChangeFrame: 0", screen: iPad, .didChangeFrame,
        endFrame: rect(0, -264, 768, 304), expected: 0),
    EventCase(
        "§2 hardware keyboard willShow: 55", screen: iPad, .willShow, endFrame: rect(0, 969, 768, 308),
        expected: 55),
]

@Suite("KeyboardTransition.overlap(withScreenRect:)")
private struct KeyboardTransitionOverlapTests {
    @Test("A transition's overlap: nothing after a hide, nor for an ignored remote keyboard", arguments: eventCases)
    func eventOverlap(_ c: EventCase) {
        let event = KeyboardEvent(
            kind: c.kind, beginFrame: .zero, endFrame: c.endFrame, duration: 0.25, curve: .keyboard,
            isLocal: c.isLocal)
        let transition = KeyboardTransition(
            event: event, screenBounds: c.screen, ignoresRemoteKeyboards: c.ignoringRemoteKeyboards)
        let overlap = transition.overlap(withScreenRect: c.screen)
        #expect(overlap == c.expected)
    }

    @Test("ignoringRemoteKeyboards defaults to true (§2)")
    func defaultIgnoresRemote() {
        let remote = KeyboardEvent(kind: .willShow, beginFrame: .zero, endFrame: predictive258, isLocal: false)
        #expect(KeyboardTransition(event: remote, screenBounds: phone667).overlap(withScreenRect: phone667) == 0)
        var local = remote
        local.isLocal = true
        #expect(KeyboardTransition(event: local, screenBounds: phone667).overlap(withScreenRect: phone667) == 258)
    }
}

@Suite("KeyboardGeometry.revealRect(forCaret:visible:)")
private struct CaretRevealTests {
    private static let visible = CGRect(x: 0, y: 100, width: 300, height: 200)

    @Test(
        "A caret is moved the least distance into what the text view shows, and cut to fit it",
        arguments: [
            (CGRect(x: 4, y: 150, width: 2, height: 20), CGRect(x: 4, y: 150, width: 2, height: 20)),  // inside
            (CGRect(x: 4, y: 900, width: 2, height: 20), CGRect(x: 4, y: 280, width: 2, height: 20)),  // below
            (CGRect(x: 4, y: 0, width: 2, height: 20), CGRect(x: 4, y: 100, width: 2, height: 20)),  // above
            (CGRect(x: 400, y: 150, width: 2, height: 20), CGRect(x: 298, y: 150, width: 2, height: 20)),  // right
            (CGRect(x: 4, y: 50, width: 2, height: 500), CGRect(x: 4, y: 100, width: 2, height: 200)),  // taller
            (CGRect(x: 6, y: 170, width: -2, height: -20), CGRect(x: 4, y: 150, width: 2, height: 20)),  // negative
        ])
    func movesTheCaretIn(caret: CGRect, expected: CGRect) {
        #expect(KeyboardGeometry.revealRect(forCaret: caret, visible: Self.visible) == expected)
    }

    @Test("A caret that is not finite reveals what the text view shows")
    func notFinite() {
        for caret in [CGRect.null, CGRect.infinite, CGRect(x: CGFloat.nan, y: 0, width: 2, height: 20)] {
            #expect(KeyboardGeometry.revealRect(forCaret: caret, visible: Self.visible) == Self.visible)
        }
    }
}
