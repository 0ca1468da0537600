// A certification harness as `certify` generates it, built from the kit's own test modules, so the kit's tests
// can run the runner end to end without building a package. Which classes are certified is settings.json's say.
import ConformanceTestSupport
import Foundation
import ModuleConformanceHarness

// Run as certify runs a test bundle (`HarnessRunner.testBundle`), its instructions come from a file the environment
// names, as the generated test target takes them; otherwise on standard input, as the generated program does.
let classes = [
    ModuleClass { ConformingContinuityModule() },
    ModuleClass { BreaksForeignNotClaimed() },
    ModuleClass { BreaksSiblingNotClaimed() },
    ModuleClass { SiblingLinkModule() },
    ModuleClass { ForgingLinkModule() },
    ModuleClass { SniffingLinkModule() },
    ModuleClass { KeyThiefLinkModule() },
    ModuleClass { ExitingLinkModule() },
    ModuleClass { CrashingLinkModule() },
    ModuleClass { BreaksFailSurvives() },
    ModuleClass { HonestUnlessAlone() },
    ModuleClass { HonestUnlessLaunchSet() },
    ModuleClass { LaunchCensusPushModule() },
    ModuleClass { HangingLinkModule() },
    ModuleClass { DeliberateLinkModule() },
    ModuleClass { NotAModule() },
    ModuleClass { SchemeCrashingLinkModule() },
    ModuleClass { LockingLinkModule() },
    ModuleClass { ShadowHolder.ShadowedLinkModule() },
    ModuleClass { ConformingPushLifecycleModule() },
    ModuleClass { ConformingMethodModule() },
    ModuleClass { ConformingServiceExtension() },
    ModuleClass { SpinningPushModule() },
    ModuleClass { MainHoggingPushModule() },
    ModuleClass { HostileCrashingPushModule() },
    ModuleClass { NeverDeliveringServiceExtension() },
    ModuleClass { StallsInCategories() },
] as [ModuleClass]
if ProcessInfo.processInfo.environment[CertificationHarness.instructionsVariable] != nil {
    await CertificationHarness.runAsTest(classes: { classes }, deviceTokenFormatter: nil)
    exit(0)
}
await CertificationHarness.main(classes, deviceTokenFormatter: nil)
