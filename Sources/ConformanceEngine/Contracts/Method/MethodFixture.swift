/// The context of a golden typed request: absent (`nil`), or with an issuer string that may be `nil`.
package struct GoldenOAuthContext: Sendable, Decodable {
    package let issuerUrl: String?
}

/// Typed requests to ask a module.
package enum MethodRequestFixture {
    package typealias Case = GoldenCase<Input, Expected>
    package typealias File = GoldenFile<Case>

    package struct Input: Sendable, Decodable {
        /// `nil` for a request without a context; the request itself is the one supported type, which the schema enforces.
        package let context: GoldenOAuthContext?
    }

    /// The documented answer is for readers of the file: the clauses judge the module.
    package struct Expected: Sendable, Decodable {}
}

/// Mutations of an author's declared parameters for Tecton-called methods.
package enum MethodParametersFixture {
    package typealias Case = GoldenCase<Input, Expected>
    package typealias File = GoldenFile<Case>

    package struct Input: Sendable, Decodable {
        package let mutation: ParameterMutation
    }

    /// The documented callback is for readers of the file: the clauses judge the module.
    package struct Expected: Sendable, Decodable {}
}

/// How a check changes the author's declared parameters.
package enum ParameterMutation: String, Sendable, Codable {
    case none, empty
    case nullValues = "null-values"
    case swappedTypes = "swapped-types"
    case extraKeys = "extra-keys"
    case longStrings = "long-strings"
    case nested
    case controlCharacters = "control-characters"
    case extremeNumbers = "extreme-numbers"
    /// Every number zero: a method that divides by a parameter answers with an infinite number, which no JSON holds
    /// (the eleventh trial's K26: `total / people` passed, since no value the kit sent was zero).
    case zeroNumbers = "zero-numbers"
    /// Each number zero alone, the others as declared (never zero): a method that divides one parameter by another
    /// answers 0/0 with a number it can catch, and 9/0 with an infinite one (review 31's mixedzero: every number zero at
    /// once was the only zero the kit sent). One call for each number, up to `maxVariants`.
    case zeroEachNumber = "zero-each-number"
    /// The declared shape with values drawn from the run's seed, so that a method cannot keep honest for the declared
    /// example alone (issue 32's fifth review).
    case seededValues = "seeded-values"
    /// The same, with every number drawn large and positive (a thousand to a million): a method that misbehaves past
    /// some bound its example stays under (more than twelve months, say) is caught on every run, not on half of them
    /// (issue 33's fourth trial).
    case seededLargeValues = "seeded-large-values"

    /// Whether the values are drawn from the run's seed, so that a failure must say which seed replays it.
    package var isDrawn: Bool { self == .seededValues || self == .seededLargeValues }

    package func apply(to parameters: [String: JSON], seed: UInt64 = 0) -> [String: JSON] {
        switch self {
        case .none: return parameters
        case .empty: return [:]
        case .nullValues: return parameters.mapValues { _ in .null }
        case .swappedTypes: return parameters.mapValues(Self.swapped)
        case .extraKeys: return parameters.merging(["unexpected": "value", "__proto__": [:], "": 1]) { old, _ in old }
        case .longStrings: return parameters.mapValues { Self.mapStrings($0) { _ in String(repeating: "x", count: 100_000) } }
        case .nested: return parameters.mapValues { .array([.array([$0])]) }
        case .controlCharacters: return parameters.mapValues { Self.mapStrings($0) { "\u{0}\u{202E}\u{1B}[2J\($0)\u{FEFF}" } }
        case .extremeNumbers: return parameters.mapValues(Self.extreme)
        case .zeroNumbers: return parameters.mapValues(Self.zero)
        case .zeroEachNumber: return variants(of: parameters, seed: seed).first ?? parameters
        case .seededValues, .seededLargeValues:
            var generator = SeededGenerator(seed: seed)
            // One fraction for every number drawn, an odd number of eighths: no sum of two or three such numbers, and no
            // product of two, is whole, so a module that behaves for whole totals alone cannot pass by luck of the draw.
            let fraction = Double(2 * (generator.next() % 4) + 1) / 8
            var drawn: [String: JSON] = [:]
            for (key, value) in parameters.sorted(by: { $0.key < $1.key }) {
                drawn[key] = Self.drawn(like: value, fraction: fraction, large: self == .seededLargeValues, using: &generator)
            }
            return drawn
        }
    }

    /// The most calls one case makes.
    package static let maxVariants = 8

    /// The parameters each call of the case is made with: one set for every mutation but `zero-each-number`, which makes
    /// one for each number of the declared parameters (by its path, in order), that number zero and every other one as
    /// declared, or 7 where the declaration has zero; a declaration without numbers gives its own parameters once.
    package func variants(of parameters: [String: JSON], seed: UInt64 = 0) -> [[String: JSON]] {
        guard self == .zeroEachNumber else { return [apply(to: parameters, seed: seed)] }
        let nonzero = JSON.object(parameters).mappingNumbers { _, number in number == 0 ? 7 : number }
        let paths = nonzero.numberPaths
        guard !paths.isEmpty else { return [parameters] }
        return paths.prefix(Self.maxVariants).map { zeroed in
            nonzero.mappingNumbers { path, number in path == zeroed ? 0 : number }.objectValue ?? parameters
        }
    }

    /// A value of the same shape as `value`, drawn from `generator`; a number of the other kind than the example's (a
    /// fraction for a whole number, a whole number for a fraction), since the example already shows its own kind and a
    /// user's amounts come in both (the tenth review: a method honest for whole amounts only was certified).
    private static func drawn(like value: JSON, fraction: Double, large: Bool, using generator: inout SeededGenerator) -> JSON {
        switch value {
        case .number(let number):
            let whole = large ? Double(1_000 + generator.next() % 999_001) : Double(Int64(generator.next() % 2_001)) - 1_000
            if number.rounded() == number { return .number(whole + fraction) }
            return .number(whole == number ? whole + 1 : whole)
        case .string(let text):
            let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ")
            let count = max(1, min(64, text.count + Int(generator.next() % 7) - 3))
            let drawn = String((0..<count).map { _ in generator.pick(letters) })
            return .string(drawn == text ? drawn + "x" : drawn)
        case .bool: return .bool(generator.next() % 2 == 0)
        case .array(let items): return .array(items.map { drawn(like: $0, fraction: fraction, large: large, using: &generator) })
        case .object(let members):
            var drawnMembers: [String: JSON] = [:]
            for (key, member) in members.sorted(by: { $0.key < $1.key }) {
                drawnMembers[key] = drawn(like: member, fraction: fraction, large: large, using: &generator)
            }
            return .object(drawnMembers)
        case .null: return .null
        }
    }

    private static func swapped(_ value: JSON) -> JSON {
        switch value {
        case .string: .number(0)
        case .number: .string("not a number")
        case .bool: .string("true")
        case .array: .object([:])
        case .object: .array([])
        case .null: .bool(false)
        }
    }

    private static func zero(_ value: JSON) -> JSON {
        value.mappingNumbers { _, _ in 0 }
    }

    private static func extreme(_ value: JSON) -> JSON {
        value.mappingNumbers { _, number in number == 0 ? 1e308 : -number * 1e300 }
    }

    private static func mapStrings(_ value: JSON, _ transform: (String) -> String) -> JSON {
        switch value {
        case .string(let text): .string(transform(text))
        case .array(let items): .array(items.map { mapStrings($0, transform) })
        case .object(let members): .object(members.mapValues { mapStrings($0, transform) })
        default: value
        }
    }
}

extension JSON {
    /// Whether every number in the value is finite, so that the value can be written as JSON.
    package var isWritableJSON: Bool { firstNonFiniteNumber == nil }

    /// The first number JSON cannot hold (NaN or an infinity) and where it is.
    package var firstNonFiniteNumber: (path: String, number: Double)? {
        numbers.first { !$0.number.isFinite }
    }

    /// The paths of every number in the value, in order.
    fileprivate var numberPaths: [String] { numbers.map(\.path) }

    /// Every number in the value with its path, in order (object members by key, array items by index).
    private var numbers: [(path: String, number: Double)] {
        var found: [(path: String, number: Double)] = []
        func walk(_ value: JSON, _ path: String) {
            switch value {
            case .number(let number): found.append((path, number))
            case .array(let items): for (index, item) in items.enumerated() { walk(item, path + "[\(index)]") }
            case .object(let members): for (key, member) in members.sorted(by: { $0.key < $1.key }) { walk(member, path + "." + key) }
            default: break
            }
        }
        walk(self, "$")
        return found
    }

    /// The value with each number replaced by `change(path, number)`, the paths as `numberPaths` writes them.
    fileprivate func mappingNumbers(_ change: (String, Double) -> Double) -> JSON {
        func map(_ value: JSON, _ path: String) -> JSON {
            switch value {
            case .number(let number): .number(change(path, number))
            case .array(let items): .array(items.enumerated().map { map($0.element, path + "[\($0.offset)]") })
            case .object(let members): .object(Dictionary(uniqueKeysWithValues: members.map { ($0.key, map($0.value, path + "." + $0.key)) }))
            default: value
            }
        }
        return map(self, "$")
    }
}
