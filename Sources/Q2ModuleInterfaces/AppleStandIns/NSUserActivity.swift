// Foundation declares it on Apple platforms; Tests/AppleDeclarations' UIKit declares it for the Linux type-check.
#if !canImport(Darwin) && !canImport(UIKit)
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
    /// The user-visible title.
    open var title: String?
    /// The page that linked here, if any.
    open var referrerURL: URL?
    /// The keys of `userInfo` that must arrive with the activity.
    open var requiredUserInfoKeys: Set<String>?
    /// Whether the activity may continue on another device.
    open var isEligibleForHandoff = true
    /// Whether the activity may appear in search.
    open var isEligibleForSearch = false
    /// Whether the activity may be indexed publicly.
    open var isEligibleForPublicIndexing = false

    /// Creates an activity of the given type.
    public init(activityType: String) {
        self.activityType = activityType
    }

    /// Adds entries to `userInfo`, as Apple's method does.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }

    /// Marks the activity as the current one; the stand-in has no system to tell.
    open func becomeCurrent() {}

    /// Marks the activity as no longer current.
    open func resignCurrent() {}

    /// Ends the activity.
    open func invalidate() {}
}

#endif
