import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting

/// Runs one sample through a scripted keyboard session and prints a timeline.
@MainActor
struct DemoSession {
    let sample: DemoSample
    let device: KeyboardDeviceProfile

    /// Runs the session, printing one line per will-notification and per focus move.
    func run(print output: @escaping @MainActor (String) -> Void) {
        let center = NotificationCenter()
        let window = device.makeWindow()
        let subject = sample.make(center, window)
        let keyboard = KeyboardSimulator(center: center, screenBounds: device.screenBounds)
        output("\(sample.name) — \(sample.approach) — \(device)")
        var last: KeyboardEvent?
        // Observed after the sample registered, so each line shows the layout after the kit acted.
        let token = center.addObserver(forName: nil, object: nil, queue: nil) { notification in
            let read = try? KeyboardEvent(notification: notification)
            MainActor.assumeIsolated {
                guard let event = read, event.kind.isWill else { return }
                last = event
                output(line(event.kind.rawValue, event: event, subject: subject))
            }
        }
        defer { center.removeObserver(token) }
        output("  show the keyboard (predictive bar on)")
        keyboard.show(height: device.keyboardHeight)
        output("  predictive bar off")
        keyboard.changeHeight(to: device.keyboardHeightWithoutPredictive)
        if let moveFocus = subject.moveFocus, let event = last {
            output("  focus moves to another field (iOS may post nothing)")
            moveFocus()
            output(line("focus", event: event, subject: subject))
        }
        output("  emoji keyboard")
        keyboard.changeHeight(to: device.emojiKeyboardHeight)
        output("  hide the keyboard")
        keyboard.hide()
        withExtendedLifetime(subject.controller) {}
    }

    private func line(_ label: String, event: KeyboardEvent, subject: DemoSubject) -> String {
        let layout = KeyboardLayout(event: event, screenBounds: device.screenBounds)
        var parts = [
            label.padding(toLength: 15, withPad: " ", startingAt: 0),
            "keyboard \(Format.rect(event.endFrame))",
            layout.attachment.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0),
            "overlap \(Format.number(layout.overlap(withScreenRect: device.screenBounds)))",
        ]
        for view in subject.reported {
            var text = "\(view.name) \(Format.rect(view.frame))"
            if let scroll = view as? HeadlessScrollView {
                text += " inset.bottom \(Format.number(scroll.contentInset.bottom))"
            }
            parts.append(text)
        }
        if let field = subject.focus() {
            let rect = field.frameInScreen
            let top = layout.dockedKeyboardTop ?? device.screenBounds.maxY
            let visible = rect.maxY <= top + 0.5 && rect.minY >= device.screenBounds.minY - 0.5
            parts.append("\(field.name) \(Format.rect(rect)) \(visible ? "visible" : "COVERED")")
        }
        return "    " + parts.joined(separator: "  ")
    }
}

/// Compact number and rect formatting for timelines.
enum Format {
    static func number(_ value: CGFloat) -> String {
        value.rounded() == value ? String(Int(value)) : String(format: "%.1f", Double(value))
    }

    static func rect(_ rect: CGRect) -> String {
        "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width))×\(number(rect.height)))"
    }
}
