import Foundation

/// A notification content extension that a module ships to present its notifications in a custom view.
public protocol PushContentExtensionModule: UIViewController, Module, UNNotificationContentExtension, PushSenderProvider {}
