// swift-tools-version: 6.0
// A deliberately non-conforming module: it claims another module's link. `.ci/run` certifies it and
// requires certification to fail naming CONT-FOREIGN-NOT-CLAIMED. Do not copy it.
import PackageDescription

let package = Package(
    name: "NonConformingModule",
    dependencies: [.package(name: "ModuleConformanceKit", path: "../..")],
    targets: [
        .target(name: "NonConformingModule", dependencies: [.product(name: "ModuleInterfaces", package: "ModuleConformanceKit")]),
        .testTarget(
            name: "NonConformingModuleTests",
            dependencies: ["NonConformingModule", .product(name: "ModuleConformance", package: "ModuleConformanceKit")]
        ),
    ]
)
