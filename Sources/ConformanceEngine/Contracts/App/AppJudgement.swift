/// How an app-configuration clause judges: on a settings.json entry of the package's modules, or on a property list the
/// declaration names, read as JSON. No module is made for these checks.
package enum AppJudgement: ClauseJudgement {
    /// The entry has `"enabled": true`.
    case entryEnabled
    /// The entry names the module, its package and its product.
    case entryNames
    /// No other entry of settings.json gives the entry's identifier.
    case identifierUnique
    /// The app's Info.plist has `remote-notification` among its `UIBackgroundModes`.
    case backgroundMode
    /// The app's entitlements give `aps-environment` as development or production.
    case apsEnvironment
    /// Each extension's Info.plist declares the user-notification extension point of its kind.
    case extensionPoint
    /// The content extension's Info.plist lists every category the module declares.
    case contentCategories

    package var fixtureKinds: Set<String> { [] }

    /// The background mode iOS needs to deliver a remote notification to the app in the background.
    static let remoteNotificationMode = "remote-notification"
    /// The values Apple documents for the `aps-environment` entitlement.
    static let apsEnvironments = ["development", "production"]
    /// The extension point identifier of each extension file.
    static let extensionPoints: [AppSection.Role: String] = [
        .serviceExtensionInfoPlist: "com.apple.usernotifications.service",
        .contentExtensionInfoPlist: "com.apple.usernotifications.content-extension",
    ]

    /// What a check of the judgement expects, in one line.
    package var expectation: String {
        switch self {
        case .entryEnabled: "\"enabled\": true"
        case .entryNames: "non-empty \"name\", \"packageName\" and \"productName\" strings"
        case .identifierUnique: "an identifier no other settings.json entry gives"
        case .backgroundMode: "UIBackgroundModes containing \"\(Self.remoteNotificationMode)\""
        case .apsEnvironment: "aps-environment \"development\" or \"production\""
        case .extensionPoint: "NSExtension › NSExtensionPointIdentifier of the extension's kind"
        case .contentCategories: "NSExtension › NSExtensionAttributes › UNNotificationExtensionCategory listing each of the module's categories"
        }
    }

    /// Judges a settings.json entry among the file's `entries`.
    package func verdict(on entry: SettingsFile.Entry, among entries: [SettingsFile.Entry], input: String) -> Verdict {
        func verdict(_ passing: Bool, _ actual: String) -> Verdict {
            Verdict(passing: passing, input: input, expected: expectation, actual: actual)
        }
        switch self {
        case .entryEnabled:
            return verdict(entry.enabled == true, entry.enabled.map { "\"enabled\": \($0)" } ?? "no \"enabled\" key")
        case .identifierUnique:
            // An entry without one shares none (PUSH-SETTINGS-IDENTIFIER asks a push module for one).
            guard let identifier = entry.identifier, !identifier.isEmpty else { return verdict(true, "no identifier") }
            let sharing = entries.filter { $0.path != entry.path && $0.identifier == identifier }
            return verdict(sharing.isEmpty, "\"identifier\": \"\(identifier)\"" + (sharing.isEmpty ? "" : ", also given by "
                + sharing.map { "\($0.path) (\($0.className ?? $0.name ?? "no className"))" }.joined(separator: ", ")))
        case .entryNames:
            let fields = [("name", entry.name), ("packageName", entry.packageName), ("productName", entry.productName)]
            let missing = fields.filter { ($0.1 ?? "").trimmingCharacters(in: .whitespaces).isEmpty }.map(\.0)
            return missing.isEmpty ? verdict(true, fields.map { "\"\($0.0)\": \"\($0.1 ?? "")\"" }.joined(separator: ", "))
                : verdict(false, "missing or empty: " + missing.map { "\"\($0)\"" }.joined(separator: ", "))
        case .backgroundMode, .apsEnvironment, .extensionPoint, .contentCategories:
            return verdict(false, "a property-list clause judged on a settings entry")
        }
    }

    /// Judges a property list the declaration names, as JSON; `categories` are the module's, for the content extension.
    package func verdict(on plist: JSON, role: AppSection.Role, categories: [String] = [], input: String) -> Verdict {
        func verdict(_ passing: Bool, _ actual: String) -> Verdict {
            Verdict(passing: passing, input: input, expected: expectation, actual: actual)
        }
        switch self {
        case .backgroundMode:
            guard let modes = plist.member("UIBackgroundModes") else { return verdict(false, "no UIBackgroundModes key") }
            let listed = modes.arrayValue?.compactMap(\.stringValue) ?? []
            return verdict(listed.contains(Self.remoteNotificationMode), "UIBackgroundModes \(Self.show(modes))")
        case .apsEnvironment:
            guard let value = plist.member("aps-environment") else { return verdict(false, "no aps-environment key") }
            return verdict(value.stringValue.map(Self.apsEnvironments.contains) ?? false, "aps-environment \(Self.show(value))")
        case .extensionPoint:
            let expected = Self.extensionPoints[role] ?? ""
            guard let point = plist.member("NSExtension", "NSExtensionPointIdentifier") else {
                return verdict(false, "no NSExtension › NSExtensionPointIdentifier (expected \"\(expected)\")")
            }
            return verdict(point.stringValue == expected, "NSExtensionPointIdentifier \(Self.show(point))"
                + (point.stringValue == expected ? "" : " (expected \"\(expected)\")"))
        case .contentCategories:
            guard let value = plist.member("NSExtension", "NSExtensionAttributes", "UNNotificationExtensionCategory") else {
                return verdict(false, "no NSExtension › NSExtensionAttributes › UNNotificationExtensionCategory; the module's "
                    + "categories: \(categories.joined(separator: ", "))")
            }
            // Apple allows one category as a string, or several as an array of strings.
            let listed = value.stringValue.map { [$0] } ?? value.arrayValue?.compactMap(\.stringValue) ?? []
            let missing = categories.filter { !listed.contains($0) }
            return verdict(missing.isEmpty, "UNNotificationExtensionCategory \(Self.show(value))"
                + (missing.isEmpty ? "" : "; lacks the module's " + missing.map { "\"\($0)\"" }.joined(separator: ", ")))
        case .entryEnabled, .entryNames, .identifierUnique:
            return verdict(false, "a settings clause judged on a property list")
        }
    }

    /// A value as JSON text, shortened.
    private static func show(_ value: JSON) -> String {
        JSONText.short(value)
    }
}

extension JSON {
    /// The value under a path of object keys, if every step is an object that has the key.
    func member(_ keys: String...) -> JSON? {
        keys.reduce(Optional(self)) { value, key in value?.objectValue?[key] }
    }
}
