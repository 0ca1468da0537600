import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A property list the declaration names (an Info.plist, an entitlements file), read with Foundation and kept as JSON,
/// so that it travels to the harness and into the report as settings.json does.
package enum PropertyListFile {
    /// The largest file the kit reads: an Info.plist or an entitlements file is a few kilobytes.
    static let maximumSize = 4_000_000

    /// Reads the file at `url`; a fault names the declaration's JSON path when the file is missing, and the file itself
    /// when it is not a property list.
    package static func read(_ url: URL, named reference: PackageSection.FileReference, declarationFile: String) throws -> JSON {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw InputFileError(file: declarationFile, jsonPath: reference.jsonPath,
                                 message: "names \(reference.path), and there is no file at \(url.path); give the path relative to "
                                     + "the declaration file's folder, or remove the key (its clauses are then not applicable)")
        }
        // Only a regular file of sensible size: a device, a pipe or a huge file would hold the run before anything is judged.
        let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey])
        guard values?.isRegularFile == true, (values?.fileSize ?? 0) <= maximumSize else {
            throw InputFileError(file: declarationFile, jsonPath: reference.jsonPath,
                                 message: "names \(reference.path), which is not a regular file of at most \(maximumSize / 1_000_000) MB")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw InputFileError(file: reference.path, message: "cannot read it: \(error.localizedDescription)")
        }
        let value: Any
        do {
            value = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            // The nineteenth trial's P05: Foundation names no place; an XML parser does, for a file that is not well-formed.
            throw InputFileError(file: reference.path, message: "not a property list (XML or binary) that Foundation can read: "
                + "\((error as NSError).localizedDescription)" + (xmlFault(in: data).map { "; as XML, \($0)" } ?? ""))
        }
        if let duplicate = duplicateKey(in: data) {
            throw InputFileError(file: reference.path, message: "the key \(duplicate.key) is given twice in one dictionary (lines "
                + "\(duplicate.firstLine) and \(duplicate.secondLine)); a dictionary holds each key once, and Foundation keeps only "
                + "one of the two values without a word: merge them into one")
        }
        guard let root = json(value), case .object = root else {
            throw InputFileError(file: reference.path, message: "its top level is not a dictionary, as an Info.plist's and an "
                + "entitlements file's is")
        }
        return root
    }

    /// Where a file that starts as XML stops being well-formed XML (line, column and the parser's reason), or `nil` when it
    /// is well-formed or is not XML at all.
    package static func xmlFault(in data: Data) -> String? {
        guard startsAsXML(data) else { return nil }
        let parser = XMLParser(data: data)
        // On Linux a parse that met an error can still answer true: the error is what tells.
        let parsed = parser.parse()
        guard !parsed || parser.parserError != nil else { return nil }
        return "line \(parser.lineNumber), column \(parser.columnNumber): not well-formed"
            + (parser.parserError.map { " (XML parser error \(($0 as NSError).code))" } ?? "")
    }

    /// Whether the file starts as XML does (a binary property list does not).
    static func startsAsXML(_ data: Data) -> Bool {
        String(data: data.prefix(64), encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("<") ?? false
    }

    /// A property-list value as JSON: a date becomes ISO 8601 text and data base64 text, which no clause reads.
    static func json(_ value: Any) -> JSON? {
        if FoundationBoolean.isBoolean(value), let flag = value as? Bool { return .bool(flag) }
        switch value {
        case let text as String: return .string(text)
        case let number as NSNumber:
            // A real may be nan or inf, which JSON cannot carry; no clause reads a number, so its text is kept.
            let value = number.doubleValue
            return value.isFinite ? .number(value) : .string("\(value)")
        case let date as Date: return .string(ISO8601DateFormatter().string(from: date))
        case let data as Data: return .string(data.base64EncodedString())
        case let items as [Any]: return .array(items.compactMap(json))
        case let members as [String: Any]: return .object(members.compactMapValues(json))
        default: return nil
        }
    }
}
