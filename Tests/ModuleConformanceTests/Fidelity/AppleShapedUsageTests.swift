import Foundation
import Q2ModuleInterfaces
import Testing

/// A push module written against Apple's declarations, not the subset the pages show: each call below is how Apple's
/// documentation writes it, and compiles against the stand-ins unchanged.
final class AppleShapedPushModule: PushLifecycleModule {
    var moduleDelegate: ModuleDelegate?
    var moduleDataSource: ModuleDataSource?

    static var sender: PushSender? { PushSender(id: "com.q2.mobile.module.apple-shaped") }

    func getNotificationCategories() -> Set<UNNotificationCategory>? {
        let accept = UNNotificationAction(identifier: "ACCEPT", title: "Accept", options: [.foreground])
        let decline = UNNotificationAction(identifier: "DECLINE", title: "Decline", options: [.destructive, .authenticationRequired])
        let reply = UNTextInputNotificationAction(identifier: "REPLY", title: "Reply", options: [],
                                                  textInputButtonTitle: "Send", textInputPlaceholder: "Message")
        let invite = UNNotificationCategory(identifier: "MEETING_INVITATION", actions: [accept, decline], intentIdentifiers: [],
                                            options: [.customDismissAction])
        let chat = UNNotificationCategory(identifier: "CHAT", actions: [reply], intentIdentifiers: [],
                                          hiddenPreviewsBodyPlaceholder: "New message", options: [.hiddenPreviewsShowTitle])
        return [invite, chat]
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                willPresent notification: UNNotification) async -> UNNotificationPresentationOptions? {
        [.banner, .list, .sound, .badge]
    }

    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult? {
        userInfo["aps"] == nil ? .noData : .newData
    }
}

@Suite("Apple's declarations compile against the stand-ins")
struct AppleShapedUsageTests {
    @Test("Categories and actions with their options, as Apple writes them")
    func categories() throws {
        let categories = try #require(AppleShapedPushModule().getNotificationCategories())
        let invite = try #require(categories.first { $0.identifier == "MEETING_INVITATION" })
        #expect(invite.options == [.customDismissAction] && invite.actions.map(\.options) == [[.foreground], [.destructive, .authenticationRequired]])
        let chat = try #require(categories.first { $0.identifier == "CHAT" })
        #expect(chat.hiddenPreviewsBodyPlaceholder == "New message")
        #expect((chat.actions.first as? UNTextInputNotificationAction)?.textInputButtonTitle == "Send")
        #expect(UNNotificationCategoryOptions.allowInCarPlay.rawValue == 1 << 1 && UNNotificationActionOptions.foreground.rawValue == 1 << 2,
                "Apple's raw values")
    }

    @Test("Content, sounds, attachments and user activities, as Apple writes them")
    func content() throws {
        let content = UNMutableNotificationContent()
        content.title = "Weekly Staff Meeting"
        content.body = "Every Tuesday at 2pm"
        content.sound = .default
        content.categoryIdentifier = "MEETING_INVITATION"
        content.userInfo = ["MEETING_ID": "1"]
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("apple-shaped-\(UUID().uuidString).png")
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: file)
        content.attachments = [try UNNotificationAttachment(identifier: "image", url: file, options: nil)]
        let copy = try #require(content.copy() as? UNNotificationContent)
        #expect(copy.sound === UNNotificationSound.default && copy.attachments.count == 1)
        let chime = UNNotificationSound(named: UNNotificationSoundName("chime.caf"))
        #expect(chime != UNNotificationSound.default)

        let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        activity.webpageURL = URL(string: "https://demo.q2.com/uux.aspx#/com.q2.mobile.module.demo/path")
        activity.title = "Demo"
        activity.addUserInfoEntries(from: ["id": 1])
        activity.isEligibleForHandoff = false
        #expect(activity.userInfo?["id"] as? Int == 1 && activity.activityType == "NSUserActivityTypeBrowsingWeb")
        let options: [UIApplication.OpenURLOptionsKey: Any] = [.sourceApplication: "com.apple.mobilesafari", .universalLinksOnly: true]
        #expect(options[.universalLinksOnly] as? Bool == true)
        #expect([UIBackgroundFetchResult.newData, .noData, .failed].map(\.rawValue) == [0, 1, 2], "Apple's raw values")
        #expect(UNNotificationPresentationOptions.alert.rawValue == 1 << 2, "Apple's raw value for the deprecated alert option")
    }
}
