import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

extension PropertyListFile {
    /// The first key an XML property list gives twice in one dictionary, with the lines of both, or `nil` when there is
    /// none or the file is not XML.
    ///
    /// The nineteenth trial's P08b: `UIBackgroundModes` given twice, the second time without `remote-notification`;
    /// Foundation keeps one of the two values without a word, and the check showed the one kept while the author saw the
    /// other in the file.
    package static func duplicateKey(in data: Data) -> (key: String, firstLine: Int, secondLine: Int)? {
        guard startsAsXML(data) else { return nil }
        let parser = XMLParser(data: data)
        let finder = DuplicateKeyFinder()
        parser.delegate = finder
        _ = parser.parse()
        return finder.duplicate
    }
}

/// Walks an XML property list, keeping the keys met in each open dictionary and the line each was met on.
private final class DuplicateKeyFinder: NSObject, XMLParserDelegate {
    private var dictionaries: [[String: Int]?] = []
    private var keyText: String?
    private(set) var duplicate: (key: String, firstLine: Int, secondLine: Int)?

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        switch name {
        case "dict": dictionaries.append([:])
        case "array": dictionaries.append(nil)
        case "key": keyText = ""
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        keyText? += string
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        switch name {
        case "dict", "array": _ = dictionaries.popLast()
        case "key":
            guard let key = keyText, let last = dictionaries.indices.last, var keys = dictionaries[last] else { break }
            keyText = nil
            if let first = keys[key] {
                if duplicate == nil { duplicate = (key, first, parser.lineNumber) }
                parser.abortParsing()
                return
            }
            keys[key] = parser.lineNumber
            dictionaries[last] = keys
        default: break
        }
    }
}
