import Foundation

/// Symbols the package's compiled objects define that the kit's or the generated harness's objects define too, read from
/// the harness build's object files before its program runs (the sixteenth review's verdict tampering): the kit is
/// linked into the program statically, so a definition of one of its names (`@_silgen_name`, or a C or assembly
/// function spelt as a Swift symbol) can take the place of the kit's own code, its verdicts' encoding included.
///
/// The compiler copies some helpers into every object that uses a type (outlined copies, witness table accessors) as weak
/// and hidden symbols; such a copy in a Swift object of the package, of a helper the kit's object holds weak and hidden
/// too, is the compiler's, and the only overlap allowed.
package enum KitSymbolOverrides {
    /// At most this many are named; the rest are counted.
    static let namedAtMost = 20

    /// Each such symbol, named with the object that defines it and the kit module whose symbol it is; `nil` when the
    /// build folder holds no description of the harness's Swift modules (then nothing tells the kit's objects apart).
    package static func findings(harness: URL, package: URL) -> [String]? {
        let commands = HarnessBuildDescription.swiftCommands(harness: harness)
        guard !commands.isEmpty else { return nil }
        let packageRoot = package.standardizedFileURL.resolvingSymlinksInPath().path + "/"
        // The kit's modules and the generated harness's: every Swift module none of whose sources is the package's.
        let protected = Set(commands.compactMap { command -> String? in
            guard let module = command["moduleName"] as? String, let sources = command["sources"] as? [String], !sources.isEmpty,
                  sources.allSatisfy({ !URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath().path.hasPrefix(packageRoot) })
            else { return nil }
            return module
        })
        let objects = objectFiles(in: harness.appendingPathComponent(".build/debug"))
        var kit: [String: (module: String, weakAndHidden: Bool)] = [:]
        for (module, file) in objects where protected.contains(module) {
            for symbol in definitions(file) ?? [] { kit[symbol.name] = (module, symbol.weakAndHidden && (kit[symbol.name]?.weakAndHidden ?? true)) }
        }
        var findings: [String] = []
        for (module, file) in objects where !protected.contains(module) {
            let swift = file.lastPathComponent.hasSuffix(".swift.o")
            guard let symbols = definitions(file) else {
                findings.append("\(module)/\(file.lastPathComponent) is not an object file this check can read (a link, or not ELF), "
                    + "so what it defines is unknown")
                continue
            }
            for symbol in symbols {
                guard let owner = kit[symbol.name], !(swift && symbol.weakAndHidden && owner.weakAndHidden) else { continue }
                findings.append("\(module)/\(file.lastPathComponent) defines \(symbol.name), a symbol of the kit's \(owner.module): "
                    + "the program would run the package's code in the kit's place")
            }
        }
        guard findings.count > namedAtMost else { return findings }
        return Array(findings.prefix(namedAtMost)) + ["and \(findings.count - namedAtMost) more such definitions"]
    }

    /// Each object file under each target's folder (`<Module>.build`) of `build`, with its module's name; links are not
    /// followed.
    static func objectFiles(in build: URL) -> [(module: String, file: URL)] {
        let folder = build.resolvingSymlinksInPath()
        let targets = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return targets.filter { $0.hasSuffix(".build") }.sorted().flatMap { name -> [(module: String, file: URL)] in
            let target = folder.appendingPathComponent(name)
            let module = String(name.dropLast(".build".count))
            guard let walker = FileManager.default.enumerator(at: target, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
            return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "o" }.sorted { $0.path < $1.path }.map { (module, $0) }
        }
    }

    private static func definitions(_ file: URL) -> [(name: String, weakAndHidden: Bool)]? {
        guard let data = AuthorWrittenFile.read(file), let elf = ELFFile(Array(data)) else { return nil }
        return elf.definitions()
    }
}
