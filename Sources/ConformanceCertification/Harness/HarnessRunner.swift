import ConformanceEngine
import Foundation
import HarnessJournal

/// Where certify runs the generated harness: its program on the host, its test target as a test bundle on the host,
/// or that test target on an iOS simulator through `xcodebuild`, for modules that import UIKit.
package enum HarnessRunner: Sendable, Hashable {
    case program
    case testBundle
    /// An `xcodebuild -destination` value, such as `platform=iOS Simulator,name=iPhone 16`.
    case simulator(destination: String)

    /// The variable that names the instructions file to the harness's test (`HarnessInstructions.variable`).
    package static var instructionsVariable: String { HarnessInstructions.variable }
    /// The generated test target and the one test in it that runs the plan.
    package static let testTarget = "ConformanceHarnessTests"
    package static let testCase = "CertifiedPlanTests"
    package static let testMethod = "testRunsThePlan"
    /// The scheme Xcode makes for every target of the generated package.
    package static let scheme = "ModuleConformanceHarness-Package"

    /// Whether the generated package has the program: iOS cannot build a command-line program.
    package var buildsProgram: Bool {
        if case .simulator = self { return false }
        return true
    }

    /// Whether the harness takes its instructions from a file its test is told about, rather than on standard input.
    package var readsInstructionsFile: Bool { self != .program }

    /// The arguments that make a host test bundle run only the plan's test (swift-corelibs-xctest's filter form).
    package static var testBundleArguments: [String] { ["\(testTarget).\(testCase)/\(testMethod)"] }

    /// The `xcodebuild` invocations of the simulator path: one that builds for testing, and one per attempt that runs the
    /// plan's test on `destination`, its instructions named through the test runner's environment.
    package static func xcodebuild(_ action: XcodebuildAction, harness: URL, destination: String) -> (command: [String], environment: [String: String]) {
        var command = ["xcrun", "xcodebuild", action.verb, "-scheme", scheme, "-destination", destination,
                       "-derivedDataPath", harness.appendingPathComponent(".build/xcode").path]
        var environment: [String: String] = [:]
        switch action {
        case .buildForTesting:
            break
        case .test(let instructions, let resultBundle):
            command += ["-only-testing:\(testTarget)/\(testCase)/\(testMethod)", "-parallel-testing-enabled", "NO",
                        "-resultBundlePath", resultBundle.path]
            environment["TEST_RUNNER_" + instructionsVariable] = instructions.path
        }
        return (command, environment)
    }

    /// What `xcodebuild` is asked to do.
    package enum XcodebuildAction: Sendable, Hashable {
        case buildForTesting
        case test(instructions: URL, resultBundle: URL)

        var verb: String {
            switch self {
            case .buildForTesting: "build-for-testing"
            case .test: "test-without-building"
            }
        }
    }

    /// Where the checks ran, as the report's provenance says it; `runtime` is the simulator's, when known.
    package func provenance(runtime: String? = nil) -> String {
        switch self {
        case .program: "host program (\(ProvenanceProbe.operatingSystem))"
        case .testBundle: "host test bundle (XCTest on \(ProvenanceProbe.operatingSystem))"
        case .simulator(let destination): "iOS Simulator (\(destination); runtime \(runtime ?? "as xcodebuild chose"))"
        }
    }

    /// The runtime of the simulator a destination names (`name=…` or `id=…`), read from `xcrun simctl list devices --json`.
    package static func runtime(of destination: String, simctlJSON text: String) -> String? {
        let fields = Dictionary(destination.split(separator: ",").compactMap { pair -> (String, String)? in
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            return parts.count == 2 ? (parts[0], parts[1]) : nil
        }, uniquingKeysWith: { first, _ in first })
        guard let object = PackageTree.object(text), let devices = object["devices"] as? [String: [[String: Any]]] else { return nil }
        let os = fields["OS"].map { "-" + $0.replacingOccurrences(of: ".", with: "-") }
        for (runtime, list) in devices.sorted(by: { $0.key > $1.key }) where os.map({ runtime.hasSuffix($0) }) ?? true {
            let match = list.contains { device in
                (fields["id"].map { $0 == device["udid"] as? String } ?? true)
                    && (fields["name"].map { $0 == device["name"] as? String } ?? true)
            }
            if match { return runtime.replacingOccurrences(of: "com.apple.CoreSimulator.SimRuntime.", with: "") }
        }
        return nil
    }
}
