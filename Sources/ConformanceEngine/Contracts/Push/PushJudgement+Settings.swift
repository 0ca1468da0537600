extension PushJudgement {
    /// How a clause judged on the module's settings.json entry decides, once the entry is found.
    package enum SettingsJudgement: Sendable {
        case push
        case appPush
        case className
        case extensions
        case identifier
        case identifierIsSender

        /// The keys of the entry the clause reads, as a check's input names them.
        package var keys: String {
            switch self {
            case .push: ".push"
            case .appPush: " (the top level's push)"
            case .className: ".className"
            case .extensions: ".pushServiceClassName, .pushContentClassName"
            case .identifier, .identifierIsSender: ".identifier"
            }
        }

        /// Whether the clause judges `module`: the lifecycle keys only for a module with a lifecycle module.
        package func applies(to module: PushModuleDeclaration) -> Bool {
            switch self {
            case .push, .className: module.lifecycle != nil
            case .appPush, .extensions, .identifier, .identifierIsSender: true
            }
        }

        /// Whether this clause is the one that reports a module without an entry: the lifecycle class name's, else
        /// the extensions'.
        package func reportsMissingEntry(of module: PushModuleDeclaration) -> Bool {
            self == (module.lifecycle != nil ? .className : .extensions)
        }

        /// The verdict on the module's entry in `settings`, its requirements met.
        package func verdict(_ known: PushModuleFacts, entry: SettingsFile.Entry, settings: SettingsFile) -> Verdict {
            let input = "\(settings.file) \(entry.path)\(keys)"
            switch self {
            case .push:
                // Trial 33e (M75): the clause is the entry's key (the page's Step 2); the file's top-level push is the
                // app's own setting (the page's permission prompt), which an earlier kit took in the entry's place.
                let appWide = settings.appPush == true && entry.push == nil
                    ? " (the file's top-level \"push\": true is the app's setting for the permission prompt, not this module's entry)" : ""
                return Verdict(passing: entry.push == true, input: input, expected: "true",
                               actual: (entry.push.map { "\($0)" } ?? "missing") + appWide)
            case .appPush:
                // The twelfth trial's S24: the file's top-level push is the app's permission prompt, which every push
                // module needs; the entry's own push is PUSH-SETTINGS-PUSH's.
                guard settings.listsModules else {
                    return Verdict(.notApplicable, input: "\(settings.file) $", expected: "true",
                                   actual: "one module's own entry, without an app's top level",
                                   note: "the file is one module's settings entry; the app's top-level push is judged on an app's "
                                       + "settings.json, whose \"modules\" list holds the entries")
                }
                return Verdict(passing: settings.appPush == true, input: "\(settings.file) $.push", expected: "true",
                               actual: settings.appPush.map { "\($0)" } ?? "missing")
            case .className:
                let name = known.lifecycleClass ?? ""
                return Verdict(passing: entry.className == name, input: input, expected: "\"\(name)\"",
                               actual: entry.className.map { "\"\($0)\"" } ?? "missing")
            case .extensions:
                func text(_ value: String?) -> String { value.map { "\"\($0)\"" } ?? "absent" }
                let matches = entry.pushServiceClassName == known.serviceClass && entry.pushContentClassName == known.contentClass
                // The eighth trial (W1): settings.json naming an extension class the kit was not given is either a class
                // the module ships and the one line's classes: list lacks (the SETUP check names it), or one it does not
                // ship; the verdict says both, where the hint alone told the author to remove the key.
                let unmade = [(entry.pushServiceClassName, known.serviceClass), (entry.pushContentClassName, known.contentClass)]
                    .compactMap { named, made in made == nil ? named : nil }
                // The nineteenth trial (S09, S16): "absent" read as a value to write; say which extension the kit was given.
                var verdict = Verdict(passing: matches, input: input,
                                      expected: "the extension classes given to the kit: "
                                          + (known.serviceClass.map { "service \"\($0)\"" } ?? "no service extension") + ", "
                                          + (known.contentClass.map { "content \"\($0)\"" } ?? "no content extension"),
                                      actual: "\(text(entry.pushServiceClassName)), \(text(entry.pushContentClassName))")
                let spaced = unmade.filter { $0.trimmingCharacters(in: .whitespacesAndNewlines) != $0 }
                if !matches, !spaced.isEmpty {
                    verdict.note = spaced.map { "'\($0)'" }.joined(separator: " and ") + " has whitespace around the class name (a SETUP "
                        + "failure says so): write it without, and this check passes with it"
                } else if !matches, !unmade.isEmpty {
                    // The seventeenth trial (S19): said under certify too, where there is no classes: list.
                    verdict.note = "no class named \(unmade.joined(separator: " or ")) was given to the kit (a SETUP failure or "
                        + "problem names it): if the module ships it, keep the key and give the class to the kit (in the one line's "
                        + "classes: list; for certify, as a top-level class of the entry's product with an init()); if not, remove the key"
                }
                return verdict
            case .identifier:
                return Verdict(passing: !(entry.identifier ?? "").isEmpty, input: input, expected: "a non-empty identifier",
                               actual: entry.identifier.map { "\"\($0)\"" } ?? "missing")
            case .identifierIsSender:
                let sender = known.senderID ?? ""
                // A sender left as the page's placeholder is the code's to change, not settings.json's.
                let placeholder = SenderIDReading.placeholder(in: sender).map { _ in
                    "; the module's sender id still holds the page's placeholder: give the sender this identifier instead" } ?? ""
                // A sender copied from the kit's examples is the code's to change, not settings.json's (the seventh
                // trial's B08: the demo's sender kept, and settings.json told to take it).
                let copied = PushJudgement.exampleSenders.contains(sender) && entry.identifier != sender
                    ? "; the module's sender id is the kit's example's (\(sender)), likely copied: give the sender this identifier "
                        + "instead, since every module needs a sender of its own (PUSH-SENDER-UNIQUE in an app with the example)" : ""
                return Verdict(passing: entry.identifier == sender, input: input, expected: "\"\(sender)\" (the module's sender id)",
                               actual: (entry.identifier.map { "\"\($0)\"" } ?? "missing") + placeholder + copied)
            }
        }
    }

    /// The senders of the kit's own example modules, which an author's module should not keep.
    static let exampleSenders: Set<String> = ["com.q2.mobile.module.demo", "com.q2.mobile.module.demo-alerts",
                                              "com.q2.mobile.module.billpay"]

    /// How a registration case is judged.
    package enum RegistrationJudgement: Sendable {
        /// The lifecycle module's registration callbacks return normally for the case's token or failure.
        case survives
        /// The author's device-token formatter turns the case's bytes into the golden hex.
        case formatsHex
    }
}
