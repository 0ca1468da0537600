import ConformanceEngine
import Foundation

/// Where the one line also writes each verdict when `MODULE_CONFORMANCE_RESULTS` names a file: one line per check,
/// its id and outcome separated by a tab, so a run can be compared with certify's report check by check.
enum ResultsFile {
    static let variable = "MODULE_CONFORMANCE_RESULTS"

    /// Appends the result's line, if the variable names a file; each line is one `write(2)` to a file opened for appending.
    static func append(_ result: CheckResult) {
        guard let path = ProcessInfo.processInfo.environment[variable], !path.isEmpty else { return }
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        let line = Array("\(result.checkID)\t\(result.outcome.rawValue)\n".utf8)
        _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }
}
