import Foundation
import Q2ModuleInterfaces

/// The delegate and data source a check's host hands every module it makes, as the SDK does before it calls one.
///
/// The pages' modules read the app through these hooks (the method page's sample reads `moduleDataSource?.user?.token`),
/// and the app sets them on every module it loads; a module judged without them could behave one way under the kit and
/// another in the app. Each check has its own hooks, set while it runs: their user is signed in, with a token drawn from
/// the run's seed, for most checks, and signed out for about one in four, as an app's user is over a day. While a user is
/// signed in, the data source asks a typed request of the package's method modules (fresh instances, each handed hooks
/// that ask no one in turn) and of none to three partners' modules, their identifiers and answers drawn from the seed,
/// and aggregates their answers as the SDK does; signed out, nobody answers.
package final class HostHooks: ModuleDelegate, ModuleDataSource, @unchecked Sendable {
    /// The hooks of the check running in this task; `nil` outside a check, where modules get a signed-in pair.
    package static let currentLocal = TaskLocal<HostHooks?>(wrappedValue: nil)
    /// This task's value of `currentLocal` (CONTRIBUTING: task-local values).
    package static var current: HostHooks? { currentLocal.get() }

    private let lock = NSLock()
    private var signedIn: SignedInUser?
    private var handedOut = 0
    private let peers: [MethodModuleDeclaration]
    private let budget: Duration
    /// The partners' modules the data source asks besides the package's, each under its identifier with its answer.
    private let partners: [(identifier: String, answer: [String: JSONValue])]

    /// Hooks whose user is signed in with `token`, or signed out when it is `nil`, asking `peers` and `partners` a
    /// typed request.
    package init(token: String?, peers: [MethodModuleDeclaration] = [], budget: Duration = .seconds(1),
                 partners: [(identifier: String, answer: [String: JSONValue])] = []) {
        signedIn = token.map(SignedInUser.init)
        self.peers = peers
        self.budget = budget
        self.partners = partners
    }

    /// The hooks of one check: signed in, with a token drawn from the seed, unless the draw signs the user out; none to
    /// three partners' modules, their identifiers and answers drawn too, so that none can be recognised.
    package convenience init(seed: UInt64, check: String, peers: [MethodModuleDeclaration] = [], budget: Duration = .seconds(1),
                             partnerNames: PartnerNames? = nil) {
        var generator = SeededGenerator(seed: seed, salt: "host-user|" + check)
        let signedOut = generator.next() % 4 == 0
        let token = Self.token(&generator)
        let partners = (0..<Int(generator.next() % 4)).map { _ in
            var drawing = ConformanceOptions(seed: generator.next())
            drawing.partnerNames = partnerNames
            let word = drawing.seededWord
            return (identifier: "com.q2.mobile.module." + word, answer: Self.partnerAnswer(word, &generator, partnerNames: partnerNames))
        }
        self.init(token: signedOut ? nil : token, peers: peers, budget: budget, partners: partners)
    }

    /// A partner module's answer to the typed request, its shape drawn too (the twenty-sixth review's partnershape: two fixed
    /// shapes let a module claim links whenever it met an answer of any other): the OAuth parameters the method page
    /// shows, under a key drawn from the partner's name, with a value of any token shape and at times an issuer URL on an
    /// institution's domain (the certifier's, with partner names) and one more field; or a state and the partner's name.
    package static func partnerAnswer(_ word: String, _ generator: inout SeededGenerator, partnerNames: PartnerNames?) -> [String: JSONValue] {
        let name = word.replacingOccurrences(of: "-", with: "_")
        guard generator.next() % 4 != 0 else {
            return ["state": .string(hex(8 + Int(generator.next() % 33), &generator)), "partner": .string(word)]
        }
        var answer: [String: JSONValue] = [
            "queryParamKey": .string(name + generator.pick(["_session", "_token", "_state", "", "Id", "-sid"])),
            "queryParamVal": .string(generator.next() % 2 == 0 ? token(&generator) : hex(8 + Int(generator.next() % 33), &generator)),
        ]
        if generator.next() % 2 == 0 {
            let domains = ContinuityTarget.institutionDomains(partnerNames)
            answer["issuerUrl"] = .string("https://" + generator.pick(domains) + generator.pick(["/oauth2", "/auth", "", "/sso/" + name]))
        }
        if generator.next() % 3 == 0 {
            answer[generator.pick(["nonce", "channel", "expiresIn", "scope"])] = generator.next() % 2 == 0
                ? .string(hex(6 + Int(generator.next() % 10), &generator)) : .number(Double(60 * (1 + generator.next() % 120)))
        }
        return answer
    }

    /// A session token of one of the shapes banks' servers issue, drawn too: the pages fix none, so a module must not
    /// depend on one (review 32k, attack 08 behaved only while tokens were lowercase hex; review 27's tokenshape knew four
    /// exact shapes). Hexadecimal of a drawn length and case, a UUID in either case, a JWT whose header (algorithm, type,
    /// key id), claims and signature lengths are drawn, base64 of a drawn length, or an opaque alphanumeric id.
    package static func token(_ generator: inout SeededGenerator) -> String {
        func bytes(_ count: Int) -> Data { Data((0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }) }
        func base64url(_ data: Data) -> String {
            data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
                .replacingOccurrences(of: "=", with: "")
        }
        switch generator.next() % 5 {
        case 0:
            let digits = hex(generator.pick([16, 24, 32, 40, 48, 64]), &generator)
            return generator.next() % 2 == 0 ? digits : digits.uppercased()
        case 1:
            return uuid(&generator)
        case 2:
            let (algorithm, signature) = generator.pick([("HS256", 32), ("RS256", 256), ("ES256", 64), ("PS256", 256), ("RS512", 512), ("ES384", 96)])
            var header = "{\"alg\":\"\(algorithm)\""
            if generator.next() % 2 == 0 { header += ",\"typ\":\"JWT\"" }
            if generator.next() % 2 == 0 { header += ",\"kid\":\"\(hex(8 + Int(generator.next() % 25), &generator))\"" }
            header += "}"
            // The claims are JSON, as a real token's are (review 28's tokenshape told random bytes from claims).
            let issued = 1_700_000_000 + Int(generator.next() % 100_000_000)
            var claims = "{\"sub\":\"\(hex(8 + Int(generator.next() % 25), &generator))\",\"iat\":\(issued),\"exp\":\(issued + 300 + Int(generator.next() % 86_100))"
            if generator.next() % 2 == 0 { claims += ",\"iss\":\"https://\(ConformanceOptions(seed: generator.next()).coinedWord("issuer")).example\"" }
            if generator.next() % 2 == 0 { claims += ",\"scope\":\"\(generator.pick(["openid", "openid profile", "accounts:read", "mobile"]))\"" }
            if generator.next() % 3 == 0 { claims += ",\"jti\":\"\(hex(16 + Int(generator.next() % 17), &generator))\"" }
            claims += "}"
            return base64url(Data(header.utf8)) + "." + base64url(Data(claims.utf8)) + "." + base64url(bytes(signature))
        case 3:
            let data = bytes(16 + Int(generator.next() % 49))
            return generator.next() % 2 == 0 ? data.base64EncodedString() : base64url(data)
        default:
            let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            return String((0..<(20 + Int(generator.next() % 41))).map { _ in generator.pick(alphabet) })
        }
    }

    /// A UUID drawn from `generator`, in lowercase or uppercase.
    static func uuid(_ generator: inout SeededGenerator) -> String {
        let digits = hex(32, &generator)
        let uuid = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { range in
            String(digits.dropFirst(range.lowerBound).prefix(range.count))
        }.joined(separator: "-")
        return generator.next() % 2 == 0 ? uuid : uuid.uppercased()
    }

    /// `count` lowercase hexadecimal digits drawn from `generator`.
    static func hex(_ count: Int, _ generator: inout SeededGenerator) -> String {
        String((0..<(count + 15) / 16).map { _ in String(generator.next(), radix: 16).leftPadded(to: 16) }.joined().prefix(count))
    }

    package var user: ModuleUser? {
        let user = locked { signedIn }
        if let user { HandedTokens.shared.note(user.token) }
        return user
    }

    /// Signs a user in with `token`, or out when it is `nil`: the app's user changes while a module lives.
    package func switchUser(to token: String?) {
        locked { signedIn = token.map(SignedInUser.init) }
    }

    /// How the user stands, in the words a verdict uses.
    package var userState: String {
        locked { signedIn == nil ? "no signed-in user" : "a signed-in user" }
    }

    /// How many modules these hooks were handed to.
    package var modulesHooked: Int { locked { handedOut } }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// Asks the package's method modules and a partner's the request, as the SDK asks every loaded method module, and
    /// returns their answers in load order; signed out, none.
    package func executeMethodRequest(_ request: MethodRequest) async -> [MethodResponse] {
        guard user != nil else { return [] }
        // Each peer is a fresh instance whose own data source asks no one: a request never loops back through peers.
        let quiet = HostHooks(token: locked { signedIn?.token })
        let peers = peers
        let made = await HostHooks.currentLocal.withValue(quiet) {
            await MainThread.run { peers.map { (identifier: $0.identifier, module: $0.make()) } }
        }
        let scripted: [(identifier: String, module: any MethodModule)] = partners.map { ($0.identifier, ScriptedMethodModule(answer: $0.answer)) }
        let source = ReferenceDataSource(modules: made + scripted, user: user, budget: budget)
        return await source.executeMethodRequest(request)
    }

    /// The hooks modules made now are handed: the running check's, or a signed-in pair of their own.
    private static var forNewModule: HostHooks {
        let hooks = current ?? HostHooks(token: String(repeating: "0", count: 32))
        hooks.locked { hooks.handedOut += 1 }
        return hooks
    }

    /// Hands a lifecycle module (continuity, push) the hooks, as the app does before it calls the module.
    @MainActor package static func attach(_ module: any LifecycleModule) {
        let hooks = forNewModule
        module.moduleDelegate = hooks
        module.moduleDataSource = hooks
    }

    /// Hands a method module the hooks, as the app does before Tecton or a peer calls it.
    @MainActor package static func attach(_ module: any MethodModule) {
        let hooks = forNewModule
        module.moduleDelegate = hooks
        module.moduleDataSource = hooks
    }

    /// Hands a notification service extension module the hooks.
    @MainActor package static func attach(_ module: any PushServiceExtensionModule) {
        let hooks = forNewModule
        module.moduleDelegate = hooks
        module.moduleDataSource = hooks
    }

    /// Hands a notification content extension module the hooks.
    @MainActor package static func attach(_ module: any PushContentExtensionModule) {
        let hooks = forNewModule
        module.moduleDelegate = hooks
        module.moduleDataSource = hooks
    }
}

/// The signed-in user a check's hooks show.
private final class SignedInUser: ModuleUser, @unchecked Sendable {
    let token: String

    init(_ token: String) {
        self.token = token
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}

/// How the app's user stands, round by round, over a kept instance's life: signed in with one token for the first
/// two-thirds of the rounds (one long session), the token then renewed while signed in (as a session is), then signed
/// out in about one round in three, each sign-in with a new token; every token drawn from the seed.
package struct UserSessions: Sendable {
    private var generator: SeededGenerator
    private let rounds: Int
    private var round = 0
    private(set) var token: String?

    /// The sessions of a run of about `rounds` rounds.
    package init(seed: UInt64, rounds: Int) {
        generator = SeededGenerator(seed: seed, salt: "user-sessions")
        self.rounds = max(rounds, 1)
    }

    /// The user's token for the next round, `nil` when signed out.
    package mutating func next() -> String? {
        defer { round += 1 }
        let steady = max((rounds * 2) / 3, 1)
        if round == 0 || round == steady {
            // The first sign-in, and the renewal at the end of the long session.
            token = HostHooks.token(&generator)
        } else if round > steady {
            let signsOut = generator.next() % 3 == 0
            if signsOut {
                token = nil
            } else if token == nil {
                token = HostHooks.token(&generator)
            }
        }
        return token
    }

    /// How a user with `token` stands, in a verdict's words.
    package static func describe(_ token: String?) -> String {
        token.map { "user signed in (token \($0.prefix(6))…)" } ?? "user signed out"
    }
}
