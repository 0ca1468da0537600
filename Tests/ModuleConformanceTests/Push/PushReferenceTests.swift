import ConformanceEngine
import ConformanceTestSupport
import Foundation
import Q2ModuleInterfaces
import Testing

@Suite("The push reference rules and host against their golden fixtures")
struct PushReferenceTests {
    let store: FixtureStore

    init() throws {
        store = try FixtureStore.bundled()
    }

    /// What a host decides for a payload, as the invocation fixtures state it.
    typealias Decide = @Sendable (PushHost, [AnyHashable: Any]) -> (service: [String], content: String?)

    static let reference: Decide = { host, userInfo in (host.serviceExtensions(for: userInfo), host.contentExtension(for: userInfo)) }

    func invocationMismatches(_ decide: Decide) throws -> [String] {
        let fixture = try store.load(PushInvocationFixture.File.self, from: "push/invocation.json")
        var mismatches: [String] = []
        for scenario in fixture.cases {
            let host = PushHost(modules: scenario.input.modules.map {
                PushHost.Module(name: $0.name, senderID: $0.sender, hasServiceExtension: $0.serviceExtension,
                                contentCategories: $0.contentCategories)
            })
            let userInfo = try PushPayload.expand(scenario.input.payload, with: [:]).userInfo
            let decided = decide(host, userInfo)
            if decided.service != scenario.expected.serviceExtensions || decided.content != scenario.expected.contentExtension {
                mismatches.append(scenario.id)
            }
        }
        return mismatches
    }

    @Test("The reference host runs extensions exactly as every invocation scenario expects")
    func invocation() throws {
        #expect(try invocationMismatches(Self.reference).isEmpty)
    }

    @Test("A host that ignores mutable-content, or compares categories without case, fails the scenarios")
    func mutantHostsFail() throws {
        let ignoresMutable: Decide = { host, userInfo in
            var patched = userInfo
            var aps = (userInfo["aps"] as? [String: Any]) ?? [:]
            aps["mutable-content"] = 1
            patched["aps"] = aps
            return (host.serviceExtensions(for: patched), host.contentExtension(for: userInfo))
        }
        let caseless: Decide = { host, userInfo in
            let category = ((userInfo["aps"] as? [String: Any])?["category"] as? String)?.lowercased()
            let content = host.modules.first { $0.contentCategories.map { $0.lowercased() }.contains(category ?? "\u{0}") }?.name
            return (host.serviceExtensions(for: userInfo), content)
        }
        #expect(try invocationMismatches(ignoresMutable).contains("no-mutable-content"))
        #expect(try invocationMismatches(caseless) == ["category-case"])
    }

    @Test("Sender routing: the reference host delivers every golden payload as expected, for ids of several shapes",
          arguments: ["com.q2.mobile.module.demo", "com.q2.mobile.module.ab", "COM.Q2.MOBILE.MODULE.UPPER", "com.example.x"])
    func routing(_ id: String) throws {
        let fixture = try store.load(PushRoutingFixture.File.self, from: "push/sender-routing.json")
        for scenario in fixture.cases {
            let payload = try PushPayload.expand(scenario.input.payload, with: ["sender": id])
            if let sent = payload.sender, sent == id, scenario.expected.deliveredTo.count > 1 { continue }  // a near miss equal to the id
            let host = PushHost(modules: scenario.input.modules.map {
                PushHost.Module(name: $0.name, senderID: $0.underTest == true ? id : $0.sender)
            })
            #expect(host.recipients(of: payload.userInfo) == scenario.expected.deliveredTo, "\(scenario.id) for \(id)")
        }
    }

    @Test("Sender routing compares Unicode scalars: case, spaces, look-alikes and canonically equal spellings do not match")
    func exactMatching() {
        #expect(SenderIDReading.matches("com.q2.mobile.module.demo", "com.q2.mobile.module.demo"))
        for nearMiss in ["Com.q2.mobile.module.demo", "com.q2.mobile.module.demo ", "com.q2.mobile.module.dem\u{43E}",
                         "com.q2.mobile.module.demo\u{200B}"] {
            #expect(!SenderIDReading.matches(nearMiss, "com.q2.mobile.module.demo"))
        }
        #expect(!SenderIDReading.matches("caf\u{E9}", "cafe\u{301}"), "Swift's == would call these equal; the host must not")
    }

    @Test("The sender-id rules agree with every golden sender id")
    func senderIDs() throws {
        let fixture = try store.load(PushSenderIDFixture.File.self, from: "push/sender-ids.json")
        for item in fixture.cases {
            #expect((SenderIDReading.problem(with: item.input.sender) == nil) == item.expected.wellFormed, "\(item.id)")
            #expect(SenderIDReading.hasRecommendedForm(item.input.sender) == item.expected.recommendedForm, "\(item.id)")
        }
    }

    @Test("Golden payloads become notifications as the system would build them")
    func payloadToNotification() throws {
        let payload = try PushPayload.expand(
            ["aps": ["alert": ["title": "T", "subtitle": "S", "body": "B"], "category": "C", "badge": 3, "mutable-content": 1],
             "sender": "{sender}", "data": ["{payloadKey}": ["n": 1.5, "flag": true]]],
            with: ["sender": "com.q2.mobile.module.demo", "payloadKey": "demo"])
        let content = payload.request(identifier: "t").content
        #expect(content.title == "T" && content.subtitle == "S" && content.body == "B" && content.categoryIdentifier == "C")
        #expect(content.badge == 3)
        #expect(content.userInfo["sender"] as? String == "com.q2.mobile.module.demo")
        let demo = (content.userInfo["data"] as? [String: Any])?["demo"] as? [String: Any]
        #expect(demo?["n"] as? Double == 1.5 && demo?["flag"] as? Bool == true)
        #expect(((content.userInfo["aps"] as? [String: Any])?["mutable-content"] as? Int) == 1)
        let generated = try PushPayload.expand(["s": ["$generate": "string", "length": 5], "n": ["$generate": "nesting", "depth": 3]], with: [:])
        #expect(generated.json == ["s": "xxxxx", "n": [[["bottom"]]]])
    }

    @Test("Trial 33c: presentation options read as a reader writes them, not as their raw value")
    func presentationOptionsNamed() {
        #expect(PushProbe.describe([.banner, .sound]) == "[.sound, .banner]")
        #expect(PushProbe.describe([]) == "[]")
        #expect(PushProbe.describe(UNNotificationPresentationOptions(rawValue: 1 << 2 | 1 << 4)) == "[.banner, rawValue: 4]")
    }
}

@Suite("Payloads built from the author's examples")
struct ExampleOriginTests {
    @Test("Trial 33c: a payload built from the author's example says which entry of the declaration file it came from")
    func namesTheExample() async throws {
        let checks = try SelfTestChecks.push([PushDeclarations.conforming(serviceExtension: { ConformingServiceExtension() })])
            .filter { $0.fixture.id.hasSuffix("/example-1") }
        let results = await SelfTestChecks.runAll(Array(checks.prefix(3)))
        #expect(!results.isEmpty && results.allSatisfy { $0.input.contains(".push.payloadExamples[0])") }, "\(results.map(\.input))")
    }

    @Test("Trial 33f (M36): in a plan, the path is the declaration file's own: the entry's class name, not its settings name")
    func pathInThePlan() async throws {
        let settings: JSON = ["push": true, "modules": [[
            "name": "q2-rewards-ios", "className": "ConformingPushLifecycleModule", "pushServiceClassName": "ConformingServiceExtension",
            "identifier": "com.q2.mobile.module.conforming", "push": true, "enabled": true]]]
        let declaration: JSON = ["settings": "settings.json", "modules": ["ConformingPushLifecycleModule": [
            "push": ["payloadKey": .string(ConformingServiceExtension.payloadKey), "payloadExamples": [["title": "t", "subtitle": "s", "body": "b"]]]]]]
        let package = try DeclaredPackage.parse(declaration: declaration, named: "module-conformance.json", settings: settings,
                                                named: "settings.json", files: [:])
        let plan = CertificationPlan(package: package, classes: [ModuleClass { ConformingPushLifecycleModule() },
                                                                 ModuleClass { ConformingServiceExtension() }],
                                     deviceTokenFormatter: ConformingPushLifecycleModule.hex, options: SelfTestChecks.pushOptions)
        let checks = plan.checks.filter { $0.fixture.id.hasSuffix("/example-1") }
        let results = await SelfTestChecks.runAll(Array(checks.prefix(3)))
        #expect(!results.isEmpty && results.allSatisfy {
            $0.input.contains("$.modules.ConformingPushLifecycleModule.push.payloadExamples[0])")
        }, "\(results.map(\.input))")
    }
}

@Suite("A failure on the module's own payload when its push types name different senders")
struct SenderMismatchNoteTests {
    @Test("Trial 33f (SA2): the failure names both senders and the sender to fix; with one sender there is no such note")
    func namesTheSenders() async throws {
        let mismatched = try SelfTestChecks.push([PushDeclarations.conforming(serviceExtension: { BreaksSenderConsistent() })])
            .filter { $0.clause == "PUSH-SVC-OWN-MODIFIED" }
        let failed = await SelfTestChecks.runAll(mismatched).filter { $0.outcome == .failed }
        #expect(!failed.isEmpty && failed.allSatisfy { $0.note?.contains("the module's push types name different senders (lifecycle: ") == true
            && $0.note?.contains("fix the sender first (PUSH-SENDER-CONSISTENT)") == true }, "\(failed.map { $0.note ?? "-" })")
        let consistent = try SelfTestChecks.push([PushDeclarations.conforming(serviceExtension: { BreaksServiceOwnModified() })])
            .filter { $0.clause == "PUSH-SVC-OWN-MODIFIED" }
        let plain = await SelfTestChecks.runAll(consistent).filter { $0.outcome == .failed }
        #expect(!plain.isEmpty && plain.allSatisfy { $0.note?.contains("different senders") != true }, "\(plain.map { $0.note ?? "-" })")
    }
}
