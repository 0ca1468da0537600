import ConformanceCertification
import ConformanceEngine
import Foundation
import Testing

/// How a harness program links is read before it runs (issue 20): libraries only from the toolchain, the system and the
/// run's folders, and no symbol of the C library defined again.
@Suite("A program is run only if it links as the toolchain links it",
       .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/cc"), "needs a C compiler to build the programs it reads"))
struct ProgramLinkageTests {
    /// Builds a C program (and, when given, a library it links by its path) in a fresh folder.
    func build(_ source: String, library: String? = nil) throws -> (program: URL, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(source.utf8).write(to: folder.appendingPathComponent("main.c"))
        var arguments = ["cc", "-o", folder.appendingPathComponent("program").path, folder.appendingPathComponent("main.c").path]
        if let library {
            try Data(library.utf8).write(to: folder.appendingPathComponent("evil.c"))
            let shared = folder.appendingPathComponent("libevil.so").path
            let made = ChildProcess.run(["cc", "-shared", "-fPIC", "-o", shared, folder.appendingPathComponent("evil.c").path], budget: .seconds(60))
            try #require(made.succeeded, "\(made.tail)")
            arguments.append(shared)
        }
        let made = ChildProcess.run(arguments, budget: .seconds(60))
        try #require(made.succeeded, "\(made.tail)")
        return (folder.appendingPathComponent("program"), folder)
    }

    @Test("A plain program passes; the kit's own self-test harness passes")
    func plain() throws {
        let (program, _) = try build("int main(void) { return 0; }\n")
        #expect(ProgramLinkage.findings(in: program, controlled: []) == [])
        #expect(ProgramLinkage.findings(in: selfTestHarness, controlled: []) == [])
    }

    @Test("A program that defines the C library's write is refused, naming the symbol")
    func redefinesLibc() throws {
        let (program, _) = try build("""
            #include <unistd.h>
            ssize_t write(int fd, const void *buffer, size_t count) { return (ssize_t)count; }
            int main(void) { return 0; }
            """)
        let findings = try #require(ProgramLinkage.findings(in: program, controlled: []))
        #expect(findings.contains { $0.contains("defines write,") }, "\(findings)")
    }

    @Test("A library linked by its path from a folder the run does not control is refused; from a controlled folder it is read")
    func libraryByPath() throws {
        let (program, folder) = try build("void evil(void);\nint main(void) { evil(); return 0; }\n",
                                          library: "void evil(void) {}\n")
        let outside = try #require(ProgramLinkage.findings(in: program, controlled: []))
        #expect(outside.contains { $0.contains("loads") && $0.contains("libevil.so") && $0.contains("outside the toolchain") }, "\(outside)")
        #expect(ProgramLinkage.findings(in: program, controlled: [folder]) == [])
    }
}
