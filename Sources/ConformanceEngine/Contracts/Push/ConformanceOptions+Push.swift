extension ConformanceOptions {
    /// The push contract's options at their defaults, as its registry entry gives them.
    static let pushDefaults: [String: ContractOption] = [
        "push.serviceExtensionBudget": .duration(.seconds(30)),
        "push.serviceExtensionPatience": .duration(.seconds(1)),
    ]

    /// How long a service extension may take to deliver its content; the push page allows under 30 seconds.
    public var serviceExtensionBudget: Duration {
        get { contractValues["push.serviceExtensionBudget"]?.duration ?? .seconds(30) }
        set { contractValues["push.serviceExtensionBudget"] = .duration(newValue) }
    }

    /// How long the kit waits for a service extension's delivery before it calls `serviceExtensionTimeWillExpire()`,
    /// as the system may do early; at most `serviceExtensionBudget`.
    public var serviceExtensionPatience: Duration {
        get { contractValues["push.serviceExtensionPatience"]?.duration ?? .seconds(1) }
        set { contractValues["push.serviceExtensionPatience"] = .duration(newValue) }
    }
}
