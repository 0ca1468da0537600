import Foundation
import Q2ModuleInterfaces

/// Presents the demo module's notifications of category `Q2Demo` in its own view.
public final class DemoNotificationContentExtension: UIViewController, UNNotificationContentExtension, PushContentExtensionModule {
    public var moduleDelegate: ModuleDelegate!
    public var moduleDataSource: ModuleDataSource!

    /// The text the view shows; a stand-in for the label a UIKit build would fill.
    public private(set) var displayedText = ""

    /// `nonisolated`: the push protocols read the sender from any thread, and a view controller is main-actor isolated.
    nonisolated public static var sender: PushSender? { .demo }

    public func didReceive(_ notification: UNNotification) {
        let content = notification.request.content
        let fallback = content.title.isEmpty ? "New notification" : content.title
        displayedText = content.body.isEmpty ? fallback : content.body
    }
}
