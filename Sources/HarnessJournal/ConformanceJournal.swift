import ConformanceEngine
import Foundation

/// A line-per-event record of a certification run, written only by the harness and read by `certify`.
///
/// The harness appends `hello` when it starts, `started` before it runs a check and `finished` after; a
/// `started` with no `finished` is the check that was running when the process died or was stopped. Each line
/// carries a SipHash-2-4 tag under a key `certify` hands the harness on its standard input, so a line that anything
/// else writes (a module that finds the file) is told apart and fails the run.
package struct ConformanceJournal: Sendable {
    /// One line of the journal.
    package enum Event: Sendable, Codable, Equatable {
        case hello(HarnessHello)
        case started(checkID: String, clause: ClauseID, fixture: FixtureCase, target: String?, pid: Int32)
        case finished(CheckResult)
        /// The harness stops on purpose after the checks it had started, and asks to be replaced.
        case retiring(reason: String)
    }

    package let url: URL
    private let key: [UInt8]
    /// The most bytes one poll reads; a harness's line is a few kilobytes.
    package static let longestRead = 16 << 20

    package init(url: URL, key: [UInt8]) {
        self.url = url
        self.key = key
    }

    /// A fresh random key.
    package static func newKey() -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }

    /// Appends one event as a signed JSON line.
    package func append(_ event: Event) {
        guard let json = try? JSONEncoder().encode(event) else { return }
        let text = String(decoding: json, as: UTF8.self)
        let line = Array((SipHash.tag(key: key, text) + "\t" + text + "\n").utf8)
        // One write to a file opened for appending: lines from checks running at once never interleave.
        let descriptor = open(url.path, O_WRONLY | O_APPEND | O_CREAT, 0o600)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        // Once written, the line is the kernel's: it survives the process crashing right after, with no fsync.
        line.withUnsafeBytes { bytes in _ = write(descriptor, bytes.baseAddress, bytes.count) }
    }

    /// The events of the complete lines written after byte `offset`, the lines that fail their tag or do not
    /// parse, and the offset to read from next. A line still being written (or torn by a crash) is left for later.
    ///
    /// The journal lies in a folder the module's code may write, and certify may read it as root: it is read only as a
    /// regular file of its own name, never through a symbolic link (which could lead to the certifier's key) nor from a
    /// pipe (which could block); anything else there reads as one forged line saying so.
    package func events(from offset: UInt64) -> (events: [Event], forged: [String], next: UInt64) {
        let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            return errno == ELOOP ? ([], ["the journal \(url.lastPathComponent) is a symbolic link, not the harness's file"], offset)
                : ([], [], offset)
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            return ([], ["the journal \(url.lastPathComponent) is not a regular file, not the harness's file"], offset)
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        defer { try? handle.close() }
        // A bounded read: a file the module's code grows without a newline is not read whole on every poll (the
        // fourteenth review); a line longer than the read is no line of the harness's.
        guard (try? handle.seek(toOffset: offset)) != nil, let data = try? handle.read(upToCount: Self.longestRead) else { return ([], [], offset) }
        guard let lastNewline = data.lastIndex(of: 0x0A) else {
            return data.count >= Self.longestRead
                ? ([], ["a journal line longer than \(Self.longestRead >> 20) MiB, which the harness never writes"], offset + UInt64(data.count))
                : ([], [], offset)
        }
        let complete = data[data.startIndex...lastNewline]
        var events: [Event] = []
        var forged: [String] = []
        for raw in complete.split(separator: 0x0A) {
            let line = String(decoding: raw, as: UTF8.self)
            guard let tab = line.firstIndex(of: "\t"), String(line[..<tab]) == SipHash.tag(key: key, String(line[line.index(after: tab)...])),
                  let event = try? JSONDecoder().decode(Event.self, from: Data(line[line.index(after: tab)...].utf8)) else {
                forged.append(line)
                continue
            }
            events.append(event)
        }
        return (events, forged, offset + UInt64(complete.count))
    }
}
