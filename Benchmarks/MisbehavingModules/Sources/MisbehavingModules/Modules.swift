import Foundation
import Q2ModuleInterfaces

/// What the three modules share: a sender, and answers only for their own notifications.
public class BenchmarkPushModule: PushLifecycleModule {
    public var moduleDelegate: ModuleDelegate?
    public var moduleDataSource: ModuleDataSource?

    public required init() {}

    public class var sender: PushSender? { PushSender(id: "com.q2.mobile.module.bench") }

    func isOwn(_ userInfo: [AnyHashable: Any]) -> Bool {
        (userInfo["sender"] as? String) == Self.sender?.id
    }

    public func application(_ application: UIApplication,
                            didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult? {
        isOwn(userInfo) ? .noData : nil
    }

    public func userNotificationCenter(_ center: UNUserNotificationCenter,
                                       willPresent notification: UNNotification) async -> UNNotificationPresentationOptions? {
        isOwn(notification.request.content.userInfo) ? [.banner] : nil
    }
}

/// Force-casts every payload's `aps` in the silent callback: it crashes on every hostile payload without one.
public final class CrashOnHostileModule: BenchmarkPushModule {
    public override func application(_ application: UIApplication,
                                     didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult? {
        let aps = userInfo["aps"] as! [String: Any]
        return aps.isEmpty || !isOwn(userInfo) ? nil : .noData
    }
}

/// Loops for ever in the silent callback and ignores cancellation.
public final class SpinningModule: BenchmarkPushModule {
    public override func application(_ application: UIApplication,
                                     didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult? {
        while true { try? await Task.sleep(for: .milliseconds(5)) }
    }
}

/// A lifecycle module whose service extension never delivers.
public final class QuietModule: BenchmarkPushModule {}

/// Never calls its content handler, not even when its time expires.
public final class NeverDeliveringExtension: UNNotificationServiceExtension, PushServiceExtensionModule {
    public var moduleDelegate: ModuleDelegate!
    public var moduleDataSource: ModuleDataSource!

    public override init() {}

    public static var sender: PushSender? { BenchmarkPushModule.sender }

    public override func didReceive(_ request: UNNotificationRequest,
                                    withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {}

    public override func serviceExtensionTimeWillExpire() {}
}
