/// One clause run against one fixture case for one module: what a Swift Testing case, an XCTest
/// assertion and `certify` each run.
public struct ConformanceCheck: Sendable, Identifiable, CustomStringConvertible {
    /// A stable identifier: clause, fixture case, target, and the module class when a plan names it.
    public private(set) var id: String
    /// The clause judged; `SETUP` for a check that reports a problem in the run's own setup.
    public let clause: ClauseID
    /// The fixture case.
    public let fixture: FixtureCase
    /// The module target the fixture is expanded for, if any.
    public let target: String?
    /// The module class the check runs, when a declaration file's plan made it.
    public private(set) var module: String?
    /// Whether a hang of this check counts toward the three that end a test process: every check the one line hands
    /// out does (the eleventh trial's K08: a method module's 23 hangs were never counted, since only continuity checks
    /// name their class, and `swift test` ran 256 s).
    package var countsHangs = false
    private let level: ClauseLevel
    private let since: SDKVersion?
    private let options: ConformanceOptions
    private let body: @Sendable (ConformanceOptions) async -> Verdict
    /// The method modules the data source the check's modules are handed asks a typed request (`HostHooks`).
    private var peers: [MethodModuleDeclaration] = []

    /// A check of a catalog clause; the body returns what it observed, and `run()` stamps the identity on it.
    package init(_ clause: Clause, fixture: FixtureCase, target: String?, options: ConformanceOptions,
                 body: @escaping @Sendable (ConformanceOptions) async -> Verdict) {
        self.init(clause.id, level: clause.level, since: clause.since, fixture: fixture, target: target, options: options,
                  body: body)
    }

    private init(_ clause: ClauseID, level: ClauseLevel, since: SDKVersion?, fixture: FixtureCase, target: String?,
                 options: ConformanceOptions, body: @escaping @Sendable (ConformanceOptions) async -> Verdict) {
        self.id = "\(clause)|\(fixture)" + (target.map { "|\($0)" } ?? "")
        self.clause = clause
        self.level = level
        self.since = since
        self.fixture = fixture
        self.target = target
        self.options = options
        self.body = body
    }

    /// The name a test runner shows: clause, fixture case, target and module class.
    public var description: String {
        "\(clause) · \(fixture.id)" + (target.map { " [\($0)]" } ?? "") + (module.map { " · \($0)" } ?? "")
    }

    /// The same check, with its id and name saying which module class it runs, so two modules never share an id.
    package func forModule(_ name: String) -> ConformanceCheck {
        var named = self
        named.module = name
        named.id = id + "@" + name
        return named
    }

    /// The same check, its modules' data source asking `peers` a typed request, as the app's asks its method modules.
    package func askingPeers(_ peers: [MethodModuleDeclaration]) -> ConformanceCheck {
        var asking = self
        asking.peers = peers
        return asking
    }

    /// How a check's note begins when the module still held a handler as the kit's watch of it ended.
    package static let heldPastWindowMark = "still held past the kit's watch: "

    /// The note for handlers the module still held when the kit stopped watching them: a call after that is not seen,
    /// so certify lists the check for review.
    static func heldPastWindowNote(_ handlers: [String], window: Duration) -> String {
        heldPastWindowMark + handlers.joined(separator: ", ") + " (the module kept it \(window) after the check's wait, when "
            + "the kit stops watching; one more call after that would reach the app unseen)"
    }

    /// Runs the check at the SDK version in force, applying the clause's version gate and the author's waivers.
    public func run() async -> CheckResult {
        UnrunChecks.shared.noteRun()
        let verdict: Verdict
        if let since, let version = options.sdkVersion, version < since {
            verdict = Verdict(.notApplicable, input: "not run", expected: "-", actual: "-",
                              note: "clause applies from SDK \(since); certifying for SDK \(version)")
        } else {
            let hooks = HostHooks(seed: options.seed, check: id, peers: peers, budget: options.callbackBudget,
                                  partnerNames: options.partnerNames)
            // Trial 25's w99: a crash names how the user stood when the check began (a force-unwrapped user crashes only
            // signed out).
            let slot = CrashAttribution.enter(description + " (fixture \(fixture), clause \(clause); \(hooks.userState) when it began)")
            let stall = StallWatch.Entry(description + " (fixture \(fixture), clause \(clause))", counted: module != nil || countsHangs)
            StallWatch.shared.watch(stall)
            let handlers = LateCallWatch(window: options.lateCallWindow)
            var observed = await StallWatch.currentLocal.withValue(stall) {
                await HostHooks.currentLocal.withValue(hooks) {
                    await LateCallWatch.currentLocal.withValue(handlers) {
                        await CrashAttribution.currentSlotLocal.withValue(slot) { await body(options) }
                    }
                }
            }
            StallWatch.shared.stop(stall)
            CrashAttribution.leave(slot)
            // A handler the module still holds is watched on, as the system would watch it: one more call fails the check.
            let settled = await handlers.settle()
            for call in settled.late { observed = observed.failing(by: call) }
            if settled.late.isEmpty, let waited = settled.waited, waited > .seconds(1) {
                observed.note = [observed.note, "the module held a handler it had " + (settled.heldCalled ? "called" : "not called")
                    + " after the check's wait; the kit watched it \(Double(waited / .milliseconds(100)).rounded() / 10) s more for "
                    + (settled.heldCalled ? "another call" : "a call") + ", as the system would"].compactMap { $0 }.joined(separator: "; ")
            }
            if settled.late.isEmpty, !settled.afterWait.isEmpty {
                observed.note = ([observed.note].compactMap { $0 } + settled.afterWait).joined(separator: "; ")
            }
            if settled.late.isEmpty, !settled.heldPastWindow.isEmpty {
                observed.note = [observed.note, Self.heldPastWindowNote(settled.heldPastWindow, window: handlers.windowLength)]
                    .compactMap { $0 }.joined(separator: "; ")
            }
            let held = stall.longestMainCall
            if held > MainThread.hangThreshold {
                let which = stall.longestMainCallName.map { "in \($0)" } ?? "in one call"
                return incidentResult(input: observed.input, incident: MainThread.hangIncident + " for \(held) \(which) (more than "
                    + "\(MainThread.hangThreshold): the app's interface would freeze, and the system ends an app whose main thread "
                    + "stops answering)", note: "hang")
            }
            if observed.outcome == .failed, hooks.modulesHooked > 0 {
                // The state the module saw is part of what it was asked: a break that shows only signed in or out says so.
                observed.note = [observed.note, "the host's delegate and data source were set, with \(hooks.userState)"]
                    .compactMap { $0 }.joined(separator: "; ")
            }
            if let reason = options.waivers[clause], observed.outcome != .notApplicable {
                observed.note = "waived by the author (\(reason)); observed: \(observed.outcome.rawValue)"
                observed.outcome = .waived
            }
            verdict = observed
        }
        return CheckResult(checkID: id, clause: clause, level: level, fixture: fixture, target: target,
                           sdkVersion: options.sdkVersion, verdict: verdict)
    }

    /// The result of this check when it did not finish: a crash or hang the harness saw, in the words of `incident`.
    package func incidentResult(input: String, incident: String, note: String) -> CheckResult {
        CheckResult(checkID: id, clause: clause, level: level, fixture: fixture, target: target, sdkVersion: options.sdkVersion,
                    verdict: Verdict(.failed, input: input, expected: "the check completes", actual: incident, note: note),
                    incident: incident)
    }

    /// A setup check decided when it runs: it fails with the problem `body` finds, and passes when there is none.
    package static func setupCheck(fixture: String, target: String, options: ConformanceOptions,
                                   _ body: @escaping @Sendable () async -> String?) -> ConformanceCheck {
        ConformanceCheck("SETUP", level: .required, since: nil, fixture: FixtureCase(file: fixture, id: ""), target: target,
                         options: options) { _ in
            let problem = await body()
            return Verdict(passing: problem == nil, input: "the conformance declaration", expected: "a valid setup",
                           actual: problem ?? "valid")
        }
    }

    /// A check that fails at once with a setup problem, so a bad fixture or argument is never a silent pass.
    package static func setupFailure(_ message: String, fixture: String = "setup") -> ConformanceCheck {
        var check = ConformanceCheck("SETUP", level: .required, since: nil, fixture: FixtureCase(file: fixture, id: ""), target: nil,
                                     options: ConformanceOptions()) { _ in
            Verdict(.failed, input: "the conformance declaration", expected: "a valid setup", actual: message)
        }
        // Two setup problems in one file are two checks: the id carries a digest of the message.
        check.id += "|" + SHA256.hex(message).prefix(12)
        return check
    }
}

extension Array where Element == ConformanceCheck {
    /// The checks of the clauses `focus` names by id or prefix, and every setup check; all of them without a focus.
    package func focused(on focus: [String]?) -> [ConformanceCheck] {
        filter { check in check.clause == "SETUP" || check.clause.isNamed(by: focus) }
    }
}
