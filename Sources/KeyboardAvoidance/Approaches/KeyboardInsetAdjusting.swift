public import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Approach: a scroll view's bottom insets grow by the overlap, then the focused field (a text
/// view that is the scroll view: its caret) is scrolled into view with padding.
///
/// ```swift
/// final class Settings: HeadlessViewController, KeyboardInsetAdjusting {
///     let scroll = HeadlessScrollView()
///     var keyboardScrollView: any KeyboardScrollView { scroll }
///     var keyboardScrollPadding: CGFloat { 24 }
/// }
/// ```
@MainActor
public protocol KeyboardInsetAdjusting: KeyboardCapable {
    /// The scroll view to inset.
    var keyboardScrollView: any KeyboardScrollView { get }

    /// Points kept between the focused field and the keyboard (and the visible area's top); default 16.
    var keyboardScrollPadding: CGFloat { get }

    /// How the content moves as the keyboard's inset changes, for a message list; default ``KeyboardChatLift/never``.
    var keyboardChatLift: KeyboardChatLift { get }

    /// Adjusts the insets for `transition`, then scrolls the focused field into view.
    func adjustContentInset(_ transition: KeyboardTransition)
}

enum KeyboardPadding {
    static let standard: CGFloat = 16
}

// MARK: - Default implementations

extension KeyboardInsetAdjusting {
    /// 16 points, the standard spacing of iOS layout margins.
    public var keyboardScrollPadding: CGFloat { KeyboardPadding.standard }

    /// ``KeyboardChatLift/never``: only the focused field is scrolled into view.
    public var keyboardChatLift: KeyboardChatLift { .never }

    /// Grows each bottom inset by the overlap beyond what is reserved already (the inset, less what a
    /// followed view needs, and ``KeyboardScrollView/keyboardSystemInsetBottom``), then reveals the
    /// focused field, or moves the content as ``keyboardChatLift`` says; when the keyboard goes, removes
    /// exactly that part and scrolls back.
    ///
    /// A scroll by the user while the keyboard is up is kept.
    public func adjustContentInset(_ transition: KeyboardTransition) {
        let scroll = keyboardScrollView
        guard !scroll.keyboardIsAdjustedBySystem else { return }
        keyboardRootView.keyboardLayoutWithoutAnimation()  // rows pending lay out now, not animated
        let covered = transition.overlap(withScreenRect: scroll.frameInScreen.offsetBy(dx: 0, dy: rootLift))
        let memory = HostMemory.of(self)
        if let old = memory.insetScrollView, old !== scroll { restore(old, memory, animation: transition.animation) }
        memory.insetScrollView = scroll
        let content = KitWrite.original(of: memory.contentInset, current: scroll.keyboardContentInsetBottom)
        let indicator = KitWrite.original(of: memory.indicatorInset, current: scroll.keyboardIndicatorInsetBottom)
        // What the system and the app reserved at the bottom (a tab bar, a toolbar) is under the keyboard
        // already, but for what a followed bar, riding on the keyboard, still needs (KeyboardFacts §7).
        let riding = (self as? any KeyboardFollowing)?.keyboardFollowingView.frame.height ?? 0
        func grown(_ inset: CGFloat, _ system: CGFloat) -> CGFloat {
            inset + KeyboardGeometry.overlap(covered, beyondBottomInset: system + max(0, inset - riding))
        }
        let newContent = grown(content, scroll.keyboardSystemInsetBottom)
        let newIndicator = grown(indicator, scroll.keyboardSystemIndicatorInsetBottom)
        memory.contentInset = newContent != content ? KitWrite(original: content, written: newContent) : nil
        memory.indicatorInset = newIndicator != indicator ? KitWrite(original: indicator, written: newIndicator) : nil
        // While docked, the focused field is revealed even if nothing is covered (another approach may
        // have moved it clear); once not, the kit's own scrolling is undone unless the user scrolled since.
        let docked = transition.dockedKeyboardTop != nil
        let field = docked ? keyboardFocusedView.flatMap { scroll.hasDescendant($0) ? $0 : nil } : nil
        let offset = scroll.contentOffset
        let restingOffset = KitWrite.original(of: memory.contentOffset, current: offset)
        let scrollsBack = !docked && restingOffset != offset
        if !docked { memory.contentOffset = nil }
        let current = scroll.keyboardContentInsetBottom
        let (lift, range, delta) = (keyboardChatLift, scroll.keyboardOffsetRange, newContent - current)
        if current != newContent || scroll.keyboardIndicatorInsetBottom != newIndicator {
            animateKeyboardChanges(
                transition.animation,
                .changes {
                    scroll.keyboardContentInsetBottom = newContent
                    scroll.keyboardIndicatorInsetBottom = newIndicator
                    // A chat's content rides with the keyboard: the rows it brings in sight were under it.
                    if field == nil, !scrollsBack, lift != .never {
                        scroll.contentOffset.y = lift.contentOffset(
                            offset.y, from: range, to: scroll.keyboardOffsetRange, insetChange: delta,
                            inverted: scroll.keyboardIsInverted)
                    }
                })
        }
        // A scroll to the field, or back, runs after: rows passed on the way render (device review N7).
        // Measured after the insets change: the padding must fit the area they leave.
        let target: CGPoint
        if let rect = field.flatMap({ scroll.rectToReveal($0, padding: keyboardScrollPadding) }) {
            target = scroll.offsetRevealing(rect)
            memory.contentOffset = target != restingOffset ? KitWrite(original: restingOffset, written: target) : nil
        } else if scrollsBack {
            target = restingOffset
        } else {
            return
        }
        if scroll.contentOffset != target {
            scroll.setContentOffset(target, animated: transition.animation.duration > 0)
        }
    }

    /// Gives a scroll view the host named before what it had without the kit (switching text views).
    private func restore(_ old: any KeyboardScrollView, _ memory: HostMemory, animation: KeyboardAnimation) {
        let (inset, bar, offset) = (memory.contentInset, memory.indicatorInset, memory.contentOffset)
        (memory.contentInset, memory.indicatorInset, memory.contentOffset) = (nil, nil, nil)
        animateKeyboardChanges(
            animation,
            .changes {
                old.keyboardContentInsetBottom = KitWrite.original(of: inset, current: old.keyboardContentInsetBottom)
                old.keyboardIndicatorInsetBottom = KitWrite.original(of: bar, current: old.keyboardIndicatorInsetBottom)
                old.contentOffset = KitWrite.original(of: offset, current: old.contentOffset)
            })
    }
}
