import Foundation

/// Where the reference vectors are at run time: the issuer corpus and WHATWG's URL test data, which only the kit's own
/// tests and fuzzer read, so they are never copied into a module author's test bundle.
package enum ReferenceVectors {
    /// The folder holding `issuer-urls.json` and `whatwg/`, when the bundle has it.
    package static var directory: URL? {
        Bundle.module.resourceURL
    }
}
