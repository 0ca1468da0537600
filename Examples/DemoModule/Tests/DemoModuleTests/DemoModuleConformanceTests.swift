import DemoModule
import ModuleConformance
import Testing

@Test(arguments: ConformanceCheck.continuity(owning: "com.q2.mobile.module.demo/path") { DemoContinuityModule() })
func continuityConformance(_ check: ConformanceCheck) async { await check.verify() }
