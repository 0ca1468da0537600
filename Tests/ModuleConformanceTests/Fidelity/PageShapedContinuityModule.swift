import Foundation
import Q2ModuleInterfaces

// Written the way the continuity page's sample is written: a final class with the five entry points,
// a private target constant, and normalization from the fragment first, then host and path.
// Platform changes: none; `import UIKit` is not needed: the kit's portable `Q2ModuleInterfaces` declares the UIKit stand-ins.
final class PageShapedContinuityModule: ContinuityLifecycleModule {
    private let ownedTarget = "com.q2.mobile.module.demo/path"

    var moduleDelegate: ModuleDelegate?
    var moduleDataSource: ModuleDataSource?

    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        completionHandler()
    }

    func application(_ application: UIApplication, shouldOpenURL url: URL,
                     withOptions options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool? {
        claim(url)
    }

    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool? {
        false
    }

    func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                     restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool? {
        guard let link = userActivity.webpageURL else { return nil }
        return claim(link)
    }

    func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String,
                     error: Error) {}
}

private extension PageShapedContinuityModule {
    func claim(_ url: URL) -> Bool? {
        guard let target = target(of: url), target == ownedTarget else { return nil }
        return true
    }

    func target(of url: URL) -> String? {
        let slashes = CharacterSet(charactersIn: "/")
        if let fragment = url.fragment?.lowercased(), !fragment.isEmpty {
            return fragment.trimmingCharacters(in: slashes)
        }
        guard let host = url.host?.lowercased() else { return nil }
        let path = url.path.trimmingCharacters(in: slashes).lowercased()
        return path.isEmpty ? host : host + "/" + path
    }
}
