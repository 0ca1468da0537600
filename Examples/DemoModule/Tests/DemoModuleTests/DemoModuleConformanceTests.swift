import DemoModule
import ModuleConformance
import Testing

@Test(arguments: ConformanceCheck.continuity(owning: "com.q2.mobile.module.demo/path") { DemoContinuityModule() })
func continuityConformance(_ check: ConformanceCheck) async { await check.verify() }

@Test(arguments: ConformanceCheck.push(
    .module("q2-demo-ios", lifecycle: { DemoPushModule() }, serviceExtension: { DemoNotificationServiceExtension() },
            payloadKey: "demo", contentExtension: { DemoNotificationContentExtension() }, contentCategories: ["Q2Demo"]),
    .module("q2-demo-alerts-ios", lifecycle: { DemoAlertsModule() }),
    settings: "../../settings.json", deviceTokenFormatter: DemoDeviceToken.string))
func pushConformance(_ check: ConformanceCheck) async { await check.verify() }

@Test(arguments: ConformanceCheck.method(
    .module("com.q2.mobile.module.demo-math", methods: ["sum": ["a": 2, "b": 3], "multiply": ["a": 4, "b": 2.5], "divide": ["a": 9, "b": 3]]) {
        DemoMathModule()
    }))
func methodConformance(_ check: ConformanceCheck) async { await check.verify() }
