extension ConformanceCheck {
    /// The checks an author's declaration builds, or one failing setup check that says what is wrong with it.
    package static func declared(options: ConformanceOptions, store: () throws(InputFileError) -> FixtureStore = FixtureStore.bundled,
                                 _ build: (FixtureStore) throws(InputFileError) -> [ConformanceCheck]) -> [ConformanceCheck] {
        do {
            try options.validateWaivers()
            return try build(store())
        } catch {
            return [.setupFailure("\(error)", fixture: error.file)]
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
    package func validateWaivers() throws(InputFileError) {
        for clause in waivers.keys.sorted() {
            if let problem = Waiver.problem(waiving: clause) { throw .declaration("waiver: \(problem)") }
        }
    }
}
