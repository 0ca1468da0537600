#if !canImport(UIKit)
import Foundation

/// A minimal stand-in for UIKit's application object, passed to module callbacks off Apple platforms.
open class UIApplication {
    /// Creates an application value for a host or a test to pass to modules.
    public init() {}
}

extension UIApplication {
    /// A key of the options dictionary that accompanies a URL the app is asked to open.
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's string value.
        public let rawValue: String
        /// Wraps a raw key string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The bundle identifier of the app that asked to open the URL.
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        /// The annotation the opening app supplied.
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        /// Whether the document should be opened in place.
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
        /// Whether the link must be a Universal Link to open.
        public static let universalLinksOnly = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
        /// The attribution of the event that opened the link.
        public static let eventAttribution = OpenURLOptionsKey(rawValue: "UIApplicationOpenExternalURLOptionsEventAttributionKey")
    }
}

/// The outcome a background fetch or silent notification handler reports to the system.
public enum UIBackgroundFetchResult: Int, Sendable, CaseIterable {
    /// New data was downloaded.
    case newData
    /// There was nothing new.
    case noData
    /// The attempt failed.
    case failed
}

/// An object that can restore user activity state; continue-activity handlers receive arrays of these.
public protocol UIUserActivityRestoring: AnyObject {
    /// Restores the state described by the activity.
    func restoreUserActivityState(_ activity: NSUserActivity)
}

/// A minimal stand-in for UIKit's view controller, the base of content extension modules.
open class UIViewController {
    /// Creates a view controller.
    public init() {}
    /// Called once the controller's view has been loaded.
    open func viewDidLoad() {}
}
#endif
