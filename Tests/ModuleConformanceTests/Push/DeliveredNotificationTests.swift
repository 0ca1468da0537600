import ConformanceEngine
import Foundation
import Q2ModuleInterfaces
import Testing

/// The notifications the kit delivers look as an app's do, in what a module could tell a run by.
@Suite("A delivered notification")
struct DeliveredNotificationTests {
    @Test("Review 26 (datetell): a notification arrived a moment ago, at a time drawn per notification, never at a fixed date")
    func arrivedAMomentAgo() throws {
        let dates = try (0..<20).map { index in
            let request = UNNotificationRequest(identifier: PushPayload.identifier(seed: 7, salt: "date/\(index)"),
                                                content: UNMutableNotificationContent(), trigger: nil)
            return try SystemObjects.notification(for: request).date
        }
        let now = Date()
        #expect(dates.allSatisfy { now.timeIntervalSince($0) >= 0 && now.timeIntervalSince($0) < 31 }, "\(dates)")
        #expect(Set(dates.map { Int(now.timeIntervalSince($0) * 10) }).count > 10, "drawn per notification: \(dates)")
        // A date the caller gives is kept.
        let given = Date(timeIntervalSinceReferenceDate: 1_000)
        let request = UNNotificationRequest(identifier: "r", content: UNMutableNotificationContent(), trigger: nil)
        #expect(try SystemObjects.notification(for: request, date: given).date == given)
    }
}
