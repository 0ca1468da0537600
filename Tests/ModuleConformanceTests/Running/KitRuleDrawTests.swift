import ConformanceEngine
import ConformanceTestSupport
import Foundation
import Q2ModuleInterfaces
import Testing

/// Review 27: inputs the kit drew from a few fixed shapes (open-URL sources, foreign link depths, did-fail errors,
/// session tokens, settings data) are drawn from wider ones, so that a module keeping honest for the fixed shapes only
/// fails; the conforming modules pass.
@Suite("Inputs drawn past the kit's former fixed shapes")
struct KitRuleDrawTests {
    private static let seeds: [UInt64] = [1, 7, 42]

    private func foreign(_ make: @escaping @MainActor @Sendable () -> any ContinuityLifecycleModule) async throws -> [CheckResult] {
        var results: [CheckResult] = []
        for seed in Self.seeds {
            var options = SelfTestChecks.continuityOptions
            options.seed = seed
            results += await SelfTestChecks.runAll(try SelfTestChecks.continuity(options: options, make).filter { $0.clause == "CONT-FOREIGN-NOT-CLAIMED" })
        }
        return results
    }

    @Test("A module that claims links opened from any app but five fixed ones fails CONT-FOREIGN-NOT-CLAIMED, the link's source named")
    func sourceApps() async throws {
        let failed = try await foreign { ClaimsUnlessKnownSourceApp() }.filter { $0.outcome == .failed }
        #expect(!failed.isEmpty && failed.allSatisfy { $0.input.contains("sourceApplication") || $0.input.contains("no options") }, "\(failed.map(\.input))")
        let conforming = try await foreign { ConformingContinuityModule() }
        #expect(!conforming.isEmpty && conforming.allSatisfy { $0.outcome != .failed })
    }

    @Test("A module that claims other modules' deep links fails CONT-FOREIGN-NOT-CLAIMED: partners' paths are one to seven segments")
    func deepLinks() async throws {
        let failed = try await foreign { ClaimsDeepForeignLinks() }.filter { $0.outcome == .failed }
        #expect(!failed.isEmpty, "no foreign link had two path segments")
        var depths = Set<Int>()
        for seed in UInt64(0)..<200 {
            depths.insert(ContinuityTarget("com.q2.mobile.module.demo/path")!.bindings(options: ConformanceOptions(seed: seed))["coinedPath"]!
                .split(separator: "/").count)
        }
        // Review 32's pathdepth: deeper than four too (KitStructureDrawTests.deepPathsDrawn).
        #expect(depths == Set(1...7), "\(depths)")
    }

    @Test("A JWT's claims are JSON, as a real token's are (review 28's tokenshape)")
    func jwtClaims() throws {
        var generator = SeededGenerator(seed: 11)
        var checked = 0
        for _ in 0..<200 {
            let token = HostHooks.token(&generator)
            let parts = token.split(separator: ".")
            guard parts.count == 3 else { continue }
            var claims = String(parts[1]).replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
            while claims.count % 4 != 0 { claims += "=" }
            let data = try #require(Data(base64Encoded: claims))
            #expect(try JSONSerialization.jsonObject(with: data) is [String: Any], "\(token)")
            checked += 1
        }
        #expect(checked > 10)
    }

    @Test("A module keyed on the kit's four former token shapes fails CONT-FOREIGN-NOT-CLAIMED; tokens now come in many")
    func tokenShapes() async throws {
        let failed = try await foreign { ClaimsUnlessKnownTokenShape() }.filter { $0.outcome == .failed }
        #expect(!failed.isEmpty)
        var lengths = Set<Int>()
        var generator = SeededGenerator(seed: 5)
        for _ in 0..<200 { lengths.insert(HostHooks.token(&generator).count) }
        #expect(lengths.count > 20, "\(lengths.sorted())")
    }

    @Test("The did-fail errors are the four documented ones and three drawn per call, one of a coined domain")
    func continuationErrors() {
        let one = ContinuityProbe.continuationErrors(salt: "case", options: ConformanceOptions(seed: 1)), again = ContinuityProbe.continuationErrors(salt: "case", options: ConformanceOptions(seed: 1))
        #expect(one.map(\.code) == again.map(\.code) && one.count == 7)
        #expect(one.prefix(4).map(\.code) == [4_608, 4_609, 4_610, 4_611])
        #expect(one.last.map { ![NSCocoaErrorDomain, NSURLErrorDomain, NSPOSIXErrorDomain].contains($0.domain) } == true, "\(one.map(\.domain))")
        // Review 28 (errorcode): the coined domain comes from the certifier's partner names when there are any.
        var withNames = ConformanceOptions(seed: 1)
        withNames.partnerNames = PartnerNames(words: ["harborpay"])
        let named = ContinuityProbe.continuationErrors(salt: "case", options: withNames)
        #expect(named.last.map { $0.domain.lowercased().contains("harborpay") } == true, "\(named.map(\.domain))")
        let drawn = Set((0..<40).flatMap { ContinuityProbe.continuationErrors(salt: "case", options: ConformanceOptions(seed: UInt64($0))).dropFirst(4).map { "\($0.domain) \($0.code)" } })
        #expect(drawn.count > 40, "\(drawn.count)")
    }

    @Test("A method that completes twice unless its settings data is the package's own fails METHOD-LONG-LIVED, which hands the kept instance data drawn in the package's shape")
    func settingsData() async throws {
        func longLived(_ make: @escaping @Sendable () -> ConformingMethodModule) async throws -> [CheckResult] {
            await SelfTestChecks.runAll(try SelfTestChecks.method(make).filter { $0.clause == "METHOD-LONG-LIVED" })
        }
        let broken = try await longLived { CompletesTwiceUnlessOwnData() }
        #expect(broken.contains { $0.outcome == .failed && $0.actual.contains("completed its callback 2 times") && $0.input.contains("its settings data") },
                "\(broken.map { "\($0.input) → \($0.actual)" })")
        let conforming = try await longLived { ConformingMethodModule() }
        #expect(!conforming.isEmpty && conforming.allSatisfy { $0.outcome == .passed }, "\(conforming.map(\.actual))")
        #expect(MethodCheckBuilder.drawnSettingsData(.object(["base": .string(""), "limit": .number(5), "on": .bool(true), "none": .null]), options: ConformanceOptions(seed: 3))
                    .objectKeysAndKinds == ["base: string", "limit: number", "none: null", "on: bool"])
    }
}

private extension JSONValue {
    /// Each member's key and kind, sorted; an empty string is "empty".
    var objectKeysAndKinds: [String] {
        guard case .object(let members) = self else { return [] }
        return members.map { key, value in "\(key): \(value == .string("") ? "empty" : value.kindName)" }.sorted()
    }
}

extension JSONValue {
    /// The value's JSON kind: string, number, bool, null, array or object.
    var kindName: String {
        switch self {
        case .string: "string"
        case .number: "number"
        case .bool: "bool"
        case .null: "null"
        case .array: "array"
        case .object: "object"
        }
    }
}
