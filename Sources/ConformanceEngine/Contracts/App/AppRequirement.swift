/// What an app-configuration check knows when it asks whether it can judge: which file the declaration names, and what
/// the package's modules are.
package struct AppSituation: Sendable {
    /// Whether the declaration names the file the clause reads.
    package var fileNamed: Bool
    /// Whether the package has a module of the kind the clause is about.
    package var moduleOfKind: Bool
    /// Whether the module declares content categories (for the content extension's clause).
    package var categoriesDeclared: Bool = true
}

/// What an app-configuration check needs in order to judge: the one place the contract's not-applicable reasons are written.
package enum AppRequirement: Requirement, CaseIterable {
    /// The declaration names the app's Info.plist.
    case infoPlistNamed
    /// The declaration names the app's entitlements file.
    case entitlementsNamed
    /// The declaration names the service extension's Info.plist.
    case serviceExtensionInfoPlistNamed
    /// The declaration names the content extension's Info.plist.
    case contentExtensionInfoPlistNamed
    /// The package has a push lifecycle module.
    case pushLifecycleModule
    /// A settings.json entry names a service extension class.
    case serviceExtensionModule
    /// A settings.json entry names a content extension class.
    case contentExtensionModule
    /// The module declares the categories its content extension shows.
    case contentCategoriesDeclared

    /// The requirement that the declaration name the file of `role`.
    package static func named(_ role: AppSection.Role) -> AppRequirement {
        allCases.first { $0.role == role }!
    }

    /// The declaration file's role for a requirement that a file be named.
    package var role: AppSection.Role? {
        switch self {
        case .infoPlistNamed: .infoPlist
        case .entitlementsNamed: .entitlements
        case .serviceExtensionInfoPlistNamed: .serviceExtensionInfoPlist
        case .contentExtensionInfoPlistNamed: .contentExtensionInfoPlist
        default: nil
        }
    }

    package var reason: String {
        if let role { return "the declaration does not name \(role.title): add \(role.declarationKey) to have it judged" }
        return switch self {
        case .pushLifecycleModule: "the package has no push lifecycle module, so the app needs no push setup for it"
        case .serviceExtensionModule: "no settings.json entry names a service extension (pushServiceClassName)"
        case .contentExtensionModule: "no settings.json entry names a content extension (pushContentClassName)"
        case .contentCategoriesDeclared: "the module declares no content categories (push.contentCategories); a SETUP check names the key to add"
        default: ""
        }
    }

    package var declaredBy: String? {
        // The tenth trial: categories a module does not declare leave the content extension's check to the declaration.
        self == .contentCategoriesDeclared ? "push.contentCategories" : role?.declarationKey
    }

    package func isMet(in situation: AppSituation) -> Bool? {
        switch self {
        case .infoPlistNamed, .entitlementsNamed, .serviceExtensionInfoPlistNamed, .contentExtensionInfoPlistNamed: situation.fileNamed
        case .pushLifecycleModule, .serviceExtensionModule, .contentExtensionModule: situation.moduleOfKind
        case .contentCategoriesDeclared: situation.categoriesDeclared
        }
    }
}
