@testable import ConformanceCertification
import Foundation
import Testing

/// Two runs in one harness folder take turns (the sixth trial's C17: two certify runs of one package at once, and the
/// first failed with SwiftPM's "invalid access" in the shared build folder).
@Suite("One certify at a time in a harness folder")
struct HarnessLockTests {
    @Test("A second run waits, saying so, and gets the lock once the first lets go; without it, it stops at its budget naming the folder")
    func secondRunWaits() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("harness-lock-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let harness = root.appendingPathComponent("harness-abc")
        try FileManager.default.createDirectory(at: harness, withIntermediateDirectories: true)
        let first = try HarnessLock.acquire(harness, budget: .seconds(1), waiting: {}).get()
        var told = false
        switch HarnessLock.acquire(harness, budget: .milliseconds(300), waiting: { told = true }) {
        case .success: Issue.record("a second run took the lock the first holds")
        case .failure(let problem): #expect(problem.message.contains("another certify kept the harness at \(harness.path)"))
        }
        #expect(told)
        first.release()
        told = false
        let second = try HarnessLock.acquire(harness, budget: .milliseconds(300), waiting: { told = true }).get()
        #expect(!told)
        second.release()
    }
}
