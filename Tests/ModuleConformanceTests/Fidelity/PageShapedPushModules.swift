import Foundation
import Q2ModuleInterfaces

// Written the way the push page's samples are written. Platform changes: the content extension's
// UILabel and Auto Layout code is left out, since UIKit views do not exist off Apple platforms.

extension PushSender {
    static var fidelitySender: Self { PushSender(id: "com.q2.mobile.module.fidelity") }
}

final class PageShapedPushLifecycleModule: PushLifecycleModule {
    var moduleDelegate: ModuleDelegate?
    var moduleDataSource: ModuleDataSource?
    private(set) var lastToken: String?

    public static var sender: PushSender? { .fidelitySender }

    public func getNotificationCategories() -> Set<UNNotificationCategory>? { nil }

    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        lastToken = deviceToken.map { String(format: "%02x", $0) }.joined()
    }

    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {}

    public func application(_ application: UIApplication,
                            didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult? {
        .newData
    }

    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
        _ = response.notification.request.content.userInfo
    }

    public func userNotificationCenter(_ center: UNUserNotificationCenter,
                                       willPresent notification: UNNotification) async -> UNNotificationPresentationOptions? {
        [.banner, .sound, .badge]
    }
}

/// Implements nothing but the sender, which the push page says is enough to conform.
final class MinimalPushLifecycleModule: PushLifecycleModule {
    var moduleDelegate: ModuleDelegate?
    var moduleDataSource: ModuleDataSource?
}

public class PageShapedServiceExtensionModule: UNNotificationServiceExtension, PushServiceExtensionModule {
    public var moduleDelegate: ModuleDelegate!
    public var moduleDataSource: ModuleDataSource!
    private var contentHandler: ((UNNotificationContent) -> Void)?
    private var request: UNNotificationRequest?

    public static var sender: PushSender? { .fidelitySender }

    public override func didReceive(_ request: UNNotificationRequest,
                                    withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        self.contentHandler = contentHandler
        self.request = request
        guard let content = request.content.mutableCopy() as? UNMutableNotificationContent,
              let sender = content.userInfo["sender"] as? String, sender == Self.sender?.id,
              let data = content.userInfo["data"] as? [String: Any],
              let payload = data["fidelity"] as? [String: Any],
              let title = payload["title"] as? String else {
            contentHandler(request.content)
            return
        }
        content.title = title
        contentHandler(content)
    }

    public override func serviceExtensionTimeWillExpire() {
        if let contentHandler, let request { contentHandler(request.content) }
    }
}

public final class PageShapedContentExtensionModule: UIViewController, UNNotificationContentExtension, PushContentExtensionModule {
    public var moduleDelegate: ModuleDelegate!
    public var moduleDataSource: ModuleDataSource!
    private(set) var shownBody: String?

    // The page writes `public static var sender`; a view controller is main-actor isolated, so in Swift 6 language
    // mode the property must be `nonisolated` to satisfy the push protocols (Conformance/README.md, "Swift 6 and the
    // page's content extension").
    nonisolated public static var sender: PushSender? { .fidelitySender }

    public func didReceive(_ notification: UNNotification) {
        shownBody = notification.request.content.body
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
    }
}

/// The page's service extension with its expiry path mended: the sample delivers in `didReceive` on every path, then
/// delivers the original again when its time expires, a second call of the content handler. Mended, expiry delivers
/// nothing more.
public final class MendedServiceExtensionModule: PageShapedServiceExtensionModule {
    public override func serviceExtensionTimeWillExpire() {}
}
