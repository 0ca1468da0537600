import ConformanceEngine
import Foundation

/// Turns a build's output into occasional progress lines and passes each compiler error through once.
final class BuildStatus: @unchecked Sendable {
    private let lock = NSLock()
    private var last = Date.distantPast
    private let progress: @Sendable (String) -> Void
    /// The errors already shown, shared by the builds of one run: a build that is tried again, and the compiler's
    /// drawing of the same error under the source line, repeat none of them.
    private let shown: ShownLines

    init(progress: @escaping @Sendable (String) -> Void, shown: ShownLines = ShownLines()) {
        self.progress = progress
        self.shown = shown
    }

    /// A compiler error in its located form (`file:line:column: error: …`), trimmed; `nil` for any other line, such as
    /// the compiler's drawing of the same error under the source line.
    static func locatedError(_ line: String) -> String? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.contains(": error: ") && !trimmed.hasPrefix("|") ? trimmed : nil
    }

    func observe(_ line: String) {
        if line.contains("error:") {
            // Only the located form, each once. Errors in the generated class and formatter files are explained
            // afterwards in settings.json's and the declaration's words; showing the compiler's first would point into a
            // file the author never wrote.
            if let error = Self.locatedError(line), !error.contains("/Sources/\(HarnessPackage.classesName)/"), shown.insert(error) {
                progress("  \(error)")
            }
            return
        }
        guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return }
        lock.lock()
        let due = Date().timeIntervalSince(last) > 3
        if due { last = Date() }
        lock.unlock()
        if due { progress("  building \(line[...close])") }
    }
}

/// Every line of a command's output, collected across threads.
final class OutputLines: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [String] = []

    func append(_ line: String) {
        lock.lock()
        kept.append(line)
        lock.unlock()
    }

    var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return kept
    }
}

/// Lines already shown, across threads and builds.
final class ShownLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: Set<String> = []

    /// Whether `line` is new; it counts as shown from now on.
    func insert(_ line: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return lines.insert(line).inserted
    }
}
