// swift-tools-version: 6.0
// ModuleConformanceKit: checks Q2 Mobile SDK modules against the contracts the SDK documents.
// Toolchain only: no package dependencies, so the kit never brings a version conflict.
import Foundation
import PackageDescription

// The seam for the SDK's interfaces. By default the kit's own portable declaration is the module
// Q2ModuleInterfaces. With Q2_SDK_PATH set to the absolute path of a package whose product Q2ModuleInterfaces is
// the SDK's (the real SDK, or Examples/SimulatedSDK), the kit builds against that one and declares none of its own.
let sdkPath = Context.environment["Q2_SDK_PATH"].flatMap { $0.isEmpty ? nil : $0 }
if let sdkPath, !sdkPath.hasPrefix("/") {
    fatalError("Q2_SDK_PATH must be an absolute path; it is '\(sdkPath)'")
}
// The eighth trial (E1, E3): a variable left pointing nowhere is named, not only the folder SwiftPM cannot find.
if let sdkPath, !FileManager.default.fileExists(atPath: sdkPath + "/Package.swift") {
    fatalError("Q2_SDK_PATH=\(sdkPath) names no package (no Package.swift there); point it at the SDK's package, or unset it "
        + "to build against the kit's own portable declaration of the SDK's interfaces")
}
/// A path dependency's identity is its folder's name.
let sdkIdentity = sdkPath.map { String($0.split(separator: "/").last ?? "") }
let interfaces: Target.Dependency = sdkIdentity.map { .product(name: "Q2ModuleInterfaces", package: $0) } ?? "Q2ModuleInterfaces"

// The seam for Apple's frameworks. With Q2_APPLE_DECLARATIONS=1 the portable interfaces are built against
// Tests/AppleDeclarations, declarations of UIKit, UserNotifications and UserNotificationsUI written from Apple's
// documentation, so `canImport(UIKit)` is true and the kit's Apple branch is type-checked on Linux. Nothing built
// this way runs: CI builds it, and runs the ordinary build.
let appleDeclarations = Context.environment["Q2_APPLE_DECLARATIONS"].map { !$0.isEmpty && $0 != "0" } ?? false
let appleFrameworks: [Target.Dependency] = appleDeclarations
    ? ["UIKit", "UserNotifications", "UserNotificationsUI"].map { .product(name: $0, package: "AppleDeclarations") } : []

// The seam for Xcode's test frameworks. XCTest and Swift Testing ship with Xcode, not with Apple's SDKs, so a build for
// iOS against the SDK alone (.ci/apple-sdk) has neither. With Q2_XCODE_DECLARATIONS=1 the faces build against
// Tests/XcodeDeclarations, their API as the oldest Xcode the kit supports (16.0) declares it. Nothing built this way runs.
let xcodeDeclarations = Context.environment["Q2_XCODE_DECLARATIONS"].map { !$0.isEmpty && $0 != "0" } ?? false
let testFrameworks: [Target.Dependency] = xcodeDeclarations
    ? ["XCTest", "Testing"].map { .product(name: $0, package: "XcodeDeclarations") } : []

let package = Package(
    name: "ModuleConformanceKit",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "ModuleConformance", targets: ["ModuleConformance"]),
        // What the harness `certify` generates links; not for authors' own code.
        .library(name: "ModuleConformanceHarness", targets: ["ModuleConformanceHarness"]),
        .executable(name: "module-conformance", targets: ["module-conformance"]),
        // conformance-benchmark and conformance-fuzz are the kit's own tools (`swift run` finds a root package's
        // executable targets): no product, so a package that depends on the kit is offered neither.
        // `swift package certify-modules`: certify the package you are in.
        .plugin(name: "CertifyModules", targets: ["CertifyModules"]),
    ],
    dependencies: (sdkPath.map { [.package(path: $0)] } ?? []) + (appleDeclarations ? [.package(path: "Tests/AppleDeclarations")] : [])
        + (xcodeDeclarations ? [.package(path: "Tests/XcodeDeclarations")] : []),
    targets: [
        // The golden JSON fixtures, shipped as resources so the kit finds them with nothing configured.
        // Swift 5 mode for the two resource targets alone: each holds one line besides SwiftPM's generated
        // `Bundle.module`, a `static let` of `Bundle`, which Swift 6 refuses against an SDK whose `Bundle` is not yet
        // Sendable (iOS 16.5, Xcode 14.3: the real-SDK build of what authors compile failed there).
        .target(name: "GoldenFixtures", path: "golden", exclude: ["README.md", "reports", "reference"],
                resources: [.copy("continuity"), .copy("push"), .copy("method"), .copy("schema")],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        // The reference vectors only the kit's own tests read (the issuer corpus, WHATWG's URL test data): never in an
        // author's test bundle.
        .target(name: "ReferenceVectors", path: "golden/reference", resources: [.copy("issuer-urls.json"), .copy("whatwg")],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        // What a module's test target compiles: the catalog, the contracts, the fixtures, the checks and the plan, as values.
        .target(name: "ConformanceEngine", dependencies: [interfaces, "GoldenFixtures"],
                swiftSettings: sdkPath == nil ? [] : [.define("Q2_EXTERNAL_SDK")]),
        // What certify and the harness it generates share: the harness's instructions, its signed journal and the kit's identity.
        .target(name: "HarnessJournal", dependencies: ["ConformanceEngine"]),
        // What only certification compiles: the runner, harness generation, the seal, verify, reports, builds and processes.
        .target(name: "ConformanceCertification", dependencies: ["ConformanceEngine", "HarnessJournal"]),
        // The reference readings' stated invariants, which the fuzzer and the kit's own tests drive.
        .target(name: "ReferenceInvariants", dependencies: ["ConformanceEngine"], path: "Tests/ReferenceInvariants"),
        // The thin faces module authors use from Swift Testing and XCTest.
        // With Xcode 16.0's declarations it compiles as Xcode 16.0 does, whatever the compiler (XCODE_16_0_TEST_FRAMEWORKS).
        .target(name: "ModuleConformance", dependencies: ["ConformanceEngine", interfaces] + testFrameworks,
                swiftSettings: xcodeDeclarations ? [.define("XCODE_16_0_TEST_FRAMEWORKS")] : []),
        // The program certify generates runs this: instructions on standard input, signed results out.
        // It runs inside an iOS test bundle too, so it links nothing iOS lacks (no Process): the journal, not certification.
        .target(name: "ModuleConformanceHarness", dependencies: ["HarnessJournal", interfaces]),
        // The certification command.
        .executableTarget(name: "module-conformance", dependencies: ["ConformanceCertification", "HarnessJournal"]),
        // The command plugin: runs module-conformance certify on the package it is invoked in.
        .plugin(
            name: "CertifyModules",
            capability: .command(
                intent: .custom(verb: "certify-modules", description: "Certify this package's modules against the Q2 SDK contracts"),
                permissions: [.writeToPackageDirectory(reason: "certify generates and builds its harness under the package's .build folder")]
            ),
            // No tool dependency: the plugin asks SwiftPM to build module-conformance as swift build does, which reuses the
            // kit swift test compiled; a tool dependency is compiled a second time, for the plugin alone.
            path: "Plugins/CertifyModules"
        ),
        // Measures certify against swift test, and against misbehaving modules; prints ratios (never a timed test).
        .executableTarget(name: "conformance-benchmark", path: "Benchmarks/ConformanceBenchmark"),
        // Drives the reference readings with generated input and checks their stated invariants (not a test).
        .executableTarget(name: "conformance-fuzz", dependencies: ["ReferenceInvariants"], path: "Benchmarks/ConformanceFuzz"),
        // Deliberately broken and minimal modules, one per clause, for the kit's own tests.
        .target(name: "ConformanceTestSupport", dependencies: [interfaces, "ConformanceEngine"], path: "Tests/ConformanceTestSupport"),
        // A harness like the one certify generates, over the kit's own test modules, for the runner's tests.
        .executableTarget(name: "selftest-harness", dependencies: ["ModuleConformanceHarness", "ConformanceTestSupport"],
                          path: "Tests/SelfTestHarness"),
        // The same with C code that runs before main, which certify must refuse to run.
        .target(name: "PreMainAttack", path: "Tests/PreMainAttack"),
        .executableTarget(name: "selftest-premain-harness", dependencies: ["ModuleConformanceHarness", "ConformanceTestSupport", "PreMainAttack"],
                          path: "Tests/PreMainHarness"),
        // How the stand-ins for Apple's types read, written as Apple's documentation writes them: compiled against the
        // stand-ins here and against Tests/AppleDeclarations by .ci/apple-declarations, so a drift breaks one of them.
        .testTarget(name: "AppleFidelityTests", dependencies: ["ConformanceEngine", interfaces]),
        .testTarget(
            name: "ModuleConformanceTests",
            dependencies: ["ModuleConformance", "ConformanceEngine", "ConformanceCertification", "HarnessJournal", "ReferenceInvariants",
                           "ConformanceTestSupport", "ReferenceVectors", interfaces, "selftest-harness",
                           "selftest-premain-harness"]
        ),
    ]
)

if sdkPath == nil {
    // Portable declaration of the documented module interfaces, with Apple stand-ins off Apple.
    package.products.insert(.library(name: "Q2ModuleInterfaces", targets: ["Q2ModuleInterfaces"]), at: 0)
    package.targets.insert(.target(name: "Q2ModuleInterfaces", dependencies: appleFrameworks), at: 0)
}
