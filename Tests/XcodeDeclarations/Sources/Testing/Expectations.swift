// Swift Testing's expectation macros #expect and #require, as Swift Testing 6.0 (Xcode 16.0) declares them publicly.
// For compile checks only (the iOS SDK build, .ci/apple-sdk): nothing built against this module runs. Written from the
// swift-6.0-RELEASE sources of swiftlang/swift-testing and Apple's documentation.
//
// The macros name the same implementation types as Swift Testing 6.0 (module "TestingMacros"); the toolchain's own
// plugin (6.3) still provides every one of them and expands them to the functions in MacroEntryPoints.swift. As in
// 6.0, `#expect(throws:)` and `#require(throws:)` return nothing: returning the caught error came with 6.1. The exit
// test forms (`#expect(exitsWith:)`) were `@_spi(Experimental)` in 6.0 and are not declared.

// MARK: - Boolean conditions

/// Checks that a condition is true; records an issue if it is not.
@freestanding(expression) public macro expect(
    _ condition: Bool,
    _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) = #externalMacro(module: "TestingMacros", type: "ExpectMacro")

/// Checks that a condition is true; records an issue and throws if it is not.
@freestanding(expression) public macro require(
    _ condition: Bool,
    _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) = #externalMacro(module: "TestingMacros", type: "RequireMacro")

// MARK: - Optional unwrapping

/// Unwraps an optional value; records an issue and throws if it is nil.
@freestanding(expression) public macro require<T>(
    _ optionalValue: T?,
    _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> T = #externalMacro(module: "TestingMacros", type: "RequireMacro")

/// Unwraps an optional Boolean value (diagnosed as ambiguous unless the argument is an explicit `as?` cast).
@freestanding(expression)
@_documentation(visibility: private)
public macro require(
    _ optionalValue: Bool?,
    _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool = #externalMacro(module: "TestingMacros", type: "AmbiguousRequireMacro")

// MARK: - Matching errors by type

/// Checks that the expression throws an error of the given type.
@freestanding(expression) public macro expect<E, R>(
    throws errorType: E.Type,
    _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    performing expression: () async throws -> R
) = #externalMacro(module: "TestingMacros", type: "ExpectMacro") where E: Error

/// Checks that the expression throws no error (`throws: Never.self`).
@freestanding(expression) public macro expect<R>(
    throws _: Never.Type,
    _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    performing expression: () async throws -> R
) = #externalMacro(module: "TestingMacros", type: "ExpectMacro")

/// Checks that the expression throws an error of the given type; throws if it does not.
@freestanding(expression) public macro require<E, R>(
    throws errorType: E.Type,
    _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    performing expression: () async throws -> R
) = #externalMacro(module: "TestingMacros", type: "RequireMacro") where E: Error

/// Checks that the expression throws no error; redundant, hence deprecated.
@available(*, deprecated, message: "try #require(throws: Never.self) is redundant. Invoke non-throwing test code directly instead.")
@freestanding(expression) public macro require<R>(
    throws _: Never.Type,
    _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    performing expression: () async throws -> R
) = #externalMacro(module: "TestingMacros", type: "RequireMacro")

// MARK: - Matching instances of equatable errors

/// Checks that the expression throws an error equal to the given one.
@freestanding(expression) public macro expect<E, R>(
    throws error: E,
    _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    performing expression: () async throws -> R
) = #externalMacro(module: "TestingMacros", type: "ExpectMacro") where E: Error & Equatable

/// Checks that the expression throws an error equal to the given one; throws if it does not.
@freestanding(expression) public macro require<E, R>(
    throws error: E,
    _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    performing expression: () async throws -> R
) = #externalMacro(module: "TestingMacros", type: "RequireMacro") where E: Error & Equatable

// MARK: - Arbitrary error matching

/// Checks that the expression throws an error the matcher accepts.
@freestanding(expression) public macro expect<R>(
    _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    performing expression: () async throws -> R,
    throws errorMatcher: (any Error) async throws -> Bool
) = #externalMacro(module: "TestingMacros", type: "ExpectMacro")

/// Checks that the expression throws an error the matcher accepts; throws if it does not.
@freestanding(expression) public macro require<R>(
    _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    performing expression: () async throws -> R,
    throws errorMatcher: (any Error) async throws -> Bool
) = #externalMacro(module: "TestingMacros", type: "RequireMacro")
