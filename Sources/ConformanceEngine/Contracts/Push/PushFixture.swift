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
