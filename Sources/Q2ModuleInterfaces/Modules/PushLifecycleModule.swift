import Foundation

/// A type that names the push sender whose notifications are meant for it.
public protocol PushSenderProvider {
    /// The sender id a payload's `sender` key must match exactly; required from SDK 25.7.0.
    static var sender: PushSender? { get }
}

/// A module that takes part in push registration, delivery and interaction events.
///
/// Every member is optional: the defaults do nothing and answer `nil`.
public protocol PushLifecycleModule: LifecycleModule, PushSenderProvider {
    /// The categories (with their actions) the app should register for this module, or `nil` for none.
    func getNotificationCategories() -> Set<UNNotificationCategory>?

    /// Receives the device token after a successful registration.
    func application(_ application: UIApplication,
                     didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)

    /// Learns that registering for remote notifications failed.
    func application(_ application: UIApplication,
                     didFailToRegisterForRemoteNotificationsWithError error: Error)

    /// Processes a silent notification; `nil` means no decision.
    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult?

    /// Handles the user's tap on a notification or one of its action buttons.
    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                didReceive response: UNNotificationResponse) async

    /// Chooses how a notification shows while the app is in the foreground; `nil` means the default.
    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                willPresent notification: UNNotification) async -> UNNotificationPresentationOptions?
}

extension PushLifecycleModule {
    /// No sender: the module receives notifications only through the legacy broadcast.
    public static var sender: PushSender? { nil }

    /// No categories.
    public func getNotificationCategories() -> Set<UNNotificationCategory>? { nil }

    /// Ignores the token.
    public func application(_ application: UIApplication,
                            didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}

    /// Ignores the failure.
    public func application(_ application: UIApplication,
                            didFailToRegisterForRemoteNotificationsWithError error: Error) {}

    /// Makes no decision.
    public func application(_ application: UIApplication,
                            didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult? {
        nil
    }

    /// Ignores the interaction.
    public func userNotificationCenter(_ center: UNUserNotificationCenter,
                                       didReceive response: UNNotificationResponse) async {}

    /// Leaves presentation to the default.
    public func userNotificationCenter(_ center: UNUserNotificationCenter,
                                       willPresent notification: UNNotification) async -> UNNotificationPresentationOptions? {
        nil
    }
}
