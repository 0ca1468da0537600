// XCTest's Swift assertion functions, as the XCTest framework of Xcode 16.0 declares them (its Swift overlay): the
// failure and assertion functions a module author's tests and the kit use. For compile checks only
// (the iOS SDK build, .ci/apple-sdk): nothing built against this module runs, and every body is fatalError().
//
// Signatures as Apple's documentation gives them: the checked expressions are throwing autoclosures, the message is a
// non-throwing autoclosure defaulting to "", and the location is `file: StaticString = #filePath, line: UInt = #line`.

// MARK: - Unconditional failure

/// Records a failure unconditionally.
public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    declarationOnly()
}

// MARK: - Boolean assertions

/// Asserts that an expression is true.
public func XCTAssert(_ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
                      file: StaticString = #filePath, line: UInt = #line) {
    declarationOnly()
}

/// Asserts that an expression is true.
public func XCTAssertTrue(_ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
                          file: StaticString = #filePath, line: UInt = #line) {
    declarationOnly()
}

/// Asserts that an expression is false.
public func XCTAssertFalse(_ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
                           file: StaticString = #filePath, line: UInt = #line) {
    declarationOnly()
}

// MARK: - Nil and non-nil assertions

/// Asserts that an expression is nil.
public func XCTAssertNil(_ expression: @autoclosure () throws -> Any?, _ message: @autoclosure () -> String = "",
                         file: StaticString = #filePath, line: UInt = #line) {
    declarationOnly()
}

/// Asserts that an expression is not nil.
public func XCTAssertNotNil(_ expression: @autoclosure () throws -> Any?, _ message: @autoclosure () -> String = "",
                            file: StaticString = #filePath, line: UInt = #line) {
    declarationOnly()
}

/// Asserts that an expression is not nil, and returns the unwrapped value.
public func XCTUnwrap<T>(_ expression: @autoclosure () throws -> T?, _ message: @autoclosure () -> String = "",
                         file: StaticString = #filePath, line: UInt = #line) throws -> T {
    declarationOnly()
}

// MARK: - Equality and inequality assertions

/// Asserts that two values are equal.
public func XCTAssertEqual<T>(_ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
                              _ message: @autoclosure () -> String = "",
                              file: StaticString = #filePath, line: UInt = #line) where T: Equatable {
    declarationOnly()
}

/// Asserts that two floating-point values are equal within an accuracy.
public func XCTAssertEqual<T>(_ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
                              accuracy: T, _ message: @autoclosure () -> String = "",
                              file: StaticString = #filePath, line: UInt = #line) where T: FloatingPoint {
    declarationOnly()
}

/// Asserts that two numeric values are equal within an accuracy.
public func XCTAssertEqual<T>(_ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
                              accuracy: T, _ message: @autoclosure () -> String = "",
                              file: StaticString = #filePath, line: UInt = #line) where T: Numeric {
    declarationOnly()
}

/// Asserts that two values are not equal.
public func XCTAssertNotEqual<T>(_ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
                                 _ message: @autoclosure () -> String = "",
                                 file: StaticString = #filePath, line: UInt = #line) where T: Equatable {
    declarationOnly()
}

/// Asserts that two references are to the same object.
public func XCTAssertIdentical(_ expression1: @autoclosure () throws -> AnyObject?,
                               _ expression2: @autoclosure () throws -> AnyObject?,
                               _ message: @autoclosure () -> String = "",
                               file: StaticString = #filePath, line: UInt = #line) {
    declarationOnly()
}

/// Asserts that two references are not to the same object.
public func XCTAssertNotIdentical(_ expression1: @autoclosure () throws -> AnyObject?,
                                  _ expression2: @autoclosure () throws -> AnyObject?,
                                  _ message: @autoclosure () -> String = "",
                                  file: StaticString = #filePath, line: UInt = #line) {
    declarationOnly()
}

// MARK: - Comparable value assertions

/// Asserts that the first value is greater than the second.
public func XCTAssertGreaterThan<T>(_ expression1: @autoclosure () throws -> T,
                                    _ expression2: @autoclosure () throws -> T,
                                    _ message: @autoclosure () -> String = "",
                                    file: StaticString = #filePath, line: UInt = #line) where T: Comparable {
    declarationOnly()
}

/// Asserts that the first value is greater than or equal to the second.
public func XCTAssertGreaterThanOrEqual<T>(_ expression1: @autoclosure () throws -> T,
                                           _ expression2: @autoclosure () throws -> T,
                                           _ message: @autoclosure () -> String = "",
                                           file: StaticString = #filePath, line: UInt = #line) where T: Comparable {
    declarationOnly()
}

/// Asserts that the first value is less than the second.
public func XCTAssertLessThan<T>(_ expression1: @autoclosure () throws -> T,
                                 _ expression2: @autoclosure () throws -> T,
                                 _ message: @autoclosure () -> String = "",
                                 file: StaticString = #filePath, line: UInt = #line) where T: Comparable {
    declarationOnly()
}

/// Asserts that the first value is less than or equal to the second.
public func XCTAssertLessThanOrEqual<T>(_ expression1: @autoclosure () throws -> T,
                                        _ expression2: @autoclosure () throws -> T,
                                        _ message: @autoclosure () -> String = "",
                                        file: StaticString = #filePath, line: UInt = #line) where T: Comparable {
    declarationOnly()
}

// MARK: - Error assertions

/// Asserts that an expression throws an error, and hands the error to the handler.
public func XCTAssertThrowsError<T>(_ expression: @autoclosure () throws -> T,
                                    _ message: @autoclosure () -> String = "",
                                    file: StaticString = #filePath, line: UInt = #line,
                                    _ errorHandler: (_ error: any Error) -> Void = { _ in }) {
    declarationOnly()
}

/// Asserts that an expression does not throw.
public func XCTAssertNoThrow<T>(_ expression: @autoclosure () throws -> T, _ message: @autoclosure () -> String = "",
                                file: StaticString = #filePath, line: UInt = #line) {
    declarationOnly()
}
