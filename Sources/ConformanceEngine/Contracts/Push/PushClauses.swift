extension Contract {
    /// Push lifecycle, sender targeting and extensions ("iOS - Push Lifecycle Module").
    public static let push = Contract("push", pageTitle: "iOS - Push Lifecycle Module")
}

/// A push clause with its judgement and requirements.
package typealias PushClause = JudgedClause<PushJudgement, PushRequirement>

/// The clauses of the push contract: sender targeting, lifecycle callbacks, extensions and settings.
package enum PushClauses {
    // MARK: Sender

    package static let senderPresent = PushClause(
        "PUSH-SENDER-PRESENT", .push, .required, since: "25.7.0",
        section: "Method Details",
        statement: "Every push lifecycle, service extension and content extension module names a non-nil sender.",
        hint: "Implement `static var sender: PushSender?` and return your module's sender, not the default nil.",
        judgedBy: .declaration(.senderPresent))

    package static let senderWellFormed = PushClause(
        "PUSH-SENDER-WELLFORMED", .push, .required, since: "25.7.0",
        section: "Setup PushSender Identifier",
        statement: "A sender id is non-empty and holds no whitespace or control characters, since payloads must match it exactly.",
        hint: "Look for a trailing space or newline in the id string, or an id built from a value that can be empty.",
        judgedBy: .declaration(.senderWellFormed), requires: [.sender])

    package static let senderForm = PushClause(
        "PUSH-SENDER-FORM", .push, .recommended, since: "25.7.0",
        section: "Setup PushSender Identifier",
        statement: "A sender id has the form com.q2.mobile.module.<name>.",
        hint: "Use com.q2.mobile.module. followed by your module's unique name.",
        judgedBy: .declaration(.senderForm), requires: [.sender])

    package static let senderConsistent = PushClause(
        "PUSH-SENDER-CONSISTENT", .push, .recommended, since: "25.7.0",
        section: "Rich Push Notification - Service Extension",
        statement: "A module's lifecycle, service extension and content extension modules name the same sender.",
        hint: "Share one PushSender constant between the module's push types.",
        judgedBy: .declaration(.senderConsistent), requires: [.twoSenders])

    package static let senderUnique = PushClause(
        "PUSH-SENDER-UNIQUE", .push, .required, since: "25.7.0",
        section: "Overview",
        statement: "No two modules of one app name the same sender id.",
        hint: "Give each module its own com.q2.mobile.module.<name> id; the report names both modules that collide.",
        judgedBy: .declaration(.senderUnique), requires: [.sender])

    package static let senderRouted = PushClause(
        "PUSH-SENDER-ROUTED", .push, .required, since: "25.7.0",
        section: "Runtime Resolution",
        statement: "In a host that routes as the app does, a payload naming the module's sender exactly reaches that module "
            + "alone, and a near miss of it falls back to every push module.",
        hint: "Return the same sender every time it is read: compute it from a constant, not from state or a random value.",
        judgedBy: .routing, requires: [.sender, .nearMissDiffers])

    // MARK: Lifecycle callbacks

    package static let categoriesValid = PushClause(
        "PUSH-CATEGORIES-VALID", .push, .required,
        section: "Method Details",
        statement: "getNotificationCategories returns nil or categories whose identifiers are non-empty and distinct.",
        hint: "Return nil when the module has no categories; give every category a non-empty identifier.",
        judgedBy: .declaration(.categoriesValid))

    package static let categoriesUnique = PushClause(
        "PUSH-CATEGORIES-UNIQUE", .push, .required,
        section: "Method Details",
        statement: "No two modules of one app register a category with the same identifier.",
        hint: "Prefix category identifiers with the module's name; the report names both modules that collide.",
        judgedBy: .declaration(.categoriesUnique))

    package static let silentWithinBudget = PushClause(
        "PUSH-SILENT-BUDGET", .push, .required,
        section: "Method Details",
        statement: "The silent-notification callback returns within the budget.",
        hint: "Do not wait on network or locks without a timeout in application(_:didReceiveRemoteNotification:).",
        judgedBy: .payload(.returnsWithinBudget, [.silent]))

    package static let presentWithinBudget = PushClause(
        "PUSH-PRESENT-BUDGET", .push, .required,
        section: "Method Details",
        statement: "The foreground-presentation callback returns within the budget.",
        hint: "Decide presentation from the notification alone; return nil for the default.",
        judgedBy: .payload(.returnsWithinBudget, [.willPresent]))

    package static let tapWithinBudget = PushClause(
        "PUSH-TAP-BUDGET", .push, .required,
        section: "Method Details",
        statement: "The notification-tap callback returns within the budget.",
        hint: "Start long work in a task of its own instead of awaiting it in userNotificationCenter(_:didReceive:).",
        judgedBy: .payload(.returnsWithinBudget, [.tap]))

    package static let foreignNoDecision = PushClause(
        "PUSH-FOREIGN-NO-DECISION", .push, .recommended,
        section: "Best Practices",
        statement: "For a notification whose sender is another module's, the silent and foreground callbacks answer nil.",
        hint: "Check the payload's sender before acting, and answer nil (no decision) for other modules' notifications.",
        judgedBy: .payload(.answersNil, [.silent, .willPresent]), requires: [.answered])

    package static let registrationSurvives = PushClause(
        "PUSH-REGISTRATION-SURVIVES", .push, .required,
        section: "Method Details",
        statement: "The registration callbacks return normally for device tokens of any length and for any error.",
        hint: "Do not assume a 32-byte token or force-cast the registration error.",
        judgedBy: .registration(.survives))

    package static let tokenHex = PushClause(
        "PUSH-TOKEN-HEX", .push, .required,
        section: "Quick Start Guide",
        statement: "The module's device-token formatter gives lowercase hex, two digits per byte, nothing else.",
        hint: "Format each byte with %02x (or %.2hhx) and join without separators.",
        judgedBy: .registration(.formatsHex), requires: [.tokenFormatter])

    package static let hostileSurvived = PushClause(
        "PUSH-HOSTILE-SURVIVES", .push, .required,
        section: "Best Practices",
        statement: "Every push callback returns normally for hostile payloads: wrong types at every key, very long strings, "
            + "deep nesting, a non-string sender, a missing aps.",
        hint: "Read the payload with conditional casts (as?) only; never force-cast or force-unwrap payload values.",
        judgedBy: .payload(.survives, Set(PushCallback.allCases)))

    // MARK: Service extension

    package static let serviceForeignUnchanged = PushClause(
        "PUSH-SVC-FOREIGN-UNCHANGED", .push, .required,
        section: "Rich Push Notification - Service Extension",
        statement: "For a payload with another module's sender or no sender, the service extension delivers the original content unchanged.",
        hint: "Compare the payload's sender with your own before changing anything; pass request.content through otherwise.",
        judgedBy: .payload(.deliversOriginal, [.serviceExtension]), requires: [.delivered])

    package static let serviceOwnModified = PushClause(
        "PUSH-SVC-OWN-MODIFIED", .push, .required,
        section: "Rich Push Notification - Service Extension",
        statement: "For a payload with the module's own sender and a well-formed data.<key> payload, the service extension "
            + "delivers modified content that keeps something to show (a title or body where the original had one) and the payload.",
        hint: "Check the payload key the module reads (data.<key>) and that the parsed values are written to the mutable copy.",
        judgedBy: .payload(.deliversModified, [.serviceExtension]), requires: [.delivered])

    package static let serviceMalformedOriginal = PushClause(
        "PUSH-SVC-MALFORMED-ORIGINAL", .push, .required,
        section: "Rich Push Notification - Service Extension",
        statement: "For the module's own sender with malformed or wrongly typed data, the service extension delivers the original content.",
        hint: "When the payload does not decode, call the content handler with request.content, not a half-changed copy.",
        judgedBy: .payload(.deliversOriginal, [.serviceExtension]), requires: [.delivered])

    package static let serviceHandlerOnce = PushClause(
        "PUSH-SVC-HANDLER-ONCE", .push, .required,
        section: "Performance:",
        statement: "The service extension calls its content handler exactly once per notification, within the budget "
            + "(the page allows under 30 seconds).",
        hint: "Follow every path of didReceive to exactly one content handler call, including early returns and downloads.",
        judgedBy: .payload(.deliversOnce, [.serviceExtension]))

    package static let serviceExpireOnce = PushClause(
        "PUSH-SVC-EXPIRE-ONCE", .push, .required,
        section: "Rich Push Notification - Service Extension",
        statement: "When time runs out after didReceive, even before an attachment download finished, the content is "
            + "delivered exactly once in all, nothing crashes, and what is delivered is the original or the module's best "
            + "attempt, never a blank notification or one without its payload.",
        hint: "Store the request in didReceive, and let either the download or serviceExtensionTimeWillExpire deliver, not both; "
            + "on expiry deliver the content you have (or request.content), never a new empty one.",
        judgedBy: .payload(.expiresOnce, [.expire]))

    // MARK: Content extension

    package static let contentSurvives = PushClause(
        "PUSH-CONTENT-SURVIVES", .push, .required,
        section: "Rich Push Notification - Content Extension",
        statement: "The content extension's didReceive returns normally for foreign and malformed notifications.",
        hint: "Read the notification's content with conditional casts and show a fallback for anything unexpected.",
        judgedBy: .payload(.survives, [.contentExtension]))

    package static let contentCategories = PushClause(
        "PUSH-CONTENT-CATEGORIES", .push, .required,
        section: "Add Push Content Category",
        statement: "A content extension declares at least one category, each non-empty, so that the host can ever show it.",
        hint: "List the UNNotificationExtensionCategory values of the extension's Info.plist in the conformance declaration.",
        judgedBy: .declaration(.contentCategories))

    // MARK: settings.json

    package static let settingsPush = PushClause(
        "PUSH-SETTINGS-PUSH", .push, .required,
        section: "Step 2: Configure Module Settings",
        statement: "The settings entry of a module with a push lifecycle module has \"push\": true.",
        hint: "Add \"push\": true to the module's settings.json entry.",
        judgedBy: .settings(.push), requires: [.settingsEntry])

    package static let settingsClassName = PushClause(
        "PUSH-SETTINGS-CLASSNAME", .push, .required,
        section: "Step 2: Configure Module Settings",
        statement: "The settings entry's className names the module's push lifecycle class.",
        hint: "Set className to the class name exactly, without the module (package) prefix.",
        judgedBy: .settings(.className))

    package static let settingsExtensions = PushClause(
        "PUSH-SETTINGS-EXTENSIONS", .push, .required,
        section: "Update Module's pushServiceClassName",
        statement: "pushServiceClassName and pushContentClassName name the module's extension classes when it ships them, "
            + "and are absent when it does not.",
        hint: "Set or remove pushServiceClassName and pushContentClassName to match the extension classes the module ships.",
        judgedBy: .settings(.extensions))

    package static let settingsIdentifier = PushClause(
        "PUSH-SETTINGS-IDENTIFIER", .push, .required,
        section: "Step 2: Configure Module Settings",
        statement: "The settings entry has a non-empty identifier.",
        hint: "Add the identifier Q2 assigned to the module.",
        judgedBy: .settings(.identifier), requires: [.settingsEntry])

    package static let settingsIdentifierIsSender = PushClause(
        "PUSH-SETTINGS-IDENTIFIER-SENDER", .push, .recommended,
        section: "Update Module's pushServiceClassName",
        statement: "The settings entry's identifier equals the module's sender id.",
        hint: "Use the same com.q2.mobile.module.<name> string for identifier and sender.",
        judgedBy: .settings(.identifierIsSender), requires: [.settingsEntry, .settingsIdentifier, .sender])

    /// Every push clause, in catalog order.
    package static let all: [PushClause] = [
        senderPresent, senderWellFormed, senderForm, senderConsistent, senderUnique, senderRouted,
        categoriesValid, categoriesUnique, silentWithinBudget, presentWithinBudget, tapWithinBudget, foreignNoDecision,
        registrationSurvives, tokenHex, hostileSurvived,
        serviceForeignUnchanged, serviceOwnModified, serviceMalformedOriginal, serviceHandlerOnce, serviceExpireOnce,
        contentSurvives, contentCategories,
        settingsPush, settingsClassName, settingsExtensions, settingsIdentifier, settingsIdentifierIsSender,
    ]

    /// The contract's line in the registry.
    package static let entry = ContractRegistry.Entry(.push, all, referenceKinds: ["push.senderIDs", "push.invocation"],
                                                     moduleKinds: [.pushLifecycle, .pushServiceExtension, .pushContentExtension],
                                                     section: PushSection.section, plan: PushPlanning.plan,
                                                     defaultOptions: { ConformanceOptions.pushDefaults }) { options in
        // A callback, or a service extension: its didReceive and the wait for a delivery share the patience (an expiry
        // case waits for each in full), then the expiry call, the wait for its delivery and a watch for a second one.
        max(options.callbackBudget + options.handlerBudget,
            min(options.serviceExtensionPatience, options.serviceExtensionBudget) * 2 + options.handlerBudget * 3)
    }
}
