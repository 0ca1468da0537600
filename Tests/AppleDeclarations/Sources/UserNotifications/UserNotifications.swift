// UserNotifications, as Apple's documentation declares the members the kit, the pages' samples and typical modules
// use, checked member by member against the iOS 16.5 SDK's headers as Swift imports them. Declarations only: the
// bodies exist to link, never to run.
//
// Apple marks several read-only properties @NSCopying (sound, badge, request, content, trigger, notification, icon):
// a computed declaration cannot carry the attribute, and it changes nothing a caller can see.
//
// Availability: every type here is iOS 10.0, the framework's first release, unless it says otherwise; members say
// where they came later. Where Apple's current documentation differs from the iOS 16.5 SDK (a later SDK's
// annotations), the declaration follows the documentation and says so beside it.
//
// Sendable: neither the iOS 16.5 headers nor Apple's current documentation pages mark these classes Sendable, so
// they are declared without, and the kit must not rely on it. Imported option sets and enums are @unchecked Sendable,
// and option sets are not Hashable, as Swift imports them.
@_exported import Foundation

/// Marks a body that exists only so that the declarations link.
@usableFromInline func declarationOnly(_ name: String = #function) -> Never {
    fatalError("\(name): a declaration for type-checking, not an implementation")
}

/// The content of a notification: read-only here, changed through `UNMutableNotificationContent`.
@available(iOS 10.0, *)
open class UNNotificationContent: NSObject, NSCopying, NSMutableCopying, NSSecureCoding {
    open var attachments: [UNNotificationAttachment] { declarationOnly() }
    open var badge: NSNumber? { declarationOnly() }
    open var body: String { declarationOnly() }
    open var categoryIdentifier: String { declarationOnly() }
    open var launchImageName: String { declarationOnly() }
    open var sound: UNNotificationSound? { declarationOnly() }
    open var subtitle: String { declarationOnly() }
    open var threadIdentifier: String { declarationOnly() }
    open var title: String { declarationOnly() }
    open var userInfo: [AnyHashable: Any] { declarationOnly() }
    @available(iOS, introduced: 12.0, deprecated: 15.0, message: "summaryArgument is ignored")
    open var summaryArgument: String { declarationOnly() }
    @available(iOS, introduced: 12.0, deprecated: 15.0, message: "summaryArgumentCount is ignored")
    open var summaryArgumentCount: Int { declarationOnly() }
    @available(iOS 13.0, *)
    open var targetContentIdentifier: String? { declarationOnly() }
    @available(iOS 15.0, *)
    open var interruptionLevel: UNNotificationInterruptionLevel { declarationOnly() }
    @available(iOS 15.0, *)
    open var relevanceScore: Double { declarationOnly() }
    @available(iOS 16.0, *)
    open var filterCriteria: String? { declarationOnly() }

    public override init() { super.init() }
    public required init?(coder: NSCoder) { declarationOnly() }
    open func encode(with coder: NSCoder) { declarationOnly() }
    open class var supportsSecureCoding: Bool { true }
    open func copy(with zone: NSZone? = nil) -> Any { declarationOnly() }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { declarationOnly() }
}

/// Content a service extension or an app may change.
@available(iOS 10.0, *)
open class UNMutableNotificationContent: UNNotificationContent {
    open override var attachments: [UNNotificationAttachment] { get { declarationOnly() } set { declarationOnly() } }
    open override var badge: NSNumber? { get { declarationOnly() } set { declarationOnly() } }
    open override var body: String { get { declarationOnly() } set { declarationOnly() } }
    open override var categoryIdentifier: String { get { declarationOnly() } set { declarationOnly() } }
    open override var launchImageName: String { get { declarationOnly() } set { declarationOnly() } }
    open override var sound: UNNotificationSound? { get { declarationOnly() } set { declarationOnly() } }
    open override var subtitle: String { get { declarationOnly() } set { declarationOnly() } }
    open override var threadIdentifier: String { get { declarationOnly() } set { declarationOnly() } }
    open override var title: String { get { declarationOnly() } set { declarationOnly() } }
    open override var userInfo: [AnyHashable: Any] { get { declarationOnly() } set { declarationOnly() } }
    @available(iOS, introduced: 12.0, deprecated: 15.0, message: "summaryArgument is ignored")
    open override var summaryArgument: String { get { declarationOnly() } set { declarationOnly() } }
    @available(iOS, introduced: 12.0, deprecated: 15.0, message: "summaryArgumentCount is ignored")
    open override var summaryArgumentCount: Int { get { declarationOnly() } set { declarationOnly() } }
    @available(iOS 13.0, *)
    open override var targetContentIdentifier: String? { get { declarationOnly() } set { declarationOnly() } }
    @available(iOS 15.0, *)
    open override var interruptionLevel: UNNotificationInterruptionLevel { get { declarationOnly() } set { declarationOnly() } }
    @available(iOS 15.0, *)
    open override var relevanceScore: Double { get { declarationOnly() } set { declarationOnly() } }
    @available(iOS 16.0, *)
    open override var filterCriteria: String? { get { declarationOnly() } set { declarationOnly() } }
}

/// How urgently a notification asks for attention.
@available(iOS 15.0, *)
public enum UNNotificationInterruptionLevel: UInt, @unchecked Sendable {
    case passive = 0
    case active = 1
    case timeSensitive = 2
    case critical = 3
}

/// A sound to play with a notification. The class members return `Self`, as Apple's `instancetype` factories do.
@available(iOS 10.0, *)
open class UNNotificationSound: NSObject, NSCopying, NSSecureCoding {
    open class var `default`: UNNotificationSound { declarationOnly() }
    @available(iOS 15.2, *)
    @available(macCatalyst, unavailable)
    open class var defaultRingtone: UNNotificationSound { declarationOnly() }
    @available(iOS 12.0, *)
    open class var defaultCritical: UNNotificationSound { declarationOnly() }
    @available(iOS 12.0, *)
    open class func defaultCriticalSound(withAudioVolume volume: Float) -> Self { declarationOnly() }
    public convenience init(named name: UNNotificationSoundName) { declarationOnly() }
    @available(iOS 15.2, *)
    @available(macCatalyst, unavailable)
    open class func ringtoneSoundNamed(_ name: UNNotificationSoundName) -> Self { declarationOnly() }
    @available(iOS 12.0, *)
    open class func criticalSoundNamed(_ name: UNNotificationSoundName) -> Self { declarationOnly() }
    @available(iOS 12.0, *)
    open class func criticalSoundNamed(_ name: UNNotificationSoundName, withAudioVolume volume: Float) -> Self { declarationOnly() }
    /// Apple marks `init()` unavailable: sounds come from the class members above.
    @available(*, unavailable)
    public override init() { declarationOnly() }
    public required init?(coder: NSCoder) { declarationOnly() }
    open func encode(with coder: NSCoder) { declarationOnly() }
    open class var supportsSecureCoding: Bool { true }
    open func copy(with zone: NSZone? = nil) -> Any { declarationOnly() }
}

/// The name of a sound file in the app's bundle.
public struct UNNotificationSoundName: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A media file attached to a notification.
@available(iOS 10.0, *)
open class UNNotificationAttachment: NSObject, NSCopying, NSSecureCoding {
    open var identifier: String { declarationOnly() }
    open var url: URL { declarationOnly() }
    open var type: String { declarationOnly() }
    public convenience init(identifier: String, url URL: URL, options: [AnyHashable: Any]? = nil) throws { declarationOnly() }
    @available(*, unavailable)
    public override init() { declarationOnly() }
    public required init?(coder: NSCoder) { declarationOnly() }
    open func encode(with coder: NSCoder) { declarationOnly() }
    open class var supportsSecureCoding: Bool { true }
    open func copy(with zone: NSZone? = nil) -> Any { declarationOnly() }
}

// The keys of an attachment's options. Apple documents the names, not the strings behind them; these are the names.
@available(iOS 10.0, *)
public let UNNotificationAttachmentOptionsTypeHintKey: String = "UNNotificationAttachmentOptionsTypeHintKey"
@available(iOS 10.0, *)
public let UNNotificationAttachmentOptionsThumbnailHiddenKey: String = "UNNotificationAttachmentOptionsThumbnailHiddenKey"
@available(iOS 10.0, *)
public let UNNotificationAttachmentOptionsThumbnailClippingRectKey: String = "UNNotificationAttachmentOptionsThumbnailClippingRectKey"
@available(iOS 10.0, *)
public let UNNotificationAttachmentOptionsThumbnailTimeKey: String = "UNNotificationAttachmentOptionsThumbnailTimeKey"

/// What makes a local notification fire; remote notifications have a push trigger.
@available(iOS 10.0, *)
open class UNNotificationTrigger: NSObject, NSCopying, NSSecureCoding {
    open var repeats: Bool { declarationOnly() }
    @available(*, unavailable)
    public override init() { declarationOnly() }
    public required init?(coder: NSCoder) { declarationOnly() }
    open func encode(with coder: NSCoder) { declarationOnly() }
    open class var supportsSecureCoding: Bool { true }
    open func copy(with zone: NSZone? = nil) -> Any { declarationOnly() }
}

/// The trigger of a notification that APNs delivered.
@available(iOS 10.0, *)
open class UNPushNotificationTrigger: UNNotificationTrigger {}

/// A trigger that fires after a time interval, once or repeatedly.
@available(iOS 10.0, *)
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger {
    open var timeInterval: TimeInterval { declarationOnly() }
    public convenience init(timeInterval: TimeInterval, repeats: Bool) { declarationOnly() }
    open func nextTriggerDate() -> Date? { declarationOnly() }
}

/// A trigger that fires at dates matching the components.
@available(iOS 10.0, *)
open class UNCalendarNotificationTrigger: UNNotificationTrigger {
    open var dateComponents: DateComponents { declarationOnly() }
    public convenience init(dateMatching dateComponents: DateComponents, repeats: Bool) { declarationOnly() }
    open func nextTriggerDate() -> Date? { declarationOnly() }
}

/// A request to show a notification: an identifier, content and a trigger.
@available(iOS 10.0, *)
open class UNNotificationRequest: NSObject, NSCopying, NSSecureCoding {
    open var identifier: String { declarationOnly() }
    open var content: UNNotificationContent { declarationOnly() }
    open var trigger: UNNotificationTrigger? { declarationOnly() }
    public convenience init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) { declarationOnly() }
    @available(*, unavailable)
    public override init() { declarationOnly() }
    public required init?(coder: NSCoder) { declarationOnly() }
    open func encode(with coder: NSCoder) { declarationOnly() }
    open class var supportsSecureCoding: Bool { true }
    open func copy(with zone: NSZone? = nil) -> Any { declarationOnly() }
}

/// A notification the system delivered. Apple's documentation: don't create notification objects directly.
@available(iOS 10.0, *)
open class UNNotification: NSObject, NSCopying, NSSecureCoding {
    open var date: Date { declarationOnly() }
    open var request: UNNotificationRequest { declarationOnly() }
    @available(*, unavailable)
    public override init() { declarationOnly() }
    public required init?(coder: NSCoder) { declarationOnly() }
    open func encode(with coder: NSCoder) { declarationOnly() }
    open class var supportsSecureCoding: Bool { true }
    open func copy(with zone: NSZone? = nil) -> Any { declarationOnly() }
}

/// The user's answer to a notification; the system makes it when the user acts.
@available(iOS 10.0, *)
open class UNNotificationResponse: NSObject, NSCopying, NSSecureCoding {
    open var notification: UNNotification { declarationOnly() }
    open var actionIdentifier: String { declarationOnly() }
    @available(*, unavailable)
    public override init() { declarationOnly() }
    public required init?(coder: NSCoder) { declarationOnly() }
    open func encode(with coder: NSCoder) { declarationOnly() }
    open class var supportsSecureCoding: Bool { true }
    open func copy(with zone: NSZone? = nil) -> Any { declarationOnly() }
}

/// The answer to a text-input action, with the text typed.
@available(iOS 10.0, *)
open class UNTextInputNotificationResponse: UNNotificationResponse {
    open var userText: String { declarationOnly() }
}

/// The action identifier of a plain tap.
@available(iOS 10.0, *)
public let UNNotificationDefaultActionIdentifier: String = "com.apple.UNNotificationDefaultActionIdentifier"
/// The action identifier of a dismissal.
@available(iOS 10.0, *)
public let UNNotificationDismissActionIdentifier: String = "com.apple.UNNotificationDismissActionIdentifier"

/// How an action behaves.
@available(iOS 10.0, *)
public struct UNNotificationActionOptions: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var authenticationRequired: UNNotificationActionOptions { UNNotificationActionOptions(rawValue: 1 << 0) }
    public static var destructive: UNNotificationActionOptions { UNNotificationActionOptions(rawValue: 1 << 1) }
    public static var foreground: UNNotificationActionOptions { UNNotificationActionOptions(rawValue: 1 << 2) }
}

/// An icon beside an action's title: an image of the app's asset catalog, or an SF Symbol.
@available(iOS 15.0, *)
open class UNNotificationActionIcon: NSObject, NSCopying, NSSecureCoding {
    public convenience init(templateImageName: String) { declarationOnly() }
    public convenience init(systemImageName: String) { declarationOnly() }
    @available(*, unavailable)
    public override init() { declarationOnly() }
    public required init?(coder: NSCoder) { declarationOnly() }
    open func encode(with coder: NSCoder) { declarationOnly() }
    open class var supportsSecureCoding: Bool { true }
    open func copy(with zone: NSZone? = nil) -> Any { declarationOnly() }
}

/// A button of a notification category.
@available(iOS 10.0, *)
open class UNNotificationAction: NSObject, NSCopying, NSSecureCoding {
    open var identifier: String { declarationOnly() }
    open var title: String { declarationOnly() }
    open var options: UNNotificationActionOptions { declarationOnly() }
    @available(iOS 15.0, *)
    open var icon: UNNotificationActionIcon? { declarationOnly() }
    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = []) { declarationOnly() }
    @available(iOS 15.0, *)
    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = [],
                            icon: UNNotificationActionIcon?) { declarationOnly() }
    @available(*, unavailable)
    public override init() { declarationOnly() }
    public required init?(coder: NSCoder) { declarationOnly() }
    open func encode(with coder: NSCoder) { declarationOnly() }
    open class var supportsSecureCoding: Bool { true }
    open func copy(with zone: NSZone? = nil) -> Any { declarationOnly() }
}

/// An action that takes typed text.
@available(iOS 10.0, *)
open class UNTextInputNotificationAction: UNNotificationAction {
    open var textInputButtonTitle: String { declarationOnly() }
    open var textInputPlaceholder: String { declarationOnly() }
    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = [],
                            textInputButtonTitle: String, textInputPlaceholder: String) { declarationOnly() }
    @available(iOS 15.0, *)
    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = [],
                            icon: UNNotificationActionIcon?, textInputButtonTitle: String,
                            textInputPlaceholder: String) { declarationOnly() }
}

/// What the system does with a category's notifications.
@available(iOS 10.0, *)
public struct UNNotificationCategoryOptions: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var customDismissAction: UNNotificationCategoryOptions { UNNotificationCategoryOptions(rawValue: 1 << 0) }
    public static var allowInCarPlay: UNNotificationCategoryOptions { UNNotificationCategoryOptions(rawValue: 1 << 1) }
    @available(iOS 11.0, *)
    public static var hiddenPreviewsShowTitle: UNNotificationCategoryOptions { UNNotificationCategoryOptions(rawValue: 1 << 2) }
    @available(iOS 11.0, *)
    public static var hiddenPreviewsShowSubtitle: UNNotificationCategoryOptions { UNNotificationCategoryOptions(rawValue: 1 << 3) }
    @available(iOS, introduced: 13.0, deprecated: 15.0, message: "Announcement option is ignored")
    public static var allowAnnouncement: UNNotificationCategoryOptions { UNNotificationCategoryOptions(rawValue: 1 << 4) }
}

/// A type of notification the app supports, with its actions.
///
/// Equality: Apple's documentation does not say how two categories compare; being an `NSObject`, a category is equal to
/// another only as `isEqual(_:)` says, which the documentation leaves open. The kit must not rely on either reading.
@available(iOS 10.0, *)
open class UNNotificationCategory: NSObject, NSCopying, NSSecureCoding {
    open var identifier: String { declarationOnly() }
    open var actions: [UNNotificationAction] { declarationOnly() }
    open var intentIdentifiers: [String] { declarationOnly() }
    open var options: UNNotificationCategoryOptions { declarationOnly() }
    @available(iOS 11.0, *)
    open var hiddenPreviewsBodyPlaceholder: String { declarationOnly() }
    @available(iOS 12.0, *)
    open var categorySummaryFormat: String { declarationOnly() }
    public convenience init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                            options: UNNotificationCategoryOptions = []) { declarationOnly() }
    @available(iOS 11.0, *)
    public convenience init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                            hiddenPreviewsBodyPlaceholder: String, options: UNNotificationCategoryOptions = []) { declarationOnly() }
    /// Both strings are optional here, unlike the initializer above.
    @available(iOS 12.0, *)
    public convenience init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                            hiddenPreviewsBodyPlaceholder: String?, categorySummaryFormat: String?,
                            options: UNNotificationCategoryOptions = []) { declarationOnly() }
    @available(*, unavailable)
    public override init() { declarationOnly() }
    public required init?(coder: NSCoder) { declarationOnly() }
    open func encode(with coder: NSCoder) { declarationOnly() }
    open class var supportsSecureCoding: Bool { true }
    open func copy(with zone: NSZone? = nil) -> Any { declarationOnly() }
}

/// How a notification shows while the app is in the foreground.
@available(iOS 10.0, *)
public struct UNNotificationPresentationOptions: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var badge: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 << 0) }
    public static var sound: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 << 1) }
    // Apple names list and banner as its replacement; Swift imports that as a bare deprecation, the message is ours.
    @available(iOS, introduced: 10.0, deprecated: 14.0, message: "Use list and banner instead.")
    public static var alert: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 << 2) }
    @available(iOS 14.0, *)
    public static var list: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 << 3) }
    @available(iOS 14.0, *)
    public static var banner: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 << 4) }
}

/// The app's notification center; the shared one comes from `current()`.
///
/// Completion handlers are `@Sendable` as Apple's current documentation declares them; the iOS 16.5 headers leave
/// them unannotated.
@available(iOS 10.0, *)
open class UNUserNotificationCenter: NSObject {
    weak open var delegate: (any UNUserNotificationCenterDelegate)?
    open var supportsContentExtensions: Bool { declarationOnly() }
    open class func current() -> UNUserNotificationCenter { declarationOnly() }
    /// Apple marks `init()` unavailable: there is one center, `current()`.
    @available(*, unavailable)
    public override init() { declarationOnly() }
    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) { declarationOnly() }
    open func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
        declarationOnly()
    }
    open func notificationCategories() async -> Set<UNNotificationCategory> { declarationOnly() }
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        declarationOnly()
    }
    open func add(_ request: UNNotificationRequest) async throws { declarationOnly() }
    open func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        declarationOnly()
    }
    open func pendingNotificationRequests() async -> [UNNotificationRequest] { declarationOnly() }
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) { declarationOnly() }
    open func removeAllPendingNotificationRequests() { declarationOnly() }
    open func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) { declarationOnly() }
    open func deliveredNotifications() async -> [UNNotification] { declarationOnly() }
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) { declarationOnly() }
    open func removeAllDeliveredNotifications() { declarationOnly() }
    @available(iOS 16.0, *)
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        declarationOnly()
    }
    @available(iOS 16.0, *)
    open func setBadgeCount(_ newBadgeCount: Int) async throws { declarationOnly() }
}

/// Receives notifications in the foreground and the user's answers. Apple's protocol has optional Objective-C
/// members (a completion-handler form and its async form for each callback); without an Objective-C runtime they are
/// declared as requirements with defaults. Completion handlers are `@Sendable` as Apple's current documentation
/// declares them.
@available(iOS 10.0, *)
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
        -> UNNotificationPresentationOptions
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping @Sendable () -> Void)
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
    @available(iOS 12.0, *)
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

/// The base class of a notification service extension, which may change a remote notification's content.
@available(iOS 10.0, *)
open class UNNotificationServiceExtension: NSObject {
    public override init() { super.init() }
    open func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        declarationOnly()
    }
    open func serviceExtensionTimeWillExpire() { declarationOnly() }
}

extension UNUserNotificationCenterDelegate {
    /// The optional member's absence: the system then shows nothing in the foreground.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void) {
        completionHandler([])
    }
    /// The optional member's absence: the system then shows nothing in the foreground.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
        -> UNNotificationPresentationOptions { [] }
    /// The optional member's absence.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping @Sendable () -> Void) {
        completionHandler()
    }
    /// The optional member's absence.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {}
    /// The optional member's absence.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
}
