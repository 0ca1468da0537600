import Foundation

extension ConformanceCheck {
    /// The checks an author's declaration builds, or one failing setup check that says what is wrong with it.
    package static func built(options: ConformanceOptions, store: () throws -> FixtureStore = FixtureStore.bundled,
                              _ build: (FixtureStore) throws -> [ConformanceCheck]) -> [ConformanceCheck] {
        do {
            try options.validateWaivers()
            return try build(store())
        } catch {
            let error = InputFileError(error, file: "conformance declaration")
            return [.setupFailure("\(error)", fixture: error.file)]
        }
    }

    /// What a public face hands the author's test: the checks `build` makes, after the one failing setup check of a
    /// results file that cannot be written, if there is one.
    static func forTest(options: ConformanceOptions, _ build: (FixtureStore) throws -> [ConformanceCheck]) -> [ConformanceCheck] {
        ResultsFile.setupChecks(environment: ProcessInfo.processInfo.environment) + built(options: options, build)
    }
}

extension InputFileError {
    /// A problem with what the author declared, rather than with a file.
    package static func declaration(_ message: String) -> InputFileError {
        InputFileError(file: "conformance declaration", message: message)
    }
}

extension ConformanceOptions {
    /// Checks that every waiver names a recommended clause of the catalog.
    package func validateWaivers() throws {
        for clause in waivers.keys.sorted() {
            if let problem = Waiver.problem(waiving: clause) { throw InputFileError.declaration("waiver: \(problem)") }
        }
    }
}
