/// A module's own example payloads (what its server sends under `data.<payloadKey>`) and the variants the kit
/// derives from them, placed into a golden payload where it holds `{"$example": "each" | "first" | "variants"}`.
///
/// The push page leaves the fields of a module's payload to the module ("use key which represents your payload"),
/// so the kit never invents them: a fixture names where the module's own payload goes, and the author's examples
/// fill it. Without an example, `each` and `first` place an empty object and `variants` places nothing.
package struct OwnPayloadExamples: Sendable, Hashable {
    /// The examples, each a JSON object, in declaration order.
    package let examples: [[String: JSON]]

    /// The key a golden payload uses to mark where the module's own payload goes.
    package static let marker = "$example"

    /// How a golden payload asks for the module's own payload.
    package enum Use: String, Sendable, CaseIterable {
        /// One payload per example.
        case each
        /// The first example only (an empty object without one): for cases about something other than the payload.
        case first
        /// One payload per variant derived from each example.
        case variants
    }

    /// One payload a golden case becomes for a module, with the suffix its fixture id gets.
    package struct Instance: Sendable {
        /// Appended to the case id after a `/`, such as `example-1` or `example-1/due-removed`; `nil` keeps the id.
        package let suffix: String?
        /// What takes the marker's place, if the case has one.
        package let own: JSON?
        /// The index of the author's example it was built from, when the case names one per example, and whether it is
        /// a variant of that example.
        package var example: (index: Int, varied: Bool)? = nil

        /// The golden payload, its templates already expanded, with the module's own payload in the marker's place.
        ///
        /// The own payload goes in after the expansion: it is the author's data, not a template.
        package func payload(from expanded: JSON) -> JSON {
            own.map { OwnPayloadExamples.placing($0, in: expanded) } ?? expanded
        }
    }

    package init(_ examples: [[String: JSON]]) {
        self.examples = examples
    }

    /// How the payload asks for the module's own payload, if it does.
    package static func use(in payload: JSON) -> Use? {
        switch payload {
        case .object(let members):
            if let use = members[marker]?.stringValue { return Use(rawValue: use) }
            return members.values.lazy.compactMap(use(in:)).first
        case .array(let items):
            return items.lazy.compactMap(use(in:)).first
        default:
            return nil
        }
    }

    /// The payloads a golden payload becomes for this module.
    package func instances(of payload: JSON) -> [Instance] {
        switch Self.use(in: payload) {
        case nil:
            return [Instance(suffix: nil, own: nil)]
        case .first:
            return [Instance(suffix: nil, own: .object(examples.first ?? [:]))]
        case .each:
            guard !examples.isEmpty else { return [Instance(suffix: nil, own: .object([:]))] }
            return examples.enumerated().map { index, example in
                Instance(suffix: "example-\(index + 1)", own: .object(example), example: (index, false))
            }
        case .variants:
            return examples.enumerated().flatMap { index, example in
                Self.variants(of: example).map { name, variant in
                    Instance(suffix: "example-\(index + 1)/\(name)", own: variant, example: (index, true))
                }
            }
        }
    }

    /// The payload with every marker object replaced by `value`.
    static func placing(_ value: JSON, in payload: JSON) -> JSON {
        switch payload {
        case .object(let members):
            if members[marker] != nil { return value }
            return .object(members.mapValues { placing(value, in: $0) })
        case .array(let items):
            return .array(items.map { placing(value, in: $0) })
        default:
            return payload
        }
    }

    /// The variants of one example, named: each field removed, null and of another type; the payload as a string, an
    /// array and a number; empty; every string 100 000 characters long; every string odd Unicode.
    package static func variants(of example: [String: JSON]) -> [(name: String, payload: JSON)] {
        var variants: [(String, JSON)] = []
        var used: Set<String> = []
        for (index, key) in example.keys.sorted().enumerated() {
            var name = fieldName(key)
            if !used.insert(name).inserted { name += "-\(index + 1)" }
            var removed = example
            removed[key] = nil
            variants.append(("\(name)-removed", .object(removed)))
            if example[key] != .null {
                var nulled = example
                nulled[key] = .null
                variants.append(("\(name)-null", .object(nulled)))
            }
            var retyped = example
            retyped[key] = otherType(than: example[key] ?? .null)
            variants.append(("\(name)-retyped", .object(retyped)))
        }
        variants.append(("not-an-object-string", .string(JSONText.canonical(.object(example)))))
        variants.append(("not-an-object-array", .array([.object(example)])))
        variants.append(("not-an-object-number", .number(1)))
        if !example.isEmpty { variants.append(("empty", .object([:]))) }
        variants.append(("huge", everyString(in: .object(example), becomes: hugeString, orEveryField: true)))
        variants.append(("odd-unicode", everyString(in: .object(example), becomes: oddUnicode, orEveryField: true)))
        return variants
    }

    /// A value of another JSON type, of the kind a server bug sends: a number for a string, a string for a number.
    static func otherType(than value: JSON) -> JSON {
        switch value {
        case .string: .number(7)
        case .number(let number): .string(JSONText.canonical(.number(number)))
        case .bool(let flag): .string(flag ? "true" : "false")
        case .array: .object([:])
        case .object: .array([])
        case .null: .bool(false)
        }
    }

    /// A string long enough to find fixed-size buffers and layouts that assume short text.
    static let hugeString = String(decoding: [UInt8](repeating: UInt8(ascii: "x"), count: 100_000), as: UTF8.self)
    /// A right-to-left override, a lone combining mark, an emoji sequence, a zero-width space and a byte-order mark.
    static let oddUnicode = "\u{202E}\u{0301}\u{1F468}\u{200D}\u{1F469}\u{200B}\u{FEFF}"

    /// Every string at any depth replaced by `text`; when the value holds no string and `orEveryField` is set, every
    /// top-level field becomes `text` instead, so the variant always differs from the example.
    private static func everyString(in value: JSON, becomes text: String, orEveryField: Bool) -> JSON {
        func replace(_ value: JSON) -> JSON {
            switch value {
            case .string: .string(text)
            case .array(let items): .array(items.map(replace))
            case .object(let members): .object(members.mapValues(replace))
            default: value
            }
        }
        let replaced = replace(value)
        guard replaced == value, orEveryField, case .object(let members) = value else { return replaced }
        return .object(members.mapValues { _ in .string(text) })
    }

    /// A field name as part of a check id: letters, digits, `_`, `.` and `-` kept, anything else `_`, at most 40.
    private static func fieldName(_ key: String) -> String {
        let kept = key.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_.-".unicodeScalars.contains(scalar))
                ? Character(scalar) : "_"
        }
        let name = String(kept.prefix(40))
        return name.isEmpty ? "_" : name
    }
}
