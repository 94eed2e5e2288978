// Reporting violations to the test framework that runs the check: the kit's only module that
// imports XCTest and Testing (link it into test targets only), so that KeyboardAvoidanceTesting
// stays free of them for the demo and apps' debug tools. The import is public where a test
// framework is, for `check()`; the package's own recorder needs no more.
#if canImport(Testing) || canImport(XCTest)
    public import KeyboardAvoidanceLaws
    public import KeyboardAvoidanceTesting
#else
    package import KeyboardAvoidanceLaws
    package import KeyboardAvoidanceTesting
#endif
#if canImport(Testing)
    public import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

#if canImport(Testing)
    extension KeyboardLawChecker {
        /// Checks `laws` and records one test failure per violation; returns the violations.
        ///
        /// In a swift-testing test each violation is an `Issue.record` at `sourceLocation`;
        /// otherwise an `XCTFail` at `filePath` and `line` where XCTest is available. Outside any
        /// test nothing is recorded.
        ///
        /// ```swift
        /// @Test @MainActor func transferObeysTheLaws() {
        ///     KeyboardLawChecker(device: .smallPhone) { env in
        ///         let screen = TransferConfirmViewController(center: env.center)
        ///         screen.present(in: env.window)
        ///         return screen
        ///     }.check()
        /// }
        /// ```
        @discardableResult
        public func check(
            _ laws: [KeyboardLaw] = KeyboardLaw.allCases, sourceLocation: SourceLocation = #_sourceLocation,
            filePath: StaticString = #filePath, line: UInt = #line
        ) -> [KeyboardLawViolation] {
            check(laws) { report in
                if Test.current != nil {
                    Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
                } else {
                    #if canImport(XCTest)
                        XCTFail(report, file: filePath, line: line)
                    #endif
                }
            }
        }
    }
#elseif canImport(XCTest)
    extension KeyboardLawChecker {
        /// Checks `laws` and records one `XCTFail` per violation; returns the violations.
        @discardableResult
        public func check(
            _ laws: [KeyboardLaw] = KeyboardLaw.allCases, filePath: StaticString = #filePath, line: UInt = #line
        ) -> [KeyboardLawViolation] {
            check(laws) { XCTFail($0, file: filePath, line: line) }
        }
    }
#endif

extension KeyboardLawChecker {
    /// Checks `laws` and hands each violation's report to `record`; returns the violations.
    package func check(_ laws: [KeyboardLaw], record: (String) -> Void) -> [KeyboardLawViolation] {
        let found = violations(of: laws)
        for violation in found { record(violation.report) }
        return found
    }
}
