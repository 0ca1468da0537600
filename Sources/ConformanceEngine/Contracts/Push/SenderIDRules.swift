/// The kit's rules for sender ids: what makes one usable for exact matching, and the recommended form.
package enum SenderIDRules {
    /// Why an id cannot be matched reliably, or `nil` when it can.
    package static func problem(with id: String) -> String? {
        if id.isEmpty { return "the id is empty" }
        for scalar in id.unicodeScalars {
            if scalar.properties.isWhitespace || scalar.properties.generalCategory == .lineSeparator
                || scalar.properties.generalCategory == .paragraphSeparator {
                return "the id holds whitespace (U+\(String(scalar.value, radix: 16, uppercase: true)))"
            }
            if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format {
                return "the id holds a control or format character (U+\(String(scalar.value, radix: 16, uppercase: true)))"
            }
        }
        return nil
    }

    /// Whether the id has the recommended form `com.q2.mobile.module.<name>`.
    package static func hasRecommendedForm(_ id: String) -> Bool {
        let prefix = "com.q2.mobile.module."
        guard id.hasPrefix(prefix) else { return false }
        let name = id.dropFirst(prefix.count)
        return !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }
            && !name.hasPrefix(".") && !name.hasSuffix(".") && !name.contains("..")
    }

    /// Whether a payload's sender names the id: the same Unicode scalars, with no normalization and no case folding.
    package static func matches(_ payloadSender: String, _ id: String) -> Bool {
        payloadSender.unicodeScalars.elementsEqual(id.unicodeScalars)
    }
}
