#if !canImport(UIKit)
import Foundation

/// A minimal stand-in for UIKit's responder, the base of the application and view controllers; main-actor isolated,
/// as UIKit's responders are. Like Apple's, every responder can restore user activity state, so a view controller can
/// be handed to a continue-activity restoration handler.
@available(iOS 2.0, *)
@MainActor
open class UIResponder: NSObject, UIUserActivityRestoring {
    /// Creates a responder.
    public override init() {}
    /// The activity the responder represents, if any.
    @available(iOS 8.0, *)
    open var userActivity: NSUserActivity?
    /// Brings the activity up to date before it is saved; nothing to do by default.
    @available(iOS 8.0, *)
    open func updateUserActivityState(_ activity: NSUserActivity) {}
    /// Restores the state the activity describes; nothing to do by default.
    @available(iOS 8.0, *)
    open func restoreUserActivityState(_ activity: NSUserActivity) {}
}

/// A minimal stand-in for UIKit's application object, passed to module callbacks off Apple platforms. As with
/// Apple's, there is one, `shared`, and code does not create another.
@available(iOS 2.0, *)
open class UIApplication: UIResponder {
    private static let one = UIApplication(one: ())
    private var registered = false

    private init(one: Void) {}

    /// Apple's documentation says the app has exactly one and creating another raises an exception; the SDK does not
    /// mark the initializer unavailable, the stand-in does, so that nothing the kit compiles can make one.
    @available(*, unavailable)
    public override init() { fatalError("UIApplication() is unavailable") }

    /// The app's application object; unavailable in app extensions, as Apple's is.
    @available(iOSApplicationExtension, unavailable, message: "Use view controller based solutions where appropriate instead.")
    open class var shared: UIApplication { one }

    /// The app's state, as the system has it when it calls the module: the kit sets it for each call (in the background
    /// for background session events, inactive while a link or a tap launches the app), as iOS does.
    @available(iOS 4.0, *)
    open var applicationState: UIApplication.State { state }

    /// The state `applicationState` reports; set by the kit only.
    package var state: UIApplication.State = .active

    /// Asks for a device token; the stand-in has no APNs to ask, and only records the request.
    @available(iOS 8.0, *)
    open func registerForRemoteNotifications() { registered = true }

    /// Gives up remote notifications.
    @available(iOS 3.0, *)
    open func unregisterForRemoteNotifications() { registered = false }

    /// Whether the app asked for remote notifications (and has not given them up).
    @available(iOS 8.0, *)
    open var isRegisteredForRemoteNotifications: Bool { registered }

    /// Whether an app can open the URL, as an iPhone answers: web links open in Safari, which every iPhone has; another
    /// scheme answers false, as iOS does for one the app did not list in `LSApplicationQueriesSchemes` (so that a module
    /// cannot tell this stand-in from an iPhone by asking about a web link).
    @available(iOS 3.0, *)
    open func canOpenURL(_ url: URL) -> Bool { ["http", "https"].contains(url.scheme?.lowercased() ?? "") }

    /// Asks the system to open a URL; off Apple platforms nothing opens, so the completion hears `false`. The completion
    /// is `@MainActor @Sendable` as Apple's current documentation declares it (the 16.5 SDK's block is unannotated).
    @available(iOS 10.0, *)
    @available(iOSApplicationExtension, unavailable)
    open func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        completion?(false)
    }

    /// Asks the system to open a URL, as the completion-handler form does.
    @available(iOS 10.0, *)
    @available(iOSApplicationExtension, unavailable)
    open func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:]) async -> Bool { false }
}

extension UIApplication {
    /// The app's state, with Apple's raw values.
    @available(iOS 4.0, *)
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active = 0
        /// In the foreground, not receiving events.
        case inactive = 1
        /// In the background.
        case background = 2
    }

    /// A key of the options dictionary that accompanies a URL the app is asked to open.
    // Deprecated: Apple's current documentation (iOS 26, for the scene's URL options); the 16.5 SDK has no deprecation.
    @available(iOS, introduced: 9.0, deprecated: 26.0, message: "Use UIScene lifecycle and UISceneOpenURLOptions instead.")
    public struct OpenURLOptionsKey: Hashable, Equatable, RawRepresentable, Sendable {
        /// The key's string value.
        public let rawValue: String
        /// Wraps a raw key string.
        public init(rawValue: String) { self.rawValue = rawValue }

        // The raw values are the constants' names, which Apple does not document as their values.
        /// The bundle identifier of the app that asked to open the URL.
        @available(iOS 9.0, *)
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        /// The annotation the opening app supplied.
        @available(iOS 9.0, *)
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        /// Whether the document should be opened in place.
        @available(iOS 9.0, *)
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
        /// The attribution of the event that opened the link.
        @available(iOS 14.5, *)
        public static let eventAttribution = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsEventAttributionKey")
    }

    /// A key of the options the app passes when it opens a URL itself, with `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, Equatable, RawRepresentable, Sendable {
        /// The key's string value.
        public let rawValue: String
        /// Wraps a raw key string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Open the URL only if it is a Universal Link that an installed app claims.
        @available(iOS 10.0, *)
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
        /// The attribution of the tap that opens the link.
        @available(iOS 14.5, *)
        public static let eventAttribution = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenExternalURLOptionsEventAttributionKey")
    }
}

/// The outcome a background fetch or silent notification handler reports to the system, with Apple's raw values.
@available(iOS 7.0, *)
public enum UIBackgroundFetchResult: UInt, Sendable {
    /// New data was downloaded.
    case newData = 0
    /// There was nothing new.
    case noData = 1
    /// The attempt failed.
    case failed = 2
}

/// An object that can restore user activity state; continue-activity handlers receive arrays of these.
@available(iOS 8.0, *)
@MainActor
public protocol UIUserActivityRestoring: NSObjectProtocol {
    /// Restores the state described by the activity.
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}

/// A minimal stand-in for UIKit's view controller, the base of content extension modules. It has no view: UIKit's
/// views do not exist off Apple platforms.
@available(iOS 2.0, *)
open class UIViewController: UIResponder {
    private lazy var hostContext = NSExtensionContext()

    /// Creates a view controller without a nib, as `init(nibName: nil, bundle: nil)` does.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    /// Creates a view controller from an archive, as Apple's `NSCoding` initializer does; a subclass that declares an
    /// initializer of its own must implement it, as on Apple platforms.
    public required init?(coder: NSCoder) {}
    /// Creates a view controller: Objective-C's inherited `init`, a convenience initializer in Swift.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }
    /// The title; a content extension's replaces the notification's when its Info.plist asks.
    open var title: String?
    /// The size the controller would like its view to have.
    open var preferredContentSize: CGSize = .zero
    /// Called once the controller's view has been loaded.
    open func viewDidLoad() {}
    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// The host's context, as an app extension's view controller has one; the stand-in's records what is asked of it.
    @available(iOS 8.0, *)
    open var extensionContext: NSExtensionContext? { hostContext }
}
#endif
