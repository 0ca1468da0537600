import Foundation
import ModuleInterfaces

/// Turns the continuity clauses and golden fixtures into checks for one module.
package struct ContinuityContract: Sendable {
    package typealias ModuleFactory = @Sendable () -> any ContinuityLifecycleModule

    package let targets: [ContinuityTarget]
    package let handledActivityTypes: Set<String>
    package let options: ConformanceOptions
    package let store: FixtureStore
    package let makeModule: ModuleFactory

    /// Every check: each fixture case for each clause it names, for each target the module owns.
    package func checks() throws(FixtureError) -> [ConformanceCheck] {
        var checks: [ConformanceCheck] = []
        for file in try store.files(of: .continuity) {
            let kind = try store.json(file).objectValue?["kind"]?.stringValue
            switch kind {
            case "continuity.entry":
                let fixture = try store.load(ContinuityEntryFixture.self, from: file)
                try validate(fixture, file: file)
                for target in targets {
                    for item in fixture.cases {
                        for clause in item.clauses {
                            checks.append(entryCheck(item, clause: clause, file: file, target: target))
                        }
                    }
                }
            case "continuity.routing":
                let fixture = try store.load(ContinuityRoutingFixture.File.self, from: file)
                try validate(fixture, file: file)
                for target in targets {
                    for scenario in fixture.cases {
                        for clause in scenario.clauses {
                            checks.append(routingCheck(scenario, clause: clause, file: file, target: target))
                        }
                    }
                }
            default:
                throw FixtureError(file: file, jsonPath: "$.kind", message: "unknown fixture kind '\(kind ?? "none")'")
            }
        }
        return checks
    }

    // MARK: Validation

    private func validate(_ fixture: ContinuityEntryFixture, file: String) throws(FixtureError) {
        var seen = Set<String>()
        for (index, item) in fixture.cases.enumerated() {
            guard seen.insert(item.id).inserted else {
                throw FixtureError(file: file, jsonPath: "$.cases[\(index)].id", message: "duplicate case id '\(item.id)'")
            }
            for (position, clause) in item.clauses.enumerated() {
                let path = "$.cases[\(index)].clauses[\(position)]"
                guard let rule = ContinuityRule.rule(for: clause) else {
                    throw FixtureError(file: file, jsonPath: path, message: "'\(clause)' is not a continuity entry clause")
                }
                guard rule.entries.contains(item.input.entry) else {
                    throw FixtureError(file: file, jsonPath: path,
                                       message: "\(clause) cannot judge the entry point '\(item.input.entry.rawValue)'")
                }
                guard rule.decisions.contains(item.expected.decision) else {
                    throw FixtureError(file: file, jsonPath: path,
                                       message: "\(clause) cannot judge a case whose documented decision is '\(item.expected.decision.rawValue)'")
                }
            }
            if let url = item.input.url {
                let names = FixtureTemplate(url).placeholderNames.subtracting(["scheme", "domain", "identifier", "path", "target"])
                if let unknown = names.first {
                    throw FixtureError(file: file, jsonPath: "$.cases[\(index)].input.url",
                                       message: "unknown placeholder '{\(unknown)}'")
                }
            }
        }
    }

    private func validate(_ fixture: ContinuityRoutingFixture.File, file: String) throws(FixtureError) {
        for (index, scenario) in fixture.cases.enumerated() {
            let path = "$.scenarios[\(index)]"
            if scenario.input.modules.filter({ $0.underTest == true }).count != 1 {
                throw FixtureError(file: file, jsonPath: "\(path).input.modules",
                                   message: "exactly one module must be the module under test")
            }
            if scenario.expected.routes.count != scenario.input.links.count {
                throw FixtureError(file: file, jsonPath: "\(path).expected.routes",
                                   message: "one route per link expected: \(scenario.input.links.count) links, "
                                       + "\(scenario.expected.routes.count) routes")
            }
            for (position, clause) in scenario.clauses.enumerated() where ContinuityRule.rule(for: clause) != .routing {
                throw FixtureError(file: file, jsonPath: "\(path).clauses[\(position)]",
                                   message: "'\(clause)' is not a routing clause")
            }
        }
    }

    // MARK: Entry-point checks

    private func entryCheck(_ item: ContinuityEntryFixture.Case, clause: ClauseID, file: String,
                            target: ContinuityTarget) -> ConformanceCheck {
        let fixtureName = "\(file)#\(item.id)"
        let level = ClauseCatalog.clause(clause)?.level ?? .required
        let rule = ContinuityRule.rule(for: clause)!
        let ownTargets = Set(targets.map(\.normalized))
        let handledTypes = handledActivityTypes
        let makeModule = makeModule
        return ConformanceCheck(clause: clause, fixture: fixtureName, target: target.description, options: options) { options in
            let bindings = target.bindings(scheme: options.scheme, domain: options.domain)
            var link: String?
            do {
                link = try item.input.url.map { try FixtureTemplate($0).expand(with: bindings) }
            } catch {
                return CheckResult(clause: clause, level: level,
                                   fixture: fixtureName, target: target.description, input: item.input.url ?? "",
                                   expected: "an expandable link", actual: "\(error)", outcome: .failed)
            }
            let inputText = Self.describe(item.input, link: link)
            func result(_ outcome: Outcome, actual: String, note: String? = nil) -> CheckResult {
                CheckResult(clause: clause, level: level,
                            fixture: fixtureName, target: target.description, input: inputText,
                            expected: rule.expectation, actual: actual, outcome: outcome, note: note)
            }
            if item.requires?.contains(.path) == true, target.path.isEmpty {
                return result(.notApplicable, actual: "not run", note: "the case needs a target with a path")
            }
            if [.mustNotClaim, .mustBeNil, .declinesWithNil].contains(rule), let link,
               let named = ContinuityLinkParser.target(of: link), ownTargets.contains(named) {
                return result(.notApplicable, actual: "not run", note: "the link names one of the module's own targets")
            }
            if item.input.entry == .willContinue, handledTypes.contains(item.input.activityType ?? "") {
                return result(.notApplicable, actual: "not run", note: "the module declares it handles this activity type")
            }
            let url = link.flatMap(URL.init(string:))
            if link != nil, url == nil {
                return result(.notApplicable, actual: "not run",
                              note: "this platform's URL type cannot carry the link, so no app could deliver it")
            }
            let probe = ContinuityProbe(input: item.input, url: url, budget: options.handlerBudget)
            let observed = await probe.observe(makeModule(), waitingFor: rule)
            switch rule {
            case .mustClaim:
                return result(observed.answer == .some(true) ? .passed : .failed, actual: observed.answerText)
            case .mustNotClaim:
                return result(observed.answer == .some(true) ? .failed : .passed, actual: observed.answerText)
            case .mustBeNil:
                return result(observed.answer == .some(nil) ? .passed : .failed, actual: observed.answerText)
            case .declinesWithNil:
                return result(observed.answer == .some(false) ? .failed : .passed, actual: observed.answerText)
            case .mustReturn:
                return result(.passed, actual: "returned")
            case .handlerAtMostOnce:
                return result(observed.handlerCalls <= 1 ? .passed : .failed,
                              actual: "completion handler called \(observed.handlerCalls) times")
            case .handlerCalled:
                return result(observed.handlerCalls >= 1 ? .passed : .failed,
                              actual: "completion handler called \(observed.handlerCalls) times within \(options.handlerBudget)")
            case .restorationAtMostOnce:
                return result(observed.restorationCalls <= 1 ? .passed : .failed,
                              actual: "restoration handler called \(observed.restorationCalls) times")
            case .routing:
                return result(.failed, actual: "a routing clause was given an entry case")
            }
        }
    }

    private static func describe(_ input: ContinuityEntryFixture.Input, link: String?) -> String {
        var parts: [String] = []
        if let link { parts.append(link) }
        if input.entry == .continueActivity && link == nil { parts.append("activity without a web page URL") }
        if let type = input.activityType { parts.append("activity type '\(type)'") }
        if let session = input.sessionIdentifier { parts.append("session '\(session)'") }
        return parts.joined(separator: ", ") + " via \(input.entry.signature)"
    }

    // MARK: Routing checks

    private func routingCheck(_ scenario: ContinuityRoutingFixture.Scenario, clause: ClauseID, file: String,
                              target: ContinuityTarget) -> ConformanceCheck {
        let fixtureName = "\(file)#\(scenario.id)"
        let level = ClauseCatalog.clause(clause)?.level ?? .required
        let makeModule = makeModule
        return ConformanceCheck(clause: clause, fixture: fixtureName, target: target.description, options: options) { options in
            let outcome = ContinuityRoutingRun(scenario: scenario, target: target, options: options).run(with: makeModule())
            return CheckResult(clause: clause, level: level,
                               fixture: fixtureName, target: target.description, input: outcome.input,
                               expected: outcome.expected, actual: outcome.actual,
                               outcome: outcome.passed ? .passed : .failed, note: outcome.note)
        }
    }
}
