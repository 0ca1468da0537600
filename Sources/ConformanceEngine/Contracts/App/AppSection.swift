/// What the declaration's top-level `app` section names: the app's own files a certifier can read, each a property list,
/// relative to the declaration file's folder.
package struct AppSection: Sendable {
    /// One file the section can name: its key, and what the file is, for messages.
    package struct Role: Sendable, Hashable {
        package let key: String
        package let title: String

        /// The app target's Info.plist.
        package static let infoPlist = Role(key: "infoPlist", title: "the app's Info.plist")
        /// The app target's entitlements file.
        package static let entitlements = Role(key: "entitlements", title: "the app's entitlements")
        /// The notification service extension target's Info.plist.
        package static let serviceExtensionInfoPlist = Role(key: "serviceExtensionInfoPlist",
                                                             title: "the notification service extension's Info.plist")
        /// The notification content extension target's Info.plist.
        package static let contentExtensionInfoPlist = Role(key: "contentExtensionInfoPlist",
                                                             title: "the notification content extension's Info.plist")

        package static let all: [Role] = [infoPlist, entitlements, serviceExtensionInfoPlist, contentExtensionInfoPlist]

        /// The key as the declaration spells it, such as `app.infoPlist`.
        package var declarationKey: String { "\(AppSection.section.key).\(key)" }
    }

    /// The path each named role's file has in the declaration.
    package let paths: [Role: String]

    /// The section as the registry reads it; the schema has established its shape.
    package static let section = PackageSection(key: "app", read: { json in
        AppSection(paths: Dictionary(uniqueKeysWithValues: Role.all.compactMap { role in json[role.key]?.stringValue.map { (role, $0) } }))
    }, files: { section in
        let paths = (section as? AppSection)?.paths ?? [:]
        return Role.all.compactMap { role in
            paths[role].map { PackageSection.FileReference(path: $0, jsonPath: "$.\(role.declarationKey)") }
        }
    })
}

extension ConformanceDeclaration {
    /// The declaration's `app` section, if it has one.
    package var app: AppSection? { packageSection(AppSection.section.key, as: AppSection.self) }
}
