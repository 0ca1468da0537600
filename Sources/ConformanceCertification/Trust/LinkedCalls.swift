import ConformanceEngine
import Foundation

/// What the package's compiled code calls outside itself, read from the harness build's object files rather than from
/// its text: the compiler has resolved every name, so no spelling, comment or `@_silgen_name` hides a call from it.
///
/// A call is known when it only computes (the standard library, the value types of Foundation that parse and
/// encode, locks, dispatch to a queue), or belongs to the SDK's interfaces or to the package itself. Every other one
/// (files, clocks, the network, the process and its environment, the C library, reflection) is listed for the
/// certifier with the source file whose object calls it: a module that tells a certification run from an app has to
/// call something that asks.
package enum LinkedCalls {
    /// The Swift modules whose every call is known, but for the entities `deniedEntities` names.
    static let knownModules: Set<String> = ["Swift", "Builtin", "_Concurrency", "Synchronization", "Q2ModuleInterfaces",
                                            "_StringProcessing", "RegexBuilder"]

    /// The types of Dispatch whose calls only hand work to a queue (not `DispatchIO`, which reads files, nor its clocks).
    static let knownDispatchTypes: [String] = [
        "Dispatch.DispatchQueue", "Dispatch.DispatchGroup", "Dispatch.DispatchSemaphore", "Dispatch.DispatchWorkItem",
        "Dispatch.DispatchQoS", "Dispatch.DispatchPredicate", "Dispatch._dispatchPreconditionTest", "Dispatch.dispatchPrecondition",
        "Dispatch.DispatchWorkItemFlags", "Dispatch.DispatchQueue.Attributes", "Dispatch.DispatchQueue.AutoreleaseFrequency",
    ]

    /// The types of Foundation whose calls only compute, each named as the demangler qualifies it. Not `NSNumber` nor
    /// `NSDecimalNumber`: a class's `description` is called through its table, with no symbol to read, and theirs differ
    /// between Linux's Foundation and Apple's (the twenty-third review).
    static let knownTypes: [String] = [
        "FoundationEssentials.URL", "FoundationEssentials.URLComponents", "FoundationEssentials.URLQueryItem",
        "FoundationEssentials.Data", "FoundationEssentials.JSONDecoder", "FoundationEssentials.JSONEncoder",
        "FoundationEssentials.PropertyListDecoder", "FoundationEssentials.PropertyListEncoder", "FoundationEssentials.UUID",
        "FoundationEssentials.CharacterSet", "FoundationEssentials.Decimal", "FoundationEssentials.IndexSet",
        "FoundationEssentials.AttributedString", "FoundationEssentials.DecodingError", "FoundationEssentials.EncodingError",
        "FoundationEssentials.CocoaError", "Foundation.NSObject", "Foundation.NSLock", "Foundation.NSRecursiveLock",
        "Foundation.JSONSerialization", "Foundation.NSString", "Foundation.NSError", "Foundation.NSArray",
        "Foundation.NSDictionary", "Foundation.NSNull", "Foundation.NSCoder", "Foundation.CGRect", "Foundation.CGSize",
        "Foundation.CGPoint", "Foundation.CGFloat", "Foundation.NSRegularExpression", "Foundation.NSTextCheckingResult",
        "Foundation.NSRange", "Foundation.NSMutableString", "Foundation.NSCharacterSet", "Foundation.NSURL",
        "Foundation.NSURLComponents", "Foundation.NSData", "Foundation.NSCopying",
        "Foundation.NSObjectProtocol", "Foundation.NSSecureCoding", "Foundation.NSCoding", "Foundation.URLError",
        "Foundation.NSCocoaErrorDomain", "Foundation.NSLocalizedDescriptionKey", "Foundation.NSURLErrorDomain",
    ]

    /// Members of Foundation's known types whose text Linux's Foundation writes otherwise than Apple's, so that a module
    /// can tell the two apart by it (the twenty-third review: `NSNumber(value: 1.0).description` is "1.0" here, "1" on
    /// iOS); an interpolation that reaches the same text through a protocol, or a class's member called through its
    /// table, names no symbol and is not seen. `NSObject`'s own are known: every subclass's conformances name them, at no
    /// line of the module's (the bundled example's review listed them).
    static let foundationText: [String] = [".description", ".debugDescription", ".stringValue", "descriptionWithLocale",
                                           ".localizedDescription"]

    /// Words that make even a call of a known module or type one to read: it reads a file or the process's arguments or
    /// input, asks a clock, or looks at types by name.
    static let deniedEntities: [String] = [
        "CommandLine", "readLine", "_typeByName", "_getTypeByMangledName", "_typeName", "_mangledTypeName", "Mirror",
        "contentsOf", "write(to", "writeToFile", "write(toFile", "ContinuousClock", "SuspendingClock", "DispatchTime",
        "DispatchWallTime", "DispatchSource", "getVaList", "withVaList", "environment", "_stdlib_", "ProcessInfo",
        // A timer measures time without a clock in its name (the sixth review's instance age).
        ">.sleep(", "Task.sleep", "Clock.sleep", "asyncAfter",
        // A file URL is made by asking the file system (URL(fileURLWithPath:) looks whether the path is a folder), and
        // these members read it (the sixth review's probe of /var).
        "fileURLWithPath", "filePath:", "resolvingSymlinks", "resourceValues", "ResourceIsReachable", "homeDirectory",
        "temporaryDirectory", "currentDirectory", "documentsDirectory", "cachesDirectory", "applicationSupportDirectory",
        "standardizingPath", "expandingTildeInPath",
        // The twenty-first review (cwdprobe): a file URL from a path resolves a relative one against the working folder.
        "FileSystemRepresentation",
        // The sixteenth review (A4c): appending a component to a file URL without saying whether it names a folder
        // looks at the file system, as does any call given a directory hint (which may say to check it); a bookmark
        // resolves against it.
        "appendingPathComponent(Swift.String)", "appendPathComponent(Swift.String)", "DirectoryHint", "ookmark",
        // The seventeenth review (P1, P2): completing a path lists a folder; a type's full name names the host's type.
        "completePath", "(reflecting:",
        // The eighteenth review (memrebind, tilde): memory read as another type, and a file URL standardized (a ~ in it
        // is the home folder).
        "withMemoryRebound", "assumingMemoryBound", "bindMemory", "Unmanaged", "fromByteOffset", "storeBytes", "OpaquePointer",
        "standardized",
        // The nineteenth review (memaddr): a pointer made from an address's bits.
        "bitPattern",
        // Review 29: a file URL from path components resolves against the working folder (cwdprobe2); the task's
        // priority, which an app's main thread sets otherwise (taskprio); raw memory copied or loaded, such as the
        // kit's stack, whose addresses differ between Linux and iOS (rawstack, addrrange).
        "withPathComponents", "withUnsafeCurrentTask", "UnsafeCurrentTask", "copyMemory", "loadUnaligned", "load(as",
        // Review 31 (unicodeage): the Unicode data a character is classified by, which is the Swift runtime's here and
        // the OS's on iOS (iOS 16 to 18 predate Unicode 16), so a character new to one of them tells the two apart.
        "Unicode.Scalar.properties", "Unicode.Scalar.Properties", "Character.isLetter", "Character.isNumber", "Character.isSymbol",
        "Character.isMathSymbol", "Character.isCurrencySymbol", "Character.isPunctuation", "Character.isCased",
        "Character.isUppercase", "Character.isLowercase", "Character.isWholeNumber", "Character.wholeNumberValue",
        // Review 31 (rawinit): an imported C enum of the SDK takes any raw value on iOS; its stand-in here refuses those
        // it has no case for, so `init(rawValue:)` of one tells the two apart.
        "UIApplication.State.init(rawValue:", "UIBackgroundFetchResult.init(rawValue:", "UNNotificationInterruptionLevel.init(rawValue:",
        "UNNotificationContentExtensionMediaPlayPauseButtonType.init(rawValue:", "UNNotificationContentExtensionResponseOption.init(rawValue:",
        // Review 32 (rawinit2, strclassify, bridgeident): a raw value made through the protocol (any enumeration's; an
        // enumeration of the package's own names only the requirement's descriptor, which is no call), how a
        // string is stored asked through the standard library's underscored members, and a value turned into an object
        // (`as AnyObject`), whose class and identity differ between iOS's bridging and Linux's.
        "dispatch thunk of Swift.RawRepresentable.init(rawValue:", "Swift.String._", "Swift.Substring._", "Swift.Character._", "Swift._StringGuts",
        "Swift._StringObject", "Swift.String.UTF8View._", "_bridgeAnythingToObjectiveC",
    ]

    /// Review 31 (enumprint, keyprint, numtext2, apsdescribe, apsquote, errordescribe3, tokendesc): text that Swift
    /// makes by reflection (a value of any type interpolated or described: an enum, a struct, an error, an `Any`, a
    /// collection's elements) or that Foundation's objects write, both of which differ between this run's stand-ins on
    /// Linux and the SDK's types on iOS, so a module can tell the platforms apart by comparing it. Each symbol here is
    /// listed as `printedText`, at its line; an interpolation of a number or a string (which print alike everywhere) is not.
    static let printingSymbols: [String] = [
        "DefaultStringInterpolation.appendInterpolation<A>(A)", "String.init<A>(describing: A)",
        "TextOutputStream>(_: Any...", "Swift.dump<",
        // A conformance's descriptor, and the accessor each call site calls for it (which carries the call's line): a
        // generic container's (an array, a dictionary, a set, an optional, a slice, a pointer), whose text prints its
        // elements by reflection, an AnyHashable's (its base's) and a Foundation object's.
        "> : Swift.CustomStringConvertible", "] : Swift.CustomStringConvertible", "> : Swift.CustomDebugStringConvertible",
        "] : Swift.CustomDebugStringConvertible", "Swift.AnyHashable : Swift.Custom", "Foundation.NSObject : Swift.Custom",
    ]

    /// Review 32 (keyprint2, enumprint2, numtext3, errordescribe4): a standard library type's or protocol's description
    /// other than a number's, a string's or a Boolean's (a dictionary's keys, a slice, `CustomStringConvertible`'s
    /// requirement called on an existential), whose text comes from reflection or its elements'. A conformance of the
    /// package's own names the requirement's descriptor only, which is no call.
    static func printsByReflection(_ entity: String) -> Bool {
        guard entity.hasPrefix("Swift."), let member = [".description", ".debugDescription", ".write(to:)"].first(where: entity.contains),
              let range = entity.range(of: member) else { return false }
        let type = String(entity["Swift.".endIndex..<range.lowerBound])
        let plain: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
                                  "Float", "Float16", "String", "Substring", "Character", "Bool", "Unicode.Scalar", "StaticString",
                                  "BinaryInteger", "FixedWidthInteger", "BinaryFloatingPoint", "FloatingPoint", "StringProtocol"]
        return !plain.contains(type)
    }

    /// How a call of `printingSymbols` is listed.
    package static let printedText = "Swift's or Foundation's text of a value (an interpolation or description of an enum, a struct, an error, "
        + "an Any, a collection or a Foundation object), which this run's stand-ins on Linux write otherwise than iOS's types"

    /// The C symbols the Swift runtime and every compiled module call, which ask the system nothing.
    static let knownCSymbols: Set<String> = [
        "memcpy", "memmove", "memset", "memcmp", "strlen", "strcmp", "strncmp", "malloc", "calloc", "realloc", "free",
        "posix_memalign", "__stack_chk_fail", "__stack_chk_guard", "_GLOBAL_OFFSET_TABLE_", "__dso_handle", "abort",
        "_swiftEmptyArrayStorage", "_swiftEmptyDictionarySingleton", "_swiftEmptySetSingleton", "__cxa_atexit",
        // Rounding and the square root, which `rounded()` and `squareRoot()` call and which IEEE 754 defines exactly, so
        // that no system computes them otherwise (the fourteenth trial); the transcendental functions, whose last bit
        // differs between C libraries, stay listed.
        "ceil", "floor", "rint", "round", "trunc", "nearbyint", "sqrt", "fmod", "ceilf", "floorf", "rintf", "roundf", "truncf",
        "nearbyintf", "sqrtf", "fmodf", "lround", "llround", "lrint", "llrint",
        // The blocks runtime, which a closure handed to Dispatch or Foundation is converted with.
        "_Block_copy", "_Block_release", "_NSConcreteStackBlock", "_NSConcreteGlobalBlock",
    ]

    /// Each source file of the package's compiled code that calls something unknown, as `path: calls A, B`.
    ///
    /// `compiled` gives the package's own modules and their sources (relative to the package); the object files are
    /// found in the harness build's description. The object files are read inside `sandbox` (the build wrote them).
    package static func findings(harness: URL, compiled: [String: [String]], sandbox: Sandbox?) -> [String] {
        let objects = objectFiles(harness: harness, compiled: compiled)
        guard !objects.isEmpty else { return [] }
        guard let symbols = undefinedSymbols(objects.map(\.object), harness: harness, sandbox: sandbox) else {
            return ["(compiled code): the calls of the package's object files could not be read (llvm-nm or swift-demangle "
                    + "failed): read the code for what it asks of the system"]
        }
        let ownModules = Set(compiled.keys).union(dependencyModules(harness: harness).keys)
        let unknownCalls = objects.map { pair -> [String] in
            let named = Set((symbols[pair.object.path] ?? []).compactMap { entity(ofUnknown: $0, ownModules: ownModules) })
            // A type and one of its members read as the member alone.
            return named.filter { name in !named.contains { $0.hasPrefix(name + ".") } }.sorted()
        }
        // The twenty-third review: a call listed by file alone left the certifier to search for it; the debug line table
        // of each object with such calls says where each one is.
        let withCalls = zip(objects, unknownCalls).filter { !$0.1.isEmpty && !$0.0.source.hasSuffix(Self.cFamily) }.map(\.0.object)
        let located = withCalls.isEmpty ? [:] : callLines(withCalls, harness: harness, sandbox: sandbox)
        var found: [String] = []
        for ((source, object), unknown) in zip(objects, unknownCalls) {
            var byLine: [Int: Set<String>] = [:]
            let name = URL(fileURLWithPath: source).lastPathComponent
            for call in located[object.path] ?? [] where call.line > 0 && call.file == name {
                guard let entity = entity(ofUnknown: call.symbol, ownModules: ownModules),
                      let listed = unknown.first(where: { $0 == entity || $0.hasPrefix(entity + ".") }) else { continue }
                byLine[call.line, default: []].insert(listed)
            }
            let placed = Set(byLine.values.joined())
            for line in byLine.keys.sorted() {
                found.append("\(source):\(line): calls \(byLine[line]!.sorted().joined(separator: ", ")) (read from its compiled code; "
                             + "outside the calls the review knows to only compute or to belong to the SDK)")
            }
            let rest = unknown.filter { !placed.contains($0) }
            if !rest.isEmpty {
                found.append("\(source): calls \(rest.joined(separator: ", ")) (read from its compiled code; outside the "
                             + "calls the review knows to only compute or to belong to the SDK)")
            }
            // The nineteenth review (memc): C that calls nothing can still write any memory of the process, through a
            // pointer it was handed or computed, or ask the system with a raw system call; no symbol shows either.
            if source.hasSuffix(Self.cFamily) {
                found.append("\(source): C-family code of the package, which can read and write any memory of the process (the "
                             + "kit's included) and ask the system without a call this list could show: read it")
            }
        }
        return found
    }

    /// The object files of the package's own modules and of any C, C++ or Objective-C target the build compiled, each
    /// with the source it was compiled from (relative to the package where it lies there).
    static func objectFiles(harness: URL, compiled: [String: [String]]) -> [(source: String, object: URL)] {
        var objects: [(source: String, object: URL)] = []
        let dependencies = dependencyModules(harness: harness)
        for command in HarnessBuildDescription.swiftCommands(harness: harness) {
            guard let module = command["moduleName"] as? String, let sources = compiled[module] ?? dependencies[module],
                  let files = command["objects"] as? [String] else { continue }
            for file in files.sorted() {
                let name = URL(fileURLWithPath: file).lastPathComponent
                let source = sources.first { URL(fileURLWithPath: $0).lastPathComponent + ".o" == name } ?? "\(module)/\(name)"
                objects.append((source, URL(fileURLWithPath: file)))
            }
        }
        // C-family targets: SwiftPM's description lists only Swift commands; the kit and the harness have none. Each
        // object lying directly in its target's folder.
        for (module, file) in HarnessBuildDescription.objectFiles(harness: harness)
        where file.deletingLastPathComponent().lastPathComponent == module + ".build" {
            let name = file.lastPathComponent
            guard !name.hasSuffix(".swift.o"), !name.hasSuffix(".swiftmodule.o") else { continue }
            objects.append(("\(module)/\(name.dropLast(2))" + cFamily, file))
        }
        return objects
    }

    /// How a C, C++ or Objective-C object's source is named.
    static let cFamily = " (C-family target)"

    /// The modules of the packages the build fetched (under the harness's `.build/checkouts`), with their sources named
    /// `dependency <checkout>/<path>`: their code is the author's too, and no digest of the package holds it.
    static func dependencyModules(harness: URL) -> [String: [String]] {
        let checkouts = harness.appendingPathComponent(".build/checkouts").standardizedFileURL.resolvingSymlinksInPath().path + "/"
        var modules: [String: [String]] = [:]
        for command in HarnessBuildDescription.swiftCommands(harness: harness) {
            guard let module = command["moduleName"] as? String, let sources = command["sources"] as? [String] else { continue }
            let fetched = sources.map { URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath().path }
                .filter { $0.hasPrefix(checkouts) }.map { "dependency " + $0.dropFirst(checkouts.count) }
            if !fetched.isEmpty { modules[module] = fetched }
        }
        return modules
    }

    /// The undefined symbols of each object file, demangled, by the file's path; `nil` when they could not be read.
    static func undefinedSymbols(_ objects: [URL], harness: URL, sandbox: Sandbox?) -> [String: [String]]? {
        let script = """
            nm=$(command -v llvm-nm || command -v nm) || exit 3
            demangle=$(command -v swift-demangle) || exit 4
            for object; do echo "@@object $object"; "$nm" -u -j "$object" || exit 5; done | "$demangle" --compact
            """
        let lines = EventLog<String>()
        let exit = ChildProcess.run(["sh", "-c", script, "sh"] + objects.map(\.path),
                                    sandbox: sandbox?.readingOnly([harness]), budget: .seconds(120), onLine: lines.append)
        guard exit.succeeded else { return nil }
        var symbols: [String: [String]] = [:]
        var current: String?
        for line in lines.values {
            if line.hasPrefix("@@object ") {
                current = String(line.dropFirst("@@object ".count))
            } else if let current, !line.isEmpty {
                symbols[current, default: []].append(line)
            }
        }
        return symbols
    }

    /// Where each object calls what it calls: the source file's name and line (from the object's debug line table) of
    /// each relocation, with its demangled symbol; an object without a line table has none.
    static func callLines(_ objects: [URL], harness: URL, sandbox: Sandbox?) -> [String: [(file: String, line: Int, symbol: String)]] {
        let script = """
            objdump=$(command -v llvm-objdump || command -v objdump) || exit 3
            demangle=$(command -v swift-demangle) || exit 4
            for object; do
                echo "@@object $object"
                "$objdump" -d -r -l --no-show-raw-insn "$object" | awk '
                    /^; .*:[0-9]+$/ { n = split(substr($0, 3), parts, "/"); place = parts[n]; next }
                    /R_[A-Z0-9_]+[ \t]/ { symbol = $NF; sub(/[-+]0x[0-9a-fA-F]+$/, "", symbol); if (place != "") print "@@at " place "\t" symbol }'
            done | "$demangle" --compact
            """
        let lines = EventLog<String>()
        let exit = ChildProcess.run(["sh", "-c", script, "sh"] + objects.map(\.path), sandbox: sandbox?.readingOnly([harness]),
                                    budget: .seconds(120), onLine: lines.append)
        guard exit.succeeded else { return [:] }
        var calls: [String: [(file: String, line: Int, symbol: String)]] = [:]
        var current: String?
        for line in lines.values {
            if line.hasPrefix("@@object ") {
                current = String(line.dropFirst("@@object ".count))
            } else if let current, line.hasPrefix("@@at ") {
                let rest = line.dropFirst("@@at ".count)
                guard let space = rest.firstIndex(of: "\t"), let colon = rest[..<space].lastIndex(of: ":"),
                      let number = Int(rest[rest.index(after: colon)..<space]) else { continue }
                calls[current, default: []].append((String(rest[..<colon]), number, String(rest[rest.index(after: space)...])))
            }
        }
        return calls
    }

    /// The entity a demangled symbol refers to, when no rule knows it; `nil` for a known one.
    package static func entity(ofUnknown symbol: String, ownModules: Set<String>) -> String? {
        if !symbol.contains(".") && !symbol.contains(" ") {
            // A C symbol: the runtime's and the few memory functions are known.
            // The runtime's own names (`swift_retain`, `_swift_stdlib_…`, `__swift_…`), not any that starts alike: the
            // nineteenth review's package called its own C function `_swiftTidy`, which passed for the runtime's.
            return symbol.hasPrefix("swift_") || symbol.hasPrefix("_swift_") || symbol.hasPrefix("__swift_")
                || knownCSymbols.contains(symbol) ? nil : symbol
        }
        if printingSymbols.contains(where: symbol.contains) { return printedText }
        let entity = entityPath(of: symbol)
        if printsByReflection(entity), !symbol.contains("descriptor for "), !symbol.hasPrefix("type metadata") { return printedText }
        // The standard library's sugar: `[A]`, `[A : B]`, `A?`, tuples, `Any`.
        if entity.isEmpty || entity.hasPrefix("[") || entity.hasPrefix("(") && !entity.hasPrefix("(extension in ")
            || ["Any", "AnyObject", "Any.Type"].contains(entity) { return nil }
        // An extension's code lives in the extension's module: `(extension in Foundation):Swift.String.init(format:…)`.
        var modules: [String] = []
        var rest = Substring(entity)
        while rest.hasPrefix("(extension in "), let close = rest.firstIndex(of: ")") {
            modules.append(String(rest[rest.index(rest.startIndex, offsetBy: "(extension in ".count)..<close]))
            rest = rest[rest.index(after: close)...].drop { $0 == ":" }
        }
        let subject = String(rest)
        // The name alone, without its argument labels, is what the known types are matched with.
        let bare = String(subject.prefix { $0 != "(" })
        modules.append(String(bare.prefix { $0 != "." }))
        if modules.allSatisfy(ownModules.contains) { return nil }
        let known = !deniedEntities.contains(where: symbol.contains) && modules.allSatisfy { module in
            knownModules.contains(module) || ownModules.contains(module)
                || (module == "Dispatch" && knownDispatchTypes.contains { bare == $0 || bare.hasPrefix($0 + ".") })
                || (module.hasPrefix("Foundation") && (bare.hasPrefix("Foundation.NSObject.") || !foundationText.contains(where: bare.contains))
                    && (knownTypes.contains { bare == $0 || bare.hasPrefix($0 + ".") }
                    // Foundation's extensions of the standard library's types (`String(format:)`, `components(separatedBy:)`).
                    || bare.hasPrefix("Swift.")))
        }
        return known ? nil : shortened(subject)
    }

    /// The symbol's qualified entity name: the descriptive prefixes (`type metadata for`, `static`, …) and the
    /// signature after it removed.
    package static func entityPath(of symbol: String) -> String {
        var text = Substring(symbol)
        let prefixes = ["type metadata accessor for ", "type metadata for ", "nominal type descriptor for ", "protocol descriptor for ",
                        "protocol conformance descriptor for ", "protocol witness table for ", "method descriptor for ",
                        "dispatch thunk of ", "async function pointer to ", "associated type descriptor for ",
                        "base conformance descriptor for ", "protocol requirements base descriptor for ", "value witness table for ",
                        "static ", "merged ", "lazy protocol witness table accessor for type ", "type metadata completion function for ",
                        "class metadata base offset for ", "property descriptor for ", "key path getter for ", "key path setter for ",
                        "outlined copy of ", "outlined destroy of ", "full type metadata for ", "default argument 0 of ",
                        "default argument 1 of ", "default argument 2 of ", "default argument 3 of ",
                        "associated conformance descriptor for ", "associated type witness table accessor for ",
                        "protocol witness for ", "reabstraction thunk helper from ", "partial apply forwarder for ",
                        // The fourteenth trial: `x.rounded(.down)` named "enum" as a call.
                        "enum case for "]
        var changed = true
        while changed {
            changed = false
            for prefix in prefixes where text.hasPrefix(prefix) {
                text = text.dropFirst(prefix.count)
                changed = true
            }
            if text.hasPrefix("generic specialization <"), let of = text.range(of: "> of ") {
                text = text[of.upperBound...]
                changed = true
            }
            // Any argument's default, not the first four only: `default argument 4 of …init(identifier:actions:…)` read
            // as its own entity gave "actions:" (the seventh trial's P07).
            if text.hasPrefix("default argument "), let of = text.range(of: " of "),
               text[text.index(text.startIndex, offsetBy: "default argument ".count)..<of.lowerBound].allSatisfy(\.isNumber) {
                text = text[of.upperBound...]
                changed = true
            }
        }
        // The name ends where its signature or type begins (but an extension's module in parentheses is kept, and a
        // generic clause `<…>` is left out); a function's argument labels follow it, `init(fileURLWithPath:)`.
        var name = ""
        var index = text.startIndex
        var depth = 0
        while index < text.endIndex {
            let character = text[index]
            if character == "(" && text[index...].hasPrefix("(extension in ") { depth += 1 }
            else if character == ")" && depth > 0 { depth -= 1 }
            else if depth == 0 && character == "<" {
                index = closing(of: "<", ">", in: text, from: index)
                continue
            } else if depth == 0 && character == "(" {
                let end = closing(of: "(", ")", in: text, from: index)
                // Review 32's boundary2: a parenthesis never closed (a string literal's symbol, `.L.str.1.(`) crashed
                // certify here; it is part of the name.
                guard end > text.index(after: index), text[text.index(before: end)] == ")" else { return name + text[index...] }
                return name + "(" + labels(in: text[text.index(after: index)..<text.index(before: end)]) + ")"
            } else if depth == 0 && character == " " { break }
            name.append(character)
            index = text.index(after: index)
        }
        return name
    }

    /// The index after the bracket that closes the one at `start`.
    private static func closing(of open: Character, _ close: Character, in text: Substring, from start: Substring.Index) -> Substring.Index {
        var depth = 0
        var index = start
        while index < text.endIndex {
            if text[index] == open { depth += 1 } else if text[index] == close { depth -= 1 }
            index = text.index(after: index)
            if depth == 0 { break }
        }
        return index
    }

    /// `label:` for each argument of a demangled parameter list (`_:` for one without), or nothing for none.
    private static func labels(in parameters: Substring) -> String {
        var parts: [Substring] = []
        var depth = 0
        var start = parameters.startIndex
        for index in parameters.indices {
            switch parameters[index] {
            case "(", "<", "[": depth += 1
            case ")", ">", "]": depth -= 1
            case "," where depth == 0:
                parts.append(parameters[start..<index])
                start = parameters.index(after: index)
            default: break
            }
        }
        parts.append(parameters[start...])
        return parts.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.map { part in
            let label = part.prefix { $0 != ":" && $0 != " " && $0 != "(" && $0 != "<" && $0 != "." }
            return part.dropFirst(label.count).hasPrefix(":") ? "\(label):" : "_:"
        }.joined()
    }

    /// The name up to its member, for a shorter list: `FoundationEssentials.FileManager.default.getter` reads
    /// `FoundationEssentials.FileManager.default`.
    static func shortened(_ entity: String) -> String {
        // Dots inside an argument list are not the name's.
        let call = entity.firstIndex(of: "(").map { String(entity[$0...]) } ?? ""
        var parts = entity.prefix { $0 != "(" }.split(separator: ".")
        if let last = parts.last, ["getter", "setter", "modify", "unsafeMutableAddressor", "read"].contains(last) { parts.removeLast() }
        return parts.prefix(4).joined(separator: ".") + call
    }
}
