/// A conforming continuity module that owns the sibling target: the second link module of a package, beside one that
/// owns the demo target.
public final class SiblingLinkModule: ConformingContinuityModule {
    public init() {
        super.init(owning: [SelfTestChecks.siblingTarget])
    }
}
