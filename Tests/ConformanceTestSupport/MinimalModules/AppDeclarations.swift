import ConformanceEngine

/// An app around the conforming push modules, as the app-configuration self-tests read it: its settings.json, a
/// declaration naming the app's files, and those files' content as the kit reads property lists (JSON).
package struct AppDeclarations: Sendable {
    package var settings: JSON
    package var declaration: JSON
    package var files: [String: JSON]

    /// The conforming app: every entry enabled and named, the background mode, the entitlement, both extension points
    /// and the module's content category.
    package static let conforming = AppDeclarations(
        settings: [
            "push": true,
            "modules": [
                ["name": "conforming", "packageName": "conforming-package", "productName": "ConformingModules",
                 "className": "ConformingPushLifecycleModule", "pushServiceClassName": "ConformingServiceExtension",
                 "pushContentClassName": "ConformingContentExtension", "identifier": "com.q2.mobile.module.conforming",
                 "push": true, "enabled": true],
                ["name": "peer", "packageName": "conforming-package", "productName": "ConformingModules",
                 "className": "PeerPushLifecycleModule", "identifier": "com.q2.mobile.module.peer", "push": true, "enabled": true],
            ],
        ],
        declaration: [
            "settings": "settings.json",
            "app": ["infoPlist": "App/Info.plist", "entitlements": "App/App.entitlements",
                    "serviceExtensionInfoPlist": "Service/Info.plist", "contentExtensionInfoPlist": "Content/Info.plist"],
            "modules": ["ConformingPushLifecycleModule": ["push": ["payloadKey": "conforming", "contentCategories": ["ConformingCard"]]]],
        ],
        files: [
            "App/Info.plist": ["UIBackgroundModes": ["remote-notification"]],
            "App/App.entitlements": ["aps-environment": "production"],
            "Service/Info.plist": ["NSExtension": ["NSExtensionPointIdentifier": "com.apple.usernotifications.service"]],
            "Content/Info.plist": ["NSExtension": ["NSExtensionPointIdentifier": "com.apple.usernotifications.content-extension",
                                                   "NSExtensionAttributes": ["UNNotificationExtensionCategory": "ConformingCard"]]],
        ])

    /// The same app with one change.
    package func changing(_ change: (inout AppDeclarations) -> Void) -> AppDeclarations {
        var changed = self
        change(&changed)
        return changed
    }

    /// The first settings entry with one change.
    package mutating func changeEntry(_ change: (inout [String: JSON]) -> Void) {
        guard var root = settings.objectValue, var modules = root["modules"]?.arrayValue, var entry = modules.first?.objectValue else { return }
        change(&entry)
        modules[0] = .object(entry)
        root["modules"] = .array(modules)
        settings = .object(root)
    }

    /// The named file with one change to its top-level dictionary.
    package mutating func changeFile(_ path: String, _ change: (inout [String: JSON]) -> Void) {
        guard var members = files[path]?.objectValue else { return }
        change(&members)
        files[path] = .object(members)
    }

    /// The declaration's `app` section with one change (a key removed, say).
    package mutating func changeApp(_ change: (inout [String: JSON]) -> Void) {
        guard var root = declaration.objectValue, var app = root["app"]?.objectValue else { return }
        change(&app)
        root["app"] = app.isEmpty ? nil : .object(app)
        declaration = .object(root)
    }
}
