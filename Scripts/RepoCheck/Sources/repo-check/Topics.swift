import Foundation

/// `repo-check topics LANDING GRAPHS MODULE`: lists the top-level symbols of MODULE that its landing page
/// does not link under `## Topics`, and exits 1 when there is one.
///
/// A landing page with a Topics section must group every top-level symbol: one left out would be filed by
/// DocC under a generic heading. A page without a `## Topics` heading, or a module without the graph
/// GRAPHS/MODULE.symbols.json, passes. A symbol counts as listed when the text after the heading links it
/// in double backquotes as `Name`, `MODULE/Name` or `/MODULE/Name` (a link to a member, `Name/member`,
/// does not count).
///
/// Output: one `build-docs: LANDING-FILE-NAME does not list ``Name`` under ## Topics` line per missing
/// symbol, in code point order.
enum Topics {
    /// Runs the check on `arguments`: LANDING, GRAPHS and MODULE; returns the exit status.
    ///
    /// - Throws: ``Failure`` on a usage error, or when the page or the symbol graph cannot be read.
    static func run(_ arguments: [String]) throws -> Int32 {
        guard arguments.count == 3 else {
            throw Failure.usage("topics needs LANDING, GRAPHS and MODULE")
        }
        let landing = arguments[0]
        let graphs = arguments[1]
        let module = arguments[2]
        guard let topics = try topicsSection(of: Paths.readText(landing)) else {
            return 0
        }
        let linked = try links(in: topics, module: module)
        var topLevel: Set<String> = []
        let graph = Paths.join(graphs, "\(module).symbols.json")
        if FileManager.default.fileExists(atPath: graph) {
            for symbol in try SymbolGraph.load(graph).symbols where !symbol.isSynthesized {
                if symbol.pathComponents.count == 1, let name = symbol.pathComponents.first {
                    topLevel.insert(name)
                }
            }
        }
        let missing = topLevel.subtracting(linked).sorted(by: Text.codePointOrder)
        for name in missing {
            print("build-docs: \(Paths.basename(landing)) does not list ``\(name)`` under ## Topics")
        }
        return missing.isEmpty ? 0 : 1
    }

    /// The text after the first `## Topics` heading line of `page`, nil when it has none.
    private static func topicsSection(of page: String) throws -> Substring? {
        let heading = try NSRegularExpression(
            pattern: #"^## Topics\s*$"#, options: [.anchorsMatchLines, .useUnixLineSeparators])
        guard let match = heading.firstMatch(in: page, range: NSRange(page.startIndex..., in: page)),
            let range = Range(match.range, in: page)
        else {
            return nil
        }
        return page[range.upperBound...]
    }

    /// The top-level names `text` links with double backquotes, with or without the `MODULE/` or `/MODULE/`
    /// prefix.
    private static func links(in text: Substring, module: String) throws -> Set<String> {
        let text = String(text)
        let link = try NSRegularExpression(
            pattern: "``(?:/?" + NSRegularExpression.escapedPattern(for: module) + "/)?([^`/]+)``")
        var names: Set<String> = []
        for match in link.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            if let range = Range(match.range(at: 1), in: text) {
                names.insert(String(text[range]))
            }
        }
        return names
    }
}
