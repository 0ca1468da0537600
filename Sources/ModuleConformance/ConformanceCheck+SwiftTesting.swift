import ConformanceEngine
import Testing

extension ConformanceCheck {
    /// Runs the check and records any failure at the caller's line, naming clause, fixture, expected and actual.
    ///
    /// A failed required clause is an error; a failed recommended clause is a warning, so it is reported
    /// without failing the test.
    public func verify(sourceLocation: SourceLocation = #_sourceLocation) async {
        let result = await run()
        ResultsFile.append(result)
        guard result.outcome == .failed else { return }
        Issue.record(Comment(rawValue: result.report),
                     severity: result.level == .required ? .error : .warning,
                     sourceLocation: sourceLocation)
    }
}
