import Foundation

extension ConformanceCheck {
    /// The checks an author's declaration builds, or one failing setup check that says what is wrong with it.
    package static func declared(options: ConformanceOptions, store: () throws -> FixtureStore = FixtureStore.bundled,
                                 _ build: (FixtureStore) throws -> [ConformanceCheck]) -> [ConformanceCheck] {
        let results = ResultsFile.setupChecks(environment: ProcessInfo.processInfo.environment)
        do {
            try options.validateWaivers()
            return try results + build(store())
        } catch {
            let error = InputFileError(error, file: "conformance declaration")
            return results + [.setupFailure("\(error)", fixture: error.file)]
        }
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
