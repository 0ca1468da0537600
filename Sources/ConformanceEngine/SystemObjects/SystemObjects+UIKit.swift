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
}
