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

    @Test("Issue 31: every clause states its basis, and a required one rests on a page statement or a consequence in the app")
    func everyClauseHasABasis() {
        for clause in ClauseCatalog.all {
            #expect(ClauseCatalog.basisProblems(of: clause).isEmpty, "\(ClauseCatalog.basisProblems(of: clause))")
        }
        // The rule itself, both ways: a clause without a basis, and a required one on Apple's word alone, are refused.
        let bare = Clause("X-BARE", .method, .recommended, section: "s", statement: "s", hint: "h", basis: [])
        let appleOnly = Clause("X-APPLE", .method, .required, section: "s", statement: "s", hint: "h",
                               basis: [.apple("UNNotificationServiceExtension", "says something")])
        let paged = Clause("X-PAGED", .method, .required, section: "s", statement: "s", hint: "h",
                           basis: [.page("Typed Request Handling", "says it")])
        #expect(ClauseCatalog.basisProblems(of: bare) == ["X-BARE states no basis"])
        #expect(ClauseCatalog.basisProblems(of: appleOnly).count == 1)
        #expect(ClauseCatalog.basisProblems(of: paged).isEmpty)
        #expect(paged.basis.first?.reference == "iOS - Method Module › Typed Request Handling")
    }

    @Test("Issue 31: a failure message shows the clause's basis")
    func failureShowsBasis() throws {
        let clause = try #require(ClauseCatalog.all.first { !$0.basis.isEmpty })
        let result = CheckResult.sample("c", clause: clause.id, fixture: "f", outcome: .failed)
        #expect(result.report.contains("  basis:    \(clause.basis[0].line)"), "\(result.report)")
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
            // A page basis cites a section of the same page.
            for basis in clause.basis where basis.kind == .page {
                let section = String(basis.reference?.split(separator: "›").last ?? "").trimmingCharacters(in: .whitespaces)
                #expect(page.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == section },
                        "\(clause.id): its basis cites '\(section)', no section of \(clause.source.page)")
            }
        }
    }
}

/// A check that makes many calls is allowed its whole run, not one call's wait (the long-lived continuity check
/// stalled a loaded harness under the continuity wait).
@Suite("The wait a watchdog allows a check")
struct CheckWaitTests {
    @Test("CONT-LONG-LIVED is allowed its whole run, a minute; every other continuity clause its contract's wait")
    func longRun() {
        let options = ConformanceOptions()
        #expect(options.longestWait(for: "CONT-LONG-LIVED") == .seconds(60))
        #expect(options.longestWait(for: "CONT-OWN-CLAIMED") == options.handlerBudget * 2)
        #expect(options.longestWait(for: "CONT-OWN-CLAIMED") < .seconds(60))
    }

    @Test("Retest 20: a version given with two parts is written with three, as the catalog writes it; one with three or more is kept")
    func versionWritten() throws {
        #expect(try #require(SDKVersion("26.4")).written.description == "26.4.0")
        #expect(try #require(SDKVersion("26")).written.description == "26.0.0")
        #expect(try #require(SDKVersion("26.4.1")).written.description == "26.4.1")
        #expect(try #require(SDKVersion("26.4.1.2")).written.description == "26.4.1.2")
        #expect(try #require(SDKVersion("26.4")).written == SDKVersion("26.4"))
    }
}
