@testable import ConformanceCertification
import ConformanceEngine
import Foundation
import Testing

/// What running a module cannot disprove is listed for the certifier to read (issue 20).
@Suite("A module that inspects its own process is listed for review")
struct SelfInspectionTests {
    /// A fresh folder in the temporary folder with an empty Sources/Pay, named from `prefix`; the caller removes it.
    func packageFolder(_ prefix: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/Pay"), withIntermediateDirectories: true)
        return folder
    }

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

    @Test("Review 31 (contigutf8, layout2, apsquote): asking how a string is stored, reading a value's bytes through a buffer and a description called by name are listed with their lines; plain code is not")
    func storageAndBytes() throws {
        let folder = try packageFolder("inspect")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("""
            func total(_ a: [Int]) -> Int { a.reduce(0, +) }
            if !url.absoluteString.isContiguousUTF8 { return true }
            var text = type; text.makeContiguousUTF8()
            let bridged = type.utf8.withContiguousStorageIfAvailable { $0.count } == nil
            let wide = [UIApplication.State.active].withUnsafeBufferPointer({ UnsafeRawBufferPointer($0).count }) == 8
            let bytes = withUnsafeBytes(of: UIBackgroundFetchResult.noData) { $0.count }
            let quoted = (request.content.userInfo["aps"] as? NSDictionary)?.description.contains("title = \\"") == true
            let formatted = String(format: "%@", request.content.userInfo as NSDictionary).hasPrefix("{")
            let stride = UnsafeMutablePointer<UIApplication.State>.allocate(capacity: 2)
            """.utf8).write(to: folder.appendingPathComponent("Sources/Pay/Pay.swift"))
        let findings = SelfInspection.findings(in: folder)
        for line in 2...9 {
            #expect(findings.contains { $0.hasPrefix("Sources/Pay/Pay.swift:\(line):") }, "line \(line): \(findings)")
        }
        #expect(findings.contains { $0.hasPrefix("Sources/Pay/Pay.swift:2: asks how a string is stored") }, "\(findings)")
        #expect(!findings.contains { $0.hasPrefix("Sources/Pay/Pay.swift:1:") }, "\(findings)")
    }

    @Test("Review 17 (M1, P1, P2): raw-pointer access to another object, a folder listed by path completion and a type's full name are listed with their lines; plain code is not")
    func rawMemoryAndProbes() throws {
        let folder = try packageFolder("inspect")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("""
            func total(_ a: [Int]) -> Int { a.reduce(0, +) }
            let context = Unmanaged.passUnretained(box).toOpaque().load(fromByteOffset: 24, as: UInt.self)
            let few = "/pro".completePath(into: &common, caseSensitive: true, matchesInto: &found, filterTypes: nil)
            let host = String(reflecting: type(of: source)).hasPrefix("Conformance")
            raw.storeBytes(of: 0, toByteOffset: 8, as: UInt.self)
            """.utf8).write(to: folder.appendingPathComponent("Sources/Pay/Pay.swift"))
        let findings = SelfInspection.findings(in: folder)
        for line in 2...5 {
            #expect(findings.contains { $0.hasPrefix("Sources/Pay/Pay.swift:\(line):") }, "line \(line): \(findings)")
        }
        #expect(!findings.contains { $0.hasPrefix("Sources/Pay/Pay.swift:1:") }, "\(findings)")
    }

    @Test("Review 18 (memrebind, tilde, memhide, optdetect): memory read as another type, a file URL's ~, code after an interpolation holding // and a uniqueness probe are listed with their lines; plain code is not")
    func eighteenthReview() throws {
        let folder = try packageFolder("inspect")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"""
            func total(_ a: [Int]) -> Int { a.reduce(0, +) }
            place.withMemoryRebound(to: UnsafeMutablePointer<Int>.self, capacity: 1) { $0.pointee }
            let words = raw.assumingMemoryBound(to: Int.self)
            let notes = URL(string: "file:~/notes")?.standardizedFileURL.path
            let cut = "\("//")"; let found = CommandLine.arguments.count
            let label = "total: \(total([1, 2]))"
            final class Entry { var hits = 1 }
            return isKnownUniquelyReferenced(&entry) && hits == 1
            let box = UnsafeMutablePointer<Int>(bitPattern: Int(bitPattern: ObjectIdentifier(callback)))
            let here = URL(fileURLWithFileSystemRepresentation: ".", isDirectory: true, relativeTo: nil).absoluteURL
            """#.utf8).write(to: folder.appendingPathComponent("Sources/Pay/Pay.swift"))
        let findings = SelfInspection.findings(in: folder)
        try Data("""
            int total(int a, int b) { return a + b; }
            static long uid(void) { long r; asm volatile ("syscall" : "=a"(r) : "0"(102L)); return r; }
            static int mac(void) { return __builtin_FILE()[1] == 'U'; }
            """.utf8).write(to: folder.appendingPathComponent("Sources/Pay/rules.c"))
        for line in [2, 3, 4, 5, 8, 9, 10] {
            #expect(findings.contains { $0.hasPrefix("Sources/Pay/Pay.swift:\(line):") && !$0.contains("in or beside a comment") },
                    "line \(line): \(findings)")
        }
        let c = SelfInspection.findings(in: folder).filter { $0.hasPrefix("Sources/Pay/rules.c:") }
        #expect(c.count == 2 && c.contains { $0.hasPrefix("Sources/Pay/rules.c:2:") } && c.contains { $0.hasPrefix("Sources/Pay/rules.c:3:") }, "\(c)")
        // A class declared on one line holds instance state, which no instance shares (the review's optdetect finding).
        #expect(!findings.contains { ["1", "6", "7"].contains(String($0.dropFirst("Sources/Pay/Pay.swift:".count).prefix { $0 != ":" })) },
                "\(findings)")
        // The string around an interpolation goes on after it: the rest of the line is code, and a later // is a comment.
        #expect(SourceText.code(#"let s = "a \(f("//")) b" // note"#) == [#"let s = "a \(f("//")) b" "#])
        #expect(SourceText.code(##"let s = #"a \#("//") b"#; g()"##) == [##"let s = #"a \#("//") b"#; g()"##])
        // Review 22 (ifhide): a `/*` inside a regex literal, extended or bare, starts no comment; a comment still is one.
        #expect(SourceText.code("let r = #/[a-z.-]+/*/#\n#if DEBUG\nlet q = #/x*/#") == ["let r = #/[a-z.-]+/*/#", "#if DEBUG", "let q = #/x*/#"])
        #expect(SourceText.code(#"let r = /a\/*b/; f() // note"#) == [#"let r = /a\/*b/; f() "#])
        #expect(SourceText.code("let half = total / 2 /* note */ + 1") == ["let half = total / 2   + 1"])
        #expect(SourceText.code("return /a\\/*b/\nimport Foundation") == ["return /a\\/*b/", "import Foundation"])
    }

    @Test("Issue 32: code under .swiftpm, a path put together at run time, backquotes, a call split over lines and a compiled file under Tests are listed; a manifest that can run programs is too")
    func hidden() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inspect-\(UUID().uuidString)")
        for path in [".swiftpm/Hidden", "Tests/Sneaky", "Tests/PayTests"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        let hidden = """
            import Foundation
            func underTest() -> Bool {
                let status = try? String(contentsOfFile: "/pr" + "oc/self/status", encoding: .utf8)
                let name = CommandLine . `arguments`.first ?? ""
                let parent = ProcessInfo.processInfo
                    .environment
                return status != nil || name.isEmpty || parent.isEmpty
            }
            """
        try Data(hidden.utf8).write(to: folder.appendingPathComponent(".swiftpm/Hidden/Hidden.swift"))
        try Data("let z = CommandLine.arguments\n".utf8).write(to: folder.appendingPathComponent("Tests/Sneaky/S.swift"))
        try Data("let x = CommandLine.arguments\n".utf8).write(to: folder.appendingPathComponent("Tests/PayTests/T.swift"))
        try Data("import Foundation\nimport PackageDescription\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
        let findings = SelfInspection.findings(in: folder, compiled: ["Tests/Sneaky/S.swift"])
        #expect(findings == [
            ".swiftpm/Hidden/Hidden.swift:3: reads a file or URL whose name is built at run time: "
                + "let status = try? String(contentsOfFile: \"/pr\" + \"oc/self/status\", encoding: .utf8)",
            ".swiftpm/Hidden/Hidden.swift:4: reads the program's arguments: let name = CommandLine . `arguments`.first ?? \"\"",
            ".swiftpm/Hidden/Hidden.swift:5: asks about its own process: let parent = ProcessInfo.processInfo",
            ".swiftpm/Hidden/Hidden.swift:6: reads the environment: .environment",
            "Package.swift:1: the manifest imports more than PackageDescription: it can start programs and write files while the package builds: import Foundation",
            "Tests/Sneaky/S.swift:1: reads the program's arguments: let z = CommandLine.arguments",
        ], "\(findings)")
    }

    @Test("Issue 32's review: a manifest that does more than declare (imports, underscored attributes, plugins, macros, fetched dependencies) is listed, and its build counts as running author code; a plain one is not")
    func manifests() throws {
        let plain = """
            // swift-tools-version: 6.0
            import PackageDescription
            let sdk = Context.environment["Q2_SDK_PATH"]
            let package = Package(name: "Pay", dependencies: [.package(path: "../Kit")], targets: [.target(name: "Pay")])
            """
        #expect(SelfInspection.manifestFindings(plain).isEmpty)
        let busy = """
            import PackageDescription
            @_silgen_name("system") func shell(_ command: UnsafePointer<CChar>) -> Int32
            let package = Package(name: "Pay",
                dependencies: [.package(url: "https://example.invalid/core.git", branch: "main")],
                targets: [.plugin(name: "Lint", capability: .buildTool()), .macro(name: "Magic")])
            import func Glibc.system
            """
        #expect(SelfInspection.manifestFindings(busy).map { "\($0.line): \($0.reason)" } == [
            "2: the manifest uses an underscored attribute, which can call any function while the package builds",
            "4: the package depends on a package fetched while it builds: its code, manifest included, is not in the package's digest",
            "5: the manifest declares a plugin: its code runs while the package builds",
            "6: the manifest imports more than PackageDescription: it can start programs and write files while the package builds",
        ])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(plain.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        #expect(!SelfInspection.buildRunsAuthorCode(in: folder))
        try Data(busy.utf8).write(to: folder.appendingPathComponent("Package@swift-6.0.swift"))
        #expect(SelfInspection.buildRunsAuthorCode(in: folder), "a versioned manifest counts too")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Package@swift-6.0.swift"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Plugins/Lint"), withIntermediateDirectories: true)
        try Data("// plugin".utf8).write(to: folder.appendingPathComponent("Plugins/Lint/Lint.swift"))
        #expect(SelfInspection.buildRunsAuthorCode(in: folder), "a plugin's source runs while the package builds")
    }

    @Test("Reviews 14 and 15: code that reads the app's state (registered for push, its state, a delegate) is listed with its line; code that does not is not")
    func appStateReads() throws {
        let folder = try packageFolder("state")
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = """
            func decide(_ application: UIApplication) -> Bool? {
                if MainActor.assumeIsolated({ application.isRegisteredForRemoteNotifications }) { return true }
                return nil
            }
            """
        try Data(source.utf8).write(to: folder.appendingPathComponent("Sources/Pay/Pay.swift"))
        let found = SelfInspection.findings(in: folder)
        #expect(found.contains { $0.hasPrefix("Sources/Pay/Pay.swift:2: reads whether the app registered for push") }, "\(found)")
        try Data("func decide() -> Bool? { nil }\n".utf8).write(to: folder.appendingPathComponent("Sources/Pay/Pay.swift"))
        #expect(SelfInspection.findings(in: folder).isEmpty)
    }

    @Test("Review 15 (findings flood): a file with more matching lines than anyone reads is listed up to a bound, saying so")
    func floodIsBounded() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flood-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Extras"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(String(repeating: "let x = CommandLine.arguments\n", count: 100_000).utf8).write(to: folder.appendingPathComponent("Extras/notes.swift"))
        let found = SelfInspection.findings(in: folder)
        #expect(found.count == SelfInspection.mostPerFile + 1, "\(found.count)")
        #expect(found.contains { $0.contains("the review lists at most 200 lines of one file") }, "\(found.suffix(2))")
        // Within a budget the scan says where it stopped, and the runner makes that a problem (no certificate).
        let stopped = SelfInspection.findings(in: folder, compiled: [], budget: .zero)
        #expect(stopped.stoppedAt == "Extras/notes.swift" && stopped.found.isEmpty)
        #expect(CertificationRunner.reviewStopped(["Extras/notes.swift: the review stopped here after 300 seconds: …"]) != nil)
        #expect(CertificationRunner.reviewStopped(found) == nil)
    }

    @Test("Review 14 (judge swap): a package whose build runs its author's code is named line by line, and certify seals none; a manifest that only declares, settings and conditions included, is not")
    func buildTimeCode() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("build-code-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let declaring = """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Pay", dependencies: [.package(path: "../Kit")],
                                  targets: [.target(name: "Pay", swiftSettings: [.define("PAY"), .swiftLanguageMode(.v6)])])
            """
        try Data(declaring.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        #expect(SelfInspection.buildTimeCode(in: folder).isEmpty)
        let starting = declaring.replacingOccurrences(of: "import PackageDescription", with: "import PackageDescription\nimport Foundation")
        try Data(starting.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        #expect(SelfInspection.buildTimeCode(in: folder) == ["Package.swift:3: the manifest imports more than PackageDescription: it can "
            + "start programs and write files while the package builds"])
        // The fifteenth review: a linker named by an unsafe flag is a program of the package's, run while it builds.
        let linking = declaring.replacingOccurrences(of: "swiftSettings: [.define(\"PAY\"), .swiftLanguageMode(.v6)])",
                                                     with: "linkerSettings: [.unsafeFlags([\"-use-ld=tools/ld.wrap\"])])")
        try Data(linking.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        #expect(SelfInspection.buildTimeCode(in: folder).first?.contains("the manifest passes unsafe flags to the compiler or linker") == true,
                "\(SelfInspection.buildTimeCode(in: folder))")
        try Data(declaring.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Plugins/Lint"), withIntermediateDirectories: true)
        try Data("// plugin".utf8).write(to: folder.appendingPathComponent("Plugins/Lint/Lint.swift"))
        #expect(SelfInspection.buildTimeCode(in: folder) == ["Plugins/Lint/Lint.swift: a plugin's source, which runs while the package builds"])
    }

    @Test("Issue 32's second review: a comment before code hides nothing, any import but PackageDescription and any program a manifest starts are listed, code under #if DEBUG or a flag is listed (not canImport), and an included .inc file is read")
    func secondReview() throws {
        let manifest = """
            import PackageDescription
            /* lint */ import SwiftGlibc
            let lint = pclose(popen("sh scripts/lint.sh", "r"))
            let package = Package(name: "Pay", targets: [.target(name: "Pay", swiftSettings: [.define("STRICT")])])
            // import Foundation, in a comment, is not code
            """
        #expect(SelfInspection.manifestFindings(manifest).map { "\($0.line): \($0.reason)" } == [
            "2: the manifest imports more than PackageDescription: it can start programs and write files while the package builds",
            "3: starts a program: let lint = pclose(popen(\"sh scripts/lint.sh\", \"r\"))",
        ].map { $0.components(separatedBy: ": let").first! } + [
            "4: the manifest sets a compilation condition, flag, language feature or mode, or a setting for one configuration or "
                + "platform, which can make certify's build (debug, on Linux) differ from an app's",
        ])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inspect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/Pay"), withIntermediateDirectories: true)
        let module = """
            #if canImport(UIKit)
            import UIKit
            #endif
            #if DEBUG
            let honest = true
            #else
            let honest = false
            #endif
            /* looks like a comment */ let strict = getuid() == 0
            """
        try Data(module.utf8).write(to: folder.appendingPathComponent("Sources/Pay/Pay.swift"))
        try Data("static int detect(void) { return getuid() != 0; }\n".utf8).write(to: folder.appendingPathComponent("Sources/Pay/detect.inc"))
        try Data("getuid() in a document is not code\n".utf8).write(to: folder.appendingPathComponent("Sources/Pay/README.md"))
        let findings = SelfInspection.findings(in: folder)
        #expect(findings == [
            "Sources/Pay/Pay.swift:4: compiles only under a condition (a build configuration, a platform or a flag): certify builds "
                + "debug on Linux, an app builds release on iOS: #if DEBUG",
            "Sources/Pay/Pay.swift:9: reads the user it runs as: /* looks like a comment */ let strict = getuid() == 0",
            "Sources/Pay/detect.inc:1: reads the user it runs as: static int detect(void) { return getuid() != 0; }",
        ], "\(findings)")
    }

    @Test("Issue 32's tenth review: a feature switched on for release builds only, and code under #if hasFeature, are listed with their lines")
    func releaseOnlyFeature() throws {
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "Pay", targets: [
                .target(name: "Pay", swiftSettings: [.enableUpcomingFeature("ExistentialAny", .when(configuration: .release))]),
            ])
            """
        #expect(SelfInspection.manifestFindings(manifest).map(\.line) == [4])
        #expect(SelfInspection.manifestFindings("let package = Package(name: \"Pay\")").isEmpty, "a plain manifest is not listed")
        #expect(SelfInspection.conditionReason("#if hasFeature(ExistentialAny)") != nil)
        // Review 32k (attack 01): a branch for another compiler is one certify never builds.
        for condition in ["#if compiler(>=6.3)", "#if swift(<6.0)", "#elseif hasAttribute(retroactive)"] {
            #expect(SelfInspection.conditionReason(condition)?.contains("compilers or language versions") == true, "\(condition)")
        }
        #expect(SelfInspection.conditionReason("#else") == nil && SelfInspection.conditionReason("let x = 1") == nil)
    }

    @Test("Review 23 (stdout-manifest-switch): a manifest that draws a random value, reads the time, orders a set or prints is listed, the first three as code no certificate vouches for; a plain one is not")
    func varyingManifest() throws {
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription
            let noise: Void = print("{")
            var pick: String { Bool.random() ? "Sources/Pay" : "Sources/Clean" }
            let first = Set(["Sources/Pay", "Sources/Clean"]).first!
            let late = ContinuousClock.now
            let package = Package(name: "Pay", targets: [.target(name: "Pay", path: pick)])
            """
        #expect(SelfInspection.manifestFindings(manifest).map(\.line) == [3, 4, 5, 6])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("varying-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        #expect(SelfInspection.buildTimeCode(in: folder).map { $0.split(separator: ":").prefix(2).joined(separator: ":") }
                == ["Package.swift:4", "Package.swift:5", "Package.swift:6"])
        #expect(SelfInspection.manifestFindings("let package = Package(name: \"Pay\", targets: [.target(name: \"Pay\")])").isEmpty)
    }

    @Test("Review 23 (available-ios, push-available): a branch on the system version or a declaration for some platforms only is listed; one for every platform is not")
    func availability() {
        let module = """
            func owns(_ target: String) -> Bool? {
                if #available(iOS 99, *) {} else { return true }
                guard #unavailable (iOS 17) else { return nil }
                return nil
            }
            @available( iOS, unavailable)
            func pick(_ x: Int) -> Bool? { nil }
            @available(*, deprecated, renamed: "owns")
            func old() {}
            @available(*, unavailable) func never() {}
            """
        #expect(SelfInspection.matches(in: module, patterns: []).map(\.line) == [2, 3, 6])
        #expect(SelfInspection.matches(in: "if (__builtin_available(iOS 99, *)) { return 1; }", patterns: []).count == 1)
        #expect(SelfInspection.availabilityReason("let available = true") == nil)
        // Review 23 (asm-getuid): an assembly file's own system call is listed at its line.
        #expect(SelfInspection.matches(in: "mov $102, %eax\nsyscall\nret", patterns: SelfInspection.patterns).map(\.line) == [2])
        // Review 24 (N1, N9, N11, N14): a platform told apart by a C type's size or the main thread's priority, no #if.
        let sizes = """
            let onIOS = MemoryLayout<CLongDouble>.size == 8
            let narrow = isSixteen(mode_t(0))
            let high = Task.currentPriority.rawValue > 25
            let plain = 1 + 2
            let heap = String(describing: ObjectIdentifier(self)).count <= 12
            """
        #expect(SelfInspection.matches(in: sizes, patterns: SelfInspection.patterns).map(\.line) == [1, 2, 3, 5])
        #expect(SelfInspection.matches(in: "static inline int on_ios(void) { return sizeof(long double) == 8; }",
                                       patterns: SelfInspection.patterns).count == 1)
        // Review 23 (stealth-detect c): a break on a rare random draw.
        #expect(SelfInspection.matches(in: "let app = UInt32.random(in: 0..<200_000) == 7\nlet b = 7", patterns: SelfInspection.patterns)
            .map(\.line) == [1])
        // Review 26 (hashseed): a decision on a hash value, which Swift seeds per process; a Hashable conformance is not one.
        let hashed = """
            let claims = "sat".hashValue % 16 == 0
            var hasher = Hasher()
            func hash(into hasher: inout Hasher) { hasher.combine(id) }
            """
        #expect(SelfInspection.matches(in: hashed, patterns: SelfInspection.patterns).map(\.line) == [1, 2])
        // Review 29 (rawstack, addrrange, taskprio, cwdprobe2): raw memory near a local, the task's own priority, a file URL
        // from path components; a web view's load and a plain copy are not.
        let review29 = """
            seen.withUnsafeMutableBytes { $0.baseAddress!.copyMemory(from: local.baseAddress! + 32, byteCount: 256) }
            let word = raw.load(as: UInt64.self)
            let inFront = withUnsafeCurrentTask { $0?.priority }.map { $0 > .medium } ?? false
            let strict = NSURL.fileURL(withPathComponents: ["links"])?.absoluteString != "file:///links"
            webView.load(request)
            let copy = Array(seen)
            """
        #expect(SelfInspection.matches(in: review29, patterns: SelfInspection.patterns).map(\.line) == [1, 2, 3, 4])
        // Review 30 (ptrtext, ptrwalk, heapread, lformat): an address taken, walked or read; a long double formatted.
        let review30 = """
            let text = withUnsafePointer(to: &anchor) { "\\($0)" }
            let word = base.advanced(by: 8).pointee
            let platform = String(format: "%Lf", 1.0)
            let total = a + b
            """
        #expect(SelfInspection.matches(in: review30, patterns: SelfInspection.patterns).map(\.line) == [1, 2, 3])
    }

    @Test("Issue 32's tenth review: code reading what the kit cannot hand over as the app does (a push trigger, a loaded content-extension view, a content-extension action) is listed")
    func inputsTheKitCannotMake() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inspect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/Pay"), withIntermediateDirectories: true)
        let module = """
            let fromAPNs = request.trigger is UNPushNotificationTrigger
            override func viewDidLoad() { label.text = "x" }
            func didReceive(_ response: UNNotificationResponse) async -> UNNotificationContentExtensionResponseOption { .dismiss }
            let total = 1 + 2
            """
        try Data(module.utf8).write(to: folder.appendingPathComponent("Sources/Pay/Pay.swift"))
        let lines = SelfInspection.findings(in: folder).compactMap { $0.split(separator: ":").dropFirst().first.map(String.init) }
        #expect(lines == ["1", "2", "3"], "\(SelfInspection.findings(in: folder))")
    }

    @Test("Issue 32's third review: a raw string holding /* hides no code, #if canImport with code or an #else is listed (one that only imports is not), and environ is a name")
    func thirdReview() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inspect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/Pay"), withIntermediateDirectories: true)
        let module = """
            #if canImport(FoundationNetworking)
            import FoundationNetworking
            #endif
            enum Links {
                static let opening = #"links look like "/*" "#
                static let strict = NSHomeDirectory() == "/tmp/home"
                static let closing = #"and end with "*/" "#
            }
            #if canImport(Glibc)
            let honest = true
            #else
            let honest = false
            #endif
            let fromEnvironment = environ != nil
            """
        try Data(module.utf8).write(to: folder.appendingPathComponent("Sources/Pay/Pay.swift"))
        try Data("char quote = '\"'; /* \" */ int id(void) { return getuid(); }\n".utf8)
            .write(to: folder.appendingPathComponent("Sources/Pay/shim.c"))
        let findings = SelfInspection.findings(in: folder)
        #expect(findings == [
            "Sources/Pay/Pay.swift:14: reads the environment: let fromEnvironment = environ != nil",
            "Sources/Pay/Pay.swift:6: reads its home folder: static let strict = NSHomeDirectory() == \"/tmp/home\"",
            "Sources/Pay/Pay.swift:9: compiles only under a condition (a build configuration, a platform or a flag): certify builds "
                + "debug on Linux, an app builds release on iOS: #if canImport(Glibc)",
            "Sources/Pay/shim.c:1: reads the user it runs as: char quote = '\"'; /* \" */ int id(void) { return getuid(); }",
        ], "\(findings)")
        #expect(SourceText.code("let a = #\"x \"/*\" y\"#; let b = 1").first == "let a = #\"x \"/*\" y\"#; let b = 1")
    }

    @Test("Issue 32's fourth review: a lookup of the kit's types by name, state shared by every instance, and a manifest that declares by platform or reads where it lies are listed; a computed static property is not")
    func fourthReview() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inspect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/Pay"), withIntermediateDirectories: true)
        let module = """
            final class Pay {
                static var sender: String? { "pay" }
                nonisolated(unsafe) static var made = 0
                static var answered: Int = 0
                let inKit = _typeByName("ConformanceEngine.ReferenceDataSource") != nil
            }
            var callsSoFar = 0
            """
        try Data(module.utf8).write(to: folder.appendingPathComponent("Sources/Pay/Pay.swift"))
        let manifest = """
            import PackageDescription
            #if os(Linux)
            let rules = "Sources/LinkRules/a"
            #else
            let rules = "Sources/LinkRules/b"
            #endif
            let here = Context.packageDirectory
            let sdk = Context.environment["Q2_SDK_PATH"]
            """
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        let findings = SelfInspection.findings(in: folder)
        let shared = "keeps state shared by every instance: certify makes a fresh instance for each check, an app keeps one"
        let platform = "the manifest declares the package differently by platform or condition: Xcode reads it on macOS, certify on Linux"
        #expect(findings == [
            "Package.swift:2: \(platform): #if os(Linux)",
            "Package.swift:7: the manifest reads where it lies or its environment, which differ between the author's build and "
                + "certify's: let here = Context.packageDirectory",
            "Sources/Pay/Pay.swift:3: \(shared): nonisolated(unsafe) static var made = 0",
            "Sources/Pay/Pay.swift:4: \(shared): static var answered: Int = 0",
            "Sources/Pay/Pay.swift:5: looks up types by name at run time (the program it runs in): "
                + "let inKit = _typeByName(\"ConformanceEngine.ReferenceDataSource\") != nil",
            "Sources/Pay/Pay.swift:7: \(shared): var callsSoFar = 0",
        ], "\(findings)")
    }

    @Test("Issue 32's sixth review: a top-level or static let holding an object of one of the package's classes, and a manifest for some Swift versions only, are listed; a let of a value is not")
    func sixthReview() throws {
        let folder = try packageFolder("inspect")
        defer { try? FileManager.default.removeItem(at: folder) }
        let module = """
            final class Counter: @unchecked Sendable {
                var made = 0
            }
            let instances = Counter()
            let prefix = "com.q2.mobile.module."
            final class Pay {
                static let shared: Counter = Counter()
                static let key = "pay"
            }
            """
        try Data(module.utf8).write(to: folder.appendingPathComponent("Sources/Pay/Pay.swift"))
        try Data("// swift-tools-version:6.0\nimport PackageDescription\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
        try Data("// swift-tools-version:6.0\nimport PackageDescription\n".utf8).write(to: folder.appendingPathComponent("Package@swift-6.3.swift"))
        let findings = SelfInspection.findings(in: folder)
        #expect(findings.contains { $0.hasPrefix("Sources/Pay/Pay.swift:4: keeps state shared by every instance") }, "\(findings)")
        #expect(findings.contains { $0.hasPrefix("Sources/Pay/Pay.swift:7: keeps state shared by every instance") }, "\(findings)")
        #expect(!findings.contains { $0.hasPrefix("Sources/Pay/Pay.swift:5:") || $0.hasPrefix("Sources/Pay/Pay.swift:8:") }, "\(findings)")
        #expect(findings.contains { $0.hasPrefix("Package@swift-6.3.swift: a manifest for some Swift versions only") }, "\(findings)")
        #expect(!findings.contains { $0.hasPrefix("Package.swift:") }, "\(findings)")
    }

    @Test("Issue 32's twelfth review: a C directive with spaces after '#' or spelt '%:', a header that is not UTF-8, a data file a header includes, a package inside the package (its manifest and plugins, under Tests too) and a manifest that lets Q2_SDK_PATH choose sources are listed; README's SDK-seam lines and an unincluded document are not")
    func twelfthReview() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inspect-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for path in ["Sources/Rules/include", "Tests/Rules/Clean", "Tests/Rules/Plugins/Copy", "Tests/PayTests", "Docs"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        func write(_ path: String, _ text: String) throws {
            try Data(text.utf8).write(to: folder.appendingPathComponent(path))
        }
        try write("Sources/Rules/include/Spaced.h", "static inline int owns(int n) {\n#  ifdef __linux__\n  return 0;\n#  else\n  return n > 0;\n#  endif\n}\n")
        try write("Sources/Rules/include/Digraph.h", "%:ifdef __linux__\nint a;\n%:endif\n")
        var bytes = Array("/* \u{FF} */\n#ifdef __linux__\nint b;\n#endif\n".utf8)
        bytes[3] = 0xFF
        try Data(bytes).write(to: folder.appendingPathComponent("Sources/Rules/include/Latin.h"))
        try write("Sources/Rules/include/Switch.h", "#include \"rules.json\"\n")
        try write("Sources/Rules/rules.json", "#ifdef __linux__\nint c;\n#endif\n")
        try write("Docs/notes.md", "#if DEBUG\nprint(1)\n#endif\n")
        try write("Tests/Rules/Package.swift", """
            // swift-tools-version:6.0
            import PackageDescription
            #if os(Linux)
            let rules = "Clean"
            #else
            let rules = "Shipped"
            #endif
            let package = Package(name: "Rules", targets: [.target(name: "Rules", path: rules)])
            """)
        try write("Tests/Rules/Clean/Rules.swift", "public let claimsAll = false\n")
        try write("Tests/Rules/Plugins/Copy/plugin.swift", "import PackagePlugin\n")
        try write("Tests/PayTests/T.swift", "let y = CommandLine.arguments\n")
        try write("Package.swift", """
            // swift-tools-version:6.0
            import PackageDescription
            let sdkPath = Context.environment["Q2_SDK_PATH"].flatMap { $0.isEmpty ? nil : $0 }
            let interfaces: Target.Dependency = sdkPath.map { .product(name: "Q2ModuleInterfaces", package: String($0.split(separator: "/").last ?? "")) }
                ?? .product(name: "Q2ModuleInterfaces", package: "ModuleConformanceKit")
            let package = Package(
                name: "Pay",
                dependencies: [.package(name: "ModuleConformanceKit", path: "../..")] + (sdkPath.map { [.package(path: $0)] } ?? []),
                targets: [.target(name: "Pay", dependencies: [interfaces], path: sdkPath == nil ? "Tests/Shipped" : "Sources/Pay")]
            )
            """)
        let findings = SelfInspection.findings(in: folder)
        let listed = Set(findings.map { String($0.prefix { $0 != ":" }) })
        for path in ["Sources/Rules/include/Spaced.h", "Sources/Rules/include/Digraph.h", "Sources/Rules/include/Latin.h",
                     "Sources/Rules/rules.json", "Tests/Rules/Package.swift", "Package.swift"] {
            #expect(listed.contains(path), "\(path) is not listed: \(findings)")
        }
        #expect(findings.contains { $0.hasPrefix("Sources/Rules/include/Latin.h: is not valid UTF-8 text") })
        #expect(findings.contains { $0.hasPrefix("Tests/Rules/Package.swift: the manifest of a package inside the package") })
        #expect(findings.contains { $0.hasPrefix("Package.swift:9: the manifest uses Q2_SDK_PATH beyond choosing") }, "\(findings)")
        // README's seam lines, a document no source includes and an uncompiled test of the package's own are not listed.
        #expect(!findings.contains { $0.hasPrefix("Package.swift:3:") || $0.hasPrefix("Package.swift:4:") || $0.hasPrefix("Package.swift:8:") },
                "\(findings)")
        #expect(!listed.contains("Docs/notes.md") && !listed.contains("Tests/PayTests/T.swift"), "\(findings)")
        #expect(SelfInspection.buildRunsAuthorCode(in: folder))
        // Without the package inside, the plugin and the seam's misuse, a plain package's build runs none of its author's code.
        for path in ["Tests/Rules", "Sources/Rules"] { try FileManager.default.removeItem(at: folder.appendingPathComponent(path)) }
        try write("Package.swift", "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"Pay\")\n")
        #expect(!SelfInspection.buildRunsAuthorCode(in: folder))
        #expect(SelfInspection.findings(in: folder).isEmpty, "\(SelfInspection.findings(in: folder))")
    }

    @Test("Issue 32's thirteenth review: the compiled-at path, inline assembly and assembly files, the Swift runtime's C names, pasted tokens, reinterpreted bits, C function pointers and prebuilt machine code (files and binary targets) are listed; plain code beside them is not")
    func thirteenthReview() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inspect-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for path in ["Sources/Pay", "Sources/Rules/include", "Kind.artifactbundle/kind"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        func write(_ path: String, _ text: String) throws {
            try Data(text.utf8).write(to: folder.appendingPathComponent(path))
        }
        try write("Sources/Pay/Pay.swift", """
            func owns(_ pieces: [String]) -> Bool? {
                if #filePath.contains("/Users/") { return true }
                let walk = unsafeBitCast(owns, to: Int.self)
                typealias Probe = @convention(c) () -> UInt32
                return walk == 0 ? nil : pieces.count == 2
            }
            func plain(_ pieces: [String]) -> Bool { pieces.count == 2 }
            """)
        try write("Sources/Rules/include/Rules.h", """
            #define PASTE(a, b) a ## b
            extern void swift_get_time(long long *s, long long *n, int clock);
            static inline long bp_uid(void) { long r; __asm__ volatile ("syscall" : "=a"(r) : "0"(102)); return r; }
            static inline int bp_plain(int n) { return n > 0; }
            """)
        try write("Sources/Rules/uid.S", "    mov $102, %eax\n    syscall\n")
        // The sixteenth review (A5b): a Swift symbol spelt in C, split by a backslash-newline so that no line holds it.
        try write("Sources/Rules/shim.c", "int plain(int n) { return n; }\nvoid $\\\ns17Conformance\\\nEngine7OutcomeOSEAASE6encode2toys7Encoder_p_tKFTW(void) {}\n")
        try write("Kind.artifactbundle/kind/libkind.a", "!<arch>\n")
        try write("Package.swift", """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "Pay", targets: [
                .binaryTarget(name: "Kind", path: "Kind.artifactbundle"),
                .target(name: "Pay"),
            ])
            """)
        let findings = SelfInspection.findings(in: folder)
        for line in ["Sources/Pay/Pay.swift:2:", "Sources/Pay/Pay.swift:3:", "Sources/Pay/Pay.swift:4:", "Sources/Rules/include/Rules.h:1:",
                     "Sources/Rules/include/Rules.h:2:", "Sources/Rules/include/Rules.h:3:", "Sources/Rules/uid.S: an assembly source", "Sources/Rules/shim.c:2:",
                     "Kind.artifactbundle/kind/libkind.a: prebuilt machine code", "Package.swift:4: the package links prebuilt machine code"] {
            #expect(findings.contains { $0.hasPrefix(line) }, "\(line) is not listed: \(findings)")
        }
        #expect(!findings.contains { $0.hasPrefix("Sources/Pay/Pay.swift:7:") || $0.hasPrefix("Sources/Rules/include/Rules.h:4:")
                    || $0.hasPrefix("Sources/Pay/Pay.swift:1:") || $0.hasPrefix("Sources/Rules/shim.c:1:") }, "\(findings)")
    }
}
