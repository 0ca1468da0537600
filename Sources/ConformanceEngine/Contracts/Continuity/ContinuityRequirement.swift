import Foundation

/// What a continuity check knows when it asks whether its requirements are met.
package struct ContinuitySituation: Sendable {
    /// The module's target the case is expanded for.
    package let target: ContinuityTarget
    /// Every target the module owns, normalized.
    package let ownTargets: Set<String>
    /// The activity types the module declares it handles.
    package let handledActivityTypes: Set<String>
    /// The case's activity type, if it delivers an activity.
    package let activityType: String?
    /// The case's link after expansion, if it has one, and whether this platform's URL type can carry it.
    package let link: String?
    package let url: URL?
    /// The other module's target the case is expanded with, when it names one.
    package let sibling: ContinuityTarget?
}

/// What a continuity check needs in order to judge: the one place continuity's not-applicable reasons are written.
package enum ContinuityRequirement: Requirement, CaseIterable {
    /// The module's target has a path after the identifier (a fixture case asks for it).
    case targetHasPath
    /// The link does not name one of the module's own targets, which it may rightly claim.
    case linkNotOwned
    /// The module has not declared that it handles the activity type.
    case activityTypeNotHandled
    /// This platform's URL type can carry the link (every case with a link needs it).
    case deliverableLink
    /// The package declares another continuity module, whose targets this module is probed with.
    case siblingDeclared

    package var reason: String {
        switch self {
        case .targetHasPath: "the case needs a target with a path"
        case .linkNotOwned: "the link names one of the module's own targets"
        case .activityTypeNotHandled: "the module declares it handles this activity type"
        case .deliverableLink: "this platform's URL type cannot carry the link, so no app could deliver it"
        case .siblingDeclared: "the package declares no other module whose links this one could claim"
        }
    }

    package func isMet(in situation: ContinuitySituation) -> Bool? {
        switch self {
        case .targetHasPath: !situation.target.path.isEmpty
        case .linkNotOwned: situation.link.flatMap(ContinuityLinkParser.target(of:)).map { !situation.ownTargets.contains($0) } ?? true
        case .activityTypeNotHandled: !situation.handledActivityTypes.contains(situation.activityType ?? "")
        case .deliverableLink: situation.url != nil
        case .siblingDeclared: situation.sibling != nil
        }
    }

    package var declaredBy: String? {
        switch self {
        case .targetHasPath, .linkNotOwned: "continuity.ownedTargets"
        case .activityTypeNotHandled: "continuity.activityTypes"
        // The tenth trial: a package with one continuity module lacks a sibling by what it is, not by what it declares.
        case .siblingDeclared, .deliverableLink: nil
        }
    }
}
