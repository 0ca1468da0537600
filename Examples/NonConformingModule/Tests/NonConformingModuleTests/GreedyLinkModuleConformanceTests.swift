import ModuleConformance
import NonConformingModule
import Testing

@Test(arguments: ConformanceCheck.continuity(owning: "com.q2.mobile.module.greedy/path") { GreedyLinkModule() })
func continuityConformance(_ check: ConformanceCheck) async { await check.verify() }
