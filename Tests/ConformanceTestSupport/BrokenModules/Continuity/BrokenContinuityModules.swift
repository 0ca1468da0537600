import ConformanceEngine
import Foundation
import Synchronization
import Q2ModuleInterfaces

// One deliberately broken module per continuity clause, each named after the clause it breaks and
// each changing a single behaviour of the conforming module.

/// Breaks CONT-OWN-CLAIMED: reads only the Universal Link fragment, so custom-scheme links are never claimed.
public final class BreaksOwnLinkClaimed: ConformingContinuityModule {
    public override func target(of url: URL) -> String? {
        url.fragment == nil ? nil : super.target(of: url)
    }
}

/// Breaks CONT-OWN-CLAIMED by declining its own links with `false`, having recognised them (the fifteenth trial's M18).
public final class DeclinesItsOwnLinks: ConformingContinuityModule {
    public override func decide(_ url: URL) -> Bool? {
        super.decide(url) == true ? false : super.decide(url)
    }
}

/// Breaks CONT-SHAPES-ALIKE: accepts Universal Links only on the DevApp sample's page, `/experimental/uux.aspx`.
public final class BreaksShapesAlike: ConformingContinuityModule {
    public override func target(of url: URL) -> String? {
        if url.fragment != nil, url.path != "/experimental/uux.aspx" { return nil }
        return super.target(of: url)
    }
}

/// Breaks CONT-ANY-SCHEME: accepts only the Q2 DevApp's scheme for custom-scheme links.
public final class BreaksAnyScheme: ConformingContinuityModule {
    public override func decide(_ url: URL) -> Bool? {
        let scheme = url.scheme?.lowercased() ?? ""
        guard url.fragment != nil || scheme == "q2mob" else { return nil }
        return super.decide(url)
    }
}

/// Breaks CONT-NORMALIZED: compares host and path exactly as they arrive, with their case and slashes.
public final class BreaksNormalized: ConformingContinuityModule {
    public override func target(of url: URL) -> String? {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }
        if let fragment = components.percentEncodedFragment {
            return fragment.hasPrefix("/") ? String(fragment.dropFirst()) : nil
        }
        guard let host = components.percentEncodedHost, !host.isEmpty else { return nil }
        return host + components.percentEncodedPath
    }
}

/// Breaks CONT-FOREIGN-NOT-CLAIMED: also claims a partner module's transfer link.
public final class BreaksForeignNotClaimed: ConformingContinuityModule {
    public init() {
        super.init(owning: ["com.q2.mobile.module.demo/path", "com.partner.payments/transfers/new"])
    }
}

/// Breaks CONT-FOREIGN-NOT-CLAIMED where no golden fixture looks: also claims the target of another module of its own
/// package, which only the plan knows.
public final class BreaksSiblingNotClaimed: ConformingContinuityModule {
    public init() {
        super.init(owning: [SelfTestChecks.demoTarget, SelfTestChecks.siblingTarget])
    }
}

/// Breaks CONT-LOOKALIKE-NOT-CLAIMED only where no fixed fixture looks: claims an owned identifier or path followed by
/// more letters, except the spellings the golden look-alike cases use, as a module tuned to the public fixtures would.
public final class BreaksLookalikeTunedToFixtures: ConformingContinuityModule {
    static let knownSuffixes: Set<String> = [".evil", "-evil", "x", "ology", "%2eevil"]

    public override func decide(_ url: URL) -> Bool? {
        if let claimed = super.decide(url) { return claimed }
        guard let target = target(of: url) else { return nil }
        let link = target.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        for owned in ownedTargets {
            let own = owned.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard link.count == 2, own.count == 2 else { continue }
            let longerIdentifier = link[0].hasPrefix(own[0]) && link[1] == own[1] ? String(link[0].dropFirst(own[0].count)) : nil
            let longerPath = link[0] == own[0] && link[1].hasPrefix(own[1]) ? String(link[1].dropFirst(own[1].count)) : nil
            if let extra = longerIdentifier ?? longerPath, !extra.isEmpty, !extra.contains("/"), !Self.knownSuffixes.contains(extra) {
                return true
            }
        }
        return nil
    }
}

/// Breaks CONT-LOOKALIKE-NOT-CLAIMED: matches loosely, on the decoded link containing its identifier and path.
public final class BreaksLookalikeNotClaimed: ConformingContinuityModule {
    public override func decide(_ url: URL) -> Bool? {
        guard let target = target(of: url)?.removingPercentEncoding?.lowercased() else { return nil }
        let claimed = ownedTargets.contains { owned in
            let parts = owned.split(separator: "/", maxSplits: 1)
            return target.contains(parts[0]) && (parts.count == 1 || target.contains(parts[1]))
        }
        return claimed ? true : nil
    }
}

/// Breaks CONT-ENCODED-HOST-NOT-CLAIMED: reads the custom-scheme host as Foundation's `url.host` gives it, decoded, as
/// the continuity page's sample does.
public final class BreaksEncodedHostNotClaimed: ConformingContinuityModule {
    public override func target(of url: URL) -> String? {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false), components.percentEncodedFragment == nil,
              let host = url.host, !host.isEmpty else { return super.target(of: url) }
        return Self.normalize(host + "/" + components.percentEncodedPath)
    }
}

/// Breaks CONT-MALFORMED-NOT-CLAIMED: when a link has no host, falls back to reading the target from its path.
public final class BreaksMalformedNotClaimed: ConformingContinuityModule {
    public override func target(of url: URL) -> String? {
        if let target = super.target(of: url) { return target }
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              components.percentEncodedFragment == nil else { return nil }
        return Self.normalize(components.percentEncodedPath)
    }
}

/// Breaks CONT-NIL-FOR-UNOWNED: declines links that are not its own with false instead of nil.
public final class BreaksNilForUnowned: ConformingContinuityModule {
    public override func decide(_ url: URL) -> Bool? {
        super.decide(url) ?? false
    }
}

/// Breaks CONT-ACTIVITY-NO-URL: force-unwraps the web page URL of every continued activity, and crashes without one.
public final class BreaksActivityWithoutURL: ConformingContinuityModule {
    public override func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                                     restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool? {
        decide(userActivity.webpageURL!)
    }
}

/// Breaks CONT-ACTIVITY-NO-URL without crashing: claims every continued activity that carries no web page URL, as a
/// module that takes "no URL" for "an activity of mine" does.
public final class BreaksActivityClaimedWithoutURL: ConformingContinuityModule {
    public override func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                                     restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool? {
        guard let url = userActivity.webpageURL else { return true }
        return decide(url)
    }
}

/// Breaks CONT-WILL-CONTINUE: promises to handle every activity type in the preflight.
public final class BreaksWillContinue: ConformingContinuityModule {
    public override func application(_ application: UIApplication,
                                     willContinueUserActivityWithType userActivityType: String) -> Bool? {
        true
    }
}

/// Breaks CONT-FAIL-SURVIVES: force-casts the failure to a URL error and crashes on any other error.
public final class BreaksFailSurvives: ConformingContinuityModule {
    public private(set) var lastFailureCode: URLError.Code?

    public override func application(_ application: UIApplication,
                                     didFailToContinueUserActivityWithType userActivityType: String, error: Error) {
        lastFailureCode = (error as! URLError).code
    }
}

/// Breaks CONT-BG-SESSION-ONCE: completes at once and again when its (simulated) session work finishes.
public final class BreaksBackgroundSessionOnce: ConformingContinuityModule {
    public override func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                                     completionHandler: @escaping () -> Void) {
        completionHandler()
        let late = Unchecked(completionHandler)
        // Later, but at once: a delay could outlast the kit's watch for a second call on a loaded machine.
        DispatchQueue.main.async { late.value() }
    }
}

/// Breaks CONT-BG-SESSION-COMPLETES: keeps the completion handler and never calls it.
public final class BreaksBackgroundSessionCompletes: ConformingContinuityModule {
    public private(set) var pendingHandlers: [() -> Void] = []

    public override func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                                     completionHandler: @escaping () -> Void) {
        pendingHandlers.append(completionHandler)
    }
}

/// Breaks CONT-RESTORATION-ONCE: calls the restoration handler twice for every continued activity.
public final class BreaksRestorationOnce: ConformingContinuityModule {
    public override func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                                     restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool? {
        restorationHandler(nil)
        restorationHandler([])
        return super.application(application, continue: userActivity, restorationHandler: { _ in })
    }
}

/// Breaks CONT-ROUTING: once it has claimed a link, it claims every later link too.
public final class BreaksRouting: ConformingContinuityModule {
    private var hasClaimed = false

    public override func decide(_ url: URL) -> Bool? {
        if hasClaimed { return true }
        let decision = super.decide(url)
        hasClaimed = decision == true
        return decision
    }
}

/// Breaks CONT-LONG-LIVED: decides as it should for its first 300 links, then claims every link; every other check
/// asks a new instance once, and the routing scenarios offer a few links each.
public final class BreaksLongLived: ConformingContinuityModule {
    private var decided = 0

    public override func decide(_ url: URL) -> Bool? {
        decided += 1
        return decided > 300 ? true : super.decide(url)
    }
}

/// Tuned to one shape of open-URL options (issue 32's fifth review): honest only when the options are exactly Safari's
/// source application, as the kit once always sent; otherwise it claims every link.
public final class HonestOnlyForSafariOptions: ConformingContinuityModule {
    public override func application(_ application: UIApplication, shouldOpenURL url: URL,
                                     withOptions options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool? {
        let safari = options.count == 1 && options[.sourceApplication] as? String == "com.apple.mobilesafari"
        return safari ? super.application(application, shouldOpenURL: url, withOptions: options) : true
    }
}

/// Tuned to the example's scheme and domain (issue 32's seventh review): honest for `q2mob` links and `demo.q2.com`
/// Universal Links, the only ones the kit once sent; any other institution's link it claims.
public final class HonestOnlyForExampleInstitution: ConformingContinuityModule {
    public override func decide(_ url: URL) -> Bool? {
        let example = url.scheme?.lowercased() == "q2mob" || url.host?.lowercased() == "demo.q2.com"
        return example ? super.decide(url) : true
    }
}

/// Honest only where no host set its hooks (issue 32's seventh review): once the app has given it a data source, as the
/// SDK does for every module it loads, it claims every link.
public final class HonestOnlyWithoutHost: ConformingContinuityModule {
    public override func decide(_ url: URL) -> Bool? {
        moduleDataSource == nil ? super.decide(url) : true
    }
}

/// Honest only while nobody is signed in: with a signed-in user, it claims every link.
public final class HonestOnlySignedOut: ConformingContinuityModule {
    public override func decide(_ url: URL) -> Bool? {
        moduleDataSource?.user == nil ? super.decide(url) : true
    }
}

/// Honest only while someone is signed in: in an app with nobody signed in (its data source set, no user) it claims
/// every link.
public final class HonestOnlySignedIn: ConformingContinuityModule {
    public override func decide(_ url: URL) -> Bool? {
        moduleDataSource != nil && moduleDataSource?.user == nil ? true : super.decide(url)
    }
}

/// Honest unless it is the only instance its process ever made and has been asked a few times (issue 32's seventh
/// review, the census held in state every instance shares): under a harness that makes an instance per check it never
/// is; in an app, the one instance claims every link from its fourth on.
public final class HonestUnlessAlone: ConformingContinuityModule {
    private static let census = InstanceCensus()
    private var asked = 0

    public override init(owning targets: [String] = ["com.q2.mobile.module.demo/path"]) {
        super.init(owning: targets)
        Self.census.count()
    }

    public override func decide(_ url: URL) -> Bool? {
        asked += 1
        return asked > 3 && Self.census.made == 1 ? true : super.decide(url)
    }
}

/// How many instances a broken module's class made in this process.
final class InstanceCensus: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    var made: Int {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func count() {
        lock.lock()
        value += 1
        lock.unlock()
    }
}

/// Answers like the conforming module on every call, but from its fourth call on it calls a background session's
/// completion handler, and an own Universal Link's restoration handler, twice (issue 32's eighth review): each fresh
/// instance, asked once, calls them once.
public final class BreaksLongLivedHandlers: ConformingContinuityModule {
    private var calls = 0

    public override func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                                     completionHandler: @escaping () -> Void) {
        calls += 1
        completionHandler()
        if calls > 3 { completionHandler() }
    }

    public override func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                                     restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool? {
        calls += 1
        let answer = super.application(application, continue: userActivity, restorationHandler: restorationHandler)
        if calls > 3, answer == true {
            restorationHandler(nil)
            restorationHandler(nil)
        }
        return answer
    }
}

/// Asks its data source for OAuth parameters as soon as it has one, and claims every link once any module answered
/// (issue 32's eighth review): an app's data source asks the loaded method modules, which answer.
public final class HonestUntilPeersAnswer: ConformingContinuityModule, @unchecked Sendable {
    private let answered = InstanceCensus()

    public override var moduleDataSource: ModuleDataSource? {
        didSet {
            guard let source = moduleDataSource else { return }
            let box = UncheckedSource(source)
            Task { [answered] in
                if await !box.source.executeMethodRequest(.oauthAuthorizationParams(context: nil)).isEmpty { answered.count() }
            }
        }
    }

    public override func decide(_ url: URL) -> Bool? {
        answered.made > 0 ? true : super.decide(url)
    }
}

/// A data source handed to a task.
private struct UncheckedSource: @unchecked Sendable {
    let source: ModuleDataSource
    init(_ source: ModuleDataSource) { self.source = source }
}

/// Holds the main thread for a second and a half in every decision, then decides as the conforming module does: under
/// plain `swift test` the kit names the stall at once and fails the check as a hang when the call returns.
public final class StallsMainThread: ConformingContinuityModule {
    public override func decide(_ url: URL) -> Bool? {
        Thread.sleep(forTimeInterval: 1.5)
        return super.decide(url)
    }
}

/// Crashes the process from a thread of its own while its decision is still being made: no check's module call runs on
/// that thread.
public final class CrashesOnItsOwnThread: ConformingContinuityModule {
    public override func decide(_ url: URL) -> Bool? {
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 0.2)
            fatalError("a module's own thread crashed")
        }
        Thread.sleep(forTimeInterval: 0.6)
        return super.decide(url)
    }
}

/// The twenty-fourth review (N12): claims another module's link whose one path word is no word of the kit's fixed
/// foreign cases, nor of the words its generated targets are named from.
public final class ClaimsOutsideTheKitsWords: ConformingContinuityModule {
    static let kitWords: Set<String> = ["pay", "path", "home", "x", "transfers", "accounts", "summary", "settings-other", "news",
                                        "zelle", "cards", "alerts", "billpay", "payments", "rewards", "loans", "inbox"]

    public override func decide(_ url: URL) -> Bool? {
        let pieces = (url.fragment ?? "").split(separator: "/").count >= 2 ? (url.fragment ?? "").split(separator: "/")
            : [Substring(url.host ?? "")] + url.path.split(separator: "/")
        if pieces.count >= 2, pieces[0].hasPrefix("com."), pieces[0].lowercased() != "com.q2.mobile.module.demo",
           !Self.kitWords.contains(String(pieces[1])), pieces[1].allSatisfy({ $0.isLetter && $0.isLowercase }) {
            return true
        }
        return super.decide(url)
    }
}

/// Starts a thread of its own that crashes a second after the call returned, when its check has ended (the fourteenth
/// trial's B22np).
public final class CrashesAfterItsCheck: ConformingContinuityModule {
    public override func decide(_ url: URL) -> Bool? {
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 1)
            fatalError("a module's own thread crashed after its call returned")
        }
        return super.decide(url)
    }
}

/// Claims every link once it has seen the signed-in user's token change to another (a session renewal or a second sign
/// in; issue 32's ninth review): a kept instance that always signed back in with one token never saw it.
public final class ClaimsAfterTokenRenewal: ConformingContinuityModule {
    private var seen: String?
    private var renewed = false

    public override func decide(_ url: URL) -> Bool? {
        if let token = moduleDataSource?.user?.token {
            if let seen, seen != token { renewed = true }
            seen = token
        }
        return renewed ? true : super.decide(url)
    }
}

/// Issue 32's tenth review (attack 04): completes a background session of its own (named after its identifier) twice,
/// and any other once. The kit once named the "own" session after the demo module, whatever module it certified.
public final class BreaksOwnBackgroundSessionTwice: ConformingContinuityModule {
    public override func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                                     completionHandler: @escaping () -> Void) {
        completionHandler()
        let identifiers = ownedTargets.compactMap { $0.split(separator: "/").first.map(String.init) }
        if identifiers.contains(where: { identifier.hasPrefix($0 + ".") }) { completionHandler() }
    }
}

/// Issue 32's tenth review (attack 09): handles the one continuation error the kit once sent (NSCocoaErrorDomain 4609)
/// and traps on any other, as a module that force-casts what it expects does.
public final class CrashesOnOtherContinuationErrors: ConformingContinuityModule {
    public override func application(_ application: UIApplication,
                                     didFailToContinueUserActivityWithType userActivityType: String, error: Error) {
        let error = error as NSError
        precondition(error.domain == NSCocoaErrorDomain && error.code == 4_609, "unexpected continuation error \(error.code)")
    }
}

/// Issue 32's tenth review (attack 03): claims other modules' Universal Links when they arrive with a referrer (tapped on
/// a web page), and decides as the conforming module otherwise; the kit once never set a referrer.
public final class ClaimsForeignLinksWithReferrer: ConformingContinuityModule {
    public override func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                                     restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool? {
        if userActivity.referrerURL != nil, userActivity.webpageURL?.absoluteString.contains("com.q2.mobile.module.") == true {
            return true
        }
        return super.application(application, continue: userActivity, restorationHandler: restorationHandler)
    }
}

/// Honest only while the signed-in user's token is 32 lowercase hexadecimal digits (review 32k, attack 08): any other
/// shape, which the pages allow, makes it claim every link.
public final class HonestOnlyWithHexTokens: ConformingContinuityModule {
    public override func decide(_ url: URL) -> Bool? {
        guard let token = moduleDataSource?.user?.token else { return super.decide(url) }
        let hex = token.count == 32 && token.allSatisfy { $0.isHexDigit && !$0.isUppercase }
        return hex ? super.decide(url) : true
    }
}

/// Breaks CONT-FOREIGN-NOT-CLAIMED only for links with a query string (review 32k, attack 06), which no foreign-link
/// case had: it claims any link that carries one, in the URL or in a Universal Link's fragment.
public final class ClaimsLinksWithQuery: ConformingContinuityModule {
    public override func decide(_ url: URL) -> Bool? {
        url.query != nil || url.fragment?.contains("?") == true ? true : super.decide(url)
    }
}

/// The instances of the app's module classes made in this process, counted in state they all share.
enum LaunchCensus {
    static let continuity = InstanceCensus()
    static let push = InstanceCensus()
}

/// Honest unless its process holds exactly what an app holds at launch, one continuity and one push instance, and it
/// has been asked a few times (review 32k, attack 02): a kept-instance process that held the kept instance alone never
/// showed it; an app's one instance claims every link from its fourth call on.
public final class HonestUnlessLaunchSet: ConformingContinuityModule {
    private var asked = 0

    public override init(owning targets: [String] = ["com.q2.mobile.module.demo/path"]) {
        super.init(owning: targets)
        LaunchCensus.continuity.count()
    }

    public override func decide(_ url: URL) -> Bool? {
        asked += 1
        return asked > 3 && LaunchCensus.continuity.made == 1 && LaunchCensus.push.made == 1 ? true : super.decide(url)
    }
}

/// The push module counted beside `HonestUnlessLaunchSet`; it conforms.
public final class LaunchCensusPushModule: ConformingPushLifecycleModule {
    public required init() {
        super.init()
        LaunchCensus.push.count()
    }
}

/// Honest only while the app is active (the fourteenth review): a link that launches or resumes the app, which iOS hands
/// it while inactive, it claims whatever it is.
public final class HonestOnlyWhileActive: ConformingContinuityModule {
    public override func application(_ application: UIApplication, shouldOpenURL url: URL,
                                     withOptions options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool? {
        MainActor.assumeIsolated { application.applicationState } == .active
            ? super.application(application, shouldOpenURL: url, withOptions: options) : true
    }
}

/// Calls a background session's completion handler twice when the app is in the background, which is how iOS always
/// hands the events (the fourteenth review): in an app that only ever runs active, once.
public final class CompletesTwiceInBackground: ConformingContinuityModule {
    public override func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                                     completionHandler: @escaping () -> Void) {
        completionHandler()
        if MainActor.assumeIsolated({ application.applicationState }) == .background { completionHandler() }
    }
}

/// The twenty-fifth review's classifier: carries a copy of the kit's public rules for other modules' names (the fixed
/// fixtures' identifiers, the word lists and suffixes generated targets are named from, the coined syllables) and claims
/// every other module's link whose identifier falls outside them. Within the kit's own rules it passes; names drawn
/// from a list it has never seen (`certify --partner-names`) catch it.
public final class ClaimsOutsideTheKitsRules: ConformingContinuityModule {
    static let fixed: Set<String> = ["demo", "demo-alerts", "alpha", "beta", "nobody", "other", "sibling", "conforming", "peer"]
    static let words: Set<String> = [
        "transfers", "zelle", "cards", "card-controls", "alerts", "billpay", "payments", "rewards", "loans", "statements",
        "deposits", "budget", "insights", "travel", "wallet", "checks", "p2p", "savings", "investments", "mortgage",
        "support", "chat", "offers", "credit", "score", "goals", "tax", "documents", "vault", "identity", "onboarding",
        "accounts", "transactions", "disputes", "notices", "branch", "atm", "rdc", "wires", "ach", "business", "payroll",
    ]
    static let suffixes = ["", "-links", "-ios", "2", "s", "-beta", "-module", "hub", "-pro", "3"]
    static let syllables = try? NSRegularExpression(pattern: "^((br|tr|pl|st|gr|[bcdfgklmnprstvz])(ai|ou|ea|[aeiou])){2,4}[nrsxl]?x*$")

    /// Whether the kit's rules could have made `name`.
    static func kitShaped(_ name: String) -> Bool {
        var name = name.lowercased()
        while name.hasSuffix("2"), !words.contains(name) { name.removeLast() }
        if fixed.contains(name) { return true }
        if syllables?.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil { return true }
        for suffix in suffixes where name.hasSuffix(suffix) {
            let stem = String(name.dropLast(suffix.count))
            if words.contains(stem) { return true }
            for (index, character) in stem.enumerated() where character == "-" {
                let split = stem.index(stem.startIndex, offsetBy: index)
                if words.contains(String(stem[..<split])), words.contains(String(stem[stem.index(after: split)...])) { return true }
            }
        }
        return false
    }

    public override func decide(_ url: URL) -> Bool? {
        let pieces = (url.fragment ?? "").split(separator: "/").count >= 2 ? (url.fragment ?? "").split(separator: "/")
            : [Substring(url.host ?? "")] + url.path.split(separator: "/")
        if pieces.count >= 2, pieces[0].lowercased().hasPrefix("com.q2.mobile.module."), pieces[0].lowercased() != "com.q2.mobile.module.demo",
           let name = pieces[0].split(separator: ".").last, !Self.kitShaped(String(name)) {
            return true
        }
        return super.decide(url)
    }
}

/// Breaks CONT-LONG-LIVED by itself: an instance claims every link after its four hundredth decision, a count of its
/// own, so the one instance drifts from the documented answer and a fresh one does not.
public final class ClaimsEverythingAfterManyCalls: ConformingContinuityModule {
    private let decisions = Mutex(0)

    public override func decide(_ url: URL) -> Bool? {
        let count = decisions.withLock { count in
            count += 1
            return count
        }
        return count > 400 ? true : super.decide(url)
    }
}

/// The sixteenth trial's B17: counts every decision of every instance in one shared counter and claims any other module's
/// link once it passes 400, so the instances made late in a run, the fresh ones included, are the changed ones.
public final class ClaimsAfterASharedCount: ConformingContinuityModule {
    static let decisions = Mutex(0)

    public override func decide(_ url: URL) -> Bool? {
        let count = Self.decisions.withLock { count in
            count += 1
            return count
        }
        return count > 400 ? true : super.decide(url)
    }
}

/// Breaks CONT-OWN-QUERY-SURVIVES (the twenty-sixth review's linkshape): once a link is its own, reads the amount from the
/// query with force unwraps, so a decimal comma or a key without a value traps.
public final class BreaksOwnQuerySurvives: ConformingContinuityModule {
    public override func decide(_ url: URL) -> Bool? {
        let answer = super.decide(url)
        if answer == true, let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems,
           let amount = items.first(where: { $0.name == "amount" }) {
            _ = Int(Double(amount.value!)! * 100)
        }
        return answer
    }
}
