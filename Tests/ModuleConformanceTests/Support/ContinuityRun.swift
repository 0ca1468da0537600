import ConformanceEngine
import ConformanceTestSupport
import ModuleInterfaces

/// The demo target every self-test module owns.
let demoTarget = "com.q2.mobile.module.demo/path"

/// Options that keep the self-tests fast: a short handler budget.
let fastOptions = ConformanceOptions(sdkVersion: nil, handlerBudget: .milliseconds(60))

/// Runs every continuity check for a module and returns the results.
func continuityResults(
    options: ConformanceOptions = fastOptions,
    excluding excluded: Set<ClauseID> = [],
    _ make: @escaping @Sendable () -> any ContinuityLifecycleModule
) async -> [CheckResult] {
    var results: [CheckResult] = []
    for check in ConformanceCheck.continuity(owning: demoTarget, options: options, module: make)
    where !excluded.contains(check.clause) {
        results.append(await check.run())
    }
    return results
}

/// The clauses with at least one failed check.
func failedClauses(_ results: [CheckResult]) -> Set<ClauseID> {
    Set(results.filter { $0.outcome == .failed }.map(\.clause))
}
