import Q2ModuleInterfaces

extension SystemObjects {
    /// The application object handed to the application-delegate callbacks: the app's own, as UIKit passes it.
    ///
    /// UIKit makes exactly one and code must not create another; on Apple platforms this needs a host app (an Xcode
    /// test target's host application), since a test bundle without one has no application object.
    @MainActor package static var application: UIApplication { UIApplication.shared }
}
