import Foundation

/// A module that inspects and handles the deep links it owns: custom URL schemes and Universal Links.
///
/// For every entry point that returns `Bool?`: `true` means the module handled the event, `false`
/// that it did not, and `nil` that it makes no decision, so the app goes on with default handling.
public protocol ContinuityLifecycleModule: LifecycleModule {
    /// Receives the events of a background URL session that belongs to the app.
    func application(_ application: UIApplication,
                     handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void)

    /// Decides about a custom-URL-scheme link that built-in handling declined.
    func application(_ application: UIApplication,
                     shouldOpenURL url: URL,
                     withOptions options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool?

    /// Answers, before a user activity continues, whether the module will handle its type.
    func application(_ application: UIApplication,
                     willContinueUserActivityWithType userActivityType: String) -> Bool?

    /// Decides about a continued user activity, such as a Universal Link in its web page URL.
    func application(_ application: UIApplication,
                     continue userActivity: NSUserActivity,
                     restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool?

    /// Learns that a user activity of the given type could not be continued.
    func application(_ application: UIApplication,
                     didFailToContinueUserActivityWithType userActivityType: String,
                     error: Error)
}
