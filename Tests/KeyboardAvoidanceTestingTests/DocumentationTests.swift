import Foundation
import KeyboardAvoidanceLaws
import Testing

/// The documentation shows code that compiles: the testing article's complete example is this
/// target's `TestingYourKeyboardHandlingExample.swift`, character for character (README.md's test
/// example is a run of its lines), and every UIKit
/// example of README.md and of the DocC articles is in the UIKit tests' `DocumentedExamples.swift`,
/// which Scripts/check-apple-sdk.sh compiles against the iOS SDK.
@Suite struct DocumentationTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The checker enforces no law the testing article's table does not state.
    @Test func everyLawHasARowInTheArticlesTable() throws {
        let article = try Self.text(
            of: "Sources/KeyboardAvoidanceTesting/Documentation.docc/TestingYourKeyboardHandling.md")
        let prefix = "| ``/KeyboardAvoidanceLaws/KeyboardLaw/"
        let rows = article.split(separator: "\n").filter { $0.hasPrefix(prefix) }
        for law in KeyboardLaw.allCases {
            #expect(rows.contains { $0.hasPrefix("\(prefix)\(law.rawValue)``") }, "\(law.rawValue)")
        }
    }

    @Test func theArticlesExampleIsTheTestedFile() throws {
        let article = try Self.text(
            of: "Sources/KeyboardAvoidanceTesting/Documentation.docc/TestingYourKeyboardHandling.md")
        let example = try Self.text(of: "Tests/KeyboardAvoidanceTestingTests/TestingYourKeyboardHandlingExample.swift")
        let blocks = Self.swiftBlocks(in: article)
        let complete = try #require(blocks.first { $0.hasPrefix("import KeyboardAvoidanceAssertions") })
        #expect(complete == example.trimmingCharacters(in: .newlines))
    }

    /// README.md's test example is a run of consecutive lines of the article's tested file, imports apart.
    @Test func theReadmesTestExampleIsInTheTestedFile() throws {
        let readme = try Self.text(of: "README.md")
        let compiled = try Self.text(of: "Tests/KeyboardAvoidanceTestingTests/TestingYourKeyboardHandlingExample.swift")
        let block = try #require(
            Self.swiftBlocks(in: readme).first { $0.hasPrefix("import KeyboardAvoidanceAssertions") })
        let lines = block.components(separatedBy: "\n")
        let compiledLines = compiled.components(separatedBy: "\n")
        let importsCompiled = lines.filter { $0.hasPrefix("import ") }.allSatisfy(compiledLines.contains)
        let codeCompiled = Self.contains(compiledLines, Array(lines.drop { $0.hasPrefix("import ") || $0.isEmpty }))
        #expect(importsCompiled, "an import of README.md's test example is not in the tested file")
        #expect(codeCompiled, "README.md's test example is not a run of lines of the tested file")
    }

    /// Every UIKit example is a run of consecutive lines of `DocumentedExamples.swift`.
    ///
    /// Lines are compared without leading whitespace (the file nests each example in an enum); an
    /// example's `import` lines must be among the file's imports.
    @Test func everyUIKitExampleIsCompiledForIOS() throws {
        let compiled = try Self.text(of: "Tests/KeyboardAvoidanceUIKitTests/DocumentedExamples.swift")
        let compiledLines = Self.trimmedLines(compiled)
        var examples = 0
        for document in try Self.documents() {
            for block in Self.swiftBlocks(in: try Self.text(of: document)) where Self.usesUIKit(block) {
                examples += 1
                let lines = Self.trimmedLines(block)
                let imports = lines.filter { $0.hasPrefix("import ") }
                let code = Array(lines.drop { $0.hasPrefix("import ") || $0.isEmpty })
                if !Self.contains(compiledLines, code) {
                    let title = code.first ?? ""
                    Issue.record("\(document): the example that begins \"\(title)\" is not in DocumentedExamples.swift")
                }
                for line in imports where !compiledLines.contains(line) {
                    Issue.record("\(document): DocumentedExamples.swift lacks the example's \"\(line)\"")
                }
            }
        }
        #expect(examples > 0, "no UIKit example found: the detection in usesUIKit(_:) no longer matches")
    }

    // MARK: - Reading the documents

    private static func text(of path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// README.md and every Markdown file of every DocC catalog, as paths from the package root.
    private static func documents() throws -> [String] {
        var paths = ["README.md"]
        let sources = root.appendingPathComponent("Sources")
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let catalog = "Sources/\(module)/Documentation.docc"
            let files = FileManager.default.subpaths(atPath: root.appendingPathComponent(catalog).path) ?? []
            paths += files.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
        }
        return paths
    }

    /// The contents of the ```swift blocks of a Markdown text.
    private static func swiftBlocks(in markdown: String) -> [String] {
        markdown.components(separatedBy: "```swift\n").dropFirst().map {
            $0.components(separatedBy: "\n```").first ?? ""
        }
    }

    /// Whether a block names a UIKit type or UIKit-only API of the kit's adapter.
    private static func usesUIKit(_ block: String) -> Bool {
        let markers = [
            "import UIKit", "@IBOutlet", "NSLayoutConstraint", "KeyboardCapableViewController",
            "startTrackingInteractiveDismissal", "_ animated: Bool", "super.view",
        ]
        if markers.contains(where: block.contains) { return true }
        // A type named UI…: `UI` then an upper-case letter, at the start of a word.
        let scalars = Array(block.unicodeScalars)
        for index in scalars.indices.dropLast(2) where scalars[index] == "U" && scalars[index + 1] == "I" {
            let startsWord = index == 0 || !CharacterSet.alphanumerics.contains(scalars[index - 1])
            if startsWord && CharacterSet.uppercaseLetters.contains(scalars[index + 2]) { return true }
        }
        return false
    }

    /// The lines of a text without their leading whitespace.
    private static func trimmedLines(_ text: String) -> [String] {
        text.components(separatedBy: "\n").map { String($0.drop { $0 == " " || $0 == "\t" }) }
    }

    /// Whether `lines` holds `run` as consecutive lines.
    private static func contains(_ lines: [String], _ run: [String]) -> Bool {
        guard !run.isEmpty, run.count <= lines.count else { return run.isEmpty }
        return (0...(lines.count - run.count)).contains { start in
            lines[start..<(start + run.count)].elementsEqual(run)
        }
    }
}
