/// The continuity entry point a fixture case calls.
package enum ContinuityEntry: String, Sendable, Codable, CaseIterable {
    case openURL, continueActivity, willContinue, didFail, backgroundSession

    /// The entry point's documented signature, for messages.
    package var signature: String {
        switch self {
        case .openURL: "application(_:shouldOpenURL:withOptions:)"
        case .continueActivity: "application(_:continue:restorationHandler:)"
        case .willContinue: "application(_:willContinueUserActivityWithType:)"
        case .didFail: "application(_:didFailToContinueUserActivityWithType:error:)"
        case .backgroundSession: "application(_:handleEventsForBackgroundURLSession:completionHandler:)"
        }
    }
}

/// A file of continuity entry-point cases: one call each, with the documented reference answer.
package struct ContinuityEntryFixture: Sendable, Decodable {
    package let description: String
    package let cases: [Case]

    package struct Case: Sendable, Decodable {
        package let id: String
        package let description: String
        package let input: Input
        package let expected: Expected
        package let clauses: [ClauseID]
        /// What the module's target must have for the case to apply, such as a non-empty path.
        package let requires: [Requirement]?
    }

    package struct Input: Sendable, Decodable {
        package let entry: ContinuityEntry
        package let url: String?
        package let activityType: String?
        /// The background session's identifier, a template (`{ownSession}` names one of the module's own).
        package let sessionIdentifier: String?
        /// Another background session whose events the module is handed just before, in the same turn of the main
        /// thread, with a completion handler of its own: iOS hands an app each session's events with their own handler,
        /// and the first may still be owed when the second arrives (the eighteenth trial's M05).
        package let earlierSessionIdentifier: String?

        /// The same input with its activity type and both session identifiers expanded by `expand`.
        package func expandingSessions(_ expand: (String) throws -> String) rethrows -> Input {
            Input(entry: entry, url: url, activityType: try activityType.map(expand), sessionIdentifier: try sessionIdentifier.map(expand),
                  earlierSessionIdentifier: try earlierSessionIdentifier.map(expand))
        }

        private init(entry: ContinuityEntry, url: String?, activityType: String?, sessionIdentifier: String?,
                     earlierSessionIdentifier: String?) {
            self.entry = entry
            self.url = url
            self.activityType = activityType
            self.sessionIdentifier = sessionIdentifier
            self.earlierSessionIdentifier = earlierSessionIdentifier
        }
    }

    package struct Expected: Sendable, Decodable {
        /// The documented reference answer.
        package let decision: Decision
    }

    package enum Decision: String, Sendable, Codable {
        /// `true`: the module owns and handles the link.
        case handled
        /// `nil`: no decision; `false` is tolerated where a clause says so.
        case noDecision = "no-decision"
        /// A callback without an answer: it returns, and its handler is called at most once.
        case completes
    }

    package enum Requirement: String, Sendable, Codable {
        /// The target has a path after the identifier.
        case path

        /// The continuity requirement the fixture's word stands for.
        package var requirement: ContinuityRequirement {
            switch self {
            case .path: .targetHasPath
            }
        }
    }
}

/// A file of routing scenarios for the reference host: modules, built-in links, and who wins each link.
package enum ContinuityRoutingFixture {
    package typealias Scenario = GoldenCase<Input, Expected>
    package typealias File = GoldenFile<Scenario>

    package struct Input: Sendable, Decodable {
        /// Links the built-in handler consumes, matched exactly after expansion.
        package let builtIn: [String]
        /// The loaded modules in load order; exactly one is the module under test.
        package let modules: [Peer]
        /// The links delivered one after another to the same host and module instances.
        package let links: [Link]
    }

    package struct Peer: Sendable, Decodable {
        package let name: String
        /// True for the slot the module under test takes.
        package let underTest: Bool?
        /// Links this scripted peer answers `true` for, matched exactly after expansion.
        package let claims: [String]?
        /// What this scripted peer answers for every other link; `no-decision` when absent.
        package let otherwise: PeerAnswer?
    }

    package enum PeerAnswer: String, Sendable, Codable {
        /// `nil`.
        case noDecision = "no-decision"
        /// `false`.
        case notHandled = "not-handled"
    }

    package struct Link: Sendable, Decodable {
        package let entry: ContinuityEntry
        package let url: String
    }

    package struct Expected: Sendable, Decodable {
        /// One route per link, in the same order.
        package let routes: [Route]
    }

    package struct Route: Sendable, Decodable, Equatable {
        /// `built-in`, `default`, or the name of the module that answered `true`.
        package let handledBy: String
        /// The modules asked, in order, before the link was settled.
        package let asked: [String]
    }
}
