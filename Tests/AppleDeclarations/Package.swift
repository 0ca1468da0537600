// swift-tools-version: 6.0
// Declarations of the parts of Apple's UIKit, UserNotifications and UserNotificationsUI that the kit, the pages'
// samples and a typical module touch, written from Apple's documentation, for type-checking on Linux only.
//
// With Q2_APPLE_DECLARATIONS=1 the kit's manifest depends on this package, so `canImport(UIKit)` is true and the
// kit's Apple branch is compiled against these modules instead of its Linux stand-ins. Bodies do nothing useful:
// nothing built this way is meant to run. Where Apple's documentation does not settle a declaration, the
// declaration says so beside it.
import PackageDescription

let package = Package(
    name: "AppleDeclarations",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "UserNotifications", targets: ["UserNotifications"]),
        .library(name: "UserNotificationsUI", targets: ["UserNotificationsUI"]),
    ],
    targets: [
        .target(name: "UserNotifications"),
        .target(name: "UIKit"),
        .target(name: "UserNotificationsUI", dependencies: ["UIKit", "UserNotifications"]),
    ]
)
