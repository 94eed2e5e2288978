import Foundation

/// `repo-check undocumented ROOT GRAPHS MODULE...`: lists the public symbols that DocC would render
/// without an abstract, and exits 1 when there is one.
///
/// A symbol needs its own doc comment when it is declared in the module's source: it has a `location` and
/// is not one of the members the symbol graph synthesizes for a type from a protocol extension or a
/// superclass (`::SYNTHESIZED::` in its precise identifier), nor a compiler-derived member (`hashValue`, a
/// memberwise `==`, which have no location).
///
/// It counts as documented when its doc comment has text and belongs to the same module. Swift puts the
/// requirement's (or the overridden member's) doc comment on an implementation that has none; DocC shows
/// such inherited text when it comes from the same module, and drops it when it comes from another one
/// (unless `--enable-inherited-docs`), so an implementation in KeyboardSamples of a KeyboardAvoidance
/// requirement must say something itself.
///
/// Output: one `undocumented: FILE:LINE: MODULE.NAME (KIND) REASON` line per problem (FILE relative to ROOT
/// when it is inside it; `undocumented: MODULE: no symbol graph` when GRAPHS/MODULE/ has none), then the
/// `undocumented: N of M public symbols in …` summary.
enum Undocumented {
    /// How many public symbols were checked, and how the documented ones are documented.
    private struct Totals {
        /// The public symbols declared in the modules' source.
        var checked = 0
        /// Those with a doc comment of their own, just above the declaration.
        var own = 0
        /// Those showing a same-module requirement's or superclass's doc comment.
        var inherited = 0
    }

    /// Runs the check on `arguments`: ROOT, GRAPHS and one or more MODULE names; returns the exit status.
    ///
    /// - Throws: ``Failure`` on a usage error, or when a symbol graph cannot be read or decoded.
    static func run(_ arguments: [String]) throws -> Int32 {
        guard arguments.count >= 3 else {
            throw Failure.usage("undocumented needs ROOT, GRAPHS and at least one MODULE")
        }
        let root = arguments[0]
        let graphs = arguments[1]
        let modules = Array(arguments[2...])
        var problems: [String] = []
        var totals = Totals()
        for module in modules {
            let files = Paths.files(in: Paths.join(graphs, module), suffix: ".symbols.json")
            if files.isEmpty {
                problems.append("\(module): no symbol graph")
                continue
            }
            // A symbol can appear in more than one graph of a module (its extension graphs): once is enough.
            var seen: Set<String> = []
            for file in files {
                for symbol in try SymbolGraph.load(file).symbols {
                    let precise = symbol.identifier.precise
                    if seen.contains(precise) || symbol.isSynthesized {
                        continue
                    }
                    seen.insert(precise)
                    guard symbol.isPublic, let location = symbol.location else {
                        continue
                    }
                    totals.checked += 1
                    if let problem = check(symbol, at: location, in: module, root: root, totals: &totals) {
                        problems.append(problem)
                    }
                }
            }
        }
        for problem in problems {
            print("undocumented: \(problem)")
        }
        print(
            "undocumented: \(problems.count) of \(totals.checked) public symbols in "
                + "\(modules.joined(separator: ", ")) (\(totals.own) documented in place, \(totals.inherited) "
                + "inheriting a same-module requirement's or superclass's doc comment)"
        )
        return problems.isEmpty ? 0 : 1
    }

    /// Checks one public symbol of `module` declared at `location`: counts it in `totals` when it is
    /// documented, and returns the problem line (without `undocumented: `) when it is not.
    private static func check(
        _ symbol: SymbolGraph.Symbol, at location: SymbolGraph.Location, in module: String, root: String,
        totals: inout Totals
    ) -> String? {
        let doc = symbol.docComment
        let docModule = doc?.module ?? module
        let hasText = doc?.hasText ?? false
        if let doc, hasText, docModule == module {
            // A doc comment of its own ends just above the declaration (attributes between).
            let gap = location.position.line - doc.lastLine
            if doc.uri == location.uri && (0...5).contains(gap) {
                totals.own += 1
            } else {
                totals.inherited += 1
            }
            return nil
        }
        let place = "\(relative(location.uri, root: root)):\(location.position.line + 1)"
        let name = symbol.pathComponents.joined(separator: ".")
        let kind = symbol.kind.displayName.lowercased()
        let reason =
            hasText ? "only inherits a doc comment from \(docModule), which DocC does not show" : "has no doc comment"
        return "\(place): \(module).\(name) (\(kind)) \(reason)"
    }

    /// The file of a location's `uri`, relative to `root` when its path starts with `root`.
    ///
    /// A `file:` URL becomes its percent-decoded path (`urlparse(uri).path`: without the host, the query and
    /// the fragment); anything else is taken as a path.
    static func relative(_ uri: String, root: String) -> String {
        var path = uri
        if uri.hasPrefix("file:") {
            var rest = uri.dropFirst("file:".count)
            if let end = rest.firstIndex(where: { $0 == "#" || $0 == "?" }) {
                rest = rest[..<end]
            }
            if rest.hasPrefix("//") {
                let afterSlashes = rest.dropFirst(2)
                rest = afterSlashes[(afterSlashes.firstIndex(of: "/") ?? afterSlashes.endIndex)...]
            }
            path = rest.removingPercentEncoding ?? String(rest)
        }
        return path.hasPrefix(root) ? Paths.relative(path, to: root) : path
    }
}
