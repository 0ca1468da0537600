// Swift Testing's Test type and its declaration macros @Test and @Suite, as Swift Testing 6.0 (Xcode 16.0) declares
// them publicly. For compile checks only (the iOS SDK build, .ci/apple-sdk): nothing built against this module runs,
// and every body is fatalError() or trivial. Written from the swift-6.0-RELEASE sources of swiftlang/swift-testing
// and Apple's documentation; `@_spi` declarations of that release are left out.
//
// The macros name the same implementation types as the real framework (module "TestingMacros"), so the toolchain's
// own plugin expands them; what the expansions call is in MacroEntryPoints.swift.

// MARK: - Test

/// A test or a suite.
public struct Test: Sendable {
    /// The test's name: the function's or type's name as written.
    public var name: String

    /// The test's display name, if it has one.
    public var displayName: String?

    /// The test's traits.
    public var traits: [any Trait]

    /// Where the test is declared.
    public var sourceLocation: SourceLocation

    /// Whether the test is parameterized.
    public var isParameterized: Bool { declarationOnly() }

    /// Whether the test is a suite.
    public var isSuite: Bool { declarationOnly() }

    /// The test that is running on the current task, if any.
    public static var current: Self? { declarationOnly() }

    /// One test case of a test: one combination of its arguments, or its only case.
    public struct Case: Sendable {
        /// Whether the test case has arguments.
        public var isParameterized: Bool { declarationOnly() }

        /// The test case that is running on the current task, if any.
        public static var current: Self? { declarationOnly() }
    }
}

extension Test: Equatable, Hashable {
    public static func == (lhs: Test, rhs: Test) -> Bool { declarationOnly() }
    public func hash(into hasher: inout Hasher) { declarationOnly() }
}

extension Test: Identifiable {
    /// The identity of a test.
    public struct ID: Sendable, Equatable, Hashable {
        /// The name of the module containing the test.
        public var moduleName: String
        /// The names of the test's enclosing types and the test itself.
        public var nameComponents: [String]
        /// Where the test is declared, for a test function.
        public var sourceLocation: SourceLocation?
        /// The identity of the enclosing suite, if any.
        public var parent: ID? { declarationOnly() }
    }

    public var id: ID { declarationOnly() }
}

extension Test.ID: CustomStringConvertible {
    public var description: String { declarationOnly() }
}

extension Test {
    /// The comments attached to the test as traits and as source comments.
    public var comments: [Comment] { declarationOnly() }

    /// The tags of the test.
    public var tags: Set<Tag> { declarationOnly() }

    /// The bugs associated with the test.
    public var associatedBugs: [Bug] { declarationOnly() }
}

@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
extension Test {
    /// The shortest time limit of the test's traits, if any.
    public var timeLimit: Duration? { declarationOnly() }
}

// MARK: - @Suite

// Xcode 16.0's Swift Testing declares @Suite `@attached(member) @attached(peer)`. The toolchain's 6.3 plugin
// implements SuiteDeclarationMacro as a peer macro only, so the member role cannot be declared here: a member role
// with no MemberMacro conformance fails every expansion. The member role emitted only discovery metadata that
// nothing in a test's source can reference, so no client code compiles differently.

/// Declares a test suite (without a display name).
@attached(peer)
@_documentation(visibility: private)
public macro Suite(
    _ traits: any SuiteTrait...
) = #externalMacro(module: "TestingMacros", type: "SuiteDeclarationMacro")

/// Declares a test suite.
@attached(peer) public macro Suite(
    _ displayName: _const String? = nil,
    _ traits: any SuiteTrait...
) = #externalMacro(module: "TestingMacros", type: "SuiteDeclarationMacro")

// MARK: - @Test

/// Declares a test (without a display name).
@attached(peer)
@_documentation(visibility: private)
public macro Test(
    _ traits: any TestTrait...
) = #externalMacro(module: "TestingMacros", type: "TestDeclarationMacro")

/// Declares a test.
@attached(peer) public macro Test(
    _ displayName: _const String? = nil,
    _ traits: any TestTrait...
) = #externalMacro(module: "TestingMacros", type: "TestDeclarationMacro")

/// Declares a test parameterized over a collection (without a display name).
@attached(peer)
@_documentation(visibility: private)
public macro Test<C>(
    _ traits: any TestTrait...,
    arguments collection: C
) = #externalMacro(module: "TestingMacros", type: "TestDeclarationMacro")
    where C: Collection & Sendable, C.Element: Sendable

/// Declares a test parameterized over a collection.
@attached(peer) public macro Test<C>(
    _ displayName: _const String? = nil,
    _ traits: any TestTrait...,
    arguments collection: C
) = #externalMacro(module: "TestingMacros", type: "TestDeclarationMacro")
    where C: Collection & Sendable, C.Element: Sendable

/// Declares a test parameterized over every combination of two collections (without a display name).
@attached(peer)
@_documentation(visibility: private)
public macro Test<C1, C2>(
    _ traits: any TestTrait...,
    arguments collection1: C1, _ collection2: C2
) = #externalMacro(module: "TestingMacros", type: "TestDeclarationMacro")
    where C1: Collection & Sendable, C1.Element: Sendable, C2: Collection & Sendable, C2.Element: Sendable

/// Declares a test parameterized over every combination of two collections.
@attached(peer) public macro Test<C1, C2>(
    _ displayName: _const String? = nil,
    _ traits: any TestTrait...,
    arguments collection1: C1, _ collection2: C2
) = #externalMacro(module: "TestingMacros", type: "TestDeclarationMacro")
    where C1: Collection & Sendable, C1.Element: Sendable, C2: Collection & Sendable, C2.Element: Sendable

/// Declares a test parameterized over pairs of elements of two zipped collections (without a display name).
@attached(peer)
@_documentation(visibility: private)
public macro Test<C1, C2>(
    _ traits: any TestTrait...,
    arguments zippedCollections: Zip2Sequence<C1, C2>
) = #externalMacro(module: "TestingMacros", type: "TestDeclarationMacro")
    where C1: Collection & Sendable, C1.Element: Sendable, C2: Collection & Sendable, C2.Element: Sendable

/// Declares a test parameterized over pairs of elements of two zipped collections.
@attached(peer) public macro Test<C1, C2>(
    _ displayName: _const String? = nil,
    _ traits: any TestTrait...,
    arguments zippedCollections: Zip2Sequence<C1, C2>
) = #externalMacro(module: "TestingMacros", type: "TestDeclarationMacro")
    where C1: Collection & Sendable, C1.Element: Sendable, C2: Collection & Sendable, C2.Element: Sendable
