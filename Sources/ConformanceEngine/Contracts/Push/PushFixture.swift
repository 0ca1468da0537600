import Q2ModuleInterfaces

/// A push callback a payload case is delivered to.
package enum PushCallback: String, Sendable, Codable, CaseIterable {
    /// `application(_:didReceiveRemoteNotification:)`.
    case silent
    /// `userNotificationCenter(_:willPresent:)`.
    case willPresent
    /// `userNotificationCenter(_:didReceive:)`.
    case tap
    /// The service extension's `didReceive(_:withContentHandler:)`.
    case serviceExtension
    /// The service extension's `didReceive`, then at once `serviceExtensionTimeWillExpire()`.
    case expire
    /// The content extension's `didReceive(_:)`.
    case contentExtension

    package var signature: String {
        switch self {
        case .silent: "application(_:didReceiveRemoteNotification:)"
        case .willPresent: "userNotificationCenter(_:willPresent:)"
        case .tap: "userNotificationCenter(_:didReceive:)"
        case .serviceExtension: "didReceive(_:withContentHandler:)"
        case .expire: "didReceive(_:withContentHandler:) then serviceExtensionTimeWillExpire()"
        case .contentExtension: "didReceive(_:) of the content extension"
        }
    }
}

/// A file of payload cases: a payload, the callbacks it goes to, and the documented outcome.
package enum PushPayloadFixture {
    package typealias Case = GoldenCase<Input, Expected>
    package typealias File = GoldenFile<Case>

    package struct Input: Sendable, Decodable {
        package let payload: JSON
        package let callbacks: [PushCallback]
    }

    /// The documented outcome (`content`, `decision`) is for readers of the file: the clauses judge the module.
    package struct Expected: Sendable, Decodable {}
}

/// A file of sender-routing scenarios for the reference host.
package enum PushRoutingFixture {
    package typealias Scenario = GoldenCase<Input, Expected>
    package typealias File = GoldenFile<Scenario>

    package struct Input: Sendable, Decodable {
        package let modules: [Peer]
        package let payload: JSON
    }

    package struct Peer: Sendable, Decodable {
        package let name: String
        package let underTest: Bool?
        package let sender: String?
    }

    package struct Expected: Sendable, Decodable {
        /// The push modules that receive the payload, in load order.
        package let deliveredTo: [String]
    }
}

/// A file of device-token and registration cases.
package enum PushRegistrationFixture {
    package typealias Case = GoldenCase<Input, Expected>
    package typealias File = GoldenFile<Case>

    package struct Input: Sendable, Decodable {
        /// The token's bytes, for a successful registration.
        package let bytes: [Int]?
        /// The error's domain and code, for a failed registration.
        package let failure: Failure?
    }

    package struct Failure: Sendable, Decodable {
        package let domain: String
        package let code: Int
    }

    package struct Expected: Sendable, Decodable {
        /// The token as lowercase hex, for a successful registration.
        package let hex: String?
    }
}

/// A file of sender ids and what the kit's rules say of them.
package enum PushSenderIDFixture {
    package typealias Case = GoldenCase<Input, Expected>
    package typealias File = GoldenFile<Case>

    package struct Input: Sendable, Decodable {
        package let sender: String
    }

    package struct Expected: Sendable, Decodable {
        package let wellFormed: Bool
        package let recommendedForm: Bool
    }
}

/// A file of extension invocation scenarios: which extensions the reference host runs for a payload.
package enum PushInvocationFixture {
    package typealias Scenario = GoldenHostCase<Input, Expected>
    package typealias File = GoldenFile<Scenario>

    package struct Input: Sendable, Decodable {
        package let modules: [Module]
        package let payload: JSON
    }

    package struct Module: Sendable, Decodable {
        package let name: String
        package let sender: String?
        package let serviceExtension: Bool
        package let contentCategories: [String]
    }

    package struct Expected: Sendable, Decodable {
        /// The modules whose service extension runs, in order.
        package let serviceExtensions: [String]
        /// The module whose content extension presents the notification, if any.
        package let contentExtension: String?
    }
}
