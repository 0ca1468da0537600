import ConformanceEngine
import Foundation

/// What the harness says of itself when it starts: the classes it found and the kit it runs.
package struct HarnessHello: Sendable, Codable, Equatable {
    /// The harness's process id.
    package let pid: Int32
    /// The kit version the harness was built from.
    package let kitVersion: String
    /// The folder of the fixtures the harness reads; certify digests it, so the harness spends no time on it.
    package let fixturesDirectory: String
    /// Each module class the harness can build, with the module protocols its type conforms to.
    package let classes: [String: [ModuleKind]]
    /// Each class's full name, module first, as the harness's generated code reached it.
    package let qualifiedNames: [String: String]

    package init(pid: Int32, kitVersion: String, fixturesDirectory: String, classes: [String: [ModuleKind]],
                 qualifiedNames: [String: String]) {
        self.pid = pid
        self.kitVersion = kitVersion
        self.fixturesDirectory = fixturesDirectory
        self.classes = classes
        self.qualifiedNames = qualifiedNames
    }
}
