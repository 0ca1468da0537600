import ConformanceEngine
import Foundation
import Testing

extension ConformanceCheck {
    /// Runs the check and records any failure at the caller's line, naming clause, fixture, expected and actual.
    ///
    /// A failed required clause is an error; a failed recommended clause is a warning, so it is reported
    /// without failing the test. Under `certify`, the check is also written to the run's journal.
    public func verify(sourceLocation: SourceLocation = #_sourceLocation) async {
        let journal = ConformanceJournal.fromEnvironment
        if journal != nil, ConformanceJournal.skippedFromEnvironment.contains(id) { return }
        journal?.append(.started(checkID: id, clause: clause, fixture: fixture, target: target,
                                 pid: ProcessInfo.processInfo.processIdentifier))
        let result = await run()
        journal?.append(.finished(result))
        guard result.outcome == .failed else { return }
        Issue.record(Comment(rawValue: result.report),
                     severity: result.level == .required ? .error : .warning,
                     sourceLocation: sourceLocation)
    }
}
