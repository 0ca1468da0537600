import ConformanceCertification
import ConformanceEngine
import Foundation
import Testing

/// The sixteenth review's verdict tampering: a package that defines one of the kit's own symbols, from Swift with
/// `@_silgen_name` or from C, is refused before its program runs; the compiler's hidden copies of helpers are not.
@Suite("A program is run only if the package defines none of the kit's symbols",
       .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/cc"), "needs a C compiler to build the objects it reads"))
struct KitSymbolOverridesTests {
    /// The kit's stand-in module: a verdict function, and a type whose optional copies both sides compile helpers for.
    static let kitSource = """
        public struct Box { public var value: String; public var more: [Int]; public init(_ value: String) { self.value = value; more = [] } }
        public func verdict() -> String { "failed" }
        public func keep(_ box: Box?) -> Box? { let copy = box; return copy }
        """

    /// A harness folder with a build description naming a kit module and a package module, and the objects compiled from them.
    func build(author: String, c: String? = nil) throws -> (harness: URL, package: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("overrides-\(UUID().uuidString)")
        let harness = root.appendingPathComponent("harness"), package = root.appendingPathComponent("package")
        let debug = harness.appendingPathComponent(".build/debug")
        for folder in [debug.appendingPathComponent("Kit.build"), debug.appendingPathComponent("Author.build"), package] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let kit = harness.appendingPathComponent("Kit.swift"), mine = package.appendingPathComponent("Author.swift")
        try Data(Self.kitSource.utf8).write(to: kit)
        try Data(("import Kit\n" + author).utf8).write(to: mine)
        let description: [String: Any] = ["swiftCommands": [
            "Kit": ["moduleName": "Kit", "sources": [kit.path]], "Author": ["moduleName": "Author", "sources": [mine.path]]]]
        try JSONSerialization.data(withJSONObject: description).write(to: debug.appendingPathComponent("description.json"))
        try compile(["swiftc", "-parse-as-library", "-module-name", "Kit", "-emit-module", "-emit-module-path",
                     debug.appendingPathComponent("Kit.swiftmodule").path, "-c", kit.path,
                     "-o", debug.appendingPathComponent("Kit.build/Kit.swift.o").path])
        try compile(["swiftc", "-parse-as-library", "-module-name", "Author", "-I", debug.path, "-c", mine.path,
                     "-o", debug.appendingPathComponent("Author.build/Author.swift.o").path])
        if let c {
            let file = package.appendingPathComponent("shim.c")
            try Data(c.utf8).write(to: file)
            try compile(["cc", "-c", file.path, "-o", debug.appendingPathComponent("Author.build/shim.c.o").path])
        }
        return (harness, package)
    }

    func compile(_ command: [String]) throws {
        let made = ChildProcess.run(command, budget: .seconds(120))
        try #require(made.succeeded, "\(command.joined(separator: " ")): \(made.tail)")
    }

    @Test("A package that uses the kit's types, and so holds the compiler's hidden copies of its helpers, passes")
    func honest() throws {
        let (harness, package) = try build(author: "public func pass(_ box: Box?) -> Box? { let copy = box; _ = verdict(); return copy }\n")
        defer { try? FileManager.default.removeItem(at: harness.deletingLastPathComponent()) }
        #expect(KitSymbolOverrides.findings(harness: harness, package: package, importable: ["Kit"]) == [])
        // Review 18 (forgehide): the same weak and hidden copies of a module the package cannot import (the engine's, the
        // harness's) are no compiler's, whatever the source says.
        let findings = try #require(KitSymbolOverrides.findings(harness: harness, package: package, importable: []))
        #expect(findings.contains { $0.hasPrefix("Author/Author.swift.o defines $s3Kit3BoxVSg") && $0.contains("a symbol of the kit's Kit") },
                "\(findings)")
    }

    @Test("Review 18 (forgehide): a comment between @_silgen_name and its parenthesis hides no symbol name")
    func commentedAttribute() throws {
        #expect(KitSymbolOverrides.mangledNames(in: "let s = \"\\(\"//\")\"; @_silgen_name/**/(\"$s3Kit7verdictSSyF\") func f() {}").map(\.name)
                == ["$s3Kit7verdictSSyF"])
        #expect(KitSymbolOverrides.mangledNames(in: "@_cdecl // note\n ( /* a */ \"$s3Kit7verdictSSyF\") func f() {}").map(\.line) == [1])
        #expect(KitSymbolOverrides.mangledModule("$s17ConformanceEngine7OutcomeOSEAASE6encode2toys7Encoder_p_tKFTW") == "ConformanceEngine")
        #expect(KitSymbolOverrides.mangledModule("$sSa6appendyyxnF") == nil && KitSymbolOverrides.mangledModule("pay_total") == nil)
    }

    @Test("A package that defines the kit's verdict function with @_silgen_name is refused, naming the object and the symbol")
    func silgenName() throws {
        let (harness, package) = try build(author: """
            @_silgen_name("$s3Kit7verdictSSyF") func forged() -> String { "passed" }
            """)
        defer { try? FileManager.default.removeItem(at: harness.deletingLastPathComponent()) }
        let findings = try #require(KitSymbolOverrides.findings(harness: harness, package: package))
        #expect(findings.contains { $0.hasPrefix("Author/Author.swift.o defines $s3Kit7verdictSSyF, a symbol of the kit's Kit") }, "\(findings)")
    }

    @Test("Review 17 (F1): a replacement made weak and hidden like the compiler's own copies (@_silgen_name with @_alwaysEmitIntoClient) is refused by the name its source gives, escapes read")
    func weakHiddenReplacement() throws {
        // The kit's own copy of this helper is weak and hidden, as the review's target (a protocol witness) was.
        let (harness, package) = try build(author: """
            @_silgen_name("\\u{24}s3Kit3BoxVSgWOy") @_alwaysEmitIntoClient
            public func forged(_ value: Int) -> Int { value &* 3 &+ 7 }
            public func keepForged(_ value: Int) -> Int { forged(value) }
            """)
        defer { try? FileManager.default.removeItem(at: harness.deletingLastPathComponent()) }
        let findings = try #require(KitSymbolOverrides.findings(harness: harness, package: package))
        #expect(findings.contains { $0.hasPrefix("Author/Author.swift:2 names a function with the Swift symbol $s3Kit3BoxVSgWOy") }, "\(findings)")
        // A C function's name given with @_cdecl is no Swift symbol's, and is not read as one.
        #expect(KitSymbolOverrides.mangledNames(in: "@_cdecl(\"pay_total\") public func total() -> Int { 1 }").isEmpty)
        #expect(KitSymbolOverrides.mangledNames(in: "x\n@_cdecl(#\"$s3Kit7verdictSSyF\"#) func f() {}").map(\.line) == [2])
    }

    @Test("A package whose C target defines a kit symbol, hidden and weak or not, is refused")
    func fromC() throws {
        let (harness, package) = try build(author: "public func nothing() {}\n", c: """
            __attribute__((weak, visibility("hidden"))) const char *$s3Kit7verdictSSyF(void) { return "passed"; }
            """)
        defer { try? FileManager.default.removeItem(at: harness.deletingLastPathComponent()) }
        let findings = try #require(KitSymbolOverrides.findings(harness: harness, package: package))
        #expect(findings.contains { $0.hasPrefix("Author/shim.c.o defines $s3Kit7verdictSSyF") }, "\(findings)")
    }

    @Test("Without a build description nothing tells the kit's objects apart, and the check says so with nil")
    func noDescription() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("overrides-\(UUID().uuidString)")
        #expect(KitSymbolOverrides.findings(harness: folder, package: folder) == nil)
    }
}
