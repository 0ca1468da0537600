// swift-tools-version: 6.0
// A simulated Q2 Mobile SDK: the package that stands where the real SDK would, declared from the SDK's pages
// alone, so that the kit's seam (Q2_SDK_PATH) can be proven on a machine without the SDK.
//
// Its Q2ModuleInterfaces holds what the pages declare, the Linux differences the kit's Conformance/README.md lists,
// and the members the pages leave unsaid but the kit needs, each marked "Assumed". The Apple stand-ins are the
// kit's own (a link to Sources/Q2ModuleInterfaces/AppleStandIns): they stand for Apple's frameworks, not the SDK.
import PackageDescription

let package = Package(
    name: "SimulatedSDK",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [.library(name: "Q2ModuleInterfaces", targets: ["Q2ModuleInterfaces"])],
    targets: [.target(name: "Q2ModuleInterfaces")]
)
