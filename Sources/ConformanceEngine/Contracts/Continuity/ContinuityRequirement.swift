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
        case .siblingDeclared: "the package declares no other continuity module whose links this one could claim"
        }
    }

    package var declaredBy: String? {
        switch self {
        case .targetHasPath, .linkNotOwned: "continuity.ownedTargets"
        case .activityTypeNotHandled: "continuity.activityTypes"
        case .siblingDeclared: "the other modules' continuity.ownedTargets"
        case .deliverableLink: nil
        }
    }
}
