import Foundation
import KeyboardAvoidance
import Testing

@testable import keyboard_demo

// The corpus in Examples/corpus: keyboard notifications as developers published them (printed/)
// and other projects' keyboard test scenarios restated as replay documents (scenarios/). Every
// document names its source; every notification carries the expected attachment, overlap and
// shift, worked out by hand from the rules (the intersection of the end frame with the host and
// the screen, 0 after a hide, detached and remote keyboards ignored), not from the kit's output.
// Each is replayed through the real pipeline, as `keyboard-demo replay` does.

/// One document of the corpus, with what the kit must make of each notification.
private struct CorpusDocument: CustomTestStringConvertible, Sendable {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples/corpus").standardizedFileURL

    /// `printed/NN-name.json` or `scenarios/NN-name.json`.
    let path: String

    var testDescription: String { path }
    var isPrinted: Bool { path.hasPrefix("printed/") }

    static func all(in part: String) -> [CorpusDocument] {
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(part).path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { CorpusDocument(path: "\(part)/\($0)") }
    }

    static var all: [CorpusDocument] { all(in: "printed") + all(in: "scenarios") }

    func data() throws -> Data { try Data(contentsOf: Self.folder.appendingPathComponent(path)) }

    func json() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data()) as? [String: Any], "\(path) is not an object")
    }

    func notifications() throws -> [[String: Any]] {
        try #require(try json()["notifications"] as? [[String: Any]], "\(path) has no notifications")
    }
}

/// What a notification of the corpus must leave: an error, or an attachment, overlap and shift.
private struct Expectation: CustomStringConvertible {
    var error = false
    var attachment: String?
    var overlap: Double?
    var shift: Double?

    init(json: [String: Any]) {
        error = json["error"] as? Bool ?? false
        attachment = json["attachment"] as? String
        overlap = (json["overlap"] as? NSNumber)?.doubleValue
        shift = (json["shift"] as? NSNumber)?.doubleValue
    }

    init(result: ReplayResult) {
        error = result.error != nil
        attachment = result.attachment.rawValue
        overlap = Double(result.overlap)
        shift = Double(result.shift)
    }

    /// The same attachment, and the same overlap and shift to a thousandth of a point.
    func matches(_ other: Expectation) -> Bool {
        func close(_ a: Double?, _ b: Double?) -> Bool {
            guard let a, let b else { return false }
            return abs(a - b) < 0.001
        }
        return error == other.error && attachment == other.attachment && close(overlap, other.overlap)
            && close(shift, other.shift)
    }

    var description: String {
        error ? "error" : "\(attachment ?? "?") overlap \(overlap ?? .nan) shift \(shift ?? .nan)"
    }
}

@MainActor
@Suite struct ReplayCorpusTests {
    @Test(arguments: CorpusDocument.all)
    fileprivate func everyNotificationLaysTheHostOutAsWorkedOutByHand(document: CorpusDocument) throws {
        let replay = try ReplayDocument.read(document.data())
        let notifications = try document.notifications()
        let results = ReplayRunner(document: replay).results()
        #expect(results.count == notifications.count)
        for (index, (notification, result)) in zip(notifications, results).enumerated() {
            let raw = try #require(
                notification["expect"] as? [String: Any], "\(document.path) #\(index + 1): no expect")
            let expected = Expectation(json: raw)
            let actual = Expectation(result: result)
            if expected.error {
                #expect(actual.error, "\(document.path) #\(index + 1): read, expected an error")
                continue
            }
            #expect(result.error == nil, "\(document.path) #\(index + 1): \(result.error ?? "")")
            #expect(expected.attachment != nil && expected.overlap != nil && expected.shift != nil)
            // Frames printed with fractions (`366.66666666666674`) are compared to a thousandth.
            #expect(actual.matches(expected), "\(document.path) #\(index + 1): \(actual), expected \(expected)")
        }
    }

    @Test(arguments: CorpusDocument.all)
    fileprivate func everyDocumentNamesItsSource(document: CorpusDocument) throws {
        let json = try document.json()
        let source = try #require(json["source"] as? String, "\(document.path): no source")
        #expect(source.count > 10)
        #expect(!(json["title"] as? String ?? "").isEmpty, "\(document.path): no title")
        if !document.isPrinted {
            #expect(!(json["restated"] as? String ?? "").isEmpty, "\(document.path): a scenario says what it restates")
        }
    }

    @Test func thePrintedPartHoldsAtLeastThirtyDistinctPrintsInEveryForm() throws {
        var texts: [String] = []
        var forms: [String: Int] = [:]
        for document in CorpusDocument.all(in: "printed") {
            for notification in try document.notifications() {
                let text = try #require(notification["userInfo"] as? String, "\(document.path): a print is text")
                texts.append(text)
                for form in (notification["form"] as? String ?? "").split(separator: ",") {
                    forms[form.trimmingCharacters(in: .whitespaces), default: 0] += 1
                }
            }
        }
        #expect(texts.count >= 30)
        #expect(Set(texts).count == texts.count, "every print is distinct")
        for form in [
            "nsdictionary", "swift-print", "notification-description", "lone-value", "optional-wrapper",
            "escaped-quotes", "no-separators", "trailing-noise",
        ] {
            #expect(forms[form, default: 0] >= 1, "no print of the form \(form): \(forms)")
        }
        #expect(forms.keys.contains { $0.hasPrefix("fragment") }, "no fragment cut out of a longer log: \(forms)")
    }

    @Test func theScenarioPartRestatesAtLeastTenTestsOfOtherProjects() throws {
        let scenarios = CorpusDocument.all(in: "scenarios")
        #expect(scenarios.count >= 10)
        let sources = try Set(scenarios.map { try #require($0.json()["source"] as? String) })
        #expect(sources.count == scenarios.count, "each scenario restates its own test")
    }
}
