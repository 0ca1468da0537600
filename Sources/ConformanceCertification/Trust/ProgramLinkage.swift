import ConformanceEngine
import Foundation

/// What a harness program links, read from its ELF file before it runs: every library it needs must come from the
/// toolchain, the system or a folder the run controls (a library the package links by path, or through a search
/// path of its own, runs code the scan never read), and the program must not define again a symbol of the C library
/// or the Swift runtime that it loads (`@_cdecl("write")` would replace the harness's own `write`).
package enum ProgramLinkage {
    /// Folders the system's libraries come from.
    static let systemFolders = ["/lib/", "/lib64/", "/usr/lib/", "/usr/lib64/"]
    /// Where the loader looks for a library named without a path and not found on the program's search paths.
    static let defaultSearch = ["/lib/x86_64-linux-gnu", "/usr/lib/x86_64-linux-gnu", "/lib/aarch64-linux-gnu",
                                "/usr/lib/aarch64-linux-gnu", "/lib64", "/usr/lib64", "/lib", "/usr/lib"]
    /// Symbols every program defines beside the C library (the C runtime's start files), which are not overrides.
    static let startFileSymbols: Set<String> = ["_init", "_fini", "_start", "main", "data_start", "__data_start", "_edata", "_end",
                                                "__bss_start", "_IO_stdin_used", "__dso_handle", "__TMC_END__", "__libc_csu_init",
                                                "__libc_csu_fini", "_DYNAMIC", "_GLOBAL_OFFSET_TABLE_"]

    /// The folder of the Swift runtime this process runs with: the toolchain's libraries.
    static var toolchainFolder: String? {
        // A file of /proc reports no size, so it is read to its end rather than by its size.
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/maps"), let data = try? handle.readToEnd() else { return nil }
        try? handle.close()
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where line.hasSuffix("/libswiftCore.so") {
            guard let path = line.split(separator: " ", omittingEmptySubsequences: true).last else { continue }
            return URL(fileURLWithPath: String(path)).deletingLastPathComponent().resolvingSymlinksInPath().path + "/"
        }
        return nil
    }

    /// The toolchain's and the system's libraries' exported names, read once per library file in a process (issue 34:
    /// the kit's suite read libFoundation's symbols again for every run it certified).
    private static let exported = ExportedSymbols()

    /// Each problem with how `program` links; `nil` when it is not an ELF file this reader knows (Apple platforms).
    package static func findings(in program: URL, controlled: [URL]) -> [String]? {
        guard let data = FileManager.default.contents(atPath: program.path), let elf = ELFFile(Array(data)) else { return nil }
        let controlledFolders = controlled.map { $0.standardizedFileURL.resolvingSymlinksInPath().path + "/" }
        let allowed = systemFolders + [toolchainFolder].compactMap { $0 } + controlledFolders
        let name = program.lastPathComponent
        let searchPaths = elf.librarySearchPaths(origin: program.deletingLastPathComponent().path)
        var findings: [String] = []
        var runtimeSymbols = Set<String>()
        for library in elf.dynamicStrings(tags: [1]) {
            let candidates = library.contains("/") ? [library] : (searchPaths + defaultSearch).map { $0 + "/" + library }
            guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else { continue }
            let resolved = URL(fileURLWithPath: found).standardizedFileURL.resolvingSymlinksInPath().path
            guard allowed.contains(where: { resolved.hasPrefix($0) }) else {
                findings.append("\(name): loads \(library) from \(resolved), outside the toolchain, the system and the harness's "
                    + "build; code there was never read")
                continue
            }
            // The C library's and the Swift runtime's exported names: the program may call them, not define them again.
            if !controlledFolders.contains(where: { resolved.hasPrefix($0) }) {
                runtimeSymbols.formUnion(exported.symbols(of: resolved))
            }
        }
        let redefined = elf.definedSymbols(dynamicOnly: false).intersection(runtimeSymbols).subtracting(startFileSymbols)
        for symbol in redefined.sorted().prefix(20) {
            findings.append("\(name): defines \(symbol), which the C library or the Swift runtime it loads defines; the program's "
                + "own calls would reach the package's instead")
        }
        return findings
    }
}

/// The names each library file exports, kept by its path, size and modification time.
private final class ExportedSymbols: @unchecked Sendable {
    private let lock = NSLock()
    private var known: [String: Set<String>] = [:]

    func symbols(of path: String) -> Set<String> {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return [] }
        let key = "\(path)|\((attributes[.size] as? NSNumber)?.int64Value ?? -1)|"
            + "\((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1)"
        lock.lock()
        let cached = known[key]
        lock.unlock()
        if let cached { return cached }
        guard let bytes = FileManager.default.contents(atPath: path), let loaded = ELFFile(Array(bytes)) else { return [] }
        let names = loaded.definedSymbols(dynamicOnly: true)
        lock.lock()
        known[key] = names
        lock.unlock()
        return names
    }
}
