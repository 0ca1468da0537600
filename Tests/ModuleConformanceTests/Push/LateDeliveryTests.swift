import ConformanceEngine
import ConformanceTestSupport
import Foundation
import Q2ModuleInterfaces
import Testing

/// Issue 31: a service extension is watched after its last call for as long as the system would keep its process.
@Suite("A service extension's late delivery is seen, however late, while its process would live")
struct LateDeliveryTests {
    func serviceResults(_ make: @escaping @MainActor @Sendable () -> any PushServiceExtensionModule,
                        options: ConformanceOptions = SelfTestChecks.lateDeliveryOptions) async throws -> [CheckResult] {
        let checks = try SelfTestChecks.push([PushDeclarations.conforming(serviceExtension: make)], options: options)
        return await SelfTestChecks.runAll(checks.filter { $0.clause.rawValue.hasPrefix("PUSH-SVC-") })
    }

    @Test("A download that delivers again 300 ms after didReceive, after the expiry's delivery, fails PUSH-SVC-EXPIRE-ONCE, counting both")
    func lateDownloadFails() async throws {
        let expiry = try await serviceResults { BreaksExpiryThenLateDownload() }.filter { $0.clause == "PUSH-SVC-EXPIRE-ONCE" }
        let failed = expiry.filter { $0.outcome == .failed }
        // Two deliveries in all; which side of the expiry call the download lands on is the machine's timing, so both
        // splits count (on an idle machine: 0 before, 2 after).
        let twice = ["0 deliveries before the expiry callback, 2 after it", "1 deliveries before the expiry callback, 1 after it"]
        #expect(!failed.isEmpty && failed.allSatisfy { twice.contains($0.actual) }, "\(expiry.map(\.actual))")
    }

    @Test("A download that outlives the expiry and finds the handler taken passes, and the watch ends when the handler is let go")
    func guardedDownloadPasses() async throws {
        // Only the clauses that count deliveries: the kit's 100 ms patience here is shorter than the download, so the
        // expiry's original content comes first, which PUSH-SVC-OWN-MODIFIED judges on its own.
        let results = try await serviceResults { SlowDownloadServiceExtension() }
            .filter { ["PUSH-SVC-EXPIRE-ONCE", "PUSH-SVC-HANDLER-ONCE"].contains($0.clause) }
        #expect(results.contains { $0.clause == "PUSH-SVC-EXPIRE-ONCE" && $0.outcome == .passed })
        #expect(results.allSatisfy { $0.outcome == .passed }, "\(results.filter { $0.outcome != .passed }.map(\.actual))")
        // Ended by the handler's release: the 5 s deadline was never what stopped the watch.
        #expect(results.allSatisfy { !($0.note ?? "").contains("still held its content handler") })
    }

    @Test("An extension that never lets go of its handler but delivers once passes; the result says it still held the handler")
    func keptHandlerPasses() async throws {
        let results = try await serviceResults({ HandlerKeepingServiceExtension() }, options: SelfTestChecks.pushOptions)
        let once = results.filter { $0.clause == "PUSH-SVC-HANDLER-ONCE" }
        #expect(!once.isEmpty && once.allSatisfy { $0.outcome == .passed }, "\(once.map(\.actual))")
        #expect(once.allSatisfy { $0.note == "the extension still held its content handler 0.2 seconds after didReceive, "
            + "when the system would end its process and the kit stopped watching" }, "\(once.map { $0.note ?? "-" })")
    }
}
