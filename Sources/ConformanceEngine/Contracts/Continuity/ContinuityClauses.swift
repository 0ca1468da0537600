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
        hint: "Check how the module extracts host and path from the URL and compares them with its own target."
            + " If the same link passes in another check of the run, look instead for state shared between instances (a "
            + "static or global set of links seen): each check makes a new instance.",
        basis: [
            .page("URL Shapes Your Module May Inspect",
                "A module is reached by a custom-scheme link whose host and path carry its identifier and path, as in "
                    + "q2mob://com.q2.mobile.module.demo/path."),
            .page("Test In Q2DevApp",
                "The page's test opens such a custom-scheme link from Safari and expects the module to handle it."),
            .consequence("If the module does not answer true for its own link, the app treats the link as unhandled and "
                + "the user never reaches the module's feature."),
        ],
        judgedBy: .entry(.claims))

    package static let ownQuerySurvives = ContinuityClause(
        "CONT-OWN-QUERY-SURVIVES", .continuity, .required,
        section: "URL Shapes Your Module May Inspect",
        statement: "A link to the module's own target that carries a query the module may not expect (an amount written "
            + "with a decimal comma, a key without a value, a number too large for a Double, an empty key) is answered, "
            + "whichever way the module decides, without a crash or a hang.",
        hint: "Read query values with conditional conversions (Double(text), URLComponents' queryItems whose value may be "
            + "nil) and decline, or use a default, when one does not parse; never force-unwrap a value taken from the link.",
        basis: [
            .page("URL Shapes Your Module May Inspect",
                "The page gives the shapes of the links a module inspects: its identifier and path, which a web page or a "
                    + "message builds and may extend."),
            .consequence("A link to the module's own target is built by an institution's page, an e-mail or a message, any "
                + "of which can add query parameters the module did not expect; a module that traps on one ends the app as "
                + "the user opens the link (the twenty-sixth review's linkshape)."),
        ],
        judgedBy: .entry(.answers))

    package static let shapesAlike = ContinuityClause(
        "CONT-SHAPES-ALIKE", .continuity, .required,
        section: "URL Shapes Your Module May Inspect",
        statement: "The Universal Link shape (target in the fragment after #/), arriving as a continued browsing "
            + "activity, decides like the custom-scheme shape.",
        hint: "Check that the module reads the URL fragment first and strips the leading slash before matching."
            + " If the same link passes in another check of the run, look instead for state shared between instances (a "
            + "static or global set of links seen): each check makes a new instance.",
        basis: [
            .page("URL Shapes Your Module May Inspect",
                "A Universal Link names the module's target in the fragment after #/ on an associated domain, e.g. "
                    + "https://demo.q2.com/experimental/uux.aspx#/com.q2.mobile.module.demo/path."),
            .page("Supported Entry Points",
                "Universal Links arrive through application(_:continue:restorationHandler:); custom-scheme links through "
                    + "application(_:shouldOpenURL:withOptions:)."),
            .page("Test In Q2DevApp",
                "The page's second test opens the Universal Link form from Safari and expects the module to handle it."),
            .consequence("A module that reads only host and path never claims its Universal Links, so a user who taps one "
                + "gets the app's default handling instead of the feature."),
        ],
        judgedBy: .entry(.claims))

    package static let anyScheme = ContinuityClause(
        "CONT-ANY-SCHEME", .continuity, .recommended,
        section: "Test In Q2DevApp",
        statement: "The module claims its target under any custom scheme, since each institution's app sets its own.",
        hint: "Do not compare the URL scheme with a fixed value such as q2mob; match on host and path only.",
        basis: [
            .page("Test In Q2DevApp",
                "The custom scheme is the institution's urlScheme from settings.json, repeated in the app's "
                    + "CFBundleURLSchemes, so it differs from one institution's app to the next."),
            .page("URL Shapes Your Module May Inspect",
                "The custom-scheme shape starts with a placeholder urlScheme; q2mob is only the example's value."),
            .consequence("A module that matches only q2mob never claims its own links in an institution's app that "
                + "registered another scheme."),
        ],
        judgedBy: .entry(.claims))

    package static let normalized = ContinuityClause(
        "CONT-NORMALIZED", .continuity, .recommended,
        section: "Implementation",
        statement: "A decision does not change with the letter case of scheme, host or identifier, "
            + "or with leading and trailing slashes.",
        hint: "Lowercase the scheme, host and identifier and trim slashes before comparing."
            + " If the same link passes in another check of the run, look instead for state shared between instances (a "
            + "static or global set of links seen): each check makes a new instance.",
        basis: [
            .page("Implementation",
                "The page's example normalizes an incoming URL before matching: it lowercases host, path and fragment and "
                    + "trims the slashes around them."),
        ],
        judgedBy: .entry(.claims))

    package static let foreignNotClaimed = ContinuityClause(
        "CONT-FOREIGN-NOT-CLAIMED", .continuity, .required,
        section: "Handling Rules",
        statement: "A link whose target belongs to another module is never answered with true.",
        hint: "Compare the whole normalized target with the module's own; a prefix or contains test is not enough.",
        basis: [
            .page("Handling Rules",
                "A module may answer true only for a link it owns and has handled, and answers nil for a link that is "
                    + "malformed or plainly someone else's."),
            .page("When Not To Use It",
                "The page tells modules to stay out of links whose format they do not own."),
            .consequence("Answering true for another module's link marks it handled, so its owner and the app's default "
                + "handling never get it and the user lands in the wrong place."),
        ],
        judgedBy: .entry(.doesNotClaim), requires: [.linkNotOwned])

    package static let lookalikeNotClaimed = ContinuityClause(
        "CONT-LOOKALIKE-NOT-CLAIMED", .continuity, .required,
        section: "Handling Rules",
        statement: "A link that only resembles the module's own (prefixed or suffixed identifier, path prefix, "
            + "dot segments, percent-encoded characters, identifier in the userinfo) is never answered with true.",
        hint: "Match the exact host and the exact path; do not use hasPrefix, contains or a decoded string.",
        basis: [
            .page("Handling Rules",
                "A module may answer true only for a link it owns and has handled, and answers nil for a link that is "
                    + "malformed or plainly someone else's."),
            .page("URL Shapes Your Module May Inspect",
                "A link names its target as moduleIdentifier/path; a longer, shorter or differently spelled identifier or "
                    + "path names another target."),
            .consequence("A prefix or contains match takes links meant for modules with similar identifiers (e.g. "
                + "com.q2.mobile.module.demo2), which then never reach their owner."),
        ],
        judgedBy: .entry(.doesNotClaim), requires: [.linkNotOwned])

    package static let encodedHostNotClaimed = ContinuityClause(
        "CONT-ENCODED-HOST-NOT-CLAIMED", .continuity, .recommended,
        section: "URL Shapes Your Module May Inspect",
        statement: "A custom-scheme link whose host holds the module's target with the separator percent-encoded "
            + "(identifier%2Fpath) is not answered with true.",
        hint: "Foundation's url.host decodes %2F into the host; compare URLComponents.percentEncodedHost and the path, "
            + "or decode nothing before comparing.",
        basis: [
            .page("URL Shapes Your Module May Inspect",
                "The custom-scheme shape carries the identifier as the host and the path after it; a %2F-encoded "
                    + "separator folds both into the host, which is not that shape."),
        ],
        judgedBy: .entry(.doesNotClaim), requires: [.linkNotOwned])

    package static let malformedNotClaimed = ContinuityClause(
        "CONT-MALFORMED-NOT-CLAIMED", .continuity, .required,
        section: "Handling Rules",
        statement: "A malformed link or a link of unknown shape (empty host, empty fragment) is never answered with true.",
        hint: "Return nil when the URL has no host and no usable fragment.",
        basis: [
            .page("Handling Rules",
                "For a malformed link the module answers nil instead of claiming it."),
            .page("Implementation",
                "The page's example answers nil whenever it cannot find a target in the link."),
            .consequence("Claiming a link that names no target stops the app's default handling for it while the module "
                + "has nothing to show, so the user lands nowhere."),
        ],
        judgedBy: .entry(.doesNotClaim), requires: [.linkNotOwned])

    package static let nilForUnowned = ContinuityClause(
        "CONT-NIL-FOR-UNOWNED", .continuity, .recommended,
        section: "Handling Rules",
        statement: "When the module declines a link that is malformed or not its own, it answers nil, the documented "
            + "answer, "
            + "rather than false.",
        hint: "Return nil rather than false when the link is not the module's, so the app keeps default handling.",
        basis: [
            .page("Handling Rules",
                "For a link that is malformed or plainly not the module's, the answer the page documents is nil."),
            .page("Troubleshooting",
                "A module that should not claim a link may answer nil or false; either one declines it."),
            .page("Supported Entry Points",
                "In a Bool? answer false means not handled and nil means no decision, which lets the app carry on with "
                    + "its default handling."),
        ],
        judgedBy: .entry(.declinesWithNil), requires: [.linkNotOwned])

    package static let activityWithoutURL = ContinuityClause(
        "CONT-ACTIVITY-NO-URL", .continuity, .required,
        section: "Handling Rules",
        statement: "A continued user activity without a web page URL is not answered with true (nil or false).",
        hint: "Guard on userActivity.webpageURL and return nil (or false) when it is missing.",
        basis: [
            .page("Handling Rules",
                "A module answers true only for a link it owns and has handled; an activity without a web page URL "
                    + "carries no link at all."),
            .page("Troubleshooting",
                "To decline, a module may give nil or false rather than true."),
            .page("Implementation",
                "The page's example answers nil from the continue-user-activity entry when the activity has no "
                    + "webpageURL."),
            .consequence("Answering true tells the app the activity was handled, so the app's default handling for it "
                + "never runs and the activity goes nowhere."),
        ],
        judgedBy: .entry(.doesNotClaim), requires: [.linkNotOwned])

    package static let willContinueNotClaimed = ContinuityClause(
        "CONT-WILL-CONTINUE", .continuity, .required,
        section: "Supported Entry Points",
        statement: "The will-continue preflight never answers true for an activity type the module does not handle.",
        hint: "Answer true only for the activity types the module handles (module-conformance.json's continuity.activityTypes "
            + "lists them); return false or nil otherwise.",
        basis: [
            .page("Supported Entry Points",
                "The will-continue entry is an optional preflight, and in its Bool? answer true stands for an event the "
                    + "module has dealt with."),
            .page("Implementation",
                "The page's example answers false from the preflight."),
            .apple("application(_:willContinueUserActivityWithType:)",
                "Answering true says the app itself will show the user that a continuation is under way; false leaves "
                    + "that feedback to iOS."),
        ],
        judgedBy: .entry(.doesNotClaim), requires: [.activityTypeNotHandled])

    package static let failureSurvived = ContinuityClause(
        "CONT-FAIL-SURVIVES", .continuity, .required,
        section: "Supported Entry Points",
        statement: "The did-fail-to-continue callback returns normally for any activity type and error.",
        hint: "Do not force-cast the error or force-unwrap state in the failure callback.",
        basis: [
            .page("Supported Entry Points",
                "The module is told, with the activity type and the error, when a continued activity fails."),
            .consequence("A trap in this callback terminates the app at the moment a link or activity fails to open."),
        ],
        judgedBy: .entry(.returns))

    package static let backgroundSessionOnce = ContinuityClause(
        "CONT-BG-SESSION-ONCE", .continuity, .required,
        section: "Supported Entry Points",
        statement: "The background URL session callback returns normally and calls its completion handler at most once, "
            + "also when a second session's events arrive before the first's handler was called.",
        hint: "Call the completion handler on one path only; look for a call both in a branch and after it, and for one "
            + "handler property that a second session's events overwrite while a call is still owed for it.",
        basis: [
            .page("Supported Entry Points",
                "The module receives background URL session continuation events; the page's example calls the completion "
                    + "handler once."),
            .apple("application(_:handleEventsForBackgroundURLSession:completionHandler:)",
                "The handler is called once the app has finished with the session's events; calling it tells iOS the "
                    + "interface is updated and a snapshot may be taken."),
            .consequence("A trap in this callback terminates the app while iOS has relaunched it in the background for a "
                + "transfer."),
            .consequence("The handler tells iOS the session's events are handled; Apple describes one call, a second "
                + "reports finished work again with no defined effect, and the kit holds every completion handler to "
                + "once."),
        ],
        judgedBy: .entry(.handlerAtMostOnce))

    package static let backgroundSessionCompletes = ContinuityClause(
        "CONT-BG-SESSION-COMPLETES", .continuity, .recommended,
        section: "Supported Entry Points",
        statement: "The background URL session callback calls its completion handler, at once or once it has processed the "
            + "session's events, for each session, also when a second session's events arrive before the first's handler was called, "
            + "and calls it on the main thread.",
        hint: "Call the completion handler when the module has nothing to do for the session, too; keep each session's "
            + "handler by its identifier, not in one property a second session's events overwrite; call it on the main queue "
            + "(DispatchQueue.main.async) when the session's events end on a background queue.",
        basis: [
            .apple("application(_:handleEventsForBackgroundURLSession:completionHandler:)",
                "Apple asks the app to call the completion handler when it has finished processing the session's events."),
            .page("Supported Entry Points",
                "The page's example calls the completion handler even though it has nothing to do for the session."),
            .apple("Downloading files in the background",
                "The completion handler the app is handed is part of UIKit, so it is to be called on the main thread."),
            .apple("application(_:handleEventsForBackgroundURLSession:completionHandler:)",
                "Each call names the one session whose events are waiting and hands the handler to call once that "
                    + "session's events are processed, so an app with more than one background session gets a call, and a "
                    + "handler, for each."),
        ],
        judgedBy: .entry(.handlerCalled))

    package static let restorationAtMostOnce = ContinuityClause(
        "CONT-RESTORATION-ONCE", .continuity, .required,
        section: "Supported Entry Points",
        statement: "The continue-user-activity callback calls its restoration handler at most once.",
        hint: "Call the restoration handler on one path only, or not at all.",
        basis: [
            .page("Supported Entry Points",
                "Universal Links arrive through application(_:continue:restorationHandler:), which hands the module a "
                    + "restoration handler."),
            .apple("application(_:continue:restorationHandler:)",
                "Calling the restoration handler is optional; the app may keep it and call it later, from the main "
                    + "thread."),
            .apple("restoreUserActivityState(_:)",
                "iOS asks each object passed to the restoration handler to restore the user's activity."),
            .consequence("A second call hands objects over again, so iOS has them restore the activity twice and the "
                + "user's screen is set up twice."),
        ],
        judgedBy: .entry(.restorationAtMostOnce))

    package static let routingCoexists = ContinuityClause(
        "CONT-ROUTING", .continuity, .required,
        section: "Handling Rules",
        statement: "In a host that routes as the app does, among other modules and built-in links, "
            + "each link reaches its owner and the module never takes another's link, link after link.",
        hint: "Look for state kept between calls: a decision must depend on the link alone.",
        basis: [
            .page("Handling Rules",
                "Built-in link handling runs first, a module sees only the links built-in handling declines, and a module "
                    + "answers true only for links it owns."),
            .page("When Not To Use It",
                "The app's built-in FI deep links are tried before any module, and a module is offered a link only when "
                    + "built-in handling passes on it."),
            .consequence("A decision that depends on earlier links takes another module's link or drops its own, so that "
                + "user lands in the wrong place."),
        ],
        judgedBy: .routing)

    package static let longLived = ContinuityClause(
        "CONT-LONG-LIVED", .continuity, .required,
        section: "Handling Rules",
        statement: "One instance, the first its process makes, asked every decision of the entry fixtures that a required clause "
            + "names again and again in a shuffled order (at least 1,000 calls, 1,000 of them about its own links) while the app's user signs in and out, answers "
            + "each as a fresh instance answers it with the user in the same state, and calls each handler a call hands it at "
            + "most once.",
        hint: "Look for state the module keeps between calls, such as a counter or the last link: a decision must "
            + "depend on the link alone, however many came before it.",
        basis: [
            .page("Handling Rules",
                "A module answers true only for the links it owns: the rule holds for every link it is offered, not only "
                    + "for the first ones."),
            .consequence("The app keeps one instance of a module for its whole life and offers it every link, while each "
                + "other check asks a new instance once; a module whose answers change after some calls takes another "
                + "module's links, or drops its own, in the app only."),
        ],
        judgedBy: .longLived)

    /// Every continuity clause, in catalog order.
    package static let all: [ContinuityClause] = [
        ownLinkClaimed, ownQuerySurvives, shapesAlike, anyScheme, normalized, foreignNotClaimed, lookalikeNotClaimed, encodedHostNotClaimed,
        malformedNotClaimed, nilForUnowned, activityWithoutURL, willContinueNotClaimed, failureSurvived,
        backgroundSessionOnce, backgroundSessionCompletes, restorationAtMostOnce, routingCoexists, longLived,
    ]

    /// The contract's line in the registry.
    package static let entry = ContractRegistry.Entry(.continuity, all, moduleKinds: [.continuity], section: ContinuitySection.section,
                                                     plan: ContinuityPlanning.plan,
                                                     options: ContinuityOptions.keys) { options in
        // A completion handler is awaited once, then a second call is watched for as long.
        options.handlerBudget * 2
    }
}
