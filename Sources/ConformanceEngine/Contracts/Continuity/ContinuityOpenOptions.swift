import Foundation
import Q2ModuleInterfaces

/// The options an open-URL call carries, drawn per call from the run's seed among the shapes iOS hands an app: the
/// opening app's bundle identifier (one of the system's, one of the institution's own other apps, or none, as iOS gives
/// for an app of another developer), sometimes with `openInPlace`. A module cannot keep honest for one fixed shape only.
package struct ContinuityOpenOptions: Sendable, Equatable, CustomStringConvertible {
    package let sourceApplication: String?
    package let openInPlace: Bool?
    /// Whether the link launches or resumes the app, which iOS then hands it while the app is inactive; otherwise the
    /// app is in the foreground and active (the fourteenth review: the stand-in's app was always active, and a module
    /// that claimed every link while inactive passed).
    package let launching: Bool

    /// The options for the call `salt` names (a fixture case and target) in the run with `seed`; `options` (the run's,
    /// with the certifier's partner names if any) coin the identifiers of the institution's own other apps.
    package init(seed: UInt64, salt: String, options: ConformanceOptions? = nil) {
        var generator = SeededGenerator(seed: seed, salt: salt)
        // iOS names the opening app only when it is the system's or one of the same developer's; another developer's
        // gives none (review 27's openoptions: five fixed identifiers could be told from an app's).
        let system = ["com.apple.mobilesafari", "com.apple.MobileSMS", "com.apple.mobilemail", "com.apple.mobilenotes",
                      "com.apple.mobilecal", "com.apple.Passbook", "com.apple.reminders", "com.apple.BarcodeScanner",
                      "com.apple.DocumentsApp", "com.apple.mobileslideshow", "com.apple.Maps", "com.apple.shortcuts"]
        let drawn = options ?? ConformanceOptions(seed: seed)
        switch generator.next() % 4 {
        case 0: sourceApplication = nil
        case 1:
            // The institution's own other app: reverse DNS of one of its domains or of a coined team, two to five parts
            // (review 28's openoptions: always three parts, `com.<word>.<word>`, told the kit's from a real one).
            let domains = ContinuityTarget.institutionDomains(drawn.partnerNames)
            var parts = generator.next() % 2 == 0
                ? generator.pick(domains).split(separator: ".").reversed().map(String.init)
                : [generator.pick(["com", "com", "org", "net", "io", "us"]), drawn.coinedWord("team|" + salt)]
            parts = Array(parts.prefix(4))
            for index in 0..<Int(generator.next() % UInt64(max(1, 6 - parts.count))) {
                parts.append(generator.next() % 3 == 0 ? generator.pick(["mobile", "business", "ios", "app", "wallet", "cards"])
                             : drawn.coinedWord("app|\(index)|" + salt))
            }
            sourceApplication = parts.joined(separator: ".")
        case 2 where generator.next() % 3 == 0:
            // A system app the kit's list does not hold: iOS has many more than a list can name.
            sourceApplication = "com.apple." + drawn.coinedWord("system|" + salt)
        default: sourceApplication = generator.pick(system)
        }
        openInPlace = generator.next() % 3 == 0 ? false : nil
        launching = generator.next() % 2 == 0
    }

    /// The application's state when iOS hands the app the link.
    package var applicationState: UIApplication.State { launching ? .inactive : .active }

    /// The dictionary the call passes.
    package var dictionary: [UIApplication.OpenURLOptionsKey: Any] {
        var options: [UIApplication.OpenURLOptionsKey: Any] = [:]
        if let sourceApplication { options[.sourceApplication] = sourceApplication }
        // An NSNumber, as iOS passes it (review 30's inplacetext: a Swift Bool printed "false" where iOS's prints "0").
        if let openInPlace { options[.openInPlace] = NSNumber(value: openInPlace) }
        return options
    }

    package var description: String {
        let parts = [sourceApplication.map { "sourceApplication \($0)" }, openInPlace.map { "openInPlace \($0)" }].compactMap { $0 }
        return (parts.isEmpty ? "no options" : parts.joined(separator: ", ")) + (launching ? ", the app inactive, launched by the link" : "")
    }
}
