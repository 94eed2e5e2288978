import Foundation
import KeyboardAvoidance
import KeyboardTestSupport
import Testing
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// Regression tests for what the userInfo fuzz target (Fuzz/UserInfo, `bash Scripts/fuzz.sh`)
// found in the kit's userInfo reader, each kept after its fix. Facts are cited by the section
// numbers of the KeyboardFacts article.

private typealias Key = KeyboardUserInfoKey

/// A userInfo as UIKit posts it (§1), with `end` as the end frame's value.
private func userInfo(end: Any) -> [AnyHashable: Any] {
    [
        Key.frameBegin: GeometryBox.rect(CGRect(x: 0, y: 667, width: 375, height: 216)),
        Key.frameEnd: end,
        Key.animationDuration: NSNumber(value: 0.25),
        Key.animationCurve: NSNumber(value: 7),
        Key.isLocal: NSNumber(value: true),
    ]
}

/// A frame whose fields are all finite but whose standardized form is not: y + height
/// overflows to -inf when `standardized` moves the origin to the top of a negative height.
private let overflowingFrame = CGRect(x: 0, y: -1e308, width: 375, height: -1e308)

private func isFinite(_ rect: CGRect) -> Bool {
    rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite
}

/// The overflowing frame in every shape the reader accepts: boxed and plain (`keyboard-demo replay`
/// turns printed text such as `NSRect: {{0, -1e308}, {375, -1e308}}` into the plain rect).
enum OverflowingFrameShape: String, CaseIterable, Sendable {
    case nsValue, cgRect

    var value: Any {
        switch self {
        case .nsValue: GeometryBox.rect(overflowingFrame)
        case .cgRect: overflowingFrame
        }
    }
}

@Suite struct FuzzRegressionTests {
    /// Found by the userinfo fuzz target (first within 20 s from an empty corpus): the reader
    /// checks that the frame is finite and *then* standardizes it, so `{{0, -1e308}, {375,
    /// -1e308}}` passes the check and is returned as `{{0, -inf}, {375, 1e308}}`, breaking the
    /// documented promise that a non-hide notification with a non-finite frame is an error.
    ///
    /// The state and the geometry treat the frame as hidden, but hooks still receive the event.
    /// Fixed: the reader checks the finiteness of `rect.standardized` too.
    @Test(arguments: OverflowingFrameShape.allCases)
    func finiteFrameWhoseStandardizationOverflowsIsAnError(shape: OverflowingFrameShape) {
        #expect(throws: KeyboardEventError.self, "willShow, end frame as \(shape)") {
            try KeyboardEvent(kind: .willShow, userInfo: userInfo(end: shape.value))
        }
        #expect(throws: KeyboardEventError.self, "willChangeFrame, end frame as \(shape)") {
            try KeyboardEvent(kind: .willChangeFrame, userInfo: userInfo(end: shape.value))
        }
    }

    /// The same finding on a hide notification: a non-finite hide frame reads as `.zero` (§2,
    /// iOS 7's `{{inf, inf}, {0, 0}}`), so an overflowing one must too.
    @Test(arguments: OverflowingFrameShape.allCases)
    func finiteHideFrameWhoseStandardizationOverflowsReadsAsZero(shape: OverflowingFrameShape) throws {
        let event = try KeyboardEvent(kind: .willHide, userInfo: userInfo(end: shape.value))
        #expect(event.endFrame == .zero, "willHide, end frame as \(shape)")
    }

    /// Whatever the reader returns, what the kit computes from it stays finite: the state does
    /// not show a keyboard with a non-finite frame and the overlap is 0 (this holds today).
    @Test func anOverflowingFrameNeverShowsTheKeyboard() throws {
        let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
        guard
            let event = try? KeyboardEvent(kind: .willShow, userInfo: userInfo(end: GeometryBox.rect(overflowingFrame)))
        else { return }  // rejected: the fix has landed
        var state = KeyboardState()
        state.apply(event)
        #expect(!state.isVisible)
        #expect(state.frame == .zero)
        #expect(KeyboardTransition(event: event, screenBounds: screen).overlap(withScreenRect: screen) == 0)
        #expect(KeyboardTransition(event: event, screenBounds: screen).clearance(forScreenRect: screen) == 0)
    }

    /// Frames with a negative size whose standardization stays finite are read standardized.
    @Test func negativeSizesAreStandardized() throws {
        let frame = CGRect(x: 0, y: 667, width: 375, height: -258)
        let event = try KeyboardEvent(kind: .willShow, userInfo: userInfo(end: GeometryBox.rect(frame)))
        #expect(event.endFrame == CGRect(x: 0, y: 409, width: 375, height: 258))
        #expect(event.endFrame.height == 258)
        #expect(isFinite(event.endFrame))
    }

    /// Linux keeps a `String` and an `NSString` key of the same name apart (Apple's platforms hash
    /// them alike): whatever order the dictionary walks them in, the `String` key's value is read.
    @Test func aStringKeyWinsOverAnNSStringKeyOfTheSameName() throws {
        var info = userInfo(end: GeometryBox.rect(CGRect(x: 0, y: 451, width: 375, height: 216)))
        info[NSString(string: Key.animationDuration)] = "text no reader takes"
        info[NSString(string: Key.animationCurve)] = NSNumber(value: 3)
        let event = try KeyboardEvent(kind: .willShow, userInfo: info)
        #expect(event.duration == 0.25)
        #expect(event.curve == .keyboard)
    }
}
