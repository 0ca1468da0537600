import ConformanceEngine
import ConformanceTestSupport
import Foundation
import Q2ModuleInterfaces
import Testing

@Suite("Golden fixtures")
struct GoldenFixtureTests {
    let store: FixtureStore

    init() throws {
        store = try FixtureStore.bundled()
    }

    static var allFiles: [String] {
        Contract.allCases.flatMap { (try? FixtureStore.bundled().files(of: $0)) ?? [] }
    }

    @Test("Every fixture file satisfies the fixture schema", arguments: allFiles)
    func fileSatisfiesSchema(_ file: String) throws {
        let violations = try store.schema().violations(of: try store.json(file))
        #expect(violations.isEmpty, "\(file): \(violations.map { "\($0.path): \($0.message)" })")
    }

    @Test("Issue 34: the fixtures an author's test bundle carries hold no reference vectors; the kit's tests find them apart")
    func referenceVectorsApart() throws {
        let shipped = try #require(FileManager.default.subpathsOfDirectory(atPath: store.directory.path) as [String]?)
        #expect(!shipped.contains { $0.hasSuffix("issuer-urls.json") || $0.contains("whatwg") }, "\(shipped)")
        let size = shipped.reduce(0) { total, file in
            total + ((try? FileManager.default.attributesOfItem(atPath: store.directory.appendingPathComponent(file).path)[.size] as? Int) ?? 0)
        }
        #expect(size < 300_000, "the fixtures an author's bundle carries: \(size) bytes")
        let vectors = try FixtureStore.referenceVectors()
        #expect(try vectors.load(IssuerURLFixture.File.self, from: "issuer-urls.json").cases.count >= 150)
        #expect(FileManager.default.fileExists(atPath: vectors.directory.appendingPathComponent("whatwg/urltestdata.json").path))
    }

    @Test("The fixtures are found at run time, and the continuity set is complete")
    func continuityFixturesFound() throws {
        let files = try store.files(of: .continuity)
        #expect(files.count >= 6)
        var linkCases = 0
        for file in files where try store.json(file).objectValue?["kind"] == "continuity.entry" {
            linkCases += try store.load(ContinuityEntryFixture.self, from: file).cases.filter { $0.input.url != nil }.count
        }
        #expect(linkCases >= 60)
    }

    @Test("Every clause a fixture names belongs to its contract and to that fixture's kind; every fixture-judged clause has a case",
          arguments: ContractRegistry.contracts.map(\.contract))
    func fixturesAndCatalogAgree(_ contract: Contract) throws {
        let entry = try #require(ContractRegistry.contracts.first { $0.contract == contract })
        var named: [ClauseID: Set<String>] = [:]
        for file in try store.files(of: contract) {
            let json = try store.json(file)
            let kind = json.objectValue?["kind"]?.stringValue ?? ""
            for item in json.objectValue?["cases"]?.arrayValue ?? [] {
                for id in item.objectValue?["clauses"]?.arrayValue?.compactMap(\.stringValue) ?? [] {
                    named[ClauseID(rawValue: id), default: []].insert(kind)
                }
            }
        }
        for (id, kinds) in named {
            #expect(ClauseCatalog.clause(id)?.contract == contract, "\(id) is named by a \(contract) fixture")
            #expect(kinds.isSubset(of: (entry.fixtureKinds[id] ?? []).union(entry.referenceKinds)),
                    "\(id) is named by fixtures of kinds \(kinds.sorted())")
        }
        for clause in entry.clauses where !(entry.fixtureKinds[clause.id] ?? []).isEmpty {
            #expect(named[clause.id] != nil, "\(clause.id) is judged by fixture cases, but no golden case names it")
        }
    }

    @Test("A fixture case's description can be looked up by file and id, for crash and hang reports")
    func caseDescriptions() throws {
        #expect(store.caseDescription(FixtureCase("continuity/activities.json#did-fail-browsing")) == "A browsing activity that failed to continue.")
        #expect(store.caseDescription(FixtureCase("continuity/activities.json#no-such-case")) == nil)
        #expect(store.caseDescription(.declaration("demo")) == nil)
    }

    @Test("The reference link parser agrees with every documented link decision, for targets with and without a path",
          arguments: ["com.q2.mobile.module.demo/path", "com.q2.mobile.module.demo/deep/er", "com.example.module"])
    func referenceParserAgrees(_ targetText: String) throws {
        let target = try #require(ContinuityTarget(targetText))
        let bindings = target.bindings(options: ConformanceOptions(seed: 1), sibling: ContinuityTarget("com.q2.mobile.module.sibling/path"))
        for file in try store.files(of: .continuity) where try store.json(file).objectValue?["kind"] == "continuity.entry" {
            for item in try store.load(ContinuityEntryFixture.self, from: file).cases {
                guard let template = item.input.url, item.expected.decision != .completes else { continue }
                if item.requires?.contains(.path) == true, target.path.isEmpty { continue }
                let link = try FixtureTemplate(template).expand(with: bindings)
                let owned = ContinuityLinkParser.target(of: link) == target.normalized
                #expect(owned == (item.expected.decision == .handled), "\(file)#\(item.id): \(link)")
            }
        }
    }
}

@Suite("Fixture errors name the file and the JSON path")
struct FixtureErrorTests {
    /// A temporary fixture folder holding the real schema and one continuity file with the given text.
    func store(withContinuityFile text: String) throws -> FixtureStore {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("continuity"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("schema"), withIntermediateDirectories: true)
        let real = try FixtureStore.bundled().directory.appendingPathComponent("schema/fixture.schema.json")
        try FileManager.default.copyItem(at: real, to: folder.appendingPathComponent("schema/fixture.schema.json"))
        try text.write(to: folder.appendingPathComponent("continuity/bad.json"), atomically: true, encoding: .utf8)
        return FixtureStore(directory: folder)
    }

    func loadError(_ text: String) throws -> InputFileError? {
        let store = try store(withContinuityFile: text)
        defer { try? FileManager.default.removeItem(at: store.directory) }
        do {
            _ = try ConformanceCheck.continuity(owning: ["com.q2.mobile.module.demo/path"], handlingActivityTypes: [],
                                                options: ConformanceOptions(), store: store) { PassiveModule() }
            return nil
        } catch let error as InputFileError {
            return error
        }
    }

    static let valid = """
    {"description": "d", "contract": "continuity", "kind": "continuity.entry", "cases": [
      {"id": "a", "description": "d", "input": {"entry": "openURL", "url": "{scheme}://{target}"},
       "expected": {"decision": "handled"}, "clauses": ["CONT-OWN-CLAIMED"]}]}
    """

    @Test("A valid file loads")
    func validLoads() throws {
        #expect(try loadError(Self.valid) == nil)
    }

    @Test("Malformed fixtures are rejected with the file and the JSON path", arguments: [
        ("{\"description\": ", "$.description", "not valid JSON: unexpected end of the text at line 1, column 17"),
        (valid.replacingOccurrences(of: "\"handled\"", with: "\"maybe\""), "$.cases[0].expected.decision", "is not one of"),
        (valid.replacingOccurrences(of: "\"id\": \"a\", ", with: ""), "$.cases[0]", "missing required key 'id'"),
        (valid.replacingOccurrences(of: "CONT-OWN-CLAIMED", with: "CONT-NO-SUCH"), "$.cases[0].clauses[0]", "not a continuity entry clause"),
        (valid.replacingOccurrences(of: "{target}", with: "{taget}"), "$.cases[0].input.url", "unknown placeholder"),
        (valid.replacingOccurrences(of: "\"openURL\"", with: "\"didFail\""), "$.cases[0].clauses[0]", "cannot judge the entry point"),
        (valid.replacingOccurrences(of: "\"cases\": [", with: "\"extra\": 1, \"cases\": ["), "$.extra", "unexpected key"),
    ])
    func malformedFixtureIsNamed(_ text: String, _ path: String, _ message: String) throws {
        let error = try #require(try loadError(text))
        #expect(error.file == "continuity/bad.json")
        #expect(error.jsonPath == path)
        #expect(error.message.contains(message), "\(error)")
    }

    @Test("A setup problem becomes one failing check, never zero checks")
    func setupProblemFails() async {
        let checks = ConformanceCheck.continuity(owning: "not a target", module: { PassiveModule() })
        #expect(checks.count == 1)
        let result = await checks[0].run()
        #expect(result.outcome == .failed)
        #expect(result.actual.contains("'not a target' is not a link target"))
    }

    @Test("Waiving a required clause is refused; waiving a recommended one is reported as waived")
    func waivers() async throws {
        let refused = ConformanceCheck.continuity(owning: "com.q2.mobile.module.demo/path",
                                                  options: ConformanceOptions(waivers: ["CONT-FOREIGN-NOT-CLAIMED": "no"]),
                                                  module: { PassiveModule() })
        #expect(refused.count == 1 && refused[0].clause == "SETUP")
        let waived = ConformanceCheck.continuity(owning: "com.q2.mobile.module.demo/path",
                                                 options: ConformanceOptions(waivers: ["CONT-ANY-SCHEME": "one institution only"]),
                                                 module: { PassiveModule() })
        let check = try #require(waived.first { $0.clause == "CONT-ANY-SCHEME" })
        let result = await check.run()
        #expect(result.outcome == .waived)
        #expect(result.note?.contains("one institution only") == true)
    }

    @Test("Clauses that start after the certified SDK version do not apply")
    func versionGate() async throws {
        let clause = Clause("TEST-LATER", .method, .required, since: "26.4.0", section: "s", statement: "s", hint: "h", basis: [])
        #expect(clause.applies(to: SDKVersion("26.3.9")) == false)
        #expect(clause.applies(to: SDKVersion("26.4.0")) == true)
        #expect(clause.applies(to: SDKVersion("27")) == true)
        #expect(clause.applies(to: nil) == true)
        #expect(SDKVersion("26.4") == SDKVersion("26.4.0"))
        #expect(SDKVersion("26.x") == nil)
    }
}

/// A module that answers nil everywhere and completes every handler once.
final class PassiveModule: ContinuityLifecycleModule {
    var moduleDelegate: ModuleDelegate?
    var moduleDataSource: ModuleDataSource?
    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) { completionHandler() }
    func application(_ application: UIApplication, shouldOpenURL url: URL,
                     withOptions options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool? { nil }
    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool? { nil }
    func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                     restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool? { nil }
    func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String,
                     error: Error) {}
}
