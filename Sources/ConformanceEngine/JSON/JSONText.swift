import Foundation

/// JSON values as text for messages: sorted keys, with NaN and infinities spelled out so they can be shown and compared.
package enum JSONText {
    /// The value as compact JSON with sorted keys.
    package static func canonical(_ value: JSON) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        guard let data = try? encoder.encode(value) else { return "\(value)" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The canonical text, cut at 300 characters for a message.
    package static func short(_ value: JSON) -> String {
        let text = canonical(value)
        return text.count > 300 ? String(text.prefix(300)) + "…" : text
    }
}
