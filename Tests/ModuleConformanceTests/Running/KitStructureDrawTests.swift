import ConformanceEngine
import ConformanceTestSupport
import Foundation
import Q2ModuleInterfaces
import Synchronization
import Testing

/// Review 28: the kit drew words into fixed structures (three-part source apps, short numeric path ids, fixed session
/// names, foreign push payloads of one shape, a re-ask of the declared example only); a module that recognises the old
/// structure fails now, and the conforming modules pass.
@Suite("Inputs whose structure is drawn, not only their words")
struct KitStructureDrawTests {
    private static let seeds: [UInt64] = [1, 7, 42]

    private func continuity(_ clauses: Set<String>, names: PartnerNames? = nil,
                            _ make: @escaping @MainActor @Sendable () -> any ContinuityLifecycleModule) async throws -> [CheckResult] {
        var results: [CheckResult] = []
        for seed in Self.seeds {
            var options = SelfTestChecks.continuityOptions
            options.seed = seed
            options.partnerNames = names
            results += await SelfTestChecks.runAll(try SelfTestChecks.continuity(options: options, make).filter { clauses.contains($0.clause.rawValue) })
        }
        return results
    }

    /// Holds the conforming module to `clauses` (none of its checks fails), then returns the failures of `make`'s.
    private func failures(_ clauses: Set<String>, sourceLocation: SourceLocation = #_sourceLocation,
                          _ make: @escaping @MainActor @Sendable () -> any ContinuityLifecycleModule) async throws -> [CheckResult] {
        let conforming = try await continuity(clauses) { ConformingContinuityModule() }
        #expect(!conforming.isEmpty && conforming.allSatisfy { $0.outcome != .failed }, sourceLocation: sourceLocation)
        return try await continuity(clauses, make).filter { $0.outcome == .failed }
    }

    @Test("Review 32's pathdepth: a module that claims other modules' links five or more segments deep fails CONT-FOREIGN-NOT-CLAIMED; partners' paths are one to seven segments")
    func deepPathsDrawn() async throws {
        let failed = try await failures(["CONT-FOREIGN-NOT-CLAIMED"]) { ClaimsDeepLinks() }
        #expect(!failed.isEmpty, "no foreign link five segments deep was sent")
        let depths = Set((UInt64(0)..<200).map { ContinuityTarget.coinedPath(ConformanceOptions(seed: $0), salt: "case").split(separator: "/").count })
        #expect(depths == Set(1...7), "\(depths.sorted())")
    }

    @Test("Review 28's openoptions: a module that claims links from any app but twelve system ones and com.<word>.<word> fails CONT-FOREIGN-NOT-CLAIMED")
    func sourceAppShapes() async throws {
        let failed = try await failures(["CONT-FOREIGN-NOT-CLAIMED"]) { ClaimsUnlessThreePartSource() }
        #expect(!failed.isEmpty && failed.allSatisfy { $0.input.contains("sourceApplication") }, "\(failed.map(\.input))")
        var partCounts = Set<Int>(), unlisted = 0
        for seed in UInt64(0)..<200 {
            guard let source = ContinuityOpenOptions(seed: seed, salt: "case").sourceApplication else { continue }
            if source.hasPrefix("com.apple.") { unlisted += ClaimsUnlessThreePartSource.system.contains(source) ? 0 : 1 } else {
                partCounts.insert(source.split(separator: ".").count)
            }
        }
        #expect(partCounts.isSuperset(of: [2, 3, 4, 5]) && unlisted > 0, "\(partCounts.sorted()), \(unlisted)")
    }

    @Test("Review 28's linkshape: a module that claims links carrying a UUID or a long number fails CONT-FOREIGN-NOT-CLAIMED")
    func recordIDs() async throws {
        let failed = try await continuity(["CONT-FOREIGN-NOT-CLAIMED"]) { ClaimsRecordLinks() }.filter { $0.outcome == .failed }
        #expect(!failed.isEmpty, "no foreign link carried a record id")
        var uuids = 0, long = 0
        for seed in UInt64(0)..<200 {
            let path = ContinuityTarget("com.q2.mobile.module.demo/path")!.bindings(options: ConformanceOptions(seed: seed))["coinedPath"]!
            for segment in path.split(separator: "/") where ClaimsRecordLinks.recordID(segment) {
                if segment.contains("-") { uuids += 1 } else { long += 1 }
            }
            #expect(URL(string: "q2mob://com.q2.mobile.module.other/" + path) != nil, "\(path)")
        }
        #expect(uuids > 3 && long > 3, "\(uuids) UUIDs, \(long) long numbers")
    }

    @Test("Review 28's bgsession: a module that calls a handler twice for sessions but the kit's former fixed ones fails CONT-BG-SESSION-ONCE")
    func sessionIdentifiers() async throws {
        let clauses: Set<String> = ["CONT-BG-SESSION-ONCE"]
        let failed = try await continuity(clauses) { CompletesTwiceUnlessKitSession() }.filter { $0.outcome == .failed }
        #expect(!failed.isEmpty, "every session was one of the former fixed ones")
        let conforming = try await continuity(clauses) { ConformingContinuityModule() }
        #expect(!conforming.isEmpty && conforming.allSatisfy { $0.outcome == .passed }, "\(conforming.map(\.actual))")
        let target = ContinuityTarget("com.q2.mobile.module.demo")!
        for seed in UInt64(0)..<40 {
            let sessions = ContinuityTarget.sessions(ConformanceOptions(seed: seed), identifier: target.identifier, salt: "t")
            #expect(sessions.own.hasPrefix("com.q2.mobile.module.demo.") && sessions.ownSecond.hasPrefix("com.q2.mobile.module.demo."))
            #expect(sessions.own != sessions.ownSecond && !sessions.foreign.hasPrefix("com.q2.mobile.module.demo."), "\(sessions)")
        }
    }

    @Test("Review 28's pushshape: an extension that rewrites other modules' notifications but the kit's former foreign shapes fails PUSH-SVC-FOREIGN-UNCHANGED",
          arguments: seeds)
    func foreignPayloads(_ seed: UInt64) async throws {
        var options = SelfTestChecks.pushOptions
        options.seed = seed
        let caught = try await SelfTestChecks.serviceExtension("PUSH-SVC-FOREIGN-UNCHANGED", options: options) { BrandsUnlessKitShapedPartner() }
        #expect(caught.contains { $0.outcome == .failed && $0.actual.contains("Partner · ") }, "\(caught.map(\.actual))")
        let conforming = try await SelfTestChecks.serviceExtension("PUSH-SVC-FOREIGN-UNCHANGED", options: options) { ConformingServiceExtension() }
        #expect(!conforming.isEmpty && conforming.allSatisfy { $0.outcome != .failed }, "\(conforming.map(\.actual))")
    }

    @Test("Another module's drawn push data varies in its number of fields, their spelling and their JSON types, and replays with its seed")
    func partnerData() {
        var counts = Set<Int>(), kinds = Set<String>()
        for seed in UInt64(0)..<80 {
            let data = PartnerPushData.drawn(ConformanceOptions(seed: seed), salt: "case")
            #expect(data == PartnerPushData.drawn(ConformanceOptions(seed: seed), salt: "case"))
            guard case .object(let members) = data else { Issue.record("not an object: \(data)"); continue }
            counts.insert(members.count)
            kinds.formUnion(members.values.map(\.sdkValue.kindName))
        }
        #expect(counts == [1, 2, 3, 4, 5] && kinds.count == 6, "\(counts.sorted()) \(kinds.sorted())")
    }

    @Test("Review 30's subtitlekey: an extension that rewrites other modules' alerts without a subtitle key fails PUSH-SVC-FOREIGN-UNCHANGED; the conforming one passes")
    func alertsWithoutSubtitleKey() async throws {
        var caught: [CheckResult] = [], conforming: [CheckResult] = []
        for seed in Self.seeds {
            var options = SelfTestChecks.pushOptions
            options.seed = seed
            caught += try await SelfTestChecks.serviceExtension("PUSH-SVC-FOREIGN-UNCHANGED", options: options) { BrandsAlertsWithoutSubtitleKey() }
            conforming += try await SelfTestChecks.serviceExtension("PUSH-SVC-FOREIGN-UNCHANGED", options: options) { ConformingServiceExtension() }
        }
        #expect(caught.contains { $0.outcome == .failed && $0.actual.contains("Partner · ") }, "\(caught.map(\.actual))")
        #expect(!conforming.isEmpty && conforming.allSatisfy { $0.outcome != .failed })
    }

    @Test("Review 30's apskeys and apsdescribe: extensions that rewrite other modules' alerts whose aps has more than an alert and mutable-content, or prints as an app's NSDictionary, fail PUSH-SVC-FOREIGN-UNCHANGED",
          arguments: ["apskeys", "apsdescribe"])
    func apsAsAnAppSeesIt(_ attack: String) async throws {
        var caught: [CheckResult] = []
        for seed in Self.seeds {
            var options = SelfTestChecks.pushOptions
            options.seed = seed
            caught += try await SelfTestChecks.serviceExtension("PUSH-SVC-FOREIGN-UNCHANGED", options: options) {
                attack == "apskeys" ? BrandsAlertsWithApsExtras() : BrandsAlertsPrintedAsInAnApp()
            }
        }
        #expect(caught.contains { $0.outcome == .failed && $0.actual.contains("Partner · ") }, "\(caught.map(\.actual))")
        var keys = Set<String>()
        for seed in UInt64(0)..<60 {
            let drawn = PushApsExtras.applied(to: ["aps": ["alert": "Hi", "mutable-content": 1]], options: ConformanceOptions(seed: seed), salt: "case")
            keys.formUnion(drawn.objectValue?["aps"]?.objectValue?.keys ?? [:].keys)
        }
        #expect(keys.isSuperset(of: ["sound", "badge", "thread-id", "interruption-level", "relevance-score", "target-content-id"]), "\(keys)")
        let silent: JSON = ["aps": ["content-available": 1]]
        #expect(PushApsExtras.applied(to: silent, options: ConformanceOptions(seed: 3), salt: "case") == silent)
        let info = try PushPayload.expand(["aps": ["alert": ["title": "Hi"], "badge": 2], "data": ["list": [1, "x"]]], with: [:]).userInfo
        #expect("\(info["aps"]!)".hasPrefix("{") && (info["aps"] as? [String: Any])?["badge"] as? Int == 2)
        #expect(((info["data"] as? [String: Any])?["list"] as? [Any])?.count == 2)
    }

    @Test("Review 31's apskeys: an extension with a copy of the kit's aps shapes passes without the certifier's aps samples and fails with them")
    func certifiersApsSamples() async throws {
        let samples: [JSON] = [["alert": ["loc-key": "BILL_DUE", "loc-args": ["12.40"]], "sound": "chime.aiff"],
                               ["sound": ["critical": 1, "name": "alarm.aiff", "volume": 0.8], "badge": 3, "launch-image": "Bill"]]
        var shapesOnly: [CheckResult] = [], withSamples: [CheckResult] = [], conforming: [CheckResult] = []
        for seed in Self.seeds {
            var options = SelfTestChecks.pushOptions
            options.seed = seed
            shapesOnly += try await SelfTestChecks.serviceExtension("PUSH-SVC-FOREIGN-UNCHANGED", options: options) { BrandsAlertsOutsideKitApsShapes() }
            options.partnerNames = PartnerNames(words: ["harborpay", "northwind-bills"], aps: samples)
            withSamples += try await SelfTestChecks.serviceExtension("PUSH-SVC-FOREIGN-UNCHANGED", options: options) { BrandsAlertsOutsideKitApsShapes() }
            conforming += try await SelfTestChecks.serviceExtension("PUSH-SVC-FOREIGN-UNCHANGED", options: options) { ConformingServiceExtension() }
        }
        #expect(!shapesOnly.isEmpty && shapesOnly.allSatisfy { $0.outcome != .failed }, "the kit's own shapes alone cannot tell it: \(shapesOnly.filter { $0.outcome == .failed }.map { "\($0.input) \($0.actual)" })")
        #expect(withSamples.contains { $0.outcome == .failed && $0.actual.contains("Partner · ") }, "\(withSamples.map(\.actual))")
        #expect(!conforming.isEmpty && conforming.allSatisfy { $0.outcome != .failed }, "\(conforming.filter { $0.outcome == .failed }.map(\.actual))")
        // A sample's members join the fixture's aps, which keeps its own alert texts and the members that route it.
        let merged = PushApsExtras.merged(["alert": ["loc-key": "K", "title": "theirs"], "category": "THEIRS", "sound": "chime.aiff"],
                                          into: ["alert": "Hi", "category": "OWN", "mutable-content": 1])
        #expect(JSON.object(merged) == ["alert": ["body": "Hi", "loc-key": "K"], "category": "OWN", "mutable-content": 1, "sound": "chime.aiff"])
    }

    @Test("Review 30's inplacetext and soundtell: openInPlace is an NSNumber, and a payload's sound is set on the notification, as iOS does")
    func systemValues() throws {
        for seed in UInt64(0)..<40 {
            guard let value = ContinuityOpenOptions(seed: seed, salt: "case").dictionary[.openInPlace] else { continue }
            #expect(value is NSNumber && "\(value)" != "false", "\(value)")
        }
        let sounding = try PushPayload.expand(["aps": ["alert": "Hi", "sound": "default"]], with: [:]).request(identifier: "a")
        #expect(sounding.content.sound == UNNotificationSound.default)
        let silent = try PushPayload.expand(["aps": ["alert": "Hi"]], with: [:]).request(identifier: "b")
        #expect(silent.content.sound == nil)
    }

    @Test("Review 28's examplecache: a method that caches every answer but its example's, whoever is signed in, fails METHOD-LONG-LIVED; one whose answer names the user passes")
    func drawnValuesAskedAgain() async throws {
        func longLived(_ make: @escaping @Sendable () -> ConformingMethodModule) async throws -> [CheckResult] {
            await SelfTestChecks.runAll(try SelfTestChecks.method(make).filter { $0.clause == "METHOD-LONG-LIVED" })
        }
        let broken = try await longLived { CachesGreetingsButTheExample() }
        // Its cached answers name the user they were first given for, so the other user's token in them is found first.
        #expect(broken.contains { $0.outcome == .failed && ($0.actual.contains("values it was first given") || $0.actual.contains("the token of another user")) },
                "\(broken.map(\.actual))")
        let honest = try await longLived { GreetsTheSignedInUser() }
        #expect(!honest.isEmpty && honest.allSatisfy { $0.outcome == .passed }, "\(honest.map(\.actual))")
        // Trial 23's u59: a cache in a static hands fresh instances the same stale answer, so no comparison sees it; the
        // earlier user's token in it does.
        let cached = try await longLived { CachesFirstGreetingStatically() }
        #expect(cached.contains { $0.outcome == .failed && $0.actual.contains("the token of another user") }, "\(cached.map(\.actual))")
    }

    @Test("Trial 24's v88: the typed request's answer kept in a static while an earlier check's user was signed in fails METHOD-LONG-LIVED run later in the same process; a conforming module run the same way passes")
    func earlierChecksUser() async throws {
        func run(_ make: @escaping @Sendable () -> ConformingMethodModule) async throws -> [CheckResult] {
            // An earlier check of the process, as the one line runs many before the long-lived one: its user, whose token
            // no user of the long-lived run shares a prefix with, is signed in when the module first answers.
            let earlier = make()
            earlier.moduleDataSource = HostHooks(token: "5f1c0e7a9b3d4c2e8a6f0b1d3c5e7a9b")
            _ = await earlier.handleRequest(.oauthAuthorizationParams(context: nil))
            return await SelfTestChecks.runAll(try SelfTestChecks.method(make).filter { $0.clause == "METHOD-LONG-LIVED" })
        }
        let broken = try await run { KeepsFirstTypedAnswer() }
        #expect(broken.contains { $0.outcome == .failed && $0.actual.contains("another check of this process signed in") }, "\(broken.map(\.actual))")
        // Review 32's userleak: the kept token base64-encoded, as a credential header carries it.
        let encoded = try await run { KeepsFirstTypedAnswer(encoding: true) }
        #expect(encoded.contains { $0.outcome == .failed && $0.actual.contains("another check of this process signed in") }, "\(encoded.map(\.actual))")
        let honest = try await run { AnswersTypedRequestForTheUser() }
        #expect(!honest.isEmpty && honest.allSatisfy { $0.outcome == .passed }, "\(honest.map(\.actual))")
    }

    @Test("Review 30's referrer: a module that claims every link tapped on a page but the kit's former referrer fails CONT-FOREIGN-NOT-CLAIMED; referrers are drawn")
    func referrersDrawn() async throws {
        let failed = try await failures(["CONT-FOREIGN-NOT-CLAIMED"]) { ClaimsReferredLinksButTheKits() }
        #expect(!failed.isEmpty && failed.allSatisfy { $0.input.contains("(referrer https://") }, "\(failed.map(\.input))")
        let referrers = Set((UInt64(0)..<100).map { ContinuityProbe.webReferrer(options: ConformanceOptions(seed: $0), salt: "case") })
        #expect(referrers.count > 90 && Set(referrers.compactMap(\.host)).count > 12, "\(referrers.count) referrers")
    }

    @Test("Review 30's activitytype: a module that takes every activity type but the system's and the kit's former fixed ones fails CONT-WILL-CONTINUE; types are drawn")
    func activityTypesDrawn() async throws {
        let failed = try await failures(["CONT-WILL-CONTINUE"]) { ClaimsActivityTypesButTheKits() }
        #expect(failed.count >= 3 * Self.seeds.count, "\(failed.map(\.input))")
        let fixture = try String(contentsOf: FixtureStore.bundled().directory.appendingPathComponent("continuity/activities.json"), encoding: .utf8)
        #expect(!fixture.contains("com.example") && !fixture.contains("module.other"))
        var types = Set<String>(), long = Set<Int>()
        for seed in UInt64(0)..<100 {
            let bindings = ContinuityTarget("com.q2.mobile.module.demo/path")!.bindings(options: ConformanceOptions(seed: seed), drawnFor: "case")
            types.insert(bindings["coinedActivity"]!)
            long.insert(bindings["longActivity"]!.utf8.count)
        }
        #expect(types.count > 90 && long.allSatisfy { $0 >= 200 } && long.count > 30, "\(types.count) types, \(long.sorted())")
    }

    @Test("Review 31's activitytype and referrer: a module with a copy of the kit's shapes passes without the certifier's samples and fails with them")
    func certifiersSamples() async throws {
        let clauses: Set<String> = ["CONT-WILL-CONTINUE", "CONT-FOREIGN-NOT-CLAIMED"]
        let shapesOnly = try await continuity(clauses) { ClaimsOutsideKitShapes() }
        #expect(!shapesOnly.isEmpty && shapesOnly.allSatisfy { $0.outcome != .failed }, "the kit's own shapes alone cannot tell it: \(shapesOnly.filter { $0.outcome == .failed }.map(\.input))")
        let names = PartnerNames(words: ["harborpay", "northwind-bills"],
                                 activityTypes: ["com.harborbank.ViewStatement", "io.northwind.pay.v2.Checkout"],
                                 referrers: ["https://forum.northwind.io/t/autopay/4411", "https://news.harborbank.com/offers/spring"])
        let withSamples = try await continuity(clauses, names: names) { ClaimsOutsideKitShapes() }
        let failed = withSamples.filter { $0.outcome == .failed }
        #expect(failed.contains { $0.clause == "CONT-WILL-CONTINUE" } && failed.contains { $0.clause == "CONT-FOREIGN-NOT-CLAIMED" && $0.input.contains("(referrer https://") },
                "\(failed.map { "\($0.clause) \($0.input)" })")
        var issuers = Set<String>()
        for seed in UInt64(0)..<40 {
            issuers.insert(InstitutionIssuer.expand("{institutionIssuer}", seed: seed, salt: "case", samples: ["https://idp.harborbank.com/realms/retail"]))
        }
        #expect(issuers == ["https://idp.harborbank.com/realms/retail"], "every whole issuer is the certifier's: \(issuers)")
    }

    @Test("Review 30's issuerlist: a typed request slow for every issuer but the kit's former fixed and listed ones fails METHOD-REQUEST-BUDGET; no issuer the module sees is a listed name")
    func issuersCoined() async throws {
        var options = SelfTestChecks.methodOptions
        options.seed = 11
        let checks = try SelfTestChecks.method(options: options) { SlowUnlessFormerIssuer() }.filter { $0.clause == "METHOD-REQUEST-BUDGET" }
        let failed = await SelfTestChecks.runAll(checks).filter { $0.outcome == .failed }
        #expect(failed.count >= 3, "\(failed.map(\.input))")
        let fixture = try String(contentsOf: FixtureStore.bundled().directory.appendingPathComponent("method/typed-requests.json"), encoding: .utf8)
        for former in ["example.okta.com", "login.example.com", "2001:db8", "bücher.example", "example.com"] {
            #expect(!fixture.contains(former), "\(former)")
        }
        var hosts = Set<String>()
        for seed in UInt64(0)..<100 {
            for raw in ["{institutionIssuer}", "https://{institution}.okta.com/oauth2/default", "https://[{ipv6}]:8443/oauth2",
                        "https://bücher-{institution}.de/oauth2"] {
                let issuer = InstitutionIssuer.expand(raw, seed: seed, salt: "case")
                let host = try #require(IssuerURL.resolve(issuer)?.host, "\(issuer) resolves to no host")
                #expect(!SlowUnlessFormerIssuer.former(host), "\(issuer)")
                hosts.insert(host)
            }
        }
        #expect(hosts.count > 350, "\(hosts.count) hosts in 400 draws")
    }
}

/// Review 30's issuerlist: answers the typed request at once for the issuers the kit once sent (reserved example names,
/// documentation addresses, thirteen listed institution names) and waits past the budget for any other issuer.
private final class SlowUnlessFormerIssuer: ConformingMethodModule, @unchecked Sendable {
    static func former(_ host: String) -> Bool {
        host.contains("example") || host.hasPrefix("2001:db8") || host.hasPrefix("[2001:db8")
            || ["northshore", "lakeview", "firstcommunity", "pinecrest", "harborstate", "summitfederal", "riverbend",
                "granitepoint", "meadowbrook", "coastal", "heartland", "bluewater", "eaglerock"].contains { host.contains($0) }
    }

    override func handleRequest(_ request: MethodRequest) async -> [String: JSONValue]? {
        if case .oauthAuthorizationParams(let context) = request, let host = context?.issuerURL?.host, !Self.former(host) {
            try? await Task.sleep(for: .seconds(3))
        }
        return await super.handleRequest(request)
    }
}


/// Trial 23's u59: every answer of `greet` kept in a static after the first, which named the user signed in then.
private final class CachesFirstGreetingStatically: ConformingMethodModule, @unchecked Sendable {
    private static let cached = Mutex<JSONValue?>(nil)

    override func greet(data: MethodModuleData, callback: MethodModuleCallback) {
        let user = moduleDataSource?.user.map { String($0.token.prefix(6)) } ?? "signed out"
        let answer = Self.cached.withLock { cached in
            if cached == nil { cached = .string("Hello, \(data.data["name"]?.stringValue ?? "guest") (\(user))") }
            return cached!
        }
        callback.completion(MethodModuleResponse(withResponse: answer))
    }
}

/// Conforms: greets the name with the signed-in user's token, so its answer changes with the user.
private final class GreetsTheSignedInUser: ConformingMethodModule {
    override func greet(data: MethodModuleData, callback: MethodModuleCallback) {
        let user = moduleDataSource?.user.map(\.token) ?? "signed out"
        callback.completion(MethodModuleResponse(withResponse: .string("Hello, \(data.data["name"]?.stringValue ?? "guest") (\(user))")))
    }
}

/// Trial 24's v88: the typed request's answer, with the signed-in user's token, kept in a static from the first call on.
private final class KeepsFirstTypedAnswer: ConformingMethodModule, @unchecked Sendable {
    private static let kept = Mutex<[Bool: [String: JSONValue]]>([:])
    private var encoding = false

    convenience init(encoding: Bool) {
        self.init()
        self.encoding = encoding
    }

    override func handleRequest(_ request: MethodRequest) async -> [String: JSONValue]? {
        guard let token = moduleDataSource?.user?.token else { return nil }
        let value = encoding ? "Basic " + Data(token.utf8).base64EncodedString() : token
        let fresh = await super.handleRequest(request)?.merging(["queryParamVal": .string(value)]) { $1 }
        return Self.kept.withLock { kept in
            if kept[encoding] == nil { kept[encoding] = fresh }
            return kept[encoding]
        }
    }
}

/// Conforms: the typed request's answer carries the signed-in user's token, made anew for each request.
private final class AnswersTypedRequestForTheUser: ConformingMethodModule {
    override func handleRequest(_ request: MethodRequest) async -> [String: JSONValue]? {
        guard let token = moduleDataSource?.user?.token else { return nil }
        return await super.handleRequest(request)?.merging(["queryParamVal": .string(token)]) { $1 }
    }
}

/// Review 32's pathdepth: claims every link whose path is five or more segments deep, whoever's it is.
private final class ClaimsDeepLinks: ConformingContinuityModule {
    override func decide(_ url: URL) -> Bool? {
        guard let target = target(of: url) else { return nil }
        return target.split(separator: "/").count >= 6 ? true : super.decide(url)
    }
}
