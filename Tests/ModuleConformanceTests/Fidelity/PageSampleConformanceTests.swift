import ConformanceEngine
import ConformanceTestSupport
import Foundation
import Q2ModuleInterfaces
import Testing

/// The fidelity rule (Conformance/README.md): a module written like a page's sample passes every required clause.
@Suite("Modules written like the pages' samples pass every required clause")
struct PageSampleConformanceTests {
    func failedRequired(_ checks: [ConformanceCheck]) async -> [String] {
        await SelfTestChecks.requiredFailures(checks).map { "\($0.clause) · \($0.fixture)" }
    }

    @Test("The continuity page's sample (it matches on url.host and url.path) passes every required continuity clause")
    func continuity() async {
        let checks = ConformanceCheck.continuity(owning: "com.q2.mobile.module.demo/path",
                                                 options: ConformanceOptions(handlerBudget: .milliseconds(50))) {
            PageShapedContinuityModule()
        }
        #expect(checks.count > 100)
        let failed = await failedRequired(checks)
        #expect(failed.isEmpty, "\(failed)")
    }

    @Test("The push page's samples (lifecycle, service extension with its expiry path mended, content extension) pass every required push clause")
    func push() async {
        // The sample keeps its content handler in a property, so each expiry check watches the extension's whole life:
        // 2 s here, not the 30 a device gives.
        let options = ConformanceOptions(handlerBudget: .milliseconds(50), callbackBudget: .seconds(2), serviceExtensionBudget: .seconds(2),
                                         serviceExtensionPatience: .milliseconds(300))
        let checks = ConformanceCheck.push(
            .module("fidelity", lifecycle: { PageShapedPushLifecycleModule() }, serviceExtension: { MendedServiceExtensionModule() },
                    payloadKey: "fidelity", payloadExamples: [
                        ["title": .string("modified title"), "subtitle": .string("modified sub title"), "body": .string("modified body")],
                        ["title": .string("t"), "subtitle": .string("s"), "body": .string("b"), "image_url": .string("http://127.0.0.1:9/i.jpg")],
                    ], contentExtension: { PageShapedContentExtensionModule() }, contentCategories: ["Fidelity"]),
            PushDeclarations.peer, options: options)
        #expect(checks.count > 100)
        let failed = await failedRequired(checks)
        #expect(failed.isEmpty, "\(failed)")
    }

    @Test("The method page's samples (Tecton selectors and the typed request) pass every required method clause")
    func method() async {
        let checks = ConformanceCheck.method(
            .module("com.q2.mobile.module.fidelity", methods: ["echoParameter": ["parameterName": .string("x")], "sessionToken": [:]]) {
                PageShapedMethodModule()
            }, options: ConformanceOptions(handlerBudget: .milliseconds(50), callbackBudget: .seconds(2)))
        #expect(checks.count > 10)
        let failed = await failedRequired(checks)
        #expect(failed.isEmpty, "\(failed)")
    }

    @Test("The other direction: the continuity sample as printed fails exactly the recommended encoded-host clause")
    func otherDirection() async {
        let continuity = ConformanceCheck.continuity(owning: "com.q2.mobile.module.demo/path",
                                                     options: ConformanceOptions(handlerBudget: .milliseconds(50))) {
            PageShapedContinuityModule()
        }
        var failedRecommended: Set<ClauseID> = []
        for check in continuity {
            let result = await check.run()
            if result.outcome == .failed { failedRecommended.insert(result.clause) }
        }
        #expect(failedRecommended == ["CONT-ENCODED-HOST-NOT-CLAIMED"])
    }
}
