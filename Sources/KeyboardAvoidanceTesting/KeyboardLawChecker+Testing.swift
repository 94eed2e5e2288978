#if canImport(Testing)
    import Testing

    extension KeyboardLawChecker {
        /// Checks `laws` and records one swift-testing issue per violation, naming the law, the
        /// device and the values.
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
        public func check(
            _ laws: [KeyboardLaw] = KeyboardLaw.allCases, sourceLocation: SourceLocation = #_sourceLocation
        ) {
            for violation in violations(of: laws) {
                Issue.record(Comment(rawValue: violation.description), sourceLocation: sourceLocation)
            }
        }
    }
#endif
