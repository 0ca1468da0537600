import ConformanceEngine
import Foundation

/// Decides, after each harness attempt, which checks are to blame for a crash or hang and what the next attempt runs.
///
/// Checks run at once. One that runs past its limit is run again alone to confirm it stalls before it is blamed; after
/// a crash among several running checks, those become suspects, halved in fresh harnesses (the last few one at a time)
/// until one is left to blame. The rest of a blamed check's clause is not run.
struct NarrowingPolicy {
    /// A check blamed for a stall and run once more alone, with the check that finished just before it started: if it
    /// finishes alone, that earlier check left work behind.
    typealias Confirmation = (check: String, previous: String?)

    /// What the attempts after this one do.
    enum Step: Equatable {
        /// Run another attempt on what is left.
        case another
        /// Stop: every check is judged, or no further attempt can judge more.
        case done
    }

    /// How one attempt ended, as the policy reads it.
    struct Attempt {
        let watch: JournalWatch
        let exit: ChildProcess.Exit
        /// What the harness printed about a crash, if it did.
        let crashOutput: CrashOutput
        /// The checks the attempt was limited to; `nil`: everything not yet judged.
        let trial: [String]?
        /// Whether the attempt ran its checks one at a time.
        let serial: Bool
        /// Whether the harness was stopped because the whole run's budget (`--run-timeout`) was spent: then the checks
        /// it was running are the certifier's budget's, not the module's, and are left not run.
        var spentRunBudget = false
    }

    /// Whether checks may run at once (`certify --no-parallel` says no).
    let parallel: Bool
    /// How far past the kit's longest wait a check may run, named in a hang's incident.
    let checkBudget: Duration
    let progress: @Sendable (String) -> Void
    private(set) var judged: JudgedChecks
    /// The checks among which a crash is being narrowed down.
    private(set) var suspects: [String] = []
    private var confirming: Confirmation?
    /// The crash being narrowed down, until a check is blamed for it.
    private var unblamedCrash: String?

    init(judged: JudgedChecks, parallel: Bool, checkBudget: Duration, progress: @escaping @Sendable (String) -> Void) {
        self.judged = judged
        self.parallel = parallel
        self.checkBudget = checkBudget
        self.progress = progress
    }

    /// The checks the next attempt is limited to: the last few suspects, or half of many; `nil` when there are none.
    var trial: [String]? {
        suspects.isEmpty ? nil : (suspects.count <= 4 ? suspects : Array(suspects.prefix(suspects.count / 2)))
    }

    /// Whether the next attempt runs its checks one at a time: when it tries the last few suspects, or when checks
    /// never run at once.
    var serial: Bool {
        (trial != nil && suspects.count <= 4) || !parallel
    }

    /// Takes in what an attempt judged and decides what comes next; a run that cannot go on says why in `problems`.
    mutating func settle(_ attempt: Attempt, planned: [ConformanceCheck], problems: inout [String]) -> Step {
        let watch = attempt.watch
        let before = judged.count
        if let held = record(watch.finished, trial: attempt.trial, planned: planned) {
            confirming = (held.checkID, watch.previous[held.checkID])
            suspects = [held.checkID]
            progress("  … \(held.clause) · \(held.fixture.id) held the main thread; running it again alone to confirm")
            return .another
        }
        suspects.removeAll { judged[$0] != nil }
        let inFlight = watch.running.filter { judged[$0.checkID] == nil }
        if let pending = confirming, let alone = judged[pending.check], alone.incident == nil {
            confirmed(pending, finishedAlone: alone, planned: planned, problems: &problems)
            return .another
        }
        if watch.retired, attempt.exit.succeeded, !watch.stalled, !inFlight.isEmpty {
            // The harness judged a call that held the main thread and stopped on purpose: the checks it left were
            // queued behind that call, not to blame, and run again in a fresh harness.
            guard judged.count > before else {
                problems.append("the harness stopped without judging another check; the checks left are not run")
                return .done
            }
            progress("  … \(inFlight.count) checks were waiting for the main thread; running them again in a fresh harness")
            suspects.removeAll { judged[$0] != nil }
            return .another
        }
        if inFlight.isEmpty {
            // A harness that failed before it started a check would fail the same way again: say so and stop.
            if judged.count == before, !attempt.exit.succeeded, !attempt.exit.timedOut, watch.running.isEmpty, attempt.trial?.isEmpty != true {
                problems.append("the harness \(attempt.exit.summary) before it started a check; the checks left are not run")
                return .done
            }
            // A trial that ended without an incident cleared the suspects it ran; the others are tried next. When the
            // last are cleared and none crashed again, the crash (a module's own thread, its timing) is blamed on no
            // check, and the run can certify nothing: it says so.
            if attempt.trial != nil {
                if suspects.isEmpty, let crash = unblamedCrash {
                    problems.append(crash + ", and none of them crashed again when run apart: a module crashed the process "
                        + "outside the calls the checks make (on a thread or task of its own, say), which no single check "
                        + "reproduces; an app would crash there too. certify --no-parallel runs the checks one at a time to find it")
                    unblamedCrash = nil
                }
                return .another
            }
            let left = planned.filter { judged[$0.id] == nil }
            if left.isEmpty || (attempt.exit.succeeded && !watch.retired) { return .done }
            // A harness stopped by the run's budget: the next round finds it spent and says so.
            if judged.count == before, attempt.exit.timedOut { return .another }
            if judged.count == before {
                problems.append("the harness \(attempt.exit.summary) without judging another check; the checks left are not run")
                return .done
            }
            return .another
        }
        // Trial 25's w71: the check running when `--run-timeout` ran out was failed as a crash; the next round finds the
        // budget spent and says so, and the checks in flight stay not run.
        if attempt.spentRunBudget, watch.overdue.allSatisfy({ judged[$0.checkID] != nil }) { return .another }
        if let blamed = culprit(among: inFlight, in: attempt) {
            blame(blamed, in: attempt, planned: planned)
        }
        return .another
    }

    /// Records the checks an attempt finished, retiring the clause of each that crashed or hung; returns a check that
    /// held the main thread among others, which is not recorded but run again alone before it is blamed (it may only
    /// have waited for what an earlier call left behind).
    private mutating func record(_ finished: [CheckResult], trial: [String]?, planned: [ConformanceCheck]) -> CheckResult? {
        var heldMainThread: CheckResult?
        for result in finished {
            if result.incident?.hasPrefix(MainThread.hangIncident) == true, trial != [result.checkID] {
                heldMainThread = result
                continue
            }
            if confirming?.check == result.checkID, result.incident != nil { confirming = nil }
            judged.record(result)
            if result.incident != nil { retireClause(of: result, planned: planned) }
        }
        return heldMainThread
    }

    /// A check blamed for a stall finished when run alone: one at a time, the check that finished just before it left
    /// work behind and is blamed instead; among checks running at once that one cannot be told, which is a problem.
    private mutating func confirmed(_ pending: Confirmation, finishedAlone alone: CheckResult, planned: [ConformanceCheck],
                                    problems: inout [String]) {
        confirming = nil
        if !parallel, let previous = pending.previous, let earlier = judged[previous], earlier.incident == nil {
            let incident = "hang: the harness made no progress after this check returned, and the check that then ran "
                + "past its limit finishes when run alone; the module left work behind that stalls the process"
            progress("  ✘ \(earlier.clause) · \(earlier.fixture): \(incident)")
            let blamed = earlier.with(incident: incident, note: "hang")
            judged.replace(blamed)
            retireClause(of: blamed, planned: planned)
        } else if parallel {
            problems.append("\(alone.checkID) stalled the harness among checks running at once but finishes alone: a check "
                + "before it left work behind that stalls the process; certify with --no-parallel names the one")
        }
        suspects = []
    }

    /// The running check to blame for how the attempt ended, or `nil` when the next attempt must first confirm an
    /// overdue check alone or narrow down several suspects.
    private mutating func culprit(among inFlight: [JournalWatch.Running], in attempt: Attempt) -> JournalWatch.Running? {
        let watch = attempt.watch
        if let overdue = watch.overdue.first(where: { judged[$0.checkID] == nil }) {
            // A check that already ran alone, with no check before it (a kept-instance check in its own harness), has
            // nothing to be told apart from: running it alone again would only wait its whole limit a second time.
            if attempt.trial == [overdue.checkID], watch.previous[overdue.checkID] == nil {
                confirming = nil
                return overdue
            }
            if confirming?.check != overdue.checkID {
                confirming = (overdue.checkID, watch.previous[overdue.checkID])
                suspects = [overdue.checkID]
                progress("  … \(overdue.clause) · \(overdue.fixture) "
                    + (watch.stalled ? "ran past its limit" : "was running when the harness crashed") + "; running it again alone to confirm")
                return nil
            }
            confirming = nil
            return overdue
        }
        if inFlight.count == 1 || attempt.serial { return inFlight[0] }
        suspects = inFlight.map(\.checkID)
        if !watch.stalled {
            unblamedCrash = "the harness \(attempt.exit.summary)" + (attempt.crashOutput.reason.map { " (\($0))" } ?? "")
                + " while \(inFlight.count) checks ran"
        }
        progress("  … the harness ended (\(watch.stalled ? "hang" : "crash")) with \(inFlight.count) checks running; "
            + "narrowing down which one")
        return nil
    }

    /// Fails the blamed check with the crash or hang and retires the rest of its clause; the other suspects run at once
    /// again with the rest.
    private mutating func blame(_ blamed: JournalWatch.Running, in attempt: Attempt, planned: [ConformanceCheck]) {
        // The thirteenth trial's H01: a Ctrl-C stops the harness too, which is no crash of the module's to name.
        guard !Interruption.shared.isEnding else { return }
        let watch = attempt.watch
        let incident = watch.stalled
            ? "hang: no progress within \(watch.limit(blamed.clause)) (the kit's own longest wait for this check, plus "
                + "\(checkBudget)); the harness and its process group were stopped"
            : "crash: the harness \(attempt.exit.summary)" + (attempt.crashOutput.reason.map { "; \($0)" } ?? "")
                + (attempt.exit.signaled && [SIGILL, SIGTRAP].contains(attempt.exit.status) && !attempt.crashOutput.hasMessage
                    ? "; " + CrashOutput.silentTrap : "")
        progress("  ✘ \(blamed.clause) · \(blamed.fixture): \(incident)")
        let result = judged.incidentResult(of: blamed, incident: incident, kind: watch.stalled ? "hang" : "crash")
        judged.record(result)
        retireClause(of: result, planned: planned)
        suspects = []
        unblamedCrash = nil
    }

    /// Retires the rest of the culprit's clause, and drops from the suspects every check that now has a result.
    private mutating func retireClause(of culprit: CheckResult, planned: [ConformanceCheck]) {
        judged.retireClause(of: culprit, planned: planned)
        suspects.removeAll { judged[$0] != nil }
    }
}
