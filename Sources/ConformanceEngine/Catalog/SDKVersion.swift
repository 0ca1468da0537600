/// A Q2 Mobile SDK for iOS version such as `26.4.0`, compared part by part.
public struct SDKVersion: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The numeric parts, major first.
    public private(set) var parts: [Int]

    /// Parses a dotted version; `nil` when a part is not a number.
    public init?(_ text: String) {
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        let numbers = pieces.compactMap { Int($0) }
        guard !pieces.isEmpty, numbers.count == pieces.count, numbers.allSatisfy({ $0 >= 0 }) else { return nil }
        parts = numbers
    }

    public var description: String { parts.map(String.init).joined(separator: ".") }

    /// The same version written with at least three parts, as the catalog and reports write it (`26.4` as `26.4.0`).
    package var written: SDKVersion {
        var copy = self
        copy.parts += Array(repeating: 0, count: max(0, 3 - parts.count))
        return copy
    }

    public static func < (lhs: SDKVersion, rhs: SDKVersion) -> Bool {
        let count = max(lhs.parts.count, rhs.parts.count)
        for index in 0..<count {
            let left = index < lhs.parts.count ? lhs.parts[index] : 0
            let right = index < rhs.parts.count ? rhs.parts[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    public static func == (lhs: SDKVersion, rhs: SDKVersion) -> Bool { !(lhs < rhs) && !(rhs < lhs) }

    public func hash(into hasher: inout Hasher) {
        var trimmed = parts
        while trimmed.last == 0 { trimmed.removeLast() }
        hasher.combine(trimmed)
    }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let version = SDKVersion(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "'\(text)' is not a dotted SDK version"))
        }
        self = version
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
