import Foundation

/// Whether this process runs inside an app, which UIKit's application object and the notification center exist only in.
///
/// An Xcode test target with a host application runs inside that app; a Swift package's test target, and the harness
/// `certify` generates, run in a test bundle with none. There `UIApplication.shared` is `nil` behind a non-optional
/// type and `UNUserNotificationCenter.current()` raises an Objective-C exception, so the kit never asks for either:
/// a check that must hand a module one of them fails, saying why (`Conformance/README.md`, "Without a host application").
package enum HostApplication {
    /// Set by the kit's own tests to run checks as in a process without a host application, on any platform.
    @TaskLocal package static var simulatedAbsent = false

    /// Whether the application object and the notification center can be asked for.
    ///
    /// On Apple platforms, an app always runs from an `.app` bundle (Apple's "Bundle Programming Guide", "The Structure
    /// of an iOS App Bundle"), and a test bundle without a host runs under Xcode's `xctest` tool, which is none. Off
    /// Apple platforms the kit's stand-ins are always there.
    package static var isPresent: Bool {
        guard !simulatedAbsent else { return false }
        #if canImport(UIKit) && canImport(ObjectiveC)
        return Bundle.main.bundleURL.pathExtension == "app"
        #else
        return true
        #endif
    }

    /// Why a check could not hand a module `object`: the process has no host application.
    package static func missing(_ object: String) -> String {
        "needs a host application: this process has no \(object) (a Swift package's test bundle runs without an app); "
            + "run the one line from an app's test target with a host application (README, \"In Xcode\")"
    }
}
