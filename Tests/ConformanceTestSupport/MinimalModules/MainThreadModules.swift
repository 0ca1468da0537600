import Dispatch
import Foundation
import Q2ModuleInterfaces

// Conforming modules that assert, at every entry point, the thread the app calls it on (Conformance/README.md,
// "Where entry points are called"): UIKit's application-delegate callbacks, the notification center's delegate
// callbacks, the content extension and Tecton's methods on the main thread. A kit that calls them elsewhere
// traps here, so a correct module that relies on the main thread fails, as it would if the app did the same.

/// Traps unless the caller is on the main queue, as `dispatchPrecondition(condition: .onQueue(.main))` does in apps.
public func assertOnMainQueue() {
    dispatchPrecondition(condition: .onQueue(.main))
}

/// The conforming continuity module, asserting the main thread in each entry point.
public final class MainThreadContinuityModule: ConformingContinuityModule {
    public override func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                                     completionHandler: @escaping () -> Void) {
        assertOnMainQueue()
        super.application(application, handleEventsForBackgroundURLSession: identifier, completionHandler: completionHandler)
    }

    public override func application(_ application: UIApplication, shouldOpenURL url: URL,
                                     withOptions options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool? {
        MainActor.assumeIsolated { () -> Void in }
        return super.application(application, shouldOpenURL: url, withOptions: options)
    }

    public override func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool? {
        assertOnMainQueue()
        return super.application(application, willContinueUserActivityWithType: userActivityType)
    }

    public override func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                                     restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool? {
        assertOnMainQueue()
        return super.application(application, continue: userActivity, restorationHandler: restorationHandler)
    }

    public override func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String,
                                     error: Error) {
        assertOnMainQueue()
    }
}

/// The conforming push lifecycle module, asserting the main thread in each synchronous entry point. (Its async entry
/// points are called from the main actor too, but a nonisolated async method runs wherever Swift's rules put it.)
public final class MainThreadPushLifecycleModule: ConformingPushLifecycleModule {
    public override func getNotificationCategories() -> Set<UNNotificationCategory>? {
        assertOnMainQueue()
        return super.getNotificationCategories()
    }

    public override func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        assertOnMainQueue()
        super.application(application, didRegisterForRemoteNotificationsWithDeviceToken: deviceToken)
    }

    public override func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {
        assertOnMainQueue()
    }
}

/// The conforming content extension, asserting the main thread as a view controller may.
public final class MainThreadContentExtension: ConformingContentExtension {
    public override func didReceive(_ notification: UNNotification) {
        assertOnMainQueue()
        super.didReceive(notification)
    }
}

/// The conforming method module, asserting the main thread in each Tecton method.
public final class MainThreadMethodModule: ConformingMethodModule {
    public override func sum(data: MethodModuleData, callback: MethodModuleCallback) {
        assertOnMainQueue()
        super.sum(data: data, callback: callback)
    }

    public override func greet(data: MethodModuleData, callback: MethodModuleCallback) {
        assertOnMainQueue()
        super.greet(data: data, callback: callback)
    }
}
