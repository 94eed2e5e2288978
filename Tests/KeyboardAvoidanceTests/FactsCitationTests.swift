import Foundation
import Testing

/// The code, tests, scripts and documents cite the *Keyboard facts* article
/// (`Sources/KeyboardAvoidance/Documentation.docc/KeyboardFacts.md`) as "§N", N the number of one
/// of its "## N." sections: every citation in the repository's text files must name a section, and
/// no file may point at a facts file outside the repository.
///
/// A failure names the file and line.
///
/// Searched: the package's folders and top-level files below, without build and Git folders, binary
/// files, the article itself and this file (which spells the rules out).
@Suite struct FactsCitationTests {
    /// A text file of the repository: its path from the package root, and its lines.
    private struct TextFile {
        let path: String
        let lines: [Substring.UnicodeScalarView]
    }

    /// A "§" in a text file and the number that follows it (after at most one space), empty when
    /// no number follows.
    private struct Citation {
        let location: String
        let number: String
    }

    /// The package root: this file is `Tests/KeyboardAvoidanceTests/FactsCitationTests.swift`.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    private static let thisFile = "Tests/KeyboardAvoidanceTests/" + URL(fileURLWithPath: #filePath).lastPathComponent
    private static let factsArticle = "Sources/KeyboardAvoidance/Documentation.docc/KeyboardFacts.md"
    /// The folders and files searched, from the package root.
    private static let searched = [
        "Sources", "Tests", "Scripts", "Examples", "Fuzz", "Benchmarks", "Playgrounds", "README.md", "CHANGELOG.md",
        "Package.swift", ".ci", ".github",
    ]
    /// Folders never searched, wherever they are: build products, Git's, SwiftPM's.
    private static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm"]
    /// The name of a facts file that lived outside the repository: nothing may cite it.
    private static let outsideFactsFile = "keyboard-facts"

    private static let files: [TextFile] = {
        var files: [TextFile] = []
        for path in searched {
            collectTextFiles(at: path, into: &files)
        }
        return files.filter { $0.path != factsArticle && $0.path != thisFile }
    }()

    /// Appends the text files at `path` (from the package root; a file, or a folder searched
    /// recursively) to `files`.
    ///
    /// Symbolic links are not followed; a file with a zero byte is binary.
    private static func collectTextFiles(at path: String, into files: inout [TextFile]) {
        let manager = FileManager.default
        let fullPath = root.appendingPathComponent(path).path
        guard let type = (try? manager.attributesOfItem(atPath: fullPath))?[.type] as? FileAttributeType else {
            return
        }
        if type == .typeDirectory {
            let names = (try? manager.contentsOfDirectory(atPath: fullPath)) ?? []
            for name in names.sorted() where !skippedFolders.contains(name) {
                collectTextFiles(at: path + "/" + name, into: &files)
            }
        } else if type == .typeRegular, let data = manager.contents(atPath: fullPath), !data.contains(0) {
            let text = String(decoding: data, as: UTF8.self).unicodeScalars
            files.append(TextFile(path: path, lines: text.split(separator: "\n", omittingEmptySubsequences: false)))
        }
    }

    /// The numbers N of the article's "## N." headings.
    private static func sectionNumbers() throws -> Set<String> {
        let article = try String(contentsOf: root.appendingPathComponent(factsArticle), encoding: .utf8)
        var numbers: Set<String> = []
        for line in article.unicodeScalars.split(separator: "\n") where line.starts(with: "## ".unicodeScalars) {
            let number = line.dropFirst(3).prefix { ("0"..."9").contains($0) }
            if !number.isEmpty && line.dropFirst(3 + number.count).first == "." {
                numbers.insert(String(number))
            }
        }
        return numbers
    }

    /// Every "§" of `file`, with its line.
    private static func citations(in file: TextFile) -> [Citation] {
        var citations: [Citation] = []
        for (index, line) in file.lines.enumerated() {
            var rest = line
            while let mark = rest.firstIndex(of: "§") {
                rest = rest[rest.index(after: mark)...]
                let afterSpace = rest.first == " " ? rest.dropFirst() : rest
                let number = afterSpace.prefix { ("0"..."9").contains($0) }
                citations.append(Citation(location: "\(file.path):\(index + 1)", number: String(number)))
            }
        }
        return citations
    }

    @Test func everyCitationNamesANumberedSectionOfTheFactsArticle() throws {
        let sections = try Self.sectionNumbers()
        try #require(!sections.isEmpty, "\(Self.factsArticle) has no \"## N.\" section")
        let citations = Self.files.flatMap(Self.citations(in:))
        // The repository cites the article in many places: none found means the search missed it.
        #expect(!citations.isEmpty, "no citation found under \(Self.root.path)")
        let listed = sections.sorted { $0.count != $1.count ? $0.count < $1.count : $0 < $1 }.joined(separator: ", ")
        for citation in citations {
            #expect(
                sections.contains(citation.number),
                """
                \(citation.location): "§\(citation.number)" names no "## N." section of \(Self.factsArticle) \
                (its sections: \(listed))
                """)
        }
    }

    @Test func noFileCitesAFactsFileOutsideTheRepository() {
        for file in Self.files {
            for (index, line) in file.lines.enumerated() {
                #expect(
                    !String(line).contains(Self.outsideFactsFile),
                    """
                    \(file.path):\(index + 1): cites "\(Self.outsideFactsFile)", a facts file outside the \
                    repository; cite \(Self.factsArticle) instead
                    """)
            }
        }
    }
}
