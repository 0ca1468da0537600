// swift-tools-version: 6.0
// Modules that misbehave the way real ones do, certified by the benchmark (Benchmarks/ConformanceBenchmark) to
// measure how long certify takes to refuse each one. Do not copy these modules.
import PackageDescription

let package = Package(
    name: "MisbehavingModules",
    products: [.library(name: "MisbehavingModules", targets: ["MisbehavingModules"])],
    dependencies: [.package(name: "ModuleConformanceKit", path: "../..")],
    targets: [
        .target(name: "MisbehavingModules", dependencies: [.product(name: "Q2ModuleInterfaces", package: "ModuleConformanceKit")]),
    ]
)
