import ConformanceCertification
import ConformanceEngine
import ConformanceTestSupport
import Foundation
import Testing

/// Nothing fixed to tune to: links no golden fixture spells out, generated per run from a recorded seed, and the
/// targets of a package's other continuity modules, which only its plan knows.
@Suite("Generated and sibling link targets")
struct GeneratedTargetTests {
    @Test("A seed gives the same word every time, different seeds give different words, and a word is shaped as a partner module's name")
    func seededWord() {
        let word = ConformanceOptions(seed: 42).seededWord
        #expect(word == ConformanceOptions(seed: 42).seededWord)
        let words = (0..<200).map { ConformanceOptions(seed: UInt64($0)).seededWord }
        #expect(words.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") } })
        #expect(Set(words).count > 150, "different seeds give different words")
        // Issue 32's fifth review: a fixed length or alphabet told a generated target from a real one.
        #expect(Set(words.map(\.count)).count > 5, "lengths vary")
        #expect(words.contains { $0.contains("-") } && words.contains { $0.contains(where: \.isNumber) })
    }

    @Test("A module tuned to the fixed look-alikes passes every fixed case and is caught by the generated ones, whatever the seed",
          arguments: [UInt64(1), 2, 0xDEAD_BEEF])
    func tunedModuleIsCaught(_ seed: UInt64) async throws {
        var options = SelfTestChecks.continuityOptions
        options.seed = seed
        let results = await SelfTestChecks.runAll(try SelfTestChecks.continuity(options: options) { BreaksLookalikeTunedToFixtures() })
        let failed = results.filter { $0.outcome == .failed }
        #expect(!failed.isEmpty)
        #expect(failed.allSatisfy { $0.fixture.id.hasPrefix("seeded-") }, "the fixed cases pass: \(failed.map(\.fixture))")
        #expect(failed.allSatisfy { $0.input.contains(options.seededWord) }, "the failure shows the generated link")
    }

    @Test("A module honest only for one shape of open-URL options fails, whatever the seed; the options are drawn per call and shown",
          arguments: [UInt64(1), 2, 0xDEAD_BEEF])
    func optionsTunedModuleIsCaught(_ seed: UInt64) async throws {
        var options = SelfTestChecks.continuityOptions
        options.seed = seed
        let results = await SelfTestChecks.runAll(try SelfTestChecks.continuity(options: options) { HonestOnlyForSafariOptions() })
        let failed = results.filter { $0.outcome == .failed }
        #expect(failed.contains { $0.clause == "CONT-FOREIGN-NOT-CLAIMED" }, "\(failed.map(\.clause))")
        #expect(failed.contains { $0.clause == "CONT-LONG-LIVED" })
        #expect(failed.filter { $0.clause == "CONT-FOREIGN-NOT-CLAIMED" }.allSatisfy { ["(sourceApplication", "(openInPlace", "(no options"].contains(where: $0.input.contains) }, "\(failed.map(\.input))")
        let conforming = await SelfTestChecks.runAll(try SelfTestChecks.continuity(options: options) { ConformingContinuityModule() })
        #expect(conforming.allSatisfy { $0.outcome != .failed }, "\(conforming.filter { $0.outcome == .failed }.map(\.report))")
    }

    @Test("Review 14: the app's state is iOS's for each call: a module honest only while active fails CONT-FOREIGN-NOT-CLAIMED whatever the seed, one that completes twice in the background fails CONT-BG-SESSION-ONCE",
          arguments: [UInt64(1), 2, 0xDEAD_BEEF])
    func appStateTunedModulesAreCaught(_ seed: UInt64) async throws {
        var options = SelfTestChecks.continuityOptions
        options.seed = seed
        // Only the clauses these modules break run: the whole plan three times over cost CPU that CI's time lacks.
        let active = await SelfTestChecks.runAll(try SelfTestChecks.continuity(options: options) { HonestOnlyWhileActive() }
            .filter { $0.clause == "CONT-FOREIGN-NOT-CLAIMED" })
        let claimed = active.filter { $0.outcome == .failed && $0.clause == "CONT-FOREIGN-NOT-CLAIMED" }
        #expect(!claimed.isEmpty && claimed.allSatisfy { $0.input.contains("the app inactive, launched by the link") }, "\(claimed.map(\.input))")
        let background = await SelfTestChecks.runAll(try SelfTestChecks.continuity(options: options) { CompletesTwiceInBackground() }
            .filter { $0.clause == "CONT-BG-SESSION-ONCE" })
        #expect(background.contains { $0.outcome == .failed && $0.clause == "CONT-BG-SESSION-ONCE" })
    }

    @Test("A module honest only for the example's scheme and domain fails CONT-FOREIGN-NOT-CLAIMED, whatever the seed: other modules' links come under institutions' schemes and domains",
          arguments: [UInt64(1), 2, 0xDEAD_BEEF])
    func institutionTunedModuleIsCaught(_ seed: UInt64) async throws {
        var options = SelfTestChecks.continuityOptions
        options.seed = seed
        let results = await SelfTestChecks.runAll(try SelfTestChecks.continuity(options: options) { HonestOnlyForExampleInstitution() })
        #expect(results.contains { $0.outcome == .failed && $0.clause == "CONT-FOREIGN-NOT-CLAIMED" }, "\(results.filter { $0.outcome == .failed }.map(\.input))")
        #expect(!results.contains { $0.outcome == .failed && $0.clause == "CONT-OWN-CLAIMED" }, "its own links keep the run's scheme")
    }

    @Test("A module that claims a sibling's link fails only the sibling cases; without the sibling named, nothing catches it")
    func siblingClaimIsCaught() async throws {
        let named = await SelfTestChecks.runAll(try SelfTestChecks.continuity { BreaksSiblingNotClaimed() })
        let failed = named.filter { $0.outcome == .failed }
        #expect(!failed.isEmpty && failed.allSatisfy { $0.fixture.id.hasPrefix("sibling-") }, "\(failed.map(\.fixture))")
        #expect(failed.allSatisfy { $0.target == "\(SelfTestChecks.demoTarget) vs \(SelfTestChecks.siblingTarget)" })
        let alone = await SelfTestChecks.runAll(try SelfTestChecks.continuity(siblings: []) { BreaksSiblingNotClaimed() })
        #expect(alone.allSatisfy { $0.outcome != .failed }, "no fixed fixture names the sibling's target")
        let notApplicable = alone.filter { $0.fixture.id.hasPrefix("sibling-") }
        // The tenth trial: alone in its package, the module lacks a sibling by what the package is, which no declaration
        // key could change, so the checks are not listed as made not applicable by the declaration; their note says why.
        #expect(!notApplicable.isEmpty && notApplicable.allSatisfy { $0.outcome == .notApplicable && $0.declaredBy == nil
            && ($0.note ?? "").contains("no other module whose links this one could claim") }, "\(notApplicable.map { $0.note ?? "-" })")
    }

    @Test("certify probes each continuity module with the others' targets: a claim on a sibling's link fails, a clean pair certifies")
    func certifyProbesSiblings() async throws {
        func package(_ first: String) throws -> ScratchPackage {
            try ScratchPackage(entries: [
                ["name": "links", "className": first, "identifier": "com.q2.mobile.module.demo"],
                ["name": "alerts", "className": "SiblingLinkModule", "identifier": "com.q2.mobile.module.demo-alerts"],
            ], declaration: ["modules": [first: ["continuity": ["ownedTargets": [SelfTestChecks.demoTarget]]],
                                         "SiblingLinkModule": ["continuity": ["ownedTargets": [SelfTestChecks.siblingTarget]]]]])
        }
        let clean = try await certify(try package("ConformingContinuityModule"))
        #expect(clean.certified, "\(clean.problems)")
        let probed = clean.checks.filter { $0.fixture.id.hasPrefix("sibling-") }
        #expect(!probed.isEmpty && probed.allSatisfy { $0.outcome == .passed })
        #expect(probed.contains { $0.checkID.hasSuffix("@SiblingLinkModule") && $0.target?.hasSuffix("vs \(SelfTestChecks.demoTarget)") == true },
                "each module is probed with the other's target")
        let greedy = try await certify(try package("BreaksSiblingNotClaimed"))
        #expect(!greedy.certified)
        let failed = greedy.checks.filter { $0.outcome == .failed }
        #expect(!failed.isEmpty && failed.allSatisfy { $0.clause == "CONT-FOREIGN-NOT-CLAIMED" && $0.fixture.id.hasPrefix("sibling-") },
                "\(failed.map(\.checkID))")
    }

    @Test("certify records its seed, a given seed replays the same links, and a package without a sibling module is not listed as not applicable by declaration")
    func seedIsRecorded() async throws {
        let report = try await certify(try ScratchPackage(classes: ["ConformingContinuityModule"])) { $0.options.seed = 42 }
        #expect(report.provenance?.seed == 42)
        let seeded = report.checks.filter { $0.fixture.id.hasPrefix("seeded-") }
        #expect(!seeded.isEmpty && seeded.allSatisfy { $0.input.contains(ConformanceOptions(seed: 42).seededWord) })
        let declared = report.declaredNotApplicable
        // The tenth trial: a package with one continuity module lacks a sibling by what it is; no declaration key made that.
        #expect(!declared.contains { $0.key.contains("other modules") }, "\(declared.map(\.line))")
    }

    @Test("The twelfth trial (K31): an own link left unclaimed whose target has capitals is told that a lowercasing module never equals it; a lower-case target, or a passing check, is not")
    func capitalsInTarget() throws {
        let failed = Verdict(.failed, input: "q2mob://com.q2.mobile.module.capstandocks/pay", expected: "true (the module owns the link)", actual: "nil")
        let mixed = try #require(ContinuityTarget("com.q2.mobile.module.CapstanDocks/pay"))
        let lower = try #require(ContinuityTarget("com.q2.mobile.module.capstandocks/pay"))
        #expect(ContinuityCheckBuilder.caseNote(failed, target: mixed).note?.hasPrefix("the target com.q2.mobile.module.CapstanDocks/pay has capitals") == true)
        #expect(ContinuityCheckBuilder.caseNote(failed, target: lower).note == nil)
        let declined = Verdict(.failed, input: "x", expected: "not true (nil is documented; false is allowed)", actual: "true")
        #expect(ContinuityCheckBuilder.caseNote(declined, target: mixed).note == nil, "only a claim the module missed")
    }

    @Test("Declaring an activity type makes the checks about unhandled types not applicable, and the summary names the key")
    func declaredActivityTypes() async throws {
        let options = SelfTestChecks.continuityOptions
        let checks = try ConformanceCheck.continuity(owning: [SelfTestChecks.demoTarget], handlingActivityTypes: ["com.apple.corespotlightitem"],
                                                     options: options, store: FixtureStore.bundled()) { ConformingContinuityModule() }
        let results = await SelfTestChecks.runAll(checks)
        let report = CertificationReport(package: "p", sdkVersion: nil, checks: results, problems: [])
        let undeclared = CertificationReport(package: "p", sdkVersion: nil, checks: await SelfTestChecks.runAll(
            try ConformanceCheck.continuity(owning: [SelfTestChecks.demoTarget], handlingActivityTypes: [], siblings: [],
                                            options: options, store: FixtureStore.bundled()) { ConformingContinuityModule() }), problems: [])
        let types = { (report: CertificationReport) in report.declaredNotApplicable.first { $0.key == "continuity.activityTypes" }?.checks ?? 0 }
        let lines = report.declaredNotApplicable.map(\.line)
        #expect(types(report) == 1 && types(undeclared) == 0, "declaring a type takes its check away, and the summary counts it: \(lines)")
        #expect(report.table().contains("Not applicable by declaration") && !undeclared.table().contains("Not applicable by declaration"))
        #expect(report.markdown().contains("### Not applicable by declaration"))
    }
}

/// Focused runs (issue 22): certify --clause and the one line's MODULE_CONFORMANCE_CLAUSES run only some clauses, say so,
/// and never pass for a focus that matches nothing.
@Suite("Focused runs")
struct FocusedRunTests {
    @Test("A focused certify runs only the focused clauses, is partial, never certified or verified, and shows only them")
    func focusedCertify() async throws {
        let report = try await certify(try ScratchPackage(classes: ["BreaksForeignNotClaimed"])) { $0.focus = ["CONT-LOOKALIKE"] }
        #expect(!report.checks.isEmpty && report.checks.allSatisfy { $0.clause.rawValue.hasPrefix("CONT-LOOKALIKE") || $0.clause == "SETUP" })
        #expect(report.focus == ["CONT-LOOKALIKE"] && !report.certified && report.focusedPassed, "the broken clause is not run")
        #expect(report.table().contains("PARTIAL (--clause CONT-LOOKALIKE; passed, not a certificate)"))
        #expect(!report.table().contains("CONT-FOREIGN-NOT-CLAIMED "), "an unfocused clause is not shown")
        #expect(ReportVerifier.problems(in: report, key: testCertifierKey).contains { $0.contains("the report is partial") })
        // The fifteenth trial (V02): a report of a run that stopped says that first and alone.
        var json = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(report)) as? [String: Any])
        json["focus"] = nil
        json["problems"] = ["the harness stopped without judging another check; the checks left are not run"]
        let stopped = try JSONDecoder().decode(CertificationReport.self, from: JSONSerialization.data(withJSONObject: json))
        #expect(ReportVerifier.problems(in: stopped, key: testCertifierKey) == ["the report is of a run that did not finish, so it is no "
            + "certificate: the harness stopped without judging another check; the checks left are not run"])
        let failing = try await certify(try ScratchPackage(classes: ["BreaksForeignNotClaimed"])) { $0.focus = ["CONT-FOREIGN"] }
        #expect(!failing.focusedPassed && failing.table().contains("PARTIAL (--clause CONT-FOREIGN; failed"))
    }

    @Test("The one line's focus keeps the named clauses; a focus that names none is a failing check that lists the plan's clauses")
    func focusedOneLine() async throws {
        let checks = try SelfTestChecks.continuity { ConformingContinuityModule() }
        let kept = ConformanceCheck.focused(checks, environment: [ConformanceCheck.focusVariable: "CONT-OWN-CLAIMED, CONT-ROUTING"], file: "f")
        #expect(!kept.isEmpty && Set(kept.map(\.clause)) == ["CONT-OWN-CLAIMED", "CONT-ROUTING"])
        // The fifteenth trial (E09): spaces separate clauses as commas do.
        let spaced = ConformanceCheck.focused(checks, environment: [ConformanceCheck.focusVariable: "CONT-OWN-CLAIMED CONT-ROUTING"], file: "f")
        #expect(Set(spaced.map(\.clause)) == ["CONT-OWN-CLAIMED", "CONT-ROUTING"])
        #expect(ConformanceCheck.focused(checks, environment: [:], file: "f").count == checks.count)
        let none = ConformanceCheck.focused(checks, environment: [ConformanceCheck.focusVariable: "METHOD-OAUTH-ISSUER"], file: "f")
        // Labelled by the variable, not the declaration file (the fourteenth trial's T4).
        #expect(none.count == 1 && none[0].clause == "SETUP" && none[0].fixture.file == ConformanceCheck.focusVariable)
        let result = await none[0].run()
        #expect(result.outcome == .failed && result.actual.contains("matches no check this package's plan has")
            && result.actual.contains("CONT-ANY-SCHEME"), "\(result.actual)")
        // Trial 33c: letter case does not matter, and a near miss is named.
        let lower = ConformanceCheck.focused(checks, environment: [ConformanceCheck.focusVariable: "cont-routing"], file: "f")
        #expect(!lower.isEmpty && Set(lower.map(\.clause)) == ["CONT-ROUTING"])
        let near = ConformanceCheck.focused(checks, environment: [ConformanceCheck.focusVariable: "CONT-OWN-CLAIMD"], file: "f")
        let nearResult = await near[0].run()
        #expect(nearResult.actual.contains("did you mean CONT-OWN-CLAIMED?") && nearResult.actual.contains("CONT-LONG-LIVED"),
                "\(nearResult.actual)")
    }
}
