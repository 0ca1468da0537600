// UIKit, as Apple's documentation declares the members the kit, the pages' samples and typical modules use, checked
// against the iOS 16.5 SDK's headers as Swift imports them. Declarations only: the bodies exist to link, never to
// run. UIKit's responders, views, view controllers and layout anchors are main-actor isolated, as the SDK marks them.
// Where Apple's current documentation differs from the iOS 16.5 SDK, the declaration follows the documentation and
// says so beside it.
@_exported import Foundation

@usableFromInline func declarationOnly(_ name: String = #function) -> Never {
    fatalError("\(name): a declaration for type-checking, not an implementation")
}

/// An object that responds to events; the base of the application, views and view controllers. Every responder can
/// restore user activity state (Apple's ActivityContinuation category).
@available(iOS 2.0, *)
@MainActor
open class UIResponder: NSObject, UIUserActivityRestoring {
    public override init() { super.init() }
    @available(iOS 8.0, *)
    open var userActivity: NSUserActivity? { get { declarationOnly() } set { declarationOnly() } }
    @available(iOS 8.0, *)
    open func updateUserActivityState(_ activity: NSUserActivity) { declarationOnly() }
    @available(iOS 8.0, *)
    open func restoreUserActivityState(_ activity: NSUserActivity) { declarationOnly() }
}

/// The app's one application object.
@available(iOS 2.0, *)
@MainActor
open class UIApplication: UIResponder {
    /// The app's application object.
    @available(iOSApplicationExtension, unavailable, message: "Use view controller based solutions where appropriate instead.")
    open class var shared: UIApplication { declarationOnly() }
    /// Apple's documentation says the app has exactly one, `shared`, made by the system; creating another raises an
    /// exception at run time. Neither the documentation nor the SDK marks the initializer unavailable; it is declared
    /// unavailable here so that nothing the kit compiles can make one.
    @available(*, unavailable)
    public override init() { declarationOnly() }
    @available(iOS 4.0, *)
    open var applicationState: UIApplication.State { declarationOnly() }
    @available(iOS 8.0, *)
    open func registerForRemoteNotifications() { declarationOnly() }
    @available(iOS 3.0, *)
    open func unregisterForRemoteNotifications() { declarationOnly() }
    @available(iOS 8.0, *)
    open var isRegisteredForRemoteNotifications: Bool { declarationOnly() }
    @available(iOS 3.0, *)
    open func canOpenURL(_ url: URL) -> Bool { declarationOnly() }
    // @MainActor @Sendable completion: Apple's current documentation; the 16.5 SDK's block is unannotated.
    @available(iOS 10.0, *)
    @available(iOSApplicationExtension, unavailable)
    open func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) { declarationOnly() }
    @available(iOS 10.0, *)
    @available(iOSApplicationExtension, unavailable)
    open func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:]) async -> Bool { declarationOnly() }
}

extension UIApplication {
    /// The app's state.
    @available(iOS 4.0, *)
    public enum State: Int, @unchecked Sendable {
        case active = 0
        case inactive = 1
        case background = 2
    }

    /// A key of the options that accompany a URL the app is asked to open.
    // Deprecated: Apple's current documentation (iOS 26, for the scene's URL options); the 16.5 SDK has no deprecation.
    @available(iOS, introduced: 9.0, deprecated: 26.0, message: "Use UIScene lifecycle and UISceneOpenURLOptions instead.")
    public struct OpenURLOptionsKey: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// A key of the options the app passes when it opens a URL itself, with `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

// The keys' raw values are their constants' names, which Apple does not document as their values.
@available(iOS, introduced: 9.0, deprecated: 26.0, message: "Use UIScene lifecycle and UISceneOpenURLOptions instead.")
extension UIApplication.OpenURLOptionsKey {
    @available(iOS 9.0, *)
    public static let sourceApplication = UIApplication.OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    @available(iOS 9.0, *)
    public static let annotation = UIApplication.OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
    @available(iOS 9.0, *)
    public static let openInPlace = UIApplication.OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    @available(iOS 14.5, *)
    public static let eventAttribution = UIApplication.OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsEventAttributionKey")
}

extension UIApplication.OpenExternalURLOptionsKey {
    @available(iOS 10.0, *)
    public static let universalLinksOnly = UIApplication.OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    @available(iOS 14.5, *)
    public static let eventAttribution = UIApplication.OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenExternalURLOptionsEventAttributionKey")
}

/// What a background fetch or a silent notification's handler reports.
@available(iOS 7.0, *)
public enum UIBackgroundFetchResult: UInt, @unchecked Sendable {
    case newData = 0
    case noData = 1
    case failed = 2
}

/// An object that restores its state from a user activity.
@available(iOS 8.0, *)
@MainActor
public protocol UIUserActivityRestoring: NSObjectProtocol {
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}

/// A colour. Apple's class is Sendable.
open class UIColor: NSObject, NSSecureCoding, NSCopying, @unchecked Sendable {
    open class var black: UIColor { declarationOnly() }
    open class var white: UIColor { declarationOnly() }
    @available(iOS 13.0, *)
    open class var label: UIColor { declarationOnly() }
    @available(iOS 13.0, *)
    open class var systemBackground: UIColor { declarationOnly() }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { declarationOnly() }
    public required init?(coder: NSCoder) { declarationOnly() }
    open func encode(with coder: NSCoder) { declarationOnly() }
    open class var supportsSecureCoding: Bool { true }
    open func copy(with zone: NSZone? = nil) -> Any { declarationOnly() }
}

/// How text lines up.
@available(iOS 6.0, *)
public enum NSTextAlignment: Int, @unchecked Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

/// An anchor for layout constraints, generic over its axis as Apple's is.
@available(iOS 9.0, *)
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { declarationOnly() }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { declarationOnly() }
}

/// An anchor for horizontal layout constraints.
@available(iOS 9.0, *)
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// An anchor for vertical layout constraints.
@available(iOS 9.0, *)
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A relation between two layout anchors.
@MainActor
open class NSLayoutConstraint: NSObject {
    @available(iOS 8.0, *)
    open class func activate(_ constraints: [NSLayoutConstraint]) { declarationOnly() }
    @available(iOS 8.0, *)
    open var isActive: Bool { get { declarationOnly() } set { declarationOnly() } }
}

/// A rectangle of the screen's content.
@available(iOS 2.0, *)
@MainActor
open class UIView: UIResponder {
    public init(frame: CGRect) { declarationOnly() }
    public required init?(coder: NSCoder) { declarationOnly() }
    public convenience override init() { declarationOnly() }
    open var backgroundColor: UIColor? { get { declarationOnly() } set { declarationOnly() } }
    open var translatesAutoresizingMaskIntoConstraints: Bool { get { declarationOnly() } set { declarationOnly() } }
    open func addSubview(_ view: UIView) { declarationOnly() }
    @available(iOS 9.0, *)
    open var leadingAnchor: NSLayoutXAxisAnchor { declarationOnly() }
    @available(iOS 9.0, *)
    open var trailingAnchor: NSLayoutXAxisAnchor { declarationOnly() }
    @available(iOS 9.0, *)
    open var topAnchor: NSLayoutYAxisAnchor { declarationOnly() }
    @available(iOS 9.0, *)
    open var bottomAnchor: NSLayoutYAxisAnchor { declarationOnly() }
}

/// A view of text.
@available(iOS 2.0, *)
@MainActor
open class UILabel: UIView {
    open var text: String? { get { declarationOnly() } set { declarationOnly() } }
    open var textColor: UIColor! { get { declarationOnly() } set { declarationOnly() } }
    open var numberOfLines: Int { get { declarationOnly() } set { declarationOnly() } }
    open var textAlignment: NSTextAlignment { get { declarationOnly() } set { declarationOnly() } }
}

/// A controller of a view hierarchy; a content extension is one.
@available(iOS 2.0, *)
@MainActor
open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { declarationOnly() }
    public required init?(coder: NSCoder) { declarationOnly() }
    /// Apple's documentation gives `init(nibName:bundle:)` and `init?(coder:)`; Swift code also writes `UIViewController()`,
    /// which Objective-C's inherited `init` allows. Its exact Swift form is not on the documentation page.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    open var view: UIView! { get { declarationOnly() } set { declarationOnly() } }
    open var title: String? { get { declarationOnly() } set { declarationOnly() } }
    open func viewDidLoad() { declarationOnly() }
    open func viewWillAppear(_ animated: Bool) { declarationOnly() }
    open func viewDidAppear(_ animated: Bool) { declarationOnly() }
    open func viewWillDisappear(_ animated: Bool) { declarationOnly() }
    open func viewDidDisappear(_ animated: Bool) { declarationOnly() }
    open var preferredContentSize: CGSize { get { declarationOnly() } set { declarationOnly() } }
    /// The host's context when the controller runs in an app extension, such as a notification content extension.
    @available(iOS 8.0, *)
    open var extensionContext: NSExtensionContext? { declarationOnly() }
}

/// On Apple platforms this is Foundation's class; Linux's Foundation has none, so it is declared here, where the
/// declarations of UIKit can name it (the kit's own stand-in steps aside when UIKit can be imported).
@available(iOS 8.0, *)
open class NSUserActivity: NSObject {
    public init(activityType: String) { declarationOnly() }
    open var activityType: String { declarationOnly() }
    open var title: String? { get { declarationOnly() } set { declarationOnly() } }
    open var userInfo: [AnyHashable: Any]? { get { declarationOnly() } set { declarationOnly() } }
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) { declarationOnly() }
    @available(iOS 9.0, *)
    open var requiredUserInfoKeys: Set<String>? { get { declarationOnly() } set { declarationOnly() } }
    open var webpageURL: URL? { get { declarationOnly() } set { declarationOnly() } }
    @available(iOS 11.0, *)
    open var referrerURL: URL? { get { declarationOnly() } set { declarationOnly() } }
    @available(iOS 13.0, *)
    open var targetContentIdentifier: String? { get { declarationOnly() } set { declarationOnly() } }
    open func becomeCurrent() { declarationOnly() }
    @available(iOS 9.0, *)
    open func resignCurrent() { declarationOnly() }
    open func invalidate() { declarationOnly() }
    @available(iOS 9.0, *)
    open var isEligibleForHandoff: Bool { get { declarationOnly() } set { declarationOnly() } }
    @available(iOS 9.0, *)
    open var isEligibleForSearch: Bool { get { declarationOnly() } set { declarationOnly() } }
    @available(iOS 9.0, *)
    open var isEligibleForPublicIndexing: Bool { get { declarationOnly() } set { declarationOnly() } }
}

/// The activity type of a Universal Link or a web page handed off to the app.
@available(iOS 8.0, *)
public let NSUserActivityTypeBrowsingWeb: String = "NSUserActivityTypeBrowsingWeb"

/// Foundation's app-extension context on Apple platforms; Linux's Foundation has none, so it is declared here, as
/// `NSUserActivity` is. Completion handlers are `@Sendable`, as Swift imports them from the SDK.
@available(iOS 8.0, *)
open class NSExtensionContext: NSObject {
    open var inputItems: [Any] { declarationOnly() }
    open func completeRequest(returningItems items: [Any]?, completionHandler: (@Sendable (Bool) -> Void)? = nil) { declarationOnly() }
    open func cancelRequest(withError error: any Error) { declarationOnly() }
    open func open(_ URL: URL, completionHandler: (@Sendable (Bool) -> Void)? = nil) { declarationOnly() }
    open func open(_ URL: URL) async -> Bool { declarationOnly() }
}
