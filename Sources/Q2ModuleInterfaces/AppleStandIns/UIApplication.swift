#if !canImport(UIKit)
import Foundation

/// A minimal stand-in for UIKit's responder, the base of the application and view controllers; main-actor isolated,
/// as UIKit's responders are.
@MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {}
}

/// A minimal stand-in for UIKit's application object, passed to module callbacks off Apple platforms. As with
/// Apple's, there is one, `shared`, and code does not create another.
open class UIApplication: UIResponder {
    private static let one = UIApplication(one: ())

    private init(one: Void) {}

    /// Apple's documentation says the app has exactly one; the stand-in declares the initializer unavailable.
    @available(*, unavailable)
    public override init() { fatalError("UIApplication() is unavailable") }

    /// The app's application object.
    open class var shared: UIApplication { one }
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
public enum UIBackgroundFetchResult: UInt, Sendable {
    /// New data was downloaded.
    case newData
    /// There was nothing new.
    case noData
    /// The attempt failed.
    case failed
}

/// An object that can restore user activity state; continue-activity handlers receive arrays of these.
@MainActor
public protocol UIUserActivityRestoring: AnyObject {
    /// Restores the state described by the activity.
    func restoreUserActivityState(_ activity: NSUserActivity)
}

/// A minimal stand-in for UIKit's view controller, the base of content extension modules.
open class UIViewController: UIResponder {
    /// Creates a view controller without a nib, as `init(nibName: nil, bundle: nil)` does.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    /// Creates a view controller from an archive, as Apple's `NSCoding` initializer does; a subclass that declares an
    /// initializer of its own must implement it, as on Apple platforms.
    public required init?(coder: NSCoder) {}
    /// Creates a view controller: Objective-C's inherited `init`, a convenience initializer in Swift.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }
    /// Called once the controller's view has been loaded.
    open func viewDidLoad() {}
}
#endif
