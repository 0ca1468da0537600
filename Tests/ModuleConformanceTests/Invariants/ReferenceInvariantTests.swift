import ConformanceCertification
import ConformanceEngine
import ReferenceInvariants
import Foundation
import Testing

/// The invariants `conformance-fuzz` checks, shown to hold for the kit's readings and to catch broken ones.
@Suite("The reference readings' invariants")
struct ReferenceInvariantTests {
    /// The violations of the invariants for one input, by name.
    func violated(_ invariants: [ReferenceInvariant], _ input: String) -> [String] {
        invariants.filter { $0.violation(input) != nil }.map(\.name)
    }

    @Test("The kit's readings hold every invariant on the inputs conformance-fuzz first found, and on plain ones", arguments: [
        "http://ü..", "HTTPS://..例%2F", "https://&%default", "http://!%default%2Fexample.okta.com://", "https://*例~xü%default",
        "https://example.okta.com/oauth2/default", "q2mob://com.q2.mobile.module.demo/path", "https://q2.example.com/app#\u{301}",
        "/\u{200C}", "\u{45F}/#\u{200D}", "com.q2.mobile.module.straße", "com.q2.mobile.module.demo", "[[[", "{\"push\": tru",
        String(repeating: "[", count: 1_500), "{\"modules\": " + String(repeating: "[", count: 5_000) + "}",
    ])
    func kitHolds(_ input: String) {
        #expect(violated(ReferenceInvariants.all, input) == [], "\(input.prefix(60))")
    }

    @Test("An issuer reading that calls everything valid, or resolves what it refuses, is caught")
    func brokenIssuer() {
        let lenient = ReferenceInvariants.issuer(isValid: { _ in true }, resolve: { URL(string: $0) })
        #expect(violated(lenient, "https://exa mple.com") == ["valid-iff-resolves", "valid-is-visible"])
        #expect(violated(lenient, "https://&%default") == ["resolved-http-with-host"])
        #expect(violated(lenient, "https://example.com/\u{200B}").contains("valid-is-visible"))
        let ftp = ReferenceInvariants.issuer(isValid: { _ in true }, resolve: { _ in URL(string: "ftp://example.com") })
        #expect(violated(ftp, "anything") == ["resolved-http-with-host"])
    }

    @Test("A link parser that names targets without a link, or reads the two shapes differently, is caught")
    func brokenLinkParser() {
        let eager = ReferenceInvariants.link(target: { $0.isEmpty ? nil : "com.q2.mobile.module.demo" })
        #expect(violated(eager, "not a link") == ["target-only-in-a-shape"])
        // A parser that reads only the Universal Link shape: the two shapes of one link disagree.
        let oneShape = ReferenceInvariants.link(target: { $0.hasPrefix("q2mob:") ? nil : "com.q2.mobile.module.demo" })
        #expect(violated(oneShape, "com.q2.mobile.module.demo").contains("both-shapes-agree"))
        #expect(violated(ReferenceInvariants.link(), "\u{301}x") == [])
    }

    @Test("Sender rules that accept an invisible or case-unstable character are caught")
    func brokenSenderRules() {
        let lenient = ReferenceInvariants.sender(problem: { _ in nil })
        for id in ["com.q2.mobile.module.straße", "com.q2.mobile.module.\u{212A}", "com.q2.mobile.module.de\u{034F}mo", ""] {
            #expect(violated(lenient, id) == ["accepted-is-visible-and-case-stable"], "\(id)")
        }
        #expect(violated(lenient, "com.q2.mobile.module.demo") == [])
    }

    @Test("A JSON reader that refuses without a position inside the text is caught")
    func brokenJSONReader() {
        let nowhere = ReferenceInvariants.json(parse: { _ in
            .failure(JSONReader.SyntaxError(message: "bad", line: 0, column: 0, path: "$"))
        })
        #expect(violated(nowhere, "[") == ["refusal-has-a-position"])
        #expect(violated(ReferenceInvariants.json(), "[") == [])
    }

    @Test("A settings refusal over a path 300,000 levels deep stays short and still names the file", .timeLimit(.minutes(1)))
    func deepSettings() throws {
        let depth = 300_000
        let text = "{\"modules\": " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
        #expect(violated(ReferenceInvariants.settings(), text) == [])
        #expect(violated(ReferenceInvariants.settings(limit: 40), text) == ["refusal-is-readable"], "the limit is what is checked")
        let error = InputFileError(file: "settings.json", jsonPath: "$.modules" + String(repeating: "[0]", count: 1_000), message: "too deep")
        #expect(error.description.count < 200 && error.description.hasPrefix("settings.json at $.modules[0]"))
        #expect(error.jsonPath.contains("…(990 more)…"), "\(error.jsonPath)")
    }

    @Test("The shrinker keeps the failure and removes the rest")
    func shrinker() {
        #expect(InputShrinker.shrink("aaaaXbbbbbbYcc") { $0.contains("X") && $0.contains("Y") } == "XY")
        #expect(Ellipsis.middle(String(repeating: "a", count: 1_000), limit: 21) == String(repeating: "a", count: 10) + "…" + String(repeating: "a", count: 10))
    }
}
