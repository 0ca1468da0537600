/// An OAuth issuer as an institution's sign-in would have it, drawn from the run's seed: a provider's host shape with an
/// institution's name coined for the run, never a reserved example name, an address or a name from a list, so that a
/// module that behaves for the kit's issuers alone is asked what an app asks it (the tenth review: a module that never
/// answered for a real issuer passed; review 30's issuerlist: a module that knew the kit's issuers by name passed).
package enum InstitutionIssuer {
    /// The issuer for one use of the seed (`salt`: the case).
    package static func url(seed: UInt64, salt: String) -> String {
        var generator = SeededGenerator(seed: seed, salt: "institution-issuer/" + salt)
        let name = institution(seed: seed, salt: salt)
        let host = generator.pick(["login.\(name).com", "\(name).okta.com", "auth.\(name).org", "\(name).b2clogin.com",
                                   "sso.\(name).com", "id.\(name).net", "\(name).auth0.com", "signin.\(name).bank"])
        return "https://" + host + generator.pick(["/oauth2/default", "/realms/members", "/oauth2/v2.0", "", "/as",
                                                   "/oauth2/\(name)", "/tenant/\(generator.next() % 90_000 + 10_000)"])
    }

    /// An issuer fixture's text with its placeholders drawn for one case: `{institutionIssuer}` (the whole issuer),
    /// `{institution}` (an institution's name in a host the fixture shapes) and `{ipv6}` (a global IPv6 address).
    /// `samples`: the certifier's issuers (`PartnerNames.issuers`), one of which stands for every whole issuer when given.
    package static func expand(_ raw: String, seed: UInt64, salt: String, samples: [String] = []) -> String {
        if raw == "{institutionIssuer}" {
            var generator = SeededGenerator(seed: seed, salt: "institution-sample/" + salt)
            return PartnerNames.sample(samples, &generator) ?? url(seed: seed, salt: salt)
        }
        var generator = SeededGenerator(seed: seed, salt: "institution-address/" + salt)
        let address = "2" + String(generator.next() % 0x1ff + 0x600, radix: 16) + ":"
            + (0..<3).map { _ in String(generator.next() % 0xffff + 1, radix: 16) }.joined(separator: ":") + "::"
            + String(generator.next() % 0xfff + 1, radix: 16)
        return raw.replacingOccurrences(of: "{institution}", with: institution(seed: seed, salt: salt))
            .replacingOccurrences(of: "{ipv6}", with: address)
    }

    /// An institution's name coined for the run, sometimes with a bank's or credit union's ending.
    private static func institution(seed: UInt64, salt: String) -> String {
        var generator = SeededGenerator(seed: seed, salt: "institution-name/" + salt)
        return ConformanceOptions(seed: seed).coinedWord("institution|" + salt)
            + generator.pick(["", "", "bank", "cu", "fcu", "financial", "federal"])
    }
}
