import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The observable layout of a host, compared by ``KeyboardLawChecker``.
///
/// - The root view's tree when it is a `HeadlessView`: every view's frame and every
///   `HeadlessScrollView`'s content and indicator insets; the root view's frame otherwise.
/// - Whatever the kit's approach protocols name: the following view's and the resized view's
///   frames, the scroll view's bottom insets, the bottom constraint's constant.
///
/// Content offsets are kept apart in ``offsets``: how far a form is scrolled under a keyboard depends on
/// where it was, so `==` leaves them out, and the laws that expect the layout back (``restores(_:)``)
/// compare them too. Numbers are equal when they differ by at most ``KeyboardLaw/tolerance``.
@MainActor
struct LayoutSnapshot: Equatable {
    struct Entry: Equatable {
        var path: String
        var frame: CGRect?
        var insets: LayoutInsets?
        var indicatorInsets: LayoutInsets?
        var number: CGFloat?
        /// The frame in screen coordinates, outside scroll views (whose content moves with its offset).
        var screenFrame: CGRect?
    }

    /// A scroll view's content offset, with the range its content, bounds and adjusted insets
    /// allow (`nil` for a scroll view that is not a `HeadlessScrollView`).
    struct Offset {
        var path: String
        var offset: CGPoint
        var range: (min: CGPoint, max: CGPoint)?
    }

    var entries: [Entry] = []
    var offsets: [Offset] = []

    init(_ host: some KeyboardHost) {
        let root = host.keyboardRootView
        if let view = root as? HeadlessView { collect(view, path: view.name) }
        let named = [
            ("root", root is HeadlessView ? nil : root),  // its tree otherwise
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
            offsets.append(
                Offset(
                    path: "keyboardScrollView", offset: scroll.contentOffset,
                    range: (scroll as? HeadlessScrollView)?.offsetRange))
        }
        if let constrained = host as? any KeyboardConstraintAdjusting {
            entries.append(
                Entry(path: "keyboardBottomConstraint.constant", number: constrained.keyboardBottomConstraint.constant))
        }
    }

    private mutating func collect(_ view: HeadlessView, path: String, insideScrollView: Bool = false) {
        let scroll = view as? HeadlessScrollView
        if let scroll { offsets.append(Offset(path: path, offset: scroll.contentOffset, range: scroll.offsetRange)) }
        entries.append(
            Entry(
                path: path, frame: view.frame, insets: scroll?.contentInset,
                indicatorInsets: scroll?.verticalScrollIndicatorInsets,
                screenFrame: insideScrollView ? nil : view.frameInScreen))
        for (index, child) in view.subviews.enumerated() {
            collect(child, path: "\(path)/\(child.name)#\(index)", insideScrollView: insideScrollView || scroll != nil)
        }
    }

    /// How far each part of the layout moved toward the keyboard from this snapshot to `other`:
    /// a view (outside scroll views) by the rise of its top or bottom edge on screen, a scroll view
    /// by the growth of its bottom insets, a constraint by the change of its constant.
    func moves(to other: LayoutSnapshot) -> [(path: String, amount: CGFloat, what: String)] {
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

    /// Nil when this layout is `original` again, content offsets included; otherwise the difference.
    func restores(_ original: LayoutSnapshot) -> String? {
        guard self == original else { return original.difference(to: self) }
        let moved = zip(original.offsets, offsets).filter {
            $0.path != $1.path || !Tolerance.close($0.offset.x, $1.offset.x)
                || !Tolerance.close($0.offset.y, $1.offset.y)
        }
        guard let (before, after) = moved.first else { return nil }
        return "\(after.path): content offset \(Format.point(before.offset)) → \(Format.point(after.offset))"
    }

    /// Nil when `other` equals this layout (content offsets aside); otherwise the difference.
    func changes(to other: LayoutSnapshot) -> String? { self == other ? nil : difference(to: other) }

    /// The scroll views whose content offset is outside the range they allow, each described.
    var offsetsOutOfRange: [String] {
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

    nonisolated static func == (lhs: LayoutSnapshot, rhs: LayoutSnapshot) -> Bool {
        lhs.entries.count == rhs.entries.count && zip(lhs.entries, rhs.entries).allSatisfy { $0.isClose(to: $1) }
    }

    /// The first three entries that differ, `before → after`, for messages.
    func difference(to other: LayoutSnapshot) -> String {
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
enum Format {
    static func number(_ value: CGFloat?) -> String { value.map(PointText.exact) ?? "-" }

    static func point(_ point: CGPoint) -> String { "(\(number(point.x)), \(number(point.y)))" }

    static func rect(_ rect: CGRect?) -> String { rect.map { PointText.rect($0) } ?? "-" }

    static func insets(_ insets: LayoutInsets?) -> String {
        guard let insets else { return "-" }
        return
            "{top \(number(insets.top)), left \(number(insets.left)), bottom \(number(insets.bottom)), right \(number(insets.right))}"
    }
}

extension LayoutSnapshot.Entry {
    /// The same path, and every number within ``KeyboardLaw/tolerance`` of the other's.
    func isClose(to other: Self) -> Bool {
        path == other.path && Tolerance.close(frame, other.frame) && Tolerance.close(insets, other.insets)
            && Tolerance.close(indicatorInsets, other.indicatorInsets) && Tolerance.close(number, other.number)
            && Tolerance.close(screenFrame, other.screenFrame)
    }
}

/// Comparisons within ``KeyboardLaw/tolerance``: equal values (infinities included) or finite ones
/// at most the tolerance apart; NaN is close to nothing, and `nil` only to `nil`.
enum Tolerance {
    static func close(_ a: CGFloat, _ b: CGFloat) -> Bool { a == b || abs(a - b) <= KeyboardLaw.tolerance }

    static func close(_ a: CGFloat?, _ b: CGFloat?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return close(a, b)
    }

    static func close(_ a: CGRect?, _ b: CGRect?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return close(a.origin.x, b.origin.x) && close(a.origin.y, b.origin.y) && close(a.size.width, b.size.width)
            && close(a.size.height, b.size.height)
    }

    static func close(_ a: LayoutInsets?, _ b: LayoutInsets?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return close(a.top, b.top) && close(a.left, b.left) && close(a.bottom, b.bottom) && close(a.right, b.right)
    }
}
