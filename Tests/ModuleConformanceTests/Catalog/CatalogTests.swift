import ConformanceEngine
import Foundation
import Testing

@Suite("The clause catalog")
struct CatalogTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("Conformance/ matches the catalog in code", arguments: ClauseCatalog.generatedFiles().keys.sorted())
    func conformanceFolderIsCurrent(_ name: String) throws {
        let committed = try String(contentsOf: Self.repository.appendingPathComponent("Conformance/\(name)"), encoding: .utf8)
        #expect(committed == ClauseCatalog.generatedFiles()[name],
                "Conformance/\(name) is stale: run `swift run module-conformance catalog --write Conformance`")
    }

    @Test("Clause IDs are unique and well formed, and every clause names its page section, statement and hint")
    func clausesAreComplete() {
        let ids = ClauseCatalog.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for clause in ClauseCatalog.all {
            #expect(clause.id.rawValue.wholeMatch(of: /[A-Z]+(-[A-Z0-9]+)+/) != nil)
            #expect(!clause.source.section.isEmpty && !clause.statement.isEmpty && !clause.hint.isEmpty)
        }
    }

    /// The SDK pages, when a maintainer's checkout has them beside it; a user's clone has nothing there.
    static let seeds = repository.deletingLastPathComponent().appendingPathComponent("shared/seeds")
    static let pagesArePresent = FileManager.default.fileExists(atPath: seeds.appendingPathComponent("README.md").path)

    @Test("Every clause's section is a heading on its SDK page",
          .enabled(if: pagesArePresent, "the SDK pages are not beside this checkout (shared/seeds), so the sections cannot be read"))
    func sectionsExistOnThePage() throws {
        let pages = try FileManager.default.contentsOfDirectory(atPath: Self.seeds.path).filter { $0.hasSuffix(".txt") }
            .map { try String(contentsOf: Self.seeds.appendingPathComponent($0), encoding: .utf8) }
        try #require(!pages.isEmpty, "the SDK pages folder holds no page")
        for clause in ClauseCatalog.all {
            let page = try #require(pages.first { $0.contains(clause.source.page) }, "no page titled \(clause.source.page)")
            #expect(page.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == clause.source.section },
                    "\(clause.id): no section '\(clause.source.section)' on \(clause.source.page)")
        }
    }
}
