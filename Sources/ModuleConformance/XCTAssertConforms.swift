import ConformanceEngine

#if canImport(XCTest)
import XCTest

/// Runs every check in an XCTest test and fails at the caller's line for each required clause broken.
///
/// Failed recommended clauses are printed, not failed, as the Swift Testing face reports them as warnings.
public func XCTAssertConforms(_ checks: [ConformanceCheck], file: StaticString = #filePath, line: UInt = #line) async {
    await assertConforms(checks) { message, required in
        if required {
            XCTFail(message, file: file, line: line)
        } else {
            print("warning: \(message)")
        }
    }
}
#endif

/// Runs the checks and reports each failure with its clause's level.
package func assertConforms(_ checks: [ConformanceCheck], report: (String, _ required: Bool) -> Void) async {
    for check in checks {
        let result = await check.run()
        if result.outcome == .failed {
            // A crash or hang fails whatever the clause's level, as it fails certify (trial 24's v49).
            let fails = result.level == .required || result.incident != nil
            report(fails ? result.report : result.warningReport, fails)
        }
    }
}
