import ConformanceEngine
import ConformanceTestSupport
import Foundation
import Testing

/// Checks are dispatched from the clauses: a clause no check judges, or a case naming a clause its kind cannot judge,
/// is caught here rather than left to run nothing.
@Suite("Every clause is judged by some check, and a case names only clauses its kind judges")
struct ClauseDispatchTests {
    /// The contract's clauses that none of `checks` judges.
    static func unjudged(_ contract: Contract, by checks: [ConformanceCheck]) -> [ClauseID] {
        let judged = Set(checks.map(\.clause))
        return ClauseCatalog.all.filter { $0.contract == contract && !judged.contains($0.id) }.map(\.id)
    }

    @Test("The conforming modules' checks judge every clause of the catalog", arguments: Contract.allCases)
    func everyClauseJudged(_ contract: Contract) throws {
        let checks = try SelfTestChecks.conforming(contract)
        #expect(Self.unjudged(contract, by: checks).isEmpty, "clauses no check judges: \(Self.unjudged(contract, by: checks))")
        // The other direction: leaving out one clause's checks is seen.
        let first = try #require(checks.first?.clause)
        #expect(Self.unjudged(contract, by: checks.filter { $0.clause != first }) == [first])
    }

    /// A fixture store holding the real schema and one file of `contract`: the bundled `file`, changed by `change`.
    func store(_ contract: Contract, copying file: String, _ change: (String) -> String) throws -> FixtureStore {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mck-dispatch-\(UUID().uuidString)")
        for sub in ["schema", contract.rawValue] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        let bundled = try FixtureStore.bundled().directory
        try FileManager.default.copyItem(at: bundled.appendingPathComponent("schema/fixture.schema.json"),
                                         to: folder.appendingPathComponent("schema/fixture.schema.json"))
        let text = try String(contentsOf: bundled.appendingPathComponent(file), encoding: .utf8)
        try change(text).write(to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8)
        return FixtureStore(directory: folder)
    }

    func build(_ contract: Contract, store: FixtureStore) throws -> [ConformanceCheck] {
        switch contract {
        case .push:
            try ConformanceCheck.push(PushDeclarations.conformingSet, settings: nil, deviceTokenFormatter: ConformingPushLifecycleModule.hex,
                                      options: ConformanceOptions(), store: store)
        default:
            try ConformanceCheck.method([ConformingMethodModule.declaration { ConformingMethodModule() }], options: ConformanceOptions(),
                                        store: store)
        }
    }

    @Test("A case that names a clause its file's kind cannot judge is refused at its JSON path; the file as shipped is taken",
          arguments: [
              (Contract.push, "push/sender-routing.json", "PUSH-SENDER-ROUTED", "PUSH-SILENT-BUDGET", "is not a push routing clause"),
              (Contract.push, "push/device-tokens.json", "PUSH-TOKEN-HEX", "PUSH-SENDER-ROUTED", "is not a push registration clause"),
              (Contract.method, "method/typed-requests.json", "METHOD-REQUEST-BUDGET", "METHOD-SELECTOR-ONCE", "is not a method request clause"),
              (Contract.method, "method/selector-parameters.json", "METHOD-SELECTOR-ONCE", "METHOD-REQUEST-BUDGET", "is not a method parameters clause"),
          ])
    func otherKindRefused(_ contract: Contract, _ file: String, _ named: String, _ other: String, _ message: String) throws {
        let shipped = try store(contract, copying: file) { $0 }
        defer { try? FileManager.default.removeItem(at: shipped.directory) }
        let checks = try build(contract, store: shipped)
        #expect(checks.contains { $0.clause.rawValue == named && $0.fixture.file == file })

        let changed = try store(contract, copying: file) { text in
            // The first case's first clause becomes a clause of another kind.
            guard let range = text.range(of: "\"\(named)\"") else { return text }
            return text.replacingCharacters(in: range, with: "\"\(other)\"")
        }
        defer { try? FileManager.default.removeItem(at: changed.directory) }
        do {
            _ = try build(contract, store: changed)
            Issue.record("\(file) naming \(other) was taken")
        } catch let error as InputFileError {
            #expect(error.file == file)
            #expect(error.jsonPath.hasPrefix("$.cases[") && error.jsonPath.contains("].clauses["), "\(error)")
            #expect(error.message.contains(message), "\(error)")
        }
    }
}
