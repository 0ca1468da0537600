import ConformanceEngine
import Foundation

/// What `certify` tells the harness on its standard input: never in the environment, so a module cannot tell
/// a certification run from a test run by looking there.
package struct HarnessInstructions: Sendable, Codable {
    /// The variable that names the instructions file to the harness's test; `xcodebuild` passes it to the test
    /// runner from `TEST_RUNNER_` plus this name.
    package static let variable = "MODULE_CONFORMANCE_INSTRUCTIONS"

    /// The journal key, as hex.
    package let key: String
    package let journal: String
    package let declarationName: String
    package let declaration: JSON
    package let settingsName: String
    package let settings: JSON
    /// The other files the declaration names (the app's Info.plist, say), as JSON, by the path it gives.
    package let files: [String: JSON]
    /// Checks an earlier attempt finished or gave up on.
    package let skip: [String]
    /// When set, only these checks run, in this order (a replay after a crash among checks running at once).
    package let only: [String]?
    /// Whether checks run at once, as `swift test` runs them, or one at a time.
    package let parallel: Bool
    /// The options the checks run with, as one encoded value: the certified SDK version, the waivers in force on the
    /// day of the run, the kit's budgets and the seed of the run's generated link targets.
    package let options: ConformanceOptions
    /// Clause ids or prefixes a focused run is limited to; `nil`: every check of the plan.
    package let focus: [String]?
    /// The folder the harness moves to before it reaches the package's classes: `/`, an app's, inside the boundary
    /// (review 29's cwdprobe2); `nil`: it stays where it was started (the kit's own tests, which find their files there).
    package var workingFolder: String? = nil

    package init(key: String, journal: String, declarationName: String, declaration: JSON, settingsName: String, settings: JSON,
                 files: [String: JSON], skip: [String], only: [String]?, parallel: Bool, options: ConformanceOptions, focus: [String]? = nil) {
        self.key = key
        self.journal = journal
        self.declarationName = declarationName
        self.declaration = declaration
        self.settingsName = settingsName
        self.settings = settings
        self.files = files
        self.skip = skip
        self.only = only
        self.parallel = parallel
        self.options = options
        self.focus = focus
    }
}
