import Foundation

extension JSONReader {
    /// Reads and parses a JSON file; a fault names the file (as `file`) and, for bad JSON, the JSON path.
    package static func read(_ url: URL, file: String, what: String) throws -> JSON {
        let data: Data
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw InputFileError(file: file, message: "there is no \(what) at \(url.path)"
                + (what == "declaration file" ? "; write one beside Package.swift (README, \"Declare once\"), or name another file (certify --declaration PATH; in the one line, ConformanceCheck.declared(in: PATH))"
                    : what == "settings file" ? "; check the path the declaration's \"settings\" gives, relative to the declaration file"
                    : "; check the path"))
        }
        guard !isFolder.boolValue else {
            let example = url.appendingPathComponent(what == "declaration file" ? "module-conformance.json"
                : what == "settings file" ? "settings.json" : "partner-names.json").path
            throw InputFileError(file: file, message: "\(url.path) is a folder, not the \(what); give the file's path, such as \(example)")
        }
        do {
            data = try Data(contentsOf: url)
        } catch {
            let reason = FileManager.default.isReadableFile(atPath: url.path) ? error.localizedDescription : "your user may not read it"
            throw InputFileError(file: file, message: "cannot read the \(what) at \(url.path): \(reason)")
        }
        // The tenth trial's S06: a file saved as UTF-16 read as "unexpected character at line 1, column 1".
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) || data.prefix(4).contains(0) {
            let first = data.prefix(2).map { String(format: "%02X", $0) }.joined(separator: " ")
            throw InputFileError(file: file, message: "the \(what) at \(url.path) is not UTF-8 (it starts with the bytes \(first), as a "
                + "UTF-16 file does); save it as UTF-8")
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
