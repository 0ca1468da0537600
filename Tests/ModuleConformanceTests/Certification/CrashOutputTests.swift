@testable import ConformanceCertification
import Testing

/// What certify keeps of a crashing harness's output for the crash's incident.
@Suite("A crash's reason, from the harness's output")
struct CrashOutputTests {
    @Test("The runtime's fatal-error line and what the kit was giving the module are kept; other lines are not")
    func reason() {
        let output = CrashOutput()
        output.observe("building [3/4]")
        output.observe("module-conformance: the process crashed while this check ran: PUSH-TAP-BUDGET · push/lifecycle.json#plain-alert "
            + "(fixture push/lifecycle.json#plain-alert, clause PUSH-TAP-BUDGET), while the kit gave it the action 'rewards.view' "
            + "of the module's category 'rewards'")
        output.observe("Rewards/Push.swift:40: Fatal error: the action's text was not what this module expected")
        #expect(output.reason == "Rewards/Push.swift:40: Fatal error: the action's text was not what this module expected; "
            + "the module was given the action 'rewards.view' of the module's category 'rewards'")
        let plain = CrashOutput()
        plain.observe("module-conformance: the process crashed while this check ran: CONT-OWN-CLAIMED · x (fixture x, clause CONT-OWN-CLAIMED)")
        #expect(plain.reason == nil)
        // Trial 25's w99: a check that began signed out says so.
        let signedOut = CrashOutput()
        signedOut.observe("module-conformance: the process crashed while this check ran: METHOD-SELECTOR-JSON · x (fixture x, clause "
            + "METHOD-SELECTOR-JSON; no signed-in user when it began)")
        #expect(signedOut.reason == "the check began with no signed-in user (the data source's user was nil)")
        // A trap with no message (a release build's force-unwrap): certify then says so, and how to see the line.
        #expect(!plain.hasMessage && output.hasMessage)
        #expect(CrashOutput.silentTrap.contains("MODULE_CONFORMANCE_CLAUSES=<this clause> swift test"))
    }
}
