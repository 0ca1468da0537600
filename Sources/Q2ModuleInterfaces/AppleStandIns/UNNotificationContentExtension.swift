#if !canImport(UserNotificationsUI)
import Foundation

/// The media button a content extension asks for, with Apple's raw values.
@available(iOS 10.0, *)
public enum UNNotificationContentExtensionMediaPlayPauseButtonType: UInt, Sendable {
    /// No button.
    case none = 0
    /// A play/pause button that stays visible.
    case `default` = 1
    /// A translucent button over the content, hidden while playing.
    case overlay = 2
}

/// What the user did to a notification a content extension shows, with Apple's raw values.
@available(iOS 10.0, *)
public enum UNNotificationContentExtensionResponseOption: UInt, Sendable {
    /// Keep the notification on screen.
    case doNotDismiss = 0
    /// Dismiss the notification.
    case dismiss = 1
    /// Dismiss and hand the action on to the app.
    case dismissAndForwardAction = 2
}

/// A minimal stand-in for the protocol a notification content extension's view controller adopts. Only
/// `didReceive(_:)` is required; Apple's other members are optional Objective-C members, declared here as requirements
/// with the defaults the system applies when a member is absent.
///
/// Isolation follows Apple's current documentation, not the iOS 16.5 SDK (which has no actor annotations here): the
/// protocol is not main-actor isolated, `didReceive(_:)` is `@MainActor`, and the optional members are nonisolated, so
/// a view controller that implements one marks it `nonisolated` in Swift 6. The tint colour of the media button is
/// left out: UIKit's colours do not exist off Apple platforms.
@available(iOS 10.0, *)
public protocol UNNotificationContentExtension: NSObjectProtocol {
    /// Receives the notification to present, on the main thread.
    @MainActor func didReceive(_ notification: UNNotification) // @MainActor: Apple's current documentation, not the 16.5 SDK
    /// Receives an action the user chose on the presented notification. `@Sendable`: Apple's current documentation.
    func didReceive(_ response: UNNotificationResponse,
                    completionHandler completion: @escaping @Sendable (UNNotificationContentExtensionResponseOption) -> Void)
    /// Receives an action the user chose, as the async form of the member above.
    func didReceive(_ response: UNNotificationResponse) async -> UNNotificationContentExtensionResponseOption
    /// The media button to show.
    var mediaPlayPauseButtonType: UNNotificationContentExtensionMediaPlayPauseButtonType { get }
    /// Where the media button goes, in the view controller's view.
    var mediaPlayPauseButtonFrame: CGRect { get }
    /// Starts the media.
    func mediaPlay()
    /// Pauses the media.
    func mediaPause()
}

extension UNNotificationContentExtension {
    /// Dismisses and forwards the action, as the system does for extensions that do not implement it.
    public func didReceive(_ response: UNNotificationResponse,
                           completionHandler completion: @escaping @Sendable (UNNotificationContentExtensionResponseOption) -> Void) {
        completion(.dismissAndForwardAction)
    }

    /// Answers what the completion-handler form answers.
    public func didReceive(_ response: UNNotificationResponse) async -> UNNotificationContentExtensionResponseOption {
        await withCheckedContinuation { continuation in
            didReceive(response) { continuation.resume(returning: $0) }
        }
    }

    /// No media button.
    public var mediaPlayPauseButtonType: UNNotificationContentExtensionMediaPlayPauseButtonType { .none }
    /// No button frame.
    public var mediaPlayPauseButtonFrame: CGRect { .zero }
    /// Nothing to play.
    public func mediaPlay() {}
    /// Nothing to pause.
    public func mediaPause() {}
}
#endif
