import Foundation

/// Turns a build's output into occasional progress lines and passes errors through at once.
final class BuildStatus: @unchecked Sendable {
    private let lock = NSLock()
    private var last = Date.distantPast
    private let progress: @Sendable (String) -> Void

    init(progress: @escaping @Sendable (String) -> Void) {
        self.progress = progress
    }

    func observe(_ line: String) {
        if line.contains("error:") {
            progress("  \(line)")
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
