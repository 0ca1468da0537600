import ConformanceEngine
import Foundation
import Q2ModuleInterfaces
import Testing

@Suite("The kit's JSON Schema validator")
struct JSONSchemaValidatorTests {
    let schema: JSON = [
        "type": "object",
        "required": ["name", "tags"],
        "additionalProperties": false,
        "properties": [
            "name": ["type": "string", "minLength": 1, "pattern": "^[a-z]+$", "x-explain": "a word of lower-case letters, such as abc"],
            "tags": ["type": "array", "items": ["$ref": "#/$defs/tag"], "minItems": 1, "uniqueItems": true],
            "mode": ["oneOf": [["const": "a"], ["const": "b"]]],
            "count": ["type": "integer"],
        ],
        "$defs": ["tag": ["enum": ["x", "y"]]],
    ]

    func violations(_ value: JSON) -> [String] {
        JSONSchemaValidator(schema: schema).violations(of: value).map { "\($0.path): \($0.message)" }
    }

    @Test("A conforming value has no violations")
    func conforming() {
        #expect(violations(["name": "abc", "tags": ["x", "y"], "mode": "b", "count": 3]).isEmpty)
    }

    static let rejected: [(JSON, String)] = [
        (["tags": ["x"]], "$: missing required key 'name'"),
        // Trial 33c: a required key misspelt is named with the key found.
        (["nmae": "a", "tags": ["x"]], "$: missing required key 'name' (found 'nmae': did you mean 'name'?)"),
        (["name": "", "tags": ["x"]], "$.name: string shorter than 1"),
        // The message explains in words, with the example the schema gives, never with the expression.
        (["name": "A1", "tags": ["x"]], "$.name: 'A1' is not a word of lower-case letters, such as abc"),
        (["name": "a", "tags": []], "$.tags: expected at least 1 items"),
        (["name": "a", "tags": ["x", "y", "x"]], "$.tags[2]: repeats item 0 (\"x\"); remove one"),
        (["name": "a", "tags": ["z"]], "$.tags[0]: \"z\" is not one of"),
        (["name": "a", "tags": ["x"], "other": 1], "$.other: unexpected key 'other'; the keys allowed here are"),
        // A key one or two letters away from an allowed one (letter case included) is named as the likely typo.
        (["name": "a", "tags": ["x"], "Mode": "b"], "$.Mode: unexpected key 'Mode'; did you mean 'mode'?"),
        (["name": "a", "tags": ["x"], "mode": "c"], "$.mode: matches none of the oneOf"),
        (["name": "a", "tags": ["x"], "count": 1.5], "$.count: expected integer"),
        (["name": 3, "tags": ["x"]], "$.name: expected string, found number"),
    ]

    @Test("Each keyword rejects what it forbids, at the right path", arguments: rejected)
    func rejects(_ value: JSON, _ expected: String) {
        let found = violations(value)
        #expect(found.contains { $0.hasPrefix(expected) }, "\(found)")
    }

    @Test("An unsupported keyword is reported instead of silently ignored")
    func unsupportedKeyword() {
        let validator = JSONSchemaValidator(schema: ["type": "string", "maxLength": 2])
        #expect(validator.violations(of: "abc").contains { $0.message.contains("'maxLength' is not supported") })
    }
}
