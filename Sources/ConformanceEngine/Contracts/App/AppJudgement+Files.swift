/// The kinds of judgement the app clauses make on the property lists the declaration names.
extension AppJudgement {
    /// The background mode iOS needs to deliver a remote notification to the app in the background.
    static let remoteNotificationMode = "remote-notification"
    /// The values Apple documents for the `aps-environment` entitlement.
    static let apsEnvironments = ["development", "production"]
    /// The extension point identifier of each extension file.
    static let extensionPoints: [AppSection.Role: String] = [
        .serviceExtensionInfoPlist: "com.apple.usernotifications.service",
        .contentExtensionInfoPlist: "com.apple.usernotifications.content-extension",
    ]

    /// The app's Info.plist has `remote-notification` among its `UIBackgroundModes`.
    package static let backgroundMode = file("UIBackgroundModes containing \"\(remoteNotificationMode)\"") { plist, _, _ in
        guard let modes = plist.member("UIBackgroundModes") else { return (false, "no UIBackgroundModes key") }
        // The twenty-first trial's P09: a string where Apple's key is an array read the same as what was expected.
        guard let items = modes.arrayValue else {
            return (false, "UIBackgroundModes \(show(modes)), not an array: Apple's key is an array of strings, "
                + "so write <array><string>\(remoteNotificationMode)</string></array>")
        }
        let listed = items.compactMap(\.stringValue)
        return (listed.contains(remoteNotificationMode), "UIBackgroundModes \(show(modes))")
    }

    /// The app's entitlements give `aps-environment` as development or production.
    package static let apsEnvironment = file("aps-environment \"development\" or \"production\"") { plist, _, _ in
        guard let value = plist.member("aps-environment") else { return (false, "no aps-environment key") }
        return (value.stringValue.map(apsEnvironments.contains) ?? false, "aps-environment \(show(value))")
    }

    /// Each extension's Info.plist declares the user-notification extension point of its kind.
    package static let extensionPoint = file("NSExtension › NSExtensionPointIdentifier of the extension's kind") { plist, role, _ in
        let expected = extensionPoints[role] ?? ""
        guard let point = plist.member("NSExtension", "NSExtensionPointIdentifier") else {
            return (false, "no NSExtension › NSExtensionPointIdentifier (expected \"\(expected)\")")
        }
        return (point.stringValue == expected, "NSExtensionPointIdentifier \(show(point))"
            + (point.stringValue == expected ? "" : " (expected \"\(expected)\")"))
    }

    /// The content extension's Info.plist lists every category the module declares; Apple allows one category as a
    /// string, or several as an array of strings.
    package static let contentCategories = file("NSExtension › NSExtensionAttributes › UNNotificationExtensionCategory listing "
                                                + "each of the module's categories") { plist, _, categories in
        guard let value = plist.member("NSExtension", "NSExtensionAttributes", "UNNotificationExtensionCategory") else {
            return (false, "no NSExtension › NSExtensionAttributes › UNNotificationExtensionCategory; the module's "
                + "categories: \(categories.joined(separator: ", "))")
        }
        let listed = value.stringValue.map { [$0] } ?? value.arrayValue?.compactMap(\.stringValue) ?? []
        let missing = categories.filter { !listed.contains($0) }
        // The nineteenth trial's D08: a category misspelt in the declaration was told as one the plist lacks only.
        return (missing.isEmpty, "UNNotificationExtensionCategory \(show(value))"
            + (missing.isEmpty ? "" : "; lacks " + missing.map { category in
                "\"\(category)\"" + (EditDistance.nearest(category, among: listed.filter { !categories.contains($0) })
                    .map { " (its \"\($0)\" is near it: if the plist is right, correct push.contentCategories in module-conformance.json)" } ?? "")
            }.joined(separator: ", ") + ", which module-conformance.json declares in the module's push.contentCategories"))
    }
}
