import Dispatch
import Foundation
import Q2ModuleInterfaces

extension PushSender {
    /// The bill-pay module's sender, shared by its push types.
    static var billPay: Self { PushSender(id: "com.q2.mobile.module.billpay") }
}

/// The push lifecycle module, written as the push page's `Q2ModuleBase` subclass; internal, as the SDK loads it by name.
final class BillPayModule: Q2ModuleBase {
    override static var sender: PushSender? { .billPay }

    override func getNotificationCategories() -> Set<UNNotificationCategory>? {
        dispatchPrecondition(condition: .onQueue(.main))
        return [UNNotificationCategory(identifier: "billpay.due", actions: [], intentIdentifiers: [])]
    }

    override func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        dispatchPrecondition(condition: .onQueue(.main))
        _ = BillPayToken.string(from: deviceToken)
    }
}

/// The device token as lowercase hex, as the push page's sample formats it.
enum BillPayToken {
    static func string(from token: Data) -> String {
        token.map { String(format: "%02x", $0) }.joined()
    }
}
