#if !canImport(UserNotifications)
// Like the declarations in Tests/AppleDeclarations, these stand-ins were checked member by member against the iOS 16.5
// SDK's headers as Swift imports them: Apple's names, labels, types, optionality, defaults, raw values, `open` members
// and convenience initializers. Availability is written as Apple gives it (types are iOS 10.0 unless they say
// otherwise); off Apple platforms it is never checked. Where Apple's current documentation differs from the 16.5 SDK,
// the declaration follows the documentation and says so beside it.
//
// Sendable: the classes do not claim it (neither the 16.5 headers nor Apple's current documentation pages list it), so
// neither the kit nor a module may rely on it. Option sets are not Hashable, as Swift imports Apple's.
import Foundation

/// A minimal stand-in for a notification's content, with the properties Apple's class has. Read-only here;
/// `UNMutableNotificationContent` changes them.
@available(iOS 10.0, *)
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
        var summaryArgument: String = ""
        var summaryArgumentCount: Int = 1
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
    /// What a summary once inserted for this notification; the system ignores it since iOS 15.
    @available(iOS, introduced: 12.0, deprecated: 15.0, message: "summaryArgument is ignored")
    open var summaryArgument: String { fields.summaryArgument }
    /// How many items a summary once counted for this notification; the system ignores it since iOS 15.
    @available(iOS, introduced: 12.0, deprecated: 15.0, message: "summaryArgumentCount is ignored")
    open var summaryArgumentCount: Int { fields.summaryArgumentCount }
    /// The window or content the notification brings forward, if any.
    @available(iOS 13.0, *)
    open var targetContentIdentifier: String? { fields.targetContentIdentifier }
    /// How urgently the notification asks for attention.
    @available(iOS 15.0, *)
    open var interruptionLevel: UNNotificationInterruptionLevel { fields.interruptionLevel }
    /// How the system ranks the notification in a summary, from 0 to 1.
    @available(iOS 15.0, *)
    open var relevanceScore: Double { fields.relevanceScore }
    /// The Focus filter the notification matches, if any.
    @available(iOS 16.0, *)
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

    open class var supportsSecureCoding: Bool { true }

    /// Returns an immutable copy with every property.
    open func copy(with zone: NSZone? = nil) -> Any { UNNotificationContent(fields: fields) }

    /// Returns a mutable copy with every property, as a service extension makes before it changes the content.
    open func mutableCopy(with zone: NSZone? = nil) -> Any { UNMutableNotificationContent(fields: fields) }
}

/// A minimal stand-in for notification content a service extension or an app may change.
@available(iOS 10.0, *)
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
    @available(iOS, introduced: 12.0, deprecated: 15.0, message: "summaryArgument is ignored")
    open override var summaryArgument: String { get { fields.summaryArgument } set { fields.summaryArgument = newValue } }
    @available(iOS, introduced: 12.0, deprecated: 15.0, message: "summaryArgumentCount is ignored")
    open override var summaryArgumentCount: Int { get { fields.summaryArgumentCount } set { fields.summaryArgumentCount = newValue } }
    @available(iOS 13.0, *)
    open override var targetContentIdentifier: String? { get { fields.targetContentIdentifier } set { fields.targetContentIdentifier = newValue } }
    @available(iOS 15.0, *)
    open override var interruptionLevel: UNNotificationInterruptionLevel { get { fields.interruptionLevel } set { fields.interruptionLevel = newValue } }
    @available(iOS 15.0, *)
    open override var relevanceScore: Double { get { fields.relevanceScore } set { fields.relevanceScore = newValue } }
    @available(iOS 16.0, *)
    open override var filterCriteria: String? { get { fields.filterCriteria } set { fields.filterCriteria = newValue } }
}

/// How urgently a notification asks for attention, with Apple's raw values.
@available(iOS 15.0, *)
public enum UNNotificationInterruptionLevel: UInt, Sendable {
    case passive = 0
    case active = 1
    case timeSensitive = 2
    case critical = 3
}

/// A minimal stand-in for a notification's sound: the default one, a file of the app's bundle, a critical alert's
/// sound or a ringtone. The class members return `Self` as Apple's factories do; the stand-in makes only
/// `UNNotificationSound` itself, so a subclass calling them traps.
@available(iOS 10.0, *)
open class UNNotificationSound: NSObject, NSCopying, NSSecureCoding {
    /// What the sound plays; Apple's class does not show it.
    private enum Kind: Hashable {
        case standard(file: String?)
        case critical(file: String?, volume: Float?)
        case ringtone(file: String?)
    }

    // One immutable instance each; not Sendable, like Apple's class.
    nonisolated(unsafe) private static let defaultSound = UNNotificationSound(kind: .standard(file: nil))
    nonisolated(unsafe) private static let criticalSound = UNNotificationSound(kind: .critical(file: nil, volume: nil))
    nonisolated(unsafe) private static let ringtoneSound = UNNotificationSound(kind: .ringtone(file: nil))
    private let kind: Kind

    private init(kind: Kind) {
        self.kind = kind
    }

    private static func make<Sound: UNNotificationSound>(_ kind: Kind, as type: Sound.Type) -> Sound {
        UNNotificationSound(kind: kind) as! Sound
    }

    /// A sound from the app's bundle, as Apple's `init(named:)` makes it.
    public convenience init(named name: UNNotificationSoundName) {
        self.init(kind: .standard(file: name.rawValue))
    }

    /// Apple marks it unavailable: sounds come from `default`, `init(named:)` and the class members.
    @available(*, unavailable)
    public override init() { fatalError("UNNotificationSound() is unavailable") }

    /// The system's default sound.
    open class var `default`: UNNotificationSound { defaultSound }
    /// The default ringtone.
    @available(iOS 15.2, *)
    @available(macCatalyst, unavailable)
    open class var defaultRingtone: UNNotificationSound { ringtoneSound }
    /// The default sound of a critical alert.
    @available(iOS 12.0, *)
    open class var defaultCritical: UNNotificationSound { criticalSound }
    /// The default critical alert sound at a volume from 0 to 1.
    @available(iOS 12.0, *)
    open class func defaultCriticalSound(withAudioVolume volume: Float) -> Self {
        make(.critical(file: nil, volume: volume), as: self)
    }
    /// A ringtone from the app's bundle.
    @available(iOS 15.2, *)
    @available(macCatalyst, unavailable)
    open class func ringtoneSoundNamed(_ name: UNNotificationSoundName) -> Self {
        make(.ringtone(file: name.rawValue), as: self)
    }
    /// A critical alert sound from the app's bundle.
    @available(iOS 12.0, *)
    open class func criticalSoundNamed(_ name: UNNotificationSoundName) -> Self {
        make(.critical(file: name.rawValue, volume: nil), as: self)
    }
    /// A critical alert sound from the app's bundle at a volume from 0 to 1.
    @available(iOS 12.0, *)
    open class func criticalSoundNamed(_ name: UNNotificationSoundName, withAudioVolume volume: Float) -> Self {
        make(.critical(file: name.rawValue, volume: volume), as: self)
    }

    /// Decodes the file's name alone: a standard sound.
    public required init?(coder: NSCoder) {
        kind = .standard(file: coder.decodeObject(forKey: "file") as? String)
    }

    open func encode(with coder: NSCoder) {
        switch kind {
        case .standard(let file), .critical(let file, _), .ringtone(let file): coder.encode(file, forKey: "file")
        }
    }

    open class var supportsSecureCoding: Bool { true }

    /// Sounds are immutable, so a copy is the sound itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Two sounds are equal when they play the same file the same way. Apple's documentation says nothing of a
    /// sound's equality.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UNNotificationSound)?.kind == kind
    }

    open override var hash: Int { kind.hashValue }
}

/// The name of a sound file, as Apple types it.
public struct UNNotificationSoundName: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A minimal stand-in for a media file attached to a notification.
@available(iOS 10.0, *)
open class UNNotificationAttachment: NSObject, NSCopying, NSSecureCoding {
    private let storedIdentifier: String
    private let storedURL: URL
    private let storedType: String

    /// The attachment's identifier, unique within one notification.
    open var identifier: String { storedIdentifier }
    /// The file the attachment was made from.
    open var url: URL { storedURL }
    /// The file's type identifier; the stand-in does not inspect files, so it is empty.
    open var type: String { storedType }

    private init(identifier: String, fileURL: URL, type: String) {
        storedIdentifier = identifier
        storedURL = fileURL
        storedType = type
    }

    /// Creates an attachment from a file, refusing what iOS refuses: a URL that is not a file's, a file outside the
    /// app's own folders (its temporary and home folders; iOS's sandbox keeps the rest from it), a type that is not a
    /// supported image, audio or video one (by the file's extension, or the type hint), and a file over that kind's limit.
    ///
    /// Review 29's attachprobe: the stand-in once asked only whether the file existed, so `/bin/sh`, which no iPhone
    /// has, made an attachment here and told a certification run from an app. The errors are in `UNErrorDomain`, with
    /// Apple's codes.
    public convenience init(identifier: String, url URL: URL, options: [AnyHashable: Any]? = nil) throws {
        func refused(_ code: Int, _ reason: String) -> NSError {
            NSError(domain: "UNErrorDomain", code: code, userInfo: [NSLocalizedDescriptionKey: reason, NSFilePathErrorKey: URL.path])
        }
        guard URL.isFileURL else { throw refused(100, "Invalid attachment file URL") }
        let path = URL.standardizedFileURL.path
        let own = [NSTemporaryDirectory(), NSHomeDirectory()].map { Foundation.URL(fileURLWithPath: $0).standardizedFileURL.path }
        guard own.contains(where: { !$0.isEmpty && $0 != "/" && (path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/")) }),
              FileManager.default.fileExists(atPath: path) else {
            throw refused(100, "Invalid attachment file URL")
        }
        let hint = (options?[UNNotificationAttachmentOptionsTypeHintKey] as? String)?.lowercased()
        let ending = URL.pathExtension.lowercased()
        let limits: [(endings: Set<String>, hints: [String], bytes: Int)] = [
            (["jpg", "jpeg", "png", "gif", "heic"], ["public.jpeg", "public.png", "com.compuserve.gif", "public.heic"], 10_000_000),
            (["aif", "aiff", "wav", "mp3", "m4a"], ["public.aiff-audio", "com.microsoft.waveform-audio", "public.mp3", "public.mpeg-4-audio"], 5_000_000),
            (["mpg", "mpeg", "mp4", "m4v", "avi", "mov"], ["public.mpeg", "public.mpeg-2-video", "public.mpeg-4", "public.avi", "com.apple.quicktime-movie"], 50_000_000),
        ]
        guard let kind = limits.first(where: { kind in hint.map { kind.hints.contains($0) } ?? kind.endings.contains(ending) }) else {
            throw refused(101, "Unrecognized attachment file type")
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size > 0, size <= kind.bytes else { throw refused(102, "Invalid attachment file size") }
        self.init(identifier: identifier, fileURL: URL, type: hint ?? "")
    }

    /// Apple marks it unavailable.
    @available(*, unavailable)
    public override init() { fatalError("UNNotificationAttachment() is unavailable") }

    public required init?(coder: NSCoder) {
        guard let identifier = coder.decodeObject(forKey: "identifier") as? String,
              let url = coder.decodeObject(forKey: "url") as? URL else { return nil }
        storedIdentifier = identifier
        storedURL = url
        storedType = coder.decodeObject(forKey: "type") as? String ?? ""
    }

    open func encode(with coder: NSCoder) {
        coder.encode(storedIdentifier, forKey: "identifier")
        coder.encode(storedURL, forKey: "url")
        coder.encode(storedType, forKey: "type")
    }

    open class var supportsSecureCoding: Bool { true }

    /// Attachments are immutable, so a copy is the attachment itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

// The keys of an attachment's options. Apple documents the names, not the strings behind them; these are the names.
/// A type hint for the file, as a type identifier.
@available(iOS 10.0, *)
public let UNNotificationAttachmentOptionsTypeHintKey = "UNNotificationAttachmentOptionsTypeHintKey"
/// Whether the thumbnail is hidden.
@available(iOS 10.0, *)
public let UNNotificationAttachmentOptionsThumbnailHiddenKey = "UNNotificationAttachmentOptionsThumbnailHiddenKey"
/// The part of the image the thumbnail shows.
@available(iOS 10.0, *)
public let UNNotificationAttachmentOptionsThumbnailClippingRectKey = "UNNotificationAttachmentOptionsThumbnailClippingRectKey"
/// The frame of a movie the thumbnail shows.
@available(iOS 10.0, *)
public let UNNotificationAttachmentOptionsThumbnailTimeKey = "UNNotificationAttachmentOptionsThumbnailTimeKey"

/// A minimal stand-in for what makes a notification fire. As with Apple's, triggers come from the subclasses.
@available(iOS 10.0, *)
open class UNNotificationTrigger: NSObject, NSCopying, NSSecureCoding {
    private let storedRepeats: Bool

    /// Whether the trigger repeats.
    open var repeats: Bool { storedRepeats }

    init(repeats: Bool) {
        storedRepeats = repeats
    }

    /// Apple offers no public initializer: triggers come from its subclasses.
    @available(*, unavailable)
    public override init() { fatalError("UNNotificationTrigger has no public initializer") }

    public required init?(coder: NSCoder) {
        storedRepeats = coder.decodeBool(forKey: "repeats")
    }

    open func encode(with coder: NSCoder) {
        coder.encode(storedRepeats, forKey: "repeats")
    }

    open class var supportsSecureCoding: Bool { true }

    /// Triggers are immutable, so a copy is the trigger itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The trigger of a notification that APNs delivered; only the system makes one.
@available(iOS 10.0, *)
open class UNPushNotificationTrigger: UNNotificationTrigger {}

/// A minimal stand-in for a trigger that fires after a time interval, once or repeatedly.
@available(iOS 10.0, *)
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger {
    private let storedTimeInterval: TimeInterval
    private let created = Date()

    /// The interval, in seconds.
    open var timeInterval: TimeInterval { storedTimeInterval }

    private init(interval: TimeInterval, repeats: Bool) {
        storedTimeInterval = interval
        super.init(repeats: repeats)
    }

    /// Creates the trigger. Apple raises an exception for an interval that is not positive, or under 60 seconds when
    /// the trigger repeats; the stand-in traps likewise.
    public convenience init(timeInterval: TimeInterval, repeats: Bool) {
        precondition(timeInterval > 0, "time interval must be greater than 0")
        precondition(!repeats || timeInterval >= 60, "time interval must be at least 60 if repeating")
        self.init(interval: timeInterval, repeats: repeats)
    }

    public required init?(coder: NSCoder) {
        storedTimeInterval = coder.decodeDouble(forKey: "timeInterval")
        super.init(coder: coder)
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(storedTimeInterval, forKey: "timeInterval")
    }

    /// When the trigger fires next, counted from its creation (the stand-in schedules nothing).
    open func nextTriggerDate() -> Date? {
        created.addingTimeInterval(storedTimeInterval)
    }
}

/// A minimal stand-in for a trigger that fires at dates matching the components.
@available(iOS 10.0, *)
open class UNCalendarNotificationTrigger: UNNotificationTrigger {
    private let storedComponents: DateComponents

    /// The components the dates match.
    open var dateComponents: DateComponents { storedComponents }

    private init(components: DateComponents, repeats: Bool) {
        storedComponents = components
        super.init(repeats: repeats)
    }

    /// Creates the trigger.
    public convenience init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.init(components: dateComponents, repeats: repeats)
    }

    public required init?(coder: NSCoder) {
        guard let components = coder.decodeObject(forKey: "dateComponents") as? DateComponents else { return nil }
        storedComponents = components
        super.init(coder: coder)
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(storedComponents, forKey: "dateComponents")
    }

    /// The next date after now that matches the components, in their calendar or the current one.
    open func nextTriggerDate() -> Date? {
        (storedComponents.calendar ?? Calendar.current).nextDate(after: Date(), matching: storedComponents,
                                                                 matchingPolicy: .nextTime)
    }
}

/// A minimal stand-in for a request to show a notification: an identifier, its content and a trigger.
@available(iOS 10.0, *)
open class UNNotificationRequest: NSObject, NSCopying, NSSecureCoding {
    private let storedIdentifier: String
    private let storedContent: UNNotificationContent
    private let storedTrigger: UNNotificationTrigger?

    /// The request's identifier.
    open var identifier: String { storedIdentifier }
    /// What the notification shows and carries.
    open var content: UNNotificationContent { storedContent }
    /// What fires it; `nil` to deliver it at once.
    open var trigger: UNNotificationTrigger? { storedTrigger }

    private init(requestIdentifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        storedIdentifier = requestIdentifier
        storedContent = content
        storedTrigger = trigger
    }

    /// Creates a request, as Apple's `init(identifier:content:trigger:)` does.
    public convenience init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.init(requestIdentifier: identifier, content: content, trigger: trigger)
    }

    /// Apple marks it unavailable.
    @available(*, unavailable)
    public override init() { fatalError("UNNotificationRequest() is unavailable") }

    /// Decodes a request from the keys `identifier`, `content` and `trigger`.
    public required init?(coder: NSCoder) {
        guard let identifier = coder.decodeObject(forKey: "identifier") as? String,
              let content = coder.decodeObject(forKey: "content") as? UNNotificationContent else { return nil }
        storedIdentifier = identifier
        storedContent = content
        storedTrigger = coder.decodeObject(forKey: "trigger") as? UNNotificationTrigger
    }

    open func encode(with coder: NSCoder) {
        coder.encode(storedIdentifier, forKey: "identifier")
        coder.encode(storedContent, forKey: "content")
        coder.encode(storedTrigger, forKey: "trigger")
    }

    open class var supportsSecureCoding: Bool { true }

    /// Requests are immutable, so a copy is the request itself, as for Apple's.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A minimal stand-in for a delivered notification. As with Apple's, there is no public initializer: the system
/// hands notifications over, and the kit decodes one (`init?(coder:)`, keys `request` and `date`).
@available(iOS 10.0, *)
open class UNNotification: NSObject, NSCopying, NSSecureCoding {
    private let storedRequest: UNNotificationRequest
    private let storedDate: Date

    /// The request that produced the notification.
    open var request: UNNotificationRequest { storedRequest }
    /// When the notification was delivered.
    open var date: Date { storedDate }

    /// The stand-in center's delivery.
    init(request: UNNotificationRequest, date: Date) {
        storedRequest = request
        storedDate = date
    }

    /// Apple marks it unavailable.
    @available(*, unavailable)
    public override init() { fatalError("UNNotification() is unavailable") }

    /// Decodes a notification from the keys `request` and `date`.
    public required init?(coder: NSCoder) {
        guard let request = coder.decodeObject(forKey: "request") as? UNNotificationRequest,
              let date = coder.decodeObject(forKey: "date") as? Date else { return nil }
        storedRequest = request
        storedDate = date
    }

    open func encode(with coder: NSCoder) {
        coder.encode(storedRequest, forKey: "request")
        coder.encode(storedDate, forKey: "date")
    }

    open class var supportsSecureCoding: Bool { true }

    /// Notifications are immutable, so a copy is the notification itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The action identifier the system uses for a plain tap.
@available(iOS 10.0, *)
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The action identifier the system uses when the notification is dismissed.
@available(iOS 10.0, *)
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// A minimal stand-in for the user's answer to a notification: a tap or an action button. As with Apple's, only the
/// system makes one; the kit decodes one (`init?(coder:)`, keys `notification` and `actionIdentifier`).
@available(iOS 10.0, *)
open class UNNotificationResponse: NSObject, NSCopying, NSSecureCoding {
    private let storedNotification: UNNotification
    private let storedActionIdentifier: String

    /// The notification the user answered.
    open var notification: UNNotification { storedNotification }
    /// Which action the user chose.
    open var actionIdentifier: String { storedActionIdentifier }

    /// Apple marks it unavailable.
    @available(*, unavailable)
    public override init() { fatalError("UNNotificationResponse() is unavailable") }

    /// Decodes a response from the keys `notification` and `actionIdentifier`.
    public required init?(coder: NSCoder) {
        guard let notification = coder.decodeObject(forKey: "notification") as? UNNotification,
              let actionIdentifier = coder.decodeObject(forKey: "actionIdentifier") as? String else { return nil }
        storedNotification = notification
        storedActionIdentifier = actionIdentifier
    }

    open func encode(with coder: NSCoder) {
        coder.encode(storedNotification, forKey: "notification")
        coder.encode(storedActionIdentifier, forKey: "actionIdentifier")
    }

    open class var supportsSecureCoding: Bool { true }

    /// Responses are immutable, so a copy is the response itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A minimal stand-in for the answer to a text-input action, with the text the user typed (decoded from the extra key
/// `userText`).
@available(iOS 10.0, *)
open class UNTextInputNotificationResponse: UNNotificationResponse {
    private let storedUserText: String

    /// The text the user typed.
    open var userText: String { storedUserText }

    public required init?(coder: NSCoder) {
        storedUserText = coder.decodeObject(forKey: "userText") as? String ?? ""
        super.init(coder: coder)
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(storedUserText, forKey: "userText")
    }
}

/// A minimal stand-in for the icon beside an action's title: an image of the app's asset catalog, or an SF Symbol.
@available(iOS 15.0, *)
open class UNNotificationActionIcon: NSObject, NSCopying, NSSecureCoding {
    /// Where the image comes from; Apple's class does not show it.
    private enum Source: Hashable {
        case template(String)
        case system(String)
    }

    private let source: Source

    private init(source: Source) {
        self.source = source
    }

    /// An icon from an image of the app's asset catalog.
    public convenience init(templateImageName: String) {
        self.init(source: .template(templateImageName))
    }

    /// An icon from an SF Symbol.
    public convenience init(systemImageName: String) {
        self.init(source: .system(systemImageName))
    }

    /// Apple marks it unavailable.
    @available(*, unavailable)
    public override init() { fatalError("UNNotificationActionIcon() is unavailable") }

    public required init?(coder: NSCoder) {
        if let name = coder.decodeObject(forKey: "systemImageName") as? String {
            source = .system(name)
        } else if let name = coder.decodeObject(forKey: "templateImageName") as? String {
            source = .template(name)
        } else {
            return nil
        }
    }

    open func encode(with coder: NSCoder) {
        switch source {
        case .template(let name): coder.encode(name, forKey: "templateImageName")
        case .system(let name): coder.encode(name, forKey: "systemImageName")
        }
    }

    open class var supportsSecureCoding: Bool { true }

    /// Icons are immutable, so a copy is the icon itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Two icons are equal when they show the same image. Apple's documentation says nothing of an icon's equality.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UNNotificationActionIcon)?.source == source
    }

    open override var hash: Int { source.hashValue }
}

/// A minimal stand-in for a notification action button, with Apple's initializers and options.
@available(iOS 10.0, *)
open class UNNotificationAction: NSObject, NSCopying, NSSecureCoding {
    private let storedIdentifier: String
    private let storedTitle: String
    private let storedOptions: UNNotificationActionOptions
    private let storedIcon: UNNotificationActionIcon?

    /// The action's identifier.
    open var identifier: String { storedIdentifier }
    /// The button title.
    open var title: String { storedTitle }
    /// How the action behaves.
    open var options: UNNotificationActionOptions { storedOptions }
    /// The icon beside the title, if any.
    @available(iOS 15.0, *)
    open var icon: UNNotificationActionIcon? { storedIcon }

    /// Every action's initializer; Apple's public ones are convenience initializers.
    init(actionIdentifier identifier: String, title: String, options: UNNotificationActionOptions,
         icon: UNNotificationActionIcon?) {
        storedIdentifier = identifier
        storedTitle = title
        storedOptions = options
        storedIcon = icon
    }

    /// Creates an action, as Apple's `init(identifier:title:options:)` does.
    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.init(actionIdentifier: identifier, title: title, options: options, icon: nil)
    }

    /// Creates an action with an icon, as Apple's `init(identifier:title:options:icon:)` does.
    @available(iOS 15.0, *)
    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = [],
                            icon: UNNotificationActionIcon?) {
        self.init(actionIdentifier: identifier, title: title, options: options, icon: icon)
    }

    /// Apple marks it unavailable.
    @available(*, unavailable)
    public override init() { fatalError("UNNotificationAction() is unavailable") }

    public required init?(coder: NSCoder) {
        guard let identifier = coder.decodeObject(forKey: "identifier") as? String,
              let title = coder.decodeObject(forKey: "title") as? String else { return nil }
        storedIdentifier = identifier
        storedTitle = title
        storedOptions = UNNotificationActionOptions(rawValue: UInt(truncatingIfNeeded: coder.decodeInt64(forKey: "options")))
        storedIcon = coder.decodeObject(forKey: "icon") as? UNNotificationActionIcon
    }

    open func encode(with coder: NSCoder) {
        coder.encode(storedIdentifier, forKey: "identifier")
        coder.encode(storedTitle, forKey: "title")
        coder.encode(Int64(storedOptions.rawValue), forKey: "options")
        coder.encode(storedIcon, forKey: "icon")
    }

    open class var supportsSecureCoding: Bool { true }

    /// Actions are immutable, so a copy is the action itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Two actions of one class are equal when every property is. Apple's documentation says nothing of an action's
    /// equality.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UNNotificationAction, type(of: other) == type(of: self) else { return false }
        return other.storedIdentifier == storedIdentifier && other.storedTitle == storedTitle
            && other.storedOptions == storedOptions && other.storedIcon == storedIcon
    }

    open override var hash: Int { storedIdentifier.hashValue }
}

/// A minimal stand-in for an action that takes typed text.
@available(iOS 10.0, *)
open class UNTextInputNotificationAction: UNNotificationAction {
    private let storedButtonTitle: String
    private let storedPlaceholder: String

    /// The send button's title.
    open var textInputButtonTitle: String { storedButtonTitle }
    /// The placeholder of the text field.
    open var textInputPlaceholder: String { storedPlaceholder }

    private init(identifier: String, title: String, options: UNNotificationActionOptions, icon: UNNotificationActionIcon?,
                 buttonTitle: String, placeholder: String) {
        storedButtonTitle = buttonTitle
        storedPlaceholder = placeholder
        super.init(actionIdentifier: identifier, title: title, options: options, icon: icon)
    }

    /// Creates a text-input action, as Apple's initializer does.
    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = [],
                            textInputButtonTitle: String, textInputPlaceholder: String) {
        self.init(identifier: identifier, title: title, options: options, icon: nil, buttonTitle: textInputButtonTitle,
                  placeholder: textInputPlaceholder)
    }

    /// Creates a text-input action with an icon, as Apple's initializer does.
    @available(iOS 15.0, *)
    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = [],
                            icon: UNNotificationActionIcon?, textInputButtonTitle: String, textInputPlaceholder: String) {
        self.init(identifier: identifier, title: title, options: options, icon: icon,
                  buttonTitle: textInputButtonTitle, placeholder: textInputPlaceholder)
    }

    public required init?(coder: NSCoder) {
        storedButtonTitle = coder.decodeObject(forKey: "textInputButtonTitle") as? String ?? ""
        storedPlaceholder = coder.decodeObject(forKey: "textInputPlaceholder") as? String ?? ""
        super.init(coder: coder)
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(storedButtonTitle, forKey: "textInputButtonTitle")
        coder.encode(storedPlaceholder, forKey: "textInputPlaceholder")
    }

    /// Equal when every property, the texts included, is.
    open override func isEqual(_ object: Any?) -> Bool {
        guard super.isEqual(object), let other = object as? UNTextInputNotificationAction else { return false }
        return other.storedButtonTitle == storedButtonTitle && other.storedPlaceholder == storedPlaceholder
    }
}

/// How an action behaves, with Apple's raw values.
@available(iOS 10.0, *)
public struct UNNotificationActionOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The device must be unlocked.
    public static var authenticationRequired: UNNotificationActionOptions { UNNotificationActionOptions(rawValue: 1 << 0) }
    /// The action is destructive.
    public static var destructive: UNNotificationActionOptions { UNNotificationActionOptions(rawValue: 1 << 1) }
    /// The action opens the app.
    public static var foreground: UNNotificationActionOptions { UNNotificationActionOptions(rawValue: 1 << 2) }
}

/// A minimal stand-in for a notification category: an identifier, its actions, and Apple's options.
@available(iOS 10.0, *)
open class UNNotificationCategory: NSObject, NSCopying, NSSecureCoding {
    private let storedIdentifier: String
    private let storedActions: [UNNotificationAction]
    private let storedIntentIdentifiers: [String]
    private let storedOptions: UNNotificationCategoryOptions
    private let storedPlaceholder: String
    private let storedSummaryFormat: String

    /// The identifier that payloads name in `aps.category`.
    open var identifier: String { storedIdentifier }
    /// The buttons the category offers.
    open var actions: [UNNotificationAction] { storedActions }
    /// The intents the category relates to.
    open var intentIdentifiers: [String] { storedIntentIdentifiers }
    /// What the system does with the category's notifications.
    open var options: UNNotificationCategoryOptions { storedOptions }
    /// The text shown when previews are hidden; empty when none was given.
    @available(iOS 11.0, *)
    open var hiddenPreviewsBodyPlaceholder: String { storedPlaceholder }
    /// The format of the summary of this category's grouped notifications; empty when none was given.
    @available(iOS 12.0, *)
    open var categorySummaryFormat: String { storedSummaryFormat }

    /// Every category's initializer; Apple's public ones are convenience initializers.
    private init(categoryIdentifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                 placeholder: String?, summaryFormat: String?, options: UNNotificationCategoryOptions) {
        storedIdentifier = categoryIdentifier
        storedActions = actions
        storedIntentIdentifiers = intentIdentifiers
        storedOptions = options
        storedPlaceholder = placeholder ?? ""
        storedSummaryFormat = summaryFormat ?? ""
    }

    /// Creates a category, as Apple's `init(identifier:actions:intentIdentifiers:options:)` does.
    public convenience init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                            options: UNNotificationCategoryOptions = []) {
        self.init(categoryIdentifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers, placeholder: nil,
                  summaryFormat: nil, options: options)
    }

    /// Creates a category with a placeholder for hidden previews, as Apple's initializer does.
    @available(iOS 11.0, *)
    public convenience init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                            hiddenPreviewsBodyPlaceholder: String, options: UNNotificationCategoryOptions = []) {
        self.init(categoryIdentifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
                  placeholder: hiddenPreviewsBodyPlaceholder, summaryFormat: nil, options: options)
    }

    /// Creates a category with an optional placeholder and an optional summary format (such as "%u new messages from
    /// %@"), as Apple's initializer does.
    @available(iOS 12.0, *)
    public convenience init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                            hiddenPreviewsBodyPlaceholder: String?, categorySummaryFormat: String?,
                            options: UNNotificationCategoryOptions = []) {
        self.init(categoryIdentifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
                  placeholder: hiddenPreviewsBodyPlaceholder, summaryFormat: categorySummaryFormat, options: options)
    }

    /// Apple marks it unavailable.
    @available(*, unavailable)
    public override init() { fatalError("UNNotificationCategory() is unavailable") }

    public required init?(coder: NSCoder) {
        guard let identifier = coder.decodeObject(forKey: "identifier") as? String else { return nil }
        storedIdentifier = identifier
        storedActions = coder.decodeObject(forKey: "actions") as? [UNNotificationAction] ?? []
        storedIntentIdentifiers = coder.decodeObject(forKey: "intentIdentifiers") as? [String] ?? []
        storedOptions = UNNotificationCategoryOptions(rawValue: UInt(truncatingIfNeeded: coder.decodeInt64(forKey: "options")))
        storedPlaceholder = coder.decodeObject(forKey: "hiddenPreviewsBodyPlaceholder") as? String ?? ""
        storedSummaryFormat = coder.decodeObject(forKey: "categorySummaryFormat") as? String ?? ""
    }

    open func encode(with coder: NSCoder) {
        coder.encode(storedIdentifier, forKey: "identifier")
        coder.encode(storedActions, forKey: "actions")
        coder.encode(storedIntentIdentifiers, forKey: "intentIdentifiers")
        coder.encode(Int64(storedOptions.rawValue), forKey: "options")
        coder.encode(storedPlaceholder, forKey: "hiddenPreviewsBodyPlaceholder")
        coder.encode(storedSummaryFormat, forKey: "categorySummaryFormat")
    }

    open class var supportsSecureCoding: Bool { true }

    /// Categories are immutable, so a copy is the category itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Hashes the identifier; two categories are equal only when every property is, so a set keeps two categories
    /// that share an identifier but differ otherwise (the system keeps one per identifier: a duplicate the kit must see).
    /// Apple's documentation says nothing of a category's equality.
    open override var hash: Int { storedIdentifier.hashValue }
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UNNotificationCategory else { return false }
        return other.storedIdentifier == storedIdentifier && other.storedActions == storedActions
            && other.storedIntentIdentifiers == storedIntentIdentifiers && other.storedOptions == storedOptions
            && other.storedPlaceholder == storedPlaceholder && other.storedSummaryFormat == storedSummaryFormat
    }
}

/// What the system does with a category's notifications, with Apple's raw values.
@available(iOS 10.0, *)
public struct UNNotificationCategoryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Dismissing the notification is reported to the app.
    public static var customDismissAction: UNNotificationCategoryOptions { UNNotificationCategoryOptions(rawValue: 1 << 0) }
    /// The notification may be shown in CarPlay.
    public static var allowInCarPlay: UNNotificationCategoryOptions { UNNotificationCategoryOptions(rawValue: 1 << 1) }
    /// The title is shown when previews are hidden.
    @available(iOS 11.0, *)
    public static var hiddenPreviewsShowTitle: UNNotificationCategoryOptions { UNNotificationCategoryOptions(rawValue: 1 << 2) }
    /// The subtitle is shown when previews are hidden.
    @available(iOS 11.0, *)
    public static var hiddenPreviewsShowSubtitle: UNNotificationCategoryOptions { UNNotificationCategoryOptions(rawValue: 1 << 3) }
    /// Siri may announce the notification; the system ignores it since iOS 15.
    @available(iOS, introduced: 13.0, deprecated: 15.0, message: "Announcement option is ignored")
    public static var allowAnnouncement: UNNotificationCategoryOptions { UNNotificationCategoryOptions(rawValue: 1 << 4) }
}

/// How a notification is shown while the app is in the foreground, with Apple's raw values.
@available(iOS 10.0, *)
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: UInt
    /// Wraps option bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Update the app's badge.
    public static var badge: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 << 0) }
    /// Play the sound.
    public static var sound: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 << 1) }
    /// Shows an alert; modules still pass it. Apple names list and banner as its replacement (the message is ours).
    @available(iOS, introduced: 10.0, deprecated: 14.0, message: "Use list and banner instead.")
    public static var alert: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 << 2) }
    /// Keep in the notification list.
    @available(iOS 14.0, *)
    public static var list: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 << 3) }
    /// Show as a banner.
    @available(iOS 14.0, *)
    public static var banner: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 << 4) }
}

/// A minimal stand-in for the app's notification center, handed to notification callbacks. It keeps what a module
/// gives it in memory: categories, requests (one without a trigger counts as delivered at once), the badge count.
/// Completion handlers are `@Sendable` as Apple's current documentation declares them (the 16.5 headers leave them
/// unannotated); the stand-in calls them before returning.
@available(iOS 10.0, *)
open class UNUserNotificationCenter: NSObject {
    // One instance, as the app has one; not Sendable, like Apple's class. Its state is behind `lock`.
    nonisolated(unsafe) private static let shared = UNUserNotificationCenter(shared: ())
    private let lock = NSLock()
    private var categories: Set<UNNotificationCategory> = []
    private var pending: [UNNotificationRequest] = []
    private var delivered: [UNNotification] = []
    private var badgeCount = 0

    private init(shared: Void) {}

    /// Apple marks it unavailable: there is one center, `current()`.
    @available(*, unavailable)
    public override init() { fatalError("UNUserNotificationCenter() is unavailable") }

    /// The app's notification center.
    open class func current() -> UNUserNotificationCenter { shared }

    /// The object that receives notifications in the foreground and the user's answers; the host app's, not a module's.
    weak open var delegate: (any UNUserNotificationCenterDelegate)?

    /// Whether the device supports content extensions.
    open var supportsContentExtensions: Bool { true }

    private func locked<Value>(_ body: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// Replaces the app's categories.
    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        locked { self.categories = categories }
    }

    /// Hands over the app's categories.
    open func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
        completionHandler(locked { categories })
    }

    /// The app's categories.
    open func notificationCategories() async -> Set<UNNotificationCategory> {
        locked { categories }
    }

    /// Schedules a request, replacing one with the same identifier; one without a trigger is delivered at once.
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        schedule(request)
        completionHandler?(nil)
    }

    /// Schedules a request, as the completion-handler form does.
    open func add(_ request: UNNotificationRequest) async throws {
        schedule(request)
    }

    private func schedule(_ request: UNNotificationRequest) {
        locked {
            pending.removeAll { $0.identifier == request.identifier }
            if request.trigger == nil {
                delivered.removeAll { $0.request.identifier == request.identifier }
                delivered.append(UNNotification(request: request, date: Date()))
            } else {
                pending.append(request)
            }
        }
    }

    /// Hands over the requests waiting for their triggers.
    open func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        completionHandler(locked { pending })
    }

    /// The requests waiting for their triggers.
    open func pendingNotificationRequests() async -> [UNNotificationRequest] {
        locked { pending }
    }

    /// Removes waiting requests by identifier.
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        locked { pending.removeAll { identifiers.contains($0.identifier) } }
    }

    /// Removes every waiting request.
    open func removeAllPendingNotificationRequests() {
        locked { pending.removeAll() }
    }

    /// Hands over the notifications still in Notification Center.
    open func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
        completionHandler(locked { delivered })
    }

    /// The notifications still in Notification Center.
    open func deliveredNotifications() async -> [UNNotification] {
        locked { delivered }
    }

    /// Removes delivered notifications by their requests' identifiers.
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
        locked { delivered.removeAll { identifiers.contains($0.request.identifier) } }
    }

    /// Removes every delivered notification.
    open func removeAllDeliveredNotifications() {
        locked { delivered.removeAll() }
    }

    /// Sets the app icon's badge; 0 clears it.
    @available(iOS 16.0, *)
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        locked { badgeCount = newBadgeCount }
        completionHandler?(nil)
    }

    /// Sets the app icon's badge, as the completion-handler form does.
    @available(iOS 16.0, *)
    open func setBadgeCount(_ newBadgeCount: Int) async throws {
        locked { badgeCount = newBadgeCount }
    }
}

/// A minimal stand-in for the protocol of the center's delegate. Apple's members are optional Objective-C members (a
/// completion-handler form and its async form for each callback); without an Objective-C runtime they are
/// requirements with defaults that do what the system does when a member is absent.
@available(iOS 10.0, *)
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    /// Chooses how a notification shows in the foreground.
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)
    /// Chooses how a notification shows in the foreground.
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
        -> UNNotificationPresentationOptions
    /// Handles the user's answer.
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping @Sendable () -> Void)
    /// Handles the user's answer.
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
    /// Shows the app's own notification settings.
    @available(iOS 12.0, *)
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
    /// The member's absence: nothing shows in the foreground.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void) {
        completionHandler([])
    }
    /// The member's absence: nothing shows in the foreground.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
        -> UNNotificationPresentationOptions { [] }
    /// The member's absence.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping @Sendable () -> Void) {
        completionHandler()
    }
    /// The member's absence.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {}
    /// The member's absence.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
}

/// A minimal stand-in for the base class of notification service extensions.
@available(iOS 10.0, *)
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
