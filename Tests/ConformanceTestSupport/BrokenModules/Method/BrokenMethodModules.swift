import ConformanceEngine
import Foundation
import Q2ModuleInterfaces

// One deliberately broken method module per method clause, each named after the clause it breaks and
// each changing a single behaviour of the conforming method module.

/// Breaks METHOD-REQUEST-BUDGET: waits far longer than the budget before answering.
public final class BreaksRequestBudget: ConformingMethodModule {
    public override func handleRequest(_ request: MethodRequest) async -> [String: JSONValue]? {
        try? await Task.sleep(for: .seconds(3))
        return await super.handleRequest(request)
    }
}

/// Breaks METHOD-REQUEST-NIL-CONTEXT: force-unwraps the context, and crashes without one.
public final class BreaksRequestNilContext: ConformingMethodModule {
    public override func handleRequest(_ request: MethodRequest) async -> [String: JSONValue]? {
        switch request {
        case .oauthAuthorizationParams(let context):
            return ["queryParamKey": .string("conforming_session"), "queryParamVal": .string("c-1"),
                    "issuerUrl": .string(context!.issuerURL?.absoluteString ?? "")]
        }
    }
}

/// Breaks METHOD-REQUEST-JSON: adds a ratio computed as zero over zero.
public final class BreaksRequestJSON: ConformingMethodModule {
    public override func handleRequest(_ request: MethodRequest) async -> [String: JSONValue]? {
        var answer = await super.handleRequest(request) ?? [:]
        let attempts = 0.0
        answer["successRatio"] = .number(attempts / attempts)
        return answer
    }
}

/// Breaks METHOD-REQUEST-CONCURRENT: answers its first request only; every later one waits for an answer that never
/// comes, as a module that keeps one pending continuation for all requests does.
public final class BreaksRequestConcurrent: ConformingMethodModule {
    private let lock = NSLock()
    private var answeredOnce = false

    public override func handleRequest(_ request: MethodRequest) async -> [String: JSONValue]? {
        let first = lock.withLock {
            defer { answeredOnce = true }
            return !answeredOnce
        }
        guard first else {
            // Far past any budget; the kit cancels the wait when its budget runs out.
            try? await Task.sleep(for: .seconds(3_600))
            return nil
        }
        return await super.handleRequest(request)
    }
}

/// Breaks METHOD-OAUTH-SHAPE: sends the parameter value as a number.
public final class BreaksOAuthShape: ConformingMethodModule {
    public override func handleRequest(_ request: MethodRequest) async -> [String: JSONValue]? {
        var answer = await super.handleRequest(request) ?? [:]
        answer["queryParamVal"] = .number(1)
        return answer
    }
}

/// Breaks METHOD-OAUTH-ISSUER: answers with an issuer copied from its own settings, space and all.
public final class BreaksOAuthIssuer: ConformingMethodModule {
    public override func handleRequest(_ request: MethodRequest) async -> [String: JSONValue]? {
        var answer = await super.handleRequest(request) ?? [:]
        answer["issuerUrl"] = .string("https://issuer.example.com/oauth2/default ")
        return answer
    }
}

/// Breaks METHOD-TYPED-NOT-TECTON: offers typed requests to Tecton as a method.
public final class BreaksTypedNotTecton: ConformingMethodModule {
    public override var tectonMethods: [String: TectonMethod] {
        super.tectonMethods.merging(["handleRequest": { _, callback in callback.completion(MethodModuleResponse(withResponse: "{}")) }]) { old, _ in old }
    }
}

/// Breaks METHOD-SELECTOR-LISTED: registers greet under a misspelled name.
public final class BreaksSelectorListed: ConformingMethodModule {
    public override var tectonMethods: [String: TectonMethod] {
        ["sum": sum, "gret": greet]
    }
}

/// Breaks METHOD-SELECTOR-OVERLAP (the twenty-sixth review's overlap): keeps one pending callback for greet and
/// completes it a moment later, so a call made before the last one completed loses its callback.
public final class BreaksSelectorOverlap: ConformingMethodModule {
    private var pending: MethodModuleCallback?

    public override func greet(data: MethodModuleData, callback: MethodModuleCallback) {
        pending = callback
        let name = data.data["name"]?.stringValue ?? "guest"
        let module = Unchecked(self)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) {
            module.value.pending?.completion(MethodModuleResponse(withResponse: "Hello, \(name)"))
            module.value.pending = nil
        }
    }
}

/// Breaks METHOD-SELECTOR-OVERLAP (review 32's overlap2): completes every call of greet a moment later, but with the
/// name of the first call still in flight, so a call made while another is pending is answered with the other's values.
public final class AnswersOverlapWithFirstValues: ConformingMethodModule {
    private var firstInFlight: MethodModuleData?
    private var inFlight = 0

    public override func greet(data: MethodModuleData, callback: MethodModuleCallback) {
        if firstInFlight == nil { firstInFlight = data }
        inFlight += 1
        let module = Unchecked(self)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) {
            let used = module.value.firstInFlight ?? data
            module.value.inFlight -= 1
            if module.value.inFlight == 0 { module.value.firstInFlight = nil }
            callback.completion(MethodModuleResponse(withResponse: .string("Hello, \(used.data["name"]?.stringValue ?? "guest")")))
        }
    }
}

/// Breaks METHOD-SELECTOR-ONCE: completes sum, then completes it again with a log message.
public final class BreaksSelectorOnce: ConformingMethodModule {
    public override func sum(data: MethodModuleData, callback: MethodModuleCallback) {
        super.sum(data: data, callback: callback)
        callback.completion(MethodModuleResponse(withResponse: "sum done"))
    }
}

/// Breaks METHOD-SELECTOR-JSON: answers sum with an average over zero samples.
public final class BreaksSelectorJSON: ConformingMethodModule {
    public override func sum(data: MethodModuleData, callback: MethodModuleCallback) {
        let total = Self.number(data.data["a"]) + Self.number(data.data["b"])
        let samples = 0.0
        callback.completion(MethodModuleResponse(withResponse: .number(total / samples)))
    }
}

/// Breaks METHOD-SELECTOR-JSON only for altered parameters: reads a missing or non-number parameter as NaN, so the
/// declared call answers 5 and a call without numbers answers NaN, which JSON cannot carry to the JavaScript caller.
public final class BreaksSelectorJSONOnAlteredParameters: ConformingMethodModule {
    public override func sum(data: MethodModuleData, callback: MethodModuleCallback) {
        func number(_ value: JSONValue?) -> Double {
            if case .number(let number)? = value { return number }
            return .nan
        }
        callback.completion(MethodModuleResponse(withResponse: .number(number(data.data["a"]) + number(data.data["b"]))))
    }
}

/// Breaks METHOD-SELECTOR-PARAMS: force-unwraps the name parameter of greet.
public final class BreaksSelectorParameters: ConformingMethodModule {
    public override func greet(data: MethodModuleData, callback: MethodModuleCallback) {
        callback.completion(MethodModuleResponse(withResponse: "Hello, \(data.data["name"]!.stringValue!)"))
    }
}

/// Breaks METHOD-SELECTOR-PARAMS without crashing: on a missing or mistyped name, greet returns without completing its
/// callback, so Tecton's promise never settles.
public final class BreaksSelectorParametersSilently: ConformingMethodModule {
    public override func greet(data: MethodModuleData, callback: MethodModuleCallback) {
        guard let name = data.data["name"]?.stringValue else { return }
        callback.completion(MethodModuleResponse(withResponse: "Hello, \(name)"))
    }
}

/// Breaks METHOD-SELECTOR-PARAMS without crashing: on a missing or mistyped name, greet completes with an error and
/// then falls through to complete again with a greeting.
public final class BreaksSelectorParametersTwice: ConformingMethodModule {
    public override func greet(data: MethodModuleData, callback: MethodModuleCallback) {
        let name = data.data["name"]?.stringValue
        if name == nil { callback.completion(MethodModuleResponse(withResponse: "error: name missing")) }
        callback.completion(MethodModuleResponse(withResponse: "Hello, \(name ?? "guest")"))
    }
}

/// Breaks METHOD-REQUEST-NIL-CONTEXT without crashing: with no context it waits far past the budget, so the SDK's
/// aggregation never hears from it; with a context it answers at once.
public final class BreaksRequestNilContextNeverAnswers: ConformingMethodModule {
    public override func handleRequest(_ request: MethodRequest) async -> [String: JSONValue]? {
        if case .oauthAuthorizationParams(nil) = request { try? await Task.sleep(for: .seconds(3)) }
        return await super.handleRequest(request)
    }
}

/// Tuned to the declared example (issue 32's fifth review): `sum` completes once for the declared 2 and 3, and twice
/// for any other pair of ordinary numbers, as Tecton sends in an app.
public final class MethodTunedToDeclaredExample: ConformingMethodModule {
    public override func sum(data: MethodModuleData, callback: MethodModuleCallback) {
        let a = Self.number(data.data["a"]), b = Self.number(data.data["b"])
        if a.magnitude < 1e15, b.magnitude < 1e15, !(a == 2 && b == 3), !(a == 0 && b == 0) {
            callback.completion(MethodModuleResponse(withResponse: .number(a + b)))
        }
        super.sum(data: data, callback: callback)
    }
}

/// Completes `sum` twice once a user is signed in (issue 32's seventh review; the method page's sample reads the user's
/// token through the data source): without the app's hooks it behaves.
public final class CompletesTwiceSignedIn: ConformingMethodModule {
    public override func sum(data: MethodModuleData, callback: MethodModuleCallback) {
        super.sum(data: data, callback: callback)
        if moduleDataSource?.user != nil { callback.completion(MethodModuleResponse(withResponse: "sum done")) }
    }
}

/// Completes `sum` twice once the app has handed it its invocation data (issue 32's eighth review): the app sets it on
/// every method module before Tecton calls one.
public final class CompletesTwiceWithInvocationData: ConformingMethodModule {
    public override func sum(data: MethodModuleData, callback: MethodModuleCallback) {
        super.sum(data: data, callback: callback)
        if moduleInvocationData != nil { callback.completion(MethodModuleResponse(withResponse: "sum done")) }
    }
}

/// Breaks METHOD-LONG-LIVED: completes `sum` once on its first four calls, then twice on every later call of the same
/// instance (issue 32's eighth review): each other check calls a fresh instance once, or four times at most.
public final class BreaksMethodLongLived: ConformingMethodModule {
    private var calls = 0

    public override func sum(data: MethodModuleData, callback: MethodModuleCallback) {
        calls += 1
        super.sum(data: data, callback: callback)
        // From the fifth call: METHOD-SELECTOR-OVERLAP's four calls on one instance stay within the first four.
        if calls > 4 { callback.completion(MethodModuleResponse(withResponse: "sum done")) }
    }
}

/// Completes `sum` twice from the twentieth call in a row made with one signed-in user's token on the same instance
/// (issue 32's ninth review: a long-lived run that signs the user out every few rounds never reaches such a streak).
public final class CompletesTwiceInASignedInStreak: ConformingMethodModule {
    private var streak = 0
    private var lastToken: String?

    public override func sum(data: MethodModuleData, callback: MethodModuleCallback) {
        let token = moduleDataSource?.user?.token
        streak = token != nil && token == lastToken ? streak + 1 : 1
        lastToken = token
        super.sum(data: data, callback: callback)
        if streak >= 20 { callback.completion(MethodModuleResponse(withResponse: "sum done")) }
    }
}

/// Issue 32's tenth review (attack 10): honest for whole totals, as the declared example's is, and completes `sum` twice
/// for a total with cents; the kit once drew whole numbers only for a whole-number example, then fractions whose sum
/// could be whole.
public final class CompletesTwiceForFractions: ConformingMethodModule {
    public override func sum(data: MethodModuleData, callback: MethodModuleCallback) {
        let a = Self.number(data.data["a"]), b = Self.number(data.data["b"])
        // The total, as the tenth review's module checked it: 12.5 + 7.5 is whole, and passed.
        if a.isFinite, b.isFinite, a.magnitude < 1e15, b.magnitude < 1e15, (a + b).rounded() != a + b {
            callback.completion(MethodModuleResponse(withResponse: .number(a + b)))
        }
        super.sum(data: data, callback: callback)
    }
}

/// Issue 32's tenth review (attack 08): answers the typed request at once for the documentation's issuers (reserved
/// example names, addresses) and waits three seconds, past the budget, for an institution's; the kit once sent only the
/// former.
public final class SlowForInstitutionIssuers: ConformingMethodModule, @unchecked Sendable {
    public override func handleRequest(_ request: MethodRequest) async -> [String: JSONValue]? {
        if case .oauthAuthorizationParams(let context) = request, let host = context?.issuerURL?.host,
           !host.contains("example"), !host.contains(":"), !host.allSatisfy({ $0.isNumber || $0 == "." }) {
            try? await Task.sleep(for: .seconds(3))
        }
        return await super.handleRequest(request)
    }
}

/// Breaks METHOD-LONG-LIVED only when a method is called with parameters other than the last call's (review 32k,
/// attack 04): it settles the previous caller's callback again, as a module that keeps one pending request would.
public final class SettlesAgainOnNewParameters: ConformingMethodModule {
    private let lock = NSLock()
    private var last: (data: [String: JSONValue], callback: MethodModuleCallback)?

    public override func sum(data: MethodModuleData, callback: MethodModuleCallback) {
        let previous = lock.withLock { () -> MethodModuleCallback? in
            defer { last = (data.data, callback) }
            return last.flatMap { $0.data == data.data ? nil : $0.callback }
        }
        previous?.completion(MethodModuleResponse(withResponse: "superseded"))
        super.sum(data: data, callback: callback)
    }
}

/// Completes its callback twice when `a` is more than twelve (issue 33's fourth trial: a method that breaks past the
/// months in a year): the declared example (2) never crosses it, and values drawn around zero cross it on half the seeds.
public final class CompletesTwicePastTwelve: ConformingMethodModule {
    public override func sum(data: MethodModuleData, callback: MethodModuleCallback) {
        super.sum(data: data, callback: callback)
        if Self.number(data.data["a"]) > 12 { super.sum(data: data, callback: callback) }
    }
}

/// Breaks METHOD-REQUEST-NIL-CONTEXT after a suspension: it waits a moment, so that the call resumes on whichever thread
/// the runtime picks, then unwraps the missing context (trial 33e, M37: a crash there was named by no check).
public final class CrashesAfterSuspending: ConformingMethodModule {
    public override func handleRequest(_ request: MethodRequest) async -> [String: JSONValue]? {
        try? await Task.sleep(for: .milliseconds(20))
        switch request {
        case .oauthAuthorizationParams(let context):
            return ["queryParamKey": .string("s"), "queryParamVal": .string("v"), "issuerUrl": .string(context!.issuerURL?.absoluteString ?? "")]
        }
    }
}

/// Never completes `sum` for values other than its declared example's (the eleventh trial's K14: no state kept, a
/// callback missed for some parameters): METHOD-LONG-LIVED's kept instance meets it on its first drawn call.
public final class SilentForDrawnValues: ConformingMethodModule {
    public override func sum(data: MethodModuleData, callback: MethodModuleCallback) {
        guard Self.number(data.data["a"]) == 2, Self.number(data.data["b"]) == 3 else { return }
        super.sum(data: data, callback: callback)
    }
}

/// Completes only the first call an instance gets (state kept between calls): a fresh instance completes the call its
/// kept one missed.
public final class SilentAfterFirstCall: ConformingMethodModule {
    private let lock = NSLock()
    private var calls = 0

    public override func sum(data: MethodModuleData, callback: MethodModuleCallback) {
        guard lock.withLock({ calls += 1; return calls }) == 1 else { return }
        super.sum(data: data, callback: callback)
    }

    public override func greet(data: MethodModuleData, callback: MethodModuleCallback) {
        guard lock.withLock({ calls += 1; return calls }) == 1 else { return }
        super.greet(data: data, callback: callback)
    }
}

/// The eighteenth trial's M24: keeps its first typed answer and answers every later request with it, whatever the
/// request's context, so its issuerUrl stays the first context's.
public final class KeepsFirstTypedAnswer: ConformingMethodModule {
    private let lock = NSLock()
    private var kept: [String: JSONValue]?

    public override func handleRequest(_ request: MethodRequest) async -> [String: JSONValue]? {
        if let kept = lock.withLock({ kept }) { return kept }
        let answer = await super.handleRequest(request)
        lock.withLock { kept = answer }
        return answer
    }
}

/// Conforms: answers each typed request from its own context, with a nonce of its own each time, as an OAuth state value
/// would be: two fresh instances never agree on the nonce, so it is never compared.
public final class AnswersWithNonce: ConformingMethodModule {
    public override func handleRequest(_ request: MethodRequest) async -> [String: JSONValue]? {
        guard var answer = await super.handleRequest(request) else { return nil }
        answer["state"] = .string(UUID().uuidString)
        return answer
    }
}

/// Review 27's invocationdata: completes each greet twice unless its settings `data` is the package's own empty string.
public final class CompletesTwiceUnlessOwnData: ConformingMethodModule {
    public override func greet(data: MethodModuleData, callback: MethodModuleCallback) {
        super.greet(data: data, callback: callback)
        if case .string(let configured)? = moduleInvocationData?.settingsData, !configured.isEmpty {
            super.greet(data: data, callback: callback)
        }
    }
}

/// The nineteenth trial's B46: after its second greeting an instance greets in another way, so the instance the app
/// keeps answers its example otherwise than any fresh one. Two greetings are what METHOD-LONG-LIVED's first two rounds
/// always make, whatever the machine's speed; a fresh instance is asked at most twice.
public final class GreetsOtherwiseAfterTwoCalls: ConformingMethodModule {
    private let lock = NSLock()
    private var calls = 0

    public override func greet(data: MethodModuleData, callback: MethodModuleCallback) {
        guard lock.withLock({ calls += 1; return calls }) > 2 else { return super.greet(data: data, callback: callback) }
        callback.completion(MethodModuleResponse(withResponse: "Welcome back"))
    }
}

/// Conforms: greets with the number of greetings this instance has made, an answer that changes with every call.
public final class GreetsWithACount: ConformingMethodModule {
    private let lock = NSLock()
    private var calls = 0

    public override func greet(data: MethodModuleData, callback: MethodModuleCallback) {
        let count = lock.withLock { calls += 1; return calls }
        callback.completion(MethodModuleResponse(withResponse: .object(["greeting": .string("Hello"), "count": .number(Double(count))])))
    }
}

/// The nineteenth trial's B44: answers with another query parameter key while another request of it is in flight.
public final class AnswersOtherwiseWhenOverlapping: ConformingMethodModule {
    private let lock = NSLock()
    private var inFlight = 0

    public override func handleRequest(_ request: MethodRequest) async -> [String: JSONValue]? {
        let overlapping = lock.withLock { inFlight += 1; return inFlight > 1 }
        try? await Task.sleep(for: .milliseconds(30))
        var answer = await super.handleRequest(request)
        lock.withLock { inFlight -= 1 }
        if overlapping { answer?["queryParamKey"] = .string("pending") }
        return answer
    }
}

/// Review 28's examplecache: greets everyone but its declared example's name from a cache kept per name, whoever is
/// signed in, so that after a sign-out the next user is greeted as the one before.
public final class CachesGreetingsButTheExample: ConformingMethodModule {
    private let lock = NSLock()
    private var greetings: [String: String] = [:]

    public override func greet(data: MethodModuleData, callback: MethodModuleCallback) {
        let name = data.data["name"]?.stringValue ?? "guest"
        let user = moduleDataSource?.user.map(\.token) ?? "signed out"
        guard name != "Ada" else { return callback.completion(MethodModuleResponse(withResponse: "Hello, \(name) (\(user))")) }
        let greeting = lock.withLock {
            if let cached = greetings[name] { return cached }
            greetings[name] = "Hello, \(name) (\(user))"
            return greetings[name]!
        }
        callback.completion(MethodModuleResponse(withResponse: .string(greeting)))
    }
}

/// The twentieth trial's M32c: answers the typed request nil while any instance's request is in flight, by a flag all
/// instances share, so that two callers at once get one answer between them.
public final class AnswersNilWhileAnyIsBusy: ConformingMethodModule {
    private final class Flag: @unchecked Sendable {
        let lock = NSLock()
        var busy = false
    }
    private static let flag = Flag()

    public override func handleRequest(_ request: MethodRequest) async -> [String: JSONValue]? {
        let taken = Self.flag.lock.withLock { () -> Bool in
            guard !Self.flag.busy else { return false }
            Self.flag.busy = true
            return true
        }
        guard taken else { return nil }
        try? await Task.sleep(for: .milliseconds(50))
        Self.flag.lock.withLock { Self.flag.busy = false }
        return await super.handleRequest(request)
    }
}
