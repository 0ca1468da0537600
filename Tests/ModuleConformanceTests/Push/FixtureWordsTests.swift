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
        let tuned = try await SelfTestChecks.serviceExtension("PUSH-SVC-FOREIGN-UNCHANGED", options: options) { ServiceExtensionTunedToFixtureTitles() }
        #expect(tuned.contains { $0.outcome == .failed }, "\(tuned.map(\.actual))")
        let conforming = try await SelfTestChecks.serviceExtension("PUSH-SVC-FOREIGN-UNCHANGED", options: options) { ConformingServiceExtension() }
        #expect(!conforming.isEmpty && conforming.allSatisfy { $0.outcome != .failed }, "\(conforming.map(\.actual))")
    }

    @Test("Review 26 (alerttext): an extension with a copy of the kit's own alert titles passes within them and fails PUSH-SVC-FOREIGN-UNCHANGED with the certifier's alert texts; the conforming one passes both",
          arguments: [UInt64(1), 7])
    func certifiersAlerts(_ seed: UInt64) async throws {
        var options = SelfTestChecks.pushOptions
        options.seed = seed
        let within = try await SelfTestChecks.serviceExtension("PUSH-SVC-FOREIGN-UNCHANGED", options: options) { HonestOnlyForTheKitsAlerts() }
        #expect(!within.isEmpty && within.allSatisfy { $0.outcome != .failed }, "\(within.filter { $0.outcome == .failed }.map(\.actual))")
        options.partnerNames = PartnerNames(words: ["harborpay"], alerts: ["Your Harbor card was charged $14.20", "Rent reminder", "Paycheck deposited"])
        let caught = try await SelfTestChecks.serviceExtension("PUSH-SVC-FOREIGN-UNCHANGED", options: options) { HonestOnlyForTheKitsAlerts() }
        #expect(caught.contains { $0.outcome == .failed && $0.actual.contains("Offer: ") }, "\(caught.map(\.actual))")
        let conforming = try await SelfTestChecks.serviceExtension("PUSH-SVC-FOREIGN-UNCHANGED", options: options) { ConformingServiceExtension() }
        #expect(!conforming.isEmpty && conforming.allSatisfy { $0.outcome != .failed }, "\(conforming.map(\.actual))")
    }

    @Test("With the certifier's alert texts every drawn text is one of them (a subtitle may be empty), and a golden report writes them as drawn")
    func certifiersTextsOnly() {
        let alerts = ["Rent reminder", "Paycheck deposited", "Your Harbor card was charged $14.20"]
        for seed in UInt64(0)..<50 {
            let texts = PushAlertTexts(seed: seed, salt: "case", alerts: alerts)
            #expect(alerts.contains(texts.title) && alerts.contains(texts.body) && (texts.subtitle.isEmpty || alerts.contains(texts.subtitle)))
        }
        #expect(PushAlertTexts.normalized("title \"Rent reminder\", body \"x\"", alerts: alerts) == "title \"{drawn}\", body \"x\"")
        #expect(PushAlertTexts.normalized("title \"Rent reminder\"") == "title \"Rent reminder\"")
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
