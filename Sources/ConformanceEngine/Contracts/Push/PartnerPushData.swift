import Q2ModuleInterfaces

/// Another module's notification data, drawn per case from the run's seed: one to five fields named with coined words
/// (or the certifier's partner names) in a drawn spelling, each of a drawn JSON type, some nested.
///
/// Review 28's pushshape recognised the kit's coined partner data by its fixed structure (two string fields, one of
/// them "12") and rewrote every other module's notification; data whose structure is drawn too cannot be told from a
/// real partner's.
package enum PartnerPushData {
    /// The data for the case `salt` names, in the run `options` describe.
    package static func drawn(_ options: ConformanceOptions, salt: String) -> JSON {
        var generator = SeededGenerator(seed: options.seed, salt: "partner-data|" + salt)
        return object(options, &generator, salt: salt, depth: 0)
    }

    private static func object(_ options: ConformanceOptions, _ generator: inout SeededGenerator, salt: String, depth: Int) -> JSON {
        let count = 1 + Int(generator.next() % (depth == 0 ? 5 : 3))
        let spelling = generator.next() % 3
        var members: [String: JSON] = [:]
        for index in 0..<count {
            var name = options.coinedWord("partner-field|\(depth)|\(index)|" + salt)
            switch spelling {
            case 0: name = name.replacingOccurrences(of: "-", with: "_")
            case 1: name += ["Id", "Amount", "Date", "Count", "Status", "Name"][Int(generator.next() % 6)]
            default: break
            }
            while members[name] != nil { name += "2" }
            members[name] = value(options, &generator, salt: salt + "|\(index)", depth: depth)
        }
        return .object(members)
    }

    private static func value(_ options: ConformanceOptions, _ generator: inout SeededGenerator, salt: String, depth: Int) -> JSON {
        switch generator.next() % (depth < 1 ? 10 : 8) {
        case 0: return .string(options.coinedWord("partner-value|" + salt))
        case 1: return .number(Double(generator.next() % 100_000))
        case 2: return .number(Double(generator.next() % 1_000_000) / 100)
        case 3: return .bool(generator.next() % 2 == 0)
        case 4: return .string(String(generator.next() % 10_000_000))
        case 5:
            let day = 1 + generator.next() % 28, month = 1 + generator.next() % 12
            return .string("20\(24 + generator.next() % 4)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)")
        case 6: return .string(HostHooks.hex(8 + Int(generator.next() % 25), &generator))
        case 7: return .null
        case 8: return object(options, &generator, salt: salt, depth: depth + 1)
        default:
            return .array((0..<(1 + Int(generator.next() % 3))).map { _ in
                generator.next() % 2 == 0 ? .number(Double(generator.next() % 1_000)) : .string(options.coinedWord("partner-item|\(generator.next())"))
            })
        }
    }
}
