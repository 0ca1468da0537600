import ConformanceTestSupport
import ModuleConformance
import Testing
#if canImport(XCTest)
import XCTest

final class XCTestFaceTests: XCTestCase {
    /// The XCTest spelling of the one line, for the kit's conforming module.
    func testConformingModulePassesEveryContinuityClause() async {
        await XCTAssertConforms(ConformanceCheck.continuity(owning: "com.q2.mobile.module.demo/path",
                                                           options: SelfTestChecks.continuityOptions) { ConformingContinuityModule() })
    }
}
#endif

@Suite("The XCTest face's reporting seam")
struct XCTestFaceSeamTests {
    @Test("Required failures are reported as failures and recommended ones as warnings; a conforming module reports none")
    func seam() async {
        // The face runs checks one after the other, as an XCTest method does: the self-tests' short handler budget keeps
        // the three runs to seconds (with the default 200 ms they took 84 s under the suite's load).
        let options = SelfTestChecks.continuityOptions
        var reports: [(String, Bool)] = []
        await assertConforms(ConformanceCheck.continuity(owning: "com.q2.mobile.module.demo/path", options: options) { BreaksForeignNotClaimed() }) {
            reports.append(($0, $1))
        }
        #expect(!reports.isEmpty && reports.allSatisfy { $0.1 && $0.0.contains("CONT-FOREIGN-NOT-CLAIMED (required) failed") })
        reports = []
        await assertConforms(ConformanceCheck.continuity(owning: "com.q2.mobile.module.demo/path", options: options) { BreaksNilForUnowned() }) {
            reports.append(($0, $1))
        }
        #expect(!reports.isEmpty && reports.allSatisfy { !$0.1 })
        reports = []
        await assertConforms(ConformanceCheck.continuity(owning: "com.q2.mobile.module.demo/path",
                                                           options: SelfTestChecks.continuityOptions) { ConformingContinuityModule() }) {
            reports.append(($0, $1))
        }
        #expect(reports.isEmpty)
    }
}
