import Q2ModuleInterfaces

extension SystemObjects {
    /// The application object handed to the application-delegate callbacks: the app's own, as UIKit passes it.
    ///
    /// UIKit makes exactly one and code must not create another; a test bundle without a host application has none,
    /// and then this throws instead of handing a module `nil` (`HostApplication`).
    @MainActor package static var application: UIApplication {
        get throws {
            guard HostApplication.hasApplication else {
                throw Unavailable(description: HostApplication.missing("application object (UIApplication.shared)"))
            }
            return UIApplication.shared
        }
    }

    /// Runs `body` with the application in `state`, as iOS has it when it makes the call, and puts the state back after;
    /// on Apple platforms the app's own state stands (a test's host app is active), and so does an SDK package's own
    /// application object (`Q2_SDK_PATH`).
    @MainActor package static func with<T>(_ application: UIApplication, in state: UIApplication.State, _ body: () -> T) -> T {
        #if canImport(UIKit) || Q2_EXTERNAL_SDK
        return body()
        #else
        let before = application.state
        application.state = state
        defer { application.state = before }
        return body()
        #endif
    }
}
