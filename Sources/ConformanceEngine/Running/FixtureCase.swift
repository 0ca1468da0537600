/// The fixture case a check runs: a case of a golden file, or a module's declaration or settings entry.
///
/// It reads and encodes as `file#case` (the file alone when there is no case), the form reports and check ids use.
public struct FixtureCase: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The golden file relative to the fixture folder, or `declaration`, `settings` or `setup`.
    public let file: String
    /// The case id within the file, or the module a declaration or settings case is about.
    public let id: String

    package init(file: String, id: String) {
        self.file = file
        self.id = id
    }

    /// Reads `file#case`; text without `#` names a file with an empty case id.
    package init(_ text: String) {
        let parts = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        self.init(file: String(parts[0]), id: parts.count > 1 ? String(parts[1]) : "")
    }

    /// The checks a module's own declaration gives rise to.
    package static func declaration(_ module: String) -> FixtureCase { FixtureCase(file: "declaration", id: module) }

    /// The checks of a module's entry in settings.json.
    package static func settings(_ module: String) -> FixtureCase { FixtureCase(file: "settings", id: module) }

    public var description: String { id.isEmpty ? file : "\(file)#\(id)" }

    public init(from decoder: Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
