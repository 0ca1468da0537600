import Foundation

/// Where the one line also writes each verdict when `MODULE_CONFORMANCE_RESULTS` names a file: one line per check,
/// its id and outcome separated by a tab, so a run can be compared with certify's report check by check.
///
/// A file that cannot be written from the start is one failing setup check of the planned list, and the checks then
/// leave it alone; a write that fails later is reported by the check that made it.
package enum ResultsFile {
    package static let variable = "MODULE_CONFORMANCE_RESULTS"

    /// Why the file the variable named when the process first asked cannot be written, or `nil`; asked once, so every
    /// check of a run agrees on it.
    package static let problemAtStart: String? = problem(environment: ProcessInfo.processInfo.environment)

    /// Why the file `environment` names cannot be opened for appending (it is created if missing), or `nil`, also when
    /// no file is named.
    package static func problem(environment: [String: String]) -> String? {
        guard let path = environment[variable], !path.isEmpty else { return nil }
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard descriptor >= 0 else { return problem(path, errno) }
        close(descriptor)
        return nil
    }

    /// The failing setup check that says the results file cannot be written, if it cannot; none otherwise.
    package static func setupChecks(environment: [String: String]) -> [ConformanceCheck] {
        problem(environment: environment).map { [.setupFailure($0, fixture: variable)] } ?? []
    }

    /// Appends the result's line, if the variable names a file; each line is one `write(2)` to a file opened for appending.
    ///
    /// Returns what went wrong when the file cannot be opened or written, so that the test asking for it fails saying so.
    package static func append(_ result: CheckResult, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard let path = environment[variable], !path.isEmpty else { return nil }
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard descriptor >= 0 else { return problem(path, errno) }
        defer { close(descriptor) }
        let line = Array("\(result.checkID)\t\(result.outcome.rawValue)\n".utf8)
        let written = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        return written == line.count ? nil : problem(path, errno)
    }

    private static func problem(_ path: String, _ code: Int32) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        var text = "\(variable)=\(path): cannot write the results file (\(String(cString: strerror(code))))"
        if code == ENOENT, !folder.isEmpty { text += "; its folder \(folder) must exist" }
        if code == EISDIR { text += "; it is a folder: give a file path, such as \(path)/results.tsv" }
        return text + "; every check's own verdict is recorded apart from this"
    }
}
