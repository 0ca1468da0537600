import ConformanceCertification
import Foundation
import Testing

/// The review reads what the compiled code calls, so no spelling hides a call (issue 32's fifth review).
@Suite("What the package's compiled code calls outside itself is listed for review")
struct LinkedCallsTests {
    @Test("Code that only computes lists nothing; code that asks for the user, the time, the environment or a type by name is listed, however it is spelt")
    func compiledCalls() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linked-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let honest = """
            import Foundation
            public struct Link: Equatable {
                public let parts: [String]
                public init?(_ url: URL) {
                    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }
                    let text = (components.percentEncodedFragment ?? components.percentEncodedPath).lowercased()
                    parts = text.split(separator: "/").map(String.init).filter { !$0.isEmpty }
                }
                public func json() -> Data? {
                    try? JSONSerialization.data(withJSONObject: ["parts": parts, "n": String(format: "%02x", parts.count)])
                }
            }
            """
        // Names no text list of the review held: each reaches the system, and none is spelt as its interface is.
        let sniffing = """
            import Foundation
            #if canImport(Glibc)
            import Glibc
            #endif
            @_silgen_name("getuid") func whoAmI() -> UInt32
            public func certifying() -> Bool {
                let login = getlogin().map { String(cString: $0) } ?? ""
                let late = Date().timeIntervalSince1970 > 1_900_000_000
                let kit = _typeByName("Conformance" + "Engine.ReferenceDataSource") != nil
                return whoAmI() != 0 || login.isEmpty || late || kit
            }
            """
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".build/debug"), withIntermediateDirectories: true)
        var objects: [String] = []
        for (name, text) in [("Honest", honest), ("Sniffing", sniffing)] {
            let source = folder.appendingPathComponent("\(name).swift"), object = folder.appendingPathComponent("\(name).swift.o")
            try Data(text.utf8).write(to: source)
            let compile = Process()
            compile.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            compile.arguments = ["swiftc", "-c", "-parse-as-library", "-module-name", "Pay", source.path, "-o", object.path]
            try compile.run()
            compile.waitUntilExit()
            try #require(compile.terminationStatus == 0, "swiftc compiled \(name).swift")
            objects.append(object.path)
        }
        // The same code in a package the build fetched, which no digest of the package holds.
        let fetched = folder.appendingPathComponent(".build/checkouts/sniffer/Sources/Sniffer")
        try FileManager.default.createDirectory(at: fetched, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: folder.appendingPathComponent("Sniffing.swift"), to: fetched.appendingPathComponent("Sniffing.swift"))
        try FileManager.default.copyItem(atPath: objects[1], toPath: fetched.appendingPathComponent("Sniffing.swift.o").path)
        let description = ["swiftCommands": [
            "C.Pay-debug.module": ["moduleName": "Pay", "objects": objects, "sources": [] as [String]],
            "C.Sniffer-debug.module": ["moduleName": "Sniffer", "objects": [fetched.appendingPathComponent("Sniffing.swift.o").path],
                                       "sources": [fetched.appendingPathComponent("Sniffing.swift").path]],
        ]]
        try JSONSerialization.data(withJSONObject: description).write(to: folder.appendingPathComponent(".build/debug/description.json"))
        let findings = LinkedCalls.findings(harness: folder, compiled: ["Pay": ["Sources/Pay/Honest.swift", "Sources/Pay/Sniffing.swift"]],
                                            sandbox: nil)
        #expect(findings.count == 2, "only the sniffing sources: \(findings)")
        #expect(findings.contains { $0.hasPrefix("Sources/Pay/Sniffing.swift: calls ") }, "\(findings)")
        #expect(findings.contains { $0.hasPrefix("dependency sniffer/Sources/Sniffer/Sniffing.swift: calls ") }, "\(findings)")
        for listed in findings {
            for name in ["getuid", "getlogin", "FoundationEssentials.Date", "Swift._typeByName"] {
                #expect(listed.contains(name), "\(name) in \(listed)")
            }
        }
    }

    @Test("Review 23 (timezone, foundation-behaviour): a call outside the known ones is listed at its line when the object has a line table; a Foundation number (whose text differs on iOS) is such a call, data and strings are not")
    func callsAtTheirLines() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linked-lines-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".build/debug"), withIntermediateDirectories: true)
        let text = """
            import Foundation
            public func late() -> Bool {
                let zone = TimeZone.current
                return zone.identifier == "UTC"
            }
            public func apple() -> Bool { NSNumber(value: 1.0).description == "1" }
            public func size() -> Int { Data([1, 2]).count + "a,b".components(separatedBy: ",").count }
            """
        let findings = try Self.findings(compiling: text, as: "Zone", in: folder)
        #expect(findings.contains { $0.hasPrefix("Sources/Pay/Zone.swift:3: calls ") && $0.contains("TimeZone.current") }, "\(findings)")
        #expect(findings.contains { $0.hasPrefix("Sources/Pay/Zone.swift:6: calls ") && $0.contains("NSNumber") }, "\(findings)")
        #expect(!findings.contains { $0.hasPrefix("Sources/Pay/Zone.swift:7:")  }, "\(findings)")
    }

    @Test("Review 31's Linux-against-iOS class: text Swift makes by reflection or a Foundation object writes, Unicode classification and an SDK C enum's init(rawValue:) are listed at their lines; a number's or a string's text is not")
    func platformText() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linked-text-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".build/debug"), withIntermediateDirectories: true)
        let text = """
            import Foundation
            public enum Fetch { case noData }
            public func plain(_ count: Int, _ name: String) -> String { "\\(count) for \\(name)" }
            public func enumText() -> Bool { "\\(Fetch.noData)" != "noData" }
            public func anyText(_ aps: [String: Any]) -> Bool { "\\(aps["alert"] ?? "")".hasPrefix("{") }
            public func bridged() -> Bool { "\\(2.0 as AnyObject)" == "2" }
            public func token(_ data: Data) -> Bool { "\\(data as NSData)".hasPrefix("{length") }
            public func errorText(_ error: Error) -> Bool { String(describing: error).contains(" UserInfo") }
            public func keys(_ options: [String: Any]) -> Bool { "\\(options)".contains("_rawValue") }
            public func age(_ text: String) -> Bool { text.unicodeScalars.first?.properties.generalCategory == .unassigned }
            public func hashable(_ key: AnyHashable, _ slice: ArraySlice<Any>) -> Bool { "\\(key)\\(slice)".contains("_rawValue") }
            public func existential(_ value: Any, _ keys: [String: Int]) -> Bool { (value as? CustomStringConvertible)?.description == keys.keys.description }
            public struct Own: CustomStringConvertible { public var description: String { "own" } }
            """
        let findings = try Self.findings(compiling: text, as: "Text", in: folder)
        for line in 4...9 {
            #expect(findings.contains { $0.hasPrefix("Sources/Pay/Text.swift:\(line): calls ") && $0.contains(LinkedCalls.printedText) },
                    "line \(line): \(findings)")
        }
        #expect(findings.contains { $0.hasPrefix("Sources/Pay/Text.swift:10: calls ") && $0.contains("Unicode.Scalar") }, "\(findings)")
        #expect(findings.contains { $0.hasPrefix("Sources/Pay/Text.swift:11: calls ") && $0.contains(LinkedCalls.printedText) }, "\(findings)")
        // Review 32 (numtext3, keyprint2): CustomStringConvertible's requirement called on an existential, a dictionary's keys.
        #expect(findings.contains { $0.hasPrefix("Sources/Pay/Text.swift:12: calls ") && $0.contains(LinkedCalls.printedText) }, "\(findings)")
        // A conformance of the package's own is no call of anything's text.
        #expect(!findings.contains { $0.hasPrefix("Sources/Pay/Text.swift:13:") || $0.hasPrefix("Sources/Pay/Text.swift: ") }, "\(findings)")
        #expect(!findings.contains { $0.hasPrefix("Sources/Pay/Text.swift:3:") }, "\(findings)")
        #expect(LinkedCalls.entity(ofUnknown: "Q2ModuleInterfaces.UIBackgroundFetchResult.init(rawValue: Swift.UInt) -> Q2ModuleInterfaces.UIBackgroundFetchResult?",
                                   ownModules: ["Pay"]) == "Q2ModuleInterfaces.UIBackgroundFetchResult.init(rawValue:)")
        #expect(LinkedCalls.entity(ofUnknown: "Q2ModuleInterfaces.UIBackgroundFetchResult.rawValue.getter : Swift.UInt", ownModules: ["Pay"]) == nil)
        // Review 32 (rawinit2, strclassify, bridgeident): through the protocol, the string's underscored members, as AnyObject.
        for symbol in ["dispatch thunk of Swift.RawRepresentable.init(rawValue: A.RawValue) -> A?", "Swift.String._classify() -> Swift._StringGuts",
                       "Swift._bridgeAnythingToObjectiveC<A>(A) -> Swift.AnyObject"] {
            #expect(LinkedCalls.entity(ofUnknown: symbol, ownModules: ["Pay"]) != nil, "\(symbol)")
        }
        #expect(LinkedCalls.entity(ofUnknown: "Swift.Int.description.getter : Swift.String", ownModules: ["Pay"]) == nil)
        // An enumeration of the package's own with raw values names the requirement's descriptor, which is no call.
        #expect(LinkedCalls.entity(ofUnknown: "method descriptor for Swift.RawRepresentable.init(rawValue: A.RawValue) -> A?", ownModules: ["Pay"]) == nil)
    }

    @Test("The nineteenth review (memc): C that calls nothing and writes memory through a pointer is listed as C-family code to read; a package without C lists none")
    func cFamilyCode() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linked-c-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent(".build/debug/Cfg.build")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: ["swiftCommands": [String: Any]()])
            .write(to: folder.appendingPathComponent(".build/debug/description.json"))
        #expect(LinkedCalls.findings(harness: folder, compiled: [:], sandbox: nil).isEmpty, "no object, nothing listed")
        let source = folder.appendingPathComponent("tidy.c")
        try Data("void _swiftTidy(void **slot) { *slot = (void *)0; }\n".utf8).write(to: source)
        let compile = Process()
        compile.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compile.arguments = ["clang", "-c", source.path, "-o", target.appendingPathComponent("tidy.c.o").path]
        try compile.run()
        compile.waitUntilExit()
        try #require(compile.terminationStatus == 0, "clang compiled tidy.c")
        let findings = LinkedCalls.findings(harness: folder, compiled: [:], sandbox: nil)
        #expect(findings == ["Cfg/tidy.c (C-family target): C-family code of the package, which can read and write any memory of "
            + "the process (the kit's included) and ask the system without a call this list could show: read it"], "\(findings)")
    }

    /// What `LinkedCalls` lists for `text` compiled (with a line table) as `Sources/Pay/NAME.swift` of module Pay, in `folder`.
    static func findings(compiling text: String, as name: String, in folder: URL) throws -> [String] {
        let source = folder.appendingPathComponent("\(name).swift"), object = folder.appendingPathComponent("\(name).swift.o")
        try Data(text.utf8).write(to: source)
        let compile = Process()
        compile.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compile.arguments = ["swiftc", "-c", "-g", "-parse-as-library", "-module-name", "Pay", source.path, "-o", object.path]
        try compile.run()
        compile.waitUntilExit()
        try #require(compile.terminationStatus == 0, "swiftc compiled \(name).swift")
        try JSONSerialization.data(withJSONObject: ["swiftCommands": ["C.Pay-debug.module": ["moduleName": "Pay", "objects": [object.path],
                                                                                             "sources": [] as [String]]]])
            .write(to: folder.appendingPathComponent(".build/debug/description.json"))
        return LinkedCalls.findings(harness: folder, compiled: ["Pay": ["Sources/Pay/\(name).swift"]], sandbox: nil)
    }

    @Test("A listed call reads as its name with argument labels, generic clauses left out")
    func names() {
        // Trial 33g (P07): any argument's default is read as the function it belongs to.
        // Review 19 (memc): a C function of the package's own named like the runtime is no runtime call.
        #expect(LinkedCalls.entity(ofUnknown: "_swiftTidy", ownModules: []) == "_swiftTidy")
        // Review 31 (manifestver) saw "calls n>(of:is:)" beside a standard library function with a `where` clause; that
        // symbol alone reads as the standard library's, which is known (the finding was not reproduced from its objects).
        #expect(LinkedCalls.entity(ofUnknown: "Swift._expectEnd<A where A: Swift.Collection>(of: A, is: A.Index) -> ()", ownModules: []) == nil)
        #expect(LinkedCalls.entity(ofUnknown: "Other.check<A where A: Swift.Collection>(of: A, is: A.Index) -> ()", ownModules: []) == "Other.check(of:is:)")
        // Review 32's boundary2: a string literal's symbol with a parenthesis never closed crashed certify.
        #expect(LinkedCalls.entityPath(of: ".L.str.1.(") == ".L.str.1.(" && LinkedCalls.entityPath(of: "f(") == "f(")
        #expect(LinkedCalls.entity(ofUnknown: "_swift_stdlib_random", ownModules: []) == nil && LinkedCalls.entity(ofUnknown: "swift_retain", ownModules: []) == nil)
        #expect(LinkedCalls.entity(ofUnknown: "default argument 5 of Pay.Category.init(identifier: Swift.String, actions: [Pay.Action], "
            + "options: Pay.Options) -> Pay.Category", ownModules: []) == "Pay.Category.init(identifier:actions:options:)")
        #expect(LinkedCalls.entity(ofUnknown: "FoundationEssentials.URL.init(fileURLWithPath: __shared Swift.String) -> FoundationEssentials.URL",
                                   ownModules: []) == "FoundationEssentials.URL.init(fileURLWithPath:)")
        #expect(LinkedCalls.entity(ofUnknown: "static (extension in Swift):Swift.Task< where A == Swift.Never, B == Swift.Never>.sleep(nanoseconds: Swift.UInt64) async throws -> ()",
                                   ownModules: []) == "Swift.Task.sleep(nanoseconds:)")
        #expect(LinkedCalls.entity(ofUnknown: "static FoundationEssentials.FileManager.default.getter : FoundationEssentials.FileManager",
                                   ownModules: []) == "FoundationEssentials.FileManager.default")
        #expect(LinkedCalls.entity(ofUnknown: "getlogin", ownModules: []) == "getlogin")
        // The fourteenth trial: rounding is no call to read, and an enum case's symbol is its type's; a sine is listed.
        #expect(LinkedCalls.entity(ofUnknown: "enum case for Swift.FloatingPointRoundingRule.down(Swift.FloatingPointRoundingRule.Type) "
            + "-> Swift.FloatingPointRoundingRule", ownModules: []) == nil)
        #expect(["floor", "round", "trunc", "sqrt"].allSatisfy { LinkedCalls.entity(ofUnknown: $0, ownModules: []) == nil })
        #expect(LinkedCalls.entity(ofUnknown: "sin", ownModules: []) == "sin")
        // NSObject's description, which every subclass's conformances name, is no call of the module's.
        #expect(LinkedCalls.entity(ofUnknown: "Foundation.NSObject.description.getter : Swift.String", ownModules: []) == nil)
    }

    @Test("The rules: the runtime, the standard library, the SDK's interfaces and the package's own code are known; files, clocks and the arguments are not")
    func rules() {
        let own: Set<String> = ["Pay"]
        for known in ["swift_retain", "memcpy", "Swift.String.lowercased() -> Swift.String", "type metadata for [A]",
                      "(extension in Foundation):Swift.String.init(format: __shared Swift.String, _: Swift.CVarArg...) -> Swift.String",
                      "FoundationEssentials.URLComponents.percentEncodedHost.getter : Swift.String?",
                      "FoundationEssentials.URL.appendingPathComponent(_: Swift.String, isDirectory: Swift.Bool) -> FoundationEssentials.URL",
                      "Q2ModuleInterfaces.PushSender.init(id: Swift.String) -> Q2ModuleInterfaces.PushSender",
                      "static Pay.Link.make() -> Pay.Link", "protocol witness table for Swift.String : Swift.Hashable in Swift",
                      "static Dispatch.DispatchQueue.main.getter : Dispatch.DispatchQueue",
                      "Dispatch._dispatchPreconditionTest(Dispatch.DispatchPredicate) -> Swift.Bool"] {
            #expect(LinkedCalls.entity(ofUnknown: known, ownModules: own) == nil, "\(known)")
        }
        for unknown in ["getenv", "environ", "static Swift.CommandLine.arguments.getter : [Swift.String]",
                        "static FoundationEssentials.FileManager.default.getter : FoundationEssentials.FileManager",
                        "FoundationEssentials.Data.init(contentsOf: __shared FoundationEssentials.URL, options: FoundationEssentials.Data.ReadingOptions) throws -> FoundationEssentials.Data",
                        "static Swift.ContinuousClock.now.getter : Swift.ContinuousClock.Instant",
                        "Swift.Mirror.init(reflecting: Any) -> Swift.Mirror",
                        "(extension in Foundation):Swift.String.init(contentsOfFile: __shared Swift.String) throws -> Swift.String",
                        // The sixth review: a timer, a file URL that stats its path, Dispatch's file reader.
                        "static (extension in Swift):Swift.Task< where A == Swift.Never, B == Swift.Never>.sleep(nanoseconds: Swift.UInt64) async throws -> ()",
                        "dispatch thunk of Swift.Clock.sleep(until: A.Instant, tolerance: A.Duration?) async throws -> ()",
                        "FoundationEssentials.URL.init(fileURLWithPath: __shared Swift.String) -> FoundationEssentials.URL",
                        "Dispatch.DispatchIO.__allocating_init(type: Dispatch.DispatchIO.StreamType, path: Swift.UnsafePointer<Swift.Int8>, oflag: Swift.Int32, mode: Swift.UInt16, queue: Dispatch.DispatchQueue, cleanupHandler: (Swift.Int32) -> ()) -> Dispatch.DispatchIO?",
                        // The seventeenth review (P1, P2): a folder listed by completing a path; a type's full name.
                        "Foundation.NSString.completePath(into: inout Swift.String?, caseSensitive: Swift.Bool, matchesInto: inout [Swift.String], filterTypes: [Swift.String]?) -> Swift.Int",
                        "(extension in Swift):Swift.String.init<A>(reflecting: A) -> Swift.String",
                        // The sixteenth review (A4c): a component appended to a file URL is looked up to tell a folder.
                        "FoundationEssentials.URL.appendingPathComponent(Swift.String) -> FoundationEssentials.URL",
                        "Foundation.NSURL.appendingPathComponent(Swift.String) -> FoundationEssentials.URL?",
                        "FoundationEssentials.URL.appending<A where A: Swift.StringProtocol>(path: A, directoryHint: FoundationEssentials.URL.DirectoryHint) -> FoundationEssentials.URL",
                        "Dispatch.DispatchQueue.asyncAfter(deadline: Dispatch.DispatchTime, qos: Dispatch.DispatchQoS, flags: Dispatch.DispatchWorkItemFlags, execute: @convention(block) () -> ()) -> ()"] {
            #expect(LinkedCalls.entity(ofUnknown: unknown, ownModules: own) != nil, "\(unknown)")
        }
    }
}
