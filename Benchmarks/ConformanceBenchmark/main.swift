// conformance-benchmark: measures what issue 9 promises, side by side in one run, and prints ratios.
//
//   swift run conformance-benchmark [--runs N]
//
// 1. Warm `swift run module-conformance certify` of the bundled example against its own warm `swift test`
//    (target: at most 2x).
// 2. certify of modules that misbehave the way real ones do (Benchmarks/MisbehavingModules): each must be
//    refused, with every other clause judged, in at most 60 s.
// It never fails a build: it prints what it measured, and marks a missed target.
import Foundation

let kit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let arguments = CommandLine.arguments.dropFirst()
let runs = arguments.firstIndex(of: "--runs").flatMap { arguments.index(after: $0) < arguments.endIndex ? Int(arguments[arguments.index(after: $0)]) : nil } ?? 3

struct Timed {
    let seconds: Double
    let status: Int32
}

/// Runs a command in the kit's folder, its output kept in a file, and times it.
func run(_ command: [String], log: String) -> Timed {
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
    return Timed(seconds: Date().timeIntervalSince(start), status: process.terminationStatus)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

func format(_ seconds: Double) -> String { String(format: "%6.2f s", seconds) }

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

// Warm both commands first: builds are not what is measured.
_ = run(["swift", "build", "--build-tests", "--package-path", "Examples/DemoModule"], log: "warm-test-build")
_ = run(["swift", "test", "--package-path", "Examples/DemoModule"], log: "warm-test")
_ = run(["swift", "run", "module-conformance", "certify", "--report", ".build/benchmark-demo.json"], log: "warm-certify")

var tests: [Double] = []
var certifies: [Double] = []
for _ in 0..<runs {
    tests.append(run(["swift", "test", "--package-path", "Examples/DemoModule"], log: "test").seconds)
    let certify = run(["swift", "run", "module-conformance", "certify", "--report", ".build/benchmark-demo.json"], log: "certify")
    certifies.append(certify.seconds)
}
let ratio = median(certifies) / median(tests)
print("swift test (Examples/DemoModule)                          \(format(median(tests)))")
print("swift run module-conformance certify (Examples/DemoModule) \(format(median(certifies)))   "
    + String(format: "%.2fx swift test (target <= 2x) %@", ratio, ratio <= 2 ? "met" : "MISSED"))
print("  \(summary(of: kit.appendingPathComponent(".build/benchmark-demo.json")))")
print("")

for name in ["crash-on-hostile", "never-delivers", "spinning"] {
    // Build the package's harness first, so that only the run is timed.
    let arguments = ["swift", "run", "module-conformance", "certify", "Benchmarks/MisbehavingModules",
                     "--declaration", "Benchmarks/MisbehavingModules/\(name).json", "--report", ".build/benchmark-\(name).json"]
    _ = run(arguments, log: "warm-\(name)")
    let timed = run(arguments, log: name)
    print(String(format: "certify %-18@ %@   (target <= 60 s) %@  exit %d", name, format(timed.seconds),
                 timed.seconds <= 60 ? "met" : "MISSED", timed.status))
    print("  \(summary(of: kit.appendingPathComponent(".build/benchmark-\(name).json")))")
}
