import ConformanceEngine
import Foundation
import Testing

/// The timer thread every budget shares runs actions in the order of their times.
@Suite("Deadlines")
struct DeadlinesTests {
    @Test("Actions given out of order run soonest first (a1 and a2, given 100 ms ahead one after the other, in that order)")
    func order() async {
        let ran = EventLog<String>()
        let now = Duration.milliseconds(0)
        // Times far apart compared with the scheduling itself, so that the order given cannot decide the order run.
        let plan: [(String, Duration)] = [("c", now + .milliseconds(300)), ("a1", now + .milliseconds(100)),
                                          ("b", now + .milliseconds(200)), ("a2", now + .milliseconds(100))]
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let left = EventLog<Int>()
            for (name, delay) in plan {
                Deadlines.shared.after(delay) {
                    ran.append(name)
                    left.append(1)
                    if left.values.count == plan.count { done.resume() }
                }
            }
        }
        #expect(ran.values == ["a1", "a2", "b", "c"])
    }
}
