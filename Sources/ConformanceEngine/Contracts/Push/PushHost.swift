import Foundation

/// A host that routes push notifications to modules as the app does.
///
/// Sender routing: a payload whose `sender` string names a loaded module's sender id exactly (same
/// Unicode scalars) goes to that module alone; a missing key, a value that is not a string, or no
/// match falls back to the legacy behaviour, delivery to every push module in load order.
/// Extension invocation: a service extension runs only when `aps.mutable-content` is the number 1,
/// the targeted module's alone or, with no target, each module's in load order; a content extension
/// presents a notification only when `aps.category` is one of the categories it declared.
package struct PushHost: Sendable {
    package struct Module: Sendable {
        package let name: String
        /// The sender id read once, when the module was loaded.
        package let senderID: String?
        package let hasServiceExtension: Bool
        package let contentCategories: [String]

        package init(name: String, senderID: String?, hasServiceExtension: Bool = false, contentCategories: [String] = []) {
            self.name = name
            self.senderID = senderID
            self.hasServiceExtension = hasServiceExtension
            self.contentCategories = contentCategories
        }
    }

    package let modules: [Module]

    package init(modules: [Module]) {
        self.modules = modules
    }

    /// The module the payload targets, if its sender names one exactly.
    package func target(of userInfo: [AnyHashable: Any]) -> Module? {
        guard let sender = userInfo["sender"] as? String else { return nil }
        return modules.first { $0.senderID.map { SenderIDReading.matches(sender, $0) } ?? false }
    }

    /// The push modules that receive the payload, in load order.
    package func recipients(of userInfo: [AnyHashable: Any]) -> [String] {
        if let target = target(of: userInfo) { return [target.name] }
        return modules.map(\.name)
    }

    /// The modules whose service extension runs for the payload, in order.
    package func serviceExtensions(for userInfo: [AnyHashable: Any]) -> [String] {
        let aps = userInfo["aps"] as? [String: Any]
        guard let mutable = aps?["mutable-content"], !FoundationBoolean.isBoolean(mutable), (mutable as? Int) == 1 else { return [] }
        if let target = target(of: userInfo) {
            return target.hasServiceExtension ? [target.name] : []
        }
        return modules.filter(\.hasServiceExtension).map(\.name)
    }

    /// The module whose content extension presents the payload, if any declared its category.
    package func contentExtension(for userInfo: [AnyHashable: Any]) -> String? {
        guard let category = (userInfo["aps"] as? [String: Any])?["category"] as? String, !category.isEmpty else { return nil }
        return modules.first { $0.contentCategories.contains(category) }?.name
    }
}
