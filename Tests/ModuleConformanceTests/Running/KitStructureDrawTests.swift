import ConformanceEngine
import ConformanceTestSupport
import Foundation
import Q2ModuleInterfaces
import Testing

/// Review 28: the kit drew words into fixed structures (three-part source apps, short numeric path ids, fixed session
/// names, foreign push payloads of one shape, a re-ask of the declared example only); a module that recognises the old
/// structure fails now, and the conforming modules pass.
@Suite("Inputs whose structure is drawn, not only their words")
struct KitStructureDrawTests {
    private static let seeds: [UInt64] = [1, 7, 42]

    private func continuity(_ clauses: Set<String>, _ make: @escaping @MainActor @Sendable () -> any ContinuityLifecycleModule) async throws -> [CheckResult] {
        var results: [CheckResult] = []
        for seed in Self.seeds {
            var options = SelfTestChecks.continuityOptions
            options.seed = seed
            results += await SelfTestChecks.runAll(try SelfTestChecks.continuity(options: options, make).filter { clauses.contains($0.clause.rawValue) })
        }
        return results
    }

    @Test("Review 28's openoptions: a module that claims links from any app but twelve system ones and com.<word>.<word> fails CONT-FOREIGN-NOT-CLAIMED")
    func sourceAppShapes() async throws {
        let failed = try await continuity(["CONT-FOREIGN-NOT-CLAIMED"]) { ClaimsUnlessThreePartSource() }.filter { $0.outcome == .failed }
        #expect(!failed.isEmpty && failed.allSatisfy { $0.input.contains("sourceApplication") }, "\(failed.map(\.input))")
        let conforming = try await continuity(["CONT-FOREIGN-NOT-CLAIMED"]) { ConformingContinuityModule() }
        #expect(!conforming.isEmpty && conforming.allSatisfy { $0.outcome != .failed })
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
        #expect(broken.contains { $0.outcome == .failed && $0.actual.contains("values it was first given") }, "\(broken.map(\.actual))")
        let honest = try await longLived { GreetsTheSignedInUser() }
        #expect(!honest.isEmpty && honest.allSatisfy { $0.outcome == .passed }, "\(honest.map(\.actual))")
    }
}

/// Conforms: greets the name with the signed-in user's token, so its answer changes with the user.
private final class GreetsTheSignedInUser: ConformingMethodModule {
    override func greet(data: MethodModuleData, callback: MethodModuleCallback) {
        let user = moduleDataSource?.user.map(\.token) ?? "signed out"
        callback.completion(MethodModuleResponse(withResponse: .string("Hello, \(data.data["name"]?.stringValue ?? "guest") (\(user))")))
    }
}
