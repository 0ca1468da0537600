/// The kinds of settings.json entry judgement the app clauses use.
extension AppJudgement {
    /// The entry has `"enabled": true`.
    package static let entryEnabled = entry("\"enabled\": true") { entry, _ in
        (entry.enabled == true, entry.enabled.map { "\"enabled\": \($0)" } ?? "no \"enabled\" key")
    }

    /// The entry names the module, its package and its product.
    package static let entryNames = entry("non-empty \"name\", \"packageName\" and \"productName\" strings") { entry, _ in
        let fields = [("name", entry.name), ("packageName", entry.packageName), ("productName", entry.productName)]
        let missing = fields.filter { ($0.1 ?? "").trimmingCharacters(in: .whitespaces).isEmpty }.map(\.0)
        return missing.isEmpty ? (true, fields.map { "\"\($0.0)\": \"\($0.1 ?? "")\"" }.joined(separator: ", "))
            : (false, "missing or empty: " + missing.map { "\"\($0)\"" }.joined(separator: ", "))
    }

    /// No other entry of settings.json gives the entry's identifier; an entry without one shares none
    /// (PUSH-SETTINGS-IDENTIFIER asks a push module for one).
    package static let identifierUnique = entry("an identifier no other settings.json entry gives") { entry, entries in
        guard let identifier = entry.identifier, !identifier.isEmpty else { return (true, "no identifier") }
        let sharing = entries.filter { $0.path != entry.path && $0.identifier == identifier }
        return (sharing.isEmpty, "\"identifier\": \"\(identifier)\"" + (sharing.isEmpty ? "" : ", also given by "
            + sharing.map { "\($0.path) (\($0.className ?? $0.name ?? "no className"))" }.joined(separator: ", ")))
    }

    /// Every entry of the package's modules that gives a packageName gives the same one (the sixteenth trial's N1: a
    /// misspelt packageName in one of them was accepted without a word).
    package static let onePackageName = ownEntry("the packageName the package's other entries give") { entry, own in
        guard let name = entry.packageName, !name.isEmpty else { return (true, "no packageName") }
        let differing = own.filter { $0.path != entry.path && !($0.packageName ?? "").isEmpty && $0.packageName != name }
        // The nineteenth trial's S13: when most entries agree, only the odd ones out are told.
        let named = own.compactMap(\.packageName).filter { !$0.isEmpty }
        let counts = Dictionary(named.map { ($0, 1) }, uniquingKeysWith: +)
        if let (majority, count) = counts.max(by: { $0.value < $1.value }), count * 2 > named.count {
            guard name != majority else {
                return (true, "\"packageName\": \"\(name)\"" + (count == named.count ? "" : ", as \(count) of the package's \(named.count) entries give it"))
            }
            return (false, "\"packageName\": \"\(name)\", while \(count) of the package's \(named.count) entries give \"\(majority)\""
                + (EditDistance.between(name, majority) <= 2 ? ": this one looks misspelt" : ": one package has one name"))
        }
        return (differing.isEmpty, "\"packageName\": \"\(name)\"" + (differing.isEmpty ? "" : ", while "
            + differing.map { "\($0.path) (\($0.className ?? $0.name ?? "no className")) gives \"\($0.packageName ?? "")\"" }
                .joined(separator: ", ")
            + "; one package has one name, so one of them is likely misspelt"))
    }
}
