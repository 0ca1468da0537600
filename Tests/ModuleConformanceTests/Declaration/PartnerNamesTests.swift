import ConformanceEngine
import Foundation
import Testing

/// The certifier's partner names: how the file is read, and that a run draws other modules' names from it.
@Suite("The certifier's partner names")
struct PartnerNamesTests {
    @Test("A well-formed list is read with its repeats dropped; its digest ignores order")
    func wellFormed() throws {
        let names = try PartnerNames.parse(["words": ["acme-rewards", "harborpay", "HarborPay"], "schemes": ["harborbank"],
                                            "domains": ["m.harbor.example"]], file: "partners.json")
        #expect(names.words == ["acme-rewards", "harborpay"] && names.schemes == ["harborbank"] && names.domains == ["m.harbor.example"])
        let reordered = PartnerNames(words: ["harborpay", "acme-rewards"], schemes: ["harborbank"], domains: ["m.harbor.example"])
        #expect(names.digest == reordered.digest && names.summary.hasPrefix("2 names, 1 schemes, 1 domains; sha256 "))
        #expect(PartnerNames(words: ["harborpay"]).digest != reordered.digest)
        // Alert texts (review 26's alerttext) are read as given, case kept; a list without them digests as before.
        let alerts = try PartnerNames.parse(["words": ["harborpay"], "alerts": ["Rent reminder", "rent reminder", "Rent reminder"]], file: "partners.json")
        #expect(alerts.alerts == ["Rent reminder", "rent reminder"] && alerts.summary.contains("1 names, 0 schemes, 0 domains, 2 alert texts; sha256 "))
        #expect(alerts.digest != PartnerNames(words: ["harborpay"]).digest)
        #expect(try PartnerNames.parse(["words": ["harborpay"]], file: "p.json").digest == PartnerNames(words: ["harborpay"]).digest)
        // Review 31: whole values seen in real apps, read as given, counted in the summary and the digest.
        let samples = try PartnerNames.parse(["words": ["harborpay"], "activityTypes": ["com.harborbank.ViewStatement"],
                                              "issuers": ["https://idp.harborbank.com/realms/retail"],
                                              "referrers": ["https://forum.northwind.io/t/4411"]], file: "partners.json")
        #expect(samples.activityTypes == ["com.harborbank.ViewStatement"] && samples.issuers.count == 1 && samples.referrers.count == 1)
        #expect(samples.summary.contains("1 activity types, 1 issuers, 1 referrers; sha256 ") && samples.digest != PartnerNames(words: ["harborpay"]).digest)
        // Review 31's apskeys: real notifications' aps dictionaries, each kept once, in the summary and the digest.
        let aps = try PartnerNames.parse(["words": ["harborpay"], "aps": [.object(["sound": "chime.aiff", "badge": 1]),
                                                                          .object(["badge": 1, "sound": "chime.aiff"]),
                                                                          .object(["alert": ["loc-key": "BILL_DUE"]])]], file: "partners.json")
        #expect(aps.aps.count == 2 && aps.summary.contains(", 2 aps samples; sha256 "), "\(aps.aps) \(aps.summary)")
        #expect(aps.digest != PartnerNames(words: ["harborpay"]).digest)
    }

    @Test("A malformed list is refused at its JSON path, saying what was found and what is expected", arguments: [
        (JSON.array([]), "partners.json at $: expected an object such as {\"words\""),
        (["word": ["x"]], "partners.json at $.word: unexpected key (did you mean \"words\"?)"),
        (["schemes": ["harborbank"]], "partners.json at $.words: missing: give the names of real partner modules"),
        (["words": []], "partners.json at $.words: empty: give at least one name"),
        (["words": "harborpay"], "partners.json at $.words: expected an array of strings"),
        (["words": ["harborpay", 3]], "partners.json at $.words[1]: expected a string"),
        (["words": ["harbor pay"]], "partners.json at $.words[0]: 'harbor pay' is not a module name"),
        (["words": ["-harbor"]], "partners.json at $.words[0]: '-harbor' is not a module name"),
        (["words": ["harborpay"], "schemes": ["2fa"]], "partners.json at $.schemes[0]: '2fa' is not a URL scheme"),
        (["words": ["harborpay"], "domains": ["localhost"]], "partners.json at $.domains[0]: 'localhost' is not a host name with at least two labels"),
        (["words": ["harborpay"], "domains": ["bad_.example"]], "partners.json at $.domains[0]: 'bad_.example' is not a host name"),
        (["words": ["harborpay"], "alerts": [""]], "partners.json at $.alerts[0]: '' is not a notification's text"),
        (["words": ["harborpay"], "alerts": ["line\nbreak"]], "partners.json at $.alerts[0]: 'line\nbreak' is not a notification's text"),
        (["words": ["harborpay"], "alert": ["x"]], "partners.json at $.alert: unexpected key (did you mean \"alerts\"?)"),
        (["words": ["harborpay"], "activityTypes": ["com.harbor view"]], "partners.json at $.activityTypes[0]: 'com.harbor view' is not an activity type"),
        (["words": ["harborpay"], "issuers": ["ftp://idp.harborbank.com"]], "partners.json at $.issuers[0]: 'ftp://idp.harborbank.com' is not an OAuth issuer"),
        (["words": ["harborpay"], "referrers": ["forum.northwind.io"]], "partners.json at $.referrers[0]: 'forum.northwind.io' is not a web page's address"),
        (["words": ["harborpay"], "issuer": ["x"]], "partners.json at $.issuer: unexpected key (did you mean \"issuers\"?)"),
        (["words": ["harborpay"], "aps": ["sound": "chime.aiff"]], "partners.json at $.aps: expected an array of objects, each a real notification's aps dictionary"),
        (["words": ["harborpay"], "aps": [[:]]], "partners.json at $.aps[0]: expected a non-empty object"),
        (["words": ["harborpay"], "aps": ["chime.aiff"]], "partners.json at $.aps[0]: expected a non-empty object"),
        (["words": ["harborpay"], "aps": [["alert": 3]]], "partners.json at $.aps[0].alert: expected a text or an object"),
        (["words": ["harborpay"], "aps": [["alert": .string(String(repeating: "x", count: 5000))]]], "partners.json at $.aps[0]: 5012 bytes: more than the 4096"),
    ] as [(JSON, String)])
    func malformed(_ json: JSON, _ message: String) {
        #expect {
            _ = try PartnerNames.parse(json, file: "partners.json")
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }

    @Test("A file that is missing or a folder is named with what to do")
    func missingFile() {
        #expect { _ = try PartnerNames.load(URL(fileURLWithPath: "/nonexistent/partners.json")) } throws: { error in
            "\(error)".contains("there is no partner names file at /nonexistent/partners.json; check the path")
        }
        #expect { _ = try PartnerNames.load(URL(fileURLWithPath: "/tmp")) } throws: { error in
            "\(error)".contains("/tmp is a folder, not the partner names file; give the file's path, such as /tmp/partner-names.json")
        }
    }

    @Test("With partner names, every generated name, scheme and domain of another module is one of them, and none is the module's own")
    func drawn() {
        let names = PartnerNames(words: ["acme-rewards", "harborpay", "demo"], schemes: ["harborbank"], domains: ["m.harbor.example"])
        var options = ConformanceOptions(seed: 7)
        let kitWord = options.seededWord
        options.partnerNames = names
        #expect(names.words.contains(options.seededWord) && names.words.contains(options.coinedWord("identifier|x")))
        #expect(!names.words.contains(kitWord), "without the list the kit's own rules name it: \(kitWord)")
        for seed in UInt64(0)..<40 {
            var drawing = options
            drawing.seed = seed
            let bindings = ContinuityTarget("com.q2.mobile.module.demo/path")!.bindings(options: drawing, drawnFor: "case")
            #expect(bindings["scheme"] == "harborbank" && bindings["domain"] == "m.harbor.example", "\(bindings)")
            // The module's own word is never another module's: the draw is set apart from it.
            #expect(bindings["coined"] != "demo" && bindings["seeded"] != "demo", "\(bindings)")
            #expect(names.words.contains { bindings["coined"]?.hasPrefix($0) == true }, "\(bindings)")
        }
    }
}
