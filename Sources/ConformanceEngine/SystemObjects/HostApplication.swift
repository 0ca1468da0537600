import Foundation

/// Whether this process runs inside an app, which Apple's application object and notification center exist only in.
///
/// An Xcode test target with a host application runs inside that app; a Swift package's test target, the harness
/// `certify` generates, and `swift test` on macOS run in a test bundle with none. There `UIApplication.shared` is `nil`
/// behind a non-optional type and `UNUserNotificationCenter.current()` raises an Objective-C exception, so the kit never
/// asks for either: a check that must hand a module one of them fails, saying why (`Conformance/README.md`, "Without a
/// host application").
package enum HostApplication {
    /// Set by the kit's own tests to run checks as in a process without a host application, on any platform.
    package static let simulatedAbsentLocal = TaskLocal<Bool>(wrappedValue: false)
    /// This task's value of `simulatedAbsentLocal` (CONTRIBUTING: task-local values).
    package static var simulatedAbsent: Bool { simulatedAbsentLocal.get() }

    /// Whether the application object can be asked for: Apple's needs an app; the kit's stand-in is always there.
    package static var hasApplication: Bool {
        #if canImport(UIKit) && canImport(ObjectiveC)
        return isRunningInApp
        #else
        return !simulatedAbsent
        #endif
    }

    /// Whether the notification center can be asked for: Apple's needs an app (on macOS too, where the kit pairs
    /// its UIKit stand-ins with Apple's UserNotifications); the kit's stand-in is always there.
    package static var hasNotificationCenter: Bool {
        #if canImport(UserNotifications) && canImport(ObjectiveC)
        return isRunningInApp
        #else
        return !simulatedAbsent
        #endif
    }

    /// An app always runs from an `.app` bundle (Apple's "Bundle Programming Guide", "The Structure of an iOS App
    /// Bundle"); a test bundle without a host runs under Xcode's `xctest` tool, which is none.
    private static var isRunningInApp: Bool {
        !simulatedAbsent && Bundle.main.bundleURL.pathExtension == "app"
    }

    /// Why a check could not hand a module `object`: the process has no host application.
    package static func missing(_ object: String) -> String {
        "needs a host application: this process has no \(object) (a Swift package's test bundle runs without an app); "
            + "run the one line from an app's test target with a host application (README, \"On Apple platforms\")"
    }
}
