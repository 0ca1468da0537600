import Foundation
import Q2ModuleInterfaces

/// A continuity module that keeps every clause, built so that each broken module can change one behaviour.
open class ConformingContinuityModule: ContinuityLifecycleModule {
    public var moduleDelegate: ModuleDelegate?
    public var moduleDataSource: ModuleDataSource?

    /// The targets the module owns, normalized: identifier lowercased, path without surrounding slashes.
    public let ownedTargets: Set<String>

    /// Creates a module owning the given `identifier/path` targets.
    public init(owning targets: [String] = ["com.q2.mobile.module.demo/path"]) {
        ownedTargets = Set(targets.compactMap(Self.normalize))
    }

    /// The target a link names in either documented shape, still percent-encoded, or `nil` for a malformed link.
    open func target(of url: URL) -> String? {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }
        if let fragment = components.percentEncodedFragment {
            return Self.normalize(fragment)
        }
        guard let host = components.percentEncodedHost, !host.isEmpty else { return nil }
        return Self.normalize(host + "/" + components.percentEncodedPath)
    }

    /// The module's decision about a link: `true` for an owned target, `nil` otherwise.
    open func decide(_ url: URL) -> Bool? {
        guard let target = target(of: url), ownedTargets.contains(target) else { return nil }
        return true
    }

    /// Splits `identifier/path`, lowercases the identifier and trims slashes; `nil` when nothing is left.
    public static func normalize(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        guard !trimmed.isEmpty else { return nil }
        let parts = trimmed.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        let identifier = parts[0].lowercased()
        let path = parts.count > 1 ? parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "/")) : ""
        return path.isEmpty ? identifier : "\(identifier)/\(path)"
    }

    open func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                          completionHandler: @escaping () -> Void) {
        completionHandler()
    }

    open func application(_ application: UIApplication, shouldOpenURL url: URL,
                          withOptions options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool? {
        decide(url)
    }

    open func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool? {
        nil
    }

    open func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                          restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool? {
        guard let url = userActivity.webpageURL else { return nil }
        return decide(url)
    }

    open func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String,
                          error: Error) {}
}
