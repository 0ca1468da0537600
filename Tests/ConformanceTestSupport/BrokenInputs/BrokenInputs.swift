import ConformanceEngine
import Q2ModuleInterfaces

/// Every deliberately broken input, keyed by the clause it breaks: the one registry the two-direction tests,
/// the crash tests and the coverage test read. A new clause adds its broken input here.
public enum BrokenInputs {
    /// The broken input for a clause.
    public static func breaking(_ clause: ClauseID) -> BrokenInput? {
        all.first { $0.breaks == clause }
    }

    /// The inputs whose break crashes the process.
    public static var crashing: [BrokenInput] { all.filter(\.crashes) }

    /// Every broken input, contract by contract in catalog order.
    public static let all: [BrokenInput] = [
        // Continuity: each module changes one behaviour of ConformingContinuityModule.
        .continuity("CONT-OWN-CLAIMED", related: ["CONT-ANY-SCHEME", "CONT-NORMALIZED", "CONT-ROUTING"],
                    reason: "other schemes, other spellings and the routing scenarios carry the same custom-scheme link") {
            BreaksOwnLinkClaimed()
        },
        .continuity("CONT-OWN-QUERY-SURVIVES", crashes: true, related: ["CONT-LONG-LIVED"],
                    reason: "the kept instance is asked every entry fixture's decision, the queried own links among them") { BreaksOwnQuerySurvives() },
        .continuity("CONT-SHAPES-ALIKE") { BreaksShapesAlike() },
        .continuity("CONT-ANY-SCHEME") { BreaksAnyScheme() },
        .continuity("CONT-NORMALIZED") { BreaksNormalized() },
        .continuity("CONT-FOREIGN-NOT-CLAIMED") { BreaksForeignNotClaimed() },
        .continuity("CONT-LOOKALIKE-NOT-CLAIMED", related: ["CONT-ENCODED-HOST-NOT-CLAIMED"],
                    reason: "a module that decodes links also decodes the encoded separator") { BreaksLookalikeNotClaimed() },
        .continuity("CONT-ENCODED-HOST-NOT-CLAIMED") { BreaksEncodedHostNotClaimed() },
        .continuity("CONT-MALFORMED-NOT-CLAIMED") { BreaksMalformedNotClaimed() },
        .continuity("CONT-NIL-FOR-UNOWNED") { BreaksNilForUnowned() },
        .continuity("CONT-ACTIVITY-NO-URL", crashes: true, related: ["CONT-LONG-LIVED"],
                    reason: "the one instance is offered the activity without a link too") { BreaksActivityWithoutURL() },
        .continuity("CONT-WILL-CONTINUE") { BreaksWillContinue() },
        .continuity("CONT-FAIL-SURVIVES", crashes: true) { BreaksFailSurvives() },
        .continuity("CONT-BG-SESSION-ONCE", related: ["CONT-LONG-LIVED"], reason: "the kept instance calls the handler twice too") {
            BreaksBackgroundSessionOnce()
        },
        .continuity("CONT-BG-SESSION-COMPLETES") { BreaksBackgroundSessionCompletes() },
        .continuity("CONT-RESTORATION-ONCE", related: ["CONT-LONG-LIVED"], reason: "the kept instance calls the handler twice too") {
            BreaksRestorationOnce()
        },
        .continuity("CONT-ROUTING", related: ["CONT-LONG-LIVED"], reason: "the one instance claims a link, then every link after it") {
            BreaksRouting()
        },
        .continuity("CONT-LONG-LIVED") { BreaksLongLived() },

        // Push: declarations in which one push type changes one behaviour of the conforming push modules.
        .push("PUSH-SENDER-PRESENT", [PushDeclarations.lifecycleOnly { BreaksSenderPresent() }]),
        .push("PUSH-SENDER-WELLFORMED", related: ["PUSH-SENDER-FORM"], reason: "the recommended form has no whitespace either",
              [PushDeclarations.lifecycleOnly { BreaksSenderWellFormed() }]),
        .push("PUSH-SENDER-FORM", [PushDeclarations.lifecycleOnly { BreaksSenderForm() }]),
        .push("PUSH-SENDER-CONSISTENT",
              related: ["PUSH-SVC-OWN-MODIFIED"], reason: "the extension no longer recognizes the module's own payloads",
              [PushDeclarations.conforming(serviceExtension: { BreaksSenderConsistent() })]),
        .push("PUSH-SENDER-UNIQUE", [PushDeclarations.conforming(), .module("copycat", lifecycle: { BreaksSenderUnique() })]),
        .push("PUSH-SENDER-ROUTED", [PushDeclarations.lifecycleOnly { BreaksSenderRouted() }]),
        .push("PUSH-CATEGORIES-VALID", [PushDeclarations.lifecycleOnly { BreaksCategoriesValid() }]),
        .push("PUSH-CATEGORIES-UNIQUE", [PushDeclarations.conforming(), .module("copycat", lifecycle: { BreaksCategoriesUnique() })]),
        .push("PUSH-SILENT-BUDGET", related: ["PUSH-HOSTILE-SURVIVES"], reason: "a callback that never returns does not return for hostile payloads either",
              [PushDeclarations.lifecycleOnly { BreaksSilentBudget() }]),
        .push("PUSH-PRESENT-BUDGET", related: ["PUSH-HOSTILE-SURVIVES"], reason: "a callback that never returns does not return for hostile payloads either",
              [PushDeclarations.lifecycleOnly { BreaksPresentBudget() }]),
        .push("PUSH-TAP-BUDGET", related: ["PUSH-HOSTILE-SURVIVES"], reason: "a callback that never returns does not return for hostile payloads either",
              [PushDeclarations.lifecycleOnly { BreaksTapBudget() }]),
        .push("PUSH-FOREIGN-NO-DECISION", [PushDeclarations.lifecycleOnly { BreaksForeignNoDecision() }]),
        .push("PUSH-REGISTRATION-SURVIVES", crashes: true, [PushDeclarations.lifecycleOnly { BreaksRegistrationSurvives() }]),
        .push("PUSH-LONG-LIVED", [PushDeclarations.lifecycleOnly { BreaksLongLivedPush() }]),
        .push("PUSH-TOKEN-HEX", tokenFormatter: { $0.map { String(format: "%02X", $0) }.joined() }, [PushDeclarations.conforming()]),
        .push("PUSH-HOSTILE-SURVIVES", crashes: true, related: ["PUSH-LONG-LIVED"], reason: "the registered instance is delivered the hostile payloads too",
              [PushDeclarations.lifecycleOnly { BreaksHostileSurvives() }]),
        .push("PUSH-SVC-FOREIGN-UNCHANGED", [PushDeclarations.conforming(serviceExtension: { BreaksServiceForeignUnchanged() })]),
        .push("PUSH-SVC-OWN-MODIFIED", [PushDeclarations.conforming(serviceExtension: { BreaksServiceOwnModified() })]),
        .push("PUSH-SVC-MALFORMED-ORIGINAL", [PushDeclarations.conforming(serviceExtension: { BreaksServiceMalformedOriginal() })]),
        .push("PUSH-SVC-HANDLER-ONCE", [PushDeclarations.conforming(serviceExtension: { BreaksServiceHandlerOnce() })]),
        .push("PUSH-SVC-EXPIRE-ONCE", [PushDeclarations.conforming(serviceExtension: { BreaksServiceExpireOnce() })]),
        .push("PUSH-CONTENT-SURVIVES", crashes: true,
              related: ["PUSH-HOSTILE-SURVIVES", "PUSH-CONTENT-LONG-LIVED"],
              reason: "hostile payloads go to the content extension too, and the kept one is shown foreign ones",
              [PushDeclarations.conforming(contentExtension: { BreaksContentSurvives() })]),
        .push("PUSH-CONTENT-LONG-LIVED", crashes: true, [PushDeclarations.conforming(contentExtension: { BreaksContentLongLived() })]),
        .push("PUSH-CONTENT-CATEGORIES", [PushDeclarations.conforming(contentCategories: [])]),
        // The eighteenth trial's M16: the content category declared with a dot the registered one lacks.
        .push("PUSH-CONTENT-CATEGORY-REGISTERED", [PushDeclarations.conforming(contentCategories: ["Conforming.Card"])]),

        // Push settings: the conforming app settings.json with one change to the conforming module's entry.
        .pushSettings("PUSH-SETTINGS-PUSH") { $0["push"] = false },
        .appPushSettings("PUSH-SETTINGS-APP-PUSH") { $0["push"] = false },
        .pushSettings("PUSH-SETTINGS-CLASSNAME") { $0["className"] = "ConformancePushLifecycleModule" },
        .pushSettings("PUSH-SETTINGS-EXTENSIONS") { $0["pushContentClassName"] = nil },
        .pushSettings("PUSH-SETTINGS-IDENTIFIER") { $0["identifier"] = nil },
        .pushSettings("PUSH-SETTINGS-IDENTIFIER-SENDER") { $0["identifier"] = "com.q2.mobile.module.conforming-ios" },

        // Method: each module changes one behaviour of ConformingMethodModule.
        .method("METHOD-REQUEST-BUDGET", related: ["METHOD-REQUEST-NIL-CONTEXT"],
                reason: "a request that never answers does not answer for a nil context either") { BreaksRequestBudget() },
        .method("METHOD-REQUEST-NIL-CONTEXT", crashes: true, related: ["METHOD-LONG-LIVED"],
                reason: "the kept instance is asked the typed request with no context too") { BreaksRequestNilContext() },
        .method("METHOD-REQUEST-JSON") { BreaksRequestJSON() },
        .method("METHOD-REQUEST-CONCURRENT", related: ["METHOD-LONG-LIVED"],
                reason: "the kept instance is asked the request again after its first answer") { BreaksRequestConcurrent() },
        .method("METHOD-OAUTH-SHAPE") { BreaksOAuthShape() },
        .method("METHOD-OAUTH-ISSUER") { BreaksOAuthIssuer() },
        .method("METHOD-TYPED-NOT-TECTON") { BreaksTypedNotTecton() },
        .method("METHOD-SELECTOR-LISTED") { BreaksSelectorListed() },
        .method("METHOD-SELECTOR-OVERLAP") { BreaksSelectorOverlap() },
        .method("METHOD-SELECTOR-ONCE", related: ["METHOD-SELECTOR-PARAMS", "METHOD-LONG-LIVED", "METHOD-SELECTOR-OVERLAP"],
                reason: "a method that completes twice does so for bad parameters, on the kept instance and in overlapping calls, too") { BreaksSelectorOnce() },
        .method("METHOD-SELECTOR-JSON") { BreaksSelectorJSON() },
        .method("METHOD-LONG-LIVED") { BreaksMethodLongLived() },
        .method("METHOD-SELECTOR-PARAMS", crashes: true, related: ["METHOD-SELECTOR-JSON"],
                reason: "a method that crashes on missing parameters crashes when its answer to them is judged too") { BreaksSelectorParameters() },

        // App configuration: the conforming app with one change to settings.json or to a file the declaration names.
        .app("APP-SETTINGS-ENABLED") { $0.changeEntry { $0["enabled"] = false } },
        .app("APP-SETTINGS-NAMES") { $0.changeEntry { $0["productName"] = nil } },
        // Trial 33e (M91): the conforming module's entry takes the peer's identifier.
        .app("APP-SETTINGS-IDENTIFIER-UNIQUE") { $0.changeEntry { $0["identifier"] = "com.q2.mobile.module.peer" } },
        // The sixteenth trial (N1): one of the package's entries with its packageName misspelt.
        .app("APP-SETTINGS-ONE-PACKAGE") { $0.changeEntry { $0["packageName"] = "conforming-pakage" } },
        .app("APP-BACKGROUND-REMOTE") { $0.changeFile("App/Info.plist") { $0["UIBackgroundModes"] = ["fetch"] } },
        .app("APP-APS-ENVIRONMENT") { $0.changeFile("App/App.entitlements") { $0["aps-environment"] = nil } },
        .app("APP-EXTENSION-POINT") {
            $0.changeFile("Service/Info.plist") { $0["NSExtension"] = ["NSExtensionPointIdentifier": "com.apple.widgetkit-extension"] }
        },
        .app("APP-CONTENT-CATEGORY") {
            $0.changeFile("Content/Info.plist") {
                $0["NSExtension"] = ["NSExtensionPointIdentifier": "com.apple.usernotifications.content-extension",
                                     "NSExtensionAttributes": ["UNNotificationExtensionCategory": ["SomeoneElsesCard"]]]
            }
        },
    ]

    /// Breaks of the classes an earlier kit missed (issues 19 and 20), one input each: a callback not completed exactly
    /// once on bad input, a change in a field the eye skips, a duplicate that equality could hide, a blank delivery,
    /// a thread blocked in an entry point, a claim on a sibling module's link and a module tuned to the fixed
    /// fixtures. Each must fail exactly its clause, like the inputs above.
    public static let subtle: [BrokenInput] = [
        // Trial 33e (M75): the entry's key left out, the file's top-level "push": true (the app's) still there.
        .pushSettings("PUSH-SETTINGS-PUSH", label: "entry without push") { $0["push"] = nil },
        // The twelfth trial (S24): the app's top-level push left out, every entry's own push still true.
        .appPushSettings("PUSH-SETTINGS-APP-PUSH", label: "top-level push left out") { $0["push"] = nil },
        .method("METHOD-SELECTOR-PARAMS", label: "never completes on bad parameters") { BreaksSelectorParametersSilently() },
        .method("METHOD-SELECTOR-PARAMS", label: "completes twice on bad parameters") { BreaksSelectorParametersTwice() },
        .method("METHOD-REQUEST-NIL-CONTEXT", label: "never answers without a context") { BreaksRequestNilContextNeverAnswers() },
        .method("METHOD-SELECTOR-JSON", label: "answers NaN for altered parameters") { BreaksSelectorJSONOnAlteredParameters() },
        .continuity("CONT-ACTIVITY-NO-URL", label: "claims an activity without a web page URL") { BreaksActivityClaimedWithoutURL() },
        .push("PUSH-TAP-BUDGET", related: ["PUSH-HOSTILE-SURVIVES"], reason: "every tap case, hostile ones too, is answered with each response",
              label: "hangs when the notification is dismissed", [PushDeclarations.lifecycleOnly { BreaksTapOnDismiss() }]),
        .push("PUSH-TAP-BUDGET", related: ["PUSH-HOSTILE-SURVIVES"], reason: "every tap case, hostile ones too, is answered with each response",
              label: "hangs on a button of its own category", [PushDeclarations.lifecycleOnly { BreaksTapOnOwnAction() }]),
        .push("PUSH-SVC-HANDLER-ONCE", label: "drops hostile notifications",
              [.module("hostile", serviceExtension: { BreaksHandlerOnHostileSender() }, payloadKey: ConformingServiceExtension.payloadKey,
                       payloadExamples: ConformingServiceExtension.payloadExamples)]),
        .push("PUSH-HOSTILE-SURVIVES", label: "never returns for hostile payloads", [PushDeclarations.lifecycleOnly { BreaksHostileNeverReturns() }]),
        .push("PUSH-SVC-FOREIGN-UNCHANGED", label: "changes a foreign notification's sound",
              [.module("sound", serviceExtension: { BreaksForeignUnchangedSound() }, payloadKey: ConformingServiceExtension.payloadKey,
                       payloadExamples: ConformingServiceExtension.payloadExamples)]),
        .push("PUSH-SVC-FOREIGN-UNCHANGED", related: ["PUSH-SVC-EXPIRE-ONCE", "PUSH-SVC-HANDLER-ONCE", "PUSH-HOSTILE-SURVIVES"],
              reason: "every clause that judges a delivery refuses one of another class, and those see foreign notifications too",
              label: "hands back a content subclass that lies",
              [.module("lying", serviceExtension: { BreaksForeignUnchangedWithLyingContent() },
                       payloadKey: ConformingServiceExtension.payloadKey, payloadExamples: ConformingServiceExtension.payloadExamples)]),
        .push("PUSH-CATEGORIES-VALID", label: "two categories share an identifier", [PushDeclarations.lifecycleOnly { BreaksCategoriesDuplicate() }]),
        .push("PUSH-SVC-EXPIRE-ONCE", label: "the expiry delivers a blank", [PushDeclarations.conforming(serviceExtension: { BreaksExpireDeliversBlank() })]),
        .push("PUSH-SVC-OWN-MODIFIED", label: "modified into a blank", [PushDeclarations.conforming(serviceExtension: { BreaksOwnModifiedBlank() })]),
        .push("PUSH-SILENT-BUDGET", related: ["PUSH-HOSTILE-SURVIVES"], reason: "hostile payloads that carry its sender block it too",
              label: "blocks its thread in the silent callback",
              [PushDeclarations.lifecycleOnly { BreaksSilentBudgetByBlocking() }]),
        .push("PUSH-SVC-EXPIRE-ONCE", related: ["PUSH-SVC-HANDLER-ONCE"],
              reason: "hostile payloads that carry its sender block it too, and nothing is delivered while the kit waits",
              label: "blocks its thread in didReceive",
              [PushDeclarations.conforming(serviceExtension: { BreaksExpiryWhileBlocked() })]),
        .continuity("CONT-FOREIGN-NOT-CLAIMED", label: "claims another module of its package") { BreaksSiblingNotClaimed() },
        .method("METHOD-LONG-LIVED", related: ["METHOD-SELECTOR-OVERLAP"],
                reason: "overlapping calls alternate the example and drawn values (review 32's overlap2), so the parameters change there too",
                label: "settles the last call again when the parameters change (review 32k)") { SettlesAgainOnNewParameters() },
        .push("PUSH-SVC-HANDLER-ONCE", label: "delivers twice in a thread (review 32k)",
              [PushDeclarations.conforming(serviceExtension: { BreaksHandlerOnceInThreads() })]),
        .push("PUSH-TAP-BUDGET", related: ["PUSH-HOSTILE-SURVIVES"], reason: "payloads carry a drawn badge beside their alert, hostile ones too (review 30's apskeys)",
              label: "hangs on a numeric badge (review 32k)", [PushDeclarations.lifecycleOnly { BreaksTapOnNumericBadge() }]),
        .continuity("CONT-FOREIGN-NOT-CLAIMED", related: ["CONT-LOOKALIKE-NOT-CLAIMED", "CONT-MALFORMED-NOT-CLAIMED"],
                    reason: "some look-alike and malformed links carry a query string too",
                    label: "claims any link with a query string (review 32k)") { ClaimsLinksWithQuery() },
        .continuity("CONT-LOOKALIKE-NOT-CLAIMED", label: "tuned to the fixed look-alikes") { BreaksLookalikeTunedToFixtures() },
        .method("METHOD-REQUEST-BUDGET", label: "slow for an institution's issuer") { SlowForInstitutionIssuers() },
        .continuity("CONT-FOREIGN-NOT-CLAIMED", related: ["CONT-LOOKALIKE-NOT-CLAIMED"],
                    reason: "look-alikes of its own links name another module's identifier too",
                    label: "claims other modules' links tapped on a web page") { ClaimsForeignLinksWithReferrer() },
        .push("PUSH-LONG-LIVED", label: "changes once it has seen two notification identifiers",
              [PushDeclarations.lifecycleOnly { BreaksOnSecondNotificationIdentifier() }]),
        .push("PUSH-LONG-LIVED", label: "presents another module's notification after its first delivery (attack 13 did after ten)",
              [PushDeclarations.lifecycleOnly { BreaksForeignAfterFirstDelivery() }]),
    ]
}
