import Foundation
import Q2ModuleInterfaces

/// Rewrites the module's own notifications from `data.billpay`, whose fields are this module's own: a due date and a
/// minimum payment. Anything else is passed through unchanged.
final class BillPayServiceExtension: UNNotificationServiceExtension, PushServiceExtensionModule {
    var moduleDelegate: ModuleDelegate!
    var moduleDataSource: ModuleDataSource!

    static var sender: PushSender? { .billPay }

    private struct Bill: Decodable {
        let due: String
        let minimum: Double
    }

    override init() {}

    override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        let userInfo = request.content.userInfo
        guard (userInfo["sender"] as? String) == PushSender.billPay.id,
              let data = userInfo["data"] as? [String: Any], let fields = data["billpay"] as? [String: Any],
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
