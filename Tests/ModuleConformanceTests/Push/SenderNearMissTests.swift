import ConformanceEngine
import ConformanceTestSupport
import Foundation
import Q2ModuleInterfaces
import Testing

/// A service extension that compares the payload's sender with its own after folding letter case.
final class CaseFoldingServiceExtension: ConformingServiceExtension {
    override func modified(_ content: UNNotificationContent) -> UNMutableNotificationContent? {
        guard let sender = content.userInfo["sender"] as? String, sender.lowercased() == Self.sender?.id.lowercased() else { return nil }
        var userInfo = content.userInfo
        userInfo["sender"] = Self.sender?.id
        let copy = content.mutableCopy() as? UNMutableNotificationContent
        copy?.userInfo = userInfo
        return copy.flatMap { super.modified($0) }
    }
}

/// A service extension that trims whitespace from the payload's sender before comparing it with its own.
final class TrimmingServiceExtension: ConformingServiceExtension {
    override func modified(_ content: UNNotificationContent) -> UNMutableNotificationContent? {
        guard let sender = content.userInfo["sender"] as? String,
              sender.trimmingCharacters(in: .whitespaces) == Self.sender?.id else { return nil }
        var userInfo = content.userInfo
        userInfo["sender"] = Self.sender?.id
        let copy = content.mutableCopy() as? UNMutableNotificationContent
        copy?.userInfo = userInfo
        return copy.flatMap { super.modified($0) }
    }
}

/// Near misses of the module's own sender, generated from what it declares, reach every service extension.
@Suite("Near misses of a module's own sender")
struct SenderNearMissTests {
    func failures(_ make: @escaping @MainActor @Sendable () -> any PushServiceExtensionModule) async -> [String: Set<String>] {
        let checks = ConformanceCheck.push(
            .module("conforming", lifecycle: { ConformingPushLifecycleModule() }, serviceExtension: make,
                    payloadKey: ConformingServiceExtension.payloadKey, payloadExamples: ConformingServiceExtension.payloadExamples),
            options: ConformanceOptions(handlerBudget: .milliseconds(50), serviceExtensionPatience: .milliseconds(200)))
        var failed: [String: Set<String>] = [:]
        for check in checks where check.fixture.id.hasPrefix("own-sender-") {
            let result = await check.run()
            if result.outcome == .failed { failed[result.clause.rawValue, default: []].insert(result.fixture.id) }
        }
        return failed
    }

    @Test("A service extension that compares with == passes every near miss")
    func exact() async {
        #expect(await failures { ConformingServiceExtension() }.isEmpty)
    }

    @Test("One that folds letter case fails the required PUSH-SVC-FOREIGN-UNCHANGED on the upper-case near miss")
    func caseFolding() async {
        let failed = await failures { CaseFoldingServiceExtension() }
        #expect(failed["PUSH-SVC-FOREIGN-UNCHANGED"] == ["own-sender-upper-case"], "\(failed)")
        #expect(ClauseCatalog.clause("PUSH-SVC-FOREIGN-UNCHANGED")?.level == .required)
    }

    @Test("One that trims whitespace fails it on the leading and trailing space near misses")
    func trimming() async {
        let failed = await failures { TrimmingServiceExtension() }
        #expect(failed["PUSH-SVC-FOREIGN-UNCHANGED"] == ["own-sender-space-before", "own-sender-space-after"], "\(failed)")
    }

    @Test("Every variant differs from the id under Swift's ==, or the check does not apply", arguments: [
        "com.q2.mobile.module.demo", "COM.Q2.MOBILE.MODULE.DEMO", "x",
    ])
    func variantsDiffer(_ id: String) {
        for (name, change) in FixtureTemplate.modifiers {
            let variant = change(id)
            if variant == id { #expect(name == "upper" || name == "lower", "\(name) of \(id) is \(variant)") }
        }
    }
}
