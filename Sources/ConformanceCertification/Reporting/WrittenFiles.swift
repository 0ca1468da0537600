import Foundation

/// The files a certify run has begun to write its results to, for what a signal during the writing says (the twentieth
/// trial's M55: a Ctrl-C while the results were written said an earlier report was as it was, and the run's files
/// came after it). Each file is written whole or not at all (an atomic replace), so a listed one holds either the
/// earlier run's content or this finished run's.
package final class WrittenFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String] = []

    package init() {}

    /// Notes that `path` is about to be written.
    package func begin(_ path: String) {
        lock.withLock { files.append(path) }
    }

    /// What a signal now leaves, in one sentence.
    package func farewell(signal: Int32, report: String) -> String {
        let begun = lock.withLock { files }
        let golden = " The golden file, if one was given, was not compared."
        guard !begun.isEmpty else {
            return "module-conformance: interrupted (signal \(signal)) while the results were printed: the run had ended, and none "
                + "of its files had been written: an earlier report at \(report) is as it was. Run certify again." + golden
        }
        return "module-conformance: interrupted (signal \(signal)) while the results were written: the run had ended, and each "
            + "of these holds either the earlier file or this run's finished one (each is replaced whole): "
            + begun.joined(separator: ", ") + "; any other output was not written. Run certify again to be sure of all of them." + golden
    }
}
