import Foundation

/// A notification service extension that a module ships to change its notifications before they show.
public protocol PushServiceExtensionModule: UNNotificationServiceExtension, Module, PushSenderProvider {
    /// The host's delegate, set before the first notification arrives.
    var moduleDelegate: ModuleDelegate! { get set }
    /// The host's data source, set before the first notification arrives.
    var moduleDataSource: ModuleDataSource! { get set }
}
