import Foundation
import Q2ModuleInterfaces

/// The delegate and data source a check's host hands every module it makes, as the SDK does before it calls one.
///
/// The pages' modules read the app through these hooks (the method page's sample reads `moduleDataSource?.user?.token`),
/// and the app sets them on every module it loads; a module judged without them could behave one way under the kit and
/// another in the app. Each check has its own hooks, set while it runs: their user is signed in, with a token drawn from
/// the run's seed, for most checks, and signed out for about one in four, as an app's user is over a day. While a user is
/// signed in, the data source asks a typed request of the package's method modules (fresh instances, each handed hooks
/// that ask no one in turn) and of a partner's module that answers drawn data, and aggregates their answers as the SDK
/// does; signed out, nobody answers.
package final class HostHooks: ModuleDelegate, ModuleDataSource, @unchecked Sendable {
    /// The hooks of the check running in this task; `nil` outside a check, where modules get a signed-in pair.
    @TaskLocal package static var current: HostHooks?

    private let lock = NSLock()
    private var signedIn: SignedInUser?
    private var handedOut = 0
    private let peers: [MethodModuleDeclaration]
    private let budget: Duration
    private let partnerAnswer: [String: JSONValue]

    /// Hooks whose user is signed in with `token`, or signed out when it is `nil`, asking `peers` a typed request.
    package init(token: String?, peers: [MethodModuleDeclaration] = [], budget: Duration = .seconds(1),
                 partnerAnswer: [String: JSONValue] = ["session": .string("partner")]) {
        signedIn = token.map(SignedInUser.init)
        self.peers = peers
        self.budget = budget
        self.partnerAnswer = partnerAnswer
    }

    /// The hooks of one check: signed in, with a token drawn from the seed, unless the draw signs the user out.
    package convenience init(seed: UInt64, check: String, peers: [MethodModuleDeclaration] = [], budget: Duration = .seconds(1)) {
        var generator = SeededGenerator(seed: seed, salt: "host-user|" + check)
        let signedOut = generator.next() % 4 == 0
        let token = Self.token(&generator)
        self.init(token: signedOut ? nil : token, peers: peers, budget: budget,
                  partnerAnswer: ["queryParamKey": .string("partner_session"), "queryParamVal": .string(String(token.prefix(12)))])
    }

    /// A session token of the shape a bank's server issues: 32 lowercase hexadecimal digits.
    package static func token(_ generator: inout SeededGenerator) -> String {
        (0..<2).map { _ in String(generator.next(), radix: 16).leftPadded(to: 16) }.joined()
    }

    package var user: ModuleUser? { locked { signedIn } }

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

    /// The identifier the partner's module answers under: no package's own.
    package static let partnerIdentifier = "com.q2.mobile.module.partner-oauth"

    /// Asks the package's method modules and a partner's the request, as the SDK asks every loaded method module, and
    /// returns their answers in load order; signed out, none.
    package func executeMethodRequest(_ request: MethodRequest) async -> [MethodResponse] {
        guard user != nil else { return [] }
        // Each peer is a fresh instance whose own data source asks no one: a request never loops back through peers.
        let quiet = HostHooks(token: locked { signedIn?.token })
        let peers = peers
        let made = await HostHooks.$current.withValue(quiet) {
            await MainThread.run { peers.map { (identifier: $0.identifier, module: $0.make()) } }
        }
        let partner = ScriptedMethodModule(answer: partnerAnswer)
        let source = ReferenceDataSource(modules: made + [(Self.partnerIdentifier, partner)], user: user, budget: budget)
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
