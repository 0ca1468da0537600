import ConformanceEngine
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

    @Test("Review 29's attachprobe: an attachment is made from a supported file in the app's own folders, and refused for a system file, an unsupported type or an empty file, in UNErrorDomain")
    func attachmentsRefusedAsOnIOS() throws {
        let folder = FileManager.default.temporaryDirectory
        let image = folder.appendingPathComponent("attachment-\(UUID().uuidString).jpg"), text = folder.appendingPathComponent("attachment-\(UUID().uuidString).txt")
        let empty = folder.appendingPathComponent("attachment-\(UUID().uuidString).png")
        try Data([0xFF, 0xD8, 0xFF, 0xE0]).write(to: image)
        try Data("note".utf8).write(to: text)
        try Data().write(to: empty)
        defer { for file in [image, text, empty] { try? FileManager.default.removeItem(at: file) } }
        #expect((try? UNNotificationAttachment(identifier: "image", url: image, options: nil)) != nil)
        func code(_ url: URL) -> Int? {
            do {
                _ = try UNNotificationAttachment(identifier: "x", url: url, options: nil)
                return nil
            } catch {
                let error = error as NSError
                return error.domain == "UNErrorDomain" ? error.code : -1
            }
        }
        #expect(code(URL(fileURLWithPath: "/bin/sh")) != nil)
        #expect(code(text) == 101 && code(empty) == 102)
        #expect(code(URL(string: "https://example.com/a.jpg")!) == 100)
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
        defer { try? FileManager.default.removeItem(at: file) }
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
        let options: [UIApplication.OpenURLOptionsKey: Any] = [.sourceApplication: "com.apple.mobilesafari", .openInPlace: true]
        #expect(options[.openInPlace] as? Bool == true)
        // Universal-links-only is an option of opening another app's URL, not of a URL the app is asked to open.
        let external: [UIApplication.OpenExternalURLOptionsKey: Any] = [.universalLinksOnly: true]
        #expect(external[.universalLinksOnly] as? Bool == true)
        #expect([UIBackgroundFetchResult.newData, .noData, .failed].map(\.rawValue) == [0, 1, 2], "Apple's raw values")
        #expect(UNNotificationPresentationOptions.alert.rawValue == 1 << 2, "Apple's raw value for the deprecated alert option")
    }
}

/// Every member the kit and modules read, with the type Apple's documentation gives it. It runs against the stand-ins
/// here and is compiled against `Tests/AppleDeclarations` by `.ci/apple-declarations`, so a stand-in whose member
/// drifts from Apple's (a missing member, another type, another optionality) breaks one of the two builds.
@Suite("The stand-ins' members have Apple's types")
struct AppleMemberTypeTests {
    @Test("Notification content, categories, actions, requests, notifications and responses")
    func memberTypes() throws {
        let content: UNNotificationContent = UNMutableNotificationContent()
        let title: String = content.title, subtitle: String = content.subtitle, body: String = content.body
        let badge: NSNumber? = content.badge, sound: UNNotificationSound? = content.sound
        let thread: String = content.threadIdentifier, category: String = content.categoryIdentifier
        let launch: String = content.launchImageName, attachments: [UNNotificationAttachment] = content.attachments
        let userInfo: [AnyHashable: Any] = content.userInfo, target: String? = content.targetContentIdentifier
        let level: UNNotificationInterruptionLevel = content.interruptionLevel, score: Double = content.relevanceScore
        let filter: String? = content.filterCriteria
        let texts = [title, subtitle, body, thread, category, launch]
        let absent = badge == nil && sound == nil && attachments.isEmpty && userInfo.isEmpty && target == nil && filter == nil
        let defaults = level == .active && score == 0
        #expect(texts.allSatisfy { $0.isEmpty })
        #expect(absent)
        #expect(defaults)
        let copy: Any = content.mutableCopy()
        #expect(copy is UNMutableNotificationContent)

        let action = UNNotificationAction(identifier: "a", title: "A", options: [])
        let categoryObject = UNNotificationCategory(identifier: "c", actions: [action], intentIdentifiers: [], options: [])
        let placeholder: String = categoryObject.hiddenPreviewsBodyPlaceholder
        let actions: [UNNotificationAction] = categoryObject.actions, intents: [String] = categoryObject.intentIdentifiers
        let categoryRead = actions.count == 1 && intents.isEmpty && placeholder.isEmpty
        #expect(categoryRead)

        let request = UNNotificationRequest(identifier: "r", content: content, trigger: nil)
        let trigger: UNNotificationTrigger? = request.trigger, requestContent: UNNotificationContent = request.content
        let requestRead = trigger == nil && requestContent.title.isEmpty
        #expect(requestRead)
        let notification = try SystemObjects.notification(for: request, date: Date(timeIntervalSince1970: 0))
        let date: Date = notification.date, delivered: UNNotificationRequest = notification.request
        let response = try SystemObjects.response(to: notification)
        let actionIdentifier: String = response.actionIdentifier, answered: UNNotification = response.notification
        let decoded = date.timeIntervalSince1970 == 0 && delivered.identifier == "r"
        let answeredRead = actionIdentifier == UNNotificationDefaultActionIdentifier && answered.request.identifier == "r"
        #expect(decoded)
        #expect(answeredRead)
    }

    @Test("The classes adopt the protocols Apple's do: NSCopying and NSSecureCoding")
    func conformances() {
        let coded: [any NSSecureCoding.Type] = [
            UNNotificationContent.self, UNMutableNotificationContent.self, UNNotificationRequest.self, UNNotification.self,
            UNNotificationResponse.self, UNNotificationAttachment.self, UNNotificationTrigger.self, UNNotificationAction.self,
            UNTextInputNotificationAction.self, UNNotificationCategory.self, UNNotificationSound.self,
        ]
        let copied: [any NSCopying.Type] = [
            UNNotificationContent.self, UNNotificationRequest.self, UNNotification.self, UNNotificationResponse.self,
            UNNotificationAttachment.self, UNNotificationTrigger.self, UNNotificationAction.self, UNNotificationCategory.self,
            UNNotificationSound.self,
        ]
        let mutable: any NSMutableCopying.Type = UNNotificationContent.self
        #expect(coded.count == 11 && copied.count == 9 && mutable == UNNotificationContent.self)
        let summary: String = UNNotificationCategory(identifier: "c", actions: [], intentIdentifiers: []).categorySummaryFormat
        let fileType: KeyPath<UNNotificationAttachment, String> = \.type
        #expect(summary.isEmpty && fileType == \UNNotificationAttachment.type)
    }

    @Test("Equality hides no duplicate: two categories with one identifier and other actions are two members of a set")
    func categoryEquality() {
        let reply = UNNotificationCategory(identifier: "chat", actions: [UNNotificationAction(identifier: "reply", title: "Reply")],
                                           intentIdentifiers: [])
        let mute = UNNotificationCategory(identifier: "chat", actions: [UNNotificationAction(identifier: "mute", title: "Mute")],
                                          intentIdentifiers: [])
        let same = UNNotificationCategory(identifier: "chat", actions: [UNNotificationAction(identifier: "reply", title: "Reply")],
                                          intentIdentifiers: [])
        #expect(Set([reply, mute]).count == 2)
        #expect(Set([reply, same]).count == 1, "equal in every property, equal")
    }
}
