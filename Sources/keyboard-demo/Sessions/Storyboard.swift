import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceLaws
import KeyboardAvoidanceTesting
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Draws sessions as an SVG storyboard: one row per session, one panel per step, all to the same scale.
struct Storyboard {
    let runs: [DemoRun]

    /// Points to pixels: the tallest screen is drawn 280 px tall.
    var scale: CGFloat {
        let tallest = runs.flatMap { $0.steps.map(\.final.screen.height) }.max() ?? 1
        return 280 / max(tallest, 1)
    }

    static let margin: CGFloat = 16
    static let gap: CGFloat = 18
    static let minimumColumn: CGFloat = 150
    static let captionHeight: CGFloat = 40
    static let notesHeight: CGFloat = 34
    static let rowTitleHeight: CGFloat = 26

    var svg: String {
        var body: [String] = []
        var y = Self.margin
        var width: CGFloat = 0
        for (row, run) in runs.enumerated() {
            body.append(SVG.text(run.title, x: Self.margin, y: y + 16, size: 14, weight: "bold"))
            y += Self.rowTitleHeight
            var x = Self.margin
            for (column, step) in run.steps.enumerated() {
                let panel = StoryboardPanel(
                    step: step, number: column + 1, id: "r\(row + 1)s\(column + 1)", origin: CGPoint(x: x, y: y),
                    scale: scale)
                body.append(panel.svg)
                x += max(panel.width, Self.minimumColumn) + Self.gap
            }
            width = max(width, x)
            let tallest = run.steps.map(\.final.screen.height).max() ?? 0
            y += Self.captionHeight + tallest * scale + Self.notesHeight + Self.gap
        }
        return SVG.document(width: width + Self.margin, height: y + Self.margin, body: body)
    }
}

/// One panel of a ``Storyboard``: a step's final snapshot, drawn at `origin`.
struct StoryboardPanel {
    let step: DemoStepRecord
    let number: Int
    let id: String
    let origin: CGPoint
    let scale: CGFloat

    var snapshot: DemoSnapshot { step.final }
    var width: CGFloat { snapshot.screen.width * scale }

    /// A screen rect in pixels.
    func pixels(_ rect: CGRect) -> CGRect {
        CGRect(
            x: origin.x + (rect.minX - snapshot.screen.minX) * scale,
            y: origin.y + Storyboard.captionHeight + (rect.minY - snapshot.screen.minY) * scale,
            width: rect.width * scale, height: rect.height * scale)
    }

    var svg: String {
        let screen = pixels(snapshot.screen)
        var parts = ["<g class=\"panel\" id=\"\(id)\" data-step=\"\(SVG.escape(step.title))\">"]
        parts += caption()
        parts.append("<clipPath id=\"clip-\(id)\">\(SVG.rect(screen))</clipPath>")
        parts.append(SVG.rect(screen, fill: "#ffffff", stroke: "#222222", width: 1.5, extra: "class=\"screen\""))
        parts.append("<g clip-path=\"url(#clip-\(id))\">")
        parts += views()
        parts += keyboard()
        parts.append("</g>")
        parts += notes(below: screen)
        parts.append("</g>")
        return parts.joined(separator: "\n")
    }

    private func caption() -> [String] {
        let perLine = max(12, Int(max(width, Storyboard.minimumColumn) / 5.6))
        let lines = SVG.wrap("\(number). \(step.title)", width: perLine).prefix(3)
        return lines.enumerated().map { index, line in
            SVG.text(line, x: origin.x, y: origin.y + 11 + CGFloat(index) * 12, size: 10, extra: "class=\"caption\"")
        }
    }

    private func views() -> [String] {
        snapshot.views.flatMap { view -> [String] in
            let rect = pixels(view.clippedFrame)
            guard !view.clippedFrame.isNull, rect.width > 0, rect.height > 0 else { return [] }
            let style = Self.style(view)
            var parts = [
                SVG.rect(rect, fill: style.fill, stroke: style.stroke, width: 1, extra: "class=\"view \(style.kind)\"")
            ]
            if rect.height >= 9, view.role != .host {
                parts.append(SVG.text(view.name, x: rect.minX + 2, y: rect.minY + 8, size: 7, fill: style.stroke))
            }
            return parts
        }
    }

    private static func style(_ view: DemoViewSnapshot) -> (kind: String, fill: String, stroke: String) {
        switch view.role {
        case .host: ("host", "#dbe9f7", "#3d6fa8")
        case .moved: ("moved", "none", "#e07b00")
        case .focus: view.isVisible == false ? ("focus", "#f4b4b4", "#c0192b") : ("focus", "#bfe8c4", "#1d7a32")
        case .other: ("other", "none", "#9a9a9a")
        }
    }

    private func keyboard() -> [String] {
        guard snapshot.attachment != .hidden else { return [] }
        let rect = pixels(snapshot.keyboard)
        let dashed = snapshot.attachment == .detached ? " stroke-dasharray=\"4 3\"" : ""
        let visible = snapshot.keyboard.intersection(snapshot.screen)
        var label = "keyboard \(Format.number(snapshot.keyboard.height)) pt"
        if !visible.isNull, visible.height < snapshot.keyboard.height - 0.5 {
            label += ", \(Format.number(visible.height)) on screen"
        }
        let top = max(rect.minY, pixels(snapshot.screen).minY)
        return [
            SVG.rect(
                rect, fill: "#3a3a3c", stroke: "#111111", width: 1, opacity: 0.82, extra: "class=\"keyboard\"\(dashed)"),
            SVG.text(label, x: rect.minX + 4, y: top + 10, size: 8, fill: "#ffffff"),
        ]
    }

    private func notes(below screen: CGRect) -> [String] {
        var first = "\(snapshot.attachment.rawValue), overlap \(Format.number(snapshot.overlap))"
        if let host = snapshot.host, host.frame.minY != 0 { first += ", host y \(Format.number(host.frame.minY))" }
        var parts = [SVG.text(first, x: screen.minX, y: screen.maxY + 13, size: 9)]
        if let field = snapshot.field {
            parts.append(
                SVG.text(
                    "\(field.name) \(DemoTimeline.state(of: field))", x: screen.minX, y: screen.maxY + 25, size: 9,
                    fill: field.isVisible == false ? "#c0192b" : "#1d7a32", extra: "class=\"field-state\""))
        }
        return parts
    }
}

/// Small helpers that write SVG elements with escaped text and compact numbers.
enum SVG {
    static func document(width: CGFloat, height: CGFloat, body: [String]) -> String {
        let size =
            "width=\"\(number(width))\" height=\"\(number(height))\" viewBox=\"0 0 \(number(width)) \(number(height))\""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" \(size) font-family="Helvetica, Arial, sans-serif">
            <rect width="100%" height="100%" fill="#f6f6f4"/>
            \(body.joined(separator: "\n"))
            </svg>

            """
    }

    static func rect(
        _ rect: CGRect, fill: String? = nil, stroke: String? = nil, width: CGFloat = 1, opacity: CGFloat? = nil,
        extra: String = ""
    ) -> String {
        var attributes = [
            "x=\"\(number(rect.minX))\"", "y=\"\(number(rect.minY))\"",
            "width=\"\(number(max(0, rect.width)))\"", "height=\"\(number(max(0, rect.height)))\"",
        ]
        if let fill { attributes.append("fill=\"\(fill)\"") }
        if let stroke { attributes.append("stroke=\"\(stroke)\" stroke-width=\"\(number(width))\"") }
        if let opacity { attributes.append("opacity=\"\(number(opacity))\"") }
        if !extra.isEmpty { attributes.append(extra) }
        return "<rect \(attributes.joined(separator: " "))/>"
    }

    static func text(
        _ text: String, x: CGFloat, y: CGFloat, size: CGFloat, weight: String? = nil, fill: String = "#222222",
        extra: String = ""
    ) -> String {
        var attributes = [
            "x=\"\(number(x))\"", "y=\"\(number(y))\"", "font-size=\"\(number(size))\"", "fill=\"\(fill)\"",
        ]
        if let weight { attributes.append("font-weight=\"\(weight)\"") }
        if !extra.isEmpty { attributes.append(extra) }
        return "<text \(attributes.joined(separator: " "))>\(escape(text))</text>"
    }

    private static let entities: [Character: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;"]

    /// Text safe inside an element or a double-quoted attribute.
    static func escape(_ text: String) -> String {
        text.reduce(into: "") { result, character in result += entities[character] ?? String(character) }
    }

    /// Two decimals at most, no trailing zeros.
    static func number(_ value: CGFloat) -> String { value.isFinite ? PointText.rounded(value, digits: 2) : "0" }

    /// Words wrapped into lines of at most `width` characters (longer words stand alone).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
