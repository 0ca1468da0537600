import ConformanceEngine
import ConformanceTestSupport
import Foundation
import Q2ModuleInterfaces
import Testing

/// Review 29's bridgecast: a payload's numbers and Booleans reach a module as the system decodes them, NSNumbers, so
/// that a cast to Bool or Double answers as in an app.
@Suite("A payload's numbers reach the module as NSNumbers")
struct PayloadBridgingTests {
    @Test("Numbers and Booleans cast as a decoded payload's do: 1 to Bool and Double, 25 to Double and Int")
    func casts() throws {
        let userInfo = try PushPayload.expand(["aps": ["mutable-content": 1, "badge": 25], "flag": true, "amount": 12.5], with: [:]).userInfo
        let aps = try #require(userInfo["aps"] as? [String: Any])
        #expect((aps["mutable-content"] as? Bool) == true && (aps["mutable-content"] as? Double) == 1)
        #expect((aps["badge"] as? Double) == 25 && (aps["badge"] as? Int) == 25)
        #expect((userInfo["flag"] as? Bool) == true && (userInfo["amount"] as? Double) == 12.5)
        let decoded = try #require(try JSONSerialization.jsonObject(with: Data(#"{"mutable-content":1}"#.utf8)) as? [String: Any])
        #expect((decoded["mutable-content"] as? Bool) == (aps["mutable-content"] as? Bool))
    }

    @Test("An extension that rewrites other modules' notifications asking for it, read with as? Bool, fails PUSH-SVC-FOREIGN-UNCHANGED; the conforming one passes")
    func mutableContentAsBool() async throws {
        let caught = try await SelfTestChecks.serviceExtension("PUSH-SVC-FOREIGN-UNCHANGED") { BrandsWhatAsksForMutableContent() }
        #expect(caught.contains { $0.outcome == .failed && $0.actual.contains("Bill Pay · ") }, "\(caught.map(\.actual))")
        let conforming = try await SelfTestChecks.serviceExtension("PUSH-SVC-FOREIGN-UNCHANGED") { ConformingServiceExtension() }
        #expect(!conforming.isEmpty && conforming.allSatisfy { $0.outcome != .failed }, "\(conforming.map(\.actual))")
    }
}
