import ConformanceCertification
import ConformanceEngine
import Foundation
import Testing

/// What running a module cannot disprove is listed for the certifier to read (issue 20).
@Suite("A module that inspects its own process is listed for review")
struct SelfInspectionTests {
    @Test("A source that reads its arguments, /proc or its stack is listed with file and line; tests and build folders are not; the examples have none")
    func listed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inspect-\(UUID().uuidString)")
        for path in ["Sources/Pay", "Tests/PayTests", ".build/checkouts/x"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        let sniffing = """
            import Foundation
            // CommandLine.arguments in a comment is not code
            func underTest() -> Bool {
                CommandLine.arguments.first?.hasSuffix("Harness") == true
                    || (try? String(contentsOfFile: "/proc/self/status")) != nil
            }
            """
        try Data(sniffing.utf8).write(to: folder.appendingPathComponent("Sources/Pay/Pay.swift"))
        try Data("let x = CommandLine.arguments\n".utf8).write(to: folder.appendingPathComponent("Tests/PayTests/T.swift"))
        try Data("let y = CommandLine.arguments\n".utf8).write(to: folder.appendingPathComponent(".build/checkouts/x/D.swift"))
        let findings = SelfInspection.findings(in: folder)
        #expect(findings == [
            "Sources/Pay/Pay.swift:4: reads the program's arguments: CommandLine.arguments.first?.hasSuffix(\"Harness\") == true",
            "Sources/Pay/Pay.swift:5: reads the process's own state under /proc: || (try? String(contentsOfFile: \"/proc/self/status\")) != nil",
        ], "\(findings)")
        for example in ["DemoModule", "PageShapedModules"] {
            #expect(SelfInspection.findings(in: kitCheckout.appendingPathComponent("Examples/\(example)")) == [], "\(example)")
        }
    }
}
