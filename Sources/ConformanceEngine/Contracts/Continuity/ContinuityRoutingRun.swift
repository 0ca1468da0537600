import Foundation
import Q2ModuleInterfaces

/// Plays one routing scenario through the reference host and compares every route with the fixture.
package struct ContinuityRoutingRun: Sendable {
    package let scenario: ContinuityRoutingFixture.Scenario
    package let target: ContinuityTarget
    package let options: ConformanceOptions

    /// Runs the scenario with the given module in the under-test slot; the same instances see every link.
    @MainActor package func verdict(with module: any ContinuityLifecycleModule) -> Verdict {
        let bindings = target.bindings(options: options)
        func expand(_ text: String) -> String { (try? FixtureTemplate(text).expand(with: bindings)) ?? text }
        let builtIn = Set(scenario.input.builtIn.map(expand))
        var modules: [(name: String, module: any ContinuityLifecycleModule)] = []
        for peer in scenario.input.modules {
            if peer.underTest == true {
                modules.append((peer.name, module))
            } else {
                let otherwise: Bool? = peer.otherwise == .notHandled ? false : nil
                modules.append((peer.name, ScriptedContinuityModule(claims: Set((peer.claims ?? []).map(expand)),
                                                                    otherwise: otherwise)))
            }
        }
        let lines = scenario.input.links.enumerated().map { "\($0.offset + 1). \(expand($0.element.url)) via \($0.element.entry.rawValue)" }
        let host: ContinuityHost
        do {
            host = try ContinuityHost(builtIn: { builtIn.contains($0.absoluteString) }, modules: modules)
        } catch {
            return Verdict(.failed, input: lines.joined(separator: "; "), expected: "every link settled by its owner", actual: "\(error)")
        }
        for (index, link) in scenario.input.links.enumerated() {
            let text = expand(link.url)
            let expected = scenario.expected.routes[index]
            guard let url = URL(string: text) else {
                return Verdict(.failed, input: lines.joined(separator: "; "), expected: "a deliverable link",
                               actual: "link \(index + 1) is not a URL on this platform: \(text)")
            }
            let route: ContinuityHost.Route
            if link.entry == .continueActivity {
                let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
                activity.webpageURL = url
                route = host.continueActivity(activity)
            } else {
                route = host.open(url)
            }
            let actual = ContinuityRoutingFixture.Route(handledBy: route.handledBy.description, asked: route.asked)
            if actual != expected {
                return Verdict(.failed, input: lines.joined(separator: "; "),
                               expected: "link \(index + 1) settled by \(expected.handledBy) after asking [\(expected.asked.joined(separator: ", "))]",
                               actual: "settled by \(actual.handledBy) after asking [\(actual.asked.joined(separator: ", "))]",
                               note: "link \(index + 1): \(text)")
            }
        }
        return Verdict(.passed, input: lines.joined(separator: "; "),
                       expected: "every link settled by its owner", actual: "every link settled as expected")
    }
}
