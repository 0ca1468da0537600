// The underscored entry points that the toolchain's TestingMacros plugin (Swift Testing 6.3, at
// /opt/swift/usr/lib/swift/host/plugins/libTestingMacros.so) expands @Test, @Suite, @Tag, #expect, #require and
// #_sourceLocation to. They are NOT public API of Xcode 16.0 (Swift Testing 6.0): they are what the 6.3 plugin's
// expansions call, declared so that a client of this stand-in builds with the plugin that ios-build can load. For
// compile checks only: nothing built against this module runs, and every body is fatalError() or trivial.
//
// Written from the expansions the plugin produces (`swiftc -typecheck -Xfrontend -dump-macro-expansions`) and the
// swift-6.3.1-RELEASE sources of swiftlang/swift-testing (Sources/TestingMacros, and Sources/Testing's
// Test+Macro.swift, Discovery+Macro.swift, Test+Discovery.swift, Expectations/ExpectationChecking+Macro.swift,
// SourceAttribution/*+Macro.swift, Traits/*+Macro.swift, Support/Additions/ResultAdditions.swift).
//
// Where 6.3's declaration and 6.0's differ, the shape here is the one that lets the 6.3 expansion type-check against
// the 6.0 macro signatures in Expectations.swift and Test.swift:
// - `__checkClosureCall(throws:...)` returns `Result<Void, any Error>` as in 6.0 (6.3 returns the caught error,
//   which its `#expect(throws:)` returns since 6.1), and `Result.__expected()` is unconstrained as in 6.0.
// - `Test.__function(in:)` and `Test.__type(_:)` take `Any.Type` as in 6.0 (6.3 takes a generic `S.Type` with
//   `S: ~Copyable & ~Escapable`); the plugin passes `T.self` or `nil as Swift.Never.Type?`, both of which convert.
// - `__requiringAwait` has no `isolation: isolated (any Actor)? = #isolation` parameter: the iOS 16.5 SDK's
//   _Concurrency (Swift 5.8) declares no `#isolation` macro. It takes and returns its value `sending` instead, so
//   that a fresh suite instance may cross into it and back in Swift 6 mode.
// - The accessor's last parameter (`reserved`, a `UInt` in 6.3) has an `@unsafe` type on Apple platforms, so that
//   the plugin's `unsafe` around the accessor call does not warn with the iOS 16.5 SDK (see below).
// `__requiringUnsafe` is `@unsafe` as in 6.3, which is what makes the `unsafe` before every thunk call valid.

#if _runtime(_ObjC)
public import ObjectiveC
#endif

// MARK: - Test declarations (@Test, @Suite)

#if _runtime(_ObjC)
public typealias __XCTestCompatibleSelector = Selector
#else
public typealias __XCTestCompatibleSelector = Never
#endif

public func __xcTestCompatibleSelector(_ selector: String) -> __XCTestCompatibleSelector? {
    declarationOnly()
}

extension Test {
    public typealias __Parameter = (firstName: String, secondName: String?, type: Any.Type)

    public static func __type(
        _ containingType: Any.Type,
        displayName: String? = nil,
        traits: [any SuiteTrait],
        sourceLocation: SourceLocation
    ) -> Self {
        declarationOnly()
    }

    public static func __function(
        named testFunctionName: String,
        in containingType: Any.Type?,
        xcTestCompatibleSelector: __XCTestCompatibleSelector?,
        displayName: String? = nil,
        traits: [any TestTrait],
        sourceLocation: SourceLocation,
        parameters: [__Parameter] = [],
        testFunction: @escaping @Sendable () async throws -> Void
    ) -> Self {
        declarationOnly()
    }

    public static func __function<C>(
        named testFunctionName: String,
        in containingType: Any.Type?,
        xcTestCompatibleSelector: __XCTestCompatibleSelector?,
        displayName: String? = nil,
        traits: [any TestTrait],
        arguments collection: @escaping @Sendable () async throws -> C,
        sourceLocation: SourceLocation,
        parameters paramTuples: [__Parameter],
        testFunction: @escaping @Sendable (C.Element) async throws -> Void
    ) -> Self where C: Collection & Sendable, C.Element: Sendable {
        declarationOnly()
    }

    public static func __function<C1, C2>(
        named testFunctionName: String,
        in containingType: Any.Type?,
        xcTestCompatibleSelector: __XCTestCompatibleSelector?,
        displayName: String? = nil,
        traits: [any TestTrait],
        arguments collection1: @escaping @Sendable () async throws -> C1,
        _ collection2: @escaping @Sendable () async throws -> C2,
        sourceLocation: SourceLocation,
        parameters paramTuples: [__Parameter],
        testFunction: @escaping @Sendable (C1.Element, C2.Element) async throws -> Void
    ) -> Self where C1: Collection & Sendable, C1.Element: Sendable, C2: Collection & Sendable, C2.Element: Sendable {
        declarationOnly()
    }

    public static func __function<C, E1, E2>(
        named testFunctionName: String,
        in containingType: Any.Type?,
        xcTestCompatibleSelector: __XCTestCompatibleSelector?,
        displayName: String? = nil,
        traits: [any TestTrait],
        arguments collection: @escaping @Sendable () async throws -> C,
        sourceLocation: SourceLocation,
        parameters paramTuples: [__Parameter],
        testFunction: @escaping @Sendable ((E1, E2)) async throws -> Void
    ) -> Self where C: Collection & Sendable, C.Element == (E1, E2), E1: Sendable, E2: Sendable {
        declarationOnly()
    }

    public static func __function<Key, Value>(
        named testFunctionName: String,
        in containingType: Any.Type?,
        xcTestCompatibleSelector: __XCTestCompatibleSelector?,
        displayName: String? = nil,
        traits: [any TestTrait],
        arguments dictionary: @escaping @Sendable () async throws -> Dictionary<Key, Value>,
        sourceLocation: SourceLocation,
        parameters paramTuples: [__Parameter],
        testFunction: @escaping @Sendable ((Key, Value)) async throws -> Void
    ) -> Self where Key: Sendable, Value: Sendable {
        declarationOnly()
    }

    public static func __function<C1, C2>(
        named testFunctionName: String,
        in containingType: Any.Type?,
        xcTestCompatibleSelector: __XCTestCompatibleSelector?,
        displayName: String? = nil,
        traits: [any TestTrait],
        arguments zippedCollections: @escaping @Sendable () async throws -> Zip2Sequence<C1, C2>,
        sourceLocation: SourceLocation,
        parameters paramTuples: [__Parameter],
        testFunction: @escaping @Sendable (C1.Element, C2.Element) async throws -> Void
    ) -> Self where C1: Collection & Sendable, C1.Element: Sendable, C2: Collection & Sendable, C2.Element: Sendable {
        declarationOnly()
    }
}

// The thunks the plugin generates wrap every call as
// `unsafe try await Testing.__requiringUnsafe(Testing.__requiringTry(Testing.__requiringAwait(call)))`, so that the
// keywords are valid whatever the called function's effects are.

@inlinable public func __requiringTry<T>(_ value: consuming T) throws -> T {
    value
}

@inlinable public func __requiringAwait<T>(_ value: consuming sending T) async -> sending T {
    value
}

@unsafe @inlinable public func __requiringUnsafe<T>(_ value: consuming T) -> T {
    value
}

/// The isolation a synchronous, non-isolated test function runs in: the default argument of the `isolated`
/// parameter the plugin gives its inner thunk.
public var __defaultSynchronousIsolationContext: (any Actor)? {
    declarationOnly()
}

/// Called from the thunk of a test method of a class, so that XCTest could take over an `XCTestCase` method.
public func __invokeXCTestMethod<T>(
    _ selector: __XCTestCompatibleSelector?,
    onInstanceOf type: T.Type,
    sourceLocation: SourceLocation
) async throws -> Bool {
    declarationOnly()
}

public func __invokeXCTestMethod<T>(
    _ selector: __XCTestCompatibleSelector?,
    onInstanceOf xcTestSubclass: T.Type,
    sourceLocation: SourceLocation
) async throws -> Bool where T: AnyObject {
    declarationOnly()
}

// MARK: - Test discovery records

/// The type of a test content record accessor's last parameter. Swift Testing 6.3 declares it `UInt` ("reserved",
/// always 0). Here, on Apple platforms, it is an `@unsafe @objc` enum with the same layout, for one reason: the plugin
/// wraps the record's accessor call in `unsafe`, which a 6.3 compiler accepts silently only when the call involves an
/// unsafe type. Apple's newer SDKs mark the `Unsafe*Pointer` parameters `@unsafe`; the iOS 16.5 SDK's standard library
/// (Swift 5.8) does not, so every @Test and @Suite would warn "no unsafe operations occur within 'unsafe' expression".
/// An `@objc` enum is representable in a `@convention(c)` type and can be marked `@unsafe`. Nothing a test's source
/// can name changes.
#if _runtime(_ObjC)
@unsafe @objc public enum __TestContentRecordReserved: UInt {
    case zero = 0
}
#else
public typealias __TestContentRecordReserved = UInt
#endif

/// The accessor of a test content record (6.3's `Discovery+Macro.swift`).
public typealias __TestContentRecordAccessor = @convention(c) (
    _ outValue: UnsafeMutableRawPointer,
    _ type: UnsafeRawPointer,
    _ hint: UnsafeRawPointer?,
    _ reserved: __TestContentRecordReserved
) -> CBool

/// A test content record, which the plugin emits into the `__DATA_CONST,__swift5_tests` section on Mach-O
/// (`swift5_tests` on ELF) with `@section` and `@used`.
public typealias __TestContentRecord = (
    kind: UInt32,
    reserved1: UInt32,
    accessor: __TestContentRecordAccessor,
    context: UInt,
    reserved2: UInt
)

extension Test {
    /// Stores a test generator into a test content record's out-value.
    public static func __store(
        _ generator: @escaping @Sendable () async -> Test,
        into outValue: UnsafeMutableRawPointer,
        asTypeAt typeAddress: UnsafeRawPointer
    ) -> CBool {
        declarationOnly()
    }
}

/// A diagnostic the plugin attaches to a declaration when the target's object format has no known test content
/// section (not the case for Mach-O or ELF). Swift Testing 6.3's pragma macro.
@attached(peer) public macro __testing(
    semantics arguments: _const String...
) = #externalMacro(module: "TestingMacros", type: "PragmaMacro")

@attached(peer) public macro __testing(
    warning message: _const String
) = #externalMacro(module: "TestingMacros", type: "PragmaMacro")

// MARK: - SwiftPM's generated test runner (`swift build --build-tests`)

// Not macro expansions: the `runner.swift` SwiftPM generates for a test target calls
// `await Testing.__swiftPMEntryPoint() as Never`. Swift Testing 6.0 and 6.3 both declare these two overloads; the
// arguments type is reduced to a name here.

/// Command-line arguments for the testing library's entry points (a Codable structure in the real library).
public struct __CommandLineArguments_v0: Sendable {}

public func __swiftPMEntryPoint(passing args: __CommandLineArguments_v0? = nil) async -> CInt {
    declarationOnly()
}

public func __swiftPMEntryPoint(passing args: __CommandLineArguments_v0? = nil) async -> Never {
    declarationOnly()
}

// MARK: - Source locations (#_sourceLocation, and the locations of attributes)

extension SourceLocation {
    public static func __here(
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) -> Self {
        Self(__uncheckedFileID: fileID, filePath: filePath, line: line, column: column)
    }

    public init(__uncheckedFileID fileID: String, filePath: String, line: Int, column: Int) {
        self.init(fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

// MARK: - Comments and availability of @Test functions, as traits

extension Trait where Self == Comment {
    public static func __line(_ comment: String) -> Self { declarationOnly() }
    public static func __block(_ comment: String) -> Self { declarationOnly() }
    public static func __documentationLine(_ comment: String) -> Self { declarationOnly() }
    public static func __documentationBlock(_ comment: String) -> Self { declarationOnly() }
}

extension Trait where Self == ConditionTrait {
    public static func __available(
        _ platformName: String,
        introduced version: (major: UInt64, minor: UInt64?, patch: UInt64?)?,
        message: Comment?,
        sourceLocation: SourceLocation,
        _ condition: @escaping @Sendable () -> Bool
    ) -> Self {
        declarationOnly()
    }

    public static func __available(
        _ platformName: String,
        obsoleted version: (major: UInt64, minor: UInt64?, patch: UInt64?)?,
        message: Comment?,
        sourceLocation: SourceLocation,
        _ condition: @escaping @Sendable () -> Bool
    ) -> Self {
        declarationOnly()
    }

    public static func __unavailable(message: Comment?, sourceLocation: SourceLocation) -> Self {
        declarationOnly()
    }

    public static func __unavailableInEmbedded(sourceLocation: SourceLocation) -> Self {
        declarationOnly()
    }
}

// MARK: - Tags (@Tag)

extension Tag {
    public static func __fromStaticMember(of type: Any.Type, _ name: _const String) -> Self {
        declarationOnly()
    }
}

// MARK: - Captured expressions (#expect, #require)

/// The source code of a checked expression, as the plugin captures it.
public struct __Expression: Sendable {
    public static func __fromSyntaxNode(_ syntaxNode: String) -> Self { declarationOnly() }

    public static func __fromStringLiteral(_ sourceCode: String, _ stringValue: String) -> Self { declarationOnly() }

    public static func __fromBinaryOperation(_ lhs: Self, _ op: String, _ rhs: Self) -> Self { declarationOnly() }

    public static func __fromFunctionCall(_ value: Self?, _ functionName: String,
                                          _ arguments: (label: String?, value: Self)...) -> Self {
        declarationOnly()
    }

    public static func __fromPropertyAccess(_ value: Self, _ keyPath: Self) -> Self { declarationOnly() }

    public static func __fromNegation(_ expression: Self, _ isParenthetical: Bool) -> Self { declarationOnly() }
}

// MARK: - Checks (#expect, #require)

extension Result {
    /// Ends an `#expect` expansion. Unconstrained and returning nothing, as in 6.0.
    @inlinable public func __expected() {}

    /// Ends a `#require` expansion: the checked value, or the failure thrown.
    @inlinable public func __required() throws -> Success {
        try get()
    }
}

public func __checkValue(
    _ condition: Bool,
    expression: __Expression,
    comments: @autoclosure () -> [Comment],
    isRequired: Bool,
    sourceLocation: SourceLocation
) -> Result<Void, any Error> {
    declarationOnly()
}

public func __checkValue<T>(
    _ optionalValue: T?,
    expression: __Expression,
    comments: @autoclosure () -> [Comment],
    isRequired: Bool,
    sourceLocation: SourceLocation
) -> Result<T, any Error> {
    declarationOnly()
}

// Binary operators: `#expect(a == b)` expands to `__checkBinaryOperation(a, { $0 == $1() }, b, ...)`.

public func __checkBinaryOperation<T, U>(
    _ lhs: T, _ op: (T, () -> U) -> Bool, _ rhs: @autoclosure () -> U,
    expression: __Expression,
    comments: @autoclosure () -> [Comment],
    isRequired: Bool,
    sourceLocation: SourceLocation
) -> Result<Void, any Error> {
    declarationOnly()
}

public func __checkBinaryOperation<T>(
    _ lhs: T, _ op: (T, () -> T) -> Bool, _ rhs: @autoclosure () -> T,
    expression: __Expression,
    comments: @autoclosure () -> [Comment],
    isRequired: Bool,
    sourceLocation: SourceLocation
) -> Result<Void, any Error> where T: BidirectionalCollection, T.Element: Equatable {
    declarationOnly()
}

public func __checkBinaryOperation(
    _ lhs: String, _ op: (String, () -> String) -> Bool, _ rhs: @autoclosure () -> String,
    expression: __Expression,
    comments: @autoclosure () -> [Comment],
    isRequired: Bool,
    sourceLocation: SourceLocation
) -> Result<Void, any Error> {
    declarationOnly()
}

public func __checkBinaryOperation<T>(
    _ lhs: T?, _ op: (T?, () -> T?) -> T?, _ rhs: @autoclosure () -> T?,
    expression: __Expression,
    comments: @autoclosure () -> [Comment],
    isRequired: Bool,
    sourceLocation: SourceLocation
) -> Result<T, any Error> {
    declarationOnly()
}

// Function calls: `#expect(x.f(a))` expands to `__checkFunctionCall(x, calling: { $0.f($1) }, a, ...)`.

public func __checkFunctionCall<T, each U>(
    _ lhs: T, calling functionCall: (T, repeat each U) throws -> Bool, _ arguments: repeat each U,
    expression: __Expression,
    comments: @autoclosure () -> [Comment],
    isRequired: Bool,
    sourceLocation: SourceLocation
) rethrows -> Result<Void, any Error> {
    declarationOnly()
}

public func __checkFunctionCall<T, Arg0>(
    _ lhs: T, calling functionCall: (T, Arg0) throws -> Bool, _ argument0: Arg0,
    expression: __Expression,
    comments: @autoclosure () -> [Comment],
    isRequired: Bool,
    sourceLocation: SourceLocation
) rethrows -> Result<Void, any Error> {
    declarationOnly()
}

public func __checkFunctionCall<T, Arg0, Arg1>(
    _ lhs: T, calling functionCall: (T, Arg0, Arg1) throws -> Bool, _ argument0: Arg0, _ argument1: Arg1,
    expression: __Expression,
    comments: @autoclosure () -> [Comment],
    isRequired: Bool,
    sourceLocation: SourceLocation
) rethrows -> Result<Void, any Error> {
    declarationOnly()
}

public func __checkFunctionCall<T, Arg0, Arg1, Arg2>(
    _ lhs: T, calling functionCall: (T, Arg0, Arg1, Arg2) throws -> Bool,
    _ argument0: Arg0, _ argument1: Arg1, _ argument2: Arg2,
    expression: __Expression,
    comments: @autoclosure () -> [Comment],
    isRequired: Bool,
    sourceLocation: SourceLocation
) rethrows -> Result<Void, any Error> {
    declarationOnly()
}

public func __checkFunctionCall<T, Arg0, Arg1, Arg2, Arg3>(
    _ lhs: T, calling functionCall: (T, Arg0, Arg1, Arg2, Arg3) throws -> Bool,
    _ argument0: Arg0, _ argument1: Arg1, _ argument2: Arg2, _ argument3: Arg3,
    expression: __Expression,
    comments: @autoclosure () -> [Comment],
    isRequired: Bool,
    sourceLocation: SourceLocation
) rethrows -> Result<Void, any Error> {
    declarationOnly()
}

public func __checkInoutFunctionCall<T, U>(
    _ lhs: T, calling functionCall: (T, inout U) throws -> Bool, _ arguments: inout U,
    expression: __Expression,
    comments: @autoclosure () -> [Comment],
    isRequired: Bool,
    sourceLocation: SourceLocation
) rethrows -> Result<Void, any Error> {
    declarationOnly()
}

public func __checkFunctionCall<T, each U, R>(
    _ lhs: T, calling functionCall: (T, repeat each U) throws -> R?, _ arguments: repeat each U,
    expression: __Expression,
    comments: @autoclosure () -> [Comment],
    isRequired: Bool,
    sourceLocation: SourceLocation
) rethrows -> Result<R, any Error> {
    declarationOnly()
}

public func __checkFunctionCall<T, Arg0, R>(
    _ lhs: T, calling functionCall: (T, Arg0) throws -> R?, _ argument0: Arg0,
    expression: __Expression,
    comments: @autoclosure () -> [Comment],
    isRequired: Bool,
    sourceLocation: SourceLocation
) rethrows -> Result<R, any Error> {
    declarationOnly()
}

public func __checkFunctionCall<T, Arg0, Arg1, R>(
    _ lhs: T, calling functionCall: (T, Arg0, Arg1) throws -> R?, _ argument0: Arg0, _ argument1: Arg1,
    expression: __Expression,
    comments: @autoclosure () -> [Comment],
    isRequired: Bool,
    sourceLocation: SourceLocation
) rethrows -> Result<R, any Error> {
    declarationOnly()
}

public func __checkFunctionCall<T, Arg0, Arg1, Arg2, R>(
    _ lhs: T, calling functionCall: (T, Arg0, Arg1, Arg2) throws -> R?,
    _ argument0: Arg0, _ argument1: Arg1, _ argument2: Arg2,
    expression: __Expression,
    comments: @autoclosure () -> [Comment],
    isRequired: Bool,
    sourceLocation: SourceLocation
) rethrows -> Result<R, any Error> {
    declarationOnly()
}

public func __checkFunctionCall<T, Arg0, Arg1, Arg2, Arg3, R>(
    _ lhs: T, calling functionCall: (T, Arg0, Arg1, Arg2, Arg3) throws -> R?,
    _ argument0: Arg0, _ argument1: Arg1, _ argument2: Arg2, _ argument3: Arg3,
    expression: __Expression,
    comments: @autoclosure () -> [Comment],
    isRequired: Bool,
    sourceLocation: SourceLocation
) rethrows -> Result<R, any Error> {
    declarationOnly()
}

public func __checkInoutFunctionCall<T, U, R>(
    _ lhs: T, calling functionCall: (T, inout U) throws -> R?, _ arguments: inout U,
    expression: __Expression,
    comments: @autoclosure () -> [Comment],
    isRequired: Bool,
    sourceLocation: SourceLocation
) rethrows -> Result<R, any Error> {
    declarationOnly()
}

// Property access: `#expect(x.isEmpty)` expands to `__checkPropertyAccess(x, getting: { $0.isEmpty }, ...)`.

public func __checkPropertyAccess<T>(
    _ lhs: T, getting memberAccess: (T) -> Bool,
    expression: __Expression,
    comments: @autoclosure () -> [Comment],
    isRequired: Bool,
    sourceLocation: SourceLocation
) -> Result<Void, any Error> {
    declarationOnly()
}

public func __checkPropertyAccess<T, U>(
    _ lhs: T, getting memberAccess: (T) -> U?,
    expression: __Expression,
    comments: @autoclosure () -> [Comment],
    isRequired: Bool,
    sourceLocation: SourceLocation
) -> Result<U, any Error> {
    declarationOnly()
}

// Casts: `#expect(x is T)` and `#require(x as? T)`.

public func __checkCast<V, T>(
    _ value: V,
    is _: T.Type,
    expression: __Expression,
    comments: @autoclosure () -> [Comment],
    isRequired: Bool,
    sourceLocation: SourceLocation
) -> Result<Void, any Error> {
    declarationOnly()
}

public func __checkCast<V, T>(
    _ value: V,
    as _: T.Type,
    expression: __Expression,
    comments: @autoclosure () -> [Comment],
    isRequired: Bool,
    sourceLocation: SourceLocation
) -> Result<T, any Error> {
    declarationOnly()
}

// Thrown errors: `#expect(throws: E.self) { ... }` and friends expand to `__checkClosureCall(...)`.

public func __checkClosureCall<E>(
    throws errorType: E.Type,
    performing body: () throws -> some Any,
    expression: __Expression,
    comments: @autoclosure () -> [Comment],
    isRequired: Bool,
    sourceLocation: SourceLocation
) -> Result<Void, any Error> where E: Error {
    declarationOnly()
}

public func __checkClosureCall<E>(
    throws errorType: E.Type,
    performing body: () async throws -> some Any,
    expression: __Expression,
    comments: @autoclosure () -> [Comment],
    isRequired: Bool,
    sourceLocation: SourceLocation
) async -> Result<Void, any Error> where E: Error {
    declarationOnly()
}

public func __checkClosureCall(
    throws _: Never.Type,
    performing body: () throws -> some Any,
    expression: __Expression,
    comments: @autoclosure () -> [Comment],
    isRequired: Bool,
    sourceLocation: SourceLocation
) -> Result<Void, any Error> {
    declarationOnly()
}

public func __checkClosureCall(
    throws _: Never.Type,
    performing body: () async throws -> some Any,
    expression: __Expression,
    comments: @autoclosure () -> [Comment],
    isRequired: Bool,
    sourceLocation: SourceLocation
) async -> Result<Void, any Error> {
    declarationOnly()
}

public func __checkClosureCall<E>(
    throws error: E,
    performing body: () throws -> some Any,
    expression: __Expression,
    comments: @autoclosure () -> [Comment],
    isRequired: Bool,
    sourceLocation: SourceLocation
) -> Result<Void, any Error> where E: Error & Equatable {
    declarationOnly()
}

public func __checkClosureCall<E>(
    throws error: E,
    performing body: () async throws -> some Any,
    expression: __Expression,
    comments: @autoclosure () -> [Comment],
    isRequired: Bool,
    sourceLocation: SourceLocation
) async -> Result<Void, any Error> where E: Error & Equatable {
    declarationOnly()
}

public func __checkClosureCall<R>(
    performing body: () throws -> R,
    throws errorMatcher: (any Error) throws -> Bool,
    expression: __Expression,
    comments: @autoclosure () -> [Comment],
    isRequired: Bool,
    sourceLocation: SourceLocation
) -> Result<Void, any Error> {
    declarationOnly()
}

public func __checkClosureCall<R>(
    performing body: () async throws -> R,
    throws errorMatcher: (any Error) async throws -> Bool,
    expression: __Expression,
    comments: @autoclosure () -> [Comment],
    isRequired: Bool,
    sourceLocation: SourceLocation
) async -> Result<Void, any Error> {
    declarationOnly()
}
