import Foundation
import Q2ModuleInterfaces

/// Turns the continuity clauses and golden fixtures into checks for one module.
package struct ContinuityCheckBuilder: Sendable {
    package typealias ModuleFactory = @MainActor @Sendable () -> any ContinuityLifecycleModule

    package let targets: [ContinuityTarget]
    package let handledActivityTypes: Set<String>
    /// The targets the package's other continuity modules declare: each is probed as a link this module must not claim.
    package let siblings: [ContinuityTarget]
    package let options: ConformanceOptions
    package let store: FixtureStore
    package let makeModule: ModuleFactory

    /// Every check: each fixture case for each clause it names, for each target the module owns.
    package func checks() throws -> [ConformanceCheck] {
        try store.cases(of: .continuity, [
            "continuity.entry": { file throws in
                let fixture = try store.load(ContinuityEntryFixture.self, from: file)
                let judged = try validate(fixture, file: file)
                return targets.flatMap { target in
                    fixture.cases.flatMap { item in
                        judged[item.id, default: []].flatMap { clause, judgement in
                            // A case about another module's link runs once for each target the package's other
                            // modules declare; without any, it is one check that does not apply.
                            let usesSibling = item.input.url.map { FixtureTemplate($0).placeholderNames.contains("sibling") } ?? false
                            let siblings: [ContinuityTarget?] = usesSibling && !self.siblings.isEmpty ? self.siblings : [nil]
                            return siblings.map { sibling in
                                entryCheck(item, clause, judgement, file: file, target: target, sibling: sibling, usesSibling: usesSibling)
                            }
                        }
                    }
                }
            },
            "continuity.routing": { file throws in
                let fixture = try store.load(ContinuityRoutingFixture.File.self, from: file)
                let clauses = try validate(fixture, file: file)
                return targets.flatMap { target in
                    fixture.cases.flatMap { scenario in
                        clauses[scenario.id, default: []].map { routingCheck(scenario, $0, file: file, target: target) }
                    }
                }
            },
        ]) + longLivedChecks()
    }

    // MARK: Validation

    /// Checks every case against the judgement of each clause it names; returns those clauses by case id.
    private func validate(_ fixture: ContinuityEntryFixture, file: String) throws
        -> [String: [(ContinuityClause, ContinuityJudgement.EntryJudgement)]] {
        var judged: [String: [(ContinuityClause, ContinuityJudgement.EntryJudgement)]] = [:]
        for (index, item) in fixture.cases.enumerated() {
            guard judged[item.id] == nil else {
                throw InputFileError(file: file, jsonPath: "$.cases[\(index)].id", message: "duplicate case id '\(item.id)'")
            }
            judged[item.id] = []
            for (position, id) in item.clauses.enumerated() {
                let path = "$.cases[\(index)].clauses[\(position)]"
                guard let clause = ContinuityClauses.all.clause(id), case .entry(let judgement) = clause.judgement else {
                    throw InputFileError(file: file, jsonPath: path, message: "'\(id)' is not a continuity entry clause")
                }
                guard judgement.entries.contains(item.input.entry) else {
                    throw InputFileError(file: file, jsonPath: path,
                                       message: "\(id) cannot judge the entry point '\(item.input.entry.rawValue)'")
                }
                guard judgement.decisions.contains(item.expected.decision) else {
                    throw InputFileError(file: file, jsonPath: path,
                                       message: "\(id) cannot judge a case whose documented decision is '\(item.expected.decision.rawValue)'")
                }
                judged[item.id]?.append((clause, judgement))
            }
            if let url = item.input.url {
                let names = FixtureTemplate(url).placeholderNames.subtracting(ContinuityTarget.placeholderNames)
                if let unknown = names.first {
                    throw InputFileError(file: file, jsonPath: "$.cases[\(index)].input.url",
                                       message: "unknown placeholder '{\(unknown)}'")
                }
            }
        }
        return judged
    }

    private func validate(_ fixture: ContinuityRoutingFixture.File, file: String) throws -> [String: [ContinuityClause]] {
        var clauses: [String: [ContinuityClause]] = [:]
        for (index, scenario) in fixture.cases.enumerated() {
            let path = "$.cases[\(index)]"
            if scenario.input.modules.filter({ $0.underTest == true }).count != 1 {
                throw InputFileError(file: file, jsonPath: "\(path).input.modules",
                                   message: "exactly one module must be the module under test")
            }
            if scenario.expected.routes.count != scenario.input.links.count {
                throw InputFileError(file: file, jsonPath: "\(path).expected.routes",
                                   message: "one route per link expected: \(scenario.input.links.count) links, "
                                       + "\(scenario.expected.routes.count) routes")
            }
            for (position, id) in scenario.clauses.enumerated() {
                guard let clause = ContinuityClauses.all.clause(id), case .routing = clause.judgement else {
                    throw InputFileError(file: file, jsonPath: "\(path).clauses[\(position)]", message: "'\(id)' is not a routing clause")
                }
                clauses[scenario.id, default: []].append(clause)
            }
        }
        return clauses
    }

    // MARK: Entry-point checks

    private func entryCheck(_ item: ContinuityEntryFixture.Case, _ clause: ContinuityClause,
                            _ judgement: ContinuityJudgement.EntryJudgement, file: String, target: ContinuityTarget,
                            sibling: ContinuityTarget?, usesSibling: Bool) -> ConformanceCheck {
        let ownTargets = Set(targets.map(\.normalized))
        let handledTypes = handledActivityTypes
        let makeModule = makeModule
        // The case's own needs first, then the clause's, then what any link needs.
        let requirements = (item.requires ?? []).map(\.requirement) + (usesSibling ? [.siblingDeclared] : []) + clause.requires
            + (item.input.url == nil ? [] : [.deliverableLink])
        let name = target.description + (sibling.map { " vs \($0)" } ?? "")
        return ConformanceCheck(clause.clause, fixture: FixtureCase(file: file, id: item.id), target: name,
                                options: options) { options in
            if usesSibling, sibling == nil {
                return .notApplicable(ContinuityRequirement.siblingDeclared, input: item.input.url ?? "")
            }
            let bindings = target.bindings(options: options, sibling: sibling,
                                           drawnFor: item.expected.decision == .noDecision ? item.id : nil)
            let link: String?
            let expanded: ContinuityEntryFixture.Input
            do {
                link = try item.input.url.map { try FixtureTemplate($0).expand(with: bindings) }
                // A session of the module's own is named after its identifier, whichever module is certified.
                expanded = try item.input.expandingSessions { try FixtureTemplate($0).expand(with: bindings) }
            } catch {
                return Verdict(.failed, input: item.input.url ?? item.input.sessionIdentifier ?? "", expected: "an expandable link",
                               actual: "\(error)")
            }
            let url = link.flatMap(URL.init(string:))
            let openOptions = ContinuityOpenOptions(seed: options.seed, salt: "\(item.id)|\(name)", options: options)
            let errors = ContinuityProbe.continuationErrors(salt: "\(item.id)|\(name)", options: options)
            let input = Self.describe(expanded, link: link, errors: errors) + (item.input.entry == .openURL ? " (\(openOptions))"
                : item.input.entry == .continueActivity && openOptions.launching ? " (the app inactive, launched by the link)" : "")
            let situation = ContinuitySituation(target: target, ownTargets: ownTargets, handledActivityTypes: handledTypes,
                                                activityType: expanded.activityType, link: link, url: url, sibling: sibling)
            let unmet = requirements.firstUnmet(in: situation)
            if let unmet { return .notApplicable(unmet, input: input) }
            var probe = ContinuityProbe(input: expanded, url: url, budget: options.handlerBudget)
            probe.openOptions = openOptions
            probe.continuationErrors = errors
            probe.firstCallWindow = options.lateCallWindow
            // A Universal Link arrives both ways in an app: opened from another app, with no referrer, and tapped on a web
            // page, whose address iOS hands over as the referrer (the tenth review: the kit never set one). Each way is
            // asked of a fresh instance, and the first that fails is the verdict.
            var verdict = Verdict(.failed, input: input, expected: judgement.expectation, actual: "not asked")
            let drawnReferrer = ContinuityProbe.webReferrer(options: options, salt: item.id + "|" + target.description)
            for referrer in item.input.entry == .continueActivity && url != nil ? [nil, drawnReferrer] : [nil] {
                probe.referrer = referrer
                let asked = input + (referrer.map { " (referrer \($0))" } ?? "")
                do {
                    verdict = judgement.verdict(on: try await probe.observe(makeModule, waitingFor: judgement), input: asked, options: options)
                } catch {
                    return Verdict(.failed, input: asked, expected: judgement.expectation, actual: "\(error)")
                }
                if verdict.outcome == .failed {
                    return Self.seedNote(Self.dotSegmentNote(Self.caseNote(verdict, target: target), link: link), seed: options.seed)
                }
            }
            return verdict
        }
    }

    /// A failure to claim an own link whose target has capitals says so (the twelfth trial's K31): a module that
    /// lowercases the link, as the page's normalizer does, never equals a target written with capitals.
    /// A failure names the seed its drawn values came from (the link's generated names, the institution's scheme and
    /// domain, the open options), so that it can be replayed (the sixteenth trial's B1s: a look-alike failure named none).
    static func seedNote(_ verdict: Verdict, seed: UInt64) -> Verdict {
        var noted = verdict
        noted.note = [verdict.note, "values drawn from seed \(seed) (replay: MODULE_CONFORMANCE_SEED=\(seed) swift test, or certify "
            + "--seed \(seed))"].compactMap { $0 }.joined(separator: "; ")
        return noted
    }

    /// A claimed link whose path leaves the module's target through a `..` segment says so (the twenty-first trial's
    /// B44: a module that owns sub-paths matched by prefix read the hint as forbidding prefixes outright).
    static func dotSegmentNote(_ verdict: Verdict, link: String?) -> Verdict {
        guard let link, link.contains("/../") || link.hasSuffix("/..") else { return verdict }
        var noted = verdict
        noted.note = [verdict.note, "the link's path climbs out of the module's target through a '..' segment, as a browser or "
            + "a web server resolves it: a module that owns sub-paths of its target must compare path components, not text, "
            + "and treat '..' as leaving the target"].compactMap { $0 }.joined(separator: "; ")
        return noted
    }

    package static func caseNote(_ verdict: Verdict, target: ContinuityTarget) -> Verdict {
        let written = target.identifier + (target.path.isEmpty ? "" : "/" + target.path)
        guard verdict.expected.hasPrefix("true"), written != written.lowercased() else { return verdict }
        var noted = verdict
        noted.note = [verdict.note, "the target \(written) has capitals: a module that lowercases the link, as the page's normalizer "
            + "does, never equals it; write the identifier (in settings.json and in the module) in lower case"]
            .compactMap { $0 }.joined(separator: "; ")
        return noted
    }

    private static func describe(_ input: ContinuityEntryFixture.Input, link: String?, errors: [NSError] = []) -> String {
        var parts: [String] = []
        if let link { parts.append(link) }
        if input.entry == .continueActivity && link == nil { parts.append("activity without a web page URL") }
        if let type = input.activityType { parts.append("activity type '\(type)'") }
        if let session = input.sessionIdentifier {
            parts.append(input.earlierSessionIdentifier.map { "session '\($0)' and, in the same turn of the main thread, session '\(session)', "
                + "each with its own completion handler" } ?? "session '\(session)'")
        }
        if input.entry == .didFail {
            parts.append("errors " + errors.map { "\($0.domain) \($0.code)" }.joined(separator: ", ") + ", one call each")
        }
        return parts.joined(separator: ", ") + " via \(input.entry.signature)"
    }

    // MARK: Long-lived instance checks

    /// One check per target: every decision of the entry fixtures, expanded for the target, asked of one instance.
    private func longLivedChecks() throws -> [ConformanceCheck] {
        guard let clause = ContinuityClauses.all.first(where: { if case .longLived = $0.judgement { true } else { false } }) else {
            return []
        }
        let files = try store.files(of: .continuity).filter { try store.kind(of: $0) == "continuity.entry" }
        let fixtures = try files.map { ($0, try store.load(ContinuityEntryFixture.self, from: $0)) }
        let makeModule = makeModule
        return targets.map { target in
            let calls = fixtures.flatMap { file, fixture in
                fixture.cases.flatMap { item in decisionCalls(item, file: file, target: target) }
            }
            return ConformanceCheck(clause.clause, fixture: FixtureCase(file: "continuity", id: "every-decision-case"),
                                    target: target.description, options: options) { options in
                await ContinuityLongLivedRun(calls: calls, seed: SeededGenerator.mixed(options.seed, target.description))
                    .verdict(with: makeModule)
            }
        }
    }

    /// The case's call for the target, once for each sibling it names: a decision, or a background session whose handler
    /// is counted; none for the did-fail callback (its own clause judges it), or for a case only recommended clauses name
    /// (a crash there fails its own recommended check, not a required one).
    private func decisionCalls(_ item: ContinuityEntryFixture.Case, file: String, target: ContinuityTarget)
        -> [ContinuityLongLivedRun.Call] {
        guard [.openURL, .continueActivity, .willContinue, .backgroundSession].contains(item.input.entry),
              item.clauses.contains(where: { ContinuityClauses.all.clause($0)?.clause.level == .required }) else { return [] }
        let usesSibling = item.input.url.map { FixtureTemplate($0).placeholderNames.contains("sibling") } ?? false
        let siblings: [ContinuityTarget?] = usesSibling ? self.siblings : [nil]
        return siblings.compactMap { sibling in
            let bindings = target.bindings(options: options, sibling: sibling,
                                           drawnFor: item.expected.decision == .noDecision ? item.id : nil)
            let link = item.input.url.flatMap { try? FixtureTemplate($0).expand(with: bindings) }
            let url = link.flatMap(URL.init(string:))
            if item.input.url != nil, url == nil { return nil }
            guard let input = try? item.input.expandingSessions({ try FixtureTemplate($0).expand(with: bindings) }) else { return nil }
            return ContinuityLongLivedRun.Call(fixture: FixtureCase(file: file, id: item.id), input: input, url: url,
                                               text: Self.describe(input, link: link), documented: item.expected.decision)
        }
    }

    // MARK: Routing checks

    private func routingCheck(_ scenario: ContinuityRoutingFixture.Scenario, _ clause: ContinuityClause, file: String,
                              target: ContinuityTarget) -> ConformanceCheck {
        let makeModule = makeModule
        return ConformanceCheck(clause.clause, fixture: FixtureCase(file: file, id: scenario.id), target: target.description,
                                options: options) { options in
            await MainThread.run { ContinuityRoutingRun(scenario: scenario, target: target, options: options).verdict(with: makeModule()) }
        }
    }
}
