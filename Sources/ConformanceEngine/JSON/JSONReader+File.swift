import Foundation

extension JSONReader {
    /// Reads and parses a JSON file; a fault names the file (as `file`) and, for bad JSON, the JSON path.
    package static func read(_ url: URL, file: String, what: String) throws -> JSON {
        let data: Data
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw InputFileError(file: file, message: "there is no \(what) at \(url.path)"
                + (what == "declaration file" ? "; write one beside Package.swift (README, \"Declare once\"), or name another file (certify --declaration PATH; in the one line, ConformanceCheck.declared(in: PATH))"
                    : "; check the path the declaration's \"settings\" gives, relative to the declaration file"))
        }
        guard !isFolder.boolValue else {
            let example = url.appendingPathComponent(what == "declaration file" ? "module-conformance.json" : "settings.json").path
            throw InputFileError(file: file, message: "\(url.path) is a folder, not the \(what); give the file's path, such as \(example)")
        }
        do {
            data = try Data(contentsOf: url)
        } catch {
            let reason = FileManager.default.isReadableFile(atPath: url.path) ? error.localizedDescription : "your user may not read it"
            throw InputFileError(file: file, message: "cannot read the \(what) at \(url.path): \(reason)")
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
