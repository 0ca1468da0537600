#if !canImport(Darwin)
import Foundation

/// The activity type of a Universal Link handed to the app by the browser.
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

/// A minimal stand-in for Foundation's user activity on platforms whose Foundation lacks it.
open class NSUserActivity {
    /// The reverse-DNS type of the activity.
    public let activityType: String
    /// The web page the activity continues, if any; Universal Links arrive here.
    open var webpageURL: URL?
    /// Free-form state attached to the activity.
    open var userInfo: [AnyHashable: Any]?

    /// Creates an activity of the given type.
    public init(activityType: String) {
        self.activityType = activityType
    }
}
#endif
