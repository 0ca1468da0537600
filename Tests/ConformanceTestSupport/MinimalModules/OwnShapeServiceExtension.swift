import Foundation
import Q2ModuleInterfaces

/// A service extension whose payload has a shape of its own, as the push page allows: a bill's due date and minimum
/// payment under `data.billpay`, none of the page sample's title, subtitle or body.
open class OwnShapeServiceExtension: UNNotificationServiceExtension, PushServiceExtensionModule {
    public var moduleDelegate: ModuleDelegate!
    public var moduleDataSource: ModuleDataSource!

    open class var sender: PushSender? { PushSender(id: "com.q2.mobile.module.billpay") }
    /// The key under `data` the extension reads.
    public static let payloadKey = "billpay"
    /// What the bill-pay server sends under `data.billpay`.
    public static let payloadExamples: [[String: JSONValue]] = [["due": .string("2027-01-05"), "minimum": .number(25)]]

    private struct Bill: Decodable {
        let due: String
        let minimum: Double
    }

    public required override init() {}

    /// Whether the notification is this module's own: its sender matches exactly.
    open func isOwn(_ userInfo: [AnyHashable: Any]) -> Bool {
        (userInfo["sender"] as? String) == Self.sender?.id
    }

    open override func didReceive(_ request: UNNotificationRequest,
                                  withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        let userInfo = request.content.userInfo
        guard isOwn(userInfo), let data = userInfo["data"] as? [String: Any], let fields = data[Self.payloadKey] as? [String: Any],
              JSONSerialization.isValidJSONObject(fields), let json = try? JSONSerialization.data(withJSONObject: fields),
              let bill = try? JSONDecoder().decode(Bill.self, from: json),
              let content = request.content.mutableCopy() as? UNMutableNotificationContent else {
            contentHandler(request.content)
            return
        }
        content.title = "Payment due \(bill.due)"
        content.body = "Minimum payment: \(bill.minimum)"
        contentHandler(content)
    }
}

/// Breaks PUSH-SVC-OWN-MODIFIED with its own payload shape: the own-sender test compares with a misspelt id, so the
/// module's own notifications pass through unchanged.
public final class BreaksOwnShapeModified: OwnShapeServiceExtension {
    public override func isOwn(_ userInfo: [AnyHashable: Any]) -> Bool {
        (userInfo["sender"] as? String) == "com.q2.mobile.module.bill-pay"
    }
}
