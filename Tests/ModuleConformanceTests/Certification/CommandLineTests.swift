import ConformanceEngine
import Foundation
import Testing

@Suite("The module-conformance command")
struct CommandLineTests {
    /// The command built beside the test bundle.
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("module-conformance")
    }

    func run(_ arguments: [String]) async throws -> (status: Int32, output: String) {
        try #require(FileManager.default.isExecutableFile(atPath: Self.executable.path), "not built: \(Self.executable.path)")
        let lines = EventLog<String>()
        let command = [Self.executable.path] + arguments
        let exit = await offThread { ChildProcess.run(command, budget: .seconds(30), onLine: lines.append) }
        return (exit.status, lines.values.joined(separator: "\n"))
    }

    @Test("Bad input is a usage error with exit status 2 that says what is wrong", arguments: [
        (["certify", "--sdk", "banana"], "--sdk takes a version such as 26.4.0"),
        (["certify", "/nonexistent-package"], "no Package.swift in /nonexistent-package"),
        (["certify", "--check-timeout", "0"], "--check-timeout takes a whole number of seconds"),
        (["certify", "--frobnicate", "1"], "unknown option --frobnicate"),
        (["frob"], "unknown command 'frob'"),
        ([], "no command given"),
    ])
    func usageErrors(_ arguments: [String], _ message: String) async throws {
        let result = try await run(arguments)
        #expect(result.status == 2)
        #expect(result.output.contains(message), "\(result.output)")
        #expect(result.output.contains("usage: module-conformance certify"))
    }

    @Test("The catalog command prints the catalog JSON that Conformance/ holds")
    func catalog() async throws {
        let result = try await run(["catalog"])
        #expect(result.status == 0)
        #expect(result.output.contains("\"id\" : \"CONT-FOREIGN-NOT-CLAIMED\""))
    }
}
