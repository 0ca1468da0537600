import Foundation
import Q2ModuleInterfaces

/// Plays one sender-routing scenario through the reference push host with the author's module in its slot.
package struct PushRoutingRun: Sendable {
    package let scenario: PushRoutingFixture.Scenario
    package let lifecycle: @MainActor @Sendable () -> any PushLifecycleModule

    /// The verdict on who received the payload, once the clause's `requirements` are met.
    @MainActor package func verdict(requiring requirements: [PushRequirement]) -> Verdict {
        // The host reads the sender once at load; the payload is written from a second, separate read,
        // as a backend would copy the id: a sender that changes between reads cannot be targeted.
        let loadedID = type(of: lifecycle()).sender?.id
        let payloadID = type(of: lifecycle()).sender?.id
        var situation = PushSituation(readSenders: [loadedID, payloadID])
        if let unmet = requirements.firstUnmet(in: situation) {
            return .notApplicable(unmet, input: scenario.id)
        }
        let payload: PushPayload
        do {
            payload = try PushPayload.expand(scenario.input.payload, with: ["sender": payloadID ?? ""])
        } catch {
            return Verdict(.failed, input: scenario.id, expected: "-", actual: "fixture error: \(error)")
        }
        situation.nearMissIsOwnID = payload.sender != nil && payload.sender == payloadID && scenario.expected.deliveredTo.count > 1
        if let unmet = requirements.firstUnmet(in: situation) {
            return .notApplicable(unmet, input: "sender \"\(payload.sender ?? "")\"")
        }
        let modules = scenario.input.modules.map { peer in
            PushHost.Module(name: peer.name, senderID: peer.underTest == true ? loadedID : peer.sender)
        }
        let delivered = PushHost(modules: modules).recipients(of: payload.userInfo)
        let sent = payload.json.objectValue?["sender"].map { "\($0)" } ?? "no sender key"
        let input = "payload sender \(sent); modules \(modules.map { "\($0.name)=\($0.senderID ?? "none")" }.joined(separator: ", "))"
        let expected = scenario.expected.deliveredTo
        return Verdict(passing: delivered == expected, input: input, expected: "delivered to [\(expected.joined(separator: ", "))]",
                       actual: "delivered to [\(delivered.joined(separator: ", "))]")
    }
}
