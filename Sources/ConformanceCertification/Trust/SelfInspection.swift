import ConformanceEngine
import Foundation

/// Places in a package's Swift sources where a module could look at its own process to tell a certification run
/// from an app: its arguments or name, `/proc`, its parent, its symbols or memory, its uptime, the calling thread's
/// stack. Running a module cannot disprove such a branch, so certify lists each use for the certifier to read;
/// a finding is not a failure.
package enum SelfInspection {
    /// What a line must contain to be listed, with why it matters.
    static let patterns: [(needle: String, reason: String)] = [
        ("CommandLine.", "reads the program's arguments"),
        (".arguments", "reads the program's arguments"),
        ("processName", "reads the program's name"),
        ("/proc/", "reads the process's own state under /proc"),
        ("getppid", "looks at its parent process"),
        ("sysctl", "asks the system about processes"),
        ("dlsym", "looks up symbols at run time"),
        ("dlopen", "loads code at run time"),
        ("dladdr", "looks up where code is loaded"),
        ("_dyld_", "looks at the loaded images"),
        ("callStackSymbols", "reads the calling thread's stack"),
        ("callStackReturnAddresses", "reads the calling thread's stack"),
        ("backtrace(", "reads the calling thread's stack"),
        ("systemUptime", "reads how long the system has run"),
        ("processIdentifier", "reads its process id"),
        ("environment[", "reads the environment"),
        ("getenv(", "reads the environment"),
        ("ptrace", "traces processes"),
        ("mach_task_self", "inspects its own task"),
        ("UnsafeRawPointer(bitPattern:", "reads memory at a fixed address"),
    ]

    /// Each line of a Swift source under `package` that matches a pattern, as `path:line: reason: text`; test
    /// folders, the build folder and folders of other packages inside it are left out.
    package static func findings(in package: URL) -> [String] {
        var found: [String] = []
        for (relative, url) in PackageTree.files(in: package, skippingAtTop: [".build", ".git", ".swiftpm", "Tests"])
        where url.pathExtension == "swift" && url.lastPathComponent != "Package.swift" {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//"), let hit = patterns.first(where: { code.contains($0.needle) }) else { continue }
                found.append("\(relative):\(number + 1): \(hit.reason): \(code.prefix(120))")
            }
        }
        return found.sorted()
    }
}
