import Foundation
import ConformanceEngine
import Q2ModuleInterfaces

// One deliberately broken push type per module-level push clause, each named after the clause it
// breaks and each changing a single behaviour of the conforming push modules.

/// Breaks PUSH-SENDER-PRESENT: the lifecycle module keeps the default nil sender.
public final class BreaksSenderPresent: ConformingPushLifecycleModule {
    public override class var sender: PushSender? { nil }
}

/// Breaks PUSH-SENDER-WELLFORMED: the sender id was pasted with a trailing space.
public final class BreaksSenderWellFormed: ConformingPushLifecycleModule {
    public override class var sender: PushSender? { PushSender(id: "com.q2.mobile.module.conforming ") }
}

/// Breaks PUSH-SENDER-FORM: the sender id is the company's own reverse-DNS name.
public final class BreaksSenderForm: ConformingPushLifecycleModule {
    public override class var sender: PushSender? { PushSender(id: "com.acme.conforming") }
}

/// Breaks PUSH-SENDER-CONSISTENT: the service extension names a sender of its own.
public final class BreaksSenderConsistent: ConformingServiceExtension {
    public override class var sender: PushSender? { PushSender(id: "com.q2.mobile.module.conforming-extension") }
}

/// Breaks PUSH-SENDER-ROUTED: computes a new sender id every time it is read.
public final class BreaksSenderRouted: ConformingPushLifecycleModule {
    public override class var sender: PushSender? { PushSender(id: "com.q2.mobile.module.conforming-\(UUID().uuidString.prefix(8))") }
}

/// Breaks PUSH-CATEGORIES-VALID: registers a category with an empty identifier.
public final class BreaksCategoriesValid: ConformingPushLifecycleModule {
    public override func getNotificationCategories() -> Set<UNNotificationCategory>? {
        [UNNotificationCategory(identifier: "", actions: [], intentIdentifiers: [])]
    }
}

/// Breaks PUSH-CATEGORIES-UNIQUE, as a peer: registers the conforming module's category under its own sender.
public final class BreaksCategoriesUnique: PushLifecycleModule {
    public var moduleDelegate: ModuleDelegate?
    public var moduleDataSource: ModuleDataSource?
    public init() {}
    public static var sender: PushSender? { PushSender(id: "com.q2.mobile.module.copycat") }
    public func getNotificationCategories() -> Set<UNNotificationCategory>? {
        [UNNotificationCategory(identifier: "conforming.reply", actions: [], intentIdentifiers: [])]
    }
}

/// Breaks PUSH-SENDER-UNIQUE, as a peer: names the conforming module's sender.
public final class BreaksSenderUnique: PushLifecycleModule {
    public var moduleDelegate: ModuleDelegate?
    public var moduleDataSource: ModuleDataSource?
    public init() {}
    public static var sender: PushSender? { ConformingPushLifecycleModule.sender }
}

/// Breaks PUSH-SILENT-BUDGET: waits far longer than the budget in the silent callback.
public final class BreaksSilentBudget: ConformingPushLifecycleModule {
    public override func application(_ application: UIApplication,
                                     didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult? {
        try? await Task.sleep(for: .seconds(3))
        return nil
    }
}

/// Breaks PUSH-PRESENT-BUDGET: waits far longer than the budget in the foreground callback.
public final class BreaksPresentBudget: ConformingPushLifecycleModule {
    public override func userNotificationCenter(_ center: UNUserNotificationCenter,
                                                willPresent notification: UNNotification) async -> UNNotificationPresentationOptions? {
        try? await Task.sleep(for: .seconds(3))
        return nil
    }
}

/// Breaks PUSH-TAP-BUDGET: waits far longer than the budget in the tap callback.
public final class BreaksTapBudget: ConformingPushLifecycleModule {
    public override func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
        try? await Task.sleep(for: .seconds(3))
    }
}

/// Breaks PUSH-TAP-BUDGET only when the user dismisses the notification: its category asks for dismissals
/// (`customDismissAction`), and that response never returns in time.
public final class BreaksTapOnDismiss: ConformingPushLifecycleModule {
    public override func getNotificationCategories() -> Set<UNNotificationCategory>? {
        [UNNotificationCategory(identifier: "conforming.reply", actions: [UNNotificationAction(identifier: "reply", title: "Reply")],
                                intentIdentifiers: [], options: [.customDismissAction])]
    }

    public override func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
        if response.actionIdentifier == UNNotificationDismissActionIdentifier { try? await Task.sleep(for: .seconds(3)) }
    }
}

/// Breaks PUSH-TAP-BUDGET only for a button of one of its own categories: the reply action of `conforming.reply` waits
/// for work that never finishes in time, and the plain tap returns at once.
public final class BreaksTapOnOwnAction: ConformingPushLifecycleModule {
    public override func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
        if response.actionIdentifier == "reply", response.notification.request.content.categoryIdentifier == "conforming.reply" {
            try? await Task.sleep(for: .seconds(3))
        }
    }
}

/// Breaks PUSH-FOREIGN-NO-DECISION: answers for every notification, other modules' too.
public final class BreaksForeignNoDecision: ConformingPushLifecycleModule {
    public override func application(_ application: UIApplication,
                                     didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult? {
        .newData
    }

    public override func userNotificationCenter(_ center: UNUserNotificationCenter,
                                                willPresent notification: UNNotification) async -> UNNotificationPresentationOptions? {
        [.banner]
    }
}

/// Breaks PUSH-REGISTRATION-SURVIVES: assumes every device token has 32 bytes, and crashes on others.
public final class BreaksRegistrationSurvives: ConformingPushLifecycleModule {
    public private(set) var tokenPrefix: [UInt8] = []

    public override func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        tokenPrefix = Array(deviceToken[deviceToken.startIndex ..< deviceToken.startIndex + 32].prefix(4))
    }
}

/// Breaks PUSH-HOSTILE-SURVIVES: force-casts aps in the silent callback, and crashes when it is not an object.
public final class BreaksHostileSurvives: ConformingPushLifecycleModule {
    public override func application(_ application: UIApplication,
                                     didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult? {
        let aps = userInfo["aps"] as! [String: Any]
        return isOwn(userInfo) && !aps.isEmpty ? .newData : nil
    }
}

/// Breaks PUSH-SVC-FOREIGN-UNCHANGED: changes any payload that has data under its key, whoever sent it.
public final class BreaksServiceForeignUnchanged: ConformingServiceExtension {
    public override func modified(_ content: UNNotificationContent) -> UNMutableNotificationContent? {
        guard let payload = (content.userInfo["data"] as? [String: Any])?[Self.payloadKey] as? [String: Any],
              let title = payload["title"] as? String,
              let copy = content.mutableCopy() as? UNMutableNotificationContent else { return nil }
        copy.title = title
        return copy
    }
}

/// Breaks PUSH-SVC-OWN-MODIFIED: reads its payload under a key the payloads never use.
public final class BreaksServiceOwnModified: ConformingServiceExtension {
    public override func modified(_ content: UNNotificationContent) -> UNMutableNotificationContent? {
        (content.userInfo["data"] as? [String: Any])?["conforming_v2"] == nil ? nil : super.modified(content)
    }
}

/// Breaks PUSH-SVC-MALFORMED-ORIGINAL: when its own payload does not decode, delivers a placeholder title instead of the original.
public final class BreaksServiceMalformedOriginal: ConformingServiceExtension {
    public override func modified(_ content: UNNotificationContent) -> UNMutableNotificationContent? {
        if let changed = super.modified(content) { return changed }
        guard let sender = content.userInfo["sender"] as? String, sender == Self.sender?.id,
              let copy = content.mutableCopy() as? UNMutableNotificationContent else { return nil }
        copy.title = "New message"
        return copy
    }
}

/// Breaks PUSH-SVC-HANDLER-ONCE: after delivering at once, also hands the original content back, "to be safe".
public final class BreaksServiceHandlerOnce: ConformingServiceExtension {
    public override func didReceive(_ request: UNNotificationRequest,
                                    withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        super.didReceive(request, withContentHandler: contentHandler)
        if !wantsAttachment(request.content) { contentHandler(request.content) }
    }
}

/// Breaks PUSH-SVC-EXPIRE-ONCE: on expiry delivers the original even when the content was or will be delivered.
public final class BreaksServiceExpireOnce: ConformingServiceExtension {
    private var handler: ((UNNotificationContent) -> Void)?
    private var request: UNNotificationRequest?

    public override func didReceive(_ request: UNNotificationRequest,
                                    withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        self.handler = contentHandler
        self.request = request
        super.didReceive(request, withContentHandler: contentHandler)
    }

    public override func serviceExtensionTimeWillExpire() {
        if let handler, let request { handler(request.content) }
    }
}

/// Breaks PUSH-CONTENT-SURVIVES: force-casts the payload's data and crashes on notifications without it.
public final class BreaksContentSurvives: ConformingContentExtension {
    public override func didReceive(_ notification: UNNotification) {
        let data = notification.request.content.userInfo["data"] as! [String: Any]
        super.didReceive(notification)
        _ = data.count
    }
}

/// Breaks PUSH-CONTENT-LONG-LIVED (the twenty-fifth review's N11): keeps every notification it was shown and traps on its
/// fifth, which a view controller shown one notification, or one thread of three, never reaches.
public final class BreaksContentLongLived: ConformingContentExtension {
    private var shown: [String] = []

    public override func didReceive(_ notification: UNNotification) {
        shown.append(notification.request.identifier)
        precondition(shown.count < 5, "a content extension that holds four notifications at most")
        super.didReceive(notification)
    }
}

/// Breaks PUSH-SVC-FOREIGN-UNCHANGED in a field the eye skips: another module's notification goes back as a copy with
/// its own sound, every text untouched.
public final class BreaksForeignUnchangedSound: ConformingServiceExtension {
    public override func didReceive(_ request: UNNotificationRequest,
                                    withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        guard (request.content.userInfo["sender"] as? String) != Self.sender?.id,
              let copy = request.content.mutableCopy() as? UNMutableNotificationContent else {
            super.didReceive(request, withContentHandler: contentHandler)
            return
        }
        copy.sound = UNNotificationSound(named: UNNotificationSoundName("chime.caf"))
        contentHandler(copy)
    }
}

/// Breaks PUSH-SVC-EXPIRE-ONCE with a blank: its own notification waits on work that never finishes, and the expiry
/// delivers a new, empty content instead of the original or its best attempt.
public final class BreaksExpireDeliversBlank: ConformingServiceExtension {
    private var handler: ((UNNotificationContent) -> Void)?

    public override func didReceive(_ request: UNNotificationRequest,
                                    withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        guard modified(request.content) != nil else {
            contentHandler(request.content)
            return
        }
        handler = contentHandler
    }

    public override func serviceExtensionTimeWillExpire() {
        handler?(UNMutableNotificationContent())
        handler = nil
    }
}

/// Breaks PUSH-SVC-OWN-MODIFIED with a blank: its own notification is "modified" into an empty content.
public final class BreaksOwnModifiedBlank: ConformingServiceExtension {
    /// Delivers the blank from didReceive itself, never after an attachment download: a download's blank could come after
    /// the kit's expiry callback on a loaded machine, where it reads as the expiry's (PUSH-SVC-EXPIRE-ONCE), and the
    /// break must fail its clause alone whatever the machine's speed.
    public override func didReceive(_ request: UNNotificationRequest,
                                    withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        contentHandler(modified(request.content).map { _ in UNMutableNotificationContent() } ?? request.content)
    }
}

/// Breaks PUSH-SVC-HANDLER-ONCE on hostile input only: when the payload's sender is not a string it returns without
/// calling the content handler, and its expiry has nothing stored to deliver.
public final class BreaksHandlerOnHostileSender: ConformingServiceExtension {
    public override func didReceive(_ request: UNNotificationRequest,
                                    withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        if let sender = request.content.userInfo["sender"], !(sender is String) { return }
        super.didReceive(request, withContentHandler: contentHandler)
    }
}

/// Breaks PUSH-HOSTILE-SURVIVES without crashing: for a payload whose sender is not a string, the silent callback waits
/// far past its budget and so never settles; every well-formed payload is answered at once.
public final class BreaksHostileNeverReturns: ConformingPushLifecycleModule {
    public override func application(_ application: UIApplication,
                                     didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult? {
        if let sender = userInfo["sender"], !(sender is String) { try? await Task.sleep(for: .seconds(3)) }
        return await super.application(application, didReceiveRemoteNotification: userInfo)
    }
}

/// Breaks PUSH-CATEGORIES-VALID with a duplicate a looser equality would hide: two categories share one identifier
/// and differ in their actions, so the system would keep only one of them.
public final class BreaksCategoriesDuplicate: ConformingPushLifecycleModule {
    public override func getNotificationCategories() -> Set<UNNotificationCategory>? {
        [UNNotificationCategory(identifier: "conforming.reply", actions: [UNNotificationAction(identifier: "reply", title: "Reply")],
                                intentIdentifiers: []),
         UNNotificationCategory(identifier: "conforming.reply", actions: [UNNotificationAction(identifier: "mute", title: "Mute")],
                                intentIdentifiers: [])]
    }
}

/// Breaks PUSH-SILENT-BUDGET by blocking its thread: for its own silent notifications it makes a synchronous call
/// that takes three seconds, far past the budget; every other notification is answered at once.
public final class BreaksSilentBudgetByBlocking: ConformingPushLifecycleModule {
    public override func application(_ application: UIApplication,
                                     didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult? {
        if isOwn(userInfo) { blockThread(seconds: 3) }
        return await super.application(application, didReceiveRemoteNotification: userInfo)
    }
}

/// Breaks PUSH-SVC-EXPIRE-ONCE by blocking its thread: for its own notifications `didReceive` waits for a synchronous
/// reply that never comes before it would deliver, and its expiry, which comes while it waits, delivers nothing.
public final class BreaksExpiryWhileBlocked: ConformingServiceExtension {
    public override func didReceive(_ request: UNNotificationRequest,
                                    withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        if let changed = modified(request.content) {
            DispatchSemaphore(value: 0).wait()
            contentHandler(changed)
        } else {
            contentHandler(request.content)
        }
    }

    public override func serviceExtensionTimeWillExpire() {}
}

/// Blocks the calling thread, as a synchronous network call does; Swift forbids it in async code, not in code it calls.
func blockThread(seconds: Double) {
    Thread.sleep(forTimeInterval: seconds)
}

/// Breaks PUSH-SVC-FOREIGN-UNCHANGED with an object that lies: another module's notification goes back as a content
/// subclass whose title reads as the original once (when the kit looks) and as an advertisement after that.
public final class BreaksForeignUnchangedWithLyingContent: ConformingServiceExtension {
    /// Shows the original title on the first read only.
    final class LyingContent: UNMutableNotificationContent, @unchecked Sendable {
        private let lock = NSLock()
        private var reads = 0

        override var title: String {
            get {
                lock.lock()
                defer { lock.unlock() }
                reads += 1
                return reads == 1 ? super.title : "Sponsored: try AcmeBank"
            }
            set { super.title = newValue }
        }
    }

    public override func didReceive(_ request: UNNotificationRequest,
                                    withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        guard modified(request.content) == nil, (request.content.userInfo["sender"] as? String) != Self.sender?.id else {
            super.didReceive(request, withContentHandler: contentHandler)
            return
        }
        let lying = LyingContent()
        let original = request.content
        lying.title = original.title
        lying.subtitle = original.subtitle
        lying.body = original.body
        lying.categoryIdentifier = original.categoryIdentifier
        lying.threadIdentifier = original.threadIdentifier
        lying.badge = original.badge
        lying.sound = original.sound
        lying.userInfo = original.userInfo
        lying.attachments = original.attachments
        lying.launchImageName = original.launchImageName
        lying.targetContentIdentifier = original.targetContentIdentifier
        lying.interruptionLevel = original.interruptionLevel
        lying.relevanceScore = original.relevanceScore
        lying.filterCriteria = original.filterCriteria
        contentHandler(lying)
    }
}

/// Breaks PUSH-SVC-EXPIRE-ONCE as the push page's sample can: the expiry is guarded and delivers the best attempt, but
/// the attachment download, still running, delivers again when it finishes, 6 s after didReceive, long after the
/// expiry's own delivery.
public final class BreaksExpiryThenLateDownload: ConformingServiceExtension {
    private let state = NSLock()
    private var handler: ((UNNotificationContent) -> Void)?
    private var bestAttempt: UNNotificationContent?

    public override func didReceive(_ request: UNNotificationRequest,
                                    withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        guard wantsAttachment(request.content), let changed = modified(request.content) else {
            return super.didReceive(request, withContentHandler: contentHandler)
        }
        state.lock()
        handler = contentHandler
        bestAttempt = changed
        state.unlock()
        nonisolated(unsafe) let download = self
        // Six seconds: five past the kit's 1 s patience in the late-delivery tests, a margin no load reaches.
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(6)) { download.deliverBestAttempt() }
    }

    public override func serviceExtensionTimeWillExpire() {
        deliverBestAttempt()
    }

    /// Hands the best attempt to the handler it keeps, without forgetting it: the break.
    private func deliverBestAttempt() {
        state.lock()
        let handler = self.handler
        let content = bestAttempt
        state.unlock()
        if let handler, let content { handler(content) }
    }
}

/// Breaks PUSH-SVC-EXPIRE-ONCE by delivering only when its download finishes, 6 s after didReceive (five past the
/// kit's patience in the late-delivery tests, a margin no load reaches): its expiry does nothing, so by the time it
/// delivers iOS has shown the original.
public final class BreaksExpiryLateOnly: ConformingServiceExtension {
    public override func didReceive(_ request: UNNotificationRequest,
                                    withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        guard wantsAttachment(request.content), let changed = modified(request.content) else {
            return super.didReceive(request, withContentHandler: contentHandler)
        }
        nonisolated(unsafe) let (handler, content) = (contentHandler, changed)
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(6)) { handler(content) }
    }

    public override func serviceExtensionTimeWillExpire() {}
}

/// Tuned to the fixtures' words (issue 32's fifth review): rewrites every notification it does not own unless its
/// title is the one the kit's fixtures once always sent.
public final class ServiceExtensionTunedToFixtureTitles: ConformingServiceExtension {
    public override func modified(_ content: UNNotificationContent) -> UNMutableNotificationContent? {
        if let own = super.modified(content) { return own }
        guard content.title != "Original title", let copy = content.mutableCopy() as? UNMutableNotificationContent else { return nil }
        copy.title = "Transfer complete"
        return copy
    }
}

/// Breaks PUSH-LONG-LIVED (issue 32's fifth review): once registered for notifications, its silent callback waits for
/// work that never comes; every other check asks a fresh instance, which was never registered.
public final class BreaksLongLivedPush: ConformingPushLifecycleModule {
    private var registered = false

    public override func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        registered = true
    }

    public override func application(_ application: UIApplication,
                                     didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult? {
        if registered { try? await Task.sleep(for: .seconds(3)) }
        return await super.application(application, didReceiveRemoteNotification: userInfo)
    }
}

/// Honest only where no host set its hooks: once it has a data source, it answers for every notification.
public final class HonestPushOnlyWithoutHost: ConformingPushLifecycleModule {
    public override func userNotificationCenter(_ center: UNUserNotificationCenter,
                                                willPresent notification: UNNotification) async -> UNNotificationPresentationOptions? {
        moduleDataSource == nil ? await super.userNotificationCenter(center, willPresent: notification) : [.banner]
    }
}

/// Once registered for notifications, as every instance in an app is at launch, never returns from a tap (issue 32's
/// ninth review: the tap checks' fresh instances were never registered).
public final class HangsOnTapAfterRegistration: ConformingPushLifecycleModule, @unchecked Sendable {
    private var registered = false

    public override func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        registered = true
    }

    public override func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
        if registered { try? await Task.sleep(for: .seconds(3_600)) }
    }
}

/// Breaks PUSH-CONTENT-SURVIVES on a second notification only (issue 32's ninth review): it keeps a history and reads
/// past its end once the shown view controller receives another notification, as Apple's didReceive(_:) may.
public final class BreaksContentSecondNotification: ConformingContentExtension {
    private var history: [String] = []

    public override func didReceive(_ notification: UNNotification) {
        super.didReceive(notification)
        if !history.isEmpty { _ = history[history.count] }
        history.append(notification.request.identifier)
    }
}

/// Rebrands a notification of another sender (or none) whose data lacks its own key but holds another module's object
/// (issue 32's ninth review): a partner's or a legacy notification, which every fixed case left out.
public final class RebrandsPartnerData: ConformingServiceExtension {
    public override func modified(_ content: UNNotificationContent) -> UNMutableNotificationContent? {
        if content.userInfo["sender"] as? String != Self.sender?.id, let data = content.userInfo["data"] as? [String: Any], data[Self.payloadKey] == nil,
           data.values.contains(where: { $0 is [String: Any] }), let copy = content.mutableCopy() as? UNMutableNotificationContent {
            copy.title = "Demo: " + content.title
            return copy
        }
        return super.modified(content)
    }
}

/// The twenty-fourth review (N13): rewrites another module's notification unless it looks like one of the kit's fixed
/// cases: the sender `com.q2.mobile.module.other`, or data carrying this module's own example fields.
public final class RebrandsUnlessShapedLikeTheKits: ConformingServiceExtension {
    public override func modified(_ content: UNNotificationContent) -> UNMutableNotificationContent? {
        let ownFields = Set(Self.payloadExamples.flatMap(\.keys))
        if let sender = content.userInfo["sender"] as? String, sender != Self.sender?.id, sender.hasPrefix("com.q2.mobile.module."),
           sender != "com.q2.mobile.module.other", let data = content.userInfo["data"] as? [String: Any], !data.isEmpty,
           data[Self.payloadKey] == nil,
           data.values.allSatisfy({ ($0 as? [String: Any]).map { !$0.isEmpty && ownFields.isDisjoint(with: $0.keys) } ?? false }),
           let copy = content.mutableCopy() as? UNMutableNotificationContent {
            copy.title = "Demo: " + content.title
            return copy
        }
        return super.modified(content)
    }
}

/// Issue 32's tenth review (attack 05): keeps the identifiers of the notifications it is shown in the foreground, and
/// once it has seen two (every notification in an app has its own), presents other modules' notifications too. The kit
/// once named every notification alike, so the kept instance never saw a second one.
public final class BreaksOnSecondNotificationIdentifier: ConformingPushLifecycleModule, @unchecked Sendable {
    private var seen: Set<String> = []

    public override func userNotificationCenter(_ center: UNUserNotificationCenter,
                                                willPresent notification: UNNotification) async -> UNNotificationPresentationOptions? {
        seen.insert(notification.request.identifier)
        if seen.count > 1 { return [.banner] }
        return await super.userNotificationCenter(center, willPresent: notification)
    }
}

/// Issue 32's tenth review (attack 13): answers as it should for its first delivery, then presents a notification another
/// module of the SDK sent (a well-formed sender under com.q2.mobile.module.). Only a recommended clause judges those
/// notifications, and the kept instance was once shown only the cases required clauses judge.
public final class BreaksForeignAfterFirstDelivery: ConformingPushLifecycleModule, @unchecked Sendable {
    private var deliveries = 0

    public override func userNotificationCenter(_ center: UNUserNotificationCenter,
                                                willPresent notification: UNNotification) async -> UNNotificationPresentationOptions? {
        deliveries += 1
        let sender = notification.request.content.userInfo["sender"] as? String ?? ""
        if deliveries > 1, !isOwn(notification.request.content.userInfo), sender.hasPrefix("com.q2.mobile.module."),
           sender.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "." || $0 == "-" }) {
            return [.banner]
        }
        return await super.userNotificationCenter(center, willPresent: notification)
    }
}

/// Breaks PUSH-SENDER-FORM and PUSH-SETTINGS-IDENTIFIER-SENDER as a pasted sample does: the sender id is the page's
/// placeholder, braces and all.
public final class LeavesSenderPlaceholder: ConformingPushLifecycleModule {
    public override class var sender: PushSender? { PushSender(id: "com.q2.mobile.module.{your-unique-identifier}") }
}

/// Breaks PUSH-SVC-HANDLER-ONCE only for a notification in a thread (review 32k, attack 03): it delivers, then delivers
/// the original again when `aps.thread-id` is set, a key no case sent before.
public final class BreaksHandlerOnceInThreads: ConformingServiceExtension {
    public override func didReceive(_ request: UNNotificationRequest,
                                    withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        super.didReceive(request, withContentHandler: contentHandler)
        let aps = request.content.userInfo["aps"] as? [String: Any]
        if aps?["thread-id"] != nil, !wantsAttachment(request.content) { contentHandler(request.content) }
    }
}

/// Breaks PUSH-TAP-BUDGET only for a numeric badge of 3 or more (review 32k, attack 03): its tap handler never returns
/// in time for such a notification, which no case sent before.
public final class BreaksTapOnNumericBadge: ConformingPushLifecycleModule {
    public override func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
        let aps = response.notification.request.content.userInfo["aps"] as? [String: Any]
        if let badge = aps?["badge"] as? Int, badge >= 3 { try? await Task.sleep(for: .seconds(3)) }
        await super.userNotificationCenter(center, didReceive: response)
    }
}

/// Holds the main thread for a second and a half when asked for its categories, which the app asks on the main thread
/// (issue 33's fourth trial, M116: such a hang was blamed on the tap callback).
public final class StallsInCategories: ConformingPushLifecycleModule {
    public override func getNotificationCategories() -> Set<UNNotificationCategory>? {
        Thread.sleep(forTimeInterval: 1.5)
        return super.getNotificationCategories()
    }
}

/// Crashes on its own category's reply action only, as an `as!` on the text the user typed would: the plain tap returns
/// (the sixth trial's SC2: the crash named no response).
public final class CrashesOnOwnAction: ConformingPushLifecycleModule {
    public override func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
        if response.actionIdentifier == "reply", response.notification.request.content.categoryIdentifier == "conforming.reply" {
            fatalError("the reply action's text was not what this module expected")
        }
    }
}

/// Crashes when the notification center it is handed has no delegate, which never happens in an app, where the SDK is
/// the delegate (the fourteenth review): a center without one is the kit's, not the app's.
public final class TrapsWithoutCenterDelegate: ConformingPushLifecycleModule {
    public override func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
        -> UNNotificationPresentationOptions? {
        let seen: [Int] = center.delegate == nil ? [] : [1]
        _ = seen[0]
        return await super.userNotificationCenter(center, willPresent: notification)
    }
}

/// Keeps the kit's demo module's sender, as a module started from the example would (the seventh trial's B08).
public final class KeepsExampleSender: ConformingPushLifecycleModule {
    public override class var sender: PushSender? { PushSender(id: "com.q2.mobile.module.demo") }
}

/// Breaks PUSH-SVC-OWN-MODIFIED as the eighth trial's K9 did: didReceive keeps the content handler and never calls it,
/// so only the expiry callback delivers, with the original content.
public final class BreaksServiceDeliversOnlyOnExpiry: ConformingServiceExtension {
    public override func didReceive(_ request: UNNotificationRequest,
                                    withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        holdForDownload(contentHandler, original: request.content)
    }
}

/// Review 26 (alerttext): a service extension with a copy of the kit's own alert titles, honest only for notifications
/// titled with one of them; any other notification it retitles, another module's included, as it would in an app.
public final class HonestOnlyForTheKitsAlerts: ConformingServiceExtension {
    public override func modified(_ content: UNNotificationContent) -> UNMutableNotificationContent? {
        if PushAlertTexts.titles.contains(content.title) { return super.modified(content) }
        guard let copy = content.mutableCopy() as? UNMutableNotificationContent else { return nil }
        copy.title = "Offer: " + content.title
        return copy
    }
}

/// Review 28's pushshape: co-brands every other module's notification but the shapes the kit's foreign payloads once had
/// (the literal `other` sender, a partner holding this module's own example fields, coined data of two strings one of
/// them "12"), so that it kept honest in a run and rewrote real partners' notifications.
public final class BrandsUnlessKitShapedPartner: ConformingServiceExtension {
    static func kitShaped(_ userInfo: [AnyHashable: Any]) -> Bool {
        if let sender = userInfo["sender"] as? String, sender.hasSuffix(".other") { return true }
        guard let data = userInfo["data"] as? [String: Any] else { return true }
        return data.values.contains { value in
            guard let fields = value as? [String: Any] else { return false }
            if Set(fields.keys) == ["title", "subtitle", "body"] { return true }
            return fields.count == 2 && fields.values.allSatisfy { $0 is String } && fields.values.contains { ($0 as? String) == "12" }
        }
    }

    public override func modified(_ content: UNNotificationContent) -> UNMutableNotificationContent? {
        if let own = super.modified(content) { return own }
        guard !Self.kitShaped(content.userInfo), let copy = content.mutableCopy() as? UNMutableNotificationContent else { return nil }
        copy.title = "Partner · " + content.title
        return copy
    }
}

/// The nineteenth trial's B27: didReceive delivers one second later, within the page's budget, and the expiry callback
/// does nothing, so a notification whose work outlives the budget would be shown as it came.
public final class DeliversLateIgnoresExpiry: ConformingServiceExtension {
    public override func didReceive(_ request: UNNotificationRequest,
                                    withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        let delivery = Unchecked((contentHandler, modified(request.content) ?? request.content))
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(1)) { delivery.value.0(delivery.value.1) }
    }

    public override func serviceExtensionTimeWillExpire() {}
}

/// Review 29's bridgecast: rewrites every other module's notification that asks for rewriting, read with `as? Bool`,
/// which a Swift Int in the payload does not satisfy and the system's NSNumber does.
public final class BrandsWhatAsksForMutableContent: ConformingServiceExtension {
    public override func modified(_ content: UNNotificationContent) -> UNMutableNotificationContent? {
        if let own = super.modified(content) { return own }
        guard let aps = content.userInfo["aps"] as? [String: Any], (aps["mutable-content"] as? Bool) == true,
              let copy = content.mutableCopy() as? UNMutableNotificationContent else { return nil }
        copy.title = "Bill Pay · " + content.title
        return copy
    }
}

/// Rewrites another module's notification (its title prefixed "Partner · ") when `tells` says its payload has a shape
/// the kit's foreign payloads once lacked: reviews 30's subtitlekey, apskeys and apsdescribe, each a subclass.
open class BrandsForeignAlertsWhen: ConformingServiceExtension {
    /// Whether the notification's `aps` is of the shape the module keys on.
    open func tells(_ aps: [String: Any], printed: String) -> Bool { false }

    public override func modified(_ content: UNNotificationContent) -> UNMutableNotificationContent? {
        if let own = super.modified(content) { return own }
        guard let value = content.userInfo["aps"], let aps = value as? [String: Any], tells(aps, printed: "\(value)"),
              let copy = content.mutableCopy() as? UNMutableNotificationContent else { return nil }
        copy.title = "Partner · " + content.title
        return copy
    }
}

/// Review 30's subtitlekey: an alert without a subtitle key, a shape the kit's foreign payloads never had.
public final class BrandsAlertsWithoutSubtitleKey: BrandsForeignAlertsWhen {
    public override func tells(_ aps: [String: Any], printed: String) -> Bool {
        (aps["alert"] as? [String: Any]).map { $0["subtitle"] == nil } ?? false
    }
}

/// Review 30's apskeys: an `aps` member beyond an alert, the category and `mutable-content`, the only ones the kit's
/// payloads once carried.
public final class BrandsAlertsWithApsExtras: BrandsForeignAlertsWhen {
    public override func tells(_ aps: [String: Any], printed: String) -> Bool {
        !Set(aps.keys).isSubset(of: ["alert", "category", "mutable-content"])
    }
}

/// Review 30's apsdescribe: an `aps` that prints as the NSDictionary an app is handed (`{…}`) rather than as a Swift
/// dictionary (`[…]`), as the kit once handed it.
public final class BrandsAlertsPrintedAsInAnApp: BrandsForeignAlertsWhen {
    public override func tells(_ aps: [String: Any], printed: String) -> Bool { printed.hasPrefix("{") }
}

/// Review 31's apskeys: a copy of the shapes the kit draws `aps` members in (its keys, alert keys, sound names and the
/// critical sound's volume); anything outside them is taken for an app's notification and rewritten.
public final class BrandsAlertsOutsideKitApsShapes: BrandsForeignAlertsWhen {
    public override func tells(_ aps: [String: Any], printed: String) -> Bool {
        let keys: Set<String> = ["alert", "sound", "badge", "thread-id", "interruption-level", "relevance-score", "target-content-id",
                                 "mutable-content", "content-available", "category", "sender"]
        if !Set(aps.keys).isSubset(of: keys) { return true }
        if let alert = aps["alert"] as? [String: Any], !Set(alert.keys).isSubset(of: ["title", "subtitle", "body"]) { return true }
        if let sound = aps["sound"] as? String { return sound != "default" && !sound.hasSuffix(".caf") }
        if let sound = aps["sound"] as? [String: Any] { return (sound["volume"] as? Double) != 0.5 }
        return false
    }
}
