import Foundation
import Q2ModuleInterfaces

/// A golden push payload: JSON with templates in its strings and generators for oversized values.
///
/// Strings are expanded as fixture templates. An object `{"$generate": "string", "length": N}` becomes a
/// string of N letters; `{"$generate": "nesting", "depth": N}` becomes N arrays nested in one another; a name the
/// caller draws a value for (`{"$generate": "partnerData"}`) becomes that value.
package struct PushPayload: Sendable {
    package let json: JSON

    /// Expands templates and generators.
    package static func expand(_ value: JSON, with bindings: [String: String], generated: [String: JSON] = [:]) throws -> PushPayload {
        PushPayload(json: try expandValue(value, bindings, generated))
    }

    private static func expandValue(_ value: JSON, _ bindings: [String: String], _ generated: [String: JSON]) throws -> JSON {
        switch value {
        case .string(let text):
            return .string(try FixtureTemplate(text).expand(with: bindings))
        case .array(let items):
            var expanded: [JSON] = []
            for item in items { expanded.append(try expandValue(item, bindings, generated)) }
            return .array(expanded)
        case .object(let members):
            if let generator = members["$generate"]?.stringValue {
                if let drawn = generated[generator] { return drawn }
                return try generate(generator, members)
            }
            var expanded: [String: JSON] = [:]
            for (key, member) in members {
                expanded[try FixtureTemplate(key).expand(with: bindings)] = try expandValue(member, bindings, generated)
            }
            return .object(expanded)
        default:
            return value
        }
    }

    private static func generate(_ kind: String, _ members: [String: JSON]) throws -> JSON {
        switch kind {
        case "string":
            let length = Int(members["length"]?.numberValue ?? 0)
            // Built from bytes at once: appending a one-letter string N times costs N appends per check.
            return .string(String(decoding: [UInt8](repeating: UInt8(ascii: "x"), count: max(0, length)), as: UTF8.self))
        case "nesting":
            var value: JSON = .string("bottom")
            for _ in 0..<Int(members["depth"]?.numberValue ?? 0) { value = .array([value]) }
            return value
        default:
            throw TemplateError(message: "unknown generator '\(kind)'; known: string, nesting")
        }
    }

    /// The payload as compact JSON for a message: strings over 40 characters and values nested over 6 deep are cut,
    /// and the whole is kept under about 400 characters.
    package var summary: String {
        func shortened(_ value: JSON, depth: Int) -> JSON {
            switch value {
            case .string(let text) where text.count > 40: return .string(String(text.prefix(24)) + "…(\(text.count) characters)")
            case .array where depth >= 6, .object where depth >= 6: return .string("…")
            case .array(let items): return .array(items.prefix(20).map { shortened($0, depth: depth + 1) })
            case .object(let members): return .object(members.mapValues { shortened($0, depth: depth + 1) })
            default: return value
            }
        }
        return Ellipsis.middle(JSONText.canonical(shortened(json, depth: 0)), limit: 400)
    }

    /// The payload as the `userInfo` dictionary the system hands to modules.
    package var userInfo: [AnyHashable: Any] {
        Dictionary(uniqueKeysWithValues: (json.objectValue ?? [:]).map { (AnyHashable($0.key), Self.foundationValue($0.value)) })
    }

    /// The payload's `sender` value, as the host reads it: a string, or `nil` for anything else.
    package var sender: String? {
        json.objectValue?["sender"]?.stringValue
    }

    /// The identifier a notification request gets: shaped as the system's (a UUID), drawn from the run's seed and `salt`,
    /// so that no two notifications a module is shown share one, as in an app, and a run replays with its seed.
    package static func identifier(seed: UInt64, salt: String) -> String {
        var generator = SeededGenerator(seed: seed, salt: "notification-identifier/" + salt)
        let bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let hex = bytes.map { String(format: "%02X", $0) }.joined()
        return [hex.prefix(8), hex.dropFirst(8).prefix(4), hex.dropFirst(12).prefix(4), hex.dropFirst(16).prefix(4), hex.dropFirst(20)]
            .map(String.init).joined(separator: "-")
    }

    /// A notification request built from the payload as the system would: alert texts, category, badge.
    package func request(identifier: String) -> UNNotificationRequest {
        let content = UNMutableNotificationContent()
        let aps = json.objectValue?["aps"]?.objectValue
        switch aps?["alert"] {
        case .string(let body)?:
            content.body = body
        case .object(let alert)?:
            content.title = alert["title"]?.stringValue ?? ""
            content.subtitle = alert["subtitle"]?.stringValue ?? ""
            content.body = alert["body"]?.stringValue ?? ""
        default:
            break
        }
        content.categoryIdentifier = aps?["category"]?.stringValue ?? ""
        content.threadIdentifier = aps?["thread-id"]?.stringValue ?? ""
        // The sound the payload names, as the system sets it (review 30's soundtell: the kit never set one, so a sound
        // told an app's notification from the kit's); a critical alert's dictionary, or a file's name, names one too.
        switch aps?["sound"] {
        case .string(let name)?: content.sound = name == "default" ? .default : UNNotificationSound(named: UNNotificationSoundName(name))
        case .object?: content.sound = .default
        default: break
        }
        if let badge = aps?["badge"]?.numberValue, badge.rounded() == badge, abs(badge) < 1e9 {
            content.badge = NSNumber(value: Int(badge))
        }
        switch aps?["interruption-level"]?.stringValue {
        case "passive"?: content.interruptionLevel = .passive
        case "time-sensitive"?: content.interruptionLevel = .timeSensitive
        case "critical"?: content.interruptionLevel = .critical
        default: break
        }
        if let score = aps?["relevance-score"]?.numberValue { content.relevanceScore = min(max(score, 0), 1) }
        content.targetContentIdentifier = aps?["target-content-id"]?.stringValue
        content.userInfo = userInfo
        return UNNotificationRequest(identifier: identifier, content: content.copy() as! UNNotificationContent, trigger: nil)
    }

    /// Converts JSON to the Foundation values a decoded remote notification holds.
    package static func foundationValue(_ value: JSON) -> Any {
        switch value {
        case .string(let text): text
        // Numbers and Booleans as NSNumber, as the system decodes a payload (review 29's bridgecast: a Swift Int does
        // not cast to Bool or Double, an NSNumber does, so `as? Bool` told this run from an app).
        case .bool(let flag): NSNumber(value: flag)
        case .number(let number): number.rounded() == number && abs(number) < 1e15 ? NSNumber(value: Int(number)) : NSNumber(value: number)
        // Nested containers as Foundation's own classes, as the system decodes them (review 30's apsdescribe: a Swift
        // dictionary prints `[…]` where the NSDictionary an app is handed prints `{…}`); casts to Swift's types still work.
        case .array(let items): NSArray(array: items.map(foundationValue))
        case .object(let members): NSDictionary(dictionary: members.mapValues(foundationValue))
        case .null: NSNull()
        }
    }

    /// Converts Foundation values back to JSON where they are JSON, for comparing delivered content.
    package static func jsonValue(_ value: Any) -> JSON? {
        if FoundationBoolean.isBoolean(value), let flag = value as? Bool { return .bool(flag) }
        switch value {
        case let text as String: return .string(text)
        case let number as Int: return .number(Double(number))
        case let number as Double: return .number(number)
        case is NSNull: return .null
        case let items as [Any]:
            var converted: [JSON] = []
            for item in items {
                guard let json = jsonValue(item) else { return nil }
                converted.append(json)
            }
            return .array(converted)
        case let members as [AnyHashable: Any]:
            var converted: [String: JSON] = [:]
            for (key, member) in members {
                guard let key = key.base as? String, let json = jsonValue(member) else { return nil }
                converted[key] = json
            }
            return .object(converted)
        case let members as [String: Any]:
            return jsonValue(Dictionary(uniqueKeysWithValues: members.map { (AnyHashable($0.key), $0.value) }))
        default:
            return nil
        }
    }
}

/// What a notification's content shows and carries: every property Apple's content class has, compared field by
/// field, so "unchanged" means unchanged. The payload is converted only when the other fields agree, since converting
/// a large payload is the expensive part.
package struct ContentSnapshot: Sendable, Equatable, CustomStringConvertible {
    package let title: String
    package let subtitle: String
    package let body: String
    package let categoryIdentifier: String
    package let threadIdentifier: String
    package let launchImageName: String
    package let badge: Int?
    /// Compared with the class's own equality (`isEqual(_:)`), which is identity where a class defines none.
    private let sound: Unchecked<UNNotificationSound?>
    package let targetContentIdentifier: String?
    package let interruptionLevel: UInt
    package let relevanceScore: Double
    package let filterCriteria: String?
    /// Each attachment's identifier and file.
    package let attachments: [String]
    private let userInfo: Unchecked<[AnyHashable: Any]>
    /// The delivered object's class, when it is not the platform's own content class (`UNNotificationContent` or
    /// `UNMutableNotificationContent`): a subclass can answer the kit's one read of a field with other values than
    /// the system reads later, so what the kit saw would prove nothing.
    package let foreignClass: String?

    package init(_ content: UNNotificationContent) {
        let kind = type(of: content)
        foreignClass = kind == UNNotificationContent.self || kind == UNMutableNotificationContent.self ? nil : String(reflecting: kind)
        title = content.title
        subtitle = content.subtitle
        body = content.body
        categoryIdentifier = content.categoryIdentifier
        threadIdentifier = content.threadIdentifier
        launchImageName = content.launchImageName
        badge = content.badge?.intValue
        sound = Unchecked(content.sound)
        targetContentIdentifier = content.targetContentIdentifier
        interruptionLevel = content.interruptionLevel.rawValue
        relevanceScore = content.relevanceScore
        filterCriteria = content.filterCriteria
        attachments = content.attachments.map { "\($0.identifier) \($0.url.absoluteString)" }
        userInfo = Unchecked(content.userInfo)
    }

    /// The names of the properties that differ from `other`, in declaration order; empty when the contents agree.
    package func changedFields(from other: ContentSnapshot) -> [String] {
        var changed: [String] = []
        if let foreignClass { changed.append("class (\(foreignClass), not the platform's content class)") }
        func compare<T: Equatable>(_ name: String, _ path: KeyPath<ContentSnapshot, T>) {
            if self[keyPath: path] != other[keyPath: path] { changed.append(name) }
        }
        compare("title", \.title)
        compare("subtitle", \.subtitle)
        compare("body", \.body)
        compare("categoryIdentifier", \.categoryIdentifier)
        compare("threadIdentifier", \.threadIdentifier)
        compare("launchImageName", \.launchImageName)
        compare("badge", \.badge)
        if sound.value != other.sound.value { changed.append("sound") }
        compare("targetContentIdentifier", \.targetContentIdentifier)
        compare("interruptionLevel", \.interruptionLevel)
        compare("relevanceScore", \.relevanceScore)
        compare("filterCriteria", \.filterCriteria)
        compare("attachments", \.attachments)
        if changed.isEmpty, PushPayload.jsonValue(userInfo.value) != PushPayload.jsonValue(other.userInfo.value) {
            changed.append("userInfo")
        }
        return changed
    }

    /// What a delivery lost that the original had and the user (or the app, on a tap) relies on, if anything: the
    /// texts shown, or the payload.
    package func loss(from original: ContentSnapshot) -> String? {
        if title.isEmpty && body.isEmpty && !(original.title.isEmpty && original.body.isEmpty) {
            return "a blank notification: title and body empty where the original had them"
        }
        if userInfo.value.isEmpty && !original.userInfo.value.isEmpty {
            return "the original's payload (userInfo) is gone"
        }
        return nil
    }

    package static func == (lhs: ContentSnapshot, rhs: ContentSnapshot) -> Bool {
        lhs.changedFields(from: rhs).isEmpty
    }

    package var description: String {
        "title \"\(title.prefix(60))\", subtitle \"\(subtitle.prefix(60))\", body \"\(body.prefix(60))\", "
            + "category \"\(categoryIdentifier)\", \(attachments.count) attachments"
    }
}
