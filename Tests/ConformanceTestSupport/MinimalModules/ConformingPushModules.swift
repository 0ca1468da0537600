import ConformanceEngine
import Foundation
import Q2ModuleInterfaces

/// A push lifecycle module that keeps every push clause, built so that each broken module can change one behaviour.
open class ConformingPushLifecycleModule: PushLifecycleModule {
    public var moduleDelegate: ModuleDelegate?
    public var moduleDataSource: ModuleDataSource?

    public required init() {}

    open class var sender: PushSender? { PushSender(id: "com.q2.mobile.module.conforming") }

    /// Whether a payload names this module's sender.
    public func isOwn(_ userInfo: [AnyHashable: Any]) -> Bool {
        guard let sender = userInfo["sender"] as? String, let own = Self.sender?.id else { return false }
        return sender == own
    }

    open func getNotificationCategories() -> Set<UNNotificationCategory>? {
        // The content extension's category is registered too, spelt as declared (PUSH-CONTENT-CATEGORY-REGISTERED).
        [UNNotificationCategory(identifier: "conforming.reply", actions: [UNNotificationAction(identifier: "reply", title: "Reply")], intentIdentifiers: []),
         UNNotificationCategory(identifier: "ConformingCard", actions: [], intentIdentifiers: [])]
    }

    open func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        _ = ConformingPushLifecycleModule.hex(deviceToken)
    }

    open func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {}

    open func application(_ application: UIApplication,
                          didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult? {
        isOwn(userInfo) ? .newData : nil
    }

    open func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {}

    open func userNotificationCenter(_ center: UNUserNotificationCenter,
                                     willPresent notification: UNNotification) async -> UNNotificationPresentationOptions? {
        isOwn(notification.request.content.userInfo) ? [.banner, .sound] : nil
    }

    /// The conforming device-token formatter: lowercase hex, two digits per byte.
    public static func hex(_ token: Data) -> String {
        token.map { String(format: "%02x", $0) }.joined()
    }
}

/// A second, independent push module, so that checks across modules have a peer.
public final class PeerPushLifecycleModule: PushLifecycleModule {
    public var moduleDelegate: ModuleDelegate?
    public var moduleDataSource: ModuleDataSource?
    public init() {}
    public static var sender: PushSender? { PushSender(id: "com.q2.mobile.module.peer") }
    public func getNotificationCategories() -> Set<UNNotificationCategory>? {
        [UNNotificationCategory(identifier: "peer.reply", actions: [], intentIdentifiers: [])]
    }
}

/// A service extension that keeps every push clause: it changes only its own, well-formed payloads, and
/// delivers exactly once, whether the (simulated) attachment download or the expiry comes first.
open class ConformingServiceExtension: UNNotificationServiceExtension, PushServiceExtensionModule {
    public var moduleDelegate: ModuleDelegate!
    public var moduleDataSource: ModuleDataSource!

    open class var sender: PushSender? { ConformingPushLifecycleModule.sender }
    /// The key under `data` this extension reads.
    public static let payloadKey = "conforming"
    /// What the module's server sends under `data.conforming`: text to show, and once an image to attach.
    public static let payloadExamples: [[String: JSONValue]] = [
        ["title": .string("Changed title"), "subtitle": .string("Changed subtitle"), "body": .string("Changed body")],
        ["title": .string("Changed title"), "subtitle": .string("Changed subtitle"), "body": .string("Changed body"),
         "image_url": .string("http://127.0.0.1:9/notification-image.jpg")],
    ]

    private let lock = NSLock()
    private var pending: ((UNNotificationContent) -> Void)?
    private var original: UNNotificationContent?

    public required override init() {}

    /// The changed content for a payload, or `nil` when the payload is not this module's or not well formed.
    open func modified(_ content: UNNotificationContent) -> UNMutableNotificationContent? {
        guard let sender = content.userInfo["sender"] as? String, sender == Self.sender?.id,
              let data = content.userInfo["data"] as? [String: Any],
              let payload = data[Self.payloadKey] as? [String: Any],
              let title = payload["title"] as? String, let subtitle = payload["subtitle"] as? String,
              let body = payload["body"] as? String,
              let copy = content.mutableCopy() as? UNMutableNotificationContent else { return nil }
        copy.title = title
        copy.subtitle = subtitle
        copy.body = body
        return copy
    }

    /// Whether the payload asks for an attachment, which the extension fetches before delivering.
    public func wantsAttachment(_ content: UNNotificationContent) -> Bool {
        (((content.userInfo["data"] as? [String: Any])?[Self.payloadKey] as? [String: Any])?["image_url"] as? String) != nil
    }

    open override func didReceive(_ request: UNNotificationRequest,
                                  withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        guard let changed = modified(request.content) else {
            contentHandler(request.content)
            return
        }
        guard wantsAttachment(request.content) else {
            contentHandler(changed)
            return
        }
        holdForDownload(contentHandler, original: request.content)
        let download = Unchecked((self, changed))
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(15)) {
            download.value.0.deliver(download.value.1)
        }
    }

    open override func serviceExtensionTimeWillExpire() {
        lock.lock()
        let content = original
        lock.unlock()
        if let content { deliver(content) }
    }

    /// Keeps the handler for the download or the expiry, whichever delivers first.
    public func holdForDownload(_ contentHandler: @escaping (UNNotificationContent) -> Void, original: UNNotificationContent) {
        lock.lock()
        pending = contentHandler
        self.original = original
        lock.unlock()
    }

    /// Delivers once: the first caller takes the handler, later callers find none.
    public func deliver(_ content: UNNotificationContent) {
        lock.lock()
        let handler = pending
        pending = nil
        lock.unlock()
        handler?(content)
    }
}

/// A content extension that keeps every push clause.
open class ConformingContentExtension: UIViewController, UNNotificationContentExtension, PushContentExtensionModule {
    public var moduleDelegate: ModuleDelegate!
    public var moduleDataSource: ModuleDataSource!
    public private(set) var shownText = ""

    /// Read from any thread, as the push protocols require; the view controller itself is main-actor isolated.
    nonisolated open class var sender: PushSender? { ConformingPushLifecycleModule.sender }

    open func didReceive(_ notification: UNNotification) {
        let content = notification.request.content
        shownText = content.body.isEmpty ? content.title : content.body
    }
}

/// The conforming service extension with a slow attachment download that outlives the expiry: the download, finishing
/// 3 s after didReceive, finds the handler taken and delivers nothing, so the content is delivered once.
public final class SlowDownloadServiceExtension: ConformingServiceExtension {
    public override func didReceive(_ request: UNNotificationRequest,
                                    withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        guard wantsAttachment(request.content), let changed = modified(request.content) else {
            return super.didReceive(request, withContentHandler: contentHandler)
        }
        super.holdForDownload(contentHandler, original: request.content)
        let download = Unchecked((self, changed))
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(3)) { download.value.0.deliver(download.value.1) }
    }
}

/// The conforming service extension that never lets go of itself (a retain cycle), so it keeps its content handler
/// until the kit's watch ends; it delivers once, so it conforms.
public final class HandlerKeepingServiceExtension: ConformingServiceExtension {
    private var keptHandler: ((UNNotificationContent) -> Void)?
    private var cycle: HandlerKeepingServiceExtension?

    public override func didReceive(_ request: UNNotificationRequest,
                                    withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        keptHandler = contentHandler
        cycle = self
        super.didReceive(request, withContentHandler: contentHandler)
    }
}
