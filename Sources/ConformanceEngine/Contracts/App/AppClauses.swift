extension Contract {
    /// What a certifier can read of the app around the modules: settings.json entries, Info.plist files and entitlements
    /// (the push page states each; "iOS - Push Lifecycle Module").
    public static let app = Contract("app", pageTitle: "iOS - Push Lifecycle Module")
}

/// An app-configuration clause with its judgement and requirements.
package typealias AppClause = JudgedClause<AppJudgement, AppRequirement>

/// The clauses of the app-configuration contract: judged on the app's files the declaration names, never on a module run.
package enum AppClauses {
    // MARK: settings.json

    package static let entryEnabled = AppClause(
        "APP-SETTINGS-ENABLED", .app, .required,
        section: "Step 2: Configure Module Settings",
        statement: "Every settings.json entry of the package's modules has \"enabled\": true.",
        hint: "Set \"enabled\": true in the module's settings.json entry.",
        basis: [
            .page("Step 2: Configure Module Settings",
                "The module's settings.json entry, as the page writes it, has enabled set to true."),
            .page("Troubleshooting",
                "When a module gets no notifications, the page says to make sure the module is registered and enabled in "
                    + "MobileCore."),
            .consequence("A module whose entry is not enabled is not loaded: none of its entry points is ever called."),
        ],
        judgedBy: .entryEnabled)

    package static let entryNames = AppClause(
        "APP-SETTINGS-NAMES", .app, .recommended,
        section: "Step 2: Configure Module Settings",
        statement: "Every settings.json entry of the package's modules gives its name, packageName and productName as "
            + "non-empty strings.",
        hint: "Add \"name\", \"packageName\" (the Swift package) and \"productName\" (its library product) to the entry.",
        basis: [
            .page("Step 2: Configure Module Settings",
                "The page's module entry gives the module's name, the package name and the product name beside the class "
                    + "name and identifier."),
            .page("Update Module's pushServiceClassName",
                "Every module entry the page shows for the extensions carries the same three names."),
            .consequence("The product name is how the module's code is found: without it certify's harness cannot say which "
                + "library holds the classes the entry names (a SETUP failure). The page states no rule for the other two, and "
                + "its own internal entry for push enrollment leaves productName out, so the clause is recommended."),
        ],
        judgedBy: .entryNames)

    package static let identifierUnique = AppClause(
        "APP-SETTINGS-IDENTIFIER-UNIQUE", .app, .required,
        section: "Explicit Module Targeting (25.7.0+)",
        statement: "No other settings.json entry gives the identifier of an entry of the package's modules.",
        hint: "Give each module its own com.q2.mobile.module.<name> identifier in settings.json (and the same string to its "
            + "sender, links and Tecton calls).",
        basis: [
            .page("Explicit Module Targeting (25.7.0+)",
                "Every module has to expose an identifier of its own, so that notifications reach the right module."),
            .consequence("The identifier is how the app addresses a module: a push by its sender, a link by the identifier "
                + "in its path (the continuity page's URL shapes), a Tecton call by its module identifier (the method page). "
                + "Two entries with one identifier leave one of the modules unreachable, or hand what was meant for it to the "
                + "other."),
        ],
        judgedBy: .identifierUnique)

    package static let onePackageName = AppClause(
        "APP-SETTINGS-ONE-PACKAGE", .app, .recommended,
        section: "Step 2: Configure Module Settings",
        statement: "The settings.json entries of the package's modules that give a packageName all give the same one.",
        hint: "Give every entry of the package's modules the package's one name as packageName; check the spelling of the "
            + "entry that differs.",
        basis: [
            .page("Step 2: Configure Module Settings",
                "The page's module entry names the Swift package the module comes from in packageName."),
            .page("Update Module's pushServiceClassName",
                "The page's entry for the demo module gives the package's name, the one its other entries give."),
            .consequence("One package has one name, so two spellings among its own entries mean one is wrong; the kit sets "
                + "other packages' entries apart by packageName, so a misspelt one is only told here. The page states no "
                + "rule for the field, so the clause is recommended."),
        ],
        judgedBy: .onePackageName)

    // MARK: The app's Info.plist and entitlements

    package static let backgroundMode = AppClause(
        "APP-BACKGROUND-REMOTE", .app, .required,
        section: "Troubleshooting",
        statement: "When the package has a push lifecycle module, the app's Info.plist lists remote-notification among "
            + "its UIBackgroundModes.",
        hint: "In the app target's Signing & Capabilities, add Background Modes and tick Remote notifications (Info.plist: "
            + "UIBackgroundModes with remote-notification).",
        basis: [
            .page("Troubleshooting",
                "When no device token arrives, the page says to make sure remote-notification is among the "
                    + "UIBackgroundModes."),
            .apple("Pushing background updates to your App",
                "A background notification wakes the app only when it has the remote notifications background mode."),
            .consequence("Without the mode iOS does not wake the app for a silent notification, so the module's "
                + "didReceiveRemoteNotification is never called for one."),
        ],
        judgedBy: .backgroundMode, requires: [.pushLifecycleModule])

    package static let apsEnvironment = AppClause(
        "APP-APS-ENVIRONMENT", .app, .required,
        section: "Troubleshooting",
        statement: "When the package has a push lifecycle module, the app's entitlements give aps-environment as "
            + "development or production.",
        hint: "Add the Push Notifications capability to the app target; Xcode writes aps-environment into its entitlements.",
        basis: [
            .page("Troubleshooting",
                "When no device token arrives, the page says to check the APS environment in the entitlements, development "
                    + "or production."),
            .apple("aps-environment",
                "The entitlement tells the app's push environment, development or production."),
            .consequence("Without the entitlement the app's registration for remote notifications fails, so no device "
                + "token reaches the module and no notification reaches the device."),
        ],
        judgedBy: .apsEnvironment, requires: [.pushLifecycleModule])

    // MARK: The extensions' Info.plist files

    package static let extensionPoint = AppClause(
        "APP-EXTENSION-POINT", .app, .required,
        section: "Troubleshooting",
        statement: "The service extension's and the content extension's Info.plist, when a module has that extension, "
            + "declare the user-notification extension point of their kind.",
        hint: "Make the extension targets from Xcode's Notification Service Extension and Notification Content Extension "
            + "templates; NSExtension › NSExtensionPointIdentifier must be com.apple.usernotifications.service and "
            + "com.apple.usernotifications.content-extension.",
        basis: [
            .page("Troubleshooting",
                "When an extension is not triggered or not shown, the page says to check that its extension target "
                    + "exists in the Xcode project; the page does not name the Info.plist key, which Apple's documentation "
                    + "gives."),
            .apple("NSExtensionPointIdentifier",
                "An app extension's Info.plist names the extension point it serves, which decides when iOS runs it."),
            .consequence("An extension target declared for another extension point is never run for a notification, so "
                + "the module's service or content extension is never called."),
        ],
        judgedBy: .extensionPoint)

    package static let contentCategories = AppClause(
        "APP-CONTENT-CATEGORY", .app, .required,
        section: "Add Push Content Category",
        statement: "The content extension's Info.plist lists, under UNNotificationExtensionCategory, every category the "
            + "module declares for its content extension.",
        hint: "In the content extension's Info.plist, under NSExtension › NSExtensionAttributes, add each of the module's "
            + "categories to UNNotificationExtensionCategory (a string, or an array for several).",
        basis: [
            .page("Add Push Content Category",
                "Adding the module's category under the content extension's NSExtensionAttributes is a mandatory step, "
                    + "and notifications must be sent with that same category."),
            .page("Troubleshooting",
                "When the content extension does not show, the page says to configure UNNotificationExtensionCategory in "
                    + "the extension's Info.plist."),
            .apple("UNNotificationContentExtension",
                "iOS runs a content extension only for notifications whose category its Info.plist lists."),
            .consequence("A notification of a category the Info.plist lacks is shown with the default interface: the "
                + "module's content extension is never called for it."),
        ],
        judgedBy: .contentCategories, requires: [.contentExtensionModule, .contentCategoriesDeclared])

    /// Every app-configuration clause, in catalog order.
    package static let all: [AppClause] = [entryEnabled, entryNames, identifierUnique, onePackageName, backgroundMode, apsEnvironment, extensionPoint, contentCategories]

    /// The contract's line in the registry.
    package static let entry = ContractRegistry.Entry(.app, all, moduleKinds: [], section: nil, packageSection: AppSection.section,
                                                     plan: AppPlanning.plan) { _ in
        // Files read before the run: nothing is awaited.
        .seconds(1)
    }
}
