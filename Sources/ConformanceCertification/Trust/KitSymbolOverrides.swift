import Foundation

/// Symbols the package's compiled objects define that the kit's or the generated harness's objects define too, read from
/// the harness build's object files before its program runs (the sixteenth review's verdict tampering): the kit is
/// linked into the program statically, so a definition of one of its names (`@_silgen_name`, or a C or assembly
/// function spelt as a Swift symbol) can take the place of the kit's own code, its verdicts' encoding included.
///
/// The compiler copies some helpers into every object that uses a type (outlined copies, witness table accessors) as weak
/// and hidden symbols; such a copy in a Swift object of the package, weak and hidden on both sides, is the compiler's, and
/// the only overlap allowed, and only for a symbol of a module the package can import (the SDK's interfaces): a package
/// never uses the engine's or the harness's types, so a weak and hidden copy of one of their symbols is not the
/// compiler's (the eighteenth review's `forgehide`). Its bytes may differ from the kit's copy, so a package whose sources
/// give a function a Swift symbol's name (`@_silgen_name` or `@_cdecl`, which with `@_alwaysEmitIntoClient` make such a
/// copy) is refused too.
package enum KitSymbolOverrides {
    /// At most this many are named; the rest are counted.
    static let namedAtMost = 20

    /// Each such symbol, named with the object that defines it and the kit module whose symbol it is; `nil` when the
    /// build folder holds no description of the harness's Swift modules (then nothing tells the kit's objects apart).
    /// `importable` names the kit's modules a package's code may import (the SDK's interfaces).
    package static func findings(harness: URL, package: URL, importable: Set<String> = importable) -> [String]? {
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
        let objects = HarnessBuildDescription.objectFiles(harness: harness)
        // The package's definitions first (few), then the kit's of the same names.
        var findings: [String] = []
        var authors: [(module: String, file: URL, swift: Bool, symbols: [(name: String, weakAndHidden: Bool)])] = []
        for (module, file) in objects where !protected.contains(module) {
            guard let symbols = definitions(file) else {
                findings.append("\(module)/\(file.lastPathComponent) is not an object file this check can read (a link, or not ELF), "
                    + "so what it defines is unknown")
                continue
            }
            authors.append((module, file, file.lastPathComponent.hasSuffix(".swift.o"), symbols))
        }
        let named = Set(authors.flatMap { $0.symbols.map(\.name) })
        var kit: [String: (module: String, weakAndHidden: Bool)] = [:]
        for (module, file) in objects where protected.contains(module) {
            for symbol in definitions(file) ?? [] where named.contains(symbol.name) {
                kit[symbol.name] = (module, symbol.weakAndHidden && (kit[symbol.name]?.weakAndHidden ?? true))
            }
        }
        for author in authors {
            for symbol in author.symbols {
                guard let owner = kit[symbol.name] else { continue }
                // The compiler's own copy of a helper: weak and hidden on both sides, in a Swift object (its bytes may differ
                // from the kit's copy, so they are not compared). A package that names a symbol itself is refused below.
                if author.swift, symbol.weakAndHidden, owner.weakAndHidden,
                   mangledModule(symbol.name).map({ !protected.contains($0) || importable.contains($0) }) ?? true { continue }
                findings.append("\(author.module)/\(author.file.lastPathComponent) defines \(symbol.name), a symbol of the kit's "
                    + "\(owner.module): the program would run the package's code in the kit's place")
            }
        }
        // The seventeenth review (F1, F2): @_silgen_name or @_cdecl with a Swift symbol's name, with
        // @_alwaysEmitIntoClient, defines a weak and hidden replacement that looks like the compiler's own copy.
        for command in commands {
            guard let module = command["moduleName"] as? String, !protected.contains(module),
                  let sources = command["sources"] as? [String] else { continue }
            for source in sources {
                guard let text = try? String(contentsOfFile: source, encoding: .utf8) else { continue }
                for (line, name) in mangledNames(in: text) {
                    findings.append("\(module)/\(URL(fileURLWithPath: source).lastPathComponent):\(line) names a function with the "
                        + "Swift symbol \(name): a definition under a Swift symbol's name can take the place of the kit's own code")
                }
            }
        }
        guard findings.count > namedAtMost else { return findings }
        return Array(findings.prefix(namedAtMost)) + ["and \(findings.count - namedAtMost) more such definitions"]
    }

    /// The kit's modules a package's code may import, whose helpers the compiler may copy into the package's objects.
    package static let importable: Set<String> = ["Q2ModuleInterfaces"]

    /// The module a Swift symbol's mangled name starts in (`$s17ConformanceEngine7Outcome…` is ConformanceEngine's);
    /// `nil` for a name that does not start with a module's (the standard library's substitutions, a C name).
    package static func mangledModule(_ name: String) -> String? {
        guard let prefix = ["_$s", "$s", "$S", "$e", "_T0"].first(where: name.hasPrefix) else { return nil }
        let rest = name.dropFirst(prefix.count)
        let digits = rest.prefix(while: \.isASCII).prefix(while: \.isNumber)
        guard let length = Int(digits), length > 0 else { return nil }
        let module = rest.dropFirst(digits.count).prefix(length)
        return module.count == length ? String(module) : nil
    }

    /// The Swift symbol names `@_silgen_name`, `@_cdecl` or `@c` give in `text`, escapes read, with their lines.
    /// Comments may stand between the attribute's parts, as the compiler allows (the eighteenth review's `forgehide`:
    /// `@_silgen_name/**/("…")`).
    package static func mangledNames(in text: String) -> [(line: Int, name: String)] {
        var found: [(line: Int, name: String)] = []
        let gap = #"(?:\s|/\*[\s\S]*?\*/|//[^\n]*\n)*"#
        let pattern = "@" + gap + #"_?(?:silgen_name|cdecl|c)"# + gap + #"\("# + gap + #"(#*)"((?:[^"\\]|\\.)*)""#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let whole = text as NSString
        for match in expression.matches(in: text, range: NSRange(location: 0, length: whole.length)) {
            let literal = whole.substring(with: match.range(at: 2))
            let name = unescaped(literal)
            guard ["$s", "$S", "$e", "_T0", "_$s"].contains(where: name.hasPrefix) else { continue }
            let line = whole.substring(to: match.range.location).filter { $0 == "\n" }.count + 1
            found.append((line, name))
        }
        return found
    }

    /// A string literal's text with its `\u{…}` escapes read (the rest as written).
    private static func unescaped(_ literal: String) -> String {
        var result = ""
        var rest = Substring(literal)
        while let slash = rest.firstIndex(of: "\\") {
            result += rest[..<slash]
            let after = rest[rest.index(after: slash)...]
            if after.hasPrefix("u{"), let close = after.firstIndex(of: "}"),
               let value = UInt32(after[after.index(after: after.index(after: after.startIndex))..<close], radix: 16),
               let scalar = Unicode.Scalar(value) {
                result.unicodeScalars.append(scalar)
                rest = after[after.index(after: close)...]
            } else {
                result += "\\"
                rest = after
            }
        }
        return result + rest
    }

    private static func definitions(_ file: URL) -> [(name: String, weakAndHidden: Bool)]? {
        guard let data = AuthorWrittenFile.read(file), let elf = ELFFile(Array(data)) else { return nil }
        return elf.definitions()
    }
}
