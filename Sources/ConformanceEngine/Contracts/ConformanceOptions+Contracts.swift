extension ConformanceOptions {
    /// Creates options; without an SDK version, every clause applies. The contracts' options are named here too, so
    /// that an author sets any budget in one call.
    ///
    /// - Parameters:
    ///   - handlerBudget: how long the kit waits for a completion handler, and for a second call after the first.
    ///   - callbackBudget: how long an asynchronous callback of a module may take.
    ///   - lateCallWindow: how long a handler the module still holds after its check is watched for one call too many.
    ///   - serviceExtensionBudget: how long a push service extension may take to deliver its content.
    ///   - serviceExtensionPatience: how long the kit waits for a delivery before it calls the expiry callback.
    ///   - silentNotificationBudget: how long the silent-notification callback may take (iOS gives about 30 seconds).
    ///   - scheme: the custom scheme continuity fixtures use for `{scheme}`.
    ///   - domain: the associated domain continuity fixtures use for `{domain}`.
    ///   - seed: the seed of the run's generated link targets (`{seeded}`); random unless given.
    public init(sdkVersion: SDKVersion? = nil,
                handlerBudget: Duration = .milliseconds(200),
                callbackBudget: Duration = .seconds(10),
                lateCallWindow: Duration = .seconds(30),
                serviceExtensionBudget: Duration = defaultServiceExtensionBudget,
                serviceExtensionPatience: Duration = defaultServiceExtensionPatience,
                silentNotificationBudget: Duration = defaultSilentNotificationBudget,
                waivers: [ClauseID: String] = [:],
                scheme: String = defaultScheme,
                domain: String = defaultDomain,
                seed: UInt64 = .random(in: .min ... .max)) {
        self.init(sdkVersion: sdkVersion, handlerBudget: handlerBudget, callbackBudget: callbackBudget, waivers: waivers)
        self.lateCallWindow = lateCallWindow
        self.serviceExtensionBudget = serviceExtensionBudget
        self.serviceExtensionPatience = serviceExtensionPatience
        self.silentNotificationBudget = silentNotificationBudget
        self.scheme = scheme
        self.domain = domain
        self.seed = seed
    }
}
