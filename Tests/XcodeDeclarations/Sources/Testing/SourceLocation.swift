// Swift Testing's SourceLocation and Comment, as Swift Testing 6.0 (Xcode 16.0) declares them publicly. For compile
// checks only (the iOS SDK build, .ci/apple-sdk): nothing built against this module runs, and every body is
// fatalError() or trivial. Written from the swift-6.0-RELEASE sources of swiftlang/swift-testing and Apple's
// documentation; `@_spi` declarations of that release are left out, because Xcode's clients cannot see them.

/// Marks a body that exists only so that the declarations build.
@usableFromInline func declarationOnly(_ name: String = #function) -> Never {
    fatalError("\(name): a Swift Testing 6.0 declaration for compile checks, not an implementation")
}

// MARK: - SourceLocation

/// A location in source code.
public struct SourceLocation: Sendable {
    /// The file ID of the source file (`Module/File.swift`).
    public var fileID: String

    /// The name of the source file.
    public var fileName: String { declarationOnly() }

    /// The name of the module containing the source file.
    public var moduleName: String { declarationOnly() }

    /// The path to the source file. Underscored in 6.0 (a public `filePath` came later).
    public var _filePath: String

    /// The line in the source file.
    public var line: Int

    /// The column in the source file.
    public var column: Int

    /// Creates a source location.
    public init(fileID: String, filePath: String, line: Int, column: Int) {
        self.fileID = fileID
        self._filePath = filePath
        self.line = line
        self.column = column
    }
}

extension SourceLocation: Equatable, Hashable, Comparable {
    public static func < (lhs: Self, rhs: Self) -> Bool { declarationOnly() }
}

extension SourceLocation: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { declarationOnly() }
    public var debugDescription: String { declarationOnly() }
}

extension SourceLocation: Codable {}

/// The source location of the macro's call site, for use as a default argument (`sourceLocation: SourceLocation =
/// #_sourceLocation`). Expanded by the toolchain's TestingMacros plugin.
@freestanding(expression)
public macro _sourceLocation() -> SourceLocation = #externalMacro(module: "TestingMacros", type: "SourceLocationMacro")

// MARK: - Comment

/// A comment related to a test, an issue or an expectation.
public struct Comment: RawRepresentable, Sendable {
    /// The comment's text.
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }
}

extension Comment: ExpressibleByStringLiteral, ExpressibleByStringInterpolation, CustomStringConvertible {
    public init(stringLiteral: String) {
        self.init(rawValue: stringLiteral)
    }

    public var description: String { rawValue }
}

extension Comment: Equatable, Hashable {}

extension Comment: Codable {}

extension Comment: TestTrait, SuiteTrait {
    public var comments: [Comment] { [self] }
}

// MARK: - CustomTestStringConvertible

/// A type that describes itself in test output differently from its `description`.
public protocol CustomTestStringConvertible {
    /// The description of the value in test output.
    var testDescription: String { get }
}

extension String {
    /// Describes a value for test output.
    public init(describingForTest value: some Any) {
        declarationOnly()
    }
}
