// XCTest, as the XCTest framework of Xcode 16.0 declares it to Swift: the test classes, expectations and errors a
// module author's tests and the kit use. For compile checks only (the iOS SDK build, .ci/apple-sdk): nothing built
// against this module runs, and every body is fatalError() or trivial.
//
// Written from Apple's XCTest documentation and headers. Apple's XCTest is an Objective-C framework with a Swift
// overlay; the classes below are what Swift sees of it. Where a declaration had to be settled without Apple's text
// saying so, a comment beside it says so.
@_exported import Foundation

/// Marks a body that exists only so that the declarations build.
@usableFromInline func declarationOnly(_ name: String = #function) -> Never {
    fatalError("\(name): an Xcode 16 XCTest declaration for compile checks, not an implementation")
}

// MARK: - XCTest

/// The abstract base class of test cases and test suites.
open class XCTest: NSObject {
    public override init() { super.init() }

    /// The number of test cases in this test.
    open var testCaseCount: Int { declarationOnly() }

    /// The test's name.
    open var name: String { declarationOnly() }

    /// Runs the test.
    open func run() { declarationOnly() }

    /// Called before each test method; the synchronous form.
    open func setUp() {}

    /// Called after each test method; the synchronous form.
    open func tearDown() {}

    /// Called before each test method, before `setUp()`; may throw.
    open func setUpWithError() throws {}

    /// Called after each test method, after `tearDown()`; may throw.
    open func tearDownWithError() throws {}

    /// Called before each test method, before `setUpWithError()`; asynchronous (Objective-C
    /// `setUpWithCompletionHandler:`). Apple's documentation: without an actor annotation it runs on an arbitrary
    /// actor, so it is not main-actor isolated.
    open func setUp() async throws {}

    /// Called after each test method, after `tearDownWithError()`; asynchronous (Objective-C
    /// `tearDownWithCompletionHandler:`). Not main-actor isolated, like `setUp() async throws`.
    open func tearDown() async throws {}
}

// MARK: - XCTestCase

/// The primary class for defining test cases, test methods and performance tests.
///
/// Not `Sendable`: Xcode 16's XCTest does not declare it so.
open class XCTestCase: XCTest {
    public override init() { super.init() }

    #if canImport(ObjectiveC)
    /// Creates a test case that runs the test method with the given selector.
    public init(selector: Selector) { super.init() }
    #endif

    /// Whether a test method continues after a failure. `true` by default.
    open var continueAfterFailure: Bool {
        get { declarationOnly() }
        set { declarationOnly() }
    }

    /// The time a test method may run before it fails (Xcode 11.4 and later).
    open var executionTimeAllowance: TimeInterval {
        get { declarationOnly() }
        set { declarationOnly() }
    }

    /// Called once before the first test method of the class.
    open class func setUp() {}

    /// Called once after the last test method of the class.
    open class func tearDown() {}

    /// Records the performance of a block of code.
    open func measure(_ block: () -> Void) { declarationOnly() }
}

// MARK: - Asynchronous testing (XCTestCase+AsynchronousTesting.h, and the Swift overlay)

/// The handler `waitForExpectations(timeout:handler:)` calls when the wait ends.
public typealias XCWaitCompletionHandler = ((any Error)?) -> Void

extension XCTestCase {
    /// Creates an expectation associated with the test case.
    public func expectation(description: String) -> XCTestExpectation { declarationOnly() }

    /// Waits for the expectations, up to the timeout. Apple marks it `XCT_SWIFT_UNAVAILABLE_FROM_ASYNC("Use await
    /// fulfillment(of:timeout:enforceOrder:) instead")`, which Swift imports as `@_unavailableFromAsync`.
    @_unavailableFromAsync(message: "Use await fulfillment(of:timeout:enforceOrder:) instead")
    public func wait(for expectations: [XCTestExpectation], timeout seconds: TimeInterval) { declarationOnly() }

    /// Waits for the expectations, up to the timeout, optionally in order. Unavailable from async code, as above.
    @_unavailableFromAsync(message: "Use await fulfillment(of:timeout:enforceOrder:) instead")
    public func wait(for expectations: [XCTestExpectation], timeout seconds: TimeInterval,
                     enforceOrder enforceOrderOfFulfillment: Bool) { declarationOnly() }

    /// Waits for every expectation created with `expectation(description:)`. Apple marks it main-actor isolated
    /// (`XCT_SWIFT_MAIN_ACTOR`) and unavailable from async code. The handler is `@Sendable` as Apple's header marks
    /// it (`XCT_SWIFT_SENDABLE`); that header is a recent one, assumed to match Xcode 16.0 here.
    @MainActor
    @_unavailableFromAsync(message: "Use await fulfillment(of:timeout:enforceOrder:) instead")
    public func waitForExpectations(timeout: TimeInterval, handler: (@Sendable ((any Error)?) -> Void)? = nil) {
        declarationOnly()
    }

    /// Waits on the expectations for up to the timeout, optionally in order: the concurrency-safe form of
    /// `wait(for:timeout:enforceOrder:)` (Xcode 14.3 and later, back-deployed to the concurrency OS releases).
    @available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    @nonobjc public func fulfillment(of expectations: [XCTestExpectation], timeout seconds: TimeInterval = .infinity,
                                     enforceOrder enforceOrderOfFulfillment: Bool = false) async {
        declarationOnly()
    }
}

// MARK: - XCTestExpectation

/// An expected outcome in an asynchronous test.
///
/// `@unchecked Sendable`: Apple's header marks the class `XCT_SWIFT_SENDABLE` (Swift 6 tests fulfil expectations
/// from `@Sendable` closures without diagnostics in Xcode 16). The documentation page does not list it; assumed.
open class XCTestExpectation: NSObject, @unchecked Sendable {
    /// Creates an expectation with the given description (the designated initializer; `init()` is not offered).
    public init(description expectationDescription: String) { super.init() }

    /// A description of the expectation, used in test output.
    open var expectationDescription: String {
        get { declarationOnly() }
        set { declarationOnly() }
    }

    /// Whether the expectation fails when it is fulfilled.
    open var isInverted: Bool {
        get { declarationOnly() }
        set { declarationOnly() }
    }

    /// How many times `fulfill()` must be called. 1 by default.
    open var expectedFulfillmentCount: Int {
        get { declarationOnly() }
        set { declarationOnly() }
    }

    /// Whether fulfilling the expectation more often than expected is an error.
    open var assertForOverFulfill: Bool {
        get { declarationOnly() }
        set { declarationOnly() }
    }

    /// Marks the expectation as met.
    open func fulfill() { declarationOnly() }
}

// MARK: - XCTSkip

/// An error that stops the current test and marks it skipped when the test throws it.
public struct XCTSkip: Error, CustomNSError, Sendable {
    /// A description of the skip, shown in the Test navigator.
    public let message: String?

    /// Creates an error that skips the current test.
    public init(_ message: String? = nil, file: StaticString = #filePath, line: UInt = #line) {
        self.message = message
    }
}

/// Skips the rest of the test when the expression is true.
public func XCTSkipIf(_ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String? = nil,
                      file: StaticString = #filePath, line: UInt = #line) throws {
    declarationOnly()
}

/// Skips the rest of the test when the expression is false.
public func XCTSkipUnless(_ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String? = nil,
                          file: StaticString = #filePath, line: UInt = #line) throws {
    declarationOnly()
}

// MARK: - XCTestError

/// The error domain of the errors that can occur while waiting for expectations.
public let XCTestErrorDomain: String = "com.apple.XCTestErrorDomain"

/// An error that can occur while the test waits for expectations: the Swift import of Objective-C's
/// `NS_ERROR_ENUM(XCTestErrorDomain)` `XCTestErrorCode`, a bridged stored `NSError` with a nested `Code`.
public struct XCTestError: _BridgedStoredNSError {
    public let _nsError: NSError

    public init(_nsError: NSError) { self._nsError = _nsError }

    /// The error domain, `XCTestErrorDomain`.
    public static var errorDomain: String { XCTestErrorDomain }

    #if !canImport(ObjectiveC)
    // swift-corelibs-foundation's bridging protocol also asks for this; Apple's Foundation does not. Linux only.
    public static var _nsErrorDomain: String { XCTestErrorDomain }
    #endif

    /// The error codes.
    public enum Code: Int, _ErrorCodeProtocol, @unchecked Sendable {
        public typealias _ErrorType = XCTestError
        /// The wait timed out.
        case timeoutWhileWaiting = 0
        /// A failure occurred while waiting.
        case failureWhileWaiting = 1
    }

    /// A timeout the test encountered while waiting to fulfill expectations.
    public static var timeoutWhileWaiting: XCTestError.Code { .timeoutWhileWaiting }

    /// A test failure the test encountered while waiting to fulfill expectations.
    public static var failureWhileWaiting: XCTestError.Code { .failureWhileWaiting }
}
