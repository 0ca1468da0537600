import DemoModule
import ModuleConformance
import Testing

/// The one line: every check module-conformance.json plans for the classes settings.json names, as certify runs them.
@Test(arguments: ConformanceCheck.declared(classes: [
    ModuleClass { DemoContinuityModule() }, ModuleClass { DemoPushModule() }, ModuleClass { DemoAlertsModule() },
    ModuleClass { DemoNotificationServiceExtension() }, ModuleClass { DemoNotificationContentExtension() },
    ModuleClass { DemoMathModule() },
], deviceTokenFormatter: DemoDeviceToken.string(from:)))
func conformance(_ check: ConformanceCheck) async { await check.assertConforms() }
