import ConformanceEngine
import ConformanceTestSupport
import Foundation
import Testing

/// Nothing fixed to tune to in the push payloads either (issue 32's fifth review).
@Suite("Push payloads carry alert texts drawn from the run's seed")
struct FixtureWordsTests {
    @Test("An extension honest only for the fixtures' own title fails PUSH-SVC-FOREIGN-UNCHANGED, whatever the seed; the conforming one passes",
          arguments: [UInt64(1), 7, 0xDEAD_BEEF])
    func tunedToTitles(_ seed: UInt64) async throws {
        var options = SelfTestChecks.pushOptions
        options.seed = seed
        func results(_ make: @escaping @Sendable () -> ConformingServiceExtension) async throws -> [CheckResult] {
            let checks = try SelfTestChecks.push([PushDeclarations.conforming(serviceExtension: make)], options: options)
            return await SelfTestChecks.runAll(checks.filter { $0.clause == "PUSH-SVC-FOREIGN-UNCHANGED" })
        }
        let tuned = try await results { ServiceExtensionTunedToFixtureTitles() }
        #expect(tuned.contains { $0.outcome == .failed }, "\(tuned.map(\.actual))")
        let conforming = try await results { ConformingServiceExtension() }
        #expect(!conforming.isEmpty && conforming.allSatisfy { $0.outcome != .failed }, "\(conforming.map(\.actual))")
    }

    @Test("The texts are the same for a seed and case, differ across seeds, and replace only the fixtures' plain words")
    func drawn() {
        let one = PushAlertTexts(seed: 1, salt: "case"), again = PushAlertTexts(seed: 1, salt: "case")
        #expect(one == again)
        #expect(Set((0..<40).map { PushAlertTexts(seed: UInt64($0), salt: "case").title }).count > 3)
        let json = JSON.object(["aps": .object(["alert": .object(["title": .string("Original title"), "body": .string("Keep me")])])])
        #expect(one.applied(to: json) == .object(["aps": .object(["alert": .object(["title": .string(one.title), "body": .string("Keep me")])])]))
    }
}
