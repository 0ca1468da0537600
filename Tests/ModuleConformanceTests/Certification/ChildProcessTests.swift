import ConformanceCertification
import ConformanceEngine
import Foundation
import Testing

/// What certify keeps of a command's output lives in its own memory, outside the boundary's bound.
@Suite("A command's output is bounded")
struct ChildProcessTests {
    @Test("Review 14 (output flood): a command that prints more than 64 MiB is stopped, saying so, and no more is handed on; a quiet one is not")
    func floodIsStopped() async {
        let handed = EventLog<Int>()
        // Far more than the limit, in lines of a kilobyte, as the review's manifest printed them. Off the cooperative
        // pool: a command waited for there holds one of its few threads.
        let script = "yes \(String(repeating: "x", count: 1_023)) | head -c 100000000"
        let flood = await offThread { ChildProcess.run(["sh", "-c", script], budget: .seconds(120), onLine: { handed.append($0.utf8.count + 1) }) }
        #expect(flood.exceeded?.contains("printed more than 64 MiB or 1000000 lines of output") == true, "\(flood.summary)")
        #expect(handed.values.reduce(0, +) <= (64 << 20) + (2 << 20), "\(handed.values.reduce(0, +)) bytes handed on")
        // A flood of empty lines is stopped by their count.
        let empty = await offThread { ChildProcess.run(["sh", "-c", "yes '' | head -c 30000000"], budget: .seconds(120)) }
        #expect(empty.exceeded?.contains("lines of output") == true, "\(empty.summary)")
        let quiet = await offThread { ChildProcess.run(["sh", "-c", "echo done"], budget: .seconds(20)) }
        #expect(quiet.succeeded && quiet.exceeded == nil)
    }
}
