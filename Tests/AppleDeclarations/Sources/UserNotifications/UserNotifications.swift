// UserNotifications, as Apple's documentation declares the members the kit, the pages' samples and typical modules
// Apple marks several read-only properties @NSCopying (sound, request, content, trigger, date, notification): a
// computed declaration cannot carry the attribute, and it changes nothing a caller can see.
// use. Declarations only: the bodies exist to link, never to run.
//
// Sendable: recent SDKs may mark some of these classes Sendable; Apple's documentation pages do not list it, so
// they are declared without, and the kit must not rely on it.
@_exported import Foundation

/// Marks a body that exists only so that the declarations link.
@usableFromInline func declarationOnly(_ name: String = #function) -> Never {
    fatalError("\(name): a declaration for type-checking, not an implementation")
}

/// The content of a notification: read-only here, changed through `UNMutableNotificationContent`.
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
    @available(iOS, deprecated: 15.0, message: "summaryArgument is ignored")
    open var summaryArgument: String { declarationOnly() }
    @available(iOS, deprecated: 15.0, message: "summaryArgumentCount is ignored")
    open var summaryArgumentCount: Int { declarationOnly() }
    open var targetContentIdentifier: String? { declarationOnly() }
    open var interruptionLevel: UNNotificationInterruptionLevel { declarationOnly() }
    open var relevanceScore: Double { declarationOnly() }
    open var filterCriteria: String? { declarationOnly() }

    public override init() { super.init() }
    public required init?(coder: NSCoder) { declarationOnly() }
    open func encode(with coder: NSCoder) { declarationOnly() }
    open class var supportsSecureCoding: Bool { true }
    open func copy(with zone: NSZone? = nil) -> Any { declarationOnly() }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { declarationOnly() }
}

/// Content a service extension or an app may change.
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
    open override var targetContentIdentifier: String? { get { declarationOnly() } set { declarationOnly() } }
    open override var interruptionLevel: UNNotificationInterruptionLevel { get { declarationOnly() } set { declarationOnly() } }
    open override var relevanceScore: Double { get { declarationOnly() } set { declarationOnly() } }
    open override var filterCriteria: String? { get { declarationOnly() } set { declarationOnly() } }
}

/// How urgently a notification asks for attention.
public enum UNNotificationInterruptionLevel: UInt, @unchecked Sendable {
    case passive = 0
    case active = 1
    case timeSensitive = 2
    case critical = 3
}

/// A sound to play with a notification.
open class UNNotificationSound: NSObject, NSCopying, NSSecureCoding {
    open class var `default`: UNNotificationSound { declarationOnly() }
    open class var defaultCritical: UNNotificationSound { declarationOnly() }
    public convenience init(named name: UNNotificationSoundName) { declarationOnly() }
    open class func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound { declarationOnly() }
    /// Apple marks `init()` unavailable: sounds come from the class members above.
    @available(*, unavailable)
    public override init() { declarationOnly() }
    public required init?(coder: NSCoder) { declarationOnly() }
    open func encode(with coder: NSCoder) { declarationOnly() }
    open class var supportsSecureCoding: Bool { true }
    open func copy(with zone: NSZone? = nil) -> Any { declarationOnly() }
}

/// The name of a sound file in the app's bundle.
public struct UNNotificationSoundName: RawRepresentable, Hashable, @unchecked Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A media file attached to a notification.
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

/// What makes a local notification fire; remote notifications have a push trigger.
open class UNNotificationTrigger: NSObject, NSCopying, NSSecureCoding {
    open var repeats: Bool { declarationOnly() }
    @available(*, unavailable)
    public override init() { declarationOnly() }
    public required init?(coder: NSCoder) { declarationOnly() }
    open func encode(with coder: NSCoder) { declarationOnly() }
    open class var supportsSecureCoding: Bool { true }
    open func copy(with zone: NSZone? = nil) -> Any { declarationOnly() }
}

/// A request to show a notification: an identifier, content and a trigger.
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
open class UNTextInputNotificationResponse: UNNotificationResponse {
    open var userText: String { declarationOnly() }
}

/// The action identifier of a plain tap.
public let UNNotificationDefaultActionIdentifier: String = "com.apple.UNNotificationDefaultActionIdentifier"
/// The action identifier of a dismissal.
public let UNNotificationDismissActionIdentifier: String = "com.apple.UNNotificationDismissActionIdentifier"

/// How an action behaves.
public struct UNNotificationActionOptions: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var authenticationRequired: UNNotificationActionOptions { UNNotificationActionOptions(rawValue: 1 << 0) }
    public static var destructive: UNNotificationActionOptions { UNNotificationActionOptions(rawValue: 1 << 1) }
    public static var foreground: UNNotificationActionOptions { UNNotificationActionOptions(rawValue: 1 << 2) }
}

/// A button of a notification category.
open class UNNotificationAction: NSObject, NSCopying, NSSecureCoding {
    open var identifier: String { declarationOnly() }
    open var title: String { declarationOnly() }
    open var options: UNNotificationActionOptions { declarationOnly() }
    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = []) { declarationOnly() }
    @available(*, unavailable)
    public override init() { declarationOnly() }
    public required init?(coder: NSCoder) { declarationOnly() }
    open func encode(with coder: NSCoder) { declarationOnly() }
    open class var supportsSecureCoding: Bool { true }
    open func copy(with zone: NSZone? = nil) -> Any { declarationOnly() }
}

/// An action that takes typed text.
open class UNTextInputNotificationAction: UNNotificationAction {
    open var textInputButtonTitle: String { declarationOnly() }
    open var textInputPlaceholder: String { declarationOnly() }
    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = [],
                            textInputButtonTitle: String, textInputPlaceholder: String) { declarationOnly() }
}

/// What the system does with a category's notifications.
public struct UNNotificationCategoryOptions: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var customDismissAction: UNNotificationCategoryOptions { UNNotificationCategoryOptions(rawValue: 1 << 0) }
    public static var allowInCarPlay: UNNotificationCategoryOptions { UNNotificationCategoryOptions(rawValue: 1 << 1) }
    public static var hiddenPreviewsShowTitle: UNNotificationCategoryOptions { UNNotificationCategoryOptions(rawValue: 1 << 2) }
    public static var hiddenPreviewsShowSubtitle: UNNotificationCategoryOptions { UNNotificationCategoryOptions(rawValue: 1 << 3) }
}

/// A type of notification the app supports, with its actions.
///
/// Equality: Apple's documentation does not say how two categories compare; being an `NSObject`, a category is equal to
/// another only as `isEqual(_:)` says, which the documentation leaves open. The kit must not rely on either reading.
open class UNNotificationCategory: NSObject, NSCopying, NSSecureCoding {
    open var identifier: String { declarationOnly() }
    open var actions: [UNNotificationAction] { declarationOnly() }
    open var intentIdentifiers: [String] { declarationOnly() }
    open var options: UNNotificationCategoryOptions { declarationOnly() }
    open var hiddenPreviewsBodyPlaceholder: String { declarationOnly() }
    open var categorySummaryFormat: String { declarationOnly() }
    public convenience init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                            options: UNNotificationCategoryOptions = []) { declarationOnly() }
    public convenience init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                            hiddenPreviewsBodyPlaceholder: String, options: UNNotificationCategoryOptions = []) { declarationOnly() }
    @available(*, unavailable)
    public override init() { declarationOnly() }
    public required init?(coder: NSCoder) { declarationOnly() }
    open func encode(with coder: NSCoder) { declarationOnly() }
    open class var supportsSecureCoding: Bool { true }
    open func copy(with zone: NSZone? = nil) -> Any { declarationOnly() }
}

/// How a notification shows while the app is in the foreground.
public struct UNNotificationPresentationOptions: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var badge: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 << 0) }
    public static var sound: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 << 1) }
    @available(iOS, deprecated: 14.0, message: "Use -list and -banner instead.")
    public static var alert: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 << 2) }
    public static var list: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 << 3) }
    public static var banner: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 << 4) }
}

/// The app's notification center; the shared one comes from `current()`.
open class UNUserNotificationCenter: NSObject {
    open class func current() -> UNUserNotificationCenter { declarationOnly() }
    /// Apple marks `init()` unavailable: there is one center, `current()`.
    @available(*, unavailable)
    public override init() { declarationOnly() }
    weak open var delegate: (any UNUserNotificationCenterDelegate)?
    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) { declarationOnly() }
}

/// Receives notifications in the foreground and the user's answers. Apple's protocol has optional Objective-C
/// members; without an Objective-C runtime they are declared as requirements with defaults.
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
        -> UNNotificationPresentationOptions
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
}

/// The base class of a notification service extension, which may change a remote notification's content.
open class UNNotificationServiceExtension: NSObject {
    public override init() { super.init() }
    open func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        declarationOnly()
    }
    open func serviceExtensionTimeWillExpire() { declarationOnly() }
}

extension UNUserNotificationCenterDelegate {
    /// The optional member's absence: the system then shows nothing in the foreground.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
        -> UNNotificationPresentationOptions { [] }
    /// The optional member's absence.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {}
}
