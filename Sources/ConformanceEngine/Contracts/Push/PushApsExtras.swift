/// The `aps` members a sender adds beside an alert, drawn per case from the run's seed: a sound, a badge, a thread, an
/// interruption level, a relevance score, a target content id, each present or not (review 30's apskeys: every payload's
/// `aps` held an alert and `mutable-content` alone, so its keys told the kit's notifications from an app's). With the
/// certifier's `aps` samples, one of them per case instead (review 31's apskeys: a copy of the drawn shapes told them
/// from an app's too).
package enum PushApsExtras {
    /// The payload with drawn members added to its `aps` where it has an alert and lacks them; a member the fixture
    /// writes is kept as written, and a payload without an alert (a silent one) is left as it is.
    package static func applied(to json: JSON, options: ConformanceOptions, salt: String) -> JSON {
        guard var members = json.objectValue, var aps = members["aps"]?.objectValue, aps["alert"] != nil else { return json }
        var generator = SeededGenerator(seed: options.seed, salt: "aps-extras|" + salt)
        if let sample = PartnerNames.sample(options.partnerNames?.aps ?? [], &generator)?.objectValue {
            members["aps"] = .object(merged(sample, into: aps))
            return .object(members)
        }
        let words = options.reseeded(generator.next())
        var drawn: [String: JSON] = [:]
        if generator.next() % 2 == 0 {
            drawn["sound"] = generator.pick([.string("default"), .string("default"), .string(words.coinedWord("sound") + ".caf"),
                                             .object(["critical": .number(0), "name": .string("default"), "volume": .number(0.5)])])
        }
        if generator.next() % 5 < 2 { drawn["badge"] = .number(Double(generator.next() % 100)) }
        if generator.next() % 5 < 2 {
            let thread = words.coinedWord("thread")
            drawn["thread-id"] = .string(generator.next() % 2 == 0 ? thread : "\(thread)-\(generator.next() % 10_000)")
        }
        if generator.next() % 10 < 3 { drawn["interruption-level"] = .string(generator.pick(["passive", "active", "time-sensitive"])) }
        if generator.next() % 4 == 0 { drawn["relevance-score"] = .number(Double(generator.next() % 101) / 100) }
        if generator.next() % 7 == 0 { drawn["target-content-id"] = .string(words.coinedWord("target-content")) }
        for (key, value) in drawn where aps[key] == nil { aps[key] = value }
        members["aps"] = .object(aps)
        return .object(members)
    }

    /// The fixture's `aps` with a sample's members it lacks: an alert object's members beside the fixture's texts (a
    /// text alert becomes the body of one), never the members that decide whose notification it is or whether it shows.
    package static func merged(_ sample: [String: JSON], into aps: [String: JSON]) -> [String: JSON] {
        var aps = aps
        for (key, value) in sample where aps[key] == nil && !["alert", "category", "mutable-content", "content-available"].contains(key) {
            aps[key] = value
        }
        if let extra = sample["alert"]?.objectValue {
            var alert = aps["alert"]?.objectValue ?? aps["alert"]?.stringValue.map { ["body": .string($0)] } ?? [:]
            for (key, value) in extra where alert[key] == nil && !["title", "subtitle", "body"].contains(key) { alert[key] = value }
            aps["alert"] = .object(alert)
        }
        return aps
    }
}
