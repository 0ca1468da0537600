import ConformanceEngine
import ConformanceTestSupport
import Foundation
import ModuleInterfaces

/// Budgets that keep the push self-tests fast.
let fastPushOptions = ConformanceOptions(sdkVersion: nil, handlerBudget: .milliseconds(40), callbackBudget: .milliseconds(150),
                                         serviceExtensionBudget: .milliseconds(200))

/// Settings for the conforming set, as an app's settings.json with both modules.
let conformingSettingsJSON: JSONValue = [
    "push": true,
    "modules": [
        ["name": "conforming", "className": "ConformingPushLifecycleModule",
         "pushServiceClassName": "ConformingServiceExtension", "pushContentClassName": "ConformingContentExtension",
         "identifier": "com.q2.mobile.module.conforming", "push": true, "enabled": true],
        ["name": "peer", "className": "PeerPushLifecycleModule", "identifier": "com.q2.mobile.module.peer",
         "push": true, "enabled": true],
    ],
]

/// Every push check for a set of declarations, optionally with settings.
func pushChecks(_ modules: [PushModuleDeclaration], settings: JSONValue? = nil,
                tokenFormatter: (@Sendable (Data) -> String)? = ConformingPushLifecycleModule.hex,
                options: ConformanceOptions = fastPushOptions) throws -> [ConformanceCheck] {
    let parsed = try settings.map { json throws(FixtureError) in try PushSettings.parse(json, file: "settings.json") }
    return try ConformanceCheck.push(modules, settings: parsed, deviceTokenFormatter: tokenFormatter, options: options,
                                     store: FixtureStore.bundled())
}

/// Runs checks concurrently (most of their time is budgeted waiting) and returns the results.
func runAll(_ checks: [ConformanceCheck]) async -> [CheckResult] {
    await withTaskGroup(of: CheckResult.self) { group in
        for check in checks { group.addTask { await check.run() } }
        var results: [CheckResult] = []
        for await result in group { results.append(result) }
        return results
    }
}
