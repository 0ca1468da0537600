import ConformanceEngine
import ConformanceTestSupport
import Foundation
import Q2ModuleInterfaces
import Testing

/// "Unchanged" means every property of the content, and a failure names the one that changed.
@Suite("Delivered content is compared on every property")
struct ContentSnapshotTests {
    static let changes: [(field: String, change: @Sendable (UNMutableNotificationContent) -> Void)] = [
        ("title", { $0.title = "x" }), ("subtitle", { $0.subtitle = "x" }), ("body", { $0.body = "x" }),
        ("categoryIdentifier", { $0.categoryIdentifier = "x" }), ("threadIdentifier", { $0.threadIdentifier = "x" }),
        ("launchImageName", { $0.launchImageName = "x" }), ("badge", { $0.badge = 3 }),
        ("sound", { $0.sound = .default }), ("targetContentIdentifier", { $0.targetContentIdentifier = "x" }),
        ("interruptionLevel", { $0.interruptionLevel = .timeSensitive }), ("relevanceScore", { $0.relevanceScore = 0.5 }),
        ("filterCriteria", { $0.filterCriteria = "x" }), ("userInfo", { $0.userInfo = ["sender": "y"] }),
    ]

    @Test("Each property, changed alone, is named; an untouched copy is unchanged", arguments: 0..<changes.count)
    func eachField(_ index: Int) {
        let original = UNMutableNotificationContent()
        original.title = "t"
        original.userInfo = ["sender": "x"]
        let copy = original.mutableCopy() as! UNMutableNotificationContent
        #expect(ContentSnapshot(copy) == ContentSnapshot(original))
        Self.changes[index].change(copy)
        #expect(ContentSnapshot(copy).changedFields(from: ContentSnapshot(original)) == [Self.changes[index].field])
    }

    @Test("A foreign notification handed back with another sound fails PUSH-SVC-FOREIGN-UNCHANGED, naming the sound")
    func soundChanged() async throws {
        let checks = ConformanceCheck.push(.module("sound", serviceExtension: { BreaksForeignUnchangedSound() }, payloadKey: "conforming",
                                                   payloadExamples: ConformingServiceExtension.payloadExamples),
                                           options: SelfTestChecks.pushOptions)
        let failed = await SelfTestChecks.requiredFailures(checks)
        #expect(Set(failed.map(\.clause)) == ["PUSH-SVC-FOREIGN-UNCHANGED"])
        let first = try #require(failed.first)
        #expect(first.actual.hasPrefix("changed sound:"), "\(first.actual)")
        // The other direction: the conforming extension passes the same checks.
        let conforming = ConformanceCheck.push(.module("sound", serviceExtension: { ConformingServiceExtension() }, payloadKey: "conforming",
                                                       payloadExamples: ConformingServiceExtension.payloadExamples),
                                               options: SelfTestChecks.pushOptions)
        for check in conforming where check.clause == "PUSH-SVC-FOREIGN-UNCHANGED" {
            #expect(await check.run().outcome == .passed)
        }
    }
}

@Suite("Nothing delivered is blank")
struct BlankDeliveryTests {
    func failures(_ make: @escaping @MainActor @Sendable () -> any PushServiceExtensionModule) async -> [CheckResult] {
        await SelfTestChecks.requiredFailures(ConformanceCheck.push(
            .module("blank", serviceExtension: make, payloadKey: "conforming", payloadExamples: ConformingServiceExtension.payloadExamples),
            options: SelfTestChecks.pushOptions))
    }

    @Test("An expiry that delivers an empty content fails PUSH-SVC-EXPIRE-ONCE, saying it was blank")
    func expiryBlank() async throws {
        let failed = await failures { BreaksExpireDeliversBlank() }
        #expect(Set(failed.map(\.clause)) == ["PUSH-SVC-EXPIRE-ONCE"])
        #expect(failed.allSatisfy { $0.actual.contains("; the expiry delivered a blank notification") }, "\(failed.map(\.actual))")
    }

    @Test("An own notification 'modified' into an empty content fails PUSH-SVC-OWN-MODIFIED, saying it was blank")
    func modifiedBlank() async throws {
        let failed = await failures { BreaksOwnModifiedBlank() }
        #expect(Set(failed.map(\.clause)) == ["PUSH-SVC-OWN-MODIFIED"])
        #expect(failed.allSatisfy { $0.actual.hasPrefix("a blank notification") }, "\(failed.map(\.actual))")
    }

    @Test("A passing expiry reads the same whichever path delivered first, so timing never changes the golden report")
    func expiryPassIsStable() async {
        let checks = ConformanceCheck.push(.module("ok", serviceExtension: { ConformingServiceExtension() }, payloadKey: "conforming",
                                                   payloadExamples: ConformingServiceExtension.payloadExamples),
                                           options: SelfTestChecks.pushOptions)
        for check in checks where check.clause == "PUSH-SVC-EXPIRE-ONCE" {
            let result = await check.run()
            #expect(result.outcome == .passed)
            #expect(result.actual == "delivered exactly once in all, nothing blank", "\(result.actual)")
        }
    }
}
