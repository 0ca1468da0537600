import ModuleConformance
import NonConformingModule
import Testing

/// The same one line an author writes. These modules fail it on purpose, so this test FAILS, with exactly:
///
/// - CONT-FOREIGN-NOT-CLAIMED: GreedyLinkModule claims every `com.partner.` link, another module's links;
/// - SETUP: settings.json names RetiredLinkModule, a class the product no longer has.
///
/// `.ci/examples-tests` requires that set of failing clauses, no more and no fewer. FragileLinkModule's checks of the
/// two clauses it breaks by hanging or crashing are left out (see `runsOnlyUnderCertify`); its other checks run here.
@Test(arguments: ConformanceCheck.declared(classes: [ModuleClass(GreedyLinkModule.init), ModuleClass(FragileLinkModule.init)])
    .filter { !runsOnlyUnderCertify($0) })
func conformance(_ check: ConformanceCheck) async { await check.assertConforms() }

/// FragileLinkModule's CONT-WILL-CONTINUE and CONT-FAIL-SURVIVES checks, and CONT-LONG-LIVED's, whose one instance is
/// asked about the Handoff activity too. Asked about another module's Handoff activity it sleeps for an hour (a hang),
/// and told that an activity failed to continue it force-casts the error and aborts (a crash). Inside `swift test` a crash ends the whole test process and a hang never ends, so these checks run only
/// under `module-conformance certify`, whose harness survives both and reports CONT-WILL-CONTINUE and
/// CONT-FAIL-SURVIVES (and CONT-LONG-LIVED) failed, with the hang and the crash (`.ci/run` requires exactly that).
func runsOnlyUnderCertify(_ check: ConformanceCheck) -> Bool {
    check.module == "FragileLinkModule" && ["CONT-WILL-CONTINUE", "CONT-FAIL-SURVIVES", "CONT-LONG-LIVED"].contains(check.clause)
}
