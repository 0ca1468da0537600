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
