// UserNotificationsUI, as Apple's documentation declares what a content extension adopts, checked against the iOS 16.5
// SDK's headers. Declarations only.
@_exported import UIKit
@_exported import UserNotifications

/// Marks a body that exists only so that the declarations link.
@usableFromInline func declarationOnly(_ name: String = #function) -> Never {
    fatalError("\(name): a declaration for type-checking, not an implementation")
}

/// The media button a content extension asks for.
@available(iOS 10.0, *)
public enum UNNotificationContentExtensionMediaPlayPauseButtonType: UInt, @unchecked Sendable {
    case none = 0
    case `default` = 1
    case overlay = 2
}

/// What the extension asks after handling an action.
@available(iOS 10.0, *)
public enum UNNotificationContentExtensionResponseOption: UInt, @unchecked Sendable {
    case doNotDismiss = 0
    case dismiss = 1
    case dismissAndForwardAction = 2
}

/// The protocol a content extension's view controller adopts. Only `didReceive(_:)` is required; the rest are optional
/// Objective-C members, declared here as requirements with defaults since there is no Objective-C runtime.
///
/// Isolation follows Apple's current documentation, not the iOS 16.5 SDK (which has no actor annotations here): the
/// protocol itself is not main-actor isolated, `didReceive(_:)` is `@MainActor`, and the optional members are
/// nonisolated, so a view controller that implements one marks it `nonisolated` in Swift 6.
@available(iOS 10.0, *)
public protocol UNNotificationContentExtension: NSObjectProtocol {
    @MainActor func didReceive(_ notification: UNNotification) // @MainActor: Apple's current documentation, not the 16.5 SDK
    // @Sendable: Apple's current documentation; the 16.5 headers leave the block unannotated.
    func didReceive(_ response: UNNotificationResponse,
                    completionHandler completion: @escaping @Sendable (UNNotificationContentExtensionResponseOption) -> Void)
    func didReceive(_ response: UNNotificationResponse) async -> UNNotificationContentExtensionResponseOption
    var mediaPlayPauseButtonType: UNNotificationContentExtensionMediaPlayPauseButtonType { get }
    var mediaPlayPauseButtonFrame: CGRect { get }
    var mediaPlayPauseButtonTintColor: UIColor { get }
    func mediaPlay()
    func mediaPause()
}

extension UNNotificationContentExtension {
    /// The optional member's absence: the system dismisses and forwards the action.
    public func didReceive(_ response: UNNotificationResponse,
                           completionHandler completion: @escaping @Sendable (UNNotificationContentExtensionResponseOption) -> Void) {
        completion(.dismissAndForwardAction)
    }
    /// The async form of the optional member: what the completion-handler form answers.
    public func didReceive(_ response: UNNotificationResponse) async -> UNNotificationContentExtensionResponseOption {
        await withCheckedContinuation { continuation in
            didReceive(response) { continuation.resume(returning: $0) }
        }
    }
    /// The optional member's absence: no media button.
    public var mediaPlayPauseButtonType: UNNotificationContentExtensionMediaPlayPauseButtonType { .none }
    /// The optional member's absence: no button frame.
    public var mediaPlayPauseButtonFrame: CGRect { .zero }
    /// The optional member's absence: the system's tint.
    public var mediaPlayPauseButtonTintColor: UIColor { declarationOnly() }
    /// The optional member's absence.
    public func mediaPlay() {}
    /// The optional member's absence.
    public func mediaPause() {}
}

/// What a content extension asks of its host through its view controller's `extensionContext`.
extension NSExtensionContext {
    @available(iOS 12.0, *)
    public var notificationActions: [UNNotificationAction] { get { declarationOnly() } set { declarationOnly() } }
    @available(iOS 12.0, *)
    public func performNotificationDefaultAction() { declarationOnly() }
    @available(iOS 12.0, *)
    public func dismissNotificationContentExtension() { declarationOnly() }
    public func mediaPlayingStarted() { declarationOnly() }
    public func mediaPlayingPaused() { declarationOnly() }
}
