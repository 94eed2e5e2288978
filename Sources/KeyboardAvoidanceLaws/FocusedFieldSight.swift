package import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What the user sees of the focused field while the keyboard is docked, in screen coordinates:
/// the judgement of ``KeyboardLaw/focusedFieldUncovered``.
///
/// The taker measures; this judges. A field that cannot fit between the top safe-area edge and the
/// keyboard is excused from every part.
package struct FocusedFieldSight: Sendable {
    /// One of the host's shown views, not the field nor one of its containers, at rest and now.
    package struct View: Sendable {
        package var name: String
        package var resting: CGRect
        package var now: CGRect

        /// Creates a view's sighting.
        package init(name: String, resting: CGRect, now: CGRect) {
            (self.name, self.resting, self.now) = (name, resting, now)
        }
    }

    /// The field as messages name it, such as `'amountField' (16, 400, 358×44)`.
    package var field: String
    /// What the user must see of the field: a text view's caret, else the whole field.
    package var rect: CGRect
    /// The docked keyboard's top edge, at most the screen's bottom.
    package var keyboardTop: CGFloat
    /// The host's top safe-area edge at rest (the window's, and a container's bars).
    package var safeTop: CGFloat
    /// How far the field rose with the keyboard.
    package var fieldRise: CGFloat = 0
    /// The host's other shown views.
    package var views: [View] = []
    /// The scroll view the field is in, and the part of the screen it shows.
    package var scrollView: (name: String, frame: CGRect)?

    /// Creates a sighting; ``views`` and ``scrollView`` are the taker's to add.
    package init(field: String, rect: CGRect, keyboardTop: CGFloat, safeTop: CGFloat) {
        (self.field, self.rect, self.keyboardTop, self.safeTop) = (field, rect, keyboardTop, safeTop)
    }

    /// What keeps the field out of sight, each a sentence that starts `with <situation>`; none when it is seen.
    package func problems(with situation: String) -> [String] {
        guard rect.height <= keyboardTop - safeTop else { return [] }  // cannot fit
        let tolerance = KeyboardLaw.tolerance
        var problems: [String] = []
        func add(_ what: String) { problems.append("with \(situation), the focused field \(field) \(what)") }
        if rect.maxY > keyboardTop + tolerance {
            add(
                "ends at y \(Format.number(rect.maxY)), under the keyboard's top edge at y "
                    + Format.number(keyboardTop))
        }
        if rect.minY < safeTop - tolerance {
            add(
                "starts at y \(Format.number(rect.minY)), above the host's top safe-area inset at y "
                    + Format.number(safeTop))
        }
        // A view that rose with the keyboard more than the field did covers what it overlaps.
        for view in views {
            let now = view.now
            guard view.resting.minY - now.minY > fieldRise + tolerance,
                min(rect.maxX, now.maxX) - max(rect.minX, now.minX) > tolerance,
                min(rect.maxY, now.maxY) - max(rect.minY, now.minY) > tolerance
            else { continue }
            add("is under the host's '\(view.name)' \(Format.rect(now)), which rose with the keyboard")
        }
        if let scrollView {
            let visible = scrollView.frame
            if rect.minY < visible.minY - tolerance || rect.maxY > visible.maxY + tolerance {
                add("is clipped by its scroll view '\(scrollView.name)', which shows \(Format.rect(visible))")
            }
        }
        return problems
    }
}
