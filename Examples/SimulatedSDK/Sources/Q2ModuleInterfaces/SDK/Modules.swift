import Foundation

// The module protocols, as "iOS - Continuity Lifecycle Module", "iOS - Push Lifecycle Module" and
// "iOS - Method Module" declare them. Where Swift cannot say what Objective-C says (optional members, one
// requirement spelled two ways), the Linux difference is the one Conformance/README.md lists.

/// Every module the SDK loads.
public protocol Module: AnyObject {}

/// The app's side of what a module may ask it to do; the pages name no member.
public protocol ModuleDelegate: AnyObject {}

/// The signed-in user (Method Module page, `moduleDataSource?.user?.token`).
public protocol ModuleUser: AnyObject {
    var token: String { get }
}

/// What a module may read from the app, and its way to ask other modules (Method Module page).
public protocol ModuleDataSource: AnyObject {
    var user: ModuleUser? { get }
    func executeMethodRequest(_ request: MethodRequest) async -> [MethodResponse]
}

/// A module that receives app lifecycle events (Push Lifecycle page: `PushLifecycleModule: LifecycleModule`).
public protocol LifecycleModule: Module {
    var moduleDelegate: ModuleDelegate? { get set }
    var moduleDataSource: ModuleDataSource? { get set }
}

/// Continuity Lifecycle page, "Protocol": the five entry points.
public protocol ContinuityLifecycleModule: LifecycleModule {
    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void)
    func application(_ application: UIApplication, shouldOpenURL url: URL,
                     withOptions options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool?
    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool?
    func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                     restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool?
    func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String,
                     error: Error)
}

/// Push Lifecycle page, "Extension Protocols": the sender a payload's `sender` must match.
public protocol PushSenderProvider {
    static var sender: PushSender? { get }
}

/// Push Lifecycle page, "PushLifecycleModule Protocol". Every member is optional there; Swift says so with the
/// defaults below (Linux difference).
public protocol PushLifecycleModule: LifecycleModule, PushSenderProvider {
    static var sender: PushSender? { get }
    func getNotificationCategories() -> Set<UNNotificationCategory>?
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error)
    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult?
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                willPresent notification: UNNotification) async -> UNNotificationPresentationOptions?
}

extension PushLifecycleModule {
    public static var sender: PushSender? { nil }
    public func getNotificationCategories() -> Set<UNNotificationCategory>? { nil }
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {}
    public func application(_ application: UIApplication,
                            didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult? { nil }
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {}
    public func userNotificationCenter(_ center: UNUserNotificationCenter,
                                       willPresent notification: UNNotification) async -> UNNotificationPresentationOptions? { nil }
}

/// Push Lifecycle page, "Implementation Requirements": subclasses override `static var sender`. Its NSObject base, its
/// conformance and `init()` are assumptions (Conformance/README.md).
open class Q2ModuleBase: NSObject, PushLifecycleModule {
    open var moduleDelegate: ModuleDelegate?
    open var moduleDataSource: ModuleDataSource?
    open class var sender: PushSender? { nil }
    public required override init() { super.init() }
    open func getNotificationCategories() -> Set<UNNotificationCategory>? { nil }
    open func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    open func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {}
    open func application(_ application: UIApplication,
                          didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult? { nil }
    open func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {}
    open func userNotificationCenter(_ center: UNUserNotificationCenter,
                                     willPresent notification: UNNotification) async -> UNNotificationPresentationOptions? { nil }
}

/// Push Lifecycle page, "Extension Protocols"; the extension samples spell the hooks implicitly unwrapped.
public protocol PushServiceExtensionModule: UNNotificationServiceExtension, Module, PushSenderProvider {
    var moduleDelegate: ModuleDelegate! { get set }
    var moduleDataSource: ModuleDataSource! { get set }
}

/// Push Lifecycle page, "Extension Protocols".
public protocol PushContentExtensionModule: UIViewController, Module, UNNotificationContentExtension, PushSenderProvider {
    var moduleDelegate: ModuleDelegate! { get set }
    var moduleDataSource: ModuleDataSource! { get set }
}

/// Linux difference: no Objective-C runtime finds `@objc` methods by selector, so a method module names its
/// Tecton methods in a table.
public typealias TectonMethod = (MethodModuleData, MethodModuleCallback) -> Void

/// Method Module page, "Selector-Based Method Implementation" and "Typed Request Handling" (26.3.0).
public protocol MethodModule: Module {
    var moduleDelegate: ModuleDelegate? { get set }
    var moduleDataSource: ModuleDataSource? { get set }
    var moduleInvocationData: ModuleInvocationData! { get set }
    func handleRequest(_ request: MethodRequest) async -> [String: JSONValue]?
    /// Linux difference: the selector table.
    var tectonMethods: [String: TectonMethod] { get }
}

extension MethodModule {
    /// A module that answers no typed request need not say so (the page's selector-based sample does not).
    public func handleRequest(_ request: MethodRequest) async -> [String: JSONValue]? { nil }
    public var tectonMethods: [String: TectonMethod] { [:] }
}
