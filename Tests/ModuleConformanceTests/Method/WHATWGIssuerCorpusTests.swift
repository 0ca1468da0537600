import ConformanceEngine
import Foundation
import Testing

/// The issuerUrl rule against an external corpus: WHATWG's URL test data (web-platform-tests'
/// `url/resources/urltestdata.json`), with the kit's recorded verdicts and a reason for every difference.
/// Both files are bundled under `golden/reference/whatwg/`, for the kit's tests alone (see the README there); nothing is read from outside.
@Suite("The issuerUrl rule against WHATWG's URL test data")
struct WHATWGIssuerCorpusTests {
    /// One absolute http(s) entry without a base, as the corpus states it.
    struct Entry: Equatable, CustomStringConvertible {
        let index: Int
        let input: String
        let failure: Bool
        let scheme: String?
        var description: String { "#\(index) \(input.debugDescription)" }
    }

    /// A recorded verdict from `issuer-verdicts.json`.
    struct Recorded {
        let entry: Entry
        let kitValid: Bool
        let verdict: String
        let reason: String?
    }

    static let corpusFile = "whatwg/urltestdata.json"
    static let verdictsFile = "whatwg/issuer-verdicts.json"

    /// The counting rule: objects with a string `input`, `base` null or absent, and the input's text before its
    /// first `:`, as written, `http` or `https` in any letter case.
    static func selected(from corpus: JSON) throws -> [Entry] {
        let items = try #require(corpus.arrayValue, "the corpus is not a JSON array")
        var entries: [Entry] = []
        for (index, item) in items.enumerated() {
            guard let object = item.objectValue, let input = object["input"]?.stringValue else { continue }
            if let base = object["base"], base != .null { continue }
            guard let colon = input.unicodeScalars.firstIndex(of: ":") else { continue }
            let scheme = String(input.unicodeScalars[..<colon]).lowercased()
            guard scheme == "http" || scheme == "https" else { continue }
            let failure = object["failure"]?.boolValue ?? false
            let protocolText = object["protocol"]?.stringValue
            entries.append(Entry(index: index, input: input, failure: failure,
                                 scheme: failure ? nil : protocolText.map { String($0.dropLast($0.hasSuffix(":") ? 1 : 0)) }))
        }
        return entries
    }

    static func recorded(from verdicts: JSON) throws -> [Recorded] {
        let cases = try #require(verdicts.objectValue?["cases"]?.arrayValue, "issuer-verdicts.json has no cases")
        return try cases.map { item in
            let object = try #require(item.objectValue)
            let whatwg = try #require(object["whatwg"]?.objectValue)
            let entry = Entry(index: try #require(object["index"].flatMap(Self.integer)),
                              input: try #require(object["input"]?.stringValue),
                              failure: try #require(whatwg["failure"]?.boolValue as Bool?),
                              scheme: whatwg["scheme"]?.stringValue)
            return Recorded(entry: entry, kitValid: try #require(object["kit"]?.objectValue?["valid"]?.boolValue as Bool?),
                            verdict: try #require(object["verdict"]?.stringValue), reason: object["reason"]?.stringValue)
        }
    }

    static func integer(_ value: JSON) -> Int? {
        if case .number(let number) = value { return Int(exactly: number) }
        return nil
    }

    /// How the kit's verdict compares with WHATWG's.
    static func comparison(kitValid: Bool, whatwgFailure: Bool) -> String {
        kitValid == !whatwgFailure ? "agree" : (kitValid ? "looser" : "stricter")
    }

    let store: FixtureStore
    let corpus: [Entry]
    let recorded: [Recorded]
    let verdicts: [String: JSON]

    init() throws {
        store = try FixtureStore.referenceVectors()
        corpus = try Self.selected(from: try store.json(Self.corpusFile))
        let verdictsJSON = try store.json(Self.verdictsFile)
        verdicts = try #require(verdictsJSON.objectValue)
        recorded = try Self.recorded(from: verdictsJSON)
    }

    @Test("The bundled corpus is the recorded, unmodified copy of WPT's urltestdata.json")
    func corpusIsTheRecordedCopy() throws {
        let url = store.directory.appendingPathComponent(Self.corpusFile)
        let digest = SHA256.hex(bytes: SHA256.digest(Array(try Data(contentsOf: url))))
        #expect(digest == verdicts["corpusSHA256"]?.stringValue)
        #expect(digest == "355c9f1e5f34aae66ba8adfabf3c853f5cd30ea22964ef7a53eb292e7975d81e")
    }

    @Test("The recorded cases are exactly the corpus's absolute http(s) entries without a base, in order")
    func selectionMatches() {
        #expect(corpus.count == 278)
        #expect(recorded.count == corpus.count)
        for (entry, record) in zip(corpus, recorded) {
            #expect(entry.index == record.entry.index && Array(entry.input.unicodeScalars) == Array(record.entry.input.unicodeScalars)
                    && entry.failure == record.entry.failure && entry.scheme == record.entry.scheme,
                    "corpus \(entry), recorded \(record.entry)")
        }
        #expect(corpus.allSatisfy { $0.failure || ["http", "https"].contains($0.scheme ?? "") })
    }

    @Test("The kit's verdict on every case is the recorded one; every difference from WHATWG has a reason")
    func verdictsMatch() {
        let reasons = verdicts["reasons"]?.objectValue ?? [:]
        for record in recorded {
            let valid = IssuerURL.isValid(record.entry.input)
            #expect(valid == record.kitValid, "\(record.entry): the kit now says \(valid ? "valid" : IssuerURL.problem(with: record.entry.input)!)")
            #expect(valid == (IssuerURL.resolve(record.entry.input) != nil), "\(record.entry): isValid and resolve disagree")
            let comparison = Self.comparison(kitValid: record.kitValid, whatwgFailure: record.entry.failure)
            #expect(record.verdict == comparison, "\(record.entry): recorded '\(record.verdict)', is '\(comparison)'")
            if comparison == "agree" {
                #expect(record.reason == nil, "\(record.entry): agrees with WHATWG, yet has a reason")
            } else {
                let reason = record.reason?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
                #expect(reason.count >= 20, "\(record.entry): differs from WHATWG (\(comparison)) without a reason")
                #expect(reasons.values.contains { $0.stringValue == record.reason }, "\(record.entry): its reason is not one of the listed reasons")
            }
        }
    }

    @Test("The counts are the recorded ones: 278 cases, 230 agree, 48 stricter, 0 looser")
    func countsMatch() throws {
        var counts: [String: Int] = ["agree": 0, "stricter": 0, "looser": 0]
        for entry in corpus {
            counts[Self.comparison(kitValid: IssuerURL.isValid(entry.input), whatwgFailure: entry.failure), default: 0] += 1
        }
        let recordedCounts = try #require(verdicts["counts"]?.objectValue)
        #expect(recordedCounts["selected"].flatMap(Self.integer) == corpus.count)
        for key in ["agree", "stricter", "looser"] {
            #expect(recordedCounts[key].flatMap(Self.integer) == counts[key], "\(key): recorded \(String(describing: recordedCounts[key])), now \(counts[key]!)")
        }
        #expect(counts == ["agree": 230, "stricter": 48, "looser": 0])
    }
}
