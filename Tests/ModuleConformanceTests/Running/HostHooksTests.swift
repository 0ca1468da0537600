import ConformanceCertification
import ConformanceEngine
import ConformanceTestSupport
import Foundation
import Q2ModuleInterfaces
import Synchronization
import Testing

/// Every module is judged as the app runs it: its delegate and data source set before its first call, a user signed in
/// or out, and one instance kept for many calls in a process where it is the first instance made.
@Suite("A module is judged with the host's hooks set, signed in and out, and a kept instance alone")
struct HostHooksTests {
    static let seeds: [UInt64] = [1, 2, 0xDEAD_BEEF]

    @Test("A continuity module honest only without the host's hooks, only signed out, only signed in, or only with hex tokens, fails whatever the seed; the conforming one passes",
          arguments: seeds)
    func continuityCheatsAreCaught(_ seed: UInt64) async throws {
        var options = SelfTestChecks.continuityOptions
        options.seed = seed
        for make in [{ HonestOnlyWithoutHost() }, { HonestOnlySignedOut() }, { HonestOnlySignedIn() }, { HonestOnlyWithHexTokens() }]
            as [@MainActor @Sendable () -> ConformingContinuityModule] {
            let results = await SelfTestChecks.runAll(try SelfTestChecks.continuity(options: options, make))
            let failed = results.filter { $0.outcome == .failed && $0.level == .required }
            #expect(failed.contains { $0.clause == "CONT-FOREIGN-NOT-CLAIMED" } || failed.contains { $0.clause == "CONT-LONG-LIVED" },
                    "\(failed.map(\.clause))")
            #expect(failed.allSatisfy { $0.note?.contains("the host's delegate and data source were set, with") == true },
                    "a failure says how the user stood: \(failed.compactMap(\.note).prefix(2))")
        }
        let signedIn = await SelfTestChecks.runAll(try SelfTestChecks.continuity(options: options) { HonestOnlySignedIn() })
        #expect(signedIn.contains { $0.outcome == .failed && $0.note?.contains("no signed-in user") == true }
                    || signedIn.contains { $0.outcome == .failed && $0.actual.contains("user signed out") },
                "the break shows only signed out, and the failure says so")
        let conforming = await SelfTestChecks.runAll(try SelfTestChecks.continuity(options: options) { ConformingContinuityModule() }
            .filter { $0.clause == "CONT-FOREIGN-NOT-CLAIMED" })
        #expect(conforming.allSatisfy { $0.outcome != .failed }, "\(conforming.filter { $0.outcome == .failed }.map(\.actual))")
    }

    @Test("A method that completes twice once a user is signed in fails METHOD-SELECTOR-ONCE; the conforming one passes",
          arguments: seeds)
    func methodSignedInCheatIsCaught(_ seed: UInt64) async throws {
        var options = SelfTestChecks.methodOptions
        options.seed = seed
        let results = await SelfTestChecks.runAll(try SelfTestChecks.method(options: options) { CompletesTwiceSignedIn() })
        #expect(SelfTestChecks.failedClauses(results).contains("METHOD-SELECTOR-ONCE"), "\(SelfTestChecks.failedClauses(results))")
        let conforming = await SelfTestChecks.runAll(try SelfTestChecks.method(options: options) { ConformingMethodModule() })
        #expect(conforming.allSatisfy { $0.outcome != .failed }, "\(conforming.filter { $0.outcome == .failed }.map(\.actual))")
    }

    @Test("A method module is handed its invocation data, under its declared identifier: one that behaves only without it fails METHOD-SELECTOR-ONCE")
    func methodInvocationData() async throws {
        let results = await SelfTestChecks.runAll(try SelfTestChecks.method { CompletesTwiceWithInvocationData() })
        #expect(SelfTestChecks.failedClauses(results).contains("METHOD-SELECTOR-ONCE"), "\(SelfTestChecks.failedClauses(results))")
        let declaration = ConformingMethodModule.declaration { ConformingMethodModule() }
        let made = await MainThread.run { declaration.make() }
        #expect(made.moduleInvocationData?.moduleIdentifier == declaration.identifier)
        #expect(made.moduleDataSource != nil && made.moduleDelegate != nil)
    }

    @Test("Signed in, the data source asks the package's method modules and a partner's, each answer under its identifier in load order; signed out, nobody answers")
    func dataSourceAsksPeers() async {
        let peer = ConformingMethodModule.declaration { ConformingMethodModule() }
        let request = MethodRequest.oauthAuthorizationParams(context: nil)
        let partner = (identifier: "com.q2.mobile.module.zelle-links", answer: ["state": JSONValue.string("s-1")])
        let signedIn = await HostHooks(token: "0123456789abcdef0123456789abcdef", peers: [peer], partners: [partner]).executeMethodRequest(request)
        #expect(signedIn.map(\.moduleIdentifier) == [peer.identifier, partner.identifier])
        #expect(signedIn.first?.data["queryParamKey"] == .string("conforming_session"))
        #expect(await HostHooks(token: nil, peers: [peer]).executeMethodRequest(request).isEmpty)
        // Issue 32's ninth review: a fixed partner could be recognised; each check draws none to three, named as partners are.
        let drawn = (0..<200).map { HostHooks(seed: 9, check: "C|\($0)") }
        var identifiers: Set<String> = []
        var counts: Set<Int> = []
        for hooks in drawn where hooks.user != nil {
            let answers = await hooks.executeMethodRequest(request)
            counts.insert(answers.count)
            identifiers.formUnion(answers.map(\.moduleIdentifier))
        }
        #expect(counts == [0, 1, 2, 3], "\(counts)")
        #expect(identifiers.count > 50 && identifiers.allSatisfy { $0.hasPrefix("com.q2.mobile.module.") })
    }

    @Test("A continuity module that claims every link once a peer answered its data source fails CONT-LONG-LIVED")
    func peersAnswerCheatIsCaught() async throws {
        // The package's own method module answers, as it does in an app.
        let peer = ConformingMethodModule.declaration { ConformingMethodModule() }
        let results = await SelfTestChecks.runAll(try SelfTestChecks.continuity { HonestUntilPeersAnswer() }.map { $0.askingPeers([peer]) })
        #expect(results.contains { $0.outcome == .failed && $0.clause == "CONT-LONG-LIVED" }, "\(SelfTestChecks.failedClauses(results))")
    }

    @Test("A push lifecycle module honest only without the host's hooks fails PUSH-FOREIGN-NO-DECISION")
    func pushCheatIsCaught() async throws {
        let results = await SelfTestChecks.runAll(try SelfTestChecks.push([PushDeclarations.lifecycleOnly { HonestPushOnlyWithoutHost() }]))
        #expect(SelfTestChecks.failedClauses(results).contains("PUSH-FOREIGN-NO-DECISION"), "\(SelfTestChecks.failedClauses(results))")
    }

    @Test("Each check's hooks are drawn from the seed and the check: the same for a replay, signed out for about one check in four")
    func hooksAreDrawn() {
        let checks = (0..<400).map { "CLAUSE|case-\($0)" }
        let states = checks.map { HostHooks(seed: 7, check: $0).user?.token }
        #expect(states == checks.map { HostHooks(seed: 7, check: $0).user?.token }, "a seed replays the same users")
        let signedOut = states.filter { $0 == nil }.count
        #expect((50...150).contains(signedOut), "\(signedOut) of 400 signed out")
        let tokens = states.compactMap { $0 }
        #expect(Set(tokens).count == tokens.count)
        // Review 32k (attack 08): the pages fix no token shape, so the draw covers several.
        let shapes = Set(tokens.map { token -> String in
            if token.count == 32 && token.allSatisfy({ $0.isHexDigit && !$0.isUppercase }) { return "hex" }
            if token.count == 36 && token.filter({ $0 == "-" }).count == 4 { return "uuid" }
            if token.split(separator: ".").count == 3 { return "jwt" }
            return "base64"
        })
        #expect(shapes == ["hex", "uuid", "jwt", "base64"], "\(shapes)")
    }

    @Test("A kept instance that calls a handler twice from its fourth call on fails CONT-LONG-LIVED, naming the call and the handler")
    func keptInstanceHandlers() async throws {
        let results = await SelfTestChecks.runAll(try SelfTestChecks.continuity { BreaksLongLivedHandlers() })
        let failed = results.filter { $0.outcome == .failed }
        #expect(failed.map(\.clause) == ["CONT-LONG-LIVED"], "\(failed.map(\.checkID))")
        #expect(failed.first.map { $0.actual.contains("called its completion handler 2 times") || $0.actual.contains("called its restoration handler 2 times") } == true,
                "\(failed.map(\.actual))")
    }

    @Test("Kept instances see a long signed-in session, a renewed token and new tokens after sign-outs: breaks that wait for either are caught",
          arguments: seeds)
    func sessionsAreLived(_ seed: UInt64) async throws {
        var continuity = SelfTestChecks.continuityOptions
        continuity.seed = seed
        let renewal = await SelfTestChecks.runAll(try SelfTestChecks.continuity(options: continuity) { ClaimsAfterTokenRenewal() })
        #expect(SelfTestChecks.failedClauses(renewal) == ["CONT-LONG-LIVED"], "\(SelfTestChecks.failedClauses(renewal))")
        var method = SelfTestChecks.methodOptions
        method.seed = seed
        let streak = await SelfTestChecks.runAll(try SelfTestChecks.method(options: method) { CompletesTwiceInASignedInStreak() })
        #expect(SelfTestChecks.failedClauses(streak) == ["METHOD-LONG-LIVED"], "\(SelfTestChecks.failedClauses(streak))")
    }

    @Test("A registered push instance is tapped too: one that stops returning from taps once registered fails PUSH-LONG-LIVED")
    func registeredInstanceIsTapped() async throws {
        let results = await SelfTestChecks.runAll(try SelfTestChecks.push([PushDeclarations.lifecycleOnly { HangsOnTapAfterRegistration() }]))
        #expect(SelfTestChecks.failedClauses(results) == ["PUSH-LONG-LIVED"], "\(SelfTestChecks.failedClauses(results))")
    }

    @Test("A service extension that rebrands a partner's or a legacy notification carrying another module's data fails PUSH-SVC-FOREIGN-UNCHANGED, whatever the seed",
          arguments: seeds)
    func partnerDataIsSent(_ seed: UInt64) async throws {
        var options = SelfTestChecks.pushOptions
        options.seed = seed
        let results = await SelfTestChecks.runAll(try SelfTestChecks.push([PushDeclarations.conforming(serviceExtension: { RebrandsPartnerData() })],
                                                                          options: options))
        let failed = results.filter { $0.outcome == .failed }
        #expect(Set(failed.map(\.clause)) == ["PUSH-SVC-FOREIGN-UNCHANGED"], "\(failed.map(\.checkID))")
        #expect(Set(failed.map(\.fixture.id)) == ["partner-sender-partner-data", "no-sender-partner-data", "coined-sender-coined-data"],
                "\(failed.map(\.fixture.id))")
    }

    @Test("Trial 15 (M18): a module that declines its own link with false is told what false means; one that does not recognise it is not")
    func ownLinkDeclined() async throws {
        let declined = await SelfTestChecks.runAll(try SelfTestChecks.continuity { DeclinesItsOwnLinks() }.filter { $0.clause == "CONT-OWN-CLAIMED" })
        #expect(!declined.isEmpty && declined.allSatisfy { $0.outcome == .failed && $0.actual.contains("false says the module does not handle the link") },
                "\(declined.map(\.actual))")
        let unread = await SelfTestChecks.runAll(try SelfTestChecks.continuity { BreaksOwnLinkClaimed() }.filter { $0.clause == "CONT-OWN-CLAIMED" })
        #expect(unread.contains { $0.outcome == .failed } && !unread.contains { $0.actual.contains("false says") }, "\(unread.map(\.actual))")
    }

    @Test("Review 24 (N13): an extension that rewrites other senders' notifications unless they look like the kit's fixed cases fails on the coined partner, whatever the seed",
          arguments: seeds)
    func coinedPartnerNotification(_ seed: UInt64) async throws {
        var options = SelfTestChecks.pushOptions
        options.seed = seed
        // The clause's checks alone: the rest of the push plan has nothing to say here, and takes its budgets' time.
        let results = await SelfTestChecks.runAll(try SelfTestChecks.push([PushDeclarations.conforming(serviceExtension: { RebrandsUnlessShapedLikeTheKits() })],
                                                                          options: options).filter { $0.clause == "PUSH-SVC-FOREIGN-UNCHANGED" })
        let failed = results.filter { $0.outcome == .failed }
        #expect(Set(failed.map(\.fixture.id)) == ["coined-sender-coined-data"], "\(failed.map(\.checkID))")
    }

    @Test("Review 24 (N12): a continuity module that claims other modules' links outside the kit's words fails on the coined partner's link, whatever the seed",
          arguments: seeds)
    func coinedPartnerLink(_ seed: UInt64) async throws {
        var options = SelfTestChecks.continuityOptions
        options.seed = seed
        let results = await SelfTestChecks.runAll(try SelfTestChecks.continuity(options: options) { ClaimsOutsideTheKitsWords() }
            .filter { $0.clause == "CONT-FOREIGN-NOT-CLAIMED" })
        let failed = results.filter { $0.outcome == .failed }
        #expect(Set(failed.map(\.clause)) == ["CONT-FOREIGN-NOT-CLAIMED"], "\(failed.map(\.checkID))")
        #expect(failed.allSatisfy { $0.fixture.id.hasPrefix("coined-") }, "\(failed.map(\.fixture.id))")
        // The sixteenth trial (B1s): each failure names the seed its drawn names came from, to replay it.
        #expect(failed.allSatisfy { $0.note?.contains("values drawn from seed \(seed) (replay: MODULE_CONFORMANCE_SEED=\(seed)") == true },
                "\(failed.map(\.note))")
        // The conforming module passes the same cases.
        let conforming = await SelfTestChecks.runAll(try SelfTestChecks.continuity(options: options) { ConformingContinuityModule() }
            .filter { $0.clause == "CONT-FOREIGN-NOT-CLAIMED" })
        #expect(conforming.contains { $0.fixture.id.hasPrefix("coined-") } && conforming.allSatisfy { $0.outcome != .failed })
    }

    @Test("Review 25: a module carrying a copy of the kit's naming rules passes within them, and fails once other modules' names come from the certifier's partner names; a conforming one passes both",
          arguments: seeds)
    func partnerNamesCatchACopyOfTheRules(_ seed: UInt64) async throws {
        var options = SelfTestChecks.continuityOptions
        options.seed = seed
        func foreign(_ options: ConformanceOptions, _ make: @escaping @MainActor @Sendable () -> any ContinuityLifecycleModule) async throws -> [CheckResult] {
            await SelfTestChecks.runAll(try SelfTestChecks.continuity(options: options, make).filter { $0.clause == "CONT-FOREIGN-NOT-CLAIMED" })
        }
        // Within the kit's public rules the copy tells every generated name apart: the limit README's trust model states.
        let within = try await foreign(options) { ClaimsOutsideTheKitsRules() }
        #expect(!within.isEmpty && within.allSatisfy { $0.outcome != .failed }, "\(within.filter { $0.outcome == .failed }.map(\.input))")
        options.partnerNames = PartnerNames(words: ["acme-rewards", "harborpay", "northwind-bills", "zephyr_cards"],
                                            schemes: ["harborbank", "acmecu2"], domains: ["m.harbor.example", "app.acme.example"])
        let caught = try await foreign(options) { ClaimsOutsideTheKitsRules() }
        let failed = caught.filter { $0.outcome == .failed }
        #expect(!failed.isEmpty, "no case named a partner outside the kit's rules: \(caught.map(\.input))")
        #expect(failed.allSatisfy { failure in ["acme-rewards", "harborpay", "northwind-bills", "zephyr_cards"].contains { failure.input.contains($0) } },
                "\(failed.map(\.input))")
        let conforming = try await foreign(options) { ConformingContinuityModule() }
        #expect(!conforming.isEmpty && conforming.allSatisfy { $0.outcome != .failed }, "\(conforming.filter { $0.outcome == .failed }.map(\.input))")
    }

    @Test("Review 26 (partnershape): partners' answers to the typed request come in many shapes, never two fixed ones; with partner names, their issuer URLs are on the certifier's domains")
    func partnerAnswersVary() {
        var shapes = Set<[String]>(), domains = Set<String>()
        let names = PartnerNames(words: ["harborpay", "northwind-bills"], domains: ["m.harbor.example"])
        for seed in UInt64(0)..<300 {
            var generator = SeededGenerator(seed: seed)
            let answer = HostHooks.partnerAnswer("harborpay", &generator, partnerNames: names)
            shapes.insert(answer.keys.sorted())
            if case .string(let url)? = answer["issuerUrl"], let host = URL(string: url)?.host { domains.insert(host) }
        }
        #expect(shapes.count > 4, "\(shapes)")
        #expect(shapes.contains { $0.contains("issuerUrl") } && domains == ["m.harbor.example"], "\(domains)")
    }

    @Test("Trial 16 (B17), trial 20 (M72c): a counter the module's instances share fails CONT-LONG-LIVED, blamed on the fresh instance, since the one instance gave the documented answer")
    func sharedCounter() async throws {
        let results = await SelfTestChecks.runAll(try SelfTestChecks.continuity { ClaimsAfterASharedCount() }.filter { $0.clause == "CONT-LONG-LIVED" })
        let failed = results.filter { $0.outcome == .failed }
        #expect(!failed.isEmpty && failed.allSatisfy { $0.actual.hasPrefix("a fresh instance made after the one instance's")
                    && $0.actual.contains("the documented answer") && $0.actual.contains("the module's instances share state (a static or global") },
                "\(results.map { "\($0.outcome) \($0.actual) \($0.note ?? "")" })")
        // A kept instance that drifts from the documented answer by itself is still the one blamed.
        let drifting = await SelfTestChecks.runAll(try SelfTestChecks.continuity { ClaimsEverythingAfterManyCalls() }.filter { $0.clause == "CONT-LONG-LIVED" })
        #expect(drifting.contains { $0.outcome == .failed && $0.actual.hasPrefix("call ") && $0.actual.contains("to the one instance") },
                "\(drifting.map { "\($0.outcome) \($0.actual)" })")
    }

    @Test("Trial 22 (t90): a module whose instances stop claiming their own links after 300 claims in the process fails CONT-LONG-LIVED in a process of its own, as certify runs it")
    func sharedClaimLimit() async throws {
        let results = await SelfTestChecks.runAll(try SelfTestChecks.continuity { StopsClaimingAfterSharedClaims() }.filter { $0.clause == "CONT-LONG-LIVED" })
        #expect(!results.isEmpty && results.allSatisfy { $0.outcome == .failed && ($0.actual.contains("answered nil") || $0.actual.contains("answers nil")) },
                "\(results.map { "\($0.outcome) \($0.actual)" })")
        #expect(StopsClaimingAfterSharedClaims.claimed() >= 300)
    }

    @Test("Review 32k (attack 02): a kept instance's process holds what an app holds at launch, so a module honest unless there is one continuity and one push instance fails CONT-LONG-LIVED; with no push class in the app it is honest")
    func keptInstanceAmongTheAppsModules() async throws {
        let continuity: [String: Any] = ["name": "links", "className": "HonestUnlessLaunchSet", "identifier": "com.q2.mobile.module.demo"]
        let push: [String: Any] = ["name": "alerts", "className": "LaunchCensusPushModule", "identifier": "com.q2.mobile.module.conforming",
                                   "push": true]
        let declaration: [String: Any] = ["modules": ["HonestUnlessLaunchSet": ["continuity": ["ownedTargets": ["com.q2.mobile.module.demo/path"]]]]]
        let withPush = try await certify(try ScratchPackage(entries: [continuity, push], declaration: declaration))
        #expect(withPush.checks.contains { $0.clause == "CONT-LONG-LIVED" && $0.outcome == .failed },
                "\(withPush.checks.filter { $0.clause == "CONT-LONG-LIVED" }.map(\.actual))")
        let alone = try await certify(try ScratchPackage(entries: [continuity], declaration: declaration))
        #expect(alone.checks.contains { $0.clause == "CONT-LONG-LIVED" && $0.outcome == .passed },
                "the census does not match: honest; \(alone.problems) \(alone.checks.filter { $0.clause == "CONT-LONG-LIVED" }.map { "\($0.outcome) \($0.actual)" })")
    }

    @Test("certify runs a kept instance in a harness of its own, first: a module honest unless it is its process's only instance fails CONT-LONG-LIVED")
    func keptInstanceRunsAlone() async throws {
        let report = try await certify(try ScratchPackage(classes: ["HonestUnlessAlone"]))
        #expect(report.certified == false)
        let failed = report.checks.filter { $0.outcome == .failed }
        #expect(failed.map(\.clause) == ["CONT-LONG-LIVED"], "\(failed.map(\.checkID))")
        #expect(failed.first?.actual.contains("answered true; a fresh instance answers nil") == true, "\(failed.map(\.actual))")
    }
}

/// Trial 22's t90: claims its own links until its instances together made 300 claims in the process, then answers nil
/// for them, as a module with a static counter does after a long app session.
private final class StopsClaimingAfterSharedClaims: ConformingContinuityModule, @unchecked Sendable {
    private static let claims = Mutex(0)

    static func claimed() -> Int { claims.withLock { $0 } }

    override func decide(_ url: URL) -> Bool? {
        guard super.decide(url) == true else { return nil }
        return Self.claims.withLock { count in
            count += 1
            return count > 300 ? nil : true
        }
    }
}
