import ConformanceEngine
import Testing

extension ConformanceCheck {
    /// Runs the check and records any failure at the caller's line, naming clause, fixture, expected and actual.
    ///
    /// A failed required clause, or any check a crash or hang ended, is an error. A failed recommended clause is a
    /// warning, so it is reported without failing the test: an issue of warning severity from Swift 6.3 (Xcode 26.4), a printed `warning:` line before.
    public func assertConforms(sourceLocation: SourceLocation = #_sourceLocation) async {
        let result = await run()
        // A file that could not be written from the start is the planned list's one setup check; no check repeats it.
        if ResultsFile.problemAtStart == nil, let problem = ResultsFile.append(result) {
            Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
        }
        guard result.outcome == .failed else { return }
        // A crash or hang fails the test whatever the clause's level, as it fails certify (trial 24's v49: a main-thread
        // stall in a recommended clause's check was a warning here and NOT CERTIFIED there).
        guard result.level == .required || result.incident != nil else {
            recordWarning(result.warningReport, sourceLocation: sourceLocation)
            return
        }
        Issue.record(Comment(rawValue: result.report), sourceLocation: sourceLocation)
    }

    /// The earlier name of ``assertConforms(sourceLocation:)``; `verify` now names only the command that checks a
    /// sealed report.
    @available(*, deprecated, renamed: "assertConforms(sourceLocation:)")
    public func verify(sourceLocation: SourceLocation = #_sourceLocation) async {
        await assertConforms(sourceLocation: sourceLocation)
    }
}

/// Reports a recommended clause's failure without failing the test.
///
/// Issue severity came with Swift Testing 6.3; the compiler's version says which Swift Testing is there, since each
/// Xcode ships its own (Xcode 16 has Swift 6.0, Xcode 26.4 Swift 6.3). `XCODE_16_0_TEST_FRAMEWORKS` is defined where
/// the kit is built against Xcode 16.0's declarations (`.ci/apple-sdk`), so that build compiles what Xcode 16.0 does.
private func recordWarning(_ report: String, sourceLocation: SourceLocation) {
    #if compiler(>=6.3) && !XCODE_16_0_TEST_FRAMEWORKS
    Issue.record(Comment(rawValue: report), severity: .warning, sourceLocation: sourceLocation)
    #else
    print("\(sourceLocation): warning: \(report)")
    #endif
}
