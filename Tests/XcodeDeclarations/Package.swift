// swift-tools-version: 6.0
// Declarations of the parts of XCTest and Swift Testing that a module author's tests and the kit use, as the OLDEST
// Xcode the kit supports ships them: Xcode 16.0 (XCTest of Xcode 16, Swift Testing 6.0). For compile checks only.
//
// Both frameworks ship with Xcode, not with the iOS SDK, so a target that imports them cannot be built by
// .ci/apple-sdk against the SDK alone. A package under test depends on this one by path and builds
// against these modules instead. Nothing built this way runs: every body is fatalError() or trivial.
//
// The macros (@Test, @Suite, #expect, #require, #_sourceLocation, @Tag) are declared with the same
// #externalMacro(module: "TestingMacros", type: ...) names as the real framework, and are expanded by the toolchain's
// own plugin (Swift Testing 6.3). Sources/Testing/MacroEntryPoints.swift declares the underscored functions and types
// that plugin's expansions call; they are not public API of Xcode 16.
import PackageDescription

let package = Package(
    name: "XcodeDeclarations",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "XCTest", targets: ["XCTest"]),
        .library(name: "Testing", targets: ["Testing"]),
    ],
    targets: [
        .target(name: "XCTest"),
        .target(name: "Testing"),
    ]
)
