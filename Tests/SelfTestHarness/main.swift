// A certification harness as `certify` generates it, built from the kit's own test modules, so the kit's tests
// can run the runner end to end without building a package. Which classes are certified is settings.json's say.
import ConformanceTestSupport
import ModuleConformanceHarness

await CertificationHarness.main([
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
    ModuleClass { HangingLinkModule() },
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
], deviceTokenFormatter: nil)
