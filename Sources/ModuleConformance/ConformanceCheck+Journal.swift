import ConformanceEngine
import Foundation

extension ConformanceCheck {
    /// Runs the check; under `certify`, writes it to the run's journal, or skips it (`nil`) when told to.
    package func runJournaled() async -> CheckResult? {
        let journal = ConformanceJournal.fromEnvironment
        if journal != nil, ConformanceJournal.skippedFromEnvironment.contains(id) { return nil }
        journal?.append(.started(checkID: id, clause: clause, fixture: fixture, target: target,
                                 pid: ProcessInfo.processInfo.processIdentifier))
        let result = await run()
        journal?.append(.finished(result))
        return result
    }
}
