import ConformanceEngine
import ConformanceTestSupport
import Foundation
import Q2ModuleInterfaces
import Testing

@Suite("The method reference rules, data source and invoker against their golden fixtures")
struct MethodReferenceTests {
    static let corpus: [IssuerURLFixture.Case] =
        (try? FixtureStore.referenceVectors().load(IssuerURLFixture.File.self, from: "issuer-urls.json").cases) ?? []

    @Test("The corpus has at least 150 cases")
    func corpusSize() {
        #expect(Self.corpus.count >= 150)
    }

    @Test("The issuerUrl validator agrees with every corpus case, and resolves valid strings unchanged", arguments: corpus)
    func validator(_ item: IssuerURLFixture.Case) {
        #expect(IssuerURL.isValid(item.input.raw) == item.expected.valid, "\(item.id): \(IssuerURL.problem(with: item.input.raw) ?? "valid")")
        if let resolved = item.expected.resolved {
            let url = IssuerURL.resolve(item.input.raw)
            #expect(url != nil, "\(item.id): this platform's URL type cannot carry a string the rule calls valid")
            if item.input.raw.allSatisfy(\.isASCII) { #expect(url?.absoluteString == resolved, "\(item.id)") }
        } else {
            #expect(IssuerURL.resolve(item.input.raw) == nil, "\(item.id)")
        }
    }

    #if os(Linux)
    @Test("Foundation's URL(string:) alone would decide differently on Linux: the differences Conformance/README.md records")
    func foundationDiffers() {
        func naive(_ raw: String) -> Bool {
            guard let url = URL(string: raw), let scheme = url.scheme?.lowercased() else { return false }
            return (scheme == "http" || scheme == "https") && !(url.host ?? "").isEmpty
        }
        let accepted = Set(Self.corpus.filter { !$0.expected.valid && naive($0.input.raw) }.map(\.id))
        for id in ["port-99999", "port-above-max", "path-bad-escape-letters", "backslash-in-path", "path-angle-brackets", "space-in-path"] {
            #expect(accepted.contains(id), "\(id): URL(string:) was expected to accept it on Linux")
        }
        #expect(URL(string: "ftp://example.com/oauth2") != nil && URL(string: "javascript:alert(1)") != nil)
        #expect(URL(string: "https://example.com/a b")?.absoluteString == "https://example.com/a%20b")
        #expect(URL(string: "https://bücher.example/x")?.host == "xn--bcher-kva.example")
    }
    #endif

    @Test("The reference data source returns the golden responses for every aggregation scenario")
    func aggregation() async throws {
        let fixture = try FixtureStore.bundled().load(MethodAggregationFixture.File.self, from: "method/aggregation.json")
        for scenario in fixture.cases {
            let modules: [(identifier: String, module: any MethodModule)] = scenario.input.modules.map {
                ($0.identifier, ScriptedMethodModule(answer: $0.answer.map(JSON.sdkMembers), delay: .milliseconds($0.delayMs)))
            }
            let context = scenario.input.context.map { OAuthContext(issuerURL: $0.issuerUrl.flatMap(IssuerURL.resolve)) }
            let responses = await ReferenceDataSource(modules: modules).executeMethodRequest(.oauthAuthorizationParams(context: context))
                .map(MethodAggregationFixture.AggregatedResponse.init)
            #expect(responses == scenario.expected.responses, "\(scenario.id)")
            let encoded = try JSONReader.parse(JSONEncoder().encode(responses))
            let golden = try JSONReader.parse(JSONEncoder().encode(scenario.expected.responses))
            #expect(encoded == golden && encoded.arrayValue?.allSatisfy { $0.objectValue?.keys.sorted() == ["data", "moduleIdentifier"] } == true)
        }
    }

    @Test("A data source that lists answers in the order they arrive fails the load-order scenarios")
    func completionOrderFails() async throws {
        let fixture = try FixtureStore.bundled().load(MethodAggregationFixture.File.self, from: "method/aggregation.json")
        let scenario = try #require(fixture.cases.first { $0.id == "reverse-finish-order" })
        let arrived = EventLog<MethodResponse>()
        await withTaskGroup(of: Void.self) { group in
            for peer in scenario.input.modules {
                group.addTask {
                    let answer = await ScriptedMethodModule(answer: peer.answer.map(JSON.sdkMembers), delay: .milliseconds(peer.delayMs))
                        .handleRequest(.oauthAuthorizationParams(context: nil))
                    if let answer { arrived.append(MethodResponse(moduleIdentifier: peer.identifier, data: answer)) }
                }
            }
        }
        #expect(arrived.values.map(MethodAggregationFixture.AggregatedResponse.init) != scenario.expected.responses)
        #expect(Set(arrived.values.map(\.moduleIdentifier)) == Set(scenario.expected.responses.map(\.moduleIdentifier)))
    }

    @Test("A slow module is left out after the data source's budget instead of holding up the caller")
    func dataSourceBudget() async {
        // The slow module does answer, after 5 s: had the data source waited for it, it would be listed.
        let source = ReferenceDataSource(modules: [("fast", ScriptedMethodModule(answer: ["a": .number(1)])),
                                                   ("slow", ScriptedMethodModule(answer: ["b": .number(2)], delay: .seconds(5)))],
                                         budget: .seconds(1))
        let responses = await source.executeMethodRequest(.oauthAuthorizationParams(context: nil))
        #expect(responses.map(\.moduleIdentifier) == ["fast"])
    }

    @Test("An unknown Tecton method gets no response; typed requests are not Tecton methods")
    func unknownMethod() async {
        let invoker = TectonInvoker(budget: .milliseconds(100), secondCallWindow: .milliseconds(20))
        #expect(await invoker.call(ConformingMethodModule(), method: "multiply", parameters: [:]).isEmpty)
        #expect(await invoker.call(ConformingMethodModule(), method: "handleRequest", parameters: [:]).isEmpty)
        let known = await invoker.call(ConformingMethodModule(), method: "sum", parameters: ["a": 1, "b": 2])
        #expect(known.map(\.response) == [.number(3)])
    }

    @Test("The interfaces define only the OAuth parameters request", arguments: [MethodRequest.oauthAuthorizationParams(context: nil)])
    func onlyOneRequestCase(_ request: MethodRequest) {
        // An exhaustive switch with one case: a second case in the interfaces stops this from compiling.
        switch request {
        case .oauthAuthorizationParams: #expect(Bool(true))
        }
    }
}

/// The eleventh trial's K26: `sum` divides by `b`, answering an infinite number when it is zero.
final class DividesByParameter: ConformingMethodModule {
    override func sum(data: MethodModuleData, callback: MethodModuleCallback) {
        callback.completion(MethodModuleResponse(withResponse: .number(Self.number(data.data["a"]) / Self.number(data.data["b"]))))
    }
}

/// Review 31's mixedzero: divides `a` by `b`, answering 0 when both are zero (the only zero the kit once sent) and an
/// infinite number when only `b` is.
final class DividesUnlessBothZero: ConformingMethodModule {
    override func sum(data: MethodModuleData, callback: MethodModuleCallback) {
        let a = Self.number(data.data["a"]), b = Self.number(data.data["b"])
        callback.completion(MethodModuleResponse(withResponse: .number(a == 0 && b == 0 ? 0 : a / b)))
    }
}

@Suite("Method parameters of zero")
struct ZeroParameterTests {
    @Test("Trial 11 (K26): a method that divides by a parameter fails METHOD-SELECTOR-JSON on the zero case alone; the conforming one passes it")
    func divisionByZero() async throws {
        func zeroCase(_ make: @escaping @Sendable () -> ConformingMethodModule) async throws -> [CheckResult] {
            let checks = try SelfTestChecks.method(make).filter { $0.fixture.id == "numbers-zero" && $0.clause == "METHOD-SELECTOR-JSON" }
            return await SelfTestChecks.runAll(checks).filter { $0.target?.hasSuffix("/sum") == true }
        }
        let broken = try await zeroCase { DividesByParameter() }
        #expect(!broken.isEmpty && broken.allSatisfy { $0.outcome == .failed }, "\(broken.map(\.actual))")
        // Trial 23 (u62): the number is said as a number, not shown as the string "NaN".
        #expect(broken.allSatisfy { $0.actual.hasPrefix("the number NaN (not a string), which JSON cannot hold") }, "\(broken.map(\.actual))")
        let kept = try await zeroCase { ConformingMethodModule() }
        #expect(!kept.isEmpty && kept.allSatisfy { $0.outcome == .passed }, "\(kept.map(\.actual))")
    }

    @Test("Review 31 (mixedzero): a method that divides one parameter by another, guarding only both zero, fails METHOD-SELECTOR-JSON on the zero-alone case, naming the call; the conforming one passes it")
    func divisorZeroAlone() async throws {
        func zeroAlone(_ make: @escaping @Sendable () -> ConformingMethodModule) async throws -> [CheckResult] {
            let checks = try SelfTestChecks.method(make).filter { $0.fixture.id.hasPrefix("number") && $0.clause == "METHOD-SELECTOR-JSON" }
            return await SelfTestChecks.runAll(checks).filter { $0.target?.hasSuffix("/sum") == true }
        }
        let broken = try await zeroAlone { DividesUnlessBothZero() }
        #expect(broken.contains { $0.fixture.id == "number-zero-alone" && $0.outcome == .failed && $0.input.contains("\"b\":0") },
                "\(broken.map { "\($0.fixture.id) \($0.outcome) \($0.input)" })")
        #expect(broken.filter { $0.fixture.id == "numbers-zero" }.allSatisfy { $0.outcome == .passed }, "every number zero at once passes it")
        let kept = try await zeroAlone { ConformingMethodModule() }
        #expect(!kept.isEmpty && kept.allSatisfy { $0.outcome == .passed }, "\(kept.map(\.actual))")
        let variants = ParameterMutation.zeroEachNumber.variants(of: ["a": 3, "b": 0, "list": [1, "x"], "name": "n"])
        #expect(variants == [["a": 0, "b": 7, "list": [1, "x"], "name": "n"], ["a": 3, "b": 0, "list": [1, "x"], "name": "n"],
                             ["a": 3, "b": 7, "list": [0, "x"], "name": "n"]])
    }
}
