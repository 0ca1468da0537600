import Foundation

/// A base class for push lifecycle modules, which the push page's targeting section shows subclassed.
///
/// The page shows only `public override static var sender: PushSender?` on a subclass, so the base must declare
/// `sender` as an overridable class property. What the page does not show is assumed here and listed in the kit's
/// `Conformance/README.md`: that the base derives from `NSObject`, conforms to `PushLifecycleModule` with every
/// member overridable and doing nothing, and can be made with `init()`, as the SDK makes module classes by name.
open class Q2ModuleBase: NSObject, PushLifecycleModule {
    /// The host's delegate.
    open var moduleDelegate: ModuleDelegate?
    /// The host's data source.
    open var moduleDataSource: ModuleDataSource?

    /// No sender until a subclass names one.
    open class var sender: PushSender? { nil }

    /// Makes a module with no host hooks set; the host sets them after loading it.
    public required override init() {
        super.init()
    }

    /// No categories.
    open func getNotificationCategories() -> Set<UNNotificationCategory>? { nil }

    /// Ignores the token.
    open func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}

    /// Ignores the failure.
    open func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {}

    /// Makes no decision.
    open func application(_ application: UIApplication,
                          didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult? {
        nil
    }

    /// Ignores the interaction.
    open func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {}

    /// Leaves presentation to the default.
    open func userNotificationCenter(_ center: UNUserNotificationCenter,
                                     willPresent notification: UNNotification) async -> UNNotificationPresentationOptions? {
        nil
    }
}
