// Swift Testing's issues, expectations, known issues and confirmations, as Swift Testing 6.0 (Xcode 16.0) declares
// them publicly. For compile checks only (the iOS SDK build, .ci/apple-sdk): nothing built against this module runs,
// and every body is fatalError() or trivial. Written from the swift-6.0-RELEASE sources of swiftlang/swift-testing
// and Apple's documentation; `@_spi` declarations of that release are left out.
//
// What 6.0 does not have is not declared, so that using it fails here as it fails in Xcode 16.0: issue severities
// (`Issue.record(_:severity:sourceLocation:)`, 6.3), attachments (6.1), `confirmation(expectedCount:)` with a range
// (6.1), the `isolation:` parameters of `withKnownIssue` and `confirmation` (6.1), exit tests (6.2).

// MARK: - Issue

/// An issue that occurred while running a test.
public struct Issue: Sendable {
    /// The kinds of issue.
    public enum Kind: Sendable {
        /// An issue recorded with `Issue.record(_:sourceLocation:)`.
        case unconditional

        /// An expectation failed.
        indirect case expectationFailed(_ expectation: Expectation)

        /// A confirmation was confirmed the wrong number of times.
        indirect case confirmationMiscounted(actual: Int, expected: Int)

        /// An error was caught.
        indirect case errorCaught(_ error: any Error)

        /// The test ran longer than its time limit.
        indirect case timeLimitExceeded(timeLimitComponents: (seconds: Int64, attoseconds: Int64))

        /// A known issue was expected but not recorded.
        case knownIssueNotRecorded

        /// An API of the testing library was misused.
        case apiMisused

        /// The testing library failed.
        case system
    }

    /// The kind of issue.
    public var kind: Kind

    /// Comments about the issue.
    public var comments: [Comment]

    /// The error associated with the issue, if any.
    public var error: (any Error)? { declarationOnly() }

    /// Where the issue occurred, if known.
    public var sourceLocation: SourceLocation? {
        get { declarationOnly() }
        set { declarationOnly() }
    }
}

extension Issue: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { declarationOnly() }
    public var debugDescription: String { declarationOnly() }
}

extension Issue.Kind: CustomStringConvertible {
    public var description: String { declarationOnly() }
}

extension Issue {
    /// Records an issue with an optional comment.
    @discardableResult public static func record(
        _ comment: Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Self {
        declarationOnly()
    }

    /// Records an error as an issue, with an optional comment.
    @discardableResult public static func record(
        _ error: any Error,
        _ comment: Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Self {
        declarationOnly()
    }
}

// MARK: - Expectation

/// The result of an `#expect` or `#require`.
public struct Expectation: Sendable {
    /// Whether the expectation passed.
    public var isPassing: Bool

    /// Whether the expectation was required (`#require`).
    public var isRequired: Bool

    /// Where the expectation was made.
    public var sourceLocation: SourceLocation
}

/// The error `#require` throws when its expectation fails.
public struct ExpectationFailedError: Error {
    /// The expectation that failed.
    public var expectation: Expectation
}

// MARK: - Known issues

/// A function that decides whether an issue is a known one.
public typealias KnownIssueMatcher = @Sendable (_ issue: Issue) -> Bool

/// Runs code that has a known issue; records an issue if none occurs (unless `isIntermittent`).
public func withKnownIssue(
    _ comment: Comment? = nil,
    isIntermittent: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Void
) {
    declarationOnly()
}

/// Runs code that has a known issue, when the precondition holds, matching issues with the matcher.
public func withKnownIssue(
    _ comment: Comment? = nil,
    isIntermittent: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Void,
    when precondition: () -> Bool = { true },
    matching issueMatcher: @escaping KnownIssueMatcher = { _ in true }
) rethrows {
    declarationOnly()
}

/// Runs asynchronous code that has a known issue.
public func withKnownIssue(
    _ comment: Comment? = nil,
    isIntermittent: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async throws -> Void
) async {
    declarationOnly()
}

/// Runs asynchronous code that has a known issue, when the precondition holds, matching issues with the matcher.
public func withKnownIssue(
    _ comment: Comment? = nil,
    isIntermittent: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async throws -> Void,
    when precondition: () async -> Bool = { true },
    matching issueMatcher: @escaping KnownIssueMatcher = { _ in true }
) async rethrows {
    declarationOnly()
}

// MARK: - Confirmations

/// A value that code confirms an event with, from inside `confirmation(_:expectedCount:sourceLocation:_:)`.
public struct Confirmation: Sendable {
    /// Confirms the event.
    public func confirm(count: Int = 1) { declarationOnly() }
}

extension Confirmation {
    /// Confirms the event; the same as `confirm(count:)`.
    public func callAsFunction(count: Int = 1) { declarationOnly() }
}

/// Confirms that some event occurs the expected number of times while the body runs.
public func confirmation<R>(
    _ comment: Comment? = nil,
    expectedCount: Int = 1,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (Confirmation) async throws -> R
) async rethrows -> R {
    declarationOnly()
}
