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
        basis: [
            .page("Method Details",
                "From 25.7.0 the static sender is required: it gives the module's unique identifier, which MobileCore "
                    + "uses to route notifications."),
            .page("Extension Protocols",
                "The service extension and content extension protocols declare the static sender too."),
            .consequence("A module with a nil sender can never be targeted: a payload naming it matches no module and "
                + "falls back to the legacy delivery."),
        ],
        judgedBy: .declaration(.senderPresent))

    package static let senderWellFormed = PushClause(
        "PUSH-SENDER-WELLFORMED", .push, .recommended, since: "25.7.0",
        section: "Setup PushSender Identifier",
        statement: "A sender id is non-empty and holds no whitespace or control characters, since payloads must match it "
            + "exactly.",
        hint: "Look for a trailing space or newline in the id string, or an id built from a value that can be empty.",
        basis: [
            .page("Setup PushSender Identifier",
                "Each module creates one unique identifier of the form com.q2.mobile.module.{name}."),
            .page("Troubleshooting",
                "The sender id has to match character for character between the payload and the module."),
        ],
        judgedBy: .declaration(.senderWellFormed), requires: [.sender])

    package static let senderForm = PushClause(
        "PUSH-SENDER-FORM", .push, .recommended, since: "25.7.0",
        section: "Setup PushSender Identifier",
        statement: "A sender id has the form com.q2.mobile.module.<name>.",
        hint: "Use com.q2.mobile.module. followed by your module's unique name.",
        basis: [
            .page("Setup PushSender Identifier",
                "The page's identifier is com.q2.mobile.module. followed by the module's unique name."),
        ],
        judgedBy: .declaration(.senderForm), requires: [.sender])

    package static let senderConsistent = PushClause(
        "PUSH-SENDER-CONSISTENT", .push, .recommended, since: "25.7.0",
        section: "Setup PushSender Identifier",
        statement: "A module's lifecycle, service extension and content extension modules name the same sender.",
        hint: "Share one PushSender constant between the module's push types.",
        basis: [
            .page("Setup PushSender Identifier",
                "The page defines one moduleSender per module, and its lifecycle, service extension and content extension "
                    + "samples all return it."),
            .page("Runtime Resolution",
                "A payload whose sender matches a module is handled by that module only."),
        ],
        judgedBy: .declaration(.senderConsistent), requires: [.twoSenders])

    package static let senderUnique = PushClause(
        "PUSH-SENDER-UNIQUE", .push, .required, since: "25.7.0",
        section: "Overview",
        statement: "No two modules of one app name the same sender id.",
        hint: "Give each module its own com.q2.mobile.module.<name> id; the report names both modules that collide.",
        basis: [
            .page("Overview",
                "Every module has to expose its own unique identifier so that notifications are routed correctly."),
            .page("Runtime Resolution",
                "MobileCore hands a payload to the module whose sender matches the payload's sender."),
            .consequence("With two modules on one id, a payload naming it cannot reach the intended module alone, so the "
                + "other module may handle or alter it."),
        ],
        judgedBy: .declaration(.senderUnique), requires: [.sender])

    package static let senderRouted = PushClause(
        "PUSH-SENDER-ROUTED", .push, .required, since: "25.7.0",
        section: "Runtime Resolution",
        statement: "In a host that routes as the app does, a payload naming the module's sender exactly reaches that "
            + "module "
            + "alone, and a near miss of it falls back to every push module.",
        hint: "Return the same sender every time it is read: compute it from a constant, not from state or a random value.",
        basis: [
            .page("Runtime Resolution",
                "MobileCore reads the payload's sender; a matching module alone handles the notification, and without a "
                    + "match delivery falls back to the legacy way."),
            .page("Troubleshooting",
                "The sender id has to match character for character between the payload and the module."),
            .consequence("A sender that changes between reads never equals the id the backend put in the payload, so the "
                + "module's targeted notifications fall back to legacy delivery."),
        ],
        judgedBy: .routing, requires: [.sender, .nearMissDiffers])

    // MARK: Lifecycle callbacks

    package static let categoriesValid = PushClause(
        "PUSH-CATEGORIES-VALID", .push, .required,
        section: "Method Details",
        statement: "getNotificationCategories returns nil or categories whose identifiers are non-empty and distinct.",
        hint: "Return nil when the module has no categories; give every category a non-empty identifier.",
        basis: [
            .page("Method Details",
                "getNotificationCategories gives the categories, with their interactive actions, that the app registers "
                    + "at launch, or nil when there are none."),
            .apple("setNotificationCategories(_:)",
                "The app registers all of its categories at once at launch, each identified by its identifier string."),
            .apple("UNNotificationCategory",
                "A remote notification picks its category by putting that category's identifier in the aps category key."),
            .consequence("A category with an empty identifier can never be named by a payload, and of two sharing an "
                + "identifier only one can apply, so the module's buttons do not appear."),
        ],
        judgedBy: .declaration(.categoriesValid))

    package static let categoriesUnique = PushClause(
        "PUSH-CATEGORIES-UNIQUE", .push, .required,
        section: "Method Details",
        statement: "No two modules of one app register a category with the same identifier.",
        hint: "Prefix category identifiers with the module's name; the report names both modules that collide.",
        basis: [
            .page("Method Details",
                "Each push module gives the categories it needs, and the app registers them at launch."),
            .apple("setNotificationCategories(_:)",
                "The app registers all of its categories at once at launch, each identified by its identifier string."),
            .consequence("When two modules register one identifier only one category can apply, so one module's "
                + "notifications show the other module's buttons or none."),
        ],
        judgedBy: .declaration(.categoriesUnique))

    package static let silentWithinBudget = PushClause(
        "PUSH-SILENT-BUDGET", .push, .required,
        section: "Method Details",
        statement: "The silent-notification callback returns within the time iOS gives a background notification (30 s).",
        hint: "Do not wait on network or locks without a timeout in application(_:didReceiveRemoteNotification:).",
        basis: [
            .page("Method Details",
                "The silent-notification callback handles background refresh pushes and answers with a "
                    + "UIBackgroundFetchResult."),
            .apple("application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
                "An app woken for a background notification gets about half a minute before it must report its result; "
                    + "iOS ends an app that runs over, and wakes a slow one less often."),
            .consequence("A callback still running when the 30 seconds end makes the app miss iOS's deadline, so iOS "
                + "terminates it and may wake it less often for later silent pushes."),
        ],
        judgedBy: .payload(.returnsWithinBudget, [.silent]))

    package static let presentWithinBudget = PushClause(
        "PUSH-PRESENT-BUDGET", .push, .required,
        section: "Method Details",
        statement: "The foreground-presentation callback returns within the budget.",
        hint: "Decide presentation from the notification alone; return nil for the default.",
        basis: [
            .page("Method Details",
                "For a notification that arrives while the app is in front, the callback returns the presentation "
                    + "options, or nil for the default."),
            .apple("userNotificationCenter(_:willPresent:withCompletionHandler:)",
                "iOS asks the app how to present a notification that arrives in the foreground; the answer is the options "
                    + "passed to the completion handler."),
            .consequence("Until the module returns, the SDK has no options to give iOS, so a callback that never returns "
                + "keeps the foreground notification from being shown."),
        ],
        judgedBy: .payload(.returnsWithinBudget, [.willPresent]))

    package static let tapWithinBudget = PushClause(
        "PUSH-TAP-BUDGET", .push, .required,
        section: "Method Details",
        statement: "The notification-response callback returns within the budget for a tap, a dismissal, and every action "
            + "of every category the module returns.",
        hint: "Start long work in a task of its own instead of awaiting it in userNotificationCenter(_:didReceive:).",
        basis: [
            .page("Method Details",
                "The response callback handles taps and action-button presses, to navigate or act on what the user chose."),
            .apple("Handling notifications and notification-related actions",
                "Choosing an action launches the app in the background and calls the response method; the app must expect "
                    + "system actions such as a dismissal too."),
            .apple("UNNotificationDismissActionIdentifier",
                "A dismissal is reported only for categories created with the customDismissAction option."),
            .consequence("The SDK can finish the system's handling of the user's tap, dismissal or button only when the "
                + "module returns; a handler that never returns leaves that response unfinished."),
        ],
        judgedBy: .payload(.returnsWithinBudget, [.tap]))

    package static let foreignNoDecision = PushClause(
        "PUSH-FOREIGN-NO-DECISION", .push, .recommended,
        section: "Best Practices",
        statement: "For a notification whose sender is another module's, the silent and foreground callbacks answer nil.",
        hint: "Check the payload's sender before acting, and answer nil (no decision) for other modules' notifications.",
        basis: [
            .page("Best Practices",
                "Check who sent a notification before acting on it."),
            .page("Method Details",
                "The foreground callback may answer nil to leave the presentation to the default."),
            .page("Runtime Resolution",
                "Without a matching sender the app falls back to the legacy delivery, in which a module can see "
                    + "notifications that are not its own."),
        ],
        judgedBy: .payload(.answersNil, [.silent, .willPresent]), requires: [.answered])

    package static let registrationSurvives = PushClause(
        "PUSH-REGISTRATION-SURVIVES", .push, .required,
        section: "Method Details",
        statement: "The registration callbacks return normally for device tokens of any length and for any error.",
        hint: "Do not assume a 32-byte token or force-cast the registration error.",
        basis: [
            .page("Method Details",
                "The registration callbacks receive the device token data, or the registration error with its details."),
            .consequence("A trap on an unexpected token length or error type terminates the app while it registers for "
                + "notifications at launch."),
        ],
        judgedBy: .registration(.survives))

    package static let longLived = PushClause(
        "PUSH-LONG-LIVED", .push, .required,
        section: "Method Details",
        statement: "One instance, the first its process makes, registered for notifications and then delivered the payload "
            + "cases again and again in a shuffled order while the app's user signs in and out, returns from each silent, "
            + "foreground and tap callback within its budget and answers nil exactly when a fresh instance does with the user in the "
            + "same state.",
        hint: "Look for state the module keeps from registration or from earlier notifications: a wait on it, a lock, or "
            + "a decision that changes with what came before.",
        basis: [
            .page("Method Details",
                "The same lifecycle module receives the registration callbacks and then every notification's callbacks."),
            .consequence("The app keeps one instance of a module for its whole life: it registers at launch, then hands it "
                + "every notification, while each other check asks a new instance once; a callback that stops returning "
                + "after registration, or after some notifications, hangs the app's notification handling there only."),
        ],
        judgedBy: .longLived)

    package static let tokenHex = PushClause(
        "PUSH-TOKEN-HEX", .push, .recommended,
        section: "Quick Start Guide",
        statement: "The module's device-token formatter gives lowercase hex, two digits per byte, nothing else.",
        hint: "Format each byte with %02x (or %.2hhx) and join without separators.",
        basis: [
            .page("Quick Start Guide",
                "The page's sample turns the device token into two lowercase hex digits per byte, joined, before sending "
                    + "it to the backend."),
            .page("Send Notification using Apple Cloud Console",
                "The page's test copies the token the registration callback logged into Apple's push console."),
        ],
        judgedBy: .registration(.formatsHex), requires: [.tokenFormatter])

    package static let hostileSurvived = PushClause(
        "PUSH-HOSTILE-SURVIVES", .push, .required,
        section: "Best Practices",
        statement: "Every push callback returns normally for hostile payloads: wrong types at every key, very long "
            + "strings, "
            + "deep nesting, a non-string sender, a missing aps.",
        hint: "Read the payload with conditional casts (as?) only; never force-cast or force-unwrap payload values.",
        basis: [
            .page("Best Practices",
                "Clean payload values before using them, and check the sender before acting on a notification."),
            .consequence("A force-cast on a payload value traps on the first malformed push, terminating the app when the "
                + "push arrives or is tapped."),
        ],
        judgedBy: .payload(.survives, Set(PushCallback.allCases)))

    // MARK: Service extension

    package static let serviceForeignUnchanged = PushClause(
        "PUSH-SVC-FOREIGN-UNCHANGED", .push, .required,
        section: "Rich Push Notification - Service Extension",
        statement: "For a payload with another module's sender or no sender, the service extension delivers the original "
            + "content unchanged.",
        hint: "Compare the payload's sender with your own before changing anything; pass request.content through "
            + "otherwise.",
        basis: [
            .page("Rich Push Notification - Service Extension",
                "The sample compares the payload's sender with its own id and passes the original content on when the "
                    + "notification is not for it."),
            .page("Best Practices",
                "Check who sent a notification before acting on it."),
            .apple("didReceive(_:withContentHandler:)",
                "An extension that decides not to change a notification calls the handler with the request's original "
                    + "content."),
            .consequence("Changing a notification meant for another module, or a legacy one without sender, shows the "
                + "user this module's text on someone else's message."),
        ],
        judgedBy: .payload(.deliversOriginal, [.serviceExtension]), requires: [.delivered])

    package static let serviceOwnModified = PushClause(
        "PUSH-SVC-OWN-MODIFIED", .push, .required,
        section: "Rich Push Notification - Service Extension",
        statement: "For a payload with the module's own sender and a well-formed data.<key> payload, the service extension "
            + "delivers modified content that keeps something to show (a title or body where the original had one) and "
            + "the payload.",
        hint: "Check the payload key the module reads (data.<key>), that the parsed values are written to the mutable "
            + "copy, and that the declared payloadExamples give each field the JSON type the module decodes (a number, "
            + "not a string of digits).",
        basis: [
            .page("Rich Push Notification - Service Extension",
                "The service extension module gets the chance to change a notification's content before it is presented."),
            .page("Send Notification",
                "The page's test sends a payload with the module's sender and data and expects the delivered notification "
                    + "to show the changed content."),
            .apple("didReceive(_:withContentHandler:)",
                "An extension may change the alert text but not remove it; content left without alert text is ignored and "
                    + "the original is shown."),
            .consequence("If the module leaves its own notification unchanged the user sees the raw server text; if it "
                + "drops the payload, a tap brings the module no data to act on."),
        ],
        judgedBy: .payload(.deliversModified, [.serviceExtension]), requires: [.delivered])

    package static let serviceMalformedOriginal = PushClause(
        "PUSH-SVC-MALFORMED-ORIGINAL", .push, .required,
        section: "Rich Push Notification - Service Extension",
        statement: "For the module's own sender with malformed or wrongly typed data, the service extension delivers the "
            + "original content.",
        hint: "When the payload does not decode, call the content handler with request.content, not a half-changed copy.",
        basis: [
            .page("Rich Push Notification - Service Extension",
                "When the custom payload cannot be parsed, the sample delivers the original content."),
            .page("Best Practices",
                "Handle errors and fall back to something sensible."),
            .consequence("A half-filled copy shows the user a notification with parts of its text missing or replaced, "
                + "instead of the server's message."),
        ],
        judgedBy: .payload(.deliversOriginal, [.serviceExtension]), requires: [.delivered])

    package static let serviceHandlerOnce = PushClause(
        "PUSH-SVC-HANDLER-ONCE", .push, .required,
        section: "Best Practices",
        statement: "The service extension calls its content handler exactly once per notification, within the budget "
            + "(the page allows under 30 seconds).",
        hint: "Follow every path of didReceive to exactly one content handler call, including early returns and downloads.",
        basis: [
            .page("Best Practices",
                "A service extension should finish its work in less than 30 seconds."),
            .apple("didReceive(_:withContentHandler:)",
                "The extension has no more than 30 seconds to call the content handler; after that iOS calls the expiry "
                    + "method and then shows the original content."),
            .consequence("An extension that does not deliver holds the notification back until iOS's limit runs out, and "
                + "the user then gets it late and without the module's changes."),
        ],
        judgedBy: .payload(.deliversOnce, [.serviceExtension]))

    package static let serviceExpireOnce = PushClause(
        "PUSH-SVC-EXPIRE-ONCE", .push, .required,
        section: "Best Practices",
        statement: "When time runs out after didReceive, even before an attachment download finished, the content is "
            + "delivered exactly once in all, counting a download that finishes later (watched until the extension lets go "
            + "of its content handler or its 30 seconds are over), nothing crashes, and what is delivered is the original "
            + "or the module's best attempt, never a blank notification or one without its payload.",
        hint: "Store the request in didReceive, and let either the download or serviceExtensionTimeWillExpire deliver, "
            + "not both (take the handler and set it to nil, so the later one finds none); "
            + "on expiry deliver the content you have (or request.content), never a new empty one.",
        basis: [
            .page("Best Practices",
                "Service extensions should handle running out of time."),
            .page("Troubleshooting",
                "When the service extension seems not to work, check that its timeout handling is in place."),
            .apple("serviceExtensionTimeWillExpire()",
                "When didReceive takes too long iOS calls this on another thread as a last chance to deliver, perhaps "
                    + "fallback content; otherwise the original is shown."),
            .apple("Modifying content in newly delivered notifications",
                "Once the expiry method is called, the extension must hand back whatever content it has at once."),
            .consequence("Content delivered without the payload's userInfo loses the sender and data, so a tap on the "
                + "notification gives the module nothing to route or act on."),
        ],
        judgedBy: .payload(.expiresOnce, [.expire]))

    // MARK: Content extension

    package static let contentSurvives = PushClause(
        "PUSH-CONTENT-SURVIVES", .push, .required,
        section: "Rich Push Notification - Content Extension",
        statement: "The content extension's didReceive returns normally for foreign and malformed notifications.",
        hint: "Read the notification's content with conditional casts and show a fallback for anything unexpected.",
        basis: [
            .page("Best Practices",
                "Clean payload values before putting them on screen."),
            .page("Rich Push Notification - Content Extension",
                "The content extension shows the notification's content in its own view controller when the user expands "
                    + "it."),
            .consequence("A trap in didReceive ends the extension, so the user who long-presses the notification never "
                + "gets the module's custom view."),
        ],
        judgedBy: .payload(.survives, [.contentExtension]))

    package static let contentLongLived = PushClause(
        "PUSH-CONTENT-LONG-LIVED", .push, .required,
        section: "Rich Push Notification - Content Extension",
        statement: "One content extension instance, shown the content extension's payload cases again and again in a "
            + "shuffled order (each also in every category the module declares), returns normally from every didReceive.",
        hint: "Look for state the view controller keeps from earlier notifications: a counter, a list that grows, a value "
            + "unwrapped with ! that only the first notification sets.",
        basis: [
            .page("Rich Push Notification - Content Extension",
                "The content extension shows the notification's content in its own view controller when the user expands "
                    + "it."),
            .apple("didReceive(_:)",
                "The system may call didReceive more than once on one view controller while it is shown: again for each "
                    + "new notification of the same thread."),
            .consequence("A view controller that traps or stops returning after some notifications ends the extension while "
                + "the user is looking at it; each other check shows a new instance a few notifications only."),
        ],
        judgedBy: .contentLongLived)

    package static let contentCategories = PushClause(
        "PUSH-CONTENT-CATEGORIES", .push, .required,
        section: "Add Push Content Category",
        statement: "A content extension declares at least one category, each non-empty, so that the host can ever show it.",
        hint: "List the UNNotificationExtensionCategory values of the extension's Info.plist in the conformance "
            + "declaration.",
        basis: [
            .page("Add Push Content Category",
                "Listing the category under UNNotificationExtensionCategory in the content extension's Info.plist is "
                    + "mandatory, and payloads must carry that category or the extension never launches."),
            .apple("UNNotificationContentExtension",
                "UNNotificationExtensionCategory is a required Info.plist key naming the category identifiers the "
                    + "extension presents."),
            .consequence("An extension without a category is never chosen for any notification, so its custom view never "
                + "appears."),
        ],
        judgedBy: .declaration(.contentCategories))

    package static let contentCategoryRegistered = PushClause(
        "PUSH-CONTENT-CATEGORY-REGISTERED", .push, .recommended,
        section: "Add Push Content Category",
        statement: "When the package's push lifecycle modules register categories, each category a content extension declares "
            + "is one of them, spelt the same.",
        hint: "Spell the content category the same in the extension's Info.plist, the conformance declaration, the payloads "
            + "and getNotificationCategories(); the report names the nearest registered category.",
        basis: [
            .page("Add Push Content Category",
                "The category listed in the content extension's Info.plist is the one payloads must carry for the extension "
                    + "to launch."),
            .apple("categoryIdentifier",
                "A notification's category identifier is meant to match the identifier of a category the app registered."),
            .consequence("A category registered under one spelling and declared for the extension under another gives a "
                + "payload the registered actions or the custom view, never both."),
        ],
        judgedBy: .declaration(.contentCategoryRegistered))

    // MARK: settings.json

    package static let settingsPush = PushClause(
        "PUSH-SETTINGS-PUSH", .push, .required,
        section: "Step 2: Configure Module Settings",
        statement: "The settings entry of a module with a push lifecycle module has \"push\": true.",
        hint: "Add \"push\": true to the module's settings.json entry.",
        basis: [
            .page("Step 2: Configure Module Settings",
                "A module turns on push notifications with push set to true in its settings.json entry."),
            .page("Troubleshooting",
                "When a module gets no notifications, the page says to check push true and the className in "
                    + "settings.json."),
            .consequence("Without it the module receives no push callbacks at all."),
        ],
        judgedBy: .settings(.push), requires: [.settingsEntry])

    package static let settingsAppPush = PushClause(
        "PUSH-SETTINGS-APP-PUSH", .push, .required,
        section: "Enable Push Notification Permission Popup",
        statement: "The settings.json of an app with a push module (a lifecycle module or an extension) has \"push\": true at "
            + "its top level.",
        hint: "Add \"push\": true at the top of settings.json, beside \"modules\" (the module's entry keeps its own \"push\": true).",
        basis: [
            .page("Enable Push Notification Permission Popup",
                "The page's prerequisite for asking the user's permission is settings.json with push set to true at its top "
                    + "level, beside the modules list."),
            .apple("requestAuthorization(options:completionHandler:)",
                "An app shows alerts, sounds and badges only once the user has granted it authorization."),
            .consequence("Without the app's permission prompt the user never allows notifications: no alert is shown, so "
                + "iOS never runs the module's service or content extension for one."),
        ],
        judgedBy: .settings(.appPush), requires: [.settingsEntry])

    package static let settingsClassName = PushClause(
        "PUSH-SETTINGS-CLASSNAME", .push, .required,
        section: "Step 2: Configure Module Settings",
        statement: "The settings entry's className names the module's push lifecycle class.",
        hint: "Set className to the class name exactly, without the module (package) prefix.",
        basis: [
            .page("Step 2: Configure Module Settings",
                "The settings entry names the push lifecycle class in className."),
            .page("Troubleshooting",
                "A module that gets no notifications should have the right className in settings.json."),
            .consequence("With a wrong className the app cannot create the module, so it never receives push callbacks."),
        ],
        judgedBy: .settings(.className))

    package static let settingsExtensions = PushClause(
        "PUSH-SETTINGS-EXTENSIONS", .push, .required,
        section: "Update Module's pushServiceClassName",
        statement: "pushServiceClassName and pushContentClassName name the module's extension classes when it ships them, "
            + "and are absent when it does not.",
        hint: "Set or remove pushServiceClassName and pushContentClassName to match the extension classes the module "
            + "ships.",
        basis: [
            .page("Update Module's pushServiceClassName",
                "pushServiceClassName in settings.json tells Q2MobileCore the module has a service extension and names "
                    + "its class."),
            .page("Update Module's pushContentClassName",
                "pushContentClassName does the same for the module's content extension."),
            .page("Troubleshooting",
                "When an extension does not run or show, the page says to check pushServiceClassName or "
                    + "pushContentClassName."),
            .consequence("A missing or wrong class name means the app never runs the module's extension, so its "
                + "notifications are not changed or not shown in the custom view."),
        ],
        judgedBy: .settings(.extensions))

    package static let settingsIdentifier = PushClause(
        "PUSH-SETTINGS-IDENTIFIER", .push, .recommended,
        section: "Step 2: Configure Module Settings",
        statement: "The settings entry has a non-empty identifier.",
        hint: "Add the identifier Q2 assigned to the module.",
        basis: [
            .page("Step 2: Configure Module Settings",
                "The page's settings entries carry an identifier of the form com.q2.mobile.module.{name}."),
        ],
        judgedBy: .settings(.identifier), requires: [.settingsEntry])

    package static let settingsIdentifierIsSender = PushClause(
        "PUSH-SETTINGS-IDENTIFIER-SENDER", .push, .recommended, since: "25.7.0",
        section: "Update Module's pushServiceClassName",
        statement: "The settings entry's identifier equals the module's sender id.",
        hint: "Use the same com.q2.mobile.module.<name> string for identifier and sender.",
        basis: [
            .page("Update Module's pushServiceClassName",
                "The page's sample entry uses identifier com.q2.mobile.module.demo, the same form as the sender ids."),
            .page("Setup PushSender Identifier",
                "Sender ids have the form com.q2.mobile.module.{name}."),
        ],
        judgedBy: .settings(.identifierIsSender), requires: [.settingsEntry, .settingsIdentifier, .sender])

    /// Every push clause, in catalog order.
    package static let all: [PushClause] = [
        senderPresent, senderWellFormed, senderForm, senderConsistent, senderUnique, senderRouted,
        categoriesValid, categoriesUnique, silentWithinBudget, presentWithinBudget, tapWithinBudget, foreignNoDecision,
        registrationSurvives, longLived, tokenHex, hostileSurvived,
        serviceForeignUnchanged, serviceOwnModified, serviceMalformedOriginal, serviceHandlerOnce, serviceExpireOnce,
        contentSurvives, contentLongLived, contentCategories, contentCategoryRegistered,
        settingsPush, settingsAppPush, settingsClassName, settingsExtensions, settingsIdentifier, settingsIdentifierIsSender,
    ]

    /// The contract's line in the registry.
    package static let entry = ContractRegistry.Entry(.push, all, referenceKinds: ["push.senderIDs", "push.invocation"],
                                                     moduleKinds: [.pushLifecycle, .pushServiceExtension, .pushContentExtension],
                                                     section: PushSection.section, plan: PushPlanning.plan,
                                                     options: PushOptions.keys) { options in
        // A callback, or a service extension: its didReceive and the wait for a delivery share the patience (an expiry
        // case waits for each in full), then the expiry call and the wait for its delivery; the watch for a late delivery
        // ends at the latest when the extension's process would, the service budget after didReceive.
        max(max(options.callbackBudget, options.silentNotificationBudget) + options.handlerBudget,
            min(options.serviceExtensionPatience, options.serviceExtensionBudget) * 2 + options.handlerBudget * 2,
            options.serviceExtensionBudget + options.handlerBudget)
    }
}
