import ConformanceCertification
import ConformanceEngine
import Foundation
import Testing

/// Issue 21: the simulator path is built here as far as this machine allows: the xcodebuild command lines certify
/// runs, the simulator's runtime read from simctl, and what the provenance says.
@Suite("Where the harness runs: program, host test bundle, simulator")
struct HarnessRunnerTests {
    let harness = URL(fileURLWithPath: "/cache/harness-1")
    let destination = "platform=iOS Simulator,name=iPhone 16,OS=18.2"

    @Test("xcodebuild builds the generated package's scheme for testing on the destination, into the harness's own folder")
    func buildForTesting() {
        let run = HarnessRunner.xcodebuild(.buildForTesting, harness: harness, destination: destination)
        #expect(run.command == ["xcrun", "xcodebuild", "build-for-testing", "-scheme", "ModuleConformanceHarness-Package",
                                "-destination", destination, "-derivedDataPath", "/cache/harness-1/.build/xcode"])
        #expect(run.environment.isEmpty)
    }

    @Test("Each attempt runs only the plan's test, one at a time, with a result bundle, its instructions named through TEST_RUNNER_")
    func testWithoutBuilding() {
        let instructions = URL(fileURLWithPath: "/tmp/run/instructions-1.json")
        let bundle = URL(fileURLWithPath: "/tmp/run/attempt-1.xcresult")
        let run = HarnessRunner.xcodebuild(.test(instructions: instructions, resultBundle: bundle), harness: harness, destination: destination)
        #expect(run.command == ["xcrun", "xcodebuild", "test-without-building", "-scheme", "ModuleConformanceHarness-Package",
                                "-destination", destination, "-derivedDataPath", "/cache/harness-1/.build/xcode",
                                "-only-testing:ConformanceHarnessTests/CertifiedPlanTests/testRunsThePlan",
                                "-parallel-testing-enabled", "NO", "-resultBundlePath", "/tmp/run/attempt-1.xcresult"])
        // xcodebuild hands a TEST_RUNNER_ variable to the test runner without the prefix: the name the test reads.
        #expect(run.environment == ["TEST_RUNNER_MODULE_CONFORMANCE_INSTRUCTIONS": "/tmp/run/instructions-1.json"])
        #expect("TEST_RUNNER_" + HarnessRunner.instructionsVariable == run.environment.keys.first)
    }

    @Test("The simulator's runtime is read from simctl's list by name (and OS, when the destination gives one) or by id")
    func runtime() {
        let list = """
            {"devices": {
              "com.apple.CoreSimulator.SimRuntime.iOS-17-5": [{"name": "iPhone 16", "udid": "A"}],
              "com.apple.CoreSimulator.SimRuntime.iOS-18-2": [{"name": "iPhone 16", "udid": "B"}, {"name": "iPad Air", "udid": "C"}]
            }}
            """
        #expect(HarnessRunner.runtime(of: destination, simctlJSON: list) == "iOS-18-2")
        #expect(HarnessRunner.runtime(of: "platform=iOS Simulator,name=iPhone 16,OS=17.5", simctlJSON: list) == "iOS-17-5")
        #expect(HarnessRunner.runtime(of: "platform=iOS Simulator,id=A", simctlJSON: list) == "iOS-17-5")
        #expect(HarnessRunner.runtime(of: "platform=iOS Simulator,name=iPhone 99", simctlJSON: list) == nil)
        #expect(HarnessRunner.runtime(of: destination, simctlJSON: "not json") == nil)
    }

    @Test("The provenance names where the checks ran")
    func provenance() {
        #expect(HarnessRunner.program.provenance().hasPrefix("host program ("))
        #expect(HarnessRunner.testBundle.provenance().hasPrefix("host test bundle (XCTest on "))
        #expect(HarnessRunner.simulator(destination: destination).provenance(runtime: "iOS-18-2")
            == "iOS Simulator (\(destination); runtime iOS-18-2)")
        #expect(!HarnessRunner.simulator(destination: destination).buildsProgram && HarnessRunner.testBundle.buildsProgram)
    }

    @Test("certify through the test path: instructions in a file the environment names; the verdicts are the program's")
    func throughTheTestPath() async throws {
        let conforming = try await certify(try ScratchPackage(classes: ["ConformingContinuityModule"])) { $0.runner = .testBundle }
        #expect(conforming.certified, "\(conforming.problems)")
        #expect(conforming.provenance?.ranIn?.hasPrefix("host test bundle") == true)
        let program = try await certify(try ScratchPackage(classes: ["ConformingContinuityModule"]))
        #expect(Dictionary(uniqueKeysWithValues: conforming.checks.map { ($0.checkID, $0.outcome) })
            == Dictionary(uniqueKeysWithValues: program.checks.map { ($0.checkID, $0.outcome) }))
        let broken = try await certify(try ScratchPackage(classes: ["BreaksForeignNotClaimed"])) { $0.runner = .testBundle }
        #expect(!broken.certified && broken.clauses.first { $0.id == "CONT-FOREIGN-NOT-CLAIMED" }?.outcome == .failed)
    }
}
