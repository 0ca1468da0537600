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
            // A byte-order mark some editors write at the start of a UTF-8 file is not part of the JSON (RFC 8259 lets
            // a reader ignore it).
            return try parse(data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data)
        } catch {
            throw InputFileError(file: file, jsonPath: (error as? JSONReader.SyntaxError)?.path ?? "$", message: "not valid JSON: \(error)")
        }
    }
}
