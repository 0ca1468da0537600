import Foundation

/// Where the one line also writes each verdict when `MODULE_CONFORMANCE_RESULTS` names a file: one line per check,
/// its id and outcome separated by a tab, so a run can be compared with certify's report check by check; each test
/// process's lines begin with a `# run of process …` line.
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
        if let held = foreignContent(path) { return held }
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
        // Each process's lines begin with a line of its own (the seventeenth trial's L07: runs appended one after another
        // could not be told apart, nor an interrupted run's lines from a finished one's).
        let marker = runMarker.take()
        if let problem = write(marker + "\(result.checkID)\t\(result.outcome.rawValue)\n", to: path) {
            // Not written: the next line that is begins the block.
            runMarker.putBack(marker)
            return problem
        }
        if !marker.isEmpty { atexit { ResultsFile.finish() } }
        return nil
    }

    /// Appends `text` to the file at `path` in one `write(2)`, creating it if missing unless `create` is false; what went
    /// wrong, or `nil`.
    private static func write(_ text: String, to path: String, create: Bool = true) -> String? {
        let descriptor = open(path, O_WRONLY | O_APPEND | (create ? O_CREAT : 0), 0o644)
        guard descriptor >= 0 else { return problem(path, errno) }
        defer { close(descriptor) }
        let line = Array(text.utf8)
        let written = line.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
        return written == line.count ? nil : problem(path, errno)
    }

    /// Writes the line that ends this process's results when it exits normally, so that a block without one is a run that
    /// was stopped (the eighteenth trial's I04).
    static func finish() {
        guard let path = ProcessInfo.processInfo.environment[variable], !path.isEmpty else { return }
        _ = write("# run of process \(getpid()) ended\n", to: path, create: false)
    }

    /// The line that begins this process's results, until it is written: `# run of process N, started at T`. Lines that
    /// begin with `#` are no check's.
    private static let runMarker = RunMarker("# run of process \(getpid()), started at "
        + ISO8601DateFormatter().string(from: Date()) + "\n")

    /// A line given out once (Synchronization's Mutex is not on the iOS versions the kit builds for).
    private final class RunMarker: @unchecked Sendable {
        private let lock = NSLock()
        private var line: String

        init(_ line: String) { self.line = line }

        /// Gives back a line that could not be written, so the next write begins with it.
        func putBack(_ taken: String) {
            lock.lock()
            defer { lock.unlock() }
            if line.isEmpty { line = taken }
        }

        /// The line the first time; then nothing.
        func take() -> String {
            lock.lock()
            defer { lock.unlock() }
            let taken = line
            line = ""
            return taken
        }
    }

    /// Why an existing file at `path` is not a results file (trial 33e, M47 and M48: the variable named settings.json and
    /// a sealed report, and every check appended a line to them), or `nil` for a missing, empty or results file.
    private static func foreignContent(_ path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: 4096)) ?? Data()
        guard let first = String(decoding: start, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).first,
              !start.isEmpty else { return nil }
        let fields = first.split(separator: "\t", omittingEmptySubsequences: false)
        if fields.count == 2, Outcome(rawValue: String(fields[1])) != nil { return nil }
        if first.hasPrefix("# run of process ") { return nil }
        let looks = first.trimmingCharacters(in: .whitespaces).first.map { "{[".contains($0) } == true ? " (it looks like JSON)" : ""
        return "\(variable)=\(path): the file holds something else\(looks), not the one line's results (a check id, a tab and "
            + "its outcome on each line), and would be appended to; it was left as it was. Give a path of its own, such as "
            + "results.tsv, or remove the file"
    }

    private static func problem(_ path: String, _ code: Int32) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        var text = "\(variable)=\(path): cannot write the results file (\(String(cString: strerror(code))))"
        // The eighth trial (W6): a folder that exists but takes no new file (/proc) is no missing folder.
        var isFolder: ObjCBool = false
        if code == ENOENT, !folder.isEmpty {
            text += FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue
                ? "; the folder \(folder) takes no new file: give a path in a folder you can write"
                : "; its folder \(folder) must exist"
        }
        if code == EISDIR { text += "; it is a folder: give a file path, such as \(path)/results.tsv" }
        return text + "; every check's own verdict is recorded apart from this"
    }
}
