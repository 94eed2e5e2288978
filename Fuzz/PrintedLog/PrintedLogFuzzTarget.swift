import Foundation
import KeyboardAvoidance

// libFuzzer target for the replay tool's readers, compiled together with the demo's
// Replay/PrintedLog.swift, Replay/ReplayDocument.swift and Replay/ReplayInput.swift, and the
// KeyboardAvoidanceLaws/PointText.swift they read log text with:
//
// - the fuzz bytes as text for `PrintedLog.read` (the printed-log reader's pure entry point),
//   whose result, typed as UIKit posts it, goes through the kit's userInfo reader for every kind;
// - the same bytes as a JSON replay document for `ReplayDocument.read`, each of whose
//   notifications is prepared by `ReplayInput` (which reads printed userInfos again).
//
// Crashes, hangs (libFuzzer's -timeout) and memory blow-ups (-rss_limit_mb) are the findings; the
// invariants below trap when a documented promise does not hold.
//
// Set FUZZ_PRINT=1 and pass a file to print what was read.

private let printsResults = ProcessInfo.processInfo.environment["FUZZ_PRINT"] != nil

/// libFuzzer's entry point: runs one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func printedLogFuzzTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    checkPrintedLog(String(decoding: bytes, as: UTF8.self))
    checkReplayDocument(Data(bytes))
    return 0
}

/// Writes a line to standard error, unbuffered (standard output is lost when the input crashes).
func debugLog(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// Traps, so that libFuzzer records the input, when an invariant does not hold.
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError("invariant violated: \(message())") }
}

func checkPrintedLog(_ text: String) {
    let result = Result { () throws(PrintedLogError) in try PrintedLog.read(text) }
    if printsResults { debugLog("PrintedLog.read: \(result)") }
    switch result {
    case .success(let note):
        // Documented: a pure function.
        require((try? PrintedLog.read(text)) == note, "reading twice gave different notifications")
        let userInfo = note.userInfoDictionary
        if let entries = note.userInfo {
            require(userInfo?.count ?? 0 <= entries.count, "more userInfo keys than entries")
        }
        if let name = note.name { _ = KeyboardNotificationNames.kind(for: name) }
        for kind in KeyboardEvent.Kind.allCases {
            let read = Result { () throws(KeyboardEventError) in try KeyboardEvent(kind: kind, userInfo: userInfo) }
            if printsResults { debugLog("  \(kind): \(read)") }
        }
    case .failure(let error):
        // Documented: a 1-based line and column, the offset inside the text.
        let count = text.utf8.count
        require(error.line >= 1 && error.column >= 1, "error located at line \(error.line), column \(error.column)")
        require((0...count).contains(error.offset), "error offset \(error.offset) outside 0...\(count)")
        require(error.column <= error.offset + 1, "column \(error.column) after offset \(error.offset)")
        require(!error.description.isEmpty, "an error without a description")
    }
}

func checkReplayDocument(_ data: Data) {
    guard let document = try? ReplayDocument.read(data) else { return }
    require(document.screen.width > 0 && document.screen.height > 0, "a document with an empty screen")
    for notification in document.notifications {
        let input = Result { () throws(ReplayInputError) in try ReplayInput(notification) }
        if printsResults { debugLog("ReplayInput: \(input)") }
        guard case .success(let prepared) = input else { continue }
        _ = try? KeyboardEvent(kind: prepared.kind, userInfo: prepared.userInfo)
    }
}
