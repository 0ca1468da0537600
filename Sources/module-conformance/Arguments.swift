import ConformanceCertification
import ConformanceEngine
import Foundation

/// A usage error: one line saying what is wrong, printed with a pointer to the subcommand's `--help`.
struct UsageError: Error, CustomStringConvertible {
    let description: String
}

/// A subcommand's arguments as parsed: values (`--name value` or `--name=value`, some repeatable), flags and
/// positional arguments. An unknown option is refused with the nearest known one.
struct Arguments {
    private(set) var positional: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    /// Parses `arguments` against the options a subcommand takes; `-h`/`--help` is for the caller to see first. Only the
    /// `repeatable` options may be given more than once: for any other, a second value is an error, never a silent choice.
    init(_ arguments: ArraySlice<String>, command: String, values known: Set<String>, flags knownFlags: Set<String>,
         repeatable: Set<String> = []) throws {
        var rest = arguments
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("-"), argument.count > 1 else {
                positional.append(argument)
                continue
            }
            if argument == "--" {
                positional += rest
                break
            }
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let name = parts[0]
            if knownFlags.contains(name) {
                guard parts.count == 1 else { throw UsageError(description: "\(name) takes no value") }
                flags.insert(name)
            } else if known.contains(name) {
                if let earlier = values[name]?.first, !repeatable.contains(name) {
                    throw UsageError(description: "\(name) is given twice (first '\(earlier)'); give it once")
                }
                if parts.count == 2 {
                    guard !parts[1].isEmpty else { throw UsageError(description: "\(name)= needs a value after the '='") }
                    values[name, default: []].append(parts[1])
                } else {
                    guard let value = rest.popFirst(), !(value.hasPrefix("--") && value.count > 2) else {
                        throw UsageError(description: "\(name) needs a value")
                    }
                    values[name, default: []].append(value)
                }
            } else {
                // Trial 25's w13: `--sdk-version` is further from `--sdk` than a typo, but it is the option with a word added.
                let options = known.union(knownFlags)
                let extended = options.filter { name.hasPrefix($0 + "-") }.max { $0.count < $1.count }
                let suggestion = (EditDistance.nearest(name, among: options) ?? extended).map { "; did you mean \($0)?" } ?? ""
                throw UsageError(description: "\(command) has no option \(name)\(suggestion)")
            }
        }
    }

    /// The value an option was given last, if any.
    func value(_ name: String) -> String? { values[name]?.last }

    /// Every value a repeatable option was given, in order.
    func all(_ name: String) -> [String] { values[name] ?? [] }

    /// Whether a flag was given.
    func has(_ name: String) -> Bool { flags.contains(name) }
}

/// A path as given on the command line, relative to the working folder, as a standardized file URL.
func absolute(_ path: String) -> URL {
    URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
}

/// Text styles on a terminal: only when standard output is one and `NO_COLOR` is unset or empty.
enum Style {
    static let enabled: Bool = {
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return !noColor && isatty(1) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }()

    static func green(_ text: String) -> String { paint(text, "32;1") }
    static func red(_ text: String) -> String { paint(text, "31;1") }
    static func yellow(_ text: String) -> String { paint(text, "33;1") }

    private static func paint(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// A report table with its verdict line and failed rows coloured.
    static func table(_ text: String) -> String {
        guard enabled else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let line = String(line)
            if line.hasPrefix("CERTIFIED") { return green(line) }
            if line.hasPrefix("NOT CERTIFIED") { return red(line) }
            if line.hasPrefix("PASSED, NOT SEALED") || line.hasPrefix("PARTIAL") { return yellow(line) }
            if line.contains("  FAILED  ") || line.hasSuffix("  FAILED") || line.contains("  NOT-RUN  ") { return red(line) }
            return line
        }.joined(separator: "\n")
    }
}

/// Output files checked before a run, so that a finished run is never lost to a path that cannot be written.
enum OutputPath {
    /// The exit status when a report could not be written where asked and went to a fallback file instead.
    static let fallbackStatus: Int32 = 3

    /// Refuses a path that names a folder, or whose folder cannot be made or written; makes a missing folder.
    static func check(_ path: String, option: String) throws -> URL {
        let url = absolute(path)
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        if let refusal = notAFile(url, path: path, option: option) { throw refusal }
        if manager.fileExists(atPath: url.path, isDirectory: &isFolder) {
            guard !isFolder.boolValue else {
                let example = option == "--junit" ? "conformance-junit.xml" : option == "--markdown" ? "conformance-summary.md"
                    : option == "--golden" ? "golden-report.json" : "conformance-report.json"
                throw UsageError(description: "\(option) \(path) is a folder; give a file path, such as \(path)/\(example)")
            }
            guard manager.isWritableFile(atPath: url.path) else {
                throw UsageError(description: "\(option) \(path) exists and cannot be written; choose another path or change its permissions")
            }
            return url
        }
        let folder = url.deletingLastPathComponent()
        if !manager.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            do {
                try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw UsageError(description: "\(option) \(path): its folder \(folder.path) does not exist and cannot be made")
            }
        } else if !isFolder.boolValue {
            throw UsageError(description: "\(option) \(path): \(folder.path) is a file, not a folder")
        }
        guard manager.isWritableFile(atPath: folder.path) else {
            throw UsageError(description: "\(option) \(path): the folder \(folder.path) cannot be written; choose another path")
        }
        return url
    }

    /// Why an existing path is no place for an output, when it is neither a regular file nor a folder: certify writes
    /// each output as a new regular file and moves it into place, which would replace a device, a pipe or a link (the
    /// eighth trial: `--junit /dev/full`, run as root, replaced the device with the JUnit file). Read with `lstat`,
    /// before anything opens it: reading a pipe or a device may block or never end.
    static func notAFile(_ url: URL, path: String, option: String) -> UsageError? {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return nil }
        let kind: String
        switch status.st_mode & S_IFMT {
        case S_IFREG, S_IFDIR: return nil
        case S_IFLNK:
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) ?? "?"
            if target.hasPrefix("/proc/self/fd/") || target.hasPrefix("/dev/fd/") || target.hasPrefix("/dev/std") {
                return UsageError(description: "\(option) \(path) is a link to standard output or another open file (\(target)); "
                    + "certify writes \(option)'s output to a file only, and prints its summary to standard output already: give a file path")
            }
            return UsageError(description: "\(option) \(path) is a symbolic link (to \(target)); certify writes its outputs as files "
                + "of their own and would replace the link, leaving its target as it was: give the target's path, or another path")
        case S_IFCHR: kind = "a character device"
        case S_IFBLK: kind = "a block device"
        case S_IFIFO: kind = "a named pipe"
        case S_IFSOCK: kind = "a socket"
        default: kind = "not a regular file"
        }
        return UsageError(description: "\(option) \(path) is \(kind), not a file; certify writes each output as a regular file "
            + "and would replace it: give a file path (certify writes no output to a device or a pipe)")
    }

    /// Writes `data` to `url`; when that fails, to a fallback file in the temporary folder, whose path is returned.
    static func write(_ data: Data, to url: URL, what: String) -> (written: URL, fellBack: Bool) {
        do {
            try data.write(to: url, options: .atomic)
            return (url, false)
        } catch {
            let fallback = FileManager.default.temporaryDirectory
                .appendingPathComponent("module-conformance-\(ProcessInfo.processInfo.processIdentifier)-\(url.lastPathComponent)")
            let message = "module-conformance: cannot write the \(what) to \(url.path) (\(error.localizedDescription)); "
                + "writing it to \(fallback.path) instead\n"
            FileHandle.standardError.write(Data(message.utf8))
            try? data.write(to: fallback, options: .atomic)
            return (fallback, true)
        }
    }
}
