/// An OAuth issuer as an institution's sign-in would have it, drawn from the run's seed: a provider's host shape with an
/// institution's name, never a reserved example name or an address, so that a module that behaves for the documentation's
/// hosts alone is asked what an app asks it (the tenth review: a module that never answered for a real issuer passed).
package enum InstitutionIssuer {
    /// The issuer for one use of the seed (`salt`: the case).
    package static func url(seed: UInt64, salt: String) -> String {
        var generator = SeededGenerator(seed: seed, salt: "institution-issuer/" + salt)
        let name = generator.pick(names) + generator.pick(["", "bank", "cu", "fcu", "financial"])
        let host = generator.pick(["login.\(name).com", "\(name).okta.com", "auth.\(name).org", "\(name).b2clogin.com",
                                   "sso.\(name).com", "id.\(name).net"])
        return "https://" + host + generator.pick(["/oauth2/default", "/realms/members", "/oauth2/v2.0", "", "/as"])
    }

    /// Institution names, made up, in the shapes credit unions and banks take.
    private static let names = ["northshore", "lakeview", "firstcommunity", "pinecrest", "harborstate", "summitfederal",
                                "riverbend", "granitepoint", "meadowbrook", "coastal", "heartland", "bluewater", "eaglerock"]
}
