import ConformanceTestSupport
import ModuleConformance
import Testing
#if canImport(XCTest)
import XCTest

final class XCTestFaceTests: XCTestCase {
    /// The XCTest spelling of the one line, for the kit's conforming module.
    func testConformingModulePassesEveryContinuityClause() async {
        await XCTAssertConforms(ConformanceCheck.continuity(owning: "com.q2.mobile.module.demo/path") { ConformingContinuityModule() })
    }
}
#endif

@Suite("The XCTest face's reporting seam")
struct XCTestFaceSeamTests {
    @Test("Required failures are reported as failures and recommended ones as warnings; a conforming module reports none")
    func seam() async {
        var reports: [(String, Bool)] = []
        await assertConforms(ConformanceCheck.continuity(owning: "com.q2.mobile.module.demo/path") { BreaksForeignNotClaimed() }) {
            reports.append(($0, $1))
        }
        #expect(!reports.isEmpty && reports.allSatisfy { $0.1 && $0.0.contains("CONT-FOREIGN-NOT-CLAIMED (required) failed") })
        reports = []
        await assertConforms(ConformanceCheck.continuity(owning: "com.q2.mobile.module.demo/path") { BreaksNilForUnowned() }) {
            reports.append(($0, $1))
        }
        #expect(!reports.isEmpty && reports.allSatisfy { !$0.1 })
        reports = []
        await assertConforms(ConformanceCheck.continuity(owning: "com.q2.mobile.module.demo/path") { ConformingContinuityModule() }) {
            reports.append(($0, $1))
        }
        #expect(reports.isEmpty)
    }
}
