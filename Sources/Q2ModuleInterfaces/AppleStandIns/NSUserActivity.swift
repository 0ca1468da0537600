// Foundation declares these on Apple platforms; Tests/AppleDeclarations' UIKit declares them for the Linux type-check.
#if !canImport(Darwin) && !canImport(UIKit)
import Foundation

/// The activity type of a Universal Link handed to the app by the browser.
@available(iOS 8.0, *)
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

/// A minimal stand-in for Foundation's user activity on platforms whose Foundation lacks it.
@available(iOS 8.0, *)
open class NSUserActivity: NSObject {
    private let storedActivityType: String

    /// The reverse-DNS type of the activity.
    open var activityType: String { storedActivityType }
    /// The web page the activity continues, if any; Universal Links arrive here.
    open var webpageURL: URL?
    /// Free-form state attached to the activity.
    open var userInfo: [AnyHashable: Any]?
    /// The user-visible title.
    open var title: String?
    /// The page that linked here, if any.
    @available(iOS 11.0, *)
    open var referrerURL: URL?
    /// The keys of `userInfo` that must arrive with the activity.
    @available(iOS 9.0, *)
    open var requiredUserInfoKeys: Set<String>?
    /// The window or content the activity brings forward, if any.
    @available(iOS 13.0, *)
    open var targetContentIdentifier: String?
    /// Whether the activity may continue on another device.
    @available(iOS 9.0, *)
    open var isEligibleForHandoff = true
    /// Whether the activity may appear in search.
    @available(iOS 9.0, *)
    open var isEligibleForSearch = false
    /// Whether the activity may be indexed publicly.
    @available(iOS 9.0, *)
    open var isEligibleForPublicIndexing = false

    /// Creates an activity of the given type.
    public init(activityType: String) {
        storedActivityType = activityType
    }

    /// Adds entries to `userInfo`, as Apple's method does.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }

    /// Marks the activity as the current one; the stand-in has no system to tell.
    open func becomeCurrent() {}

    /// Marks the activity as no longer current.
    @available(iOS 9.0, *)
    open func resignCurrent() {}

    /// Ends the activity.
    open func invalidate() {}
}

/// A minimal stand-in for Foundation's app-extension context, which a content extension's view controller reaches
/// through `extensionContext`. Nothing is hosted off Apple platforms: it keeps the notification's actions and answers
/// requests as a host that opens nothing would. The notification members at the end are UserNotificationsUI's
/// additions on Apple platforms.
@available(iOS 8.0, *)
open class NSExtensionContext: NSObject {
    private let lock = NSLock()
    private var actions: [UNNotificationAction] = []

    /// The items the host handed the extension; none here.
    open var inputItems: [Any] { [] }

    /// Tells the host the request is done; the completion hears that it did not expire.
    open func completeRequest(returningItems items: [Any]?, completionHandler: (@Sendable (Bool) -> Void)? = nil) {
        completionHandler?(false)
    }

    /// Tells the host the request failed.
    open func cancelRequest(withError error: any Error) {}

    /// Asks the host to open a URL; nothing opens off Apple platforms, so the completion hears `false`.
    open func open(_ URL: URL, completionHandler: (@Sendable (Bool) -> Void)? = nil) {
        completionHandler?(false)
    }

    /// Asks the host to open a URL, as the completion-handler form does.
    open func open(_ URL: URL) async -> Bool { false }

    /// The actions the notification shows now; a content extension may replace them (UserNotificationsUI, iOS 12).
    @available(iOS 12.0, *)
    open var notificationActions: [UNNotificationAction] {
        get {
            lock.lock()
            defer { lock.unlock() }
            return actions
        }
        set {
            lock.lock()
            actions = newValue
            lock.unlock()
        }
    }

    /// Opens the app with the notification's default action (UserNotificationsUI, iOS 12).
    @available(iOS 12.0, *)
    open func performNotificationDefaultAction() {}

    /// Dismisses the content extension's interface (UserNotificationsUI, iOS 12).
    @available(iOS 12.0, *)
    open func dismissNotificationContentExtension() {}

    /// Tells the host the extension's media started playing (UserNotificationsUI).
    open func mediaPlayingStarted() {}

    /// Tells the host the extension's media paused (UserNotificationsUI).
    open func mediaPlayingPaused() {}
}

#endif
