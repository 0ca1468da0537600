#if !canImport(UserNotifications)
import Foundation

/// A minimal stand-in for a notification's content: its texts, payload and category.
open class UNNotificationContent: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The headline.
    open internal(set) var title: String
    /// The secondary headline.
    open internal(set) var subtitle: String
    /// The message text.
    open internal(set) var body: String
    /// The category that decides which content extension and actions apply.
    open internal(set) var categoryIdentifier: String
    /// The thread that groups notifications.
    open internal(set) var threadIdentifier: String
    /// The badge number, if any.
    open internal(set) var badge: NSNumber?
    /// The whole remote-notification payload, `aps` included.
    open internal(set) var userInfo: [AnyHashable: Any]
    /// Media attached to the notification.
    open internal(set) var attachments: [UNNotificationAttachment]

    /// Creates empty content.
    public override convenience init() {
        self.init(title: "", subtitle: "", body: "", categoryIdentifier: "", threadIdentifier: "",
                  badge: nil, userInfo: [:], attachments: [])
    }

    init(title: String, subtitle: String, body: String, categoryIdentifier: String, threadIdentifier: String,
         badge: NSNumber?, userInfo: [AnyHashable: Any], attachments: [UNNotificationAttachment]) {
        self.title = title
        self.subtitle = subtitle
        self.body = body
        self.categoryIdentifier = categoryIdentifier
        self.threadIdentifier = threadIdentifier
        self.badge = badge
        self.userInfo = userInfo
        self.attachments = attachments
    }

    /// Returns an immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        UNNotificationContent(title: title, subtitle: subtitle, body: body, categoryIdentifier: categoryIdentifier,
                              threadIdentifier: threadIdentifier, badge: badge, userInfo: userInfo,
                              attachments: attachments)
    }

    /// Returns a mutable copy, as a service extension does before it changes the content.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        UNMutableNotificationContent(title: title, subtitle: subtitle, body: body,
                                     categoryIdentifier: categoryIdentifier, threadIdentifier: threadIdentifier,
                                     badge: badge, userInfo: userInfo, attachments: attachments)
    }
}

/// A minimal stand-in for notification content a service extension may change.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    open override var title: String { get { super.title } set { super.title = newValue } }
    open override var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
    open override var body: String { get { super.body } set { super.body = newValue } }
    open override var categoryIdentifier: String {
        get { super.categoryIdentifier } set { super.categoryIdentifier = newValue }
    }
    open override var threadIdentifier: String {
        get { super.threadIdentifier } set { super.threadIdentifier = newValue }
    }
    open override var badge: NSNumber? { get { super.badge } set { super.badge = newValue } }
    open override var userInfo: [AnyHashable: Any] { get { super.userInfo } set { super.userInfo = newValue } }
    open override var attachments: [UNNotificationAttachment] {
        get { super.attachments } set { super.attachments = newValue }
    }
}

/// A minimal stand-in for a media file attached to a notification.
open class UNNotificationAttachment: NSObject, @unchecked Sendable {
    /// The attachment's identifier, unique within one notification.
    public let identifier: String
    /// The file the attachment was made from.
    public let url: URL

    /// Creates an attachment from a file that must exist.
    public init(identifier: String, url: URL, options: [AnyHashable: Any]? = nil) throws {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        self.identifier = identifier
        self.url = url
    }
}

/// A minimal stand-in for a request to show a notification: an identifier and its content.
open class UNNotificationRequest: NSObject, @unchecked Sendable {
    /// The request's identifier.
    public let identifier: String
    /// What the notification shows and carries.
    public let content: UNNotificationContent

    /// Creates a request for the given content.
    public init(identifier: String, content: UNNotificationContent) {
        self.identifier = identifier
        self.content = content
    }
}

/// A minimal stand-in for a delivered notification.
open class UNNotification: NSObject, @unchecked Sendable {
    /// The request that produced the notification.
    public let request: UNNotificationRequest
    /// When the notification was delivered.
    public let date: Date

    /// Creates a delivered notification for a request.
    public init(request: UNNotificationRequest, date: Date = Date(timeIntervalSince1970: 0)) {
        self.request = request
        self.date = date
    }
}

/// A minimal stand-in for the user's answer to a notification: a tap or an action button.
open class UNNotificationResponse: NSObject, @unchecked Sendable {
    /// The action identifier the system uses for a plain tap.
    public static let defaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
    /// The action identifier the system uses when the notification is dismissed.
    public static let dismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

    /// The notification the user answered.
    public let notification: UNNotification
    /// Which action the user chose.
    public let actionIdentifier: String

    /// Creates a response to a notification.
    public init(notification: UNNotification, actionIdentifier: String = UNNotificationResponse.defaultActionIdentifier) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }
}

/// A minimal stand-in for a notification action button.
open class UNNotificationAction: NSObject, @unchecked Sendable {
    /// The action's identifier.
    public let identifier: String
    /// The button title.
    public let title: String

    /// Creates an action.
    public init(identifier: String, title: String) {
        self.identifier = identifier
        self.title = title
    }
}

/// A minimal stand-in for a notification category: an identifier and its actions.
open class UNNotificationCategory: NSObject, @unchecked Sendable {
    /// The identifier that payloads name in `aps.category`.
    public let identifier: String
    /// The buttons the category offers.
    public let actions: [UNNotificationAction]

    /// Creates a category.
    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String] = []) {
        self.identifier = identifier
        self.actions = actions
    }

    open override var hash: Int { identifier.hashValue }
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UNNotificationCategory)?.identifier == identifier
    }
}

/// How a notification is shown while the app is in the foreground.
public struct UNNotificationPresentationOptions: OptionSet, Sendable, Hashable {
    /// The option bits.
    public let rawValue: UInt
    /// Wraps option bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Update the app's badge.
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    /// Play the sound.
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    /// Show as a banner.
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
    /// Keep in the notification list.
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
}

/// A minimal stand-in for the notification center handed to notification callbacks.
open class UNUserNotificationCenter: @unchecked Sendable {
    /// Creates a center for a host or a test to pass to modules.
    public init() {}
}

/// A minimal stand-in for the base class of notification service extensions.
open class UNNotificationServiceExtension: NSObject {
    /// Creates an extension instance, as the system does once per notification.
    public override init() {}

    /// Receives a notification to change; the content handler must be called with the content to show.
    open func didReceive(_ request: UNNotificationRequest,
                         withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        contentHandler(request.content)
    }

    /// Tells the extension its time is nearly up; it should deliver its best content at once.
    open func serviceExtensionTimeWillExpire() {}
}
#endif
