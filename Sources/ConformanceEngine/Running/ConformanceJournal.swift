import Foundation

/// A line-per-event record of a conformance run, which `certify` reads to attribute crashes and hangs.
///
/// A test process appends `started` before it runs a check and `finished` after; a `started` with no
/// `finished` is the check that was running when the process died or was stopped.
package struct ConformanceJournal: Sendable {
    /// The environment variable naming the journal file.
    package static let pathVariable = "MODULE_CONFORMANCE_JOURNAL"
    /// The environment variable naming a file of check IDs not to run again.
    package static let skipVariable = "MODULE_CONFORMANCE_SKIP"

    /// One line of the journal.
    package enum Event: Sendable, Codable, Equatable {
        case started(checkID: String, clause: ClauseID, fixture: FixtureCase, target: String?, pid: Int32)
        case finished(CheckResult)
    }

    package let url: URL

    package init(url: URL) {
        self.url = url
    }

    /// The journal the environment names, if any.
    package static var fromEnvironment: ConformanceJournal? {
        ProcessInfo.processInfo.environment[pathVariable].map { ConformanceJournal(url: URL(fileURLWithPath: $0)) }
    }

    /// The check IDs the environment says not to run, because an earlier attempt finished or killed them;
    /// read once per test process, since `certify` writes the file before the process starts.
    package static let skippedFromEnvironment: Set<String> = {
        guard let path = ProcessInfo.processInfo.environment[skipVariable],
              let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return Set(text.split(separator: "\n").map(String.init))
    }()

    /// Appends one event as a JSON line, flushed at once so it survives a crash right after.
    package func append(_ event: Event) {
        guard var data = try? JSONEncoder().encode(event) else { return }
        data.append(0x0A)
        if !FileManager.default.fileExists(atPath: url.path) {
            _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        }
        guard let handle = try? FileHandle(forWritingTo: url) else { return }
        defer { try? handle.close() }
        _ = try? handle.seekToEnd()
        try? handle.write(contentsOf: data)
        try? handle.synchronize()
    }

    /// The events of the complete lines written after byte `offset`, and the offset to read from next.
    ///
    /// A line still being written (or torn by a crash) is left for a later read.
    package func events(from offset: UInt64) -> (events: [Event], next: UInt64) {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return ([], offset) }
        defer { try? handle.close() }
        guard (try? handle.seek(toOffset: offset)) != nil, let data = try? handle.readToEnd(),
              let lastNewline = data.lastIndex(of: 0x0A) else { return ([], offset) }
        let complete = data[data.startIndex...lastNewline]
        let events = complete.split(separator: 0x0A).compactMap { try? JSONDecoder().decode(Event.self, from: Data($0)) }
        return (events, offset + UInt64(complete.count))
    }
}
