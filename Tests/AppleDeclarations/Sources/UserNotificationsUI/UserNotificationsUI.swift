// UserNotificationsUI, as Apple's documentation declares what a content extension adopts. Declarations only.
@_exported import UIKit
@_exported import UserNotifications

/// What the extension asks after handling an action.
public enum UNNotificationContentExtensionResponseOption: UInt, @unchecked Sendable {
    case doNotDismiss = 0
    case dismiss = 1
    case dismissAndForwardAction = 2
}

/// The protocol a content extension's view controller adopts. Apple's protocol is main-actor isolated and its second
/// member is an optional Objective-C member; without an Objective-C runtime it is a requirement with a default.
@MainActor
public protocol UNNotificationContentExtension: NSObjectProtocol {
    func didReceive(_ notification: UNNotification)
    func didReceive(_ response: UNNotificationResponse,
                    completionHandler completion: @escaping (UNNotificationContentExtensionResponseOption) -> Void)
}

extension UNNotificationContentExtension {
    /// The optional member's absence: the system dismisses and forwards the action.
    public func didReceive(_ response: UNNotificationResponse,
                           completionHandler completion: @escaping (UNNotificationContentExtensionResponseOption) -> Void) {
        completion(.dismissAndForwardAction)
    }
}
