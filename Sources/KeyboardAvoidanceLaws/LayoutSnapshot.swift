package import Foundation
package import KeyboardAvoidance

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The observable layout of a host, which the laws compare: what a user sees, taken by the headless
/// checker from its models and by the UIKit law monitor from real views.
///
/// - The views of the root view's tree, when the taker walks it: every view's frame and every scroll
///   view's content and indicator insets.
/// - Whatever the kit's approach protocols name (``appendApproachParts(of:rootInTree:offsetRange:)``):
///   the root view's frame unless the tree has it, the following view's and the resized view's
///   frames, the scroll view's bottom insets, the bottom constraint's constant.
///
/// Content offsets are kept apart in ``offsets``: how far a form is scrolled under a keyboard depends on
/// where it was, so `==` leaves them out, and the laws that expect the layout back (``restores(_:)``)
/// compare them too. Numbers are equal when they differ by at most ``KeyboardLaw/tolerance``.
package struct LayoutSnapshot: Equatable, Sendable {
    /// One view, scroll view or constraint, by its path in the tree or the name of the part.
    package struct Entry: Equatable, Sendable {
        package var path: String
        package var frame: CGRect?
        package var insets: LayoutInsets?
        package var indicatorInsets: LayoutInsets?
        package var number: CGFloat?
        /// The frame in screen coordinates, outside scroll views (whose content moves with its offset).
        package var screenFrame: CGRect?

        /// Creates an entry.
        package init(
            path: String, frame: CGRect? = nil, insets: LayoutInsets? = nil, indicatorInsets: LayoutInsets? = nil,
            number: CGFloat? = nil, screenFrame: CGRect? = nil
        ) {
            (self.path, self.frame, self.insets, self.indicatorInsets) = (path, frame, insets, indicatorInsets)
            (self.number, self.screenFrame) = (number, screenFrame)
        }
    }

    /// A scroll view's content offset, with the range its content, bounds and adjusted insets
    /// allow (`nil` when the taker cannot tell).
    package struct Offset: Sendable {
        package var path: String
        package var offset: CGPoint
        package var range: (min: CGPoint, max: CGPoint)?

        /// Creates an offset.
        package init(path: String, offset: CGPoint, range: (min: CGPoint, max: CGPoint)?) {
            (self.path, self.offset, self.range) = (path, offset, range)
        }
    }

    package var entries: [Entry] = []
    package var offsets: [Offset] = []

    /// An empty snapshot, which a taker fills.
    package init() {}

    /// Appends what `host`'s approaches name, and its root view's frame unless `rootInTree`.
    ///
    /// `offsetRange` gives the range of the named scroll view's content offset, if the taker knows it.
    @MainActor
    package mutating func appendApproachParts(
        of host: some KeyboardHost, rootInTree: Bool,
        offsetRange: (any KeyboardScrollView) -> (min: CGPoint, max: CGPoint)?
    ) {
        let root = host.keyboardRootView
        let named = [
            ("root", rootInTree ? nil : root),  // its tree otherwise
            ("keyboardFollowingView", (host as? any KeyboardFollowing)?.keyboardFollowingView),
            ("keyboardResizingView", (host as? any KeyboardResizing)?.keyboardResizingView),
        ]
        for case (let path, let view?) in named {
            entries.append(Entry(path: path, frame: view.frame, screenFrame: view.frameInScreen))
        }
        if let insetting = host as? any KeyboardInsetAdjusting {
            let scroll = insetting.keyboardScrollView
            entries.append(
                Entry(
                    path: "keyboardScrollView", insets: LayoutInsets(bottom: scroll.keyboardContentInsetBottom),
                    indicatorInsets: LayoutInsets(bottom: scroll.keyboardIndicatorInsetBottom)))
            offsets.append(Offset(path: "keyboardScrollView", offset: scroll.contentOffset, range: offsetRange(scroll)))
        }
        if let constrained = host as? any KeyboardConstraintAdjusting {
            entries.append(
                Entry(path: "keyboardBottomConstraint.constant", number: constrained.keyboardBottomConstraint.constant))
        }
    }

    /// How far each part of the layout moved toward the keyboard from this snapshot to `other`:
    /// a view (outside scroll views) by the rise of its top or bottom edge on screen, a scroll view
    /// by the growth of its bottom insets, a constraint by the change of its constant.
    private func moves(to other: LayoutSnapshot) -> [(path: String, amount: CGFloat, what: String)] {
        var moves: [(path: String, amount: CGFloat, what: String)] = []
        for (before, after) in zip(entries, other.entries) where before.path == after.path {
            func move(
                _ what: String, _ from: CGFloat?, _ to: CGFloat?, by change: (CGFloat, CGFloat) -> CGFloat = { $1 - $0 }
            ) {
                guard let from, let to else { return }
                let amount = change(from, to)
                let text = "\(what) \(Format.number(amount)) pt: \(Format.number(from)) → \(Format.number(to))"
                moves.append((before.path, amount, text))
            }
            if let from = before.screenFrame, let to = after.screenFrame {
                let rise = max(from.minY - to.minY, from.maxY - to.maxY)
                let text = "rose \(Format.number(rise)) pt on screen: \(Format.rect(from)) → \(Format.rect(to))"
                moves.append((before.path, rise, text))
            }
            move("content inset bottom grew", before.insets?.bottom, after.insets?.bottom)
            move("indicator inset bottom grew", before.indicatorInsets?.bottom, after.indicatorInsets?.bottom)
            move("changed by", before.number, after.number) { abs($1 - $0) }
        }
        return moves
    }

    /// The part that moved furthest toward the keyboard from this layout to `other`, when it moved more
    /// than the keyboard covers of the host (`covered`): the judgement of
    /// ``KeyboardLaw/respondsToWhatIsCovered``, which catches a sheet the system moved and the kit lifted again.
    package func furthestMove(to other: LayoutSnapshot, beyond covered: CGFloat) -> (path: String, what: String)? {
        guard let move = moves(to: other).max(by: { $0.amount < $1.amount }),
            move.amount > covered + KeyboardLaw.tolerance
        else { return nil }
        return (move.path, move.what)
    }

    /// Nil when this layout is `original` again, content offsets included; otherwise the difference.
    package func restores(_ original: LayoutSnapshot) -> String? {
        guard self == original else { return original.difference(to: self) }
        let moved = zip(original.offsets, offsets).filter {
            $0.path != $1.path || !Tolerance.close($0.offset.x, $1.offset.x)
                || !Tolerance.close($0.offset.y, $1.offset.y)
        }
        guard let (before, after) = moved.first else { return nil }
        return "\(after.path): content offset \(Format.point(before.offset)) → \(Format.point(after.offset))"
    }

    /// Nil when `other` equals this layout (content offsets aside); otherwise the difference.
    package func changes(to other: LayoutSnapshot) -> String? { self == other ? nil : difference(to: other) }

    /// The scroll views whose content offset is outside the range they allow, each described.
    package var offsetsOutOfRange: [String] {
        offsets.compactMap { entry in
            guard let range = entry.range else { return nil }
            let tolerance = KeyboardLaw.tolerance
            let offset = entry.offset
            guard
                offset.x < range.min.x - tolerance || offset.x > range.max.x + tolerance
                    || offset.y < range.min.y - tolerance || offset.y > range.max.y + tolerance
            else { return nil }
            return "\(entry.path): content offset \(Format.point(offset)) is outside "
                + "\(Format.point(range.min)) … \(Format.point(range.max))"
        }
    }

    package static func == (lhs: LayoutSnapshot, rhs: LayoutSnapshot) -> Bool {
        lhs.entries.count == rhs.entries.count && zip(lhs.entries, rhs.entries).allSatisfy { $0.isClose(to: $1) }
    }

    /// The first three entries that differ, `before → after`, for messages.
    package func difference(to other: LayoutSnapshot) -> String {
        guard entries.count == other.entries.count, zip(entries, other.entries).allSatisfy({ $0.path == $1.path })
        else {
            return "the view trees differ in shape (\(entries.count) → \(other.entries.count) entries)"
        }
        // Screen frames follow from the frames of the view and its ancestors: only those are named.
        let pairs = zip(entries, other.entries).filter { !$0.isClose(to: $1) }
        guard !pairs.isEmpty else { return "no difference" }
        var text = pairs.prefix(3).map { before, after in
            var parts: [String] = []
            if !Tolerance.close(before.frame, after.frame) {
                parts.append("frame \(Format.rect(before.frame)) → \(Format.rect(after.frame))")
            }
            if !Tolerance.close(before.insets, after.insets) {
                parts.append("content inset \(Format.insets(before.insets)) → \(Format.insets(after.insets))")
            }
            if !Tolerance.close(before.indicatorInsets, after.indicatorInsets) {
                parts.append(
                    "indicator inset \(Format.insets(before.indicatorInsets)) → \(Format.insets(after.indicatorInsets))"
                )
            }
            if !Tolerance.close(before.number, after.number) {
                parts.append("\(Format.number(before.number)) → \(Format.number(after.number))")
            }
            return "\(before.path): " + parts.joined(separator: ", ")
        }.joined(separator: "; ")
        if pairs.count > 3 { text += "; and \(pairs.count - 3) more" }
        return text
    }
}

/// Compact formatting of numbers, rects and insets for messages.
package enum Format {
    package static func number(_ value: CGFloat?) -> String { value.map(PointText.exact) ?? "-" }

    package static func point(_ point: CGPoint) -> String { "(\(number(point.x)), \(number(point.y)))" }

    package static func rect(_ rect: CGRect?) -> String { rect.map { PointText.rect($0) } ?? "-" }

    package static func insets(_ insets: LayoutInsets?) -> String {
        guard let insets else { return "-" }
        return
            "{top \(number(insets.top)), left \(number(insets.left)), bottom \(number(insets.bottom)), right \(number(insets.right))}"
    }
}

extension LayoutSnapshot.Entry {
    /// The same path, and every number within ``KeyboardLaw/tolerance`` of the other's.
    package func isClose(to other: Self) -> Bool {
        path == other.path && Tolerance.close(frame, other.frame) && Tolerance.close(insets, other.insets)
            && Tolerance.close(indicatorInsets, other.indicatorInsets) && Tolerance.close(number, other.number)
            && Tolerance.close(screenFrame, other.screenFrame)
    }
}

/// Comparisons within ``KeyboardLaw/tolerance``: equal values (infinities included) or finite ones
/// at most the tolerance apart; NaN is close to nothing, and `nil` only to `nil`.
package enum Tolerance {
    package static func close(_ a: CGFloat, _ b: CGFloat) -> Bool { a == b || abs(a - b) <= KeyboardLaw.tolerance }

    package static func close(_ a: CGFloat?, _ b: CGFloat?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return close(a, b)
    }

    package static func close(_ a: CGRect?, _ b: CGRect?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return close(a.origin.x, b.origin.x) && close(a.origin.y, b.origin.y) && close(a.size.width, b.size.width)
            && close(a.size.height, b.size.height)
    }

    package static func close(_ a: LayoutInsets?, _ b: LayoutInsets?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return close(a.top, b.top) && close(a.left, b.left) && close(a.bottom, b.bottom) && close(a.right, b.right)
    }
}
