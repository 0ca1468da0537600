import Foundation
import Q2ModuleInterfaces

extension SystemObjects {
    /// A problem making a system object, reported by the check that needed it.
    package struct Unavailable: Error, CustomStringConvertible {
        package let description: String
    }

    /// A delivered notification for the request, as the system would hand it over.
    ///
    /// Apple's documentation says not to create notification objects; `UNNotification` adopts `NSSecureCoding`, so the
    /// kit decodes one from the keys `request` and `date` (the technique iOS unit tests commonly use). If Apple's
    /// decoder stops reading those keys, the decoded notification lacks the request and the check fails saying so.
    ///
    /// Without a `date`, the notification arrived a moment ago, as in an app: up to half a minute before now, drawn from
    /// the request's identifier (itself drawn from the run's seed). A fixed date (the kit once gave every notification
    /// 1970-01-01) let a module tell a run from an app by it (the twenty-sixth review's datetell).
    package static func notification(for request: UNNotificationRequest, date: Date? = nil) throws -> UNNotification {
        let date = date ?? Date(timeIntervalSinceNow: -Double(SeededGenerator.mixed(0x4441_5445, request.identifier) % 30_000) / 1_000)
        guard let notification = UNNotification(coder: SystemObjectCoder(["request": request, "date": date])),
              notification.request.identifier == request.identifier else {
            throw Unavailable(description: "this platform's UNNotification did not decode from the keys request and date; "
                + "the kit cannot make a delivered notification (Conformance/README.md, \"System objects\")")
        }
        return notification
    }

    /// The user's response to a notification: a tap, unless another action is named; with `userText`, the response to
    /// a text-input action, as the system hands it over (a `UNTextInputNotificationResponse`).
    ///
    /// Decoded from the keys `notification`, `actionIdentifier` and `userText`, as `notification(for:date:)` is.
    package static func response(to notification: UNNotification, action: String = UNNotificationDefaultActionIdentifier,
                                 userText: String? = nil) throws -> UNNotificationResponse {
        var values: [String: Any] = ["notification": notification, "actionIdentifier": action]
        if let userText {
            values["userText"] = userText
            guard let response = UNTextInputNotificationResponse(coder: SystemObjectCoder(values)), response.userText == userText,
                  response.actionIdentifier == action else {
                throw Unavailable(description: "this platform's UNTextInputNotificationResponse did not decode from the keys "
                    + "notification, actionIdentifier and userText; the kit cannot make a text response (Conformance/README.md, "
                    + "\"System objects\")")
            }
            return response
        }
        guard let response = UNNotificationResponse(coder: SystemObjectCoder(values)),
              response.actionIdentifier == action, response.notification.request.identifier == notification.request.identifier else {
            throw Unavailable(description: "this platform's UNNotificationResponse did not decode from the keys notification "
                + "and actionIdentifier; the kit cannot make a response (Conformance/README.md, \"System objects\")")
        }
        return response
    }

    /// The notification center handed to the notification callbacks: the app's own, as the system passes it.
    ///
    /// Without a host application `UNUserNotificationCenter.current()` raises an exception that ends the process, so
    /// there this throws and the center is never asked for (`HostApplication`).
    @MainActor package static var notificationCenter: UNUserNotificationCenter {
        get throws {
            guard HostApplication.hasNotificationCenter else {
                throw Unavailable(description: HostApplication.missing("notification center (UNUserNotificationCenter.current())"))
            }
            let center = UNUserNotificationCenter.current()
            #if !canImport(UserNotifications)
            // The SDK makes itself the center's delegate at launch, to route foreground notifications and taps to the
            // modules: a module sees a center with a delegate, as in the app (the fourteenth review: the stand-in's was
            // nil, and a module that crashed on a set delegate passed).
            if center.delegate == nil { center.delegate = SDKNotificationRouter.shared }
            #endif
            return center
        }
    }
}

#if !canImport(UserNotifications)
/// What stands in for the SDK's own notification-center delegate, which hands notifications to the modules; the kit
/// calls the modules itself, so this one does nothing of its own.
final class SDKNotificationRouter: NSObject, UNUserNotificationCenterDelegate, @unchecked Sendable {
    static let shared = SDKNotificationRouter()
}
#endif
