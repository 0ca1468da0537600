import ConformanceEngine
import Foundation

/// Where a report comes from: the kit, the catalog and fixtures it judged by, the package, the machine and the run.
package struct Provenance: Sendable, Codable, Hashable {
    /// The kit's version.
    package let kitVersion: String
    /// The kit checkout's commit, when it is a git checkout.
    package let kitCommit: String?
    /// Whether the kit checkout had uncommitted changes.
    package let kitTreeDirty: Bool?
    /// The digest of the clause catalog the run judged by.
    package let catalogDigest: String
    /// The digest of the fixtures the run used.
    package let fixturesDigest: String
    /// The SDK version certified: `--sdk`, else the newest the catalog knows.
    package let sdkVersion: SDKVersion?
    /// The package's commit, when it is in a git checkout.
    package let packageCommit: String?
    /// Whether the package's folder had uncommitted changes.
    package let packageTreeDirty: Bool?
    /// The digest of the package's files (build folders and VCS data left out).
    package let packageSourcesDigest: String
    /// The Swift toolchain, as `swift --version` names it.
    package let toolchain: String
    /// The operating system.
    package let operatingSystem: String
    /// When the run started (ISO 8601, UTC).
    package let startedAt: String
    /// How long the run took, in seconds.
    package let durationSeconds: Double
    /// The declaration file as read.
    package let declarationFile: String
    package let declaration: JSON
    /// The settings file as read.
    package let settingsFile: String
    package let settings: JSON
    /// The other files the declaration names (the app's Info.plist, say), as read; `nil` when it names none.
    package let files: [String: JSON]?
    /// Each module class the harness built, with the module protocols it conforms to.
    package let modules: [String: [ModuleKind]]
    /// The digest of the report's check results, so an edit that does not recompute it shows.
    package let resultsDigest: String
    /// The SDK package whose Q2ModuleInterfaces the harness was built against (`Q2_SDK_PATH`); `nil`: the kit's own
    /// portable declaration.
    package let sdkInterfaces: String?
    /// Lines of the package's sources where a module may inspect its own process (`SelfInspection`), for the certifier
    /// to read: what running a module cannot disprove. `nil` in reports made before the kit looked.
    package let reviewFindings: [String]?
    /// The package's sources (Swift and C-family) the harness build compiled, by module, relative to the package.
    package let compiledSources: [String: [String]]?
    /// The seed of the run's generated link targets; `certify --seed` replays the run with it.
    package let seed: UInt64?
    /// Where the checks ran: the host program, a host test bundle, or an iOS simulator with its runtime.
    package let ranIn: String?
    /// The revision of each package the build fetched, by identity, as it resolved them: their code is in no digest
    /// of the package, so the report names exactly which was built. `nil` when the build fetched none.
    package let dependencyRevisions: [String: String]?
    /// Each file of the package certified, with its SHA-256, by path relative to the package: `verify --package` names
    /// the files that changed. `nil` in reports made before the kit recorded them.
    package let packageFiles: [String: String]?
    /// The certifier's partner names the run drew other modules' names from, by size and digest (never the names); `nil`:
    /// the kit's own rules, which a module holding a copy of them can tell apart.
    package let partnerNames: String?

    package init(kitVersion: String, kitCommit: String?, kitTreeDirty: Bool?, catalogDigest: String, fixturesDigest: String,
                 sdkVersion: SDKVersion?, packageCommit: String?, packageTreeDirty: Bool?, packageSourcesDigest: String,
                 toolchain: String, operatingSystem: String, startedAt: String, durationSeconds: Double,
                 declarationFile: String, declaration: JSON, settingsFile: String, settings: JSON,
                 files: [String: JSON]? = nil, modules: [String: [ModuleKind]], resultsDigest: String, sdkInterfaces: String? = nil, reviewFindings: [String]? = nil,
                 compiledSources: [String: [String]]? = nil, seed: UInt64? = nil, ranIn: String? = nil,
                 dependencyRevisions: [String: String]? = nil, packageFiles: [String: String]? = nil, partnerNames: String? = nil) {
        self.kitVersion = kitVersion
        self.kitCommit = kitCommit
        self.kitTreeDirty = kitTreeDirty
        self.catalogDigest = catalogDigest
        self.fixturesDigest = fixturesDigest
        self.sdkVersion = sdkVersion
        self.packageCommit = packageCommit
        self.packageTreeDirty = packageTreeDirty
        self.packageSourcesDigest = packageSourcesDigest
        self.toolchain = toolchain
        self.operatingSystem = operatingSystem
        self.startedAt = startedAt
        self.durationSeconds = durationSeconds
        self.declarationFile = declarationFile
        self.declaration = declaration
        self.settingsFile = settingsFile
        self.settings = settings
        self.files = files
        self.modules = modules
        self.resultsDigest = resultsDigest
        self.sdkInterfaces = sdkInterfaces
        self.reviewFindings = reviewFindings
        self.compiledSources = compiledSources
        self.seed = seed
        self.ranIn = ranIn
        self.dependencyRevisions = dependencyRevisions
        self.packageFiles = packageFiles
        self.partnerNames = partnerNames
    }

    /// The same provenance with another results digest.
    package func with(resultsDigest: String) -> Provenance {
        Provenance(kitVersion: kitVersion, kitCommit: kitCommit, kitTreeDirty: kitTreeDirty, catalogDigest: catalogDigest,
                   fixturesDigest: fixturesDigest, sdkVersion: sdkVersion, packageCommit: packageCommit,
                   packageTreeDirty: packageTreeDirty, packageSourcesDigest: packageSourcesDigest, toolchain: toolchain,
                   operatingSystem: operatingSystem, startedAt: startedAt, durationSeconds: durationSeconds,
                   declarationFile: declarationFile, declaration: declaration, settingsFile: settingsFile, settings: settings,
                   files: files, modules: modules, resultsDigest: resultsDigest, sdkInterfaces: sdkInterfaces, reviewFindings: reviewFindings,
                   compiledSources: compiledSources, seed: seed, ranIn: ranIn, dependencyRevisions: dependencyRevisions,
                   packageFiles: packageFiles, partnerNames: partnerNames)
    }

    /// The digest of a list of check results, over their canonical JSON.
    package static func digest(of checks: [CheckResult]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return SHA256.hex(bytes: SHA256.digest(Array((try? encoder.encode(checks)) ?? Data())))
    }
}
