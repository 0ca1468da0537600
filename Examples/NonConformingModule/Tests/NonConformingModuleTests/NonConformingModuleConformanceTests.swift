import ModuleConformance
import NonConformingModule
import Testing

/// The same one line an author writes; these modules fail it on purpose (the fragile one hangs and crashes,
/// so run it only to see that).
@Test(.disabled("the modules hang and crash on purpose; certify runs them in its harness"),
      arguments: ConformanceCheck.declared(classes: [ModuleClass { GreedyLinkModule() }, ModuleClass { FragileLinkModule() }]))
func conformance(_ check: ConformanceCheck) async { await check.verify() }
