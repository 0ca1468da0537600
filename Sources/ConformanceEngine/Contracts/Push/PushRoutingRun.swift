import Foundation
import ModuleInterfaces

/// Plays one sender-routing scenario through the reference push host with the author's module in its slot.
package struct PushRoutingRun: Sendable {
    package struct Outcome: Sendable {
        package let outcome: ConformanceEngine.Outcome
        package let input: String
        package let expected: String
        package let actual: String
        package let note: String?
    }

    package let scenario: PushRoutingFixture.Scenario
    package let lifecycle: @Sendable () -> any PushLifecycleModule

    package func run() -> Outcome {
        // The host reads the sender once at load; the payload is written from a second, separate read,
        // as a backend would copy the id: a sender that changes between reads cannot be targeted.
        let loadedID = type(of: lifecycle()).sender?.id
        let payloadID = type(of: lifecycle()).sender?.id
        guard let loadedID, let payloadID else {
            return Outcome(outcome: .notApplicable, input: scenario.id, expected: "-", actual: "not run",
                           note: "the module names no sender; PUSH-SENDER-PRESENT reports it")
        }
        let payload: PushPayload
        do {
            payload = try PushPayload.expand(scenario.input.payload, with: ["sender": payloadID])
        } catch {
            return Outcome(outcome: .failed, input: scenario.id, expected: "-", actual: "fixture error: \(error)", note: nil)
        }
        if let sent = payload.sender, sent == payloadID, scenario.expected.deliveredTo.count > 1 {
            return Outcome(outcome: .notApplicable, input: "sender \"\(sent)\"", expected: "-", actual: "not run",
                           note: "for this module's id the near miss is the id itself")
        }
        let modules = scenario.input.modules.map { peer in
            PushHost.Module(name: peer.name, senderID: peer.underTest == true ? loadedID : peer.sender)
        }
        let delivered = PushHost(modules: modules).recipients(of: payload.userInfo)
        let sent = payload.json.objectValue?["sender"].map { "\($0)" } ?? "no sender key"
        let input = "payload sender \(sent); modules \(modules.map { "\($0.name)=\($0.senderID ?? "none")" }.joined(separator: ", "))"
        let expected = scenario.expected.deliveredTo
        return Outcome(outcome: delivered == expected ? .passed : .failed, input: input,
                       expected: "delivered to [\(expected.joined(separator: ", "))]",
                       actual: "delivered to [\(delivered.joined(separator: ", "))]", note: nil)
    }
}
