import Foundation

/// A notification service extension that a module ships to change its notifications before they show.
public protocol PushServiceExtensionModule: UNNotificationServiceExtension, Module, PushSenderProvider {}
