import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Q2ModuleInterfaces

/// Rewrites the demo module's own notifications from `data.demo`, attaching an image when one is named.
///
/// Whatever comes first, the download or the system's expiry call, delivers; the other finds nothing to do.
public final class DemoNotificationServiceExtension: UNNotificationServiceExtension, PushServiceExtensionModule {
    public var moduleDelegate: ModuleDelegate!
    public var moduleDataSource: ModuleDataSource!

    public static var sender: PushSender? { .demo }

    private var pending: PendingDelivery?

    public override init() {}

    public override func didReceive(_ request: UNNotificationRequest,
                                    withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        guard (request.content.userInfo["sender"] as? String) == PushSender.demo.id,
              let payload = Self.payload(in: request.content.userInfo),
              let content = request.content.mutableCopy() as? UNMutableNotificationContent else {
            contentHandler(request.content)
            return
        }
        content.title = payload.title
        content.subtitle = payload.subtitle
        content.body = payload.body
        guard let imageURL = payload.imageURL.flatMap(URL.init(string:)) else {
            contentHandler(content)
            return
        }
        let delivery = PendingDelivery(handler: contentHandler, original: request.content, changed: content)
        pending = delivery
        delivery.start(downloading: imageURL)
    }

    public override func serviceExtensionTimeWillExpire() {
        pending?.expire()
    }

    private static func payload(in userInfo: [AnyHashable: Any]) -> DemoNotificationPayload? {
        guard let data = userInfo["data"] as? [String: Any], let fields = data[DemoNotificationPayload.key] as? [String: Any],
              JSONSerialization.isValidJSONObject(fields),
              let json = try? JSONSerialization.data(withJSONObject: fields) else { return nil }
        return try? JSONDecoder().decode(DemoNotificationPayload.self, from: json)
    }
}

/// One notification's delivery: the download and the expiry race, and the first to finish delivers.
private final class PendingDelivery: @unchecked Sendable {
    private let lock = NSLock()
    private var handler: ((UNNotificationContent) -> Void)?
    private let original: UNNotificationContent
    private let changed: UNMutableNotificationContent

    init(handler: @escaping (UNNotificationContent) -> Void, original: UNNotificationContent, changed: UNMutableNotificationContent) {
        self.handler = handler
        self.original = original
        self.changed = changed
    }

    func start(downloading url: URL) {
        URLSession.shared.dataTask(with: url) { data, _, _ in
            if let data, let attachment = Self.attachment(from: data) { self.changed.attachments = [attachment] }
            self.deliver(self.changed)
        }.resume()
    }

    /// Delivers the original content; a download that finishes later finds nothing left to deliver.
    /// The download is not cancelled: on Linux, FoundationNetworking can trap when a task is cancelled
    /// as it completes (seen as a crash of PUSH-SVC-EXPIRE-ONCE), and a late completion is harmless here.
    func expire() {
        deliver(original)
    }

    private func deliver(_ content: UNNotificationContent) {
        lock.lock()
        let handler = self.handler
        self.handler = nil
        lock.unlock()
        handler?(content)
    }

    private static func attachment(from data: Data) -> UNNotificationAttachment? {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(UUID().uuidString).jpg")
        guard (try? data.write(to: file)) != nil else { return nil }
        return try? UNNotificationAttachment(identifier: "image", url: file, options: nil)
    }
}
