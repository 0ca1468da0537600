import Foundation
import Q2ModuleInterfaces

extension PushSender {
    /// The demo module's sender: payloads whose `sender` is exactly this id are routed to it alone.
    public static let demo = PushSender(id: "com.q2.mobile.module.demo")
}

/// The demo module's notification payload, found under `data.demo`.
struct DemoNotificationPayload: Decodable {
    static let key = "demo"

    let title: String
    let subtitle: String
    let body: String
    let imageURL: String?

    enum CodingKeys: String, CodingKey {
        case title, subtitle, body
        case imageURL = "image_url"
    }
}

/// Turns device-token bytes into the string the demo backend stores.
public enum DemoDeviceToken {
    /// Lowercase hex, two digits per byte.
    public static func string(from token: Data) -> String {
        let digits = Array("0123456789abcdef")
        var text = ""
        text.reserveCapacity(token.count * 2)
        for byte in token {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return text
    }
}
