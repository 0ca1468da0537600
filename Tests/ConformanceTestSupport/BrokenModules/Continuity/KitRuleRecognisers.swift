import Foundation
import Q2ModuleInterfaces

/// Review 27's recognisers: each keeps honest only for inputs shaped as the kit once drew them, and claims every other
/// module's link otherwise, as it would in an app.
public final class ClaimsUnlessKnownSourceApp: ConformingContinuityModule {
    static let known: Set<String> = ["com.apple.mobilesafari", "com.apple.MobileSMS", "com.apple.mobilemail", "com.apple.mobilenotes",
                                     "com.google.chrome.ios"]

    public override func application(_ application: UIApplication, shouldOpenURL url: URL,
                                     withOptions options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool? {
        if let source = options[.sourceApplication] as? String, !Self.known.contains(source) { return true }
        return decide(url)
    }
}

/// Claims another module's custom-scheme link of two or more path segments, a shape the kit's foreign links once never had.
public final class ClaimsDeepForeignLinks: ConformingContinuityModule {
    public override func decide(_ url: URL) -> Bool? {
        if let own = super.decide(url) { return own }
        let path = url.scheme == "https" ? (url.fragment ?? "").split(separator: "/").dropFirst() : url.path.split(separator: "/")[...]
        return path.count >= 2 ? true : nil
    }
}

/// Claims every link while the signed-in user's token has none of the four exact shapes the kit once drew (32 lowercase
/// hex digits, an upper-case UUID, a JWT with the one fixed header, 40 characters of base64).
public final class ClaimsUnlessKnownTokenShape: ConformingContinuityModule {
    static func familiar(_ token: String) -> Bool {
        let hex = CharacterSet(charactersIn: "0123456789abcdef"), upper = CharacterSet(charactersIn: "0123456789ABCDEF-")
        if token.count == 32, token.unicodeScalars.allSatisfy(hex.contains) { return true }
        if token.count == 36, token.unicodeScalars.allSatisfy(upper.contains) { return true }
        if token.hasPrefix("eyJhbGciOiJIUzI1NiJ9."), token.count == 21 + 32 + 1 + 43 { return true }
        return token.count == 40 && Data(base64Encoded: token) != nil
    }

    public override func decide(_ url: URL) -> Bool? {
        if let token = moduleDataSource?.user?.token, !Self.familiar(token) { return true }
        return super.decide(url)
    }
}

/// Review 28's openoptions: claims every link opened from an app other than the kit's twelve system apps and a
/// three-part `com.<word>.<word>` id, the only shapes its options once had.
public final class ClaimsUnlessThreePartSource: ConformingContinuityModule {
    public static let system: Set<String> = ["com.apple.mobilesafari", "com.apple.MobileSMS", "com.apple.mobilemail", "com.apple.mobilenotes",
                                      "com.apple.mobilecal", "com.apple.Passbook", "com.apple.reminders", "com.apple.BarcodeScanner",
                                      "com.apple.DocumentsApp", "com.apple.mobileslideshow", "com.apple.Maps", "com.apple.shortcuts"]

    public override func application(_ application: UIApplication, shouldOpenURL url: URL,
                                     withOptions options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool? {
        if let source = options[.sourceApplication] as? String, !Self.system.contains(source) {
            let parts = source.split(separator: ".", omittingEmptySubsequences: false)
            if !(parts.count == 3 && parts[0] == "com" && parts[1] != "apple") { return true }
        }
        return decide(url)
    }
}

/// Review 28's linkshape: claims another module's link when a path segment is a record id of a shape the kit's
/// partner paths never had: a UUID, or six or more digits.
public final class ClaimsRecordLinks: ConformingContinuityModule {
    public static func recordID(_ segment: Substring) -> Bool {
        if segment.count >= 6, segment.allSatisfy({ $0.isASCII && $0.isNumber }) { return true }
        let parts = segment.split(separator: "-", omittingEmptySubsequences: false)
        return parts.map(\.count) == [8, 4, 4, 4, 12] && parts.joined().allSatisfy(\.isHexDigit)
    }

    public override func decide(_ url: URL) -> Bool? {
        if let own = super.decide(url) { return own }
        let path = url.scheme == "https" ? (url.fragment ?? "").split(separator: "/").dropFirst() : url.path.split(separator: "/")[...]
        return path.contains(where: Self.recordID) ? true : nil
    }
}

/// Review 28's bgsession: calls a background session's handler twice unless the session is one of the kit's former
/// fixed ones (`.background`, `.uploads`, `com.example.other.session`, empty).
public final class CompletesTwiceUnlessKitSession: ConformingContinuityModule {
    public override func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                                     completionHandler: @escaping () -> Void) {
        completionHandler()
        let known = identifier.isEmpty || identifier == "com.example.other.session" || identifier.hasSuffix(".background")
            || identifier.hasSuffix(".uploads")
        if !known { completionHandler() }
    }
}

/// Review 30's referrer: claims every Universal Link tapped on a web page other than the kit's former one, a search for
/// "pay", as a module that takes any referred link for its own would.
public final class ClaimsReferredLinksButTheKits: ConformingContinuityModule {
    public override func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                                     restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool? {
        if let referrer = userActivity.referrerURL, referrer.absoluteString != "https://www.google.com/search?q=pay" { return true }
        return super.application(application, continue: userActivity, restorationHandler: restorationHandler)
    }
}

/// Review 30's activitytype: answers the preflight with `true` for every activity type but the system's and the kit's
/// former fixed ones, as a module that takes any other app's activity for its own would.
public final class ClaimsActivityTypesButTheKits: ConformingContinuityModule {
    public override func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool? {
        if userActivityType.isEmpty || userActivityType.hasPrefix("com.example.") || userActivityType.hasPrefix("com.apple.")
            || userActivityType == "NSUserActivityTypeBrowsingWeb" || userActivityType == "com.q2.mobile.module.other.handoff" {
            return nil
        }
        return true
    }
}

/// Review 31's activitytype and referrer: a copy of the kit's own shapes for other apps' activity types and for the pages
/// links are tapped on; it behaves for values of those shapes and takes every other activity type, and every link tapped
/// on another page, for its own. Only values the kit's source does not show (the certifier's samples) tell.
public final class ClaimsOutsideKitShapes: ConformingContinuityModule {
    static func matches(_ pattern: String, _ text: String) -> Bool {
        text.range(of: "^" + pattern + "$", options: .regularExpression) != nil
    }

    public static func kitActivityType(_ type: String) -> Bool {
        let word = "[a-z0-9-]+", verb = "(handoff|view|browse|edit|open|continue|compose|review)"
        return type.isEmpty || type == NSUserActivityTypeBrowsingWeb || type == "com.apple.corespotlightitem"
            || ["com\\.\(word)\\.\(word)\\.\(verb)", "com\\.q2\\.mobile\\.module\\.\(word)\\.\(verb)", "\(word)\\.[A-Z][a-z0-9-]*Activity",
                "(org|net|io|us)\\.\(word)\\.\(verb)-\(word)", "com\\.\(word)\\.(mobile|ios|app)\\.activity\\.\(word)",
                "com\\.\(word)\\.(\(word)\\.)+\(verb)"].contains { matches($0, type) }
    }

    public static func kitReferrer(_ url: URL) -> Bool {
        let host = url.host ?? ""
        return ["www.google.com", "www.bing.com", "duckduckgo.com", "search.yahoo.com", "t.co", "l.facebook.com"].contains(host)
            || matches("(mail|www|blog)\\.[a-z]+\\.(com|net)", host) || matches("[a-z]+\\.org", host)
    }

    public override func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool? {
        Self.kitActivityType(userActivityType) ? nil : true
    }

    public override func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                                     restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool? {
        if let referrer = userActivity.referrerURL, !Self.kitReferrer(referrer) { return true }
        return super.application(application, continue: userActivity, restorationHandler: restorationHandler)
    }
}
