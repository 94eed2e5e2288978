import Foundation
import KeyboardAvoidance
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Prints a session as a readable timeline: a header, then per step its title and one line per
/// will-notification (or one line for a step that posted none).
///
/// ```
/// TransferConfirmViewController — full-view shift — iPhone 14 390×844
///   1. show the keyboard (predictive bar off)
///     willChangeFrame  keyboard (0, 553, 390×291)  docked    overlap 291  root (0, -291, 390×844)  …
/// ```
enum DemoTimeline {
    /// The whole timeline, lines separated by newlines.
    static func text(_ run: DemoRun) -> String {
        var lines = [run.title]
        for (index, step) in run.steps.enumerated() {
            lines.append("  \(index + 1). \(step.title)")
            let snapshots = step.lines.isEmpty ? [step.final] : step.lines
            lines += snapshots.map { "    " + line($0, quietLabel: step.lines.isEmpty ? "no notification" : nil) }
        }
        return lines.joined(separator: "\n")
    }

    /// One snapshot: notification, keyboard, attachment, overlap, host, moved views and focused field.
    static func line(_ snapshot: DemoSnapshot, quietLabel: String? = nil) -> String {
        var parts = [
            pad(quietLabel ?? snapshot.label, 15),
            "keyboard \(Format.rect(snapshot.keyboard))",
            pad(snapshot.attachment.rawValue, 8),
            "overlap \(Format.number(snapshot.overlap))",
        ]
        if let host = snapshot.host { parts.append("\(host.name) \(Format.rect(host.frame))") }
        for view in snapshot.views where view.role == .moved {
            var text = "\(view.name) \(Format.rect(view.frame))"
            if let inset = view.insetBottom { text += " inset.bottom \(Format.number(inset))" }
            parts.append(text)
        }
        if let field = snapshot.field {
            parts.append("\(field.name) \(Format.rect(field.screenFrame)) \(state(of: field))")
        }
        return parts.joined(separator: "  ")
    }

    /// `visible`, or `COVERED (by the keyboard)` and the like: the word CI looks for.
    static func state(of field: DemoViewSnapshot) -> String {
        field.problem.map { "COVERED (\($0))" } ?? "visible"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text.padding(toLength: width, withPad: " ", startingAt: 0)
    }
}

/// Compact number and rect formatting for timelines and pictures.
enum Format {
    /// `291`, or `320.7` with one decimal when fractional.
    static func number(_ value: CGFloat) -> String { PointText.rounded(value, digits: 1) }

    /// `(x, y, w×h)`.
    static func rect(_ rect: CGRect) -> String { PointText.rect(rect.standardized, number: number) }
}
