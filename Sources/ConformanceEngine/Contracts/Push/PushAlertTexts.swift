/// The alert texts a run's payloads carry in place of the fixtures' plain ones (`Original title`, …), drawn per case
/// from the run's seed among texts a bank's notifications carry: a module cannot keep honest for the fixtures' own
/// words only (issue 32's fifth review).
package struct PushAlertTexts: Sendable, Equatable {
    package let title: String
    package let subtitle: String
    package let body: String

    /// The texts for the case `salt` names in the run with `seed`: from `alerts` (the certifier's private texts) when
    /// there are any, otherwise from the kit's own.
    package init(seed: UInt64, salt: String, alerts: [String] = []) {
        var generator = SeededGenerator(seed: seed, salt: salt)
        guard !alerts.isEmpty else {
            title = generator.pick(Self.titles)
            subtitle = generator.pick(Self.subtitles)
            body = generator.pick(Self.bodies)
            return
        }
        title = generator.pick(alerts)
        // A notification often has no subtitle.
        subtitle = generator.next() % 3 == 0 ? "" : generator.pick(alerts)
        body = generator.pick(alerts)
    }

    package static let titles = ["Transfer complete", "Payment due", "Deposit received", "Security alert", "Card used", "Statement available",
                         "Low balance", "New message", "Bill paid", "Login from a new device"]
    package static let subtitles = ["Checking ••1234", "Savings ••9876", "Visa ••4417", "Your account", "Today", "Action needed", ""]
    package static let bodies = ["$25.00 to Alex was sent.", "Your statement for May is ready to view.", "A purchase of $82.10 at Grocer.",
                         "Your balance fell below $100.", "Tap to review the sign-in.", "Your payment is scheduled for tomorrow.",
                         "You have a new secure message."]

    /// An observation with every drawn text written as `{drawn}`, so that a golden report does not change with the seed;
    /// `alerts` are the certifier's texts the run drew from, if any.
    package static func normalized(_ text: String, alerts: [String] = []) -> String {
        var text = text
        for (label, texts) in [("title", titles + alerts), ("subtitle", subtitles + alerts), ("body", bodies + alerts)] {
            for drawn in texts { text = text.replacingOccurrences(of: "\(label) \"\(drawn)\"", with: "\(label) \"{drawn}\"") }
        }
        return text
    }

    /// The payload with each fixture's plain alert text replaced, wherever it occurs.
    package func applied(to json: JSON) -> JSON {
        switch json {
        case .string("Original title"): .string(title)
        case .string("Original subtitle"): .string(subtitle)
        case .string("Original body"): .string(body)
        case .array(let items): .array(items.map(applied))
        // An alert without a subtitle has no subtitle key, as a sender writes it (review 30's subtitlekey: the key was
        // always there, empty when drawn so, and a module rewrote every alert without one).
        case .object(let members) where subtitle.isEmpty && members["subtitle"] == .string("Original subtitle"):
            .object(members.filter { $0.key != "subtitle" }.mapValues(applied))
        case .object(let members): .object(members.mapValues(applied))
        default: json
        }
    }
}
