import Foundation
import KeyboardAvoidance
import Testing

@testable import keyboard_demo

// Regression tests for the printed-log fuzz target (Fuzz/PrintedLog, `bash Scripts/fuzz.sh`),
// which feeds arbitrary bytes to `PrintedLog.read` and, as a JSON replay document, to
// `ReplayDocument.read` and `ReplayInput`. Its campaigns so far found no crash, hang or memory
// blow-up; these tests keep the committed seed corpus meaningful and replay the inputs that
// stress the reader's bounds. A crash found later gets its minimal input here.

@Suite struct PrintedLogFuzzRegressionTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fuzz/Corpus/printed-log").standardizedFileURL

    static func seeds() throws -> [(name: String, bytes: Data)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
        return try names.map { ($0, try Data(contentsOf: corpus.appendingPathComponent($0))) }
    }

    /// Every seed reads as the fuzz target reads it: a notification, or an error located inside
    /// the text; the real-looking logs (every seed not named `garbage-…`) read successfully, most
    /// of them as keyboard events, and the JSON seeds are replay documents.
    @Test func theSeedCorpusReadsAsItsNamesSay() throws {
        let seeds = try Self.seeds()
        #expect(seeds.count >= 10)
        var events = 0
        for (name, bytes) in seeds {
            let text = String(decoding: bytes, as: UTF8.self)
            if name.hasSuffix(".json") {
                // The minimal seed gives its screen's height as text, which a replay rejects.
                guard let document = try? ReplayDocument.read(bytes) else {
                    #expect(name.contains("minimal"), "\(name)")
                    #expect(throws: ReplayDocumentError(#""screen.height" must be a finite number, not "1024""#)) {
                        try ReplayDocument.read(bytes)
                    }
                    continue
                }
                #expect(document.notifications.contains { _ in true }, "\(name)")
                for notification in document.notifications { _ = try? ReplayInput(notification) }
                continue
            }
            do {
                let note = try PrintedLog.read(text)
                // A did-hide reads any frames, durations and curves the kit accepts.
                if (try? KeyboardEvent(kind: .didHide, userInfo: note.userInfoDictionary)) != nil { events += 1 }
            } catch {
                #expect(name.hasPrefix("garbage-"), "\(name): \(error)")
                #expect(error.line >= 1 && error.column >= 1 && (0...text.utf8.count).contains(error.offset))
            }
        }
        #expect(events >= 8, "seeds that read as keyboard events")
    }

    /// Inputs shaped to make a backtracking reader go quadratic or deep, 100 kB each (the fuzz
    /// target's bound is 8 kB), none of them complete: each is rejected without trapping or
    /// overflowing the stack.
    ///
    /// How long that takes is not asserted here (machines are noisy); the fuzz target's `-timeout`
    /// and the reader's single forward pass cover it.
    @Test(arguments: [
        "{a = ", "{ k = {a = (1, {b = ", "[AnyHashable(\"a\"): ", "[\"a\": [\"b\": [", "{a = 1 ", "userInfo ",
        "name = ", "{a = \"\\u{", "{a = \"x\" y; ", "{ k = x{", "<A ", "(", "\"",
    ])
    func adversarialRepetitionsAreRejected(unit: String) {
        let text = String(repeating: unit, count: 100_000 / unit.utf8.count)
        #expect(throws: (any Error).self) { try PrintedLog.read(text) }
        #expect(throws: (any Error).self) {
            try PrintedLog.read("NSConcreteNotification 0x1 {name = UIKeyboardWillShowNotification; userInfo = " + text)
        }
        #expect(throws: (any Error).self) { try ReplayDocument.read(Data(text.utf8)) }
    }

    /// Deeply nested JSON is rejected by the reader's depth cap rather than exhausting the stack.
    @Test func deeplyNestedReplayDocumentsAreRejected() {
        for opener in [
            "[", "{\"a\":", "{\"screen\": {\"width\": 1, \"height\": 1}, \"notifications\": [{\"userInfo\": {\"a\": ",
        ] {
            let data = Data(String(repeating: opener, count: 20_000).utf8)
            #expect(throws: ReplayDocumentError.self) { try ReplayDocument.read(data) }
        }
    }
}
