// conformance-benchmark: measures what issue 9 promises, side by side in one run, and prints ratios.
//
//   swift run conformance-benchmark [--runs N]
//
// 1. Warm `swift run module-conformance certify` of the bundled example against its own warm `swift test`
//    (target: at most 2x), and the plugin `swift package certify-modules` on it against that certify (at most 2x).
// 2. certify of modules that misbehave the way real ones do (Benchmarks/MisbehavingModules), blocking ones included:
//    each must be refused, with every other clause judged and no check unrun, in at most 60 s.
// 3. What the one line costs a module author's package: the kit's lines its test target compiles and the clean build
//    time it adds, for the kit as it is and for the last revision before certification left the authors' build
//    (`--before REV` names another; `--part consumer` runs this part alone, `--part certify` the other two).
// A missed target never fails it: it prints what it measured, and marks the miss. A command that fails is never
// timed: when one exits with other than the status it must (0, or 1 for a misbehaving module's certify, which must be
// refused), the benchmark prints the command, its exit status and the tail of its output, and exits 1.
#if os(Linux) || os(macOS)
import Foundation

let kit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let arguments = CommandLine.arguments.dropFirst()
/// The value after `option`, if the command line has one.
func value(of option: String) -> String? {
    arguments.firstIndex(of: option).flatMap { arguments.index(after: $0) < arguments.endIndex ? arguments[arguments.index(after: $0)] : nil }
}
let runs = value(of: "--runs").flatMap(Int.init) ?? 3
let part = value(of: "--part")
if let part, !["certify", "consumer"].contains(part) { fail("--part is certify or consumer, not \(part)") }
/// The last revision whose test targets compiled the whole certifier (before the engine was split).
let before = value(of: "--before") ?? "3485679"

struct Timed {
    let seconds: Double
    let status: Int32
}

/// Runs a command in the kit's folder, its output kept in a file, and times it; stops the benchmark when the command
/// exits with other than `expected` or is ended by a signal, so a failed command is never timed.
func run(_ command: [String], log: String, expecting expected: Int32 = 0) -> Timed {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = command
    process.currentDirectoryURL = kit
    let output = kit.appendingPathComponent(".build/benchmark-\(log).txt")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    let handle = try! FileHandle(forWritingTo: output)
    process.standardOutput = handle
    process.standardError = handle
    let start = Date()
    try! process.run()
    process.waitUntilExit()
    try? handle.close()
    let timed = Timed(seconds: Date().timeIntervalSince(start), status: process.terminationStatus)
    if process.terminationReason == .uncaughtSignal || timed.status != expected {
        refuse(command, ended: process.terminationReason == .uncaughtSignal ? "signal \(timed.status)" : "exit status \(timed.status)",
               expected: expected, output: output)
    }
    return timed
}

/// Stops the benchmark over a command that failed: the command, how it ended, and the tail of its output.
func refuse(_ command: [String], ended: String, expected: Int32, output: URL) -> Never {
    let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    // Swift Testing's "◇ … started." lines would fill the tail; the issues and the outcome come after them.
    let tail = text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("◇ ") }.suffix(30)
        .joined(separator: "\n")
    let message = """
        benchmark stopped: a command it runs failed, so nothing of this run is timed
          command:  \(command.joined(separator: " ")) (in \(kit.path))
          ended:    \(ended), expected exit status \(expected)
          output:   \(output.path), last lines (without Swift Testing's "started" lines):
        \(tail)

        """
    FileHandle.standardError.write(Data(message.utf8))
    exit(1)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

func format(_ seconds: Double) -> String { String(format: "%6.2f s", seconds) }

/// How many checks a report left unrun outside a clause that had already failed; `nil` when there is no report.
func unrun(in report: URL) -> Int? {
    guard let data = try? Data(contentsOf: report),
          let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let checks = json["checks"] as? [[String: Any]] else { return nil }
    let failedClauses = Set(checks.filter { ($0["outcome"] as? String) == "failed" }.compactMap { $0["clause"] as? String })
    return checks.filter { ($0["outcome"] as? String) == "not-run" && !failedClauses.contains($0["clause"] as? String ?? "") }.count
}

/// What a report says: its verdict, and whether every clause without a crash or hang was judged.
func summary(of report: URL) -> String {
    guard let data = try? Data(contentsOf: report),
          let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let checks = json["checks"] as? [[String: Any]] else { return "no report" }
    let certified = json["certified"] as? Bool ?? false
    let incidents = checks.filter { $0["incident"] != nil }
    let failedClauses = Set(checks.filter { ($0["outcome"] as? String) == "failed" }.compactMap { $0["clause"] as? String })
    let unrunElsewhere = checks.filter { ($0["outcome"] as? String) == "not-run" && !failedClauses.contains($0["clause"] as? String ?? "") }
    let judged = Set(checks.filter { ["passed", "failed", "not-applicable", "waived"].contains($0["outcome"] as? String ?? "") }
        .compactMap { $0["clause"] as? String })
    return "\(certified ? "certified" : "refused"); \(checks.count) checks, \(judged.count) clauses judged, "
        + "\(incidents.count) crash/hang, \(unrunElsewhere.count) checks unrun outside a failed clause"
}

print("ModuleConformanceKit benchmark: \(ProcessInfo.processInfo.activeProcessorCount) cores, median of \(runs) warm runs")
print("")
if part != "consumer" { certifyAgainstTests() }
if part != "certify" { consumerCost() }

/// Sections 1 and 2: certify against swift test, and certify of misbehaving modules.
@MainActor
func certifyAgainstTests() {
    // Warm both commands first: builds are not what is measured.
    _ = run(["swift", "build", "--build-tests", "--package-path", "Examples/DemoModule"], log: "warm-test-build")
    _ = run(["swift", "test", "--package-path", "Examples/DemoModule"], log: "warm-test")
    _ = run(["swift", "run", "module-conformance", "certify", "--report", ".build/benchmark-demo.json"], log: "warm-certify")

    let plugin = ["swift", "package", "--package-path", "Examples/DemoModule", "--allow-writing-to-package-directory",
                  "certify-modules", "--report", kit.appendingPathComponent(".build/benchmark-plugin.json").path]
    _ = run(plugin, log: "warm-plugin")

    var tests: [Double] = []
    var certifies: [Double] = []
    var plugins: [Double] = []
    for _ in 0..<runs {
        tests.append(run(["swift", "test", "--package-path", "Examples/DemoModule"], log: "test").seconds)
        let certify = run(["swift", "run", "module-conformance", "certify", "--report", ".build/benchmark-demo.json"], log: "certify")
        certifies.append(certify.seconds)
        plugins.append(run(plugin, log: "plugin").seconds)
    }
    let pluginRatio = median(plugins) / median(certifies)
    print("swift package certify-modules (Examples/DemoModule)       \(format(median(plugins)))   "
        + String(format: "%.2fx certify (target <= 2x) %@", pluginRatio, pluginRatio <= 2 ? "met" : "MISSED"))
    let ratio = median(certifies) / median(tests)
    print("swift test (Examples/DemoModule)                          \(format(median(tests)))")
    print("swift run module-conformance certify (Examples/DemoModule) \(format(median(certifies)))   "
        + String(format: "%.2fx swift test (target <= 2x) %@", ratio, ratio <= 2 ? "met" : "MISSED"))
    print("  \(summary(of: kit.appendingPathComponent(".build/benchmark-demo.json")))")
    print("")

    // Each misbehaves in one entry point: a crash, a service extension that never delivers, a callback that spins without
    // blocking, and modules that block a thread (a 40 s sleep in the silent callback, a 15 s one in a service extension, a
    // semaphore nobody signals, a busy loop, 15 s sleeps on the main thread in a category getter and in link handlers).
    let misbehaving = ["crash-on-hostile", "never-delivers", "spinning", "sleeping", "sleeping-extension", "waiting", "busy",
                       "blocking-main", "blocking-links"]
    for name in misbehaving {
        // Build the package's harness first, so that only the run is timed.
        let arguments = ["swift", "run", "module-conformance", "certify", "Benchmarks/MisbehavingModules",
                         "--declaration", "Benchmarks/MisbehavingModules/\(name).json", "--report", ".build/benchmark-\(name).json"]
        // A misbehaving module must be refused: exit status 1. Any other status (2, a signal) is a failed command.
        _ = run(arguments, log: "warm-\(name)", expecting: 1)
        let timed = run(arguments, log: name, expecting: 1)
        let report = kit.appendingPathComponent(".build/benchmark-\(name).json")
        let met = timed.seconds <= 60 && unrun(in: report) == 0
        print(String(format: "certify %-18@ %@   (target <= 60 s, 0 checks unrun) %@  exit %d", name, format(timed.seconds),
                     met ? "met" : "MISSED", timed.status))
        print("  \(summary(of: report))")
    }
    print("")
}

/// Section 3: the one line's cost to a consumer, now and at `before`.
@MainActor
func consumerCost() {
    let scratch = kit.appendingPathComponent(".build/benchmark-consumer")
    print("What the one line adds to a consumer package (clean swift build --build-tests, one run each):")
    var measured: [(String, ConsumerCost.Measurement)] = []
    switch ConsumerCost.export(revision: before, kit: kit, into: scratch.appendingPathComponent("before")) {
    case .success(let tree):
        measured.append(("before (\(before))", ConsumerCost(kitTree: tree, scratch: scratch.appendingPathComponent("before-consumer")).measure()))
    case .failure(let failure):
        print("  before (\(before)): not measured: \(failure.reason)")
    }
    measured.append(("now", ConsumerCost(kitTree: kit, scratch: scratch.appendingPathComponent("now-consumer")).measure()))
    for (label, cost) in measured {
        print(String(format: "  %-18@ %6d lines of the kit (%@)", label, cost.lines, cost.targets.joined(separator: ", ")))
        print(String(format: "  %-18@ clean build %@ with the one line, %@ with the interfaces alone: the one line adds %@",
                     "", format(cost.withOneLine), format(cost.baseline), format(cost.withOneLine - cost.baseline)))
    }
}
#else
// The benchmark starts programs (Process), which iOS has not: built for iOS with the rest of the package, it says so.
print("conformance-benchmark runs on Linux or macOS, where it can start the programs it times")
#endif
