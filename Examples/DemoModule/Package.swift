// swift-tools-version: 6.0
// The bundled example: a partner module with its one-line conformance test.
import PackageDescription

// Q2_SDK_PATH (an absolute path) switches the interfaces from the kit's portable declaration to an SDK package,
// as it does for the kit: the module then depends on that package, as a real module depends on the SDK.
let sdkPath = Context.environment["Q2_SDK_PATH"].flatMap { $0.isEmpty ? nil : $0 }
let interfaces: Target.Dependency = sdkPath.map { .product(name: "Q2ModuleInterfaces", package: String($0.split(separator: "/").last ?? "")) }
    ?? .product(name: "Q2ModuleInterfaces", package: "ModuleConformanceKit")

let package = Package(
    name: "DemoModule",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [.library(name: "DemoModule", targets: ["DemoModule"])],
    dependencies: [.package(name: "ModuleConformanceKit", path: "../..")] + (sdkPath.map { [.package(path: $0)] } ?? []),
    targets: [
        .target(name: "DemoModule", dependencies: [interfaces]),
        .testTarget(
            name: "DemoModuleTests",
            dependencies: ["DemoModule", .product(name: "ModuleConformance", package: "ModuleConformanceKit")]
        ),
    ]
)
