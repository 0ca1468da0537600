import Foundation
import HarnessJournal
import Testing

/// certify reads the journal as root from a folder the module's code may write (issue 32's fifth review).
@Suite("The journal is read only as the harness's own regular file")
struct JournalLinkTests {
    @Test("A journal replaced by a link to another file (the certifier's key) or by a pipe reads as a forged line, never as that file's content; the harness's own file reads as events")
    func linkedJournal() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("journal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let key = ConformanceJournal.newKey()
        let own = ConformanceJournal(url: folder.appendingPathComponent("journal-0.jsonl"), key: key)
        own.append(.retiring(reason: "test"))
        #expect(own.events(from: 0).events.count == 1 && own.events(from: 0).forged.isEmpty)

        let secret = folder.appendingPathComponent("certifier-key")
        try Data("SECRET-KEY-LINE\nSECOND-LINE\n".utf8).write(to: secret)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("journal-1.jsonl"), withDestinationURL: secret)
        let linked = ConformanceJournal(url: folder.appendingPathComponent("journal-1.jsonl"), key: key).events(from: 0)
        #expect(linked.events.isEmpty)
        #expect(linked.forged == ["the journal journal-1.jsonl is a symbolic link, not the harness's file"])
        #expect(!linked.forged.joined().contains("SECRET"))

        #expect(mkfifo(folder.appendingPathComponent("journal-2.jsonl").path, 0o600) == 0)
        let piped = ConformanceJournal(url: folder.appendingPathComponent("journal-2.jsonl"), key: key).events(from: 0)
        #expect(piped.forged == ["the journal journal-2.jsonl is not a regular file, not the harness's file"])
    }

    @Test("Review 14: a journal grown without a newline is read a bounded amount per poll and reads as forged past it; lines after it still read")
    func endlessLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("journal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let journal = ConformanceJournal(url: folder.appendingPathComponent("journal-0.jsonl"), key: ConformanceJournal.newKey())
        try Data(repeating: 0x41, count: ConformanceJournal.longestRead + 10).write(to: journal.url)
        let first = journal.events(from: 0)
        #expect(first.events.isEmpty && first.forged.first?.contains("a journal line longer than 16 MiB") == true)
        #expect(first.next == UInt64(ConformanceJournal.longestRead))
        let short = ConformanceJournal(url: folder.appendingPathComponent("journal-1.jsonl"), key: ConformanceJournal.newKey())
        try Data("still being written".utf8).write(to: short.url)
        let unfinished = short.events(from: 0)
        #expect(unfinished.events.isEmpty && unfinished.forged.isEmpty && unfinished.next == 0, "a line still being written waits")
    }
}
