import Foundation
import Q2ModuleInterfaces

/// Reads both link shapes carefully, then wrongly claims every `com.partner.` link too: another module's links.
public final class GreedyLinkModule: ContinuityLifecycleModule {
    public var moduleDelegate: ModuleDelegate?
    public var moduleDataSource: ModuleDataSource?

    public init() {}

    private func decide(_ url: URL) -> Bool? {
        guard let target = linkTarget(of: url) else { return nil }
        if target == "com.q2.mobile.module.greedy/path" { return true }
        return target.hasPrefix("com.partner.") ? true : nil
    }

    public func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                            completionHandler: @escaping () -> Void) { completionHandler() }

    public func application(_ application: UIApplication, shouldOpenURL url: URL,
                            withOptions options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool? { decide(url) }

    public func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool? { nil }

    public func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                            restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool? {
        userActivity.webpageURL.flatMap(decide)
    }

    public func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String,
                            error: Error) {}
}
