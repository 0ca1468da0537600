// swift-tools-version: 6.0
// ModuleConformanceKit: checks Q2 Mobile SDK modules against the contracts the SDK documents.
// Toolchain only: no package dependencies, so the kit never brings a version conflict.
import PackageDescription

let package = Package(
    name: "ModuleConformanceKit",
    products: [
        .library(name: "Q2ModuleInterfaces", targets: ["Q2ModuleInterfaces"]),
        .library(name: "ModuleConformance", targets: ["ModuleConformance"]),
        // What the harness `certify` generates links; not for authors' own code.
        .library(name: "ModuleConformanceHarness", targets: ["ModuleConformanceHarness"]),
        .executable(name: "module-conformance", targets: ["module-conformance"]),
        .executable(name: "conformance-benchmark", targets: ["conformance-benchmark"]),
        // `swift package certify-modules`: certify the package you are in.
        .plugin(name: "CertifyModules", targets: ["CertifyModules"]),
    ],
    targets: [
        // Portable declaration of the documented module interfaces, with Apple stand-ins off Apple.
        .target(name: "Q2ModuleInterfaces"),
        // The golden JSON fixtures, shipped as resources so the kit finds them with nothing configured.
        .target(name: "GoldenFixtures", path: "golden", exclude: ["README.md", "reports"],
                resources: [.copy("continuity"), .copy("push"), .copy("method"), .copy("schema")]),
        // The contract engine: catalog, fixtures, reference host, checks and reports, as values.
        .target(name: "ConformanceEngine", dependencies: ["Q2ModuleInterfaces", "GoldenFixtures"]),
        // The thin faces module authors use from Swift Testing and XCTest.
        .target(name: "ModuleConformance", dependencies: ["ConformanceEngine", "Q2ModuleInterfaces"]),
        // The program certify generates runs this: instructions on standard input, signed results out.
        .target(name: "ModuleConformanceHarness", dependencies: ["ConformanceEngine", "Q2ModuleInterfaces"]),
        // The certification command.
        .executableTarget(name: "module-conformance", dependencies: ["ConformanceEngine"]),
        // The command plugin: runs module-conformance certify on the package it is invoked in.
        .plugin(
            name: "CertifyModules",
            capability: .command(
                intent: .custom(verb: "certify-modules", description: "Certify this package's modules against the Q2 SDK contracts"),
                permissions: [.writeToPackageDirectory(reason: "certify generates and builds its harness under the package's .build folder")]
            ),
            dependencies: ["module-conformance"],
            path: "Plugins/CertifyModules"
        ),
        // Measures certify against swift test, and against misbehaving modules; prints ratios (never a timed test).
        .executableTarget(name: "conformance-benchmark", path: "Benchmarks/ConformanceBenchmark"),
        // Deliberately broken and minimal modules, one per clause, for the kit's own tests.
        .target(name: "ConformanceTestSupport", dependencies: ["Q2ModuleInterfaces", "ConformanceEngine"], path: "Tests/ConformanceTestSupport"),
        // A harness like the one certify generates, over the kit's own test modules, for the runner's tests.
        .executableTarget(name: "selftest-harness", dependencies: ["ModuleConformanceHarness", "ConformanceTestSupport"],
                          path: "Tests/SelfTestHarness"),
        // The same with C code that runs before main, which certify must refuse to run.
        .target(name: "PreMainAttack", path: "Tests/PreMainAttack"),
        .executableTarget(name: "selftest-premain-harness", dependencies: ["ModuleConformanceHarness", "ConformanceTestSupport", "PreMainAttack"],
                          path: "Tests/PreMainHarness"),
        .testTarget(
            name: "ModuleConformanceTests",
            dependencies: ["ModuleConformance", "ConformanceEngine", "ConformanceTestSupport", "Q2ModuleInterfaces", "selftest-harness",
                           "selftest-premain-harness"]
        ),
    ]
)
