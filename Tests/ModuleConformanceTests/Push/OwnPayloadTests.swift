import ConformanceEngine
import ConformanceTestSupport
import Foundation
import Q2ModuleInterfaces
import Testing

/// A module's own payload shape: the kit sends the author's examples and variants derived from them, never the page
/// sample's fields.
@Suite("Own payloads: the author's examples, and the variants derived from them")
struct OwnPayloadTests {
    let options = ConformanceOptions(handlerBudget: .milliseconds(50), serviceExtensionPatience: .milliseconds(200))

    func checks(_ make: @escaping @MainActor @Sendable () -> any PushServiceExtensionModule,
                examples: [[String: JSONValue]] = OwnShapeServiceExtension.payloadExamples) -> [ConformanceCheck] {
        ConformanceCheck.push(.module("billpay", serviceExtension: make, payloadKey: OwnShapeServiceExtension.payloadKey,
                                      payloadExamples: examples), PushDeclarations.peer, options: options)
    }

    func failures(_ checks: [ConformanceCheck]) async -> [CheckResult] {
        await SelfTestChecks.requiredFailures(checks)
    }

    @Test("A service extension with a payload of its own shape passes every required push clause")
    func ownShapePasses() async {
        let all = checks { OwnShapeServiceExtension() }
        #expect(all.contains { $0.clause == "PUSH-SVC-OWN-MODIFIED" && $0.fixture.id == "own-well-formed/example-1" })
        let failed = await failures(all)
        #expect(failed.isEmpty, "\(failed.map(\.report))")
    }

    @Test("A broken own-sender path fails PUSH-SVC-OWN-MODIFIED alone, and the message shows the payload the kit sent")
    func brokenOwnPathNamesPayload() async throws {
        let failed = await failures(checks { BreaksOwnShapeModified() })
        #expect(Set(failed.map(\.clause)) == ["PUSH-SVC-OWN-MODIFIED"])
        let message = try #require(failed.first?.report)
        #expect(message.contains(#""billpay":{"due":"2027-01-05","minimum":25}"#), "\(message)")
        #expect(message.contains(#""sender":"com.q2.mobile.module.billpay""#), "\(message)")
        // The fourteenth trial (S22): content left unchanged may be a payloadKey the module does not read; the note says where.
        #expect(message.contains("$.modules.<class>.push.payloadKey: if the module reads another key, correct that entry"), "\(message)")
        // Trial 24 (v84): a field of the example spelled otherwise than the module reads it is named too.
        #expect(message.contains("a field spelled otherwise") && message.contains("$.modules.<class>.push.payloadExamples"), "\(message)")
    }

    @Test("The eighth trial (K9): an extension whose didReceive never delivers, so that only the expiry delivers the original, fails PUSH-SVC-OWN-MODIFIED saying which path delivered, after the whole budget; one whose didReceive delivers the original is told that plainly")
    func onlyTheExpiryDelivered() async throws {
        let patient = ConformanceOptions(handlerBudget: .milliseconds(50), serviceExtensionBudget: .seconds(4),
                                         serviceExtensionPatience: .milliseconds(200))
        let expiryOnly = ConformanceCheck.push(PushDeclarations.conforming(serviceExtension: { BreaksServiceDeliversOnlyOnExpiry() }),
                                               PushDeclarations.peer, options: patient).filter { $0.clause == "PUSH-SVC-OWN-MODIFIED" }
        let results = await SelfTestChecks.runAll(expiryOnly)
        #expect(!results.isEmpty && results.allSatisfy { $0.outcome == .failed && $0.actual.hasPrefix(
            "nothing delivered from didReceive(_:withContentHandler:) within 4.0 seconds, the whole budget; the original content "
                + "came from serviceExtensionTimeWillExpire() after it") }, "\(results.map(\.actual))")
        // The twelfth trial (K15b): slow work (a 3 s download) that delivers within the budget, after the kit's early expiry
        // call, passes.
        let slow = ConformanceCheck.push(PushDeclarations.conforming(serviceExtension: { SlowDownloadServiceExtension() }),
                                         PushDeclarations.peer, options: patient).filter { $0.clause == "PUSH-SVC-OWN-MODIFIED" }
        let slowResults = await SelfTestChecks.runAll(slow)
        #expect(!slowResults.isEmpty && slowResults.allSatisfy { $0.outcome == .passed }
                    && slowResults.contains { ($0.note ?? "").hasPrefix("didReceive delivered after the kit's early expiry call") },
                "\(slowResults.map { "\($0.outcome) \($0.actual) \($0.note ?? "")" })")
        let unchanged = await SelfTestChecks.runAll(checks { BreaksOwnShapeModified() }.filter { $0.clause == "PUSH-SVC-OWN-MODIFIED" })
        #expect(unchanged.contains { $0.outcome == .failed && !$0.actual.contains("nothing delivered from didReceive") }, "\(unchanged.map(\.actual))")
    }

    @Test("The nineteenth trial's B27: didReceive delivering after the kit's early expiry call, within the budget, passes PUSH-SVC-HANDLER-ONCE on a second run that waited; one that never delivers fails it after the whole budget")
    func handlerOnceWaitsTheBudget() async throws {
        let patient = ConformanceOptions(handlerBudget: .milliseconds(50), serviceExtensionBudget: .seconds(4),
                                         serviceExtensionPatience: .milliseconds(200))
        func once(_ make: @escaping @Sendable () -> ConformingServiceExtension) async -> [CheckResult] {
            await SelfTestChecks.runAll(ConformanceCheck.push(PushDeclarations.conforming(serviceExtension: make), PushDeclarations.peer,
                                                              options: patient).filter { $0.clause == "PUSH-SVC-HANDLER-ONCE" })
        }
        let late = await once { DeliversLateIgnoresExpiry() }
        #expect(!late.isEmpty && late.allSatisfy { $0.outcome == .passed }, "\(late.filter { $0.outcome != .passed }.map { "\($0.fixture.id): \($0.actual)" })")
        // Whether a second run was needed depends on when the late delivery met the first run's watch; either way, passed.
        let never = await once { NeverDelivers() }
        #expect(!never.isEmpty && never.allSatisfy { $0.outcome == .failed && $0.actual.hasPrefix("content handler called 0 times")
                    && ($0.note ?? "").contains("judged on a second run that waited the whole 4.0 seconds") },
                "\(never.map { "\($0.outcome) \($0.actual) \($0.note ?? "")" })")
    }

    @Test("Without an example the kit invents no fields: the modified-content cases do not apply, and say what to declare")
    func withoutExample() async throws {
        let own = try #require(checks({ OwnShapeServiceExtension() }, examples: []).first {
            $0.clause == "PUSH-SVC-OWN-MODIFIED" && $0.fixture.id == "own-well-formed"
        })
        let result = await own.run()
        #expect(result.outcome == .notApplicable)
        #expect(result.note?.contains("payloadExamples") == true)
        let variants = checks({ OwnShapeServiceExtension() }, examples: []).filter { $0.fixture.id.hasPrefix("own-example-variants") }
        #expect(variants.isEmpty)
    }

    @Test("The variants: each field removed, null and retyped; not an object; empty; huge; odd Unicode; none equals the example")
    func variants() {
        let example: [String: JSON] = ["due": .string("2027-01-05"), "minimum": .number(25)]
        let variants = OwnPayloadExamples.variants(of: example)
        #expect(variants.map(\.name) == [
            "due-removed", "due-null", "due-retyped", "minimum-removed", "minimum-null", "minimum-retyped",
            "not-an-object-string", "not-an-object-array", "not-an-object-number", "empty", "huge", "odd-unicode",
        ])
        #expect(variants.allSatisfy { $0.payload != .object(example) })
        #expect(variants.first { $0.name == "due-retyped" }?.payload.objectValue?["due"] == .number(7))
        #expect(variants.first { $0.name == "huge" }?.payload.objectValue?["due"]?.stringValue?.count == 100_000)
        // A payload without strings still gets a huge variant that differs from it.
        let numbers = OwnPayloadExamples.variants(of: ["n": .number(1)])
        #expect(numbers.first { $0.name == "huge" }?.payload.objectValue?["n"]?.stringValue?.count == 100_000)
    }

    @Test("Trial 25's w98: content made anew for the module's own payload fails PUSH-SVC-OWN-MODIFIED saying the payload is gone and to change the mutable copy")
    func freshContentLosesPayload() async throws {
        let failed = await failures(checks { DeliversFreshContent() })
        let own = failed.filter { $0.clause == "PUSH-SVC-OWN-MODIFIED" }
        #expect(!own.isEmpty && own.allSatisfy { $0.actual.contains("the original's payload (userInfo) is gone")
            && ($0.note ?? "").contains("change request.content.mutableCopy() instead") }, "\(own.map { "\($0.actual) \($0.note ?? "")" })")
    }

    @Test("Each example is its own case, named by its position; the payload's templates are expanded, the author's data is not")
    func instances() async throws {
        let examples = OwnPayloadExamples([["text": .string("{sender} is literal here")], ["text": .string("two")]])
        let golden: JSON = .object(["sender": .string("{sender}"), "data": .object(["{payloadKey}": .object(["$example": .string("each")])])])
        let made = examples.instances(of: golden)
        #expect(made.map(\.suffix) == ["example-1", "example-2"])
        let expanded = try PushPayload.expand(golden, with: ["sender": "com.q2.mobile.module.x", "payloadKey": "x"]).json
        let first = made[0].payload(from: expanded)
        #expect(first == .object(["sender": .string("com.q2.mobile.module.x"),
                                  "data": .object(["x": .object(["text": .string("{sender} is literal here")])])]))
    }
}

/// Breaks PUSH-SVC-HANDLER-ONCE everywhere: neither didReceive nor the expiry callback ever delivers.
private final class NeverDelivers: ConformingServiceExtension {
    override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {}
    override func serviceExtensionTimeWillExpire() {}
}

/// Trial 25's w98: builds new content for its own payload instead of changing the mutable copy, so the payload is lost.
private final class DeliversFreshContent: OwnShapeServiceExtension {
    override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        guard isOwn(request.content.userInfo) else { return contentHandler(request.content) }
        let content = UNMutableNotificationContent()
        content.title = "Payment due"
        content.body = "A bill is due soon."
        contentHandler(content)
    }
}
