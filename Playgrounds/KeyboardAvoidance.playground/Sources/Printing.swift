// The printing helpers every page of the playground shares.
//
// Xcode compiles this folder as a module of its own (KeyboardAvoidance_Sources) that every page
// imports implicitly, so what the pages call is `public`, and `@MainActor` where it touches the
// kit's main-actor types. Scripts/run-playgrounds.sh builds it the same way on Linux.
import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Points rounded to a tenth, without a trailing `.0` and never `-0`.
///
/// ```swift
/// pt(336)       // "336"
/// pt(-0.04)     // "0"
/// pt(12.345)    // "12.3"
/// ```
public func pt(_ value: CGFloat) -> String {
    let tenths = (Double(value) * 10).rounded() / 10 + 0
    return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
}

/// A rect as `(x, y, width×height)`, in points.
public func describe(_ rect: CGRect) -> String {
    "(\(pt(rect.minX)), \(pt(rect.minY)), \(pt(rect.width))×\(pt(rect.height)))"
}

/// Where the keyboard's top edge is, `keyboard top 508`, or `keyboard hidden`.
@MainActor public func keyboardTop(_ keyboard: KeyboardSimulator) -> String {
    keyboard.isShown ? "keyboard top \(pt(keyboard.frame.minY))" : "keyboard hidden"
}

@MainActor extension RecordingKeyboardAnimator {
    /// The last animation that changed something since the previous call, as
    /// `animated 0.25 s, keyboard curve`, or `no animation`; then forgets every record, so that
    /// each step of a page reports only its own animation.
    public func takeAnimationSummary() -> String {
        let moves = records.filter { !$0.changes.isEmpty }
        reset()
        guard let last = moves.last else { return "no animation" }
        return "animated \(last.animation.duration) s, \(last.animation.curve) curve"
    }
}
