extension ConformanceOptions {
    /// The service extension budget without one given: the push page allows under 30 seconds.
    public static let defaultServiceExtensionBudget: Duration = .seconds(30)
    /// How long the kit waits for a delivery before it calls the expiry, without a patience given.
    public static let defaultServiceExtensionPatience: Duration = .seconds(1)
    /// The silent-notification budget without one given: iOS gives an app about 30 seconds to handle a background
    /// notification (Apple's `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`).
    public static let defaultSilentNotificationBudget: Duration = .seconds(30)

    /// The push contract's options at their defaults, as its registry entry gives them.
    static let pushDefaults: [String: ContractOption] = [
        "push.serviceExtensionBudget": .duration(defaultServiceExtensionBudget),
        "push.serviceExtensionPatience": .duration(defaultServiceExtensionPatience),
        "push.silentNotificationBudget": .duration(defaultSilentNotificationBudget),
    ]

    /// How long a service extension may take to deliver its content; the push page allows under 30 seconds.
    public var serviceExtensionBudget: Duration {
        get { contractValues["push.serviceExtensionBudget"]?.duration ?? Self.defaultServiceExtensionBudget }
        set { contractValues["push.serviceExtensionBudget"] = .duration(newValue) }
    }

    /// How long the silent-notification callback may take: the time iOS gives the app for a background notification.
    public var silentNotificationBudget: Duration {
        get { contractValues["push.silentNotificationBudget"]?.duration ?? Self.defaultSilentNotificationBudget }
        set { contractValues["push.silentNotificationBudget"] = .duration(newValue) }
    }

    /// How long the kit waits for a service extension's delivery before it calls `serviceExtensionTimeWillExpire()`,
    /// as the system may do early; at most `serviceExtensionBudget`.
    public var serviceExtensionPatience: Duration {
        get { contractValues["push.serviceExtensionPatience"]?.duration ?? Self.defaultServiceExtensionPatience }
        set { contractValues["push.serviceExtensionPatience"] = .duration(newValue) }
    }
}
