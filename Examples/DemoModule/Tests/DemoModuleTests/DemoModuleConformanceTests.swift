import DemoModule
import ModuleConformance
import Testing

/// The one line: every check module-conformance.json plans for the classes settings.json names, as certify runs them.
@Test(arguments: ConformanceCheck.declared(classes: [
    ModuleClass(DemoContinuityModule.init), ModuleClass(DemoPushModule.init), ModuleClass(DemoAlertsModule.init),
    ModuleClass(DemoNotificationServiceExtension.init), ModuleClass(DemoNotificationContentExtension.init),
    ModuleClass(DemoMathModule.init),
], deviceTokenFormatter: DemoDeviceToken.string(from:)))
func conformance(_ check: ConformanceCheck) async { await check.assertConforms() }
