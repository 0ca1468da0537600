/// How an app-configuration clause judges: on a settings.json entry of the package's modules, or on a property list the
/// declaration names, read as JSON. No module is made for these checks.
///
/// A judgement is one value: what it reads, what it expects and how it decides. The kinds are in
/// `AppJudgement+Settings.swift` and `AppJudgement+Files.swift`; a new kind is one more value beside them.
package struct AppJudgement: ClauseJudgement {
    /// What a judgement reads: a settings.json entry among the file's entries, or a property list in a role, with the
    /// module's content categories for the content extension's.
    package enum Subject: Sendable {
        case entry(SettingsFile.Entry, among: [SettingsFile.Entry], own: [SettingsFile.Entry])
        case file(JSON, role: AppSection.Role, categories: [String])
    }

    /// What a check of the judgement expects, in one line.
    package let expectation: String
    /// Whether the judgement reads a settings entry (one check per entry) rather than a file the declaration names.
    package let readsEntry: Bool
    private let decide: @Sendable (Subject) -> (passing: Bool, actual: String)

    /// A judgement of a settings.json entry among the file's entries.
    static func entry(_ expectation: String,
                      _ decide: @escaping @Sendable (SettingsFile.Entry, [SettingsFile.Entry]) -> (passing: Bool, actual: String)) -> Self {
        Self(expectation: expectation, readsEntry: true) { subject in
            guard case .entry(let entry, let entries, _) = subject else { return (false, "a settings clause judged on a property list") }
            return decide(entry, entries)
        }
    }

    /// A judgement of a settings.json entry among the entries of the package's own modules.
    static func ownEntry(_ expectation: String,
                         _ decide: @escaping @Sendable (SettingsFile.Entry, [SettingsFile.Entry]) -> (passing: Bool, actual: String)) -> Self {
        Self(expectation: expectation, readsEntry: true) { subject in
            guard case .entry(let entry, _, let own) = subject else { return (false, "a settings clause judged on a property list") }
            return decide(entry, own)
        }
    }

    /// A judgement of a property list the declaration names.
    static func file(_ expectation: String,
                     _ decide: @escaping @Sendable (JSON, AppSection.Role, [String]) -> (passing: Bool, actual: String)) -> Self {
        Self(expectation: expectation, readsEntry: false) { subject in
            guard case .file(let plist, let role, let categories) = subject else { return (false, "a property-list clause judged on a settings entry") }
            return decide(plist, role, categories)
        }
    }

    package var fixtureKinds: Set<String> { [] }

    /// Judges a settings.json entry among the file's `entries`, of which `own` are the package's modules'.
    package func verdict(on entry: SettingsFile.Entry, among entries: [SettingsFile.Entry], own: [SettingsFile.Entry],
                         input: String) -> Verdict {
        verdict(.entry(entry, among: entries, own: own), input: input)
    }

    /// Judges a property list the declaration names, as JSON; `categories` are the module's, for the content extension.
    package func verdict(on plist: JSON, role: AppSection.Role, categories: [String] = [], input: String) -> Verdict {
        verdict(.file(plist, role: role, categories: categories), input: input)
    }

    private func verdict(_ subject: Subject, input: String) -> Verdict {
        let decided = decide(subject)
        return Verdict(passing: decided.passing, input: input, expected: expectation, actual: decided.actual)
    }

    /// A value as JSON text, shortened.
    static func show(_ value: JSON) -> String {
        JSONText.short(value)
    }
}

extension JSON {
    /// The value under a path of object keys, if every step is an object that has the key.
    func member(_ keys: String...) -> JSON? {
        keys.reduce(Optional(self)) { value, key in value?.objectValue?[key] }
    }
}
