import ConformanceEngine
import Foundation
import Q2ModuleInterfaces

/// The checks the kit's self-tests run, with short budgets: one builder per contract, shared by the
/// broken-input registry and the tests.
public enum SelfTestChecks {
    /// The link target every continuity self-test module owns.
    public static let demoTarget = "com.q2.mobile.module.demo/path"
    /// The target another module of the same package owns, as a plan passes it: no golden fixture names it.
    public static let siblingTarget = "com.q2.mobile.module.demo-alerts/inbox"

    /// Short budgets for continuity: a handler that has not come within 60 ms does not come.
    /// A handler a module keeps is watched for a late call 5 s past its check, not 30: broken modules that keep every
    /// handler (`BreaksBackgroundSessionCompletes`) would hold each check that long; the late callers call after 2.5 s.
    public static let continuityOptions = ConformanceOptions(sdkVersion: nil, handlerBudget: .milliseconds(60), lateCallWindow: .seconds(5))
    /// Budgets for push callbacks and extensions: a callback that returns at once is far within a second under any load
    /// (150 ms was not, at a load of eleven on two cores), and a module that hangs costs its long-lived check little,
    /// since PUSH-LONG-LIVED stops delivering to it once its hung calls took the patience.
    public static let pushOptions = ConformanceOptions(sdkVersion: nil, handlerBudget: .milliseconds(40), callbackBudget: .seconds(1),
                                                       lateCallWindow: .seconds(5),
                                                       serviceExtensionBudget: .milliseconds(200), silentNotificationBudget: .seconds(1))
    /// Push budgets for a late delivery: the kit calls the expiry after 1 s without a delivery, and the extension's
    /// process lives 10 s, so a download that delivers 3 s after didReceive is late, with seconds to spare either way.
    public static let lateDeliveryOptions = ConformanceOptions(sdkVersion: nil, handlerBudget: .milliseconds(40),
                                                               callbackBudget: .seconds(1), serviceExtensionBudget: .seconds(10),
                                                               serviceExtensionPatience: .seconds(1),
                                                               silentNotificationBudget: .seconds(1))
    /// Budgets for typed requests and Tecton methods: an answer at once is far within a second under any load.
    public static let methodOptions = ConformanceOptions(sdkVersion: nil, handlerBudget: .milliseconds(40), callbackBudget: .seconds(1),
                                                         lateCallWindow: .seconds(5))

    /// Every continuity check for a module that owns the demo target, beside a module that owns the sibling target.
    public static func continuity(options: ConformanceOptions = continuityOptions, siblings: [String] = [siblingTarget],
                                  _ make: @escaping @MainActor @Sendable () -> any ContinuityLifecycleModule) throws -> [ConformanceCheck] {
        try ConformanceCheck.continuity(owning: [demoTarget], handlingActivityTypes: [], siblings: siblings.compactMap(ContinuityTarget.init),
                                        options: options, store: FixtureStore.bundled(), module: make)
    }

    /// Every push check for a set of declarations, optionally with an app's settings.json.
    package static func push(_ modules: [PushModuleDeclaration], settings: JSON? = nil,
                            tokenFormatter: (@Sendable (Data) -> String)? = ConformingPushLifecycleModule.hex,
                            options: ConformanceOptions = pushOptions) throws -> [ConformanceCheck] {
        let parsed = try settings.map { json in try SettingsFile.parse(json, file: "settings.json") }
        return try ConformanceCheck.push(modules, settings: parsed, deviceTokenFormatter: tokenFormatter, options: options,
                                         store: FixtureStore.bundled())
    }

    /// The results of one push clause's checks for the conforming push declaration with the given service extension.
    package static func serviceExtension(_ clause: ClauseID, options: ConformanceOptions = pushOptions,
                                         _ make: @escaping @Sendable () -> ConformingServiceExtension) async throws -> [CheckResult] {
        await runAll(try push([PushDeclarations.conforming(serviceExtension: make)], options: options).filter { $0.clause == clause })
    }

    /// Every method check for the conforming method declaration, made with the given module.
    public static func method(options: ConformanceOptions = methodOptions,
                              _ make: @escaping @Sendable () -> ConformingMethodModule) throws -> [ConformanceCheck] {
        try ConformanceCheck.method([ConformingMethodModule.declaration(make)], options: options, store: FixtureStore.bundled())
    }

    /// Every app-configuration check of an app around the conforming push modules, planned as certify plans them.
    package static func app(_ app: AppDeclarations = .conforming) throws -> [ConformanceCheck] {
        let package = try DeclaredPackage.parse(declaration: app.declaration, named: "module-conformance.json",
                                                settings: app.settings, named: "settings.json", files: app.files)
        let classes = [ModuleClass { ConformingPushLifecycleModule() }, ModuleClass { ConformingServiceExtension() },
                       ModuleClass { ConformingContentExtension() }, ModuleClass { PeerPushLifecycleModule() }]
        return CertificationPlan(package: package, classes: classes, deviceTokenFormatter: ConformingPushLifecycleModule.hex,
                                 options: pushOptions).checks.filter { ClauseCatalog.clause($0.clause)?.contract == .app }
    }

    /// The checks of a contract's conforming modules, which pass every clause.
    public static func conforming(_ contract: Contract) throws -> [ConformanceCheck] {
        switch contract {
        case .continuity: try continuity { ConformingContinuityModule() }
        case .push: try push(PushDeclarations.conformingSet, settings: PushDeclarations.conformingSettings)
        case .method: try method { ConformingMethodModule() }
        case .app: try app()
        default: []
        }
    }

    /// Runs checks concurrently (most of their time is budgeted waiting) and returns the results. The checks stand for
    /// one app, with a typed-request gate of their own: another test's checks, running beside them in this process, are
    /// another app's.
    public static func runAll(_ checks: [ConformanceCheck]) async -> [CheckResult] {
        await TypedRequestGate.currentLocal.withValue(TypedRequestGate()) {
            await withTaskGroup(of: CheckResult.self) { group in
                for check in checks { group.addTask { await check.run() } }
                var results: [CheckResult] = []
                for await result in group { results.append(result) }
                return results
            }
        }
    }

    /// Runs checks concurrently and returns the failed checks of required clauses.
    public static func requiredFailures(_ checks: [ConformanceCheck]) async -> [CheckResult] {
        await runAll(checks).filter { $0.outcome == .failed && $0.level == .required }
    }

    /// The clauses with at least one failed check.
    public static func failedClauses(_ results: [CheckResult]) -> Set<ClauseID> {
        Set(results.filter { $0.outcome == .failed }.map(\.clause))
    }
}
