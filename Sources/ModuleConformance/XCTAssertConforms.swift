#if canImport(XCTest)
import ConformanceEngine
import XCTest

/// Runs every check in an XCTest test and fails at the caller's line for each required clause broken.
///
/// Failed recommended clauses are printed, not failed, as the Swift Testing face reports them as warnings.
public func XCTAssertConforms(_ checks: [ConformanceCheck], file: StaticString = #filePath, line: UInt = #line) async {
    for check in checks {
        let result = await check.run()
        guard result.outcome == .failed else { continue }
        if result.level == .required {
            XCTFail(result.report, file: file, line: line)
        } else {
            print("warning: \(result.report)")
        }
    }
}
#endif
