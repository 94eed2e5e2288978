import Foundation

/// The part of a `swift-symbolgraph-extract` symbol graph (`*.symbols.json`) that the checks read.
///
/// Fields the symbol graph format requires and the checks use are required here too; the others are
/// optional, as the Python read them with `.get`.
struct SymbolGraph: Decodable {
    /// The symbols the graph declares.
    let symbols: [Symbol]

    /// One symbol of the graph.
    struct Symbol: Decodable {
        /// The symbol's identity.
        let identifier: Identifier
        /// `public`, `open`, `internal`…; absent in graphs that omit it.
        let accessLevel: String?
        /// Where the symbol is declared; absent for compiler-derived members (`hashValue`, a memberwise `==`).
        let location: Location?
        /// The symbol's doc comment, its own or the one Swift gives it from a requirement or an overridden
        /// member.
        let docComment: DocComment?
        /// The names from the module's top level down to the symbol: `["KeyboardCapable", "avoidKeyboard()"]`.
        let pathComponents: [String]
        /// What kind of declaration the symbol is.
        let kind: Kind

        /// Whether the graph synthesizes the symbol for a type, from a protocol extension or a superclass:
        /// `::SYNTHESIZED::` in its precise identifier. Such members are documented where they are declared.
        var isSynthesized: Bool {
            identifier.precise.contains("::SYNTHESIZED::")
        }

        /// Whether the symbol is `public` or `open`.
        var isPublic: Bool {
            accessLevel == "public" || accessLevel == "open"
        }
    }

    /// A symbol's identity.
    struct Identifier: Decodable {
        /// The symbol's unique identifier (its USR).
        let precise: String
    }

    /// A symbol's kind.
    struct Kind: Decodable {
        /// The kind's name for people: `Instance Method`, `Structure`….
        let displayName: String
    }

    /// A place in a source file.
    struct Location: Decodable {
        /// The file, as a `file://` URL.
        let uri: String
        /// The place in the file.
        let position: Position
    }

    /// A zero-based line in a source file.
    struct Position: Decodable {
        /// The line, counted from 0.
        let line: Int
    }

    /// A doc comment.
    struct DocComment: Decodable {
        /// The module the comment comes from, when the graph says.
        let module: String?
        /// The file the comment is in, as a `file://` URL, when the graph says.
        let uri: String?
        /// The comment's lines, without their `///`.
        let lines: [Line]?

        /// Whether a line of the comment has text other than white space.
        var hasText: Bool {
            (lines ?? []).contains { !Text.stripped($0.text ?? "").isEmpty }
        }

        /// The zero-based line on which the comment ends, -1 when its lines have no ranges.
        var lastLine: Int {
            (lines ?? []).compactMap { $0.range?.end.line }.max() ?? -1
        }
    }

    /// A line of a doc comment.
    struct Line: Decodable {
        /// The line's text.
        let text: String?
        /// Where the line's text is in its file.
        let range: LineRange?
    }

    /// Where a doc comment line is in its file.
    struct LineRange: Decodable {
        /// Where the text ends.
        let end: Position
    }

    /// Reads and decodes the symbol graph at `path`.
    ///
    /// - Throws: ``Failure/unreadable(_:_:)`` when the file cannot be read or is no symbol graph.
    static func load(_ path: String) throws -> SymbolGraph {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw Failure.unreadable(path, "cannot be read (\(Text.reason(of: error)))")
        }
        do {
            return try JSONDecoder().decode(SymbolGraph.self, from: data)
        } catch let error as DecodingError {
            throw Failure.unreadable(path, "is not a symbol graph (\(describe(error)))")
        } catch {
            throw Failure.unreadable(path, "is not a symbol graph (\(error))")
        }
    }

    /// A one-line account of a decoding error: what is wrong, and where in the JSON.
    private static func describe(_ error: DecodingError) -> String {
        let context: DecodingError.Context
        let problem: String
        switch error {
        case .keyNotFound(let key, let found):
            (problem, context) = ("no \"\(key.stringValue)\"", found)
        case .typeMismatch(let type, let found):
            (problem, context) = ("\(type) expected", found)
        case .valueNotFound(let type, let found):
            (problem, context) = ("\(type) expected, found null", found)
        case .dataCorrupted(let found):
            (problem, context) = (found.debugDescription, found)
        @unknown default:
            return "\(error)"
        }
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return path.isEmpty ? problem : "\(problem) at \(path)"
    }
}
