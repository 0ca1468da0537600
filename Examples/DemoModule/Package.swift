// swift-tools-version: 6.0
// The bundled example: a partner module with its one-line conformance test.
import PackageDescription

let package = Package(
    name: "DemoModule",
    products: [.library(name: "DemoModule", targets: ["DemoModule"])],
    dependencies: [.package(name: "ModuleConformanceKit", path: "../..")],
    targets: [
        .target(name: "DemoModule", dependencies: [.product(name: "Q2ModuleInterfaces", package: "ModuleConformanceKit")]),
        .testTarget(
            name: "DemoModuleTests",
            dependencies: ["DemoModule", .product(name: "ModuleConformance", package: "ModuleConformanceKit")]
        ),
    ]
)
