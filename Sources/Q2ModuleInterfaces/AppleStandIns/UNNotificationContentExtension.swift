#if !canImport(UserNotificationsUI)
import Foundation

/// What the user did to a notification a content extension shows.
public enum UNNotificationContentExtensionResponseOption: Int, Sendable {
    /// Keep the notification on screen.
    case doNotDismiss
    /// Dismiss the notification.
    case dismiss
    /// Dismiss and hand the action on to the app.
    case dismissAndForwardAction
}

/// A minimal stand-in for the protocol a notification content extension's view controller adopts; main-actor
/// isolated, as Apple's is.
@MainActor
public protocol UNNotificationContentExtension: AnyObject {
    /// Receives the notification to present.
    func didReceive(_ notification: UNNotification)
    /// Receives an action the user chose on the presented notification.
    func didReceive(_ response: UNNotificationResponse,
                    completionHandler completion: @escaping (UNNotificationContentExtensionResponseOption) -> Void)
}

extension UNNotificationContentExtension {
    /// Dismisses and forwards the action, as the system does for extensions that do not implement it.
    public func didReceive(_ response: UNNotificationResponse,
                           completionHandler completion: @escaping (UNNotificationContentExtensionResponseOption) -> Void) {
        completion(.dismissAndForwardAction)
    }
}
#endif
