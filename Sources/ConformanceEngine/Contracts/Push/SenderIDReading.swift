/// The kit's rules for sender ids: what makes one usable for exact matching, and the recommended form.
///
/// Invariants (held by `conformance-fuzz` under generated input, and by the golden corpus): an id the rules accept
/// is not empty and holds no character that is invisible (whitespace, a control, format or default-ignorable
/// character) or unstable under case mapping (one whose upper or lower case is not one character, or does not map
/// back: `ß`, `İ`, dotless `ı`, the Kelvin sign, long `ſ`, final `ς`), so two ids that look alike or that a case
/// change makes alike are not both taken as a sender.
package enum SenderIDReading {
    /// Why an id cannot be matched reliably, or `nil` when it can.
    package static func problem(with id: String) -> String? {
        if id.isEmpty { return "the id is empty" }
        for scalar in id.unicodeScalars {
            if let problem = caseMappingProblem(scalar) { return problem }
            if scalar.properties.isWhitespace || scalar.properties.generalCategory == .lineSeparator
                || scalar.properties.generalCategory == .paragraphSeparator {
                return "the id holds whitespace (U+\(String(scalar.value, radix: 16, uppercase: true)))"
            }
            if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format {
                return "the id holds a control or format character (U+\(String(scalar.value, radix: 16, uppercase: true)))"
            }
            if scalar.properties.isDefaultIgnorableCodePoint {
                return "the id holds an invisible character (U+\(String(scalar.value, radix: 16, uppercase: true)))"
            }
        }
        return nil
    }

    /// Why a character's case mapping makes it unstable, or `nil`: its upper and lower case are one character each
    /// and map back to each other.
    package static func caseMappingProblem(_ scalar: Unicode.Scalar) -> String? {
        let lower = scalar.properties.lowercaseMapping, upper = scalar.properties.uppercaseMapping
        // Compared scalar by scalar: String's == would take the Kelvin sign for K.
        let stable = lower.unicodeScalars.count == 1 && upper.unicodeScalars.count == 1
            && upper.lowercased().unicodeScalars.elementsEqual(lower.unicodeScalars)
            && lower.uppercased().unicodeScalars.elementsEqual(upper.unicodeScalars)
        return stable ? nil : "the id holds U+\(String(scalar.value, radix: 16, uppercase: true)), whose case mapping is not "
            + "one-to-one ('\(lower)' and '\(upper)'), so a case change can make another id"
    }

    /// Whether the id has the recommended form `com.q2.mobile.module.<name>`.
    package static func hasRecommendedForm(_ id: String) -> Bool {
        let prefix = "com.q2.mobile.module."
        guard id.hasPrefix(prefix) else { return false }
        let name = id.dropFirst(prefix.count)
        return !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }
            && !name.hasPrefix(".") && !name.hasSuffix(".") && !name.contains("..")
    }

    /// The part of the id left in braces as the page writes its placeholder (`{your-unique-identifier}`), or `nil`.
    package static func placeholder(in id: String) -> String? {
        guard let open = id.firstIndex(of: "{"), let close = id[open...].firstIndex(of: "}") else { return nil }
        return String(id[open...close])
    }

    /// Whether a payload's sender names the id: the same Unicode scalars, with no normalization and no case folding.
    package static func matches(_ payloadSender: String, _ id: String) -> Bool {
        payloadSender.unicodeScalars.elementsEqual(id.unicodeScalars)
    }
}
