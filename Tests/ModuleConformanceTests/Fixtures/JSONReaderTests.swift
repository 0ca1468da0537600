import ConformanceEngine
import Foundation
import Q2ModuleInterfaces
import Testing

@Suite("The kit's JSON reader")
struct JSONReaderTests {
    func parse(_ text: String) throws(JSONReader.SyntaxError) -> JSON {
        try JSONReader.result(Array(text.utf8)).get()
    }

    @Test("Values of every kind parse, escapes and surrogate pairs included")
    func parsesEverything() throws {
        let value = try parse(#" { "a": [1, -2.5e3, 0, true, false, null], "s": "q\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00", "o": {} } "#)
        #expect(value == [
            "a": [1, -2500, 0, true, false, nil],
            "s": .string("q\"\\/\u{08}\u{0C}\n\r\t\u{e9}\u{1F600}"),
            "o": [:],
        ])
    }

    @Test("It agrees with Foundation's decoder on every golden fixture")
    func agreesWithFoundation() throws {
        let store = try FixtureStore.bundled()
        for contract in Contract.allCases {
            for file in try store.files(of: contract) {
                let data = try Data(contentsOf: store.directory.appendingPathComponent(file))
                #expect(try JSONReader.parse(data) == JSONDecoder().decode(JSON.self, from: data), "\(file)")
            }
        }
    }

    @Test("Malformed JSON is reported with line, column and JSON path", arguments: [
        ("{\"a\": [1, 2,]}", 1, 12, "$.a[1]", "a comma after the last item of an array"),
        ("{\"a\": 1,\n \"a\": 2}", 2, 5, "$.a", "duplicate key 'a'"),
        ("{\"a\": {\"b\": tru}}", 1, 13, "$.a.b", "unexpected character"),
        ("[\"x\ny\"]", 1, 4, "$[0]", "unescaped control character"),
        ("{\"a\": 01}", 1, 7, "$.a", "leading zero"),
        ("{\"a\": \"\\ud800\"}", 1, 8, "$.a", "high surrogate"),
        ("[1] [2]", 1, 5, "$", "unexpected text after"),
        ("{\"a\" 1}", 1, 6, "$.a", "expected ':'"),
        ("", 1, 1, "$", "unexpected end"),
    ])
    func malformed(_ text: String, _ line: Int, _ column: Int, _ path: String, _ message: String) {
        do throws(JSONReader.SyntaxError) {
            _ = try parse(text)
            Issue.record("no error for \(text)")
        } catch {
            #expect(error.line == line && error.column == column && error.path == path && error.message.contains(message), "\(error) \(error.path)")
        }
    }

    @Test("Nesting deeper than the limit is refused, not a stack overflow")
    func depthLimit() throws {
        let deep = String(repeating: "[", count: JSONReader.maxDepth + 5) + String(repeating: "]", count: JSONReader.maxDepth + 5)
        #expect(throws: JSONReader.SyntaxError.self) { try parse(deep) }
        let fine = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect(throws: Never.self) { try parse(fine) }
    }

    @Test("Issue 33: a file that starts with a UTF-8 byte-order mark reads as its JSON; a mark inside the text is still an error")
    func byteOrderMark() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bom-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data([0xEF, 0xBB, 0xBF] + Array(#"{"modules": {}}"#.utf8)).write(to: file)
        #expect(try JSONReader.read(file, file: "module-conformance.json", what: "declaration file") == .object(["modules": .object([:])]))
        try Data(Array(#"{"modules": "#.utf8) + [0xEF, 0xBB, 0xBF] + Array("{}}".utf8)).write(to: file)
        #expect(throws: InputFileError.self) { try JSONReader.read(file, file: "module-conformance.json", what: "declaration file") }
        // The eighteenth trial (S07): bytes parsed without the file reader (the declaration as certify hands it on) too.
        #expect(try JSONReader.parse([0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8)) == .object(["a": .number(1)]))
    }

    @Test("Trial 10 (D01, D05, S06): a single quote, a typographic quote and a UTF-16 file are named for what they are; plain double quotes read")
    func quotesAndEncodings() throws {
        func message(_ text: String) -> String {
            guard case .failure(let error) = JSONReader.result(Array(text.utf8)) else { return "" }
            return error.description
        }
        #expect(message("{\n  'modules': []}").hasPrefix("expected a quoted key: found ' (a single quote); JSON keys and strings take straight double quotes"))
        #expect(message("{\"a\": 'x'}").contains("found ' (a single quote)"))
        #expect(message("{\u{201C}modules\u{201D}: []}").contains("found “ (U+201C), a typographic quote"))
        #expect(message("{\"modules\": \u{201C}x\u{201D}}").contains("found “ (U+201C)"))
        #expect(message("{\"a\": x}") == "unexpected character at line 1, column 7")
        // Trial 11 (S17, D42, D36): comments are named, and a trailing comma is named where it is.
        #expect(message("{\n  // the modules\n  \"a\": 1}").hasPrefix("expected a quoted key: found a comment (//); JSON has no comments"))
        #expect(message("{\"a\": 1 /* one */}").contains("found a comment (/* */)"))
        #expect(message("{\"a\": 1,\n}") == "a comma after the last member of an object (JSON allows none): remove it at line 1, column 8")
        #expect(message("[1, 2, ]").hasPrefix("a comma after the last item of an array (JSON allows none): remove it at line 1, column 6"))
        #expect(throws: Never.self) { try JSONReader.parse(Array(#"{"modules": []}"#.utf8)) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("utf16-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try #"{"modules": []}"#.data(using: .utf16)!.write(to: file)
        do {
            _ = try JSONReader.read(file, file: "settings.json", what: "settings file")
            Issue.record("a UTF-16 file was read")
        } catch {
            #expect("\(error)".contains("is not UTF-8 (it starts with the bytes FF FE, as a UTF-16 file does); save it as UTF-8"), "\(error)")
        }
    }
}
