import Foundation

/// Where the kit's golden fixtures are at run time.
public enum GoldenFixtures {
    /// The folder holding `continuity/`, `schema/` and the other fixture folders, when the bundle has it.
    public static var directory: URL? {
        Bundle.module.resourceURL
    }
}
