import Foundation
import Q2ModuleInterfaces

/// What the three modules share: a sender, and answers only for their own notifications.
public class BenchmarkPushModule: PushLifecycleModule {
    public var moduleDelegate: ModuleDelegate?
    public var moduleDataSource: ModuleDataSource?

    public required init() {}

    public class var sender: PushSender? { PushSender(id: "com.q2.mobile.module.bench") }

    public func getNotificationCategories() -> Set<UNNotificationCategory>? { nil }

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

    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {}
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

/// Blocks its thread for 40 s in the silent callback (a synchronous network call, say), past the 30 s iOS gives the
/// app for a background notification, then answers.
public final class SleepingModule: BenchmarkPushModule {
    public override func application(_ application: UIApplication,
                                     didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult? {
        blockThread(seconds: 40)
        return isOwn(userInfo) ? .noData : nil
    }
}

/// Waits for a signal that never comes in the foreground callback: its thread is blocked for good.
public final class WaitingModule: BenchmarkPushModule {
    public override func userNotificationCenter(_ center: UNUserNotificationCenter,
                                                willPresent notification: UNNotification) async -> UNNotificationPresentationOptions? {
        waitForever()
        return nil
    }
}

/// Loops for ever in the tap callback without ever suspending: its thread is never given back.
public final class BusyModule: BenchmarkPushModule {
    public override func userNotificationCenter(_ center: UNUserNotificationCenter,
                                                didReceive response: UNNotificationResponse) async {
        var counter = 0
        while counter >= 0 { counter = counter &+ 1 | 1 }
    }
}

/// A lifecycle module whose service extension blocks its thread for 15 s on every notification, then hands it back.
public final class SleepingExtensionModule: BenchmarkPushModule {}

/// Blocks its thread for 15 s before it delivers, far past the time the system gives an extension.
public final class SleepingServiceExtension: UNNotificationServiceExtension, PushServiceExtensionModule {
    public var moduleDelegate: ModuleDelegate!
    public var moduleDataSource: ModuleDataSource!

    public override init() {}

    public static var sender: PushSender? { BenchmarkPushModule.sender }

    public override func didReceive(_ request: UNNotificationRequest,
                                    withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        Thread.sleep(forTimeInterval: 15)
        contentHandler(request.content)
    }

    public override func serviceExtensionTimeWillExpire() {}
}

/// Blocks the calling thread, as a synchronous call would; the compiler forbids it in async code, not in code it calls.
func blockThread(seconds: Double) {
    Thread.sleep(forTimeInterval: seconds)
}

/// Blocks the calling thread for good on a semaphore nobody signals.
func waitForever() {
    DispatchSemaphore(value: 0).wait()
}

/// Blocks the main thread for 15 s whenever the app asks for its categories (reading a file over the network, say).
public final class BlockingCategoriesModule: BenchmarkPushModule {
    public override func getNotificationCategories() -> Set<UNNotificationCategory>? {
        blockThread(seconds: 15)
        return [UNNotificationCategory(identifier: "bench.reply", actions: [], intentIdentifiers: [])]
    }
}

/// Checks every link it is offered against a server, synchronously, on the main thread: 15 s per link.
public final class BlockingLinkModule: ContinuityLifecycleModule {
    public var moduleDelegate: ModuleDelegate?
    public var moduleDataSource: ModuleDataSource?

    public init() {}

    public func application(_ application: UIApplication, shouldOpenURL url: URL,
                            withOptions options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool? {
        blockThread(seconds: 15)
        return url.host == "bench" ? true : nil
    }

    public func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                            restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool? {
        blockThread(seconds: 15)
        return nil
    }

    public func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                            completionHandler: @escaping () -> Void) {
        completionHandler()
    }

    public func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool? {
        nil
    }

    public func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String,
                            error: Error) {}
}
