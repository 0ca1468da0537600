// UIKit, as Apple's documentation declares the members the kit, the pages' samples and typical modules use.
// Declarations only: the bodies exist to link, never to run. UIKit's responders and views are main-actor isolated.
@_exported import Foundation

@usableFromInline func declarationOnly(_ name: String = #function) -> Never {
    fatalError("\(name): a declaration for type-checking, not an implementation")
}

/// An object that responds to events; the base of the application, views and view controllers.
@MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }
}

/// The app's one application object.
@MainActor
open class UIApplication: UIResponder {
    /// The app's application object. Apple marks it unavailable in app extensions.
    open class var shared: UIApplication { declarationOnly() }
    /// Apple's documentation says the app has exactly one, `shared`, made by the system; creating another raises an
    /// exception at run time. The documentation does not mark the initializer unavailable; it is declared
    /// unavailable here so that nothing the kit compiles can make one.
    @available(*, unavailable)
    public override init() { declarationOnly() }
    open var applicationState: UIApplication.State { declarationOnly() }
    open func registerForRemoteNotifications() { declarationOnly() }
}

extension UIApplication {
    /// The app's state.
    public enum State: Int, @unchecked Sendable {
        case active = 0
        case inactive = 1
        case background = 2
    }

    /// A key of the options that accompany a URL the app is asked to open.
    public struct OpenURLOptionsKey: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
        public static let universalLinksOnly = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
        public static let eventAttribution = OpenURLOptionsKey(rawValue: "UIApplicationOpenExternalURLOptionsEventAttributionKey")
    }
}

/// What a background fetch or a silent notification's handler reports.
public enum UIBackgroundFetchResult: UInt, @unchecked Sendable {
    case newData = 0
    case noData = 1
    case failed = 2
}

/// An object that restores its state from a user activity.
@MainActor
public protocol UIUserActivityRestoring: NSObjectProtocol {
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}

/// A colour.
open class UIColor: NSObject {
    open class var black: UIColor { declarationOnly() }
    open class var white: UIColor { declarationOnly() }
    open class var label: UIColor { declarationOnly() }
    open class var systemBackground: UIColor { declarationOnly() }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { declarationOnly() }
}

/// How text lines up.
public enum NSTextAlignment: Int, @unchecked Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

/// An anchor for horizontal layout constraints.
open class NSLayoutXAxisAnchor: NSObject {
    open func constraint(equalTo anchor: NSLayoutXAxisAnchor, constant c: CGFloat = 0) -> NSLayoutConstraint { declarationOnly() }
}

/// An anchor for vertical layout constraints.
open class NSLayoutYAxisAnchor: NSObject {
    open func constraint(equalTo anchor: NSLayoutYAxisAnchor, constant c: CGFloat = 0) -> NSLayoutConstraint { declarationOnly() }
}

/// A relation between two layout anchors.
open class NSLayoutConstraint: NSObject {
    open class func activate(_ constraints: [NSLayoutConstraint]) { declarationOnly() }
    open var isActive: Bool { get { declarationOnly() } set { declarationOnly() } }
}

/// A rectangle of the screen's content.
@MainActor
open class UIView: UIResponder {
    public init(frame: CGRect) { declarationOnly() }
    public required init?(coder: NSCoder) { declarationOnly() }
    public convenience override init() { declarationOnly() }
    open var backgroundColor: UIColor? { get { declarationOnly() } set { declarationOnly() } }
    open var translatesAutoresizingMaskIntoConstraints: Bool { get { declarationOnly() } set { declarationOnly() } }
    open func addSubview(_ view: UIView) { declarationOnly() }
    open var leadingAnchor: NSLayoutXAxisAnchor { declarationOnly() }
    open var trailingAnchor: NSLayoutXAxisAnchor { declarationOnly() }
    open var topAnchor: NSLayoutYAxisAnchor { declarationOnly() }
    open var bottomAnchor: NSLayoutYAxisAnchor { declarationOnly() }
}

/// A view of text.
@MainActor
open class UILabel: UIView {
    open var text: String? { get { declarationOnly() } set { declarationOnly() } }
    open var textColor: UIColor! { get { declarationOnly() } set { declarationOnly() } }
    open var numberOfLines: Int { get { declarationOnly() } set { declarationOnly() } }
    open var textAlignment: NSTextAlignment { get { declarationOnly() } set { declarationOnly() } }
}

/// A controller of a view hierarchy; a content extension is one.
@MainActor
open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { declarationOnly() }
    public required init?(coder: NSCoder) { declarationOnly() }
    /// Apple's documentation gives `init(nibName:bundle:)` and `init?(coder:)`; Swift code also writes `UIViewController()`,
    /// which Objective-C's inherited `init` allows. Its exact Swift form is not on the documentation page.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    open var view: UIView! { get { declarationOnly() } set { declarationOnly() } }
    open func viewDidLoad() { declarationOnly() }
    open func viewWillAppear(_ animated: Bool) { declarationOnly() }
    open var preferredContentSize: CGSize { get { declarationOnly() } set { declarationOnly() } }
}

/// On Apple platforms this is Foundation's class; Linux's Foundation has none, so it is declared here, where the
/// declarations of UIKit can name it (the kit's own stand-in steps aside when UIKit can be imported).
open class NSUserActivity: NSObject {
    public init(activityType: String) { declarationOnly() }
    open var activityType: String { declarationOnly() }
    open var title: String? { get { declarationOnly() } set { declarationOnly() } }
    open var userInfo: [AnyHashable: Any]? { get { declarationOnly() } set { declarationOnly() } }
    open var webpageURL: URL? { get { declarationOnly() } set { declarationOnly() } }
    open var isEligibleForHandoff: Bool { get { declarationOnly() } set { declarationOnly() } }
    open var isEligibleForSearch: Bool { get { declarationOnly() } set { declarationOnly() } }
    open var isEligibleForPublicIndexing: Bool { get { declarationOnly() } set { declarationOnly() } }
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) { declarationOnly() }
}

/// The activity type of a Universal Link or a web page handed off to the app.
public let NSUserActivityTypeBrowsingWeb: String = "NSUserActivityTypeBrowsingWeb"
