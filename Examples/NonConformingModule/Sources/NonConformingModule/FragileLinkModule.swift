import Foundation
import Q2ModuleInterfaces

/// Reads links carefully, but hangs in the preflight for other modules' Handoff activities and crashes
/// when an activity fails to continue (it force-casts the error to a URL error).
public final class FragileLinkModule: ContinuityLifecycleModule {
    public var moduleDelegate: ModuleDelegate?
    public var moduleDataSource: ModuleDataSource?
    public private(set) var lastFailure: URLError.Code?

    public init() {}

    public func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                            completionHandler: @escaping () -> Void) { completionHandler() }

    public func application(_ application: UIApplication, shouldOpenURL url: URL,
                            withOptions options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool? {
        linkTarget(of: url) == "com.q2.mobile.module.fragile/path" ? true : nil
    }

    public func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool? {
        // Waits for a lock nobody releases when asked about Handoff from other modules: a hang.
        if userActivityType.hasSuffix(".handoff") { Thread.sleep(forTimeInterval: 3_600) }
        return nil
    }

    public func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                            restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool? {
        userActivity.webpageURL.flatMap { linkTarget(of: $0) == "com.q2.mobile.module.fragile/path" ? true : nil }
    }

    public func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String,
                            error: Error) {
        lastFailure = (error as! URLError).code
    }
}
