import Dispatch
import Foundation
import Q2ModuleInterfaces

/// The module's continuity handler, named like the module itself; it claims `com.q2.mobile.module.billpay-links/pay` links (its settings entry's identifier)
/// in either URL shape and asserts that the app calls it on the main thread.
final class BillPay: ContinuityLifecycleModule {
    var moduleDelegate: ModuleDelegate?
    var moduleDataSource: ModuleDataSource?

    init() {}

    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        dispatchPrecondition(condition: .onQueue(.main))
        completionHandler()
    }

    func application(_ application: UIApplication, shouldOpenURL url: URL, withOptions options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool? {
        dispatchPrecondition(condition: .onQueue(.main))
        return claims(url)
    }

    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool? {
        dispatchPrecondition(condition: .onQueue(.main))
        return nil
    }

    func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                     restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool? {
        dispatchPrecondition(condition: .onQueue(.main))
        return userActivity.webpageURL.flatMap(claims)
    }

    func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: Error) {
        dispatchPrecondition(condition: .onQueue(.main))
    }

    /// `true` for the module's own target, read from the Universal Link fragment or the custom-scheme host and path
    /// without percent-decoding (so an encoded `/` never joins two parts); `nil` for anything else.
    private func claims(_ url: URL) -> Bool? {
        guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }
        let pieces: [Substring]
        if let fragment = parts.percentEncodedFragment {
            pieces = fragment.split(separator: "/")
        } else {
            guard let host = parts.percentEncodedHost, !host.isEmpty else { return nil }
            pieces = [Substring(host)] + parts.percentEncodedPath.split(separator: "/")
        }
        guard pieces.count == 2, pieces[0].lowercased() == "com.q2.mobile.module.billpay-links", pieces[1] == "pay" else { return nil }
        return true
    }
}
