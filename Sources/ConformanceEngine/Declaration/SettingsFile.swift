import Foundation

/// The app's settings.json as the kit reads it: a module's own entry, or an app's list of module entries, with the keys
/// that name module classes, their identifiers, names and push settings, and whether each is enabled.
///
/// Invariant (held by `conformance-fuzz` under generated input): every refusal names the file and a JSON path, and
/// stays readable however deep or long the input (`InputFileError` shortens long paths and values).
package struct SettingsFile: Sendable {
    /// One module entry, with the JSON path it was read from.
    package struct Entry: Sendable {
        package let path: String
        package let name: String?
        package let packageName: String?
        package let productName: String?
        package let className: String?
        package let identifier: String?
        package let push: Bool?
        package let pushServiceClassName: String?
        package let pushContentClassName: String?
        package let enabled: Bool?
        /// The entry's `data`, as the app hands it to the module (`ModuleInvocationData.settingsData`).
        package var data: JSON? = nil
    }

    package let file: String
    /// The whole file as read.
    package let json: JSON
    /// The entries of the package's modules (every entry, unless `separatingOthers` set some apart).
    package private(set) var entries: [Entry]
    /// The entries of other packages' modules the app lists beside them (the SDK's own, a partner's): never planned, but
    /// their identifiers count for uniqueness.
    package private(set) var otherEntries: [Entry] = []
    /// The app-level `push` flag, when the file is an app's settings with a `modules` list.
    package let appPush: Bool?
    /// Whether the file is an app's settings with a `modules` list, rather than one module's own entry.
    package let listsModules: Bool

    /// The same file with the entries of other packages' modules set apart (the thirteenth trial's C33: the push page's
    /// own entries, `PushEnrollmentModule` of Q2MobileCore and `Q2FirebaseModule`, in an app's settings.json).
    ///
    /// An entry is the package's when one of its classes is among `ownClasses` or its product among `ownProducts`; another
    /// entry is another package's when it names a `packageName` that none of the package's entries does. Without an entry
    /// of the package's that names its `packageName`, nothing is set apart (a misspelt class stays the package's, and is
    /// said as such).
    package func separatingOthers(ownClasses: Set<String>, ownProducts: Set<String>) -> SettingsFile {
        func own(_ entry: Entry) -> Bool {
            [entry.className, entry.pushServiceClassName, entry.pushContentClassName].contains { $0.map(ownClasses.contains) ?? false }
                || entry.productName.map(ownProducts.contains) ?? false
        }
        let ownPackages = Set(entries.filter(own).compactMap(\.packageName).filter { !$0.isEmpty })
        guard !ownPackages.isEmpty else { return self }
        var separated = self
        let others = entries.filter { !own($0) && ($0.packageName.map { !$0.isEmpty && !ownPackages.contains($0) } ?? false) }
        separated.entries = entries.filter { entry in !others.contains { $0.path == entry.path } }
        separated.otherEntries = otherEntries + others
        return separated
    }

    /// Reads a settings file; a fault names the file and the JSON path.
    package static func load(_ url: URL, displayName: String? = nil) throws -> SettingsFile {
        let file = displayName ?? url.path
        let json = try JSONReader.read(url, file: file, what: "settings file")
        return try parse(json, file: file)
    }

    /// Reads parsed settings; every problem in the file is reported at once, the first at its JSON path and the
    /// others listed after it, each with its own path.
    package static func parse(_ json: JSON, file: String) throws -> SettingsFile {
        guard let root = json.objectValue else {
            // The eleventh trial's S10: a bare array of entries.
            if json.arrayValue != nil {
                throw InputFileError(file: file, message: "expected an object at the top level, found an array: the app's settings "
                    + "are {\"modules\": [ … ]}, so put the entries in a \"modules\" array")
            }
            throw InputFileError(file: file, message: "expected an object at the top level")
        }
        var reader = Reader()
        let settings: SettingsFile
        if let modules = root["modules"] {
            guard let list = modules.arrayValue else {
                throw InputFileError(file: file, jsonPath: "$.modules", message: "expected an array of module entries")
            }
            let entries = list.enumerated().compactMap { index, item in reader.entry(item, path: "$.modules[\(index)]") }
            reader.noClassTwice(entries)
            settings = SettingsFile(file: file, json: json, entries: entries, appPush: reader.bool(root["push"], "$.push"),
                                    listsModules: true)
        } else {
            settings = SettingsFile(file: file, json: json, entries: [reader.entry(json, path: "$")].compactMap { $0 }, appPush: nil,
                                    listsModules: false)
        }
        if let first = reader.problems.first {
            let others = reader.problems.dropFirst().map { "\($0.path): \($0.message)" }
            throw InputFileError(file: file, jsonPath: first.path,
                               message: first.message + (others.isEmpty ? "" : "; also " + others.joined(separator: "; ")))
        }
        return settings
    }

    /// Reads entries and keys, collecting each problem with its JSON path instead of stopping at the first.
    private struct Reader {
        var problems: [(path: String, message: String)] = []

        /// A class named by two entries of one product (a pasted entry, say) would be loaded twice by the app, and its
        /// checks could not be told apart: each class belongs to one entry. (One name in two products is a problem the
        /// plan names, where the products are known.)
        mutating func noClassTwice(_ entries: [Entry]) {
            var first: [String: String] = [:]
            for entry in entries {
                let named = [("className", entry.className), ("pushServiceClassName", entry.pushServiceClassName),
                             ("pushContentClassName", entry.pushContentClassName)]
                for case let (key, name?) in named where !name.isEmpty {
                    let path = "\(entry.path).\(key)"
                    let slot = (entry.productName ?? "") + "\u{0}" + name
                    if let earlier = first[slot] {
                        problems.append((path, "\(name) is already named at \(earlier); a class belongs to one module entry, "
                            + "so remove the repeated entry or name another class"))
                    } else {
                        first[slot] = path
                    }
                }
            }
        }

        /// The keys of a module entry the kit reads; an app's file may hold others.
        static let entryKeys = ["name", "packageName", "productName", "className", "identifier", "push", "pushServiceClassName",
                                "pushContentClassName", "enabled", "data"]

        mutating func entry(_ value: JSON, path: String) -> Entry? {
            guard let members = value.objectValue else {
                problems.append((path, "expected a module entry object"))
                return nil
            }
            // A key the SDK reads, written in other letter case, is not read at all (keys are case-sensitive).
            for key in members.keys.sorted() where !Self.entryKeys.contains(key) {
                if let meant = Self.entryKeys.first(where: { $0.lowercased() == key.lowercased() }) {
                    problems.append(("\(path).\(key)", "keys are case-sensitive, so '\(key)' is not read; did you mean '\(meant)'?"))
                }
            }
            return Entry(path: path,
                         name: string(members["name"], "\(path).name"),
                         packageName: string(members["packageName"], "\(path).packageName"),
                         productName: string(members["productName"], "\(path).productName"),
                         className: string(members["className"], "\(path).className").map(Self.unqualified),
                         identifier: string(members["identifier"], "\(path).identifier"),
                         push: bool(members["push"], "\(path).push"),
                         pushServiceClassName: string(members["pushServiceClassName"], "\(path).pushServiceClassName").map(Self.unqualified),
                         pushContentClassName: string(members["pushContentClassName"], "\(path).pushContentClassName").map(Self.unqualified),
                         enabled: bool(members["enabled"], "\(path).enabled"), data: members["data"])
        }

        /// A class name without its Swift module prefix (`TrialModules.RatesModule` is `RatesModule`), as iOS's
        /// `NSClassFromString` takes it and the kit compares it; anything else as written, for the checks to judge.
        static func unqualified(_ name: String) -> String {
            let parts = name.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 2, parts.allSatisfy(SwiftName.isIdentifier) else { return name }
            return String(parts[1])
        }

        mutating func string(_ value: JSON?, _ path: String) -> String? {
            guard let value else { return nil }
            guard let text = value.stringValue else {
                problems.append((path, "expected a string"))
                return nil
            }
            return text
        }

        mutating func bool(_ value: JSON?, _ path: String) -> Bool? {
            guard let value else { return nil }
            guard let flag = value.boolValue else {
                problems.append((path, "expected true or false"))
                return nil
            }
            return flag
        }
    }
}
