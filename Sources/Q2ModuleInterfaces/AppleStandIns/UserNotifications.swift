#if !canImport(UserNotifications)
// Like the declarations written from Apple's documentation (Tests/AppleDeclarations), these classes do not claim Sendable:
// the documentation pages do not list it, so neither the kit nor a module may rely on it.
import Foundation

/// A minimal stand-in for a notification's content, with the properties Apple's class has (its deprecated summary
/// arguments aside). Read-only here; `UNMutableNotificationContent` changes them.
open class UNNotificationContent: NSObject, NSCopying, NSMutableCopying, NSSecureCoding {
    /// Every property's value, so that copies carry all of them.
    struct Fields {
        var attachments: [UNNotificationAttachment] = []
        var badge: NSNumber? = nil
        var body: String = ""
        var categoryIdentifier: String = ""
        var launchImageName: String = ""
        var sound: UNNotificationSound? = nil
        var subtitle: String = ""
        var threadIdentifier: String = ""
        var title: String = ""
        var userInfo: [AnyHashable: Any] = [:]
        var targetContentIdentifier: String? = nil
        var interruptionLevel: UNNotificationInterruptionLevel = .active
        var relevanceScore: Double = 0
        var filterCriteria: String? = nil
    }

    var fields: Fields

    /// Media attached to the notification.
    open var attachments: [UNNotificationAttachment] { fields.attachments }
    /// The badge number, if any.
    open var badge: NSNumber? { fields.badge }
    /// The message text.
    open var body: String { fields.body }
    /// The category that decides which content extension and actions apply.
    open var categoryIdentifier: String { fields.categoryIdentifier }
    /// The image shown when the app launches from the notification.
    open var launchImageName: String { fields.launchImageName }
    /// The sound to play, if any.
    open var sound: UNNotificationSound? { fields.sound }
    /// The secondary headline.
    open var subtitle: String { fields.subtitle }
    /// The thread that groups notifications.
    open var threadIdentifier: String { fields.threadIdentifier }
    /// The headline.
    open var title: String { fields.title }
    /// The whole remote-notification payload, `aps` included.
    open var userInfo: [AnyHashable: Any] { fields.userInfo }
    /// The window or content the notification brings forward, if any.
    open var targetContentIdentifier: String? { fields.targetContentIdentifier }
    /// How urgently the notification asks for attention.
    open var interruptionLevel: UNNotificationInterruptionLevel { fields.interruptionLevel }
    /// How the system ranks the notification in a summary, from 0 to 1.
    open var relevanceScore: Double { fields.relevanceScore }
    /// The Focus filter the notification matches, if any.
    open var filterCriteria: String? { fields.filterCriteria }

    /// Creates empty content.
    public override init() {
        fields = Fields()
    }

    init(fields: Fields) {
        self.fields = fields
    }

    /// Decodes the texts, category and thread; the rest take their defaults.
    public required init?(coder: NSCoder) {
        var fields = Fields()
        fields.title = coder.decodeObject(forKey: "title") as? String ?? ""
        fields.subtitle = coder.decodeObject(forKey: "subtitle") as? String ?? ""
        fields.body = coder.decodeObject(forKey: "body") as? String ?? ""
        fields.categoryIdentifier = coder.decodeObject(forKey: "categoryIdentifier") as? String ?? ""
        fields.threadIdentifier = coder.decodeObject(forKey: "threadIdentifier") as? String ?? ""
        self.fields = fields
    }

    open func encode(with coder: NSCoder) {
        coder.encode(fields.title, forKey: "title")
        coder.encode(fields.subtitle, forKey: "subtitle")
        coder.encode(fields.body, forKey: "body")
        coder.encode(fields.categoryIdentifier, forKey: "categoryIdentifier")
        coder.encode(fields.threadIdentifier, forKey: "threadIdentifier")
    }

    public static var supportsSecureCoding: Bool { true }

    /// Returns an immutable copy with every property.
    open func copy(with zone: NSZone? = nil) -> Any { UNNotificationContent(fields: fields) }

    /// Returns a mutable copy with every property, as a service extension makes before it changes the content.
    open func mutableCopy(with zone: NSZone? = nil) -> Any { UNMutableNotificationContent(fields: fields) }
}

/// A minimal stand-in for notification content a service extension or an app may change.
open class UNMutableNotificationContent: UNNotificationContent {
    open override var attachments: [UNNotificationAttachment] { get { fields.attachments } set { fields.attachments = newValue } }
    open override var badge: NSNumber? { get { fields.badge } set { fields.badge = newValue } }
    open override var body: String { get { fields.body } set { fields.body = newValue } }
    open override var categoryIdentifier: String { get { fields.categoryIdentifier } set { fields.categoryIdentifier = newValue } }
    open override var launchImageName: String { get { fields.launchImageName } set { fields.launchImageName = newValue } }
    open override var sound: UNNotificationSound? { get { fields.sound } set { fields.sound = newValue } }
    open override var subtitle: String { get { fields.subtitle } set { fields.subtitle = newValue } }
    open override var threadIdentifier: String { get { fields.threadIdentifier } set { fields.threadIdentifier = newValue } }
    open override var title: String { get { fields.title } set { fields.title = newValue } }
    open override var userInfo: [AnyHashable: Any] { get { fields.userInfo } set { fields.userInfo = newValue } }
    open override var targetContentIdentifier: String? { get { fields.targetContentIdentifier } set { fields.targetContentIdentifier = newValue } }
    open override var interruptionLevel: UNNotificationInterruptionLevel { get { fields.interruptionLevel } set { fields.interruptionLevel = newValue } }
    open override var relevanceScore: Double { get { fields.relevanceScore } set { fields.relevanceScore = newValue } }
    open override var filterCriteria: String? { get { fields.filterCriteria } set { fields.filterCriteria = newValue } }
}

/// How urgently a notification asks for attention, with Apple's raw values.
public enum UNNotificationInterruptionLevel: UInt, Sendable {
    case passive = 0
    case active = 1
    case timeSensitive = 2
    case critical = 3
}

/// A minimal stand-in for a notification's sound: the default one, or a file of the app's bundle.
open class UNNotificationSound: NSObject, NSCopying, NSSecureCoding {
    // One immutable instance; not Sendable, like Apple's class.
    nonisolated(unsafe) private static let defaultSound = UNNotificationSound(file: nil)
    /// The sound file's name; `nil` for the system's default sound. Apple's class does not show it.
    private let file: UNNotificationSoundName?

    private init(file: UNNotificationSoundName?) {
        self.file = file
    }

    /// A sound from the app's bundle, as Apple's `init(named:)` makes it.
    public convenience init(named name: UNNotificationSoundName) {
        self.init(file: name)
    }

    /// Apple marks it unavailable: sounds come from `default` and `init(named:)`.
    @available(*, unavailable)
    public override init() { fatalError("UNNotificationSound() is unavailable") }

    /// The system's default sound.
    open class var `default`: UNNotificationSound { defaultSound }

    public required init?(coder: NSCoder) {
        file = (coder.decodeObject(forKey: "file") as? String).map(UNNotificationSoundName.init(rawValue:))
    }

    open func encode(with coder: NSCoder) {
        coder.encode(file?.rawValue, forKey: "file")
    }

    public static var supportsSecureCoding: Bool { true }

    /// Sounds are immutable, so a copy is the sound itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Two sounds are equal when they play the same file. Apple's documentation says nothing of a sound's equality.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UNNotificationSound)?.file == file
    }

    open override var hash: Int { file.hashValue }
}

/// The name of a sound file, as Apple types it.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A minimal stand-in for a media file attached to a notification.
open class UNNotificationAttachment: NSObject, NSCopying, NSSecureCoding {
    /// The attachment's identifier, unique within one notification.
    public let identifier: String
    /// The file the attachment was made from.
    public let url: URL
    /// The file's type identifier; the stand-in does not inspect files, so it is empty.
    public let type: String

    /// Creates an attachment from a file that must exist.
    public init(identifier: String, url: URL, options: [AnyHashable: Any]? = nil) throws {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        self.identifier = identifier
        self.url = url
        type = ""
    }

    /// Apple marks it unavailable.
    @available(*, unavailable)
    public override init() { fatalError("UNNotificationAttachment() is unavailable") }

    public required init?(coder: NSCoder) {
        guard let identifier = coder.decodeObject(forKey: "identifier") as? String,
              let url = coder.decodeObject(forKey: "url") as? URL else { return nil }
        self.identifier = identifier
        self.url = url
        type = coder.decodeObject(forKey: "type") as? String ?? ""
    }

    open func encode(with coder: NSCoder) {
        coder.encode(identifier, forKey: "identifier")
        coder.encode(url, forKey: "url")
        coder.encode(type, forKey: "type")
    }

    public static var supportsSecureCoding: Bool { true }

    /// Attachments are immutable, so a copy is the attachment itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A minimal stand-in for what makes a local notification fire; remote notifications carry none the kit models.
open class UNNotificationTrigger: NSObject, NSCopying, NSSecureCoding {
    /// Whether the trigger repeats.
    open var repeats: Bool { false }
    /// Apple offers no public initializer: triggers come from its subclasses.
    @available(*, unavailable)
    public override init() { fatalError("UNNotificationTrigger has no public initializer") }

    public required init?(coder: NSCoder) {}

    open func encode(with coder: NSCoder) {}

    public static var supportsSecureCoding: Bool { true }

    /// Triggers are immutable, so a copy is the trigger itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A minimal stand-in for a request to show a notification: an identifier, its content and a trigger.
open class UNNotificationRequest: NSObject, NSCopying, NSSecureCoding {
    /// The request's identifier.
    public let identifier: String
    /// What the notification shows and carries.
    public let content: UNNotificationContent
    /// What fires it; `nil` for a remote notification.
    public let trigger: UNNotificationTrigger?

    /// Creates a request, as Apple's `init(identifier:content:trigger:)` does.
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
    }

    /// Apple marks it unavailable.
    @available(*, unavailable)
    public override init() { fatalError("UNNotificationRequest() is unavailable") }

    /// Decodes a request from the keys `identifier`, `content` and `trigger`.
    public required init?(coder: NSCoder) {
        guard let identifier = coder.decodeObject(forKey: "identifier") as? String,
              let content = coder.decodeObject(forKey: "content") as? UNNotificationContent else { return nil }
        self.identifier = identifier
        self.content = content
        trigger = coder.decodeObject(forKey: "trigger") as? UNNotificationTrigger
    }

    open func encode(with coder: NSCoder) {
        coder.encode(identifier, forKey: "identifier")
        coder.encode(content, forKey: "content")
        coder.encode(trigger, forKey: "trigger")
    }

    public static var supportsSecureCoding: Bool { true }

    /// Requests are immutable, so a copy is the request itself, as for Apple's.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A minimal stand-in for a delivered notification. As with Apple's, there is no public initializer: the system
/// hands notifications over, and the kit decodes one (`init?(coder:)`, keys `request` and `date`).
open class UNNotification: NSObject, NSCopying, NSSecureCoding {
    /// The request that produced the notification.
    public let request: UNNotificationRequest
    /// When the notification was delivered.
    public let date: Date

    /// Apple marks it unavailable.
    @available(*, unavailable)
    public override init() { fatalError("UNNotification() is unavailable") }

    /// Decodes a notification from the keys `request` and `date`.
    public required init?(coder: NSCoder) {
        guard let request = coder.decodeObject(forKey: "request") as? UNNotificationRequest,
              let date = coder.decodeObject(forKey: "date") as? Date else { return nil }
        self.request = request
        self.date = date
    }

    open func encode(with coder: NSCoder) {
        coder.encode(request, forKey: "request")
        coder.encode(date, forKey: "date")
    }

    public static var supportsSecureCoding: Bool { true }

    /// Notifications are immutable, so a copy is the notification itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The action identifier the system uses for a plain tap.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The action identifier the system uses when the notification is dismissed.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// A minimal stand-in for the user's answer to a notification: a tap or an action button. As with Apple's, only the
/// system makes one; the kit decodes one (`init?(coder:)`, keys `notification` and `actionIdentifier`).
open class UNNotificationResponse: NSObject, NSCopying, NSSecureCoding {
    /// The notification the user answered.
    public let notification: UNNotification
    /// Which action the user chose.
    public let actionIdentifier: String

    /// Apple marks it unavailable.
    @available(*, unavailable)
    public override init() { fatalError("UNNotificationResponse() is unavailable") }

    /// Decodes a response from the keys `notification` and `actionIdentifier`.
    public required init?(coder: NSCoder) {
        guard let notification = coder.decodeObject(forKey: "notification") as? UNNotification,
              let actionIdentifier = coder.decodeObject(forKey: "actionIdentifier") as? String else { return nil }
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }

    open func encode(with coder: NSCoder) {
        coder.encode(notification, forKey: "notification")
        coder.encode(actionIdentifier, forKey: "actionIdentifier")
    }

    public static var supportsSecureCoding: Bool { true }

    /// Responses are immutable, so a copy is the response itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A minimal stand-in for a notification action button, with Apple's initializer and options.
open class UNNotificationAction: NSObject, NSCopying, NSSecureCoding {
    /// The action's identifier.
    public let identifier: String
    /// The button title.
    public let title: String
    /// How the action behaves.
    public let options: UNNotificationActionOptions

    /// Creates an action, as Apple's `init(identifier:title:options:)` does.
    public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.identifier = identifier
        self.title = title
        self.options = options
    }

    /// Apple marks it unavailable.
    @available(*, unavailable)
    public override init() { fatalError("UNNotificationAction() is unavailable") }

    public required init?(coder: NSCoder) {
        guard let identifier = coder.decodeObject(forKey: "identifier") as? String,
              let title = coder.decodeObject(forKey: "title") as? String else { return nil }
        self.identifier = identifier
        self.title = title
        options = UNNotificationActionOptions(rawValue: UInt(truncatingIfNeeded: coder.decodeInt64(forKey: "options")))
    }

    open func encode(with coder: NSCoder) {
        coder.encode(identifier, forKey: "identifier")
        coder.encode(title, forKey: "title")
        coder.encode(Int64(options.rawValue), forKey: "options")
    }

    public static var supportsSecureCoding: Bool { true }

    /// Actions are immutable, so a copy is the action itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Two actions are equal when every property is. Apple's documentation says nothing of an action's equality.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UNNotificationAction, type(of: other) == type(of: self) else { return false }
        return other.identifier == identifier && other.title == title && other.options == options
    }

    open override var hash: Int { identifier.hashValue }
}

/// A minimal stand-in for an action that takes typed text.
open class UNTextInputNotificationAction: UNNotificationAction {
    /// The send button's title.
    public let textInputButtonTitle: String
    /// The placeholder of the text field.
    public let textInputPlaceholder: String

    /// Creates a text-input action, as Apple's initializer does.
    public init(identifier: String, title: String, options: UNNotificationActionOptions = [], textInputButtonTitle: String,
                textInputPlaceholder: String) {
        self.textInputButtonTitle = textInputButtonTitle
        self.textInputPlaceholder = textInputPlaceholder
        super.init(identifier: identifier, title: title, options: options)
    }

    public required init?(coder: NSCoder) {
        textInputButtonTitle = coder.decodeObject(forKey: "textInputButtonTitle") as? String ?? ""
        textInputPlaceholder = coder.decodeObject(forKey: "textInputPlaceholder") as? String ?? ""
        super.init(coder: coder)
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(textInputButtonTitle, forKey: "textInputButtonTitle")
        coder.encode(textInputPlaceholder, forKey: "textInputPlaceholder")
    }
}

/// How an action behaves, with Apple's raw values.
public struct UNNotificationActionOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The device must be unlocked.
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    /// The action is destructive.
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    /// The action opens the app.
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// A minimal stand-in for a notification category: an identifier, its actions, and Apple's options.
open class UNNotificationCategory: NSObject, NSCopying, NSSecureCoding {
    /// The identifier that payloads name in `aps.category`.
    public let identifier: String
    /// The buttons the category offers.
    public let actions: [UNNotificationAction]
    /// The intents the category relates to.
    public let intentIdentifiers: [String]
    /// What the system does with the category's notifications.
    public let options: UNNotificationCategoryOptions
    /// The text shown when previews are hidden.
    public let hiddenPreviewsBodyPlaceholder: String
    /// The format of the summary of this category's notifications; the stand-in's initialisers leave it empty.
    public let categorySummaryFormat: String = ""

    /// Creates a category, as Apple's `init(identifier:actions:intentIdentifiers:options:)` does.
    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                options: UNNotificationCategoryOptions = []) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
        hiddenPreviewsBodyPlaceholder = ""
    }

    /// Creates a category with a placeholder for hidden previews, as Apple's initializer does.
    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                hiddenPreviewsBodyPlaceholder: String, options: UNNotificationCategoryOptions = []) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
        self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder
    }

    /// Apple marks it unavailable.
    @available(*, unavailable)
    public override init() { fatalError("UNNotificationCategory() is unavailable") }

    public required init?(coder: NSCoder) {
        guard let identifier = coder.decodeObject(forKey: "identifier") as? String else { return nil }
        self.identifier = identifier
        actions = coder.decodeObject(forKey: "actions") as? [UNNotificationAction] ?? []
        intentIdentifiers = coder.decodeObject(forKey: "intentIdentifiers") as? [String] ?? []
        options = UNNotificationCategoryOptions(rawValue: UInt(truncatingIfNeeded: coder.decodeInt64(forKey: "options")))
        hiddenPreviewsBodyPlaceholder = coder.decodeObject(forKey: "hiddenPreviewsBodyPlaceholder") as? String ?? ""
    }

    open func encode(with coder: NSCoder) {
        coder.encode(identifier, forKey: "identifier")
        coder.encode(actions, forKey: "actions")
        coder.encode(intentIdentifiers, forKey: "intentIdentifiers")
        coder.encode(Int64(options.rawValue), forKey: "options")
        coder.encode(hiddenPreviewsBodyPlaceholder, forKey: "hiddenPreviewsBodyPlaceholder")
    }

    public static var supportsSecureCoding: Bool { true }

    /// Categories are immutable, so a copy is the category itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Hashes the identifier; two categories are equal only when every property is, so a set keeps two categories
    /// that share an identifier but differ otherwise (the system keeps one per identifier: a duplicate the kit must see).
    /// Apple's documentation says nothing of a category's equality.
    open override var hash: Int { identifier.hashValue }
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UNNotificationCategory else { return false }
        return other.identifier == identifier && other.actions == actions && other.intentIdentifiers == intentIdentifiers
            && other.options == options && other.hiddenPreviewsBodyPlaceholder == hiddenPreviewsBodyPlaceholder
    }
}

/// What the system does with a category's notifications, with Apple's raw values.
public struct UNNotificationCategoryOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Dismissing the notification is reported to the app.
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
    /// The notification may be shown in CarPlay.
    public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
    /// The title is shown when previews are hidden.
    public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
    /// The subtitle is shown when previews are hidden.
    public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
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
    /// Shows an alert (Apple deprecates it for `banner` and `list`, but modules still pass it).
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    /// Keep in the notification list.
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
}

/// A minimal stand-in for the app's notification center, handed to notification callbacks.
open class UNUserNotificationCenter: NSObject {
    // One immutable instance, as the app has one; not Sendable, like Apple's class.
    nonisolated(unsafe) private static let shared = UNUserNotificationCenter(shared: ())

    private init(shared: Void) {}

    /// Apple marks it unavailable: there is one center, `current()`.
    @available(*, unavailable)
    public override init() { fatalError("UNUserNotificationCenter() is unavailable") }

    /// The app's notification center.
    open class func current() -> UNUserNotificationCenter { shared }
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
