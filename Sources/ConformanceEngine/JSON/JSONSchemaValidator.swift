import Foundation
import Q2ModuleInterfaces

/// Validates JSON against the subset of JSON Schema (2020-12) the kit's fixture schema uses.
///
/// Supported keywords: `type`, `properties`, `required`, `additionalProperties`, `items`, `enum`,
/// `const`, `minItems`, `minLength`, `minProperties`, `pattern`, `uniqueItems`, `oneOf`, `anyOf`,
/// `$ref` into `#/$defs/…`. An unsupported keyword is reported, so the schema cannot silently
/// promise more than is checked.
package struct JSONSchemaValidator: Sendable {
    package let schema: JSON

    /// `x-explain` words what a `pattern` asks for, for the message when a value does not match: a reader gets words and
    /// an example, never the expression.
    private static let annotations: Set<String> = ["$schema", "$id", "$comment", "title", "description", "$defs", "examples", "x-explain"]
    private static let supported: Set<String> = [
        "type", "properties", "required", "additionalProperties", "items", "enum", "const", "minItems",
        "minLength", "minProperties", "pattern", "uniqueItems", "oneOf", "anyOf", "$ref",
    ]

    package init(schema: JSON) {
        self.schema = schema
    }

    /// Every violation, each with the JSON path of the offending value; empty when the value conforms.
    package func violations(of value: JSON) -> [(path: String, message: String)] {
        var found: [(String, String)] = []
        check(value, against: schema, at: "$", into: &found, firstOnly: false)
        return found
    }

    /// Collects violations; with `firstOnly`, stops at the first, which is all `oneOf` needs to rule an alternative out.
    private func check(_ value: JSON, against schema: JSON, at path: String, into found: inout [(String, String)],
                       firstOnly: Bool) {
        guard let rules = schema.objectValue else {
            if schema == .bool(false) { found.append((path, "no value is allowed here")) }
            return
        }
        for key in rules.keys where !Self.supported.contains(key) && !Self.annotations.contains(key) {
            found.append((path, "schema keyword '\(key)' is not supported by the kit's validator"))
        }
        guard checkReference(value, rules, at: path, into: &found, firstOnly: firstOnly),
              checkType(value, rules, at: path, into: &found) else { return }
        checkValue(value, rules, at: path, into: &found)
        checkString(value, rules, at: path, into: &found)
        guard checkArray(value, rules, at: path, into: &found, firstOnly: firstOnly),
              checkObject(value, rules, at: path, into: &found, firstOnly: firstOnly) else { return }
        checkAlternatives(value, rules, at: path, into: &found, firstOnly: firstOnly)
    }

    /// `$ref`: the value is checked against the `#/$defs/…` schema named; returns whether checking goes on.
    private func checkReference(_ value: JSON, _ rules: [String: JSON], at path: String, into found: inout [(String, String)],
                                firstOnly: Bool) -> Bool {
        guard let ref = rules["$ref"]?.stringValue else { return true }
        guard ref.hasPrefix("#/$defs/"), let target = self.schema.objectValue?["$defs"]?.objectValue?[String(ref.dropFirst(8))] else {
            found.append((path, "unresolvable $ref '\(ref)'"))
            return false
        }
        check(value, against: target, at: path, into: &found, firstOnly: firstOnly)
        return !(firstOnly && !found.isEmpty)
    }

    /// `type`: one JSON type or a list of them; returns whether checking goes on, which it does not past a wrong type.
    private func checkType(_ value: JSON, _ rules: [String: JSON], at path: String, into found: inout [(String, String)]) -> Bool {
        guard let type = rules["type"] else { return true }
        let allowed = type.arrayValue?.compactMap(\.stringValue) ?? [type.stringValue ?? ""]
        guard allowed.contains(where: { Self.matches(value, type: $0) }) else {
            found.append((path, "expected \(allowed.joined(separator: " or ")), found \(value.typeName)"))
            return false
        }
        return true
    }

    /// `enum` and `const`: the values allowed.
    private func checkValue(_ value: JSON, _ rules: [String: JSON], at path: String, into found: inout [(String, String)]) {
        if let options = rules["enum"]?.arrayValue, !options.contains(value) {
            found.append((path, "\(Self.render(value)) is not one of \(options.map(Self.render).joined(separator: ", "))"))
        }
        if let constant = rules["const"], constant != value {
            found.append((path, "expected \(Self.render(constant)), found \(Self.render(value))"))
        }
    }

    /// `minLength` and `pattern`, for a string; a pattern's failure is worded by `x-explain`.
    private func checkString(_ value: JSON, _ rules: [String: JSON], at path: String, into found: inout [(String, String)]) {
        guard let text = value.stringValue else { return }
        if let minimum = rules["minLength"]?.numberValue, text.count < Int(minimum) {
            found.append((path, "string shorter than \(Int(minimum))"))
        }
        if let pattern = rules["pattern"]?.stringValue {
            let matched = (try? NSRegularExpression(pattern: pattern))
                .map { $0.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil }
            if matched != true {
                found.append((path, "'\(text)' is not " + (rules["x-explain"]?.stringValue ?? "in the form this key takes")))
            }
        }
    }

    /// `minItems`, `uniqueItems` and `items`, for an array; returns whether checking goes on.
    private func checkArray(_ value: JSON, _ rules: [String: JSON], at path: String, into found: inout [(String, String)],
                            firstOnly: Bool) -> Bool {
        guard let items = value.arrayValue else { return true }
        if let minimum = rules["minItems"]?.numberValue, items.count < Int(minimum) {
            found.append((path, "expected at least \(Int(minimum)) items, found \(items.count)"))
        }
        if rules["uniqueItems"] == .bool(true),
           let repeated = items.indices.first(where: { index in items[..<index].contains(items[index]) }),
           let first = items.firstIndex(of: items[repeated]) {
            found.append(("\(path)[\(repeated)]", "repeats item \(first) (\(JSONText.short(items[repeated]))); remove one"))
        }
        if let itemSchema = rules["items"] {
            for (index, item) in items.enumerated() {
                check(item, against: itemSchema, at: "\(path)[\(index)]", into: &found, firstOnly: firstOnly)
                if firstOnly && !found.isEmpty { return false }
            }
        }
        return true
    }

    /// `minProperties`, `required`, `properties` and `additionalProperties`, for an object; returns whether checking
    /// goes on.
    private func checkObject(_ value: JSON, _ rules: [String: JSON], at path: String, into found: inout [(String, String)],
                             firstOnly: Bool) -> Bool {
        guard let members = value.objectValue else { return true }
        if let minimum = rules["minProperties"]?.numberValue, members.count < Int(minimum) {
            let keys = (rules["properties"]?.objectValue ?? [:]).keys.sorted()
            found.append((path, "expected at least \(Int(minimum)) members" + (members.isEmpty && !keys.isEmpty
                ? ": an empty object says nothing; remove it, or give one of \(keys.joined(separator: ", "))" : "")))
        }
        let allowed = Set((rules["properties"]?.objectValue ?? [:]).keys)
        for name in rules["required"]?.arrayValue?.compactMap(\.stringValue) ?? [] where members[name] == nil {
            // A key of the object that is no allowed key but close to the missing one is most likely it, misspelt.
            let near = EditDistance.nearest(name, among: members.keys.filter { !allowed.contains($0) })
            found.append((path, "missing required key '\(name)'" + (near.map { " (found '\($0)': did you mean '\(name)'?)" } ?? "")))
        }
        if firstOnly && !found.isEmpty { return false }
        let properties = rules["properties"]?.objectValue ?? [:]
        // Members whose schema is a constant (a discriminator such as "kind") go first: cheap, and decisive.
        let ordered = members.sorted { left, right in
            let leftConstant = properties[left.key]?.objectValue?["const"] != nil
            let rightConstant = properties[right.key]?.objectValue?["const"] != nil
            return leftConstant != rightConstant ? leftConstant : left.key < right.key
        }
        for (name, member) in ordered {
            if let propertySchema = properties[name] {
                check(member, against: propertySchema, at: "\(path).\(name)", into: &found, firstOnly: firstOnly)
            } else if let additional = rules["additionalProperties"] {
                if additional == .bool(false) {
                    let known = properties.keys.filter { members[$0] == nil }
                    found.append(("\(path).\(name)", "unexpected key '\(name)'"
                        + (EditDistance.nearest(name, among: known).map { "; did you mean '\($0)'?" }
                            ?? (known.isEmpty ? "" : "; the keys allowed here are \(properties.keys.sorted().joined(separator: ", "))"))))
                } else {
                    check(member, against: additional, at: "\(path).\(name)", into: &found, firstOnly: firstOnly)
                }
            }
            if firstOnly && !found.isEmpty { return false }
        }
        return true
    }

    /// `oneOf` and `anyOf`: how many alternatives the value matches; when none does, the closest one's own faults are
    /// listed before the mismatch itself.
    private func checkAlternatives(_ value: JSON, _ rules: [String: JSON], at path: String, into found: inout [(String, String)],
                                   firstOnly: Bool) {
        for (keyword, exactlyOne) in [("oneOf", true), ("anyOf", false)] {
            guard let options = rules[keyword]?.arrayValue else { continue }
            let passing = options.filter { option in
                var sub: [(String, String)] = []
                check(value, against: option, at: path, into: &sub, firstOnly: true)
                return sub.isEmpty
            }.count
            if passing == 0 {
                if firstOnly {
                    found.append((path, "matches none of the \(keyword) alternatives"))
                    return
                }
                let attempts = options.map { option in
                    var sub: [(String, String)] = []
                    check(value, against: option, at: path, into: &sub, firstOnly: false)
                    return sub
                }
                // The alternative with the fewest violations is almost always the one the author meant:
                // its specific faults come first, so a reader sees "$.cases[0].id missing", not "no match".
                let closest = attempts.min { $0.count < $1.count } ?? []
                found.append(contentsOf: closest)
                found.append((path, "matches none of the \(keyword) alternatives"))
            } else if exactlyOne && passing > 1 {
                found.append((path, "matches \(passing) oneOf alternatives, expected exactly one"))
            }
        }
    }

    private static func matches(_ value: JSON, type: String) -> Bool {
        switch (type, value) {
        case ("string", .string), ("boolean", .bool), ("array", .array), ("object", .object), ("null", .null),
             ("number", .number): true
        case ("integer", .number(let number)): number.rounded() == number
        default: false
        }
    }

    private static func render(_ value: JSON) -> String {
        guard let data = try? JSONEncoder().encode(value) else { return "\(value)" }
        return String(decoding: data, as: UTF8.self)
    }
}

extension JSON {
    /// The JSON type of the value as JSON Schema names it: `string`, `number`, `boolean`, `array`, `object` or `null`.
    package var typeName: String {
        switch self {
        case .string: "string"
        case .number: "number"
        case .bool: "boolean"
        case .array: "array"
        case .object: "object"
        case .null: "null"
        }
    }
}
