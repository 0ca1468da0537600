// swift-tools-version: 6.0
// A module written as the pages show, not as the kit's own example: internal classes the SDK loads by name, a
// Q2ModuleBase subclass, a class named like its module, a payload of its own shape, and entry points that assert
// the main thread. CI certifies it and runs its one line, and requires the same verdict for every check.
import PackageDescription

let sdkPath = Context.environment["Q2_SDK_PATH"].flatMap { $0.isEmpty ? nil : $0 }
let interfaces: Target.Dependency = sdkPath.map { .product(name: "Q2ModuleInterfaces", package: String($0.split(separator: "/").last ?? "")) }
    ?? .product(name: "Q2ModuleInterfaces", package: "ModuleConformanceKit")

let package = Package(
    name: "PageShapedModules",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [.library(name: "BillPay", targets: ["BillPay"])],
    dependencies: [.package(name: "ModuleConformanceKit", path: "../..")] + (sdkPath.map { [.package(path: $0)] } ?? []),
    targets: [
        .target(name: "BillPay", dependencies: [interfaces]),
        .testTarget(name: "BillPayTests", dependencies: ["BillPay", .product(name: "ModuleConformance", package: "ModuleConformanceKit")]),
    ]
)
