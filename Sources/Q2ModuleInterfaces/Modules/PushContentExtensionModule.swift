import Foundation

/// A notification content extension that a module ships to present its notifications in a custom view.
public protocol PushContentExtensionModule: UIViewController, Module, UNNotificationContentExtension, PushSenderProvider {
    /// The host's delegate, set before the first notification arrives.
    var moduleDelegate: ModuleDelegate! { get set }
    /// The host's data source, set before the first notification arrives.
    var moduleDataSource: ModuleDataSource! { get set }
}
