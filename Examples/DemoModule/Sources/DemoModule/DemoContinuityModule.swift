import Foundation
import Q2ModuleInterfaces

/// The demo partner module: it owns the link `com.q2.mobile.module.demo-links/path`, under its own identifier, and opens its screen for it.
public final class DemoContinuityModule: ContinuityLifecycleModule {
    public var moduleDelegate: ModuleDelegate?
    public var moduleDataSource: ModuleDataSource?

    /// How many times the module opened its screen, so the example can show the effect of a claim.
    public private(set) var screensOpened = 0

    private let ownLink = DemoLink(identifier: "com.q2.mobile.module.demo-links", segments: ["path"])

    public init() {}

    public func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                            completionHandler: @escaping () -> Void) {
        // The demo starts no background sessions, so there is nothing to finish before completing.
        completionHandler()
    }

    public func application(_ application: UIApplication, shouldOpenURL url: URL,
                            withOptions options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool? {
        open(url)
    }

    public func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool? {
        nil
    }

    public func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                            restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool? {
        userActivity.webpageURL.flatMap(open)
    }

    public func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String,
                            error: Error) {
        // Nothing was started for the activity, so there is nothing to undo.
    }

    /// Opens the demo screen for the module's own link; any other link is not the module's to decide.
    private func open(_ url: URL) -> Bool? {
        guard DemoLink(url) == ownLink else { return nil }
        screensOpened += 1
        return true
    }
}
