import Foundation
import Q2ModuleInterfaces

/// Calls one instance of a method module every declared Tecton method, and asks it the typed request, over and over in
/// a shuffled order while the app's user signs in and out: the app keeps one instance for its whole life, while every
/// other check calls a new one once.
package struct MethodLongLivedRun: Sendable {
    /// The calls the kept instance gets: more than a page's session makes of one module, so that a module whose answers
    /// change only after more calls than this changes them where no user reaches.
    package static let callCount = 600
    /// How long the calls may take in all: 30 s, or three callback budgets when they are longer. Each call waits for the one before
    /// it to complete, so a module whose methods answer in seconds, as a network call does, gets fewer calls, not a hang
    /// (the seventh trial's B32: 2 s a call, within the 10 s budget, ran the check past its 60 s limit). The typed
    /// request's comparisons and the last callback's watch come after, within `MethodJudgement.longestRun`.
    /// Never less than 30 s, so that a break that shows only after many calls is reached on a loaded machine too; the
    /// first two rounds (every method with its example, then with drawn values) are made whatever the time.
    package var callTime: Duration { max(.seconds(30), invoker.budget * 3) }

    /// Each declared method's example parameters, by method name.
    package let methods: [String: [String: JSON]]
    package let seed: UInt64
    package let invoker: TectonInvoker
    /// Whether the SDK certified has typed requests (26.3.0 on).
    package var asksTypedRequest = true
    /// The settings `data` the instances are handed, when it is not the package's own, for messages.
    package var settingsData: JSONValue?

    /// One call made of the kept instance, and what came of it.
    private struct Made {
        let number: Int
        let name: String
        let token: String?
        /// The callback's completions, for a Tecton call; `nil` for the typed request or a method not offered.
        let completions: EventLog<MethodModuleResponse>?
        /// Whether the typed request was answered non-nil; `nil` for a Tecton call or a request unanswered within budget.
        let answered: Bool?
        /// The typed request's answer, and which of `contexts` it was asked with.
        var values: [String: JSON]? = nil
        var context = 0
        /// Whether a Tecton call carried the declared example, not values drawn in its shape.
        var example = false
        /// A Tecton call's parameters.
        var parameters: [String: JSON] = [:]
    }

    /// The contexts the typed request is asked with, in turn: two institutions' issuers, a context without one, and no
    /// context, so that an answer kept from an earlier request (the eighteenth trial's M24: a cached issuerUrl) differs
    /// from what a fresh instance answers.
    private var contexts: [(context: OAuthContext?, text: String)] {
        let first = InstitutionIssuer.url(seed: seed, salt: "long-lived"), second = InstitutionIssuer.url(seed: seed, salt: "long-lived-2")
        return [(OAuthContext(issuerURL: URL(string: first)), "issuer \(first)"), (OAuthContext(issuerURL: URL(string: second)), "issuer \(second)"),
                (OAuthContext(issuerURL: nil), "a context without an issuer"), (nil, "no context")]
    }

    /// The kept instance is made first and called in shuffled rounds until it had `callCount` calls; each call's
    /// callback is watched as long as a fresh instance's is (`handlerBudget` past the last call), and each typed answer is
    /// compared with a fresh instance's answer in the same user state, asked only after the kept instance's calls, so
    /// that the kept instance never shares its process with another before it is judged.
    package func verdict(_ make: @escaping @MainActor @Sendable () -> any MethodModule) async -> Verdict {
        let names = methods.keys.sorted()
        let input = "one instance called \(names.count) declared method(s) with their examples and values drawn in their shape"
            + (asksTypedRequest ? " and asked oauthAuthorizationParams with four contexts in turn" : "") + ", in shuffled rounds while the user signs in "
            + "and out" + (settingsData.map { ", its settings data \(JSONText.short(JSON(sdk: $0))) (drawn in the shape of the package's own, as an institution's is configured)" } ?? "")
            + " (\(Self.callCount) calls; seed \(seed))"
        let expected = "each call's callback completed exactly once"
            + (asksTypedRequest ? "; the typed request answered exactly when a fresh instance answers it, with every value fresh "
                + "instances give each time they are asked" : "")
        let calls = names.count + (asksTypedRequest ? 1 : 0)
        guard calls > 0 else {
            return Verdict(.notApplicable, input: input, expected: expected, actual: "the module declares no method, and the SDK "
                           + "certified has no typed request")
        }
        let hooks = HostHooks.current
        var generator = SeededGenerator(seed: seed)
        var sessions = UserSessions(seed: seed, rounds: (Self.callCount + calls - 1) / calls)
        hooks?.switchUser(to: sessions.next())
        let kept = await MainThread.run { Unchecked(make()) }
        let contexts = self.contexts
        var made: [Made] = []
        var round = 0
        // A typed request no instance answers within the budget is METHOD-REQUEST-BUDGET's to judge: once a fresh instance
        // misses it too, it is asked no more, so that a slow module does not spend the budget three hundred times.
        var asksRequest = asksTypedRequest
        var typedAsked = 0
        let clock = ContinuousClock(), began = clock.now
        // Time spent waiting for the typed-request gate (other checks' requests in flight) is not the module's: the time
        // box counts only the run's own time, so a loaded process does not cut the run short.
        var waitedForGate = Duration.zero
        func typedAnswer(_ module: Unchecked<any MethodModule>, _ request: MethodRequest, patience: Int = 1) async -> [String: JSONValue]?? {
            let asked = clock.now
            let (entered, answer) = await TypedRequestGate.inEffect.exclusive {
                (ContinuousClock.now, await withinBudget(invoker.budget * patience) { await CrashAttribution.calling { await module.value.handleRequest(request) } })
            }
            waitedForGate += entered - asked
            return answer
        }
        var timeBoxed = false
        // The first two rounds are made whatever the time: every method once with its example, then once with values
        // drawn in its shape, so that what the run reaches does not depend on the machine's speed (a loaded machine made
        // five calls in the time and never reached a drawn value the method misses).
        func outOfTime() -> Bool { round > 2 && clock.now - began - waitedForGate > callTime }
        while made.count < Self.callCount {
            // Two whole rounds, then as many as the time allows.
            if round >= 2, clock.now - began - waitedForGate > callTime {
                timeBoxed = true
                break
            }
            let token = round == 0 ? hooks?.user?.token : sessions.next()
            round += 1
            hooks?.switchUser(to: token)
            for index in generator.order(of: calls) where made.count < Self.callCount && !outOfTime() {
                let number = made.count + 1
                if StallWatch.checkHeldMainThread {
                    return Verdict(.failed, input: input, expected: expected, actual: "a call held the main thread")
                }
                guard index < names.count else {
                    guard asksRequest else { continue }
                    // The contexts in turn, from the first: the two rounds made whatever the time ask both institutions'
                    // issuers, so that an answer kept from the first request is seen on any machine (under load, two
                    // requests by call number could both fall on contexts without an issuer, and a kept answer passed).
                    let contextIndex = typedAsked % contexts.count
                    typedAsked += 1
                    let request = MethodRequest.oauthAuthorizationParams(context: contexts[contextIndex].context)
                    // This clause judges what the one instance keeps, not its speed (METHOD-REQUEST-BUDGET does): a loaded
                    // machine can hold an answer past the budget (the whole suite beside two trials held a conforming
                    // module's 50 ms answer past 2 s), so the one instance's answer is waited for `patience` budgets; one
                    // it never gives still fails.
                    let answer = await typedAnswer(kept, request, patience: Self.patience)
                    if answer == nil {
                        let fresh = await MainThread.run { Unchecked(make()) }
                        guard let freshAnswer = await typedAnswer(fresh, request) else {
                            asksRequest = false
                            continue
                        }
                        // The kept instance went silent where a fresh one answers: judged at once, not after every
                        // remaining call has spent the budget too.
                        return Verdict(.failed, input: input, expected: expected,
                                       actual: "call \(number) to the one instance (oauthAuthorizationParams, \(contexts[contextIndex].text), "
                                           + "\(UserSessions.describe(token))) did not answer within \(invoker.budget * Self.patience); a fresh instance " + (freshAnswer != nil ? "answers" : "answers nil"))
                    }
                    made.append(Made(number: number, name: "oauthAuthorizationParams", token: token, completions: nil,
                                     answered: answer.map { $0 != nil }, values: (answer ?? nil).map(JSON.members(sdk:)), context: contextIndex))
                    continue
                }
                let name = names[index]
                // Every other call of a method has the declared example's shape with values drawn for it: a page calls a
                // method with a user's values, not the example's (review 32k, attack 04 misbehaved on new parameters).
                let example = methods[name] ?? [:]
                let drawn = round == 2 || (round > 2 && number % 2 == 0)
                let parameters = drawn ? ParameterMutation.seededValues.apply(to: example, seed: seed &+ UInt64(number)) : example
                let log = await invoker.start(kept.value, method: name, parameters: parameters)
                // The next call waits for this one's first completion, as a page waits for its promise.
                await log?.wait(until: 1, budget: invoker.budget)
                // As for the typed request above: a completion a loaded machine held past the budget is waited for longer.
                if let log, log.count == 0 { await log.wait(until: 1, budget: invoker.budget * (Self.patience - 1)) }
                if let log, log.count == 0 {
                    // The eleventh trial's K14: a fresh instance is given the same call, so that a callback missed for
                    // these parameters reads as that, not as state kept between calls.
                    let fresh = await MainThread.run { Unchecked(make()) }
                    let freshLog = await invoker.start(fresh.value, method: name, parameters: parameters)
                    await freshLog?.wait(until: 1, budget: invoker.budget)
                    let alone = (freshLog?.count ?? 0) == 0
                    return Verdict(.failed, input: input, expected: expected,
                                   actual: "call \(number) to the one instance (\(name)(\(JSONText.short(.object(parameters)))), "
                                       + "\(UserSessions.describe(token))) never completed its callback within \(invoker.budget * Self.patience); "
                                       + (alone ? "a fresh instance given the same call does not complete it either, so it is not state "
                                           + "kept between calls: the method misses its callback for these parameters"
                                           : "a fresh instance given the same call completes it, so the one instance kept something "
                                           + "from its earlier calls"))
                }
                made.append(Made(number: number, name: name, token: token, completions: log, answered: nil, example: !drawn, parameters: parameters))
            }
        }
        // A second completion has as long after the last call as a fresh instance's has after its own.
        await EventLog<Void>().wait(until: 1, budget: invoker.secondCallWindow)
        if let wrong = made.first(where: { ($0.completions?.count ?? 1) != 1 }) {
            return Verdict(.failed, input: input, expected: expected,
                           actual: "call \(wrong.number) to the one instance (\(wrong.name), \(UserSessions.describe(wrong.token))) "
                               + ((wrong.completions?.count ?? 0) == 0 ? "never completed its callback within \(invoker.budget)"
                                   : "completed its callback \(wrong.completions?.count ?? 0) times"),
                           // The twenty-first trial's B26: a method that completes twice on every call is not state kept.
                           note: (wrong.completions?.count ?? 0) > 1 ? "a callback completed more than once on one call is not state "
                               + "kept between calls when a fresh instance does it too: METHOD-SELECTOR-ONCE judges that, and fixing it "
                               + "fixes this" : nil)
        }
        // Each user state and context is put to fresh instances: the kept instance must answer when they answer, and give
        // every value they give every time (a value that varies, such as a nonce or a count, is the module's to vary).
        var fresh: [String: (answered: Bool?, agreed: [String: JSON])] = [:]
        for asked in made where asked.completions == nil && asked.name == "oauthAuthorizationParams" {
            let key = "\(asked.token ?? "-")|\(asked.context)"
            if fresh[key] == nil {
                hooks?.switchUser(to: asked.token)
                let request = MethodRequest.oauthAuthorizationParams(context: contexts[asked.context].context)
                // One fresh instance asked twice, another once: a value that changes from request to request (a counter,
                // a nonce: the page lets each answer carry its own) is not compared.
                var answers: [[String: JSON]??] = []
                let first = await MainThread.run { Unchecked(make()) }, second = await MainThread.run { Unchecked(make()) }
                for module in [first, first, second] {
                    answers.append(await typedAnswer(module, request).map { $0.map(JSON.members(sdk:)) })
                }
                fresh[key] = (answers[0].map { $0 != nil }, JSON.stableMembers(answers.map { $0 ?? nil }))
            }
            guard let (answeredFresh, agreed) = fresh[key], let freshAnswered = answeredFresh else { continue }
            let asking = "call \(asked.number) to the one instance (oauthAuthorizationParams, \(contexts[asked.context].text), "
                + "\(UserSessions.describe(asked.token)))"
            if asked.answered != freshAnswered {
                return Verdict(.failed, input: input, expected: expected,
                               actual: asking + " " + (asked.answered.map { $0 ? "answered" : "answered nil" } ?? "did not answer within \(invoker.budget)")
                                   + "; a fresh instance " + (freshAnswered ? "answers" : "answers nil"))
            }
            if let values = asked.values, let differing = agreed.keys.sorted().first(where: { values[$0] != agreed[$0] }) {
                return Verdict(.failed, input: input, expected: expected,
                               actual: asking + " answered \(differing) " + (values[differing].map { JSONText.short($0) } ?? "absent")
                                   + "; fresh instances asked the same answer \(JSONText.short(agreed[differing] ?? .null)), again and again: "
                                   + "the one instance kept something from an earlier request")
            }
        }
        if let leaked = Self.anotherUsersToken(made) {
            return Verdict(.failed, input: input, expected: expected, actual: leaked,
                           note: "an answer kept from an earlier call, in an instance or in a static that every instance shares (a "
                               + "cache of answers), hands one user's data to the next: key it by the signed-in user, and drop it "
                               + "when the user signs out")
        }
        if let differing = await differingAnswer(made, kept: kept, make: make, hooks: hooks) {
            return Verdict(.failed, input: input, expected: expected, actual: differing)
        }
        return Verdict(.passed, input: input, expected: expected,
                       actual: "\(made.count) calls over \(round) rounds, each completed once" + (asksTypedRequest ? " or answered as a fresh instance answers" : ""),
                       note: timeBoxed ? "the calls took \(callTime) before all \(Self.callCount) were made (each waits for the one "
                           + "before it to complete): \(made.count) were" : nil)
    }

    /// The trial 23's u59: a method whose answers are kept in a static hands every later caller the first answer, to
    /// fresh instances too, so no comparison with them sees it; but an answer given while one user is signed in (or
    /// none is) that carries another user's token is one user's data given to the next, whatever instance gave it. The
    /// part of a token that tells it from the signed-in user's (at least six characters) is looked for in each answer.
    private static func anotherUsersToken(_ made: [Made]) -> String? {
        let tokens = Set(made.compactMap(\.token))
        let earlier = EarlierTokens(HandedTokens.shared.all.subtracting(tokens))
        for call in made {
            let answers: [JSON] = (call.completions?.values.map { JSON(sdk: $0.response) } ?? []) + (call.values.map { [.object($0)] } ?? [])
            for answer in answers {
                let prefix = "call \(call.number) to the one instance (\(call.name), \(UserSessions.describe(call.token))) answered "
                    + "\(JSONText.short(answer)), which carries "
                if let (telling, other) = otherToken(in: answer, signedIn: call.token, among: tokens) {
                    return prefix + "\(telling)…, the token of another user signed in earlier in the run (\(UserSessions.describe(other)))"
                }
                if let telling = earlier.carried(in: answer, signedIn: call.token) {
                    return prefix + "\(telling)…, the token of a user another check of this process signed in before this one ran"
                }
            }
        }
        return nil
    }

    /// How many budgets the one instance's answer or first completion is waited for before it is judged silent.
    static let patience = 10

    /// How much of an earlier check's token an answer must carry to be taken for it: a process hands out hundreds of
    /// tokens, so a short part of one could be met by chance.
    static let earlierTelling = 12

    /// Earlier checks' tokens in every form `encodings` gives, found by their first `earlierTelling` characters: a
    /// process hands out thousands (the kit's own suite), too many to search an answer for one by one.
    struct EarlierTokens {
        private var byStart: [String: [(form: Int, text: String, token: String)]] = [:]

        init(_ tokens: Set<String>) {
            for token in tokens {
                for (form, text) in MethodLongLivedRun.encodings(token).enumerated() where text.utf8.count >= MethodLongLivedRun.earlierTelling {
                    byStart[String(decoding: text.utf8.prefix(MethodLongLivedRun.earlierTelling), as: UTF8.self), default: []].append((form, text, token))
                }
            }
        }

        /// The part of an earlier check's token `answer` carries, at least `earlierTelling` characters and more than it
        /// shares with the signed-in user's token in the same form; `nil` when it carries none.
        func carried(in answer: JSON, signedIn: String?) -> String? {
            guard !byStart.isEmpty else { return nil }
            let text = JSONText.canonical(answer)
            let bytes = Array(text.utf8), width = MethodLongLivedRun.earlierTelling
            let signedInForms = signedIn.map(MethodLongLivedRun.encodings)
            guard bytes.count >= width else { return nil }
            for start in 0...(bytes.count - width) {
                guard let candidates = byStart[String(decoding: bytes[start..<start + width], as: UTF8.self)] else { continue }
                for (form, other, token) in candidates where token != signedIn {
                    let telling = MethodLongLivedRun.telling(other, besides: signedInForms?[form], least: width)
                    if text.contains(telling) { return telling }
                }
            }
            return nil
        }
    }

    /// The part of another user's token an answer carries, and that token: the part that tells it from `signedIn`'s,
    /// at least six characters.
    private static func otherToken(in answer: JSON, signedIn: String?, among tokens: Set<String>) -> (String, String)? {
        let text = JSONText.canonical(answer)
        let signedInForms = signedIn.map(encodings)
        for other in tokens.sorted() where other != signedIn {
            // Review 32's userleak: the token encoded (base64, as a credential header carries it) is the same user's
            // data; each form is compared with the signed-in user's token in the same form.
            for (index, form) in encodings(other).enumerated() {
                let telling = telling(form, besides: signedInForms?[index], least: 6)
                if telling.count >= 6, text.contains(telling) { return (telling, other) }
            }
        }
        return nil
    }

    /// The part of a token's `form` that tells it from the signed-in user's token in the same form: four characters past
    /// what they share, and at least `least`.
    static func telling(_ form: String, besides signedIn: String?, least: Int) -> String {
        let shared = signedIn.map { zip($0, form).prefix { $0 == $1 }.count } ?? 0
        return String(form.prefix(max(least, shared + 4)))
    }

    /// A token as an answer may carry it: as it is, and base64 of its bytes (standard and URL-safe, unpadded).
    static func encodings(_ token: String) -> [String] {
        let base64 = Data(token.utf8).base64EncodedString().replacingOccurrences(of: "=", with: "")
        let urlSafe = base64.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
        return [token, base64, urlSafe]
    }

    /// A call the kept instance is given again after its run: a method, its parameters, and the user state to ask in.
    private struct Reasked {
        let name: String
        let parameters: [String: JSON]
        let token: String?
        /// The user state the kept instance was first given these values in, when it was another.
        let firstToken: String??
    }

    /// The calls `differingAnswer` gives the kept instance again: each method's example in every user state it was
    /// called in, and the first two values drawn for each method in a user state other than the one they were first
    /// called in (review 28's examplecache: a module that cached every answer but its example's, whoever was signed in,
    /// passed a re-ask of the example alone).
    private func reasked(_ made: [Made]) -> [Reasked] {
        let tokens = made.reduce(into: [String?]()) { seen, call in if !seen.contains(call.token) { seen.append(call.token) } }
        // A run cut short by its time box may have had one user state only: then the other is signed out, or a new user.
        var generator = SeededGenerator(seed: seed, salt: "reasked-user")
        let newcomer = HostHooks.token(&generator)
        var asked = Set<String>(), drawnPerMethod: [String: Int] = [:], calls: [Reasked] = []
        for call in made where call.completions != nil {
            if call.example {
                guard asked.insert(call.name + "|" + (call.token ?? "-")).inserted else { continue }
                calls.append(Reasked(name: call.name, parameters: methods[call.name] ?? [:], token: call.token, firstToken: nil))
            } else if drawnPerMethod[call.name, default: 0] < 2 {
                drawnPerMethod[call.name, default: 0] += 1
                let other = tokens.first(where: { $0 != call.token }) ?? (call.token == nil ? newcomer : nil)
                calls.append(Reasked(name: call.name, parameters: call.parameters, token: other, firstToken: .some(call.token)))
            }
        }
        return calls
    }

    /// The nineteenth trial's B46: a method whose kept instance answers otherwise than fresh ones do. For each call
    /// `reasked` names, the kept instance is called once more now, beside one fresh instance called twice and another
    /// once; every part of the answer the fresh calls give each time (a string, or an object's members) must be the kept
    /// instance's too. Asking the kept instance now, not comparing its earlier answers, leaves answers that change with
    /// the time of day alike for both.
    private func differingAnswer(_ made: [Made], kept: Unchecked<any MethodModule>, make: @escaping @MainActor @Sendable () -> any MethodModule,
                                 hooks: HostHooks?) async -> String? {
        for call in reasked(made) {
            let parameters = call.parameters
            hooks?.switchUser(to: call.token)
            func answer(_ module: any MethodModule) async -> JSON? {
                guard let log = await invoker.start(module, method: call.name, parameters: parameters) else { return nil }
                await log.wait(until: 1, budget: invoker.budget)
                return log.values.first.map { JSON(sdk: $0.response) }
            }
            guard let keptAnswer = await answer(kept.value) else { continue }
            let tokens = Set(made.compactMap(\.token) + [call.token, call.firstToken ?? nil].compactMap { $0 })
            let earlier = EarlierTokens(HandedTokens.shared.all.subtracting(tokens)).carried(in: keptAnswer, signedIn: call.token)
                .map { ($0, "a user another check of this process signed in") }
            if let (telling, whose) = Self.otherToken(in: keptAnswer, signedIn: call.token, among: tokens)
                .map({ ($0.0, UserSessions.describe($0.1)) }) ?? earlier {
                return "the one instance, called \(call.name)(\(JSONText.short(.object(parameters)))) again after its run with the "
                    + "\(UserSessions.describe(call.token)), answered \(JSONText.short(keptAnswer)), which carries \(telling)…, the token "
                    + "of another user (\(whose)): an answer kept from an earlier call, in the instance or in "
                    + "a static every instance shares, hands one user's data to the next"
            }
            let first = await MainThread.run { Unchecked(make()) }, second = await MainThread.run { Unchecked(make()) }
            var fresh: [JSON] = []
            for module in [first, first, second] {
                guard let value = await answer(module.value) else { break }
                fresh.append(value)
            }
            guard fresh.count == 3 else { continue }
            let described = "\(call.name)(\(JSONText.short(.object(parameters)))), \(UserSessions.describe(call.token))"
                + (call.firstToken.map { ", values it was first given \(UserSessions.describe($0))" } ?? "")
            if case .object = fresh[0] {
                let stable = JSON.stableMembers(fresh.map(\.objectValue))
                if let key = stable.keys.sorted().first(where: { keptAnswer.objectValue?[$0] != stable[$0] }) {
                    return "the one instance, called \(described) again after its run, answered \(key) "
                        + (keptAnswer.objectValue?[key].map { JSONText.short($0) } ?? "absent") + "; fresh instances given the same call answer "
                        + "\(JSONText.short(stable[key] ?? .null)) each time: the one instance kept something from its earlier calls"
                }
            } else if fresh.allSatisfy({ $0 == fresh[0] }), keptAnswer != fresh[0] {
                return "the one instance, called \(described) again after its run, answered \(JSONText.short(keptAnswer)); fresh instances "
                    + "given the same call answer \(JSONText.short(fresh[0])) each time: the one instance kept something from its earlier calls"
            }
        }
        return nil
    }
}
