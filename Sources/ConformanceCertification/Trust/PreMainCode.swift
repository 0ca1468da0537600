import ConformanceEngine
import Foundation

/// Code a program runs before its `main`, found in its ELF file: initialiser entries (`.preinit_array`,
/// `.init_array`, `.ctors`) other than the ones every Swift program has, an init function other than the C
/// runtime's, and the resolvers of indirect functions (which the loader calls).
///
/// Such code runs before the harness reads its instructions, so it could take the journal's key and write
/// results of its own: certify refuses to run a harness that has any. Shared libraries the program needs are
/// read too when they come from a folder the package controls (its own, or the harness's build folder).
package enum PreMainCode {
    /// The initialisers the toolchain puts in every program: the C runtime's and the Swift runtime's image registration.
    static let toolchainInitialisers: Set<String> = ["frame_dummy", "register_tm_clones", "_ZL23swift_image_constructorv",
                                                       "swift_image_constructor", "_init"]

    /// Each initialiser of `executable` (and of the libraries it needs from `controlled` folders) that the toolchain
    /// did not put there, named by symbol; `nil` when the file is not a 64-bit little-endian ELF file, which this
    /// check cannot read (Apple platforms).
    package static func findings(in executable: URL, controlled: [URL]) -> [String]? {
        var visited = Set<String>()
        return scan(executable, controlled: controlled.map { $0.standardizedFileURL.resolvingSymlinksInPath().path }, visited: &visited)
    }

    private static func scan(_ file: URL, controlled: [String], visited: inout Set<String>) -> [String]? {
        let path = file.standardizedFileURL.resolvingSymlinksInPath().path
        guard visited.insert(path).inserted else { return [] }
        guard let data = FileManager.default.contents(atPath: path), let elf = ELFFile(Array(data)) else { return nil }
        let name = file.lastPathComponent
        var findings: [String] = []
        for (section, target) in elf.initialisers() {
            guard let target else {
                findings.append("\(name): an initialiser in \(section) that this check cannot resolve")
                continue
            }
            let symbol = elf.symbol(at: target)
            if symbol.map(toolchainInitialisers.contains) != true {
                findings.append("\(name): \(section) runs \(symbol ?? String(format: "code at 0x%llx", target)) before main")
            }
        }
        for resolver in elf.indirectFunctionResolvers() {
            findings.append("\(name): an indirect function's resolver, \(elf.symbol(at: resolver) ?? String(format: "code at 0x%llx", resolver)), "
                + "runs while the program is loaded")
        }
        if let initFunction = elf.dynamicValue(tag: 12), elf.symbol(at: initFunction) != "_init" {
            findings.append("\(name): its DT_INIT function is \(elf.symbol(at: initFunction) ?? "unnamed code"), not the C runtime's _init")
        }
        // Libraries it needs from a folder the package controls run their initialisers before main too.
        for library in elf.dynamicStrings(tags: [1]) {
            for folder in elf.librarySearchPaths(origin: file.deletingLastPathComponent().path) {
                let candidate = URL(fileURLWithPath: folder).appendingPathComponent(library).standardizedFileURL.resolvingSymlinksInPath()
                guard FileManager.default.fileExists(atPath: candidate.path),
                      controlled.contains(where: { candidate.path.hasPrefix($0 + "/") }) else { continue }
                findings += scan(candidate, controlled: controlled, visited: &visited)
                    ?? ["\(library): a library the harness needs that this check cannot read"]
                break
            }
        }
        return findings
    }
}

/// Just enough of a 64-bit little-endian ELF file to list its initialisers and name them.
struct ELFFile {
    private let bytes: [UInt8]
    private var sections: [Section]

    struct Section {
        let name: String
        let type: UInt32
        let address: UInt64
        let offset: Int
        let size: Int
        let link: Int
    }

    init?(_ bytes: [UInt8]) {
        guard bytes.count >= 64, bytes[0] == 0x7f, bytes[1] == 0x45, bytes[2] == 0x4c, bytes[3] == 0x46,
              bytes[4] == 2, bytes[5] == 1 else { return nil }
        self.bytes = bytes
        sections = []
        let headerOffset = Int(truncatingIfNeeded: read(0x28, 8))
        let headerSize = Int(read(0x3a, 2))
        let count = Int(read(0x3c, 2))
        let namesIndex = Int(read(0x3e, 2))
        guard headerSize >= 64, headerOffset > 0, headerOffset + headerSize * count <= bytes.count, namesIndex < count else { return nil }
        var raw: [(nameOffset: Int, section: Section)] = []
        for index in 0..<count {
            let base = headerOffset + index * headerSize
            let offset = Int(truncatingIfNeeded: read(base + 24, 8)), size = Int(truncatingIfNeeded: read(base + 32, 8))
            let type = UInt32(read(base + 4, 4))
            // A section that holds no bytes in the file (.bss) is kept with size 0.
            let inFile = type != 8 && offset >= 0 && size >= 0 && offset <= bytes.count && size <= bytes.count - offset
            raw.append((Int(read(base, 4)), Section(name: "", type: type, address: read(base + 16, 8), offset: inFile ? offset : 0,
                                                    size: inFile ? size : 0, link: Int(read(base + 40, 4)))))
        }
        let names = raw[namesIndex].section
        sections = raw.map { entry in
            Section(name: Self.string(bytes, at: names.offset + entry.nameOffset, limit: names.offset + names.size) ?? "",
                    type: entry.section.type, address: entry.section.address, offset: entry.section.offset,
                    size: entry.section.size, link: entry.section.link)
        }
    }

    private func read(_ offset: Int, _ width: Int) -> UInt64 {
        guard offset >= 0, offset + width <= bytes.count else { return 0 }
        var value: UInt64 = 0
        for index in (0..<width).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
        return value
    }

    private static func string(_ bytes: [UInt8], at start: Int, limit: Int) -> String? {
        guard start >= 0, start < min(limit, bytes.count) else { return nil }
        var end = start
        while end < min(limit, bytes.count), bytes[end] != 0 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Every initialiser entry with the address it calls; `nil` when a relocation this reader does not know sets it.
    func initialisers() -> [(section: String, target: UInt64?)] {
        // Relocations that fill pointers in at load time: RELATIVE ones carry the address as their addend.
        var relocated: [UInt64: UInt64?] = [:]
        for section in sections where section.type == 4 {  // SHT_RELA
            for entry in stride(from: section.offset, to: section.offset + section.size - 23, by: 24) {
                let type = read(entry + 8, 8) & 0xffff_ffff
                relocated[read(entry, 8)] = (type == 8 || type == 1027) ? read(entry + 16, 8) : .some(nil)
            }
        }
        var entries: [(String, UInt64?)] = []
        for section in sections where [14, 16].contains(section.type) || section.name == ".ctors" {  // INIT_ARRAY, PREINIT_ARRAY
            for slot in stride(from: 0, to: section.size - 7, by: 8) {
                let stored = read(section.offset + slot, 8)
                let target = relocated[section.address + UInt64(slot)] ?? stored
                // .ctors is bounded by -1 and 0 markers.
                if section.name == ".ctors", target == 0 || target == UInt64.max { continue }
                entries.append((section.name, target))
            }
        }
        return entries
    }

    /// The resolvers of indirect functions (IRELATIVE relocations), which the loader calls before any initialiser.
    func indirectFunctionResolvers() -> [UInt64] {
        sections.filter { $0.type == 4 }.flatMap { section in
            stride(from: section.offset, to: section.offset + section.size - 23, by: 24).compactMap { entry in
                let type = read(entry + 8, 8) & 0xffff_ffff
                return (type == 37 || type == 1032) ? read(entry + 16, 8) : nil  // R_X86_64_IRELATIVE, R_AARCH64_IRELATIVE
            }
        }
    }

    /// The name of the function or object symbol at `address`, from the full symbol table or the dynamic one.
    func symbol(at address: UInt64) -> String? {
        for table in sections where table.type == 2 || table.type == 11 {  // SYMTAB, DYNSYM
            guard table.link < sections.count else { continue }
            let names = sections[table.link]
            for entry in stride(from: table.offset, to: table.offset + table.size - 23, by: 24)
            where read(entry + 8, 8) == address && read(entry + 6, 2) != 0 {
                if let name = Self.string(bytes, at: names.offset + Int(read(entry, 4)), limit: names.offset + names.size), !name.isEmpty {
                    return name
                }
            }
        }
        return nil
    }

    private var dynamicEntries: [(tag: UInt64, value: UInt64)] {
        sections.filter { $0.type == 6 }.flatMap { section in
            stride(from: section.offset, to: section.offset + section.size - 15, by: 16).map { (read($0, 8), read($0 + 8, 8)) }
        }
    }

    /// The names of the symbols this file defines for others to bind to: global or weak functions and objects with a
    /// section, from the full symbol table or, with `dynamicOnly`, the dynamic one.
    func definedSymbols(dynamicOnly: Bool) -> Set<String> {
        var names = Set<String>()
        for table in sections where table.type == 11 || (!dynamicOnly && table.type == 2) {
            guard table.link < sections.count else { continue }
            let strings = sections[table.link]
            for entry in stride(from: table.offset, to: table.offset + table.size - 23, by: 24) {
                let info = read(entry + 4, 1), index = read(entry + 6, 2)
                let binding = info >> 4, kind = info & 0xf
                guard index != 0, binding == 1 || binding == 2, kind == 1 || kind == 2 || kind == 10,
                      let name = Self.string(bytes, at: strings.offset + Int(read(entry, 4)), limit: strings.offset + strings.size),
                      !name.isEmpty else { continue }
                names.insert(name)
            }
        }
        return names
    }

    /// Every global or weak symbol of the full symbol table that has a section here (a definition of any kind), with
    /// whether it is weak and hidden: the compiler's own per-object copies of a helper (outlined copies, witness table
    /// accessors) are both.
    func definitions() -> [(name: String, weakAndHidden: Bool)] {
        var found: [(name: String, weakAndHidden: Bool)] = []
        for table in sections where table.type == 2 {  // SYMTAB
            guard table.link < sections.count else { continue }
            let strings = sections[table.link]
            for entry in stride(from: table.offset, to: table.offset + table.size - 23, by: 24) {
                let binding = read(entry + 4, 1) >> 4, visibility = read(entry + 5, 1) & 3, index = read(entry + 6, 2)
                guard index != 0, binding == 1 || binding == 2,
                      let name = Self.string(bytes, at: strings.offset + Int(read(entry, 4)), limit: strings.offset + strings.size),
                      !name.isEmpty else { continue }
                found.append((name, binding == 2 && visibility == 2))
            }
        }
        return found
    }

    /// The value of the first dynamic entry with `tag`.
    func dynamicValue(tag: UInt64) -> UInt64? {
        dynamicEntries.first { $0.tag == tag }?.value
    }

    /// The folders its RPATH and RUNPATH name, `$ORIGIN` read as `origin` (the file's folder).
    func librarySearchPaths(origin: String) -> [String] {
        dynamicStrings(tags: [15, 29]).flatMap { $0.split(separator: ":").map(String.init) }
            .map { $0.replacingOccurrences(of: "$ORIGIN", with: origin).replacingOccurrences(of: "${ORIGIN}", with: origin) }
    }

    /// The strings of the dynamic entries with these tags (NEEDED 1, RPATH 15, RUNPATH 29), from the dynamic string table.
    func dynamicStrings(tags: Set<UInt64>) -> [String] {
        guard let dynamic = sections.first(where: { $0.type == 6 }), dynamic.link < sections.count else { return [] }
        let strings = sections[dynamic.link]
        return dynamicEntries.filter { tags.contains($0.tag) }.compactMap {
            Self.string(bytes, at: strings.offset + Int(truncatingIfNeeded: $0.value), limit: strings.offset + strings.size)
        }
    }
}
