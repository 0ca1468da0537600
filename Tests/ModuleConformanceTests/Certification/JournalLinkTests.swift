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
}
