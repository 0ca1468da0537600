// conformance-fuzz: drives the kit's reference readings (issuer URL rule, link parser, sender rules, JSON reader,
// settings reader) with generated input from a fixed seed, checks the invariants their documentation states
// (ConformanceEngine/Invariants), and prints each violation's input, minimised. Exit status 1 on any violation.
//
//   swift run -c release conformance-fuzz [--count N] [--seed S] [--reference issuer|link|sender|json|settings]
import ConformanceEngine
import ReferenceInvariants
import Foundation

/// SplitMix64: a small generator whose every run from one seed is the same.
struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
}

/// Characters that have broken URL, Unicode and JSON readers before.
let edgeCharacters: [String] = [
    " ", "\t", "\n", "\r", "\u{0}", "\u{7F}", "\u{85}", "\u{A0}", "\u{AD}", "\u{200B}", "\u{200C}", "\u{200D}", "\u{2028}",
    "\u{202E}", "\u{2066}", "\u{FEFF}", "\u{FFFD}", "\u{0301}", "\u{034F}", "\u{3164}", "\u{115F}", "ß", "İ", "ı", "\u{212A}",
    "\u{017F}", "ς", "Σ", "µ", "ǅ", "ﬁ", "Ⅻ", "Ａ", "。", "．", "｡", "例", "ü", "é", "e\u{0301}", "😀", "👨‍👩‍👧", "\u{E000}",
    "\u{FFFF}", "\u{10FFFF}", "\u{1D400}", "\u{D7FF}", "\u{E0041}",
]

func generatedScalar(_ random: inout Generator) -> String {
    while true {
        let value = UInt32(random.chance(70) ? random.below(0x3000) : random.below(0x110000))
        if let scalar = Unicode.Scalar(value) { return String(scalar) }
    }
}

func soup(_ random: inout Generator, _ pieces: [String], count: Int) -> String {
    var text = ""
    for _ in 0..<count {
        switch random.below(10) {
        case 0: text += random.pick(edgeCharacters)
        case 1: text += generatedScalar(&random)
        default: text += random.pick(pieces)
        }
    }
    return text
}

let issuerSchemes = ["http", "https", "HTTPS", "hTtP", "ftp", "", "http ", "https\u{200B}", "javascript"]
let issuerSeparators = ["://", "://", "://", ":/", ":", "//", ":///"]
let issuerHosts = ["example.okta.com", "example.com", "localhost", "ü", "例", "例え.テスト", "bücher.example", "..", ".", "-", "xn--",
                   "xn--bcher-kva", "%2F", "%de", "%C3%BC", "%e4%be%8b", "%00", "%41", "%", "%zz", "&", "!", "*", "~", "_", "[::1]",
                   "[", "]", "[::ffff:1.2.3.4]", ":80", ":", ":99999", ":65535", "user@", "a:b@", "@", "default", "accounts",
                   "127.0.0.1", "0x7f.1", "999.1.1.1"]
let issuerTails = ["/oauth2/default", "/", "", "/realms/demo", "?q=1", "#f", "%2F", "%zz", "\\", "<", "|", "^", "`", "{", "/a b",
                   "/%20", "/..", "/./", "?", "#"]

func issuerInput(_ random: inout Generator) -> String {
    var text = random.pick(issuerSchemes) + random.pick(issuerSeparators)
    text += soup(&random, issuerHosts, count: 1 + random.below(4))
    text += soup(&random, issuerTails, count: random.below(3))
    return text
}

let linkPieces = ["q2mob", "https", "acmebank", ":", "//", "://", "#", "/", "?", "@", "com.q2.mobile.module.demo", "path", "PATH",
                  "%2F", "..", ".", "example.com", "q2.example.com/app", "user", "x=1", "\\", "#/", "//#"]

func linkInput(_ random: inout Generator) -> String {
    random.chance(50) ? soup(&random, linkPieces, count: 1 + random.below(7))
        : soup(&random, ["com.q2.mobile.module.demo", "/", "path", "a", "B", ".", "-", "_", "%41", "sub/dir", "~"], count: 1 + random.below(5))
}

func senderInput(_ random: inout Generator) -> String {
    let prefix = random.chance(70) ? "com.q2.mobile.module." : ""
    return prefix + soup(&random, ["demo", "a", "Z", "0", "-", "_", ".", "module"], count: random.below(5))
}

let jsonPieces = ["{", "}", "[", "]", ":", ",", "\"", "\"a\"", "1", "-0", "1e999", "0.5", "01", "true", "false", "null", "tru",
                  "\\u0000", "\\uD800", "\\", " ", "\n", "\"\\u12\"", "NaN", "[[[[", "]]]]", "{\"a\":", "\"modules\"", "\"push\""]

func jsonInput(_ random: inout Generator) -> String {
    switch random.below(10) {
    case 0: return String(repeating: "[", count: 900 + random.below(300)) + String(repeating: "]", count: random.below(1_300))
    case 1: return "\"" + String(repeating: random.pick(["a", "é", "\\n", "😀"]), count: random.below(50_000)) + (random.chance(50) ? "\"" : "")
    case 2: return String(decoding: (0..<random.below(40)).map { _ in UInt8(truncatingIfNeeded: random.next()) }, as: UTF8.self)
    default: return soup(&random, jsonPieces, count: 1 + random.below(12))
    }
}

func settingsInput(_ random: inout Generator) -> String {
    switch random.below(6) {
    case 0:
        let depth = random.chance(10) ? 300_000 : 900 + random.below(400)
        return "{\"modules\": " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
    case 1: return "{\"modules\": [{\"className\": \"" + String(repeating: "x", count: random.below(100_000)) + "\", \"push\": 3}]}"
    case 2: return "{\"" + String(repeating: "k", count: random.below(20_000)) + "\": " + soup(&random, jsonPieces, count: 4) + "}"
    default: return "{\"push\": " + soup(&random, jsonPieces + ["{\"modules\": [", "{\"name\": ", "\"productName\""], count: 1 + random.below(10)) + "}"
    }
}

let generators: [String: (inout Generator) -> String] = [
    "issuer": issuerInput, "link": linkInput, "sender": senderInput, "json": jsonInput, "settings": settingsInput,
]

// Arguments.
var count = 10_000, seed: UInt64 = 0x5EED_2026, only: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--count": count = arguments.popFirst().flatMap(Int.init) ?? count
    case "--seed": seed = arguments.popFirst().flatMap { UInt64($0) } ?? seed
    case "--reference": only = arguments.popFirst()
    default:
        FileHandle.standardError.write(Data("usage: conformance-fuzz [--count N] [--seed S] [--reference issuer|link|sender|json|settings]\n".utf8))
        exit(2)
    }
}

/// A readable, escaped form of an input, cut in the middle when long.
func shown(_ text: String) -> String {
    Ellipsis.middle(text.unicodeScalars.map { scalar in
        scalar.isASCII && scalar.value >= 0x20 && scalar.value < 0x7F ? String(scalar)
            : "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }.joined().debugDescription, limit: 240)
}

/// Writes a line at once, so a long run shows its progress even when its output goes to a file.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

say("conformance-fuzz: seed \(seed), \(count) inputs per reference")
var violations = 0
for reference in ["issuer", "link", "sender", "json", "settings"] where only == nil || only == reference {
    let invariants = ReferenceInvariants.all.filter { $0.reference == reference }
    // Each reference has a stream of its own from the one seed, so running one reference alone gives the same inputs.
    var random = Generator(state: seed ^ reference.utf8.reduce(UInt64(0)) { $0 &* 31 &+ UInt64($1) })
    let clock = ContinuousClock(), start = clock.now
    var seen: Set<String> = []
    var found = 0
    for _ in 0..<count {
        let input = generators[reference]!(&random)
        for invariant in invariants {
            guard let problem = invariant.violation(input) else { continue }
            found += 1
            let small = InputShrinker.shrink(input) { invariant.violation($0) != nil }
            // One line per distinct minimised input, so a flood of one fault reads as one.
            if seen.insert(invariant.name + small).inserted, seen.count <= 50 {
                say("VIOLATION \(reference)/\(invariant.name): \(shown(small))\n    \(invariant.violation(small) ?? problem)")
            }
        }
    }
    let seconds = Double((clock.now - start).components.attoseconds) / 1e18 + Double((clock.now - start).components.seconds)
    say("\(reference): \(count) inputs, \(found) violations (\(seen.count) distinct minimised), "
        + String(format: "%.1f s", seconds))
    violations += found
}
say(violations == 0 ? "no violation" : "\(violations) violations")
exit(violations == 0 ? 0 : 1)
