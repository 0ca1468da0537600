import ConformanceEngine
import ConformanceTestSupport
import Foundation
import Q2ModuleInterfaces
import Testing

/// The twenty-first trial's B44: a module that claims sub-paths of its target by a text prefix claims a link whose
/// `..` segment leaves the target, and the failure says so, rather than only that prefixes are wrong.
@Suite("A '..' segment that leaves the target is named in the failure")
struct DotSegmentTests {
    @Test("Sub-paths claimed by prefix fail CONT-LOOKALIKE-NOT-CLAIMED on the dot-segment link, with a note on '..'; the conforming module passes")
    func subPathsByPrefix() async throws {
        let checks = { (make: @escaping @MainActor @Sendable () -> any ContinuityLifecycleModule) in
            try SelfTestChecks.continuity(make).filter { $0.clause == "CONT-LOOKALIKE-NOT-CLAIMED" }
        }
        let failed = await SelfTestChecks.runAll(try checks { ClaimsSubPathsByPrefix() }).filter { $0.outcome == .failed }
        #expect(failed.contains { $0.input.contains("/../") && ($0.note ?? "").contains("climbs out of the module's target through a '..' segment") },
                "\(failed.map { "\($0.input) \($0.note ?? "")" })")
        #expect(failed.allSatisfy { $0.input.contains("/..") == ($0.note ?? "").contains("'..' segment") })
        let conforming = await SelfTestChecks.runAll(try checks { ConformingContinuityModule() })
        #expect(!conforming.isEmpty && conforming.allSatisfy { $0.outcome == .passed })
    }
}

/// Claims its target and every link whose identifier and path begin with it, by text.
private final class ClaimsSubPathsByPrefix: ConformingContinuityModule {
    override func decide(_ url: URL) -> Bool? {
        if let own = super.decide(url) { return own }
        let text = url.scheme == "https" ? String((url.fragment ?? "").drop { $0 == "/" }) : (url.host ?? "") + url.path
        return text.lowercased().hasPrefix(SelfTestChecks.demoTarget + "/") ? true : nil
    }
}
