import Foundation
import Testing

/// The article's complete example is this target's `TestingYourKeyboardHandlingExample.swift`,
/// character for character, so the documentation shows code that compiles and passes.
@Suite struct DocumentationTests {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func theArticlesExampleIsTheTestedFile() throws {
        let article = try String(
            contentsOf: root.appendingPathComponent(
                "Sources/KeyboardAvoidanceTesting/Documentation.docc/TestingYourKeyboardHandling.md"),
            encoding: .utf8)
        let example = try String(
            contentsOf: root.appendingPathComponent(
                "Tests/KeyboardAvoidanceTestingTests/TestingYourKeyboardHandlingExample.swift"),
            encoding: .utf8)
        let blocks = article.components(separatedBy: "```swift\n").dropFirst().map {
            $0.components(separatedBy: "\n```").first ?? ""
        }
        let complete = try #require(blocks.first { $0.hasPrefix("import Foundation") })
        #expect(complete == example.trimmingCharacters(in: .newlines))
    }
}
