import ConformanceEngine
import Foundation

/// Places in a package's code where a module could look at its own process to tell a certification run from an app
/// (its arguments or name, `/proc`, its parent, its symbols or memory, its uptime, the calling thread's stack, files
/// it reads, programs it starts), and places in its manifest and plugins that could change the build while it runs.
/// Running a module cannot disprove such a branch, so certify lists each use for the certifier to read; a finding is
/// not a failure.
///
/// The scan reads every text file of the package's copy but documents and data, wherever it lies (`.swiftpm`
/// included), but the author's tests (files under the top-level `Tests` folder that the harness build did not
/// compile), comments left out. It matches the names of the interfaces, not the strings handed to them, so a path put
/// together at run time (`"/pro" + "c"`) still shows as the file read that takes it; spaces and backquotes around
/// names, a comment before code and a call continued on the next line do not hide one. Code that compiles only under
/// a condition (`#if DEBUG`, `#if os(Linux)`) is listed too.
package enum SelfInspection {
    /// What a line of the package's code must contain to be listed, with why it matters.
    static let patterns: [(needle: String, reason: String)] = [
        ("CommandLine.", "reads the program's arguments"),
        // The fourteenth and fifteenth reviews: a module that keys a break on the app's state, which the kit's stand-ins
        // set as iOS does for each call but cannot vary in every way an app sees (registered for push, a silent
        // notification's background wake, the center's delegate).
        ("applicationState", "reads the app's state, which differs between an app and this run in ways the kit does not vary"),
        ("isRegisteredForRemoteNotifications", "reads whether the app registered for push, which an app with push has and this run has not"),
        ("backgroundRefreshStatus", "reads the app's background refresh setting"),
        ("isProtectedDataAvailable", "reads whether the device is unlocked"),
        (".delegate", "reads a delegate, which the system and the SDK set in an app and this run may not"),
        (".arguments", "reads the program's arguments"),
        ("processName", "reads the program's name"),
        ("/proc", "reads the process's own state under /proc"),
        ("getppid", "looks at its parent process"),
        ("sysctl", "asks the system about processes"),
        ("dlsym", "looks up symbols at run time"),
        ("dlopen", "loads code at run time"),
        ("dladdr", "looks up where code is loaded"),
        ("_dyld_", "looks at the loaded images"),
        ("@_silgen_name", "calls a function by its symbol name"),
        // The seventeenth review (M1, P1, P2): memory read and written through raw pointers (a handler's closure context,
        // the kit's release token in it), a folder listed by path completion, a type's name as the host's object.
        ("Unmanaged", "handles an object's memory by hand (Unmanaged): it can reach and release another object, the kit's included"),
        ("fromByteOffset", "reads or writes memory at a raw offset: another object's fields, the kit's included"),
        ("storeBytes(", "writes memory at a raw address: another object's fields, the kit's included"),
        // The eighteenth review (memrebind, tilde): the same memory surgery through typed pointers, and the home folder
        // read through a file URL's ~.
        ("withMemoryRebound", "reads memory as another type: another object's fields, the kit's included"),
        ("assumingMemoryBound", "reads memory as another type: another object's fields, the kit's included"),
        ("bindMemory(", "reads memory as another type: another object's fields, the kit's included"),
        ("unsafeBitCast", "reads a value's bits as another type: an object's memory, the kit's included"),
        ("OpaquePointer(", "turns a pointer into another kind of pointer: an object's memory, the kit's included"),
        // The eighteenth review (optdetect): how many references an object has differs between certify's -Onone build
        // and the app's optimized one, so code that asks can behave differently where certify cannot see.
        ("isKnownUniquelyReferenced", "asks whether an object is uniquely referenced, which an optimized build (as the app ships) can answer otherwise than certify's debug build"),
        ("etainCount", "reads an object's reference count, which differs between certify's debug build and the app's optimized one"),
        ("standardizedFileURL", "resolves a file URL, which reads its home folder for a ~ and tells this run from an app"),
        ("~/", "names a path in its home folder, which tells this run from an app"),
        ("completePath(", "lists a folder by completing a path, which tells this run's boundary from an app's sandbox"),
        ("String(reflecting:", "reads a type's full name, which names the kit's own types in this run and the SDK's in an app"),
        ("callStackSymbols", "reads the calling thread's stack"),
        ("callStackReturnAddresses", "reads the calling thread's stack"),
        ("backtrace(", "reads the calling thread's stack"),
        // The twenty-third review (stealth-detect c): a break on one draw in 200,000 is one no run is sure to take.
        ("random", "draws a random value: a branch taken on a rare draw is one no run of certify's is sure to take"),
        ("shuffle", "draws a random value: a branch taken on a rare draw is one no run of certify's is sure to take"),
        // The twenty-fourth review (N1, N9, N11, N14): types whose size differs between x86_64 Linux and arm64 iOS (chosen
        // among overloads or measured, no #if needed), and the priority the main thread runs at.
        ("MemoryLayout", "measures a type, whose size differs between Linux and iOS for some C types (long double, mode_t)"),
        ("CLongDouble", "uses long double, 16 bytes on x86_64 Linux and 8 on iOS: a way to tell the platforms apart"),
        ("Float80", "uses Float80, which x86 Linux has and iOS has not: a way to tell the platforms apart"),
        ("long double", "uses long double, 16 bytes on x86_64 Linux and 8 on iOS: a way to tell the platforms apart"),
        ("mode_t", "uses a C type whose width differs between Linux and iOS (mode_t, dev_t, nlink_t, blksize_t, suseconds_t)"),
        ("dev_t", "uses a C type whose width differs between Linux and iOS (mode_t, dev_t, nlink_t, blksize_t, suseconds_t)"),
        ("nlink_t", "uses a C type whose width differs between Linux and iOS (mode_t, dev_t, nlink_t, blksize_t, suseconds_t)"),
        ("blksize_t", "uses a C type whose width differs between Linux and iOS (mode_t, dev_t, nlink_t, blksize_t, suseconds_t)"),
        ("suseconds_t", "uses a C type whose width differs between Linux and iOS (mode_t, dev_t, nlink_t, blksize_t, suseconds_t)"),
        // The twenty-fifth review (N7): an object's address, whose range differs between Linux's heap and iOS's.
        ("ObjectIdentifier(", "reads an object's address, whose range differs between Linux's heap and iOS's"),
        // Review 26 (hashseed): Swift seeds hashing anew in each process, so a hash value is a random draw no name shows.
        (".hashValue", "reads a hash value, which Swift seeds anew in each process: a random draw"),
        ("Hasher()", "hashes with a seed Swift draws anew in each process: a random draw"),
        // Review 29 (rawstack, addrrange): raw memory copied or loaded near a local reads the callers' frames, the kit's,
        // whose addresses differ between Linux and iOS; (taskprio) the task's priority read through the task itself;
        // (cwdprobe2) a file URL from path components, which resolves against the working folder.
        ("copyMemory", "copies raw memory, which can read the callers' frames and addresses that differ between Linux and iOS"),
        ("initializeMemory", "writes raw memory, which can reach the callers' frames"),
        ("loadUnaligned", "loads raw memory, which can read the callers' frames and addresses that differ between Linux and iOS"),
        ("load(as:", "loads raw memory, which can read the callers' frames and addresses that differ between Linux and iOS"),
        ("withUnsafeCurrentTask", "reads the task it runs in, whose priority an app's main thread sets otherwise than this run"),
        // Review 30 (ptrtext, ptrwalk, heapread, lformat): an address taken, walked or printed; a long double formatted.
        ("withUnsafePointer(to", "takes an address, whose range differs between Linux and iOS, and can walk the callers' frames"),
        ("withUnsafeMutablePointer(to", "takes an address, whose range differs between Linux and iOS, and can walk the callers' frames"),
        (".pointee", "reads memory through a pointer, which can reach the callers' frames and the kit's objects"),
        ("advanced(by", "moves a pointer or a value by an offset, which can walk past a local into the callers' frames"),
        ("%L", "formats a long double, whose width differs between Linux and iOS"),
        ("withPathComponents", "makes a file URL from path components, which a relative path resolves against the working folder"),
        ("currentPriority", "reads the priority it runs at, which an app's main thread sets otherwise than this run"),
        ("basePriority", "reads the priority it runs at, which an app's main thread sets otherwise than this run"),
        ("qualityOfService", "reads the priority it runs at, which an app's main thread sets otherwise than this run"),
        ("qos_class", "reads the priority it runs at, which an app's main thread sets otherwise than this run"),
        // Review 31 (contigutf8, layout2): how a string is stored (the host's strings are bridged on iOS and native here),
        // and a value's bytes read through a buffer (an imported C enum is a word wide on iOS, its stand-in a byte).
        // Review 31 (apsdescribe, apsquote): a Foundation object's description called by name goes through its class's
        // table, so its compiled code names no symbol; Linux's Foundation writes it otherwise than iOS's.
        (".description", "reads a value's description, which Linux's Foundation and this run's stand-ins write otherwise than iOS for its objects and the SDK's types"),
        (".debugDescription", "reads a value's description, which Linux's Foundation and this run's stand-ins write otherwise than iOS for its objects and the SDK's types"),
        ("%@", "formats an object's description (%@), which Linux's Foundation and this run's stand-ins write otherwise than iOS"),
        ("allocate(capacity", "allocates memory by hand, whose layout (a type's size and stride) differs between this run's stand-ins and iOS's types"),
        ("isContiguousUTF8", "asks how a string is stored, which differs between the strings iOS hands over (bridged) and this run's (native)"),
        ("makeContiguousUTF8", "asks how a string is stored, which differs between the strings iOS hands over (bridged) and this run's (native)"),
        ("withContiguousStorageIfAvailable", "asks how a string or collection is stored, which differs between the values iOS hands over (bridged) and this run's (native)"),
        ("_guts", "reads a string's storage, which differs between the strings iOS hands over (bridged) and this run's (native)"),
        ("withUnsafeBytes", "reads a value's bytes, whose layout differs between this run's stand-ins and iOS's types (an imported C enum is a word wide)"),
        ("RawBufferPointer(", "reads a value's bytes, whose layout differs between this run's stand-ins and iOS's types (an imported C enum is a word wide)"),
        ("isMainThread", "asks whether it runs on the main thread, which Linux's Foundation can answer otherwise than iOS for the same queue"),
        ("systemUptime", "reads how long the system has run"),
        ("processIdentifier", "reads its process id"),
        ("ProcessInfo", "asks about its own process"),
        ("getpid", "reads its process id"),
        ("getuid", "reads the user it runs as"),
        ("geteuid", "reads the user it runs as"),
        ("getgid", "reads the group it runs as"),
        ("NSUserName", "reads the user it runs as"),
        ("NSHomeDirectory", "reads its home folder"),
        ("homeDirectory", "reads its home folder"),
        ("Bundle.main", "looks at the program it runs in"),
        ("uname(", "asks which system it runs on"),
        ("gethostname", "asks which machine it runs on"),
        (".environment", "reads the environment"),
        ("environment[", "reads the environment"),
        ("getenv(", "reads the environment"),
        ("ptrace", "traces processes"),
        ("mach_task_self", "inspects its own task"),
        ("UnsafeRawPointer(bitPattern:", "reads memory at a fixed address"),
        ("contentsOf", "reads a file or URL whose name is built at run time"),
        ("FileHandle(forReading", "reads a file whose name is built at run time"),
        ("fopen(", "reads a file whose name is built at run time"),
        ("opendir(", "lists a folder whose name is built at run time"),
        ("enumerator(at", "lists a folder whose name is built at run time"),
        ("fileExists", "looks for a file whose name is built at run time"),
        ("isReadableFile", "looks for a file whose name is built at run time"),
        ("isWritableFile", "looks for a file whose name is built at run time"),
        ("attributesOfItem", "looks at a file whose name is built at run time"),
        ("contentsOfDirectory", "lists a folder whose name is built at run time"),
        ("readlink", "reads where a link points"),
        ("NSTemporaryDirectory", "reads its temporary folder"),
        ("getegid", "reads the group it runs as"),
        ("getresuid", "reads the user it runs as"),
        ("getsid", "looks at its session"),
        ("getpgrp", "looks at its process group"),
        ("statvfs", "asks about a file system"),
        ("checkResourceIsReachable", "looks for a file whose name is built at run time"),
        ("urls(for", "asks where the system's folders are"),
        ("subpaths(atPath", "lists a folder whose name is built at run time"),
        ("mountedVolumeURLs", "asks about file systems"),
        ("_typeByName", "looks up types by name at run time (the program it runs in)"),
        ("_getTypeByMangledName", "looks up types by name at run time (the program it runs in)"),
        ("NSClassFromString", "looks up classes by name at run time (the program it runs in)"),
        ("Bundle(for", "looks at the program it runs in"),
        ("allBundles", "looks at the program it runs in"),
        ("allFrameworks", "looks at the program it runs in"),
        ("ConformanceEngine", "names the kit's engine, which only a certification run links"),
        ("ModuleConformance", "names the kit, which only a certification run links"),
        ("XCTest", "names a test framework, which only a test run links"),
        ("environ", "reads the environment"),
        ("getauxval", "asks about its own process"),
        ("NSFullUserName", "reads the user it runs as"),
        ("expandingTildeInPath", "reads its home folder"),
        // The twenty-first review (cwdprobe): a file URL made from a relative path resolves against the working folder.
        ("FileSystemRepresentation", "makes a file URL from a path, which a relative path resolves against the working folder"),
        ("getcwd", "reads the folder it runs in"),
        ("currentDirectoryPath", "reads the folder it runs in"),
        ("contents(atPath", "reads a file whose name is built at run time"),
        ("isExecutableFile", "looks for a file whose name is built at run time"),
        ("openat", "opens a file whose name is built at run time"),
        ("fopen64", "reads a file whose name is built at run time"),
        ("fstatat", "looks at a file whose name is built at run time"),
        ("statfs", "asks about a file system"),
        ("scandir", "lists a folder whose name is built at run time"),
        ("access(", "looks for a file whose name is built at run time"),
        ("stat(", "looks at a file whose name is built at run time"),
        ("getrlimit", "reads the limits it runs under"),
        ("getpwuid", "reads the user it runs as"),
        ("sysconf", "asks the system about itself"),
        ("destinationOfSymbolicLink", "reads where a link points"),
        ("Process(", "starts a program"),
        ("posix_spawn", "starts a program"),
        ("execv", "starts a program"),
        ("popen(", "starts a program"),
        ("system(", "starts a program"),
        ("execl", "starts a program"),
        ("fork(", "starts a process"),
        ("O_RDONLY", "opens a file whose name is built at run time"),
        ("O_RDWR", "opens a file whose name is built at run time"),
        // What the kit cannot hand a module as the app does, so no check judges the code that reads it (the tenth review).
        (".trigger", "reads a notification's trigger, which the kit cannot make as APNs does (iOS has no way to make a push "
            + "trigger), so what the module does with one is not judged"),
        ("viewDidLoad", "loads a content extension's view, which the kit does not (it has no storyboard to load it from), so "
            + "that code is not judged"),
        ("UNNotificationContentExtensionResponseOption", "answers an action on a content extension, which the kit does not "
            + "send, so that code is not judged"),
        // The thirteenth review: what the compiler or the machine gives a module without a library call the review knows.
        ("#file", "reads the path its source was compiled at, which is certify's here and the author's (/Users/…) in an app"),
        ("__FILE__", "reads the path its source was compiled at, which is certify's here and the author's (/Users/…) in an app"),
        ("__BASE_FILE__", "reads the path its source was compiled at, which is certify's here and the author's (/Users/…) in an app"),
        ("asm(", "runs machine code of its own (a system call needs no library function)"),
        // The nineteenth review (asmvol, builtinfile, memaddr): a qualifier between asm and its parenthesis, the compiled-at
        // path through a builtin, and a pointer made from an address's bits.
        ("asm volatile", "runs machine code of its own (a system call needs no library function)"),
        ("asm goto", "runs machine code of its own (a system call needs no library function)"),
        ("asm inline", "runs machine code of its own (a system call needs no library function)"),
        ("__builtin_FILE", "reads the path its source was compiled at, which is certify's here and the author's (/Users/…) in an app"),
        ("__FILE_NAME__", "reads the name its source was compiled under"),
        ("__builtin_source_location", "reads the path its source was compiled at, which is certify's here and the author's (/Users/…) in an app"),
        ("(bitPattern:", "makes a value or pointer from an address's bits: another object's memory, the kit's included"),
        ("__asm", "runs machine code of its own (a system call needs no library function)"),
        // The twenty-third review (asm-getuid): an assembly file's own system call, at its line.
        ("syscall", "makes a system call directly, which no library call shows"),
        ("swift_", "calls the Swift runtime by its C names (a type looked up by name, the runtime's clock), which the review "
            + "of compiled calls counts as the runtime's own"),
        ("unsafeBitCast", "reinterprets a value's bits as another type (a function's address as a pointer to read the "
            + "program's memory, say)"),
        ("@convention(c)", "calls through a C function pointer it holds, which may be any function it found"),
    ]

    /// What a line of C-family code must contain to be listed besides the module patterns.
    static let cPatterns: [(needle: String, reason: String)] = [
        ("##", "pastes tokens into a name that no line spells (a function looked up by a name put together)"),
        // The sixteenth review (A5b): C may spell a Swift symbol ('$' is allowed in its names) to call or replace it.
        ("$s", "names a Swift symbol by its mangled name (C code that calls or replaces Swift functions, the kit's included)"),
        ("$S", "names a Swift symbol by its mangled name (C code that calls or replaces Swift functions, the kit's included)"),
    ]

    /// What a line of a plugin must contain to be listed (besides the module patterns): code that runs while SwiftPM
    /// builds the package and could make what it compiles for certify differ from what its author's build compiles.
    static let buildPatterns: [(needle: String, reason: String)] = [
        ("import Foundation", "the manifest or plugin can start programs and write files while the package builds"),
        ("import Glibc", "the manifest or plugin can start programs and write files while the package builds"),
        ("import Darwin", "the manifest or plugin can start programs and write files while the package builds"),
        ("import Musl", "the manifest or plugin can start programs and write files while the package builds"),
        ("Process(", "starts a program while the package builds"),
        ("posix_spawn", "starts a program while the package builds"),
        ("system(", "starts a program while the package builds"),
        ("FileManager", "touches files while the package builds"),
        ("currentDirectoryPath", "reads where SwiftPM runs it, which differs between builds"),
    ]

    /// The lines of a manifest that do more than declare the package with PackageDescription, each with why it matters:
    /// while SwiftPM reads and builds the package, such code runs as its author wrote it, and could make what the build
    /// compiles for certify differ from what the copy holds.
    package static func manifestFindings(_ text: String) -> [(line: Int, reason: String, code: String)] {
        var found: [(line: Int, reason: String, code: String)] = []
        let written = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let lines = SourceText.code(text).map { $0.trimmingCharacters(in: .whitespaces) }
        let sdkNames = sdkPathNames(lines)
        for (index, code) in lines.enumerated() where !code.isEmpty {
            let normal = normalized(code)
            let words = normal.split { !($0.isLetter || $0.isNumber || $0 == "_") }
            let reason: String?
            if !sdkNames.isDisjoint(with: words.map(String.init)) || normal.contains("Q2_SDK_PATH"),
               !sdkNames.contains(where: { sdkSeamLine(normal, name: $0) }) {
                // The twelfth review (12): the variable chose a target's sources, so a certifier who sets it built other
                // code than an app; only README's lines that choose the interfaces' package are not listed.
                reason = "the manifest uses Q2_SDK_PATH beyond choosing the package of the interfaces: with the variable "
                    + "set (as certify's SDK seam sets it) the package may build other code than an app does"
            } else if words.contains("import") {
                reason = normal == "import PackageDescription" ? nil
                    : "the manifest imports more than PackageDescription: it can start programs and write files while the package builds"
            } else if normal.contains("@_") {
                reason = "the manifest uses an underscored attribute, which can call any function while the package builds"
            } else if normal.contains(".plugin(") || normal.contains(".buildTool(") || normal.contains(".command(") {
                reason = "the manifest declares a plugin: its code runs while the package builds"
            } else if normal.contains("unsafeFlags") {
                // The fifteenth review: `-use-ld=` named a script of the package as the linker, which ran while the
                // harness linked (so do `-Xcc -fplugin=`, `-load-plugin-…`).
                reason = "the manifest passes unsafe flags to the compiler or linker, which can run programs of the package's "
                    + "while it builds"
            } else if normal.contains(".binaryTarget(") || normal.contains("linkedLibrary(") || normal.contains("linkerSettings") {
                reason = "the package links prebuilt machine code (a binary target, a library by name) that has no source in it to read"
            } else if normal.contains(".macro(") {
                reason = "the manifest declares a macro: its code runs in the compiler while the package builds"
            } else if normal.contains(".package(url") || normal.contains(".package(id") {
                reason = "the package depends on a package fetched while it builds: its code, manifest included, is not in the package's digest"
            } else if normal.hasPrefix("#if") || normal.hasPrefix("#elseif") {
                reason = "the manifest declares the package differently by platform or condition: Xcode reads it on macOS, certify on Linux"
            } else if normal.contains("Context.packageDirectory") || (normal.contains("Context.environment")
                && !normal.contains("Context.environment[\"Q2_SDK_PATH\"]")) {
                reason = "the manifest reads where it lies or its environment, which differ between the author's build and certify's"
            } else if let varies = varyingReason(normal) {
                reason = varies
            } else if normal.contains(".define(") || normal.contains("unsafeFlags") || normal.contains("Feature(")
                        || normal.contains("swiftLanguageMode") || normal.contains("swiftLanguageVersion") || normal.contains(".when(") {
                // A setting for one configuration or platform (`.when(configuration: .release)`), or a language feature or
                // mode switched on (the tenth review: a release-only feature compiled another branch in the app).
                reason = "the manifest sets a compilation condition, flag, language feature or mode, or a setting for one "
                    + "configuration or platform, which can make certify's build (debug, on Linux) differ from an app's"
            } else {
                reason = (buildPatterns + patterns.filter { !$0.needle.contains("environ") && !kitNames.contains($0.needle) }).first { normal.contains(normalized($0.needle)) }?.reason
            }
            if let reason { found.append((index + 1, reason, String((index < written.count ? written[index] : code).prefix(120)))) }
        }
        return found
    }

    /// Why a manifest line may declare another package each time SwiftPM reads the manifest, or `nil` (the twenty-third
    /// review picked a target's path with `Bool.random()`, the standard library alone, and printed noise to hide the
    /// description): a random draw, the time, or the order of a set or dictionary, which changes from one process to the
    /// next, make the package certify built one of several; printing reaches SwiftPM's warnings.
    static func varyingReason(_ code: String) -> String? {
        if ["random", "shuffle", "RandomNumberGenerator"].contains(where: code.contains) {
            return "the manifest draws a random value, so each reading may declare another package than the one certify built"
        }
        if ["Clock", ".now", "Date("].contains(where: code.contains) {
            return "the manifest reads the time, so each reading may declare another package than the one certify built"
        }
        if ["Set(", "Set<", "hashValue", "Hasher", "Dictionary", ".keys", ".values"].contains(where: code.contains) {
            return "the manifest hashes or orders a set or dictionary, whose order changes from one reading to the next, so "
                + "each reading may declare another package than the one certify built"
        }
        if code.contains("print(") || code.contains("dump(") {
            return "the manifest prints while SwiftPM reads it, which every tool that describes the package sees as a warning"
        }
        return nil
    }

    /// The names a manifest gives the value of `Q2_SDK_PATH` (`let sdkPath = Context.environment["Q2_SDK_PATH"]…`).
    static func sdkPathNames(_ lines: [String]) -> Set<String> {
        Set(lines.map(normalized).compactMap { line -> String? in
            guard line.contains("Context.environment[\"Q2_SDK_PATH\"]"), line.hasPrefix("let ") || line.hasPrefix("var ") else { return nil }
            let name = line.dropFirst(4).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return name.isEmpty ? nil : String(name)
        })
    }

    /// Whether a manifest line that names `name` (the value of `Q2_SDK_PATH`) is one of README's lines of the SDK seam:
    /// reading the variable, choosing the interfaces' product from the SDK package, or adding that package.
    static func sdkSeamLine(_ line: String, name: String) -> Bool {
        let tight = line.filter { !$0.isWhitespace }
        let read = "let\(name)=Context.environment[\"Q2_SDK_PATH\"]"
        if tight == read || tight == read + ".flatMap{$0.isEmpty?nil:$0}" { return true }
        let product = "=\(name).map{.product(name:\"Q2ModuleInterfaces\",package:String($0.split(separator:\"/\").last??\"\"))}"
        if tight.hasPrefix("let"), tight.hasSuffix(product), tight.dropLast(product.count).dropFirst(3).allSatisfy({
            $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" || $0 == "." }) {
            return true
        }
        let added = "+(\(name).map{[.package(path:$0)]}??[])"
        guard tight.hasPrefix("dependencies:["), let range = tight.range(of: added) else { return false }
        let rest = tight.replacingCharacters(in: range, with: "")
        return !rest.contains(name) && !rest.contains("Q2_SDK_PATH")
    }

    /// Whether the package's build runs code of its author's besides compiling its targets: a manifest finding, or a
    /// plugin's source. A build that did may have left anything in the harness's build folder.
    package static func buildRunsAuthorCode(in package: URL) -> Bool {
        PackageCopy.entries(in: package).contains { entry in
            guard !entry.isFolder else { return false }
            // A package inside the package has plugins and a manifest of its own (the twelfth review's attack 07).
            if entry.relative.hasPrefix("Plugins/") || entry.relative.contains("/Plugins/") { return true }
            guard isManifestName(entry.url.lastPathComponent) else { return false }
            guard let data = FileManager.default.contents(atPath: entry.url.path) else { return false }
            return entry.relative.contains("/") || !manifestFindings(String(decoding: data, as: UTF8.self)).isEmpty
        }
    }

    /// The lines of the package whose code runs while it builds, beyond compiling its targets (a manifest that imports
    /// more than PackageDescription or uses an underscored attribute, a plugin, a macro, a package fetched or nested
    /// in it, whose manifest runs too), as `path:line: reason`. Such code can change what the build produces, the
    /// kit's own compiled checks included (the fourteenth review recompiled the kit's engine from a program the manifest
    /// started): certify judges and reports such a package, but seals no certificate for it.
    package static func buildTimeCode(in package: URL) -> [String] {
        PackageCopy.entries(in: package).filter { !$0.isFolder }.flatMap { entry -> [String] in
            if entry.relative.hasPrefix("Plugins/") || entry.relative.contains("/Plugins/") {
                return ["\(entry.relative): a plugin's source, which runs while the package builds"]
            }
            guard isManifestName(entry.url.lastPathComponent), let data = FileManager.default.contents(atPath: entry.url.path) else { return [] }
            if entry.relative.contains("/") {
                return ["\(entry.relative): the manifest of a package inside the package, which runs while the package builds"]
            }
            return manifestFindings(String(decoding: data, as: UTF8.self))
                .filter { finding in buildTimeReasons.contains { finding.reason.hasPrefix($0) } }
                .map { "\(entry.relative):\($0.line): \($0.reason)" }
        }
    }

    /// How `manifestFindings` begins the reasons of lines whose code runs while the package builds.
    private static let buildTimeReasons = ["the manifest imports more than PackageDescription", "the manifest uses an underscored attribute",
                                           "the manifest passes unsafe flags",
                                           "the manifest declares a plugin", "the manifest declares a macro",
                                           "the package depends on a package fetched while it builds",
                                           "the manifest draws a random value", "the manifest reads the time",
                                           "the manifest hashes or orders"]

    /// The names of the kit and the test frameworks, which a manifest names to depend on them and module code has no
    /// reason to.
    static let kitNames: Set<String> = ["ConformanceEngine", "ModuleConformance", "XCTest"]

    /// The file name endings of documents and data, which no compiler reads as code; every other text file is scanned
    /// (a C target compiles what it includes, whatever its ending).
    static let dataEndings: Set<String> = ["md", "markdown", "txt", "json", "plist", "strings", "xcstrings", "resolved", "yml",
                                           "yaml", "html", "css", "svg", "csv", "xml", "entitlements", "gitignore", "docc", "tutorial"]

    /// Each line of the package's code under `package` (its copy) that matches a pattern, as `path:line: reason: text`;
    /// files under the top-level `Tests` folder are read only when the harness build compiled them (`compiled`) or lie
    /// in a package of their own there, which the build may depend on (the twelfth review's attacks 07 and 11).
    package static func findings(in package: URL, compiled: Set<String> = []) -> [String] {
        findings(in: package, compiled: compiled, budget: nil).found
    }

    /// The same within a time budget: a package whose code takes longer to read stops the scan at a file, which is
    /// returned as `stoppedAt` (the fifteenth review: a package of a million lines held certify past its checks).
    package static func findings(in package: URL, compiled: Set<String>, budget: Duration?) -> (found: [String], stoppedAt: String?) {
        var found: [String] = []
        let entries = PackageCopy.entries(in: package).filter { !$0.isFolder }
        let classes = referenceTypes(in: package)
        let nested = nestedPackages(entries)
        let included = includedFiles(entries)
        let deadline = budget.map { ContinuousClock.now + $0 }
        for entry in entries {
            if let deadline, ContinuousClock.now > deadline { return (found.sorted(), entry.relative) }
            let ending = entry.url.pathExtension.lowercased()
            let isManifest = isManifestName(entry.url.lastPathComponent)
            // The thirteenth review: prebuilt machine code has no source to read (a binary target's bundle, a library).
            if prebuiltEndings.contains(ending) || entry.relative.contains(".artifactbundle/") || entry.relative.contains(".xcframework/") {
                found.append("\(entry.relative): prebuilt machine code in the package, with no source for a review to read")
                continue
            }
            // The twelfth review (04): a C target compiles what it includes, whatever the file's ending.
            guard isManifest || !dataEndings.contains(ending) || included.contains(entry.relative) else { continue }
            if entry.relative.hasPrefix("Tests/"), !compiled.contains(entry.relative), !nested.contains(where: entry.relative.hasPrefix) {
                continue
            }
            guard let data = FileManager.default.contents(atPath: entry.url.path) else { continue }
            var text: String
            if let utf8 = String(data: data, encoding: .utf8) {
                text = utf8
            } else if codeEndings.contains(ending) || included.contains(entry.relative) {
                // The twelfth review (03): one byte that is not UTF-8 hid a whole header from a scan that skipped it; the
                // compiler reads bytes, so the scan reads the file with those bytes replaced, and says so.
                text = String(decoding: data, as: UTF8.self)
                found.append("\(entry.relative): is not valid UTF-8 text: the compiler reads its bytes as they are, this review "
                    + "read it with the invalid ones replaced; read the file itself")
            } else {
                continue
            }
            let isPlugin = entry.relative.hasPrefix("Plugins/") || entry.relative.contains("/Plugins/")
            let isC = (codeEndings.contains(ending) || included.contains(entry.relative)) && ending != "swift"
            // The sixteenth review (A5b): C joins a line ending in a backslash to the next before it reads names, so a
            // name split that way is read joined (each joined line counts as the first of its lines).
            if isC { text = text.replacingOccurrences(of: "\\\r\n", with: "").replacingOccurrences(of: "\\\n", with: "") }
            let lines = isManifest ? manifestFindings(text)
                : matches(in: text, patterns: patterns + (isPlugin ? buildPatterns : []) + (isC ? cPatterns : []), classes: classes)
            if ["s", "asm"].contains(ending) {
                found.append("\(entry.relative): an assembly source: machine code of its own, which no review of calls reads")
            }
            found += lines.map { "\(entry.relative):\($0.line): \($0.reason): \($0.code)" }
            if isManifest, entry.url.lastPathComponent.hasPrefix("Package@") {
                // The sixth review: a manifest for some Swift versions only; a toolchain of another version (the one
                // in an author's Xcode, say) reads another manifest, which may declare other targets or sources.
                found.append("\(entry.relative): a manifest for some Swift versions only: a toolchain of another version "
                    + "reads another of the package's manifests, which this run may not have built")
            }
            if isManifest, entry.relative.contains("/") {
                found.append("\(entry.relative): the manifest of a package inside the package: the build reads it when the "
                    + "package depends on it, and its plugins run while the package builds")
            }
        }
        return (found.sorted(), nil)
    }

    /// Whether a file of this name is a manifest SwiftPM reads: `Package.swift`, or one for some Swift versions.
    static func isManifestName(_ name: String) -> Bool {
        name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
    }

    /// The folders (each ending in a slash) that hold a package of their own inside the package.
    static func nestedPackages(_ entries: [(relative: String, url: URL, isFolder: Bool)]) -> [String] {
        entries.filter { $0.relative.contains("/") && isManifestName($0.url.lastPathComponent) }
            .map { String($0.relative[...$0.relative.lastIndex(of: "/")!]) }
    }

    /// The files a C-family source of the package includes by a name that ends their path, whatever their ending.
    static func includedFiles(_ entries: [(relative: String, url: URL, isFolder: Bool)]) -> Set<String> {
        var names: Set<String> = []
        for entry in entries where codeEndings.contains(entry.url.pathExtension.lowercased()) && entry.url.pathExtension != "swift" {
            guard let data = FileManager.default.contents(atPath: entry.url.path) else { continue }
            for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
                let code = normalized(line.trimmingCharacters(in: .whitespaces))
                guard code.hasPrefix("#include") || code.hasPrefix("#import") || code.hasPrefix("#include_next") else { continue }
                let quoted = code.drop { $0 != "\"" && $0 != "<" }.dropFirst().prefix { $0 != "\"" && $0 != ">" }
                if !quoted.isEmpty { names.insert(String(quoted)) }
            }
        }
        return Set(entries.map(\.relative).filter { path in names.contains { path == $0 || path.hasSuffix("/" + $0) } })
    }

    /// The file name endings of prebuilt machine code.
    static let prebuiltEndings: Set<String> = ["a", "so", "o", "dylib", "lib", "obj"]

    /// The file name endings of code a compiler or assembler of the package reads.
    static let codeEndings: Set<String> = ["swift", "c", "h", "m", "mm", "cpp", "cc", "cxx", "hpp", "hh", "inc", "def", "modulemap",
                                           "s", "asm", ""]

    /// The lines of `text` that match a pattern or compile only under some condition, comments left out (the line as
    /// written is shown); a line and the next one are read together when the next continues a call (`.arguments` on a
    /// line of its own).
    /// The most lines of one file the review lists.
    package static let mostPerFile = 200

    static func matches(in text: String, patterns: [(needle: String, reason: String)],
                        classes: Set<String> = []) -> [(line: Int, reason: String, code: String)] {
        let indented = text.split(separator: "\n", omittingEmptySubsequences: false)
        let written = indented.map { $0.trimmingCharacters(in: .whitespaces) }
        let lines = SourceText.code(text).map { $0.trimmingCharacters(in: .whitespaces) }
        var found: [(line: Int, reason: String, code: String)] = []
        // Each needle normalized once, not once per line (the fifteenth review: a million lines took certify past its
        // checks by many minutes).
        let needles = patterns.map { (needle: normalized($0.needle), reason: $0.reason) }
        for index in lines.indices {
            // A file with more lines to list than anyone reads is listed so far, and says so.
            if found.count >= Self.mostPerFile {
                found.append((index + 1, "and more lines like those above: the review lists at most \(Self.mostPerFile) lines of "
                    + "one file; read the rest of the file itself", String(lines[index].prefix(120))))
                break
            }
            let code = lines[index], raw = index < written.count ? written[index] : code
            let next = index + 1 < lines.count && lines[index + 1].hasPrefix(".") ? lines[index + 1] : ""
            let normal = normalized(code + next)
            let shown = String(raw.prefix(120))
            if let reason = conditionReason(normal), !onlyImports(after: index, in: lines) {
                found.append((index + 1, reason, shown))
            } else if let reason = availabilityReason(normal) {
                found.append((index + 1, reason, shown))
            } else if let reason = sharedStateReason(code, atTopLevel: index < indented.count && indented[index].first.map { !$0.isWhitespace } == true,
                                                      classes: classes) {
                found.append((index + 1, reason, shown))
            } else if let hit = needles.first(where: { normal.contains($0.needle) }) {
                found.append((index + 1, hit.reason, shown))
            } else if !raw.hasPrefix("//"), raw != code, case let spelled = normalized(raw),
                      let hit = needles.first(where: { spelled.contains($0.needle) }) {
                // The line as written names an interface that the code read without comments does not: what looks like
                // a comment to this reader may be code to the compiler.
                found.append((index + 1, hit.reason + " (in or beside a comment)", shown))
            }
        }
        return found
    }

    /// Why a line that keeps state outside any one instance matters, or `nil`: certify makes a fresh instance of a
    /// module for every check, an app keeps one, so a module that counts across instances can tell the two apart.
    static func sharedStateReason(_ code: String, atTopLevel: Bool, classes: Set<String> = []) -> String? {
        let words = code.split { $0 == " " || $0 == "(" || $0 == ")" }
        let stored = code.contains("=") && !code.contains("==") || !code.contains("{")
        // The sixth review: a `let` shared by every instance that holds an object of one of the package's classes, whose
        // own `var`s are on lines of their own.
        let heldObject = words.contains("let") && (words.contains("static") || atTopLevel) && stored
            && classes.contains { name in code.contains("= \(name)(") || code.contains("=\(name)(") || code.contains(": \(name) =")
                || code.contains("= \(name).init(") }
        // `class var`, not the `class` of a declaration: a type declared on one line holds instance properties (the
        // eighteenth review's `final class Entry { var hits = 1 }` was called shared).
        let classVar = zip(words, words.dropFirst()).contains { $0 == "class" && $1 == "var" }
        let declaresType = code.contains("{") && words.contains { ["class", "struct", "enum", "actor", "extension"].contains($0) }
        let shared = code.contains("nonisolated(unsafe)") || heldObject
            || (words.contains("var") && (words.contains("static") || classVar || (atTopLevel && !declaresType)) && stored
                && !code.hasPrefix("//"))
        return shared ? "keeps state shared by every instance: certify makes a fresh instance for each check, an app keeps one" : nil
    }

    /// The names of the classes and actors the package's Swift sources declare, whose objects hold state by reference.
    static func referenceTypes(in package: URL) -> Set<String> {
        var names: Set<String> = []
        for entry in PackageCopy.entries(in: package) where !entry.isFolder && entry.url.pathExtension == "swift" {
            guard let text = try? String(contentsOf: entry.url, encoding: .utf8) else { continue }
            for line in SourceText.code(text) {
                let words = line.split { !($0.isLetter || $0.isNumber || $0 == "_") }
                for (index, word) in words.enumerated() where (word == "class" || word == "actor") && index + 1 < words.count {
                    let name = words[index + 1]
                    if name != "func" && name != "var" && name != "let", name.first?.isUppercase == true { names.insert(String(name)) }
                }
            }
        }
        return names
    }

    /// Whether the `#if` at `index` only chooses what to import: every line up to its `#endif` an import, no `#else`.
    static func onlyImports(after index: Int, in lines: [String]) -> Bool {
        guard lines[index].hasPrefix("#if") else { return false }
        var depth = 0
        for line in lines[(index + 1)...] {
            if line.hasPrefix("#if") { depth += 1; continue }
            if line.hasPrefix("#endif") {
                if depth == 0 { return true }
                depth -= 1
                continue
            }
            if depth == 0, line.hasPrefix("#else") || line.hasPrefix("#elseif") { return false }
            let words = line.split(separator: " ")
            if !line.isEmpty, !(words.contains("import") && words.allSatisfy { $0 == "import" || $0.hasPrefix("@") || $0 == words.last! }) {
                return false
            }
        }
        return false
    }

    /// Why a conditional compilation line matters, or `nil`: code under `#if DEBUG`, `#if os(Linux)`,
    /// `#if canImport(Glibc)`, a flag, a language feature, or the compiler's or the language's version (review 32k: an
    /// honest branch for the compiler certify has and another for the Xcode an app is built with) is built one way here
    /// and another in an app (certify builds debug, on Linux, with one toolchain); an `#if canImport` that only chooses
    /// imports is not listed (`onlyImports`).
    package static func conditionReason(_ code: String) -> String? {
        guard code.hasPrefix("#if") || code.hasPrefix("#elseif") else { return nil }
        let condition = code.drop { $0 != " " && $0 != "(" && $0 != "!" }.replacingOccurrences(of: " ", with: "")
        let left = condition.filter { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !left.isEmpty else { return nil }
        if ["compiler(", "swift(", "hasAttribute("].contains(where: condition.contains) {
            return "compiles only with some compilers or language versions: certify builds with its own toolchain, an app "
                + "with the Xcode it is built with, which may take the other branch"
        }
        return "compiles only under a condition (a build configuration, a platform or a flag): certify builds debug on Linux, "
            + "an app builds release on iOS"
    }

    /// Why a line that asks which system version or platform it runs on matters, or `nil`: on Linux, where certify builds
    /// and runs the module, `*` makes every iOS version available, so `if #available(iOS 99, *) {} else { … }` is honest
    /// here and takes the other branch in every app (the twenty-third review); a declaration for some platforms or
    /// versions only can make the compiler choose another overload in an app. `@available(*, …)` holds everywhere.
    package static func availabilityReason(_ code: String) -> String? {
        if code.contains("#available(") || code.contains("#unavailable(") || code.contains("__builtin_available(") {
            return "runs only on some system versions: on Linux, where certify runs it, every iOS version counts as available "
                + "(none as unavailable), so an app on iOS may take the other branch"
        }
        if let range = code.range(of: "@available("), !code[range.upperBound...].drop(while: \.isWhitespace).hasPrefix("*") {
            return "declares something for some platforms or versions only: on Linux every one counts as available, so an app "
                + "may use another declaration or overload than the one certify built"
        }
        return nil
    }

    /// The code with backquotes and the spaces around dots and before parentheses removed.
    static func normalized(_ code: String) -> String {
        var text = code.replacingOccurrences(of: "`", with: "")
        // A preprocessor directive may put spaces after its '#' or spell it '%:' (the twelfth review: '#  ifdef').
        if text.hasPrefix("%:") { text = "#" + text.dropFirst(2) }
        if text.hasPrefix("#") { text = "#" + text.dropFirst().drop { $0 == " " || $0 == "\t" } }
        for (spaced, tight) in [(" .", "."), (". ", "."), (" (", "("), ("\t", " ")] {
            while text.contains(spaced) { text = text.replacingOccurrences(of: spaced, with: tight) }
        }
        return text
    }
}
