/// The push contract's options, each a key with its one default.
enum PushOptions {
    /// How long a service extension may take to deliver its content: the push page allows under 30 seconds.
    enum ServiceExtensionBudget: ContractOptionKey {
        static let name = "push.serviceExtensionBudget"
        static var defaultValue: Duration { .seconds(30) }
    }

    /// How long the kit waits for a delivery before it calls the expiry, as the system may do early.
    enum ServiceExtensionPatience: ContractOptionKey {
        static let name = "push.serviceExtensionPatience"
        static var defaultValue: Duration { .seconds(1) }
    }

    /// How long the silent-notification callback may take: iOS gives an app about 30 seconds to handle a background
    /// notification (Apple's `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`).
    enum SilentNotificationBudget: ContractOptionKey {
        static let name = "push.silentNotificationBudget"
        static var defaultValue: Duration { .seconds(30) }
    }

    /// Every option of the push contract, for its registry entry.
    static let keys: [any ContractOptionKey.Type] = [ServiceExtensionBudget.self, ServiceExtensionPatience.self, SilentNotificationBudget.self]
}

extension ConformanceOptions {
    /// The service extension budget without one given: the push page allows under 30 seconds.
    public static var defaultServiceExtensionBudget: Duration { PushOptions.ServiceExtensionBudget.defaultValue }
    /// How long the kit waits for a delivery before it calls the expiry, without a patience given.
    public static var defaultServiceExtensionPatience: Duration { PushOptions.ServiceExtensionPatience.defaultValue }
    /// The silent-notification budget without one given: about the 30 seconds iOS gives a background notification.
    public static var defaultSilentNotificationBudget: Duration { PushOptions.SilentNotificationBudget.defaultValue }

    /// How long a service extension may take to deliver its content; the push page allows under 30 seconds.
    public var serviceExtensionBudget: Duration {
        get { self[PushOptions.ServiceExtensionBudget.self] }
        set { self[PushOptions.ServiceExtensionBudget.self] = newValue }
    }

    /// How long the silent-notification callback may take: the time iOS gives the app for a background notification.
    public var silentNotificationBudget: Duration {
        get { self[PushOptions.SilentNotificationBudget.self] }
        set { self[PushOptions.SilentNotificationBudget.self] = newValue }
    }

    /// How long the kit waits for a service extension's delivery before it calls `serviceExtensionTimeWillExpire()`,
    /// as the system may do early; at most `serviceExtensionBudget`.
    public var serviceExtensionPatience: Duration {
        get { self[PushOptions.ServiceExtensionPatience.self] }
        set { self[PushOptions.ServiceExtensionPatience.self] = newValue }
    }
}
