import Foundation

/// The SDK's rule for an OAuth context's issuer URL from 26.4.0, decided on the raw string so that it is
/// the same on every platform: an `http` or `https` URL without whitespace, or else `nil`.
///
/// A string is valid when all of these hold (anything else is invalid):
/// - no whitespace, line or paragraph separator, control or format character anywhere;
/// - the scheme is `http` or `https` in any letter case, followed by `://`;
/// - the host is non-empty: a name (non-ASCII letters allowed, `%XX` escapes allowed) without
///   `# / : < > ? @ [ \ ] ^ | " { } %` or a backtick, or an IPv6 literal in brackets;
/// - userinfo before an `@` is allowed; a port, if present, is at most five digits and at most 65535
///   (an empty port after `:` is allowed, as the URL Standard allows it);
/// - the path, query and fragment hold no backslash and no `< > " { } | ^` or backtick, and every `%`
///   starts a two-hex-digit escape;
/// - the host's `%XX` escapes decode, with the rest of the host, to UTF-8 that holds none of the characters a
///   host may not hold (the URL Standard's host parser fails otherwise);
/// - a host with non-ASCII letters, as IDNA reads it (`。`, `．` and `｡` are dots too): no empty label but a
///   last one, no label that starts or ends with `-`, starts with a combining mark, is longer than 63
///   characters, or starts with `xn--`; no private-use, unassigned or noncharacter code point, and not U+FFFC or
///   U+FFFD (IDNA disallows them, so `%EF%BF%BD` fails as the URL Standard's host parser fails);
/// - a host that ends in a number, as the URL Standard's ends-in-a-number checker reads it (the last label, after
///   the escapes are decoded and, for a non-ASCII host, compatibility mapping and lower case, is all digits or
///   `0x` with hex digits; one trailing dot is dropped first), must be an IPv4 address the URL Standard's IPv4
///   parser accepts: at most four parts, each decimal, `0x` hexadecimal or leading-`0` octal, none empty, each
///   part but the last at most 255 and the last below 256^(5−n) for n parts. So `256.0.0.1`, `1.2.3.08`,
///   `0x100000000`, `foo.1.2.3.4` and `1.2.3.4.5` are invalid; `0x7f.1` (127.0.0.1 to the URL Standard) stays valid.
/// That raw rule decides on every platform alike. Last, the string must be one that Foundation's `URL(string:)`
/// reads with a host, since that is what the SDK resolves it with: a platform whose Foundation reads less can
/// only make a string invalid, never valid (see Conformance/README.md).
///
/// Invariants (held by `conformance-fuzz` under generated input, and by the golden corpus):
/// - `isValid(s)` exactly when `resolve(s) != nil`;
/// - a resolved issuer has the scheme `http` or `https` and a non-empty host as Foundation reads it;
/// - a valid string holds no whitespace, control or format character anywhere.
public enum IssuerURL {
    /// Whether the raw string is a valid issuer URL.
    public static func isValid(_ raw: String) -> Bool {
        problem(with: raw) == nil
    }

    /// The URL the SDK resolves the string to from 26.4.0: `nil` when the string is invalid.
    public static func resolve(_ raw: String) -> URL? {
        isValid(raw) ? URL(string: raw) : nil
    }

    /// Why the string is not a valid issuer URL, or `nil` when it is.
    public static func problem(with raw: String) -> String? {
        rawProblem(with: raw) ?? foundationProblem(with: raw)
    }

    /// What Foundation's reader makes of a string the raw rule accepts: `nil` when it reads an http or https URL
    /// with a host.
    static func foundationProblem(with raw: String) -> String? {
        guard let url = URL(string: raw) else { return "is refused by Foundation's URL reader" }
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            return "is read by Foundation with another scheme"
        }
        guard let host = url.host, !host.isEmpty else { return "is read by Foundation without a host" }
        return nil
    }

    /// Why the raw rule refuses the string, Foundation left out, or `nil` when it accepts it.
    package static func rawProblem(with raw: String) -> String? {
        for scalar in raw.unicodeScalars {
            let category = scalar.properties.generalCategory
            if scalar.properties.isWhitespace || [.control, .format, .lineSeparator, .paragraphSeparator].contains(category) {
                return "holds U+\(String(scalar.value, radix: 16, uppercase: true)), a whitespace, control or format character"
            }
        }
        guard let colon = raw.firstIndex(of: ":") else { return "has no scheme" }
        let scheme = raw[..<colon].lowercased()
        guard scheme == "http" || scheme == "https" else { return "has the scheme '\(raw[..<colon])', not http or https" }
        let afterScheme = raw[raw.index(after: colon)...]
        guard afterScheme.hasPrefix("//") else { return "has no '//' after the scheme" }
        let rest = afterScheme.dropFirst(2)
        let authorityEnd = rest.firstIndex { "/?#".contains($0) } ?? rest.endIndex
        let authority = rest[..<authorityEnd]
        if let problem = authorityProblem(authority) { return problem }
        return tailProblem(rest[authorityEnd...])
    }

    private static let forbiddenInTail: Set<Character> = ["\\", "<", ">", "\"", "{", "}", "|", "^", "`"]
    private static let forbiddenInHost: Set<Character> = ["#", "/", ":", "<", ">", "?", "@", "[", "\\", "]", "^", "|", "\"", "{", "}", "`"]

    private static func authorityProblem(_ authority: Substring) -> String? {
        var hostAndPort = authority
        if let at = authority.lastIndex(of: "@") {
            let userinfo = authority[..<at]
            if userinfo.contains(where: { forbiddenInTail.contains($0) }) { return "has a forbidden character in its userinfo" }
            if let problem = escapeProblem(userinfo) { return problem }
            hostAndPort = authority[authority.index(after: at)...]
        }
        var host: Substring
        var port: Substring?
        if hostAndPort.hasPrefix("[") {
            guard let close = hostAndPort.firstIndex(of: "]") else { return "has an unclosed IPv6 literal" }
            let literal = hostAndPort[hostAndPort.index(after: hostAndPort.startIndex)..<close]
            guard isIPv6(literal) else { return "has an invalid IPv6 literal" }
            host = hostAndPort[...close]
            let after = hostAndPort[hostAndPort.index(after: close)...]
            if !after.isEmpty {
                guard after.first == ":" else { return "has text after its IPv6 literal" }
                port = after.dropFirst()
            }
        } else if let portColon = hostAndPort.firstIndex(of: ":") {
            host = hostAndPort[..<portColon]
            port = hostAndPort[hostAndPort.index(after: portColon)...]
        } else {
            host = hostAndPort
        }
        guard !host.isEmpty else { return "has an empty host" }
        if !host.hasPrefix("[") {
            if host.contains(where: { forbiddenInHost.contains($0) }) { return "has a forbidden character in its host" }
            if host.allSatisfy({ $0 == "." }) { return "has a host of dots only" }
            if let problem = escapeProblem(host) { return problem }
            if let problem = decodedHostProblem(host) { return problem }
        }
        if let port {
            guard port.count <= 5, port.allSatisfy({ $0.isASCII && $0.isNumber }) else { return "has an invalid port '\(port)'" }
            if let number = Int(port), number > 65_535 { return "has a port above 65535" }
        }
        return nil
    }

    /// The host with its escapes decoded must be UTF-8 a host can hold, and a non-ASCII host must read as IDNA labels.
    private static func decodedHostProblem(_ host: Substring) -> String? {
        var bytes: [UInt8] = []
        var index = host.startIndex
        while index < host.endIndex {
            if host[index] == "%", let value = UInt8(host[host.index(after: index)..<host.index(index, offsetBy: 3)], radix: 16) {
                bytes.append(value)
                index = host.index(index, offsetBy: 3)
            } else {
                bytes += Array(String(host[index]).utf8)
                index = host.index(after: index)
            }
        }
        // Decoding repairs bad UTF-8 with U+FFFD, so the bytes come back unchanged only from valid UTF-8 (String(validating:)
        // says the same directly, but it is Swift 6's and the kit deploys to Apple's Swift 5.8 standard library).
        let decoded = String(decoding: bytes, as: UTF8.self)
        guard Array(decoded.utf8) == bytes else { return "has a host whose %-escapes are not UTF-8" }
        for scalar in decoded.unicodeScalars {
            let category = scalar.properties.generalCategory
            if forbiddenInHost.contains(Character(scalar)) || scalar == "%" || scalar.properties.isWhitespace
                || [.control, .format, .lineSeparator, .paragraphSeparator].contains(category) {
                return "has a host whose %-escapes stand for U+\(String(scalar.value, radix: 16, uppercase: true)), which a host cannot hold"
            }
        }
        let isASCII = decoded.unicodeScalars.allSatisfy(\.isASCII)
        if !isASCII {
            for scalar in decoded.unicodeScalars {
                let category = scalar.properties.generalCategory
                if [.privateUse, .unassigned, .surrogate].contains(category) || scalar.properties.isNoncharacterCodePoint
                    || scalar.value == 0xFFFC || scalar.value == 0xFFFD {
                    return "has U+\(String(scalar.value, radix: 16, uppercase: true)) in its host, which IDNA does not map"
                }
            }
        }
        if let problem = ipv4Problem(isASCII ? decoded.lowercased() : idnaMapped(decoded)) { return problem }
        guard !isASCII else { return nil }
        let labels = decoded.split(omittingEmptySubsequences: false) { "．。｡.".contains($0) }
        for (position, label) in labels.enumerated() {
            if label.isEmpty {
                if position == labels.count - 1 && position > 0 { continue }
                return "has an empty label in its non-ASCII host"
            }
            if label.hasPrefix("-") || label.hasSuffix("-") { return "has a label of its non-ASCII host that starts or ends with '-'" }
            if label.unicodeScalars.count > 63 { return "has a label of its non-ASCII host longer than 63 characters" }
            if let first = label.unicodeScalars.first,
               [.nonspacingMark, .spacingMark, .enclosingMark].contains(first.properties.generalCategory) {
                return "has a label of its non-ASCII host that starts with a combining mark"
            }
            if label.lowercased().hasPrefix("xn--") { return "has a label of its non-ASCII host that starts with 'xn--'" }
        }
        return nil
    }

    /// The host as IDNA's mapping step reads it, closely enough for the ends-in-a-number checker: compatibility
    /// mapping (full-width digits and letters become ASCII), lower case, and the ideographic full stops as dots.
    private static func idnaMapped(_ host: String) -> String {
        String(host.precomposedStringWithCompatibilityMapping.lowercased().map { "．。｡".contains($0) ? "." : $0 })
    }

    /// The URL Standard's host parser on a domain that ends in a number: it must be an IPv4 address its IPv4 parser
    /// accepts, or the parser fails. `nil` when the host does not end in a number or is such an address.
    private static func ipv4Problem(_ host: String) -> String? {
        var parts = host.split(separator: ".", omittingEmptySubsequences: false)
        if parts.last?.isEmpty == true {
            guard parts.count > 1 else { return nil }
            parts.removeLast()
        }
        guard let last = parts.last else { return nil }
        let endsInANumber = (!last.isEmpty && last.allSatisfy { $0.isASCII && $0.isNumber }) || ipv4Number(last) != nil
        guard endsInANumber else { return nil }
        guard parts.count <= 4 else { return "has a host that ends in a number but has more than four parts, not an IPv4 address" }
        var numbers: [UInt64] = []
        for part in parts {
            guard let number = ipv4Number(part) else {
                return "has a host that ends in a number but whose part '\(part)' is not an IPv4 number (decimal, 0x hex or 0 octal)"
            }
            numbers.append(number)
        }
        if numbers.dropLast().contains(where: { $0 > 255 }) { return "has an IPv4 host with a part above 255" }
        let limit = (0..<(5 - numbers.count)).reduce(UInt64(1)) { value, _ in value * 256 }
        if numbers[numbers.count - 1] >= limit { return "has an IPv4 host whose last part is \(limit) or more" }
        return nil
    }

    /// The URL Standard's IPv4 number parser: `0x`/`0X` then hex digits (none is 0), `0` then octal digits, or
    /// decimal digits; `nil` for anything else. Values are capped at 2^40, above any part an address can have.
    private static func ipv4Number(_ text: Substring) -> UInt64? {
        guard !text.isEmpty else { return nil }
        var digits = text
        var radix: UInt64 = 10
        if text.count >= 2, text.hasPrefix("0x") || text.hasPrefix("0X") {
            digits = text.dropFirst(2)
            radix = 16
        } else if text.count >= 2, text.hasPrefix("0") {
            digits = text.dropFirst()
            radix = 8
        }
        var value: UInt64 = 0
        for character in digits {
            guard character.isASCII, let digit = character.hexDigitValue, UInt64(digit) < radix else { return nil }
            value = min(value * radix + UInt64(digit), 1 << 40)
        }
        return value
    }

    private static func tailProblem(_ tail: Substring) -> String? {
        if let bad = tail.first(where: { forbiddenInTail.contains($0) }) { return "has '\(bad)' in its path, query or fragment" }
        return escapeProblem(tail)
    }

    /// Every `%` must start a two-hex-digit escape.
    private static func escapeProblem(_ text: Substring) -> String? {
        var index = text.startIndex
        while let percent = text[index...].firstIndex(of: "%") {
            let digits = text[text.index(after: percent)...].prefix(2)
            guard digits.count == 2, digits.allSatisfy(\.isHexDigit) else { return "has a '%' that does not start a %XX escape" }
            index = text.index(percent, offsetBy: 3)
        }
        return nil
    }

    private static func isIPv6(_ literal: Substring) -> Bool {
        guard !literal.isEmpty, literal.filter({ $0 == ":" }).count >= 2,
              literal.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else { return false }
        let groups = literal.split(separator: ":", omittingEmptySubsequences: false)
        guard groups.count <= 8 else { return false }
        if literal.components(separatedBy: "::").count > 2 { return false }
        for (index, group) in groups.enumerated() {
            if group.contains(".") {
                // An embedded IPv4 address may only end the literal.
                let octets = group.split(separator: ".", omittingEmptySubsequences: false)
                guard index == groups.count - 1, octets.count == 4,
                      octets.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isNumber) && Int($0)! <= 255 }) else { return false }
            } else if group.count > 4 {
                return false
            }
        }
        return literal.contains("::") || groups.count == 8 || (groups.count == 7 && literal.contains("."))
    }
}
