extension Contract {
    /// Deep links a module owns ("iOS - Continuity Lifecycle Module").
    public static let continuity = Contract("continuity", pageTitle: "iOS - Continuity Lifecycle Module")
}

/// A continuity clause with its judgement and requirements.
package typealias ContinuityClause = JudgedClause<ContinuityJudgement, ContinuityRequirement>

/// The clauses of the continuity contract: how a module decides about the deep links it is shown.
package enum ContinuityClauses {
    package static let ownLinkClaimed = ContinuityClause(
        "CONT-OWN-CLAIMED", .continuity, .required,
        section: "URL Shapes Your Module May Inspect",
        statement: "A link in the custom-scheme shape whose target the module owns is answered with true.",
        hint: "Check how the module extracts host and path from the URL and compares them with its own target.",
        judgedBy: .entry(.claims))

    package static let shapesAlike = ContinuityClause(
        "CONT-SHAPES-ALIKE", .continuity, .required,
        section: "URL Shapes Your Module May Inspect",
        statement: "The Universal Link shape (target in the fragment after #/) decides like the custom-scheme shape, "
            + "whichever entry point it arrives through.",
        hint: "Check that the module reads the URL fragment first and strips the leading slash before matching.",
        judgedBy: .entry(.claims))

    package static let anyScheme = ContinuityClause(
        "CONT-ANY-SCHEME", .continuity, .recommended,
        section: "Test In Q2DevApp",
        statement: "The module claims its target under any custom scheme, since each institution's app sets its own.",
        hint: "Do not compare the URL scheme with a fixed value such as q2mob; match on host and path only.",
        judgedBy: .entry(.claims))

    package static let normalized = ContinuityClause(
        "CONT-NORMALIZED", .continuity, .recommended,
        section: "Implementation",
        statement: "A decision does not change with the letter case of scheme, host or identifier, "
            + "or with leading and trailing slashes.",
        hint: "Lowercase the scheme, host and identifier and trim slashes before comparing.",
        judgedBy: .entry(.claims))

    package static let foreignNotClaimed = ContinuityClause(
        "CONT-FOREIGN-NOT-CLAIMED", .continuity, .required,
        section: "Handling Rules",
        statement: "A link whose target belongs to another module is never answered with true.",
        hint: "Compare the whole normalized target with the module's own; a prefix or contains test is not enough.",
        judgedBy: .entry(.doesNotClaim), requires: [.linkNotOwned])

    package static let lookalikeNotClaimed = ContinuityClause(
        "CONT-LOOKALIKE-NOT-CLAIMED", .continuity, .required,
        section: "Handling Rules",
        statement: "A link that only resembles the module's own (prefixed or suffixed identifier, path prefix, "
            + "dot segments, percent-encoded characters, identifier in the userinfo) is never answered with true.",
        hint: "Match the exact host and the exact path; do not use hasPrefix, contains or a decoded string.",
        judgedBy: .entry(.doesNotClaim), requires: [.linkNotOwned])

    package static let encodedHostNotClaimed = ContinuityClause(
        "CONT-ENCODED-HOST-NOT-CLAIMED", .continuity, .recommended,
        section: "URL Shapes Your Module May Inspect",
        statement: "A custom-scheme link whose host holds the module's target with the separator percent-encoded "
            + "(identifier%2Fpath) is not answered with true.",
        hint: "Foundation's url.host decodes %2F into the host; compare URLComponents.percentEncodedHost and the path, "
            + "or decode nothing before comparing.",
        judgedBy: .entry(.doesNotClaim), requires: [.linkNotOwned])

    package static let malformedNotClaimed = ContinuityClause(
        "CONT-MALFORMED-NOT-CLAIMED", .continuity, .required,
        section: "Handling Rules",
        statement: "A malformed link or a link of unknown shape (empty host, empty fragment) is never answered with true.",
        hint: "Return nil when the URL has no host and no usable fragment.",
        judgedBy: .entry(.doesNotClaim), requires: [.linkNotOwned])

    package static let nilForUnowned = ContinuityClause(
        "CONT-NIL-FOR-UNOWNED", .continuity, .recommended,
        section: "Handling Rules",
        statement: "When the module declines a link that is malformed or not its own, it answers nil, the documented answer, "
            + "rather than false.",
        hint: "Return nil rather than false when the link is not the module's, so the app keeps default handling.",
        judgedBy: .entry(.declinesWithNil), requires: [.linkNotOwned])

    package static let activityWithoutURL = ContinuityClause(
        "CONT-ACTIVITY-NO-URL", .continuity, .required,
        section: "Implementation",
        statement: "A continued user activity without a web page URL is answered with nil.",
        hint: "Guard on userActivity.webpageURL and return nil when it is missing.",
        judgedBy: .entry(.answersNil), requires: [.linkNotOwned])

    package static let willContinueNotClaimed = ContinuityClause(
        "CONT-WILL-CONTINUE", .continuity, .required,
        section: "Supported Entry Points",
        statement: "The will-continue preflight never answers true for an activity type the module does not handle.",
        hint: "Answer true only for the activity types listed as handled; return false or nil otherwise.",
        judgedBy: .entry(.doesNotClaim), requires: [.activityTypeNotHandled])

    package static let failureSurvived = ContinuityClause(
        "CONT-FAIL-SURVIVES", .continuity, .required,
        section: "Supported Entry Points",
        statement: "The did-fail-to-continue callback returns normally for any activity type and error.",
        hint: "Do not force-cast the error or force-unwrap state in the failure callback.",
        judgedBy: .entry(.returns))

    package static let backgroundSessionOnce = ContinuityClause(
        "CONT-BG-SESSION-ONCE", .continuity, .required,
        section: "Supported Entry Points",
        statement: "The background URL session callback returns normally and calls its completion handler at most once.",
        hint: "Call the completion handler on one path only; look for a call both in a branch and after it.",
        judgedBy: .entry(.handlerAtMostOnce))

    package static let backgroundSessionCompletes = ContinuityClause(
        "CONT-BG-SESSION-COMPLETES", .continuity, .recommended,
        section: "Supported Entry Points",
        statement: "The background URL session callback calls its completion handler within the budget.",
        hint: "Call the completion handler when the module has nothing to do for the session, too.",
        judgedBy: .entry(.handlerCalled))

    package static let restorationAtMostOnce = ContinuityClause(
        "CONT-RESTORATION-ONCE", .continuity, .required,
        section: "Supported Entry Points",
        statement: "The continue-user-activity callback calls its restoration handler at most once.",
        hint: "Call the restoration handler on one path only, or not at all.",
        judgedBy: .entry(.restorationAtMostOnce))

    package static let routingCoexists = ContinuityClause(
        "CONT-ROUTING", .continuity, .required,
        section: "Handling Rules",
        statement: "In a host that routes as the app does, among other modules and built-in links, "
            + "each link reaches its owner and the module never takes another's link, link after link.",
        hint: "Look for state kept between calls: a decision must depend on the link alone.",
        judgedBy: .routing)

    /// Every continuity clause, in catalog order.
    package static let all: [ContinuityClause] = [
        ownLinkClaimed, shapesAlike, anyScheme, normalized, foreignNotClaimed, lookalikeNotClaimed, encodedHostNotClaimed,
        malformedNotClaimed, nilForUnowned, activityWithoutURL, willContinueNotClaimed, failureSurvived,
        backgroundSessionOnce, backgroundSessionCompletes, restorationAtMostOnce, routingCoexists,
    ]

    /// The contract's line in the registry.
    package static let entry = ContractRegistry.Entry(.continuity, all, moduleKinds: [.continuity], section: ContinuitySection.section,
                                                     plan: ContinuityPlanning.plan,
                                                     defaultOptions: ConformanceOptions.continuityDefaults) { options in
        // A completion handler is awaited once, then a second call is watched for as long.
        options.handlerBudget * 2
    }
}
