// swift-tools-version: 6.0
// Deliberately non-conforming modules, for the CI gate: one claims another module's link, one hangs in a
// callback and crashes in another, and settings.json names a third class the product no longer has. `.ci/run` certifies this package (settings.json names both classes,
// module-conformance.json declares their link targets) and requires certification to fail,
// naming CONT-FOREIGN-NOT-CLAIMED, and the hang and the crash against the checks that were running.
// Do not copy these modules.
import PackageDescription

let package = Package(
    name: "NonConformingModule",
    products: [.library(name: "NonConformingModule", targets: ["NonConformingModule"])],
    dependencies: [.package(name: "ModuleConformanceKit", path: "../..")],
    targets: [
        .target(name: "NonConformingModule", dependencies: [.product(name: "Q2ModuleInterfaces", package: "ModuleConformanceKit")]),
        .testTarget(
            name: "NonConformingModuleTests",
            dependencies: ["NonConformingModule", .product(name: "ModuleConformance", package: "ModuleConformanceKit")]
        ),
    ]
)
