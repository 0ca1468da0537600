/// Reads JSON text into a `JSON`, the same on every platform, with errors that say where.
///
/// Duplicate keys are an error (a fixture or settings file with two values for one key is ambiguous),
/// and nesting deeper than `maxDepth` is refused rather than overflowing the stack.
///
/// Invariants (held by `conformance-fuzz` under generated input): it never traps, whatever the bytes; every
/// refusal names a line and column inside the text and the JSON path of the value being read.
package struct JSONReader {
    /// A syntax error: what is wrong, where in the text, and the JSON path of the value being read.
    package struct SyntaxError: Error, Sendable, CustomStringConvertible {
        package let message: String
        package let line: Int
        package let column: Int
        package let path: String
        package var description: String { "\(message) at line \(line), column \(column)" }

        package init(message: String, line: Int, column: Int, path: String) {
            self.message = message
            self.line = line
            self.column = column
            self.path = path
        }
    }

    package static let maxDepth = 1_000

    private let bytes: [UInt8]
    private var index = 0

    /// Parses a whole document, with a refusal as its syntax error.
    package static func result(_ data: some Collection<UInt8>) -> Result<JSON, SyntaxError> {
        do {
            return .success(try parse(data))
        } catch {
            // The reader throws nothing but its syntax errors (its throws are untyped only because a typed throw needs
            // iOS 18's runtime); anything else would be the reader's own fault, said as one at the start of the text.
            return .failure(error as? SyntaxError ?? SyntaxError(message: "\(error)", line: 1, column: 1, path: "$"))
        }
    }

    /// Parses a whole document; trailing text other than whitespace is an error, a `SyntaxError`.
    ///
    /// A byte-order mark some editors write at the start of a UTF-8 file is not part of the JSON (RFC 8259 lets a reader
    /// ignore it), on every path a file takes (the eighteenth trial's S07: the declaration file read by certify kept it).
    package static func parse(_ data: some Collection<UInt8>) throws -> JSON {
        var bytes = Array(data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var reader = JSONReader(bytes: bytes)
        reader.skipWhitespace()
        let value = try reader.value(path: "$", depth: 0)
        reader.skipWhitespace()
        guard reader.index == reader.bytes.count else { throw reader.error("unexpected text after the JSON value", "$") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// `message`, with what stands at the reading position when it is a quote JSON does not take (the tenth trial's D01
    /// and D05: a single quote, or a typographic one pasted from a document, was met with "expected a quoted key").
    private func explained(_ message: String) -> String {
        guard index < bytes.count else { return message }
        // The eleventh trial's S17 and D42: a comment was met with "expected a quoted key".
        if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*") {
            return message + ": found a comment (\(bytes[index + 1] == UInt8(ascii: "/") ? "//" : "/* */")); JSON has no comments, so remove it"
        }
        if bytes[index] == UInt8(ascii: "'") {
            return message + ": found ' (a single quote); JSON keys and strings take straight double quotes (\")"
        }
        let quotes: [[UInt8]: String] = [[0xE2, 0x80, 0x9C]: "“ (U+201C)", [0xE2, 0x80, 0x9D]: "” (U+201D)",
                                         [0xE2, 0x80, 0x98]: "‘ (U+2018)", [0xE2, 0x80, 0x99]: "’ (U+2019)"]
        if index + 3 <= bytes.count, let quote = quotes[Array(bytes[index..<index + 3])] {
            return message + ": found \(quote), a typographic quote (as a word processor writes them); JSON takes straight "
                + "double quotes (\")"
        }
        return message
    }

    private func error(_ message: String, _ path: String, at position: Int? = nil) -> SyntaxError {
        var line = 1
        var column = 1
        for byte in bytes[..<min(position ?? index, bytes.count)] {
            if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return SyntaxError(message: message, line: line, column: column, path: path)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func value(path: String, depth: Int) throws -> JSON {
        guard depth <= Self.maxDepth else { throw error("nesting deeper than \(Self.maxDepth) levels", path) }
        guard index < bytes.count else { throw error("unexpected end of the text", path) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(path: path, depth: depth)
        case UInt8(ascii: "["): return try array(path: path, depth: depth)
        case UInt8(ascii: "\""): return .string(try string(path: path))
        case UInt8(ascii: "t"): try literal("true", path); return .bool(true)
        case UInt8(ascii: "f"): try literal("false", path); return .bool(false)
        case UInt8(ascii: "n"): try literal("null", path); return .null
        default: return .number(try number(path: path))
        }
    }

    private mutating func literal(_ word: String, _ path: String) throws {
        let expected = Array(word.utf8)
        guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw error("unexpected character", path)
        }
        index += expected.count
    }

    private mutating func object(path: String, depth: Int) throws -> JSON {
        index += 1
        var members: [String: JSON] = [:]
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error(explained("expected a quoted key"), path) }
            let key = try string(path: path)
            let memberPath = "\(path).\(key)"
            guard members[key] == nil else { throw error("duplicate key '\(key)'", memberPath) }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after a key", memberPath) }
            index += 1
            skipWhitespace()
            members[key] = try value(path: memberPath, depth: depth + 1)
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of the text in an object", path) }
            if bytes[index] == UInt8(ascii: ",") {
                // The eleventh trial's D36: a trailing comma was named at the brace on the next line, not where it is.
                let comma = index
                index += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    throw error("a comma after the last member of an object (JSON allows none): remove it", memberPath, at: comma)
                }
                continue
            }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw error(explained("expected ',' or '}' in an object"), memberPath)
        }
    }

    private mutating func array(path: String, depth: Int) throws -> JSON {
        index += 1
        var items: [JSON] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            items.append(try value(path: "\(path)[\(items.count)]", depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of the text in an array", path) }
            if bytes[index] == UInt8(ascii: ",") {
                let comma = index
                index += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    throw error("a comma after the last item of an array (JSON allows none): remove it", "\(path)[\(items.count - 1)]", at: comma)
                }
                continue
            }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
            throw error(explained("expected ',' or ']' in an array"), "\(path)[\(items.count - 1)]")
        }
    }

    private mutating func string(path: String) throws -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var start = index
        func flush(_ end: Int) { scalars.append(contentsOf: String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars) }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flush(index)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw error("unescaped control character in a string", path) }
            if byte == UInt8(ascii: "\\") {
                flush(index)
                index += 1
                guard index < bytes.count else { break }
                switch bytes[index] {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    let escape = index - 1
                    var code = try hex4(path: path)
                    if (0xD800...0xDBFF).contains(code) {
                        guard index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "\\"), bytes[index + 2] == UInt8(ascii: "u") else {
                            throw error("a high surrogate without its low surrogate", path, at: escape)
                        }
                        index += 2
                        let low = try hex4(path: path)
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("an invalid low surrogate", path) }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("an escape that is not a Unicode scalar", path) }
                    scalars.append(scalar)
                default:
                    throw error("an unknown escape", path)
                }
                index += 1
                start = index
                continue
            }
            index += 1
        }
        throw error("an unterminated string", path)
    }

    /// Reads the four hex digits after `\u`, leaving the index on the last one.
    private mutating func hex4(path: String) throws -> UInt32 {
        guard index + 4 < bytes.count else { throw error("a short \\u escape", path) }
        var code: UInt32 = 0
        for offset in 1...4 {
            guard let digit = hexValue(bytes[index + offset]) else { throw error("a \\u escape with a non-hex digit", path) }
            code = code * 16 + digit
        }
        index += 4
        return code
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func number(path: String) throws -> Double {
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - from
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integer = digits()
        guard integer > 0 else { throw error(explained("unexpected character"), path) }
        if integer > 1, bytes[index - integer] == UInt8(ascii: "0") { throw error("a number with a leading zero", path, at: start) }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("a number with no digits after '.'", path) }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("a number with no exponent digits", path) }
        }
        guard let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            throw error("a number out of range", path, at: start)
        }
        return number
    }
}
