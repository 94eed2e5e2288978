import Foundation

/// Path and text helpers that behave as the Python functions the checks were written with.
///
/// The output of the checks names files the way Python's `os.path` did, so these are lexical string
/// operations, as Python's are: nothing resolves symbolic links or asks the file system, except
/// ``absolute(_:)`` for the working directory, ``readText(_:)`` and ``files(in:suffix:)``.
enum Paths {
    /// `os.path.join(base, name)`: `name` after `base` and a `/`, unless `base` is empty or ends with one.
    static func join(_ base: String, _ name: String) -> String {
        base.isEmpty || base.hasSuffix("/") ? base + name : base + "/" + name
    }

    /// `os.path.abspath(path)` before normalization: `path` after the working directory when relative.
    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : join(FileManager.default.currentDirectoryPath, path)
    }

    /// `os.path.relpath(path, start)`: the path that leads from the directory `start` to `path`.
    ///
    /// Both are made absolute and normalized (`.` dropped, `..` removing the component before it) without
    /// looking at the file system; the result is `.` when they are the same directory.
    static func relative(_ path: String, to start: String) -> String {
        let target = components(absolute(path))
        let base = components(absolute(start))
        var common = 0
        while common < min(target.count, base.count) && target[common] == base[common] {
            common += 1
        }
        let parts = Array(repeating: "..", count: base.count - common) + target[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The components of the absolute path `path`, normalized as `os.path.normpath` does.
    private static func components(_ path: String) -> [String] {
        var parts: [String] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." {
                _ = parts.popLast()
            } else {
                parts.append(String(part))
            }
        }
        return parts
    }

    /// `os.path.basename(path)`: what follows the last `/` (all of `path` when it has none).
    static func basename(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else {
            return path
        }
        return String(path[path.index(after: slash)...])
    }

    /// `os.path.dirname(path)`: what precedes the last `/`, without trailing slashes unless it is all slashes;
    /// empty when `path` has no `/`.
    static func dirname(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else {
            return ""
        }
        let head = path[...slash]
        if head.allSatisfy({ $0 == "/" }) {
            return String(head)
        }
        return String(head.reversed().drop(while: { $0 == "/" }).reversed())
    }

    /// `os.path.splitext(name)[0]` for a file name: `name` without its last extension.
    ///
    /// As in Python, leading dots are part of the name, not an extension: `.profile` stays `.profile`.
    static func removingExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), name[..<dot].contains(where: { $0 != "." }) else {
            return name
        }
        return String(name[..<dot])
    }

    /// `sorted(glob.glob(os.path.join(directory, "*" + suffix)))`: the paths of the entries of `directory`
    /// whose names end with `suffix` and do not start with a dot, in code point order.
    ///
    /// A directory that does not exist or cannot be listed has no entries, as for `glob`.
    static func files(in directory: String, suffix: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return
            names
            .filter { $0.hasSuffix(suffix) && !$0.hasPrefix(".") }
            .map { join(directory, $0) }
            .sorted(by: Text.codePointOrder)
    }

    /// The contents of the UTF-8 file at `path`, with `\r\n` and `\r` read as `\n` (Python's universal
    /// newlines).
    ///
    /// - Throws: ``Failure/unreadable(_:_:)`` when the file cannot be read or is not UTF-8.
    static func readText(_ path: String) throws -> String {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw Failure.unreadable(path, "cannot be read (\(Text.reason(of: error)))")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw Failure.unreadable(path, "is not UTF-8 text")
        }
        return Text.universalNewlines(text)
    }
}

/// Text helpers that behave as the Python string methods the checks were written with.
///
/// Python works on code points, so these work on Unicode scalars rather than on characters.
enum Text {
    /// Whether `scalar` is white space for Python's `str.isspace()`: Unicode's White_Space property, and
    /// the separators U+001C to U+001F.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || (0x1C...0x1F).contains(scalar.value)
    }

    /// `text.strip()`: `text` without leading and trailing white space.
    static func stripped(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else {
            return ""
        }
        return String(scalars[first...last])
    }

    /// `text.rstrip()`: `text` without trailing white space.
    static func strippedAtEnd(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let last = scalars.lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(scalars[...last])
    }

    /// Whether `left` sorts before `right` for Python's `sorted`: by code points, not by Swift's `<`,
    /// which compares canonical equivalents as equal.
    static func codePointOrder(_ left: String, _ right: String) -> Bool {
        left.unicodeScalars.lexicographicallyPrecedes(right.unicodeScalars)
    }

    /// `text` with every `\r\n` and every other `\r` replaced by `\n`.
    static func universalNewlines(_ text: String) -> String {
        guard text.unicodeScalars.contains("\r") else {
            return text
        }
        var result = String.UnicodeScalarView()
        var afterReturn = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" && afterReturn {
                afterReturn = false
                continue
            }
            afterReturn = scalar == "\r"
            result.append(afterReturn ? "\n" : scalar)
        }
        return String(result)
    }

    /// A short reason for a Foundation file error: the text of its underlying POSIX error (`No such file or
    /// directory`) when it has one, its description otherwise.
    static func reason(of error: any Error) -> String {
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error {
            let posix = underlying as NSError
            if posix.domain == NSPOSIXErrorDomain {
                return String(cString: strerror(Int32(posix.code)))
            }
        }
        return error.localizedDescription
    }
}
