// swift-tools-version: 6.0
// Deliberately non-conforming modules, for the CI gate: one claims another module's link, one hangs in a
// callback and crashes in another, and settings.json names a third class the product no longer has. `.ci/run` certifies this package (settings.json names both classes,
// module-conformance.json declares their link targets) and requires certification to fail,
// naming CONT-FOREIGN-NOT-CLAIMED, and the hang and the crash against the checks that were running.
// Do not copy these modules.
import PackageDescription

// Q2_SDK_PATH (an absolute path) switches the interfaces from the kit's portable declaration to an SDK package,
// as it does for the kit: the module then depends on that package, as a real module depends on the SDK.
let sdkPath = Context.environment["Q2_SDK_PATH"].flatMap { $0.isEmpty ? nil : $0 }
let interfaces: Target.Dependency = sdkPath.map { .product(name: "Q2ModuleInterfaces", package: String($0.split(separator: "/").last ?? "")) }
    ?? .product(name: "Q2ModuleInterfaces", package: "ModuleConformanceKit")

let package = Package(
    name: "NonConformingModule",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [.library(name: "NonConformingModule", targets: ["NonConformingModule"])],
    dependencies: [.package(name: "ModuleConformanceKit", path: "../..")] + (sdkPath.map { [.package(path: $0)] } ?? []),
    targets: [
        .target(name: "NonConformingModule", dependencies: [interfaces]),
        .testTarget(
            name: "NonConformingModuleTests",
            dependencies: ["NonConformingModule", .product(name: "ModuleConformance", package: "ModuleConformanceKit")]
        ),
    ]
)
