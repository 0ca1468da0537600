// Swift Testing's traits (Trait, TestTrait, SuiteTrait, tags, conditions, .serialized, .timeLimit, .bug) and the @Tag
// macro, as Swift Testing 6.0 (Xcode 16.0) declares them publicly. For compile checks only
// (the iOS SDK build, .ci/apple-sdk): nothing built against this module runs, and every body is fatalError() or trivial.
// Written from the swift-6.0-RELEASE sources of swiftlang/swift-testing and Apple's documentation; `@_spi`
// declarations of that release (`.comment(_:)`, the predefined color tags, custom execution traits) are left out,
// and so is what came later (TestScoping and `.serialized` hooks of 6.1, IssueHandlingTrait of 6.2, ...).

// MARK: - Trait

/// A trait that can be added to a test or a suite.
public protocol Trait: Sendable {
    /// Prepares the trait for the test before it runs; throws to skip the test.
    func prepare(for test: Test) async throws

    /// The comments the trait contributes to the test.
    var comments: [Comment] { get }
}

/// A trait that can be added to a test function.
public protocol TestTrait: Trait {}

/// A trait that can be added to a suite.
public protocol SuiteTrait: Trait {
    /// Whether the trait applies to the suite's tests and nested suites too.
    var isRecursive: Bool { get }
}

extension Trait {
    public func prepare(for test: Test) async throws {}

    public var comments: [Comment] { [] }
}

extension SuiteTrait {
    public var isRecursive: Bool { false }
}

// MARK: - Tags

/// A tag that can be applied to tests and suites with `.tags(...)`, declared with `@Tag`.
public struct Tag: Sendable {}

extension Tag: CustomStringConvertible {
    public var description: String { declarationOnly() }
}

extension Tag: Equatable, Hashable, Comparable {
    public static func < (lhs: Tag, rhs: Tag) -> Bool { declarationOnly() }
}

extension Tag: Codable, CodingKeyRepresentable {
    public init(from decoder: any Decoder) throws { declarationOnly() }
    public func encode(to encoder: any Encoder) throws { declarationOnly() }

    @available(macOS 12.3, iOS 15.4, watchOS 8.5, tvOS 15.4, *)
    public var codingKey: any CodingKey { declarationOnly() }

    @available(macOS 12.3, iOS 15.4, watchOS 8.5, tvOS 15.4, *)
    public init?<T>(codingKey: T) where T: CodingKey { declarationOnly() }
}

extension Tag {
    /// The tags applied to a test or suite.
    public struct List {
        /// The tags in the list.
        public var tags: [Tag]
    }
}

extension Tag.List: Equatable, Hashable {}

extension Tag.List: CustomStringConvertible {
    public var description: String { declarationOnly() }
}

extension Tag.List: TestTrait, SuiteTrait {
    public var isRecursive: Bool { true }
}

extension Trait where Self == Tag.List {
    /// Applies tags to a test or suite.
    public static func tags(_ tags: Tag...) -> Self { declarationOnly() }
}

/// Declares a tag: `extension Tag { @Tag static var critical: Self }`.
@attached(accessor) @attached(peer)
public macro Tag() = #externalMacro(module: "TestingMacros", type: "TagMacro")

// MARK: - Conditions

/// A trait that enables or disables a test or suite.
public struct ConditionTrait: TestTrait, SuiteTrait {
    /// Comments describing the condition.
    public var comments: [Comment]

    /// Where the condition was applied.
    public var sourceLocation: SourceLocation

    public func prepare(for test: Test) async throws { declarationOnly() }

    public var isRecursive: Bool { true }
}

extension Trait where Self == ConditionTrait {
    /// Enables the test when the condition is true.
    public static func enabled(
        if condition: @autoclosure @escaping @Sendable () throws -> Bool,
        _ comment: Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Self {
        declarationOnly()
    }

    /// Enables the test when the asynchronous condition is true.
    public static func enabled(
        _ comment: Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: @escaping @Sendable () async throws -> Bool
    ) -> Self {
        declarationOnly()
    }

    /// Disables the test unconditionally.
    public static func disabled(
        _ comment: Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Self {
        declarationOnly()
    }

    /// Disables the test when the condition is true.
    public static func disabled(
        if condition: @autoclosure @escaping @Sendable () throws -> Bool,
        _ comment: Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Self {
        declarationOnly()
    }

    /// Disables the test when the asynchronous condition is true.
    public static func disabled(
        _ comment: Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: @escaping @Sendable () async throws -> Bool
    ) -> Self {
        declarationOnly()
    }
}

// MARK: - Serialization

/// A trait that runs a parameterized test's cases, or a suite's tests, one at a time.
public struct ParallelizationTrait: TestTrait, SuiteTrait {
    public var isRecursive: Bool { true }
}

extension Trait where Self == ParallelizationTrait {
    /// Runs the test's cases, or the suite's tests, serially.
    public static var serialized: Self { declarationOnly() }
}

// MARK: - Time limits

/// A trait that limits how long a test may run. Swift Testing 6.0 makes it available from the OS releases that have
/// `Swift.Duration` (its `_clockAPI` availability: macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0).
@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
public struct TimeLimitTrait: TestTrait, SuiteTrait {
    /// A time limit, in whole minutes.
    public struct Duration: Sendable {
        /// A time limit of the given number of minutes.
        public static func minutes(_ minutes: some BinaryInteger) -> Self { declarationOnly() }
    }

    /// The time limit.
    public var timeLimit: Swift.Duration

    public var isRecursive: Bool { true }
}

@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
extension Trait where Self == TimeLimitTrait {
    /// Limits how long the test may run.
    public static func timeLimit(_ timeLimit: Self.Duration) -> Self { declarationOnly() }
}

@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
extension TimeLimitTrait.Duration {
    @available(*, unavailable, message: "Time limit must be specified in minutes")
    public static func seconds(_ seconds: some BinaryInteger) -> Self { declarationOnly() }

    @available(*, unavailable, message: "Time limit must be specified in minutes")
    public static func seconds(_ seconds: Double) -> Self { declarationOnly() }

    @available(*, unavailable, message: "Time limit must be specified in minutes")
    public static func milliseconds(_ milliseconds: some BinaryInteger) -> Self { declarationOnly() }

    @available(*, unavailable, message: "Time limit must be specified in minutes")
    public static func milliseconds(_ milliseconds: Double) -> Self { declarationOnly() }

    @available(*, unavailable, message: "Time limit must be specified in minutes")
    public static func microseconds(_ microseconds: some BinaryInteger) -> Self { declarationOnly() }

    @available(*, unavailable, message: "Time limit must be specified in minutes")
    public static func microseconds(_ microseconds: Double) -> Self { declarationOnly() }

    @available(*, unavailable, message: "Time limit must be specified in minutes")
    public static func nanoseconds(_ nanoseconds: some BinaryInteger) -> Self { declarationOnly() }
}

// MARK: - Bugs

/// A bug associated with a test or suite.
public struct Bug {
    /// The bug's URL, if any.
    public var url: String?

    /// The bug's identifier, if any.
    public var id: String?

    /// The bug's title, if any.
    public var title: Comment?
}

extension Bug: Equatable, Hashable {
    public static func == (lhs: Self, rhs: Self) -> Bool { declarationOnly() }
    public func hash(into hasher: inout Hasher) { declarationOnly() }
}

extension Bug: Codable {}

extension Bug: TestTrait, SuiteTrait {
    public var comments: [Comment] { declarationOnly() }
}

extension Trait where Self == Bug {
    /// A bug identified by URL.
    public static func bug(_ url: _const String, _ title: Comment? = nil) -> Self { declarationOnly() }

    /// A bug identified by a numeric identifier, and optionally a URL.
    public static func bug(_ url: _const String? = nil, id: some Numeric, _ title: Comment? = nil) -> Self {
        declarationOnly()
    }

    /// A bug identified by a string identifier, and optionally a URL.
    public static func bug(_ url: _const String? = nil, id: _const String, _ title: Comment? = nil) -> Self {
        declarationOnly()
    }
}
