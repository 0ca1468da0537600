/// Swift names as the kit reads them from files: ASCII identifiers only.
package enum SwiftName {
    /// A name usable as a Swift identifier and a file name: a letter or `_`, then letters, digits and `_`.
    package static func isIdentifier<S: StringProtocol>(_ text: S) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
    }
}
