// A harness like the self-test one whose product also holds C code that runs before main (Tests/PreMainAttack):
// certify must refuse to run it.
import ConformanceTestSupport
import ModuleConformanceHarness
import PreMainAttack

_ = pre_main_attack_ran()
await CertificationHarness.main([ModuleClass { ConformingContinuityModule() }], deviceTokenFormatter: nil)
