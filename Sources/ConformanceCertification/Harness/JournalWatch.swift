import ConformanceEngine
import Foundation
import HarnessJournal

/// Follows a run's journal: the harness's hello, what finished, what is running, and whether the run stalled.
///
/// A check that runs past its limit (the kit's own longest wait for it plus a margin), or a harness that starts and
/// finishes nothing for as long, is a stall: the watch says so, and the caller stops the harness and everything it started.
final class JournalWatch: @unchecked Sendable {
    struct Running {
        let checkID: String
        let clause: ClauseID
        let fixture: FixtureCase
        let target: String?
        let seen: ContinuousClock.Instant
    }

    private let journal: ConformanceJournal
    private let progress: @Sendable (String) -> Void
    let limit: (ClauseID) -> Duration
    private let clock = ContinuousClock()
    private var lastReport: ContinuousClock.Instant
    private var lastReportedCount = 0
    private var lastEvent: ContinuousClock.Instant
    private var offset: UInt64 = 0
    private var started: [String: Running] = [:]
    private(set) var hello: HarnessHello?
    private(set) var finished: [CheckResult] = []
    private(set) var forged: [String] = []
    private(set) var stalled = false
    /// The checks that ran past their limit when the watch stopped the harness, earliest first.
    private(set) var overdue: [Running] = []
    private(set) var retired = false
    /// For each check started, the check that finished last before it started, which may have left work behind.
    private(set) var previous: [String: String] = [:]

    /// How long the journal may stay silent before the run counts as stalled: the longest limit of a check started.
    var quietLimit: Duration { started.values.map { limit($0.clause) }.max() ?? limit("SETUP") }

    /// The check this attempt runs alone to confirm it held the main thread, if it does: a hold of any other check is run
    /// again alone before it counts, so its line waits for that run (the fourteenth trial: each such line came twice).
    private let confirming: [String]?

    init(journal: ConformanceJournal, trial: [String]? = nil, progress: @escaping @Sendable (String) -> Void,
         limit: @escaping (ClauseID) -> Duration) {
        self.confirming = trial
        self.journal = journal
        self.progress = progress
        self.limit = limit
        lastReport = clock.now
        lastEvent = clock.now
    }

    /// The checks started and not finished, in the order they started.
    var running: [Running] {
        started.values.sorted { $0.seen < $1.seen }
    }

    func poll() {
        let (events, forgedLines, next) = journal.events(from: offset)
        offset = next
        // A journal that is not a file of the harness's reads the same each time: say it once.
        forged += forgedLines.filter { !($0.hasPrefix("the journal ") && forged.contains($0)) }
        if !events.isEmpty { lastEvent = clock.now }
        for event in events {
            switch event {
            case .hello(let hello):
                if self.hello == nil { self.hello = hello }
            case .started(let checkID, let clause, let fixture, let target, _):
                started[checkID] = Running(checkID: checkID, clause: clause, fixture: fixture, target: target, seen: clock.now)
                previous[checkID] = finished.last?.checkID
            case .finished(let result):
                finished.append(result)
                started[result.checkID] = nil
                if result.outcome == .failed, result.clause == "SETUP" {
                    // A setup problem is the author's file at a JSON path: say it as such.
                    progress("problem: \(URL(fileURLWithPath: result.fixture.file).lastPathComponent) at \(result.actual)")
                } else if result.outcome == .failed, let incident = result.incident, incident.hasPrefix(MainThread.hangIncident),
                          confirming != [result.checkID] {
                    // Said by the narrowing as a suspect, and as a failure once the run alone confirms it.
                    continue
                } else if result.outcome == .failed, let incident = result.incident {
                    // The crash or hang is the failure, not what the check saw before it (the sixth trial's SB6b).
                    progress("  ✘ \(result.clause) · \(result.fixture.id) (\(result.level.rawValue)): \(incident)")
                } else if result.outcome == .failed {
                    progress("  ✘ \(result.clause) · \(result.fixture.id) "
                        + "(\(result.level.rawValue)): expected \(result.expected), actual \(result.actual)")
                }
            case .retiring:
                retired = true
            }
        }
        if !stalled, hello != nil {
            let now = clock.now
            let late = running.filter { now - $0.seen > limit($0.clause) }
            if !late.isEmpty || now - lastEvent > quietLimit {
                stalled = true
                overdue = late
            }
        }
        // Progress every two seconds, and only when more checks have finished since the last line.
        if clock.now - lastReport > .seconds(2), finished.count != lastReportedCount {
            lastReport = clock.now
            lastReportedCount = finished.count
            progress("  … \(finished.count) checks done, \(finished.filter { $0.outcome == .failed }.count) failed")
        }
    }
}
