import ModuleConformance
import NonConformingModule
import Testing

@Test(arguments: ConformanceCheck.continuity(owning: "com.q2.mobile.module.fragile/path") { FragileLinkModule() })
func fragileContinuityConformance(_ check: ConformanceCheck) async { await check.verify() }
