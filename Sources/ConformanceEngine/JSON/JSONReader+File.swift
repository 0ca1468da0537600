import Foundation

extension JSONReader {
    /// Reads and parses a JSON file; a fault names the file (as `file`) and, for bad JSON, the JSON path.
    package static func read(_ url: URL, file: String, what: String) throws -> JSON {
        let data: Data
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw InputFileError(file: file, message: "there is no \(what) at \(url.path)"
                + (what == "declaration file" ? "; write one beside Package.swift (README, \"Declare once\"), or name it with --declaration"
                    : "; check the path the declaration's \"settings\" gives, relative to the declaration file"))
        }
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw InputFileError(file: file, message: "cannot read the \(what): \(error.localizedDescription)")
        }
        do {
            return try parse(data)
        } catch {
            throw InputFileError(file: file, jsonPath: (error as? JSONReader.SyntaxError)?.path ?? "$", message: "not valid JSON: \(error)")
        }
    }
}
