import ConformanceCertification
import Foundation

extension CertifyRequest {
    /// Puts the author's code inside a boundary that hides every key file and keeps the kit read-only; returns why no
    /// boundary could be drawn, `nil` when there is one. Without one the report is written but never sealed.
    mutating func drawBoundary(key: CertifierKey?) -> String? {
        // On a simulator the package's code runs where no boundary of certify's reaches: never sealed there.
        let noBoundary = configuration.runner.buildsProgram ? Sandbox.unavailableReason()
            : "the checks ran on an iOS simulator, outside any boundary certify can draw"
        guard noBoundary == nil else { return noBoundary }
        // The key files and the certifier's partner names are not in the boundary's view unless they lie in a folder it
        // shows (a key inside the kit's checkout): there they are covered.
        let keyFiles = [key.flatMap { $0.origin.hasPrefix("/") ? URL(fileURLWithPath: $0.origin) : nil },
                        CertifierKey.defaultFile().deletingLastPathComponent(), partnerNamesFile].compactMap { $0 }
        var sandbox = Sandbox(readOnly: [kitRoot], hidden: keyFiles)
        if case .dedicated = sandbox.identity {
            switch MemoryGroup.make() {
            case .success(let group): sandbox.memoryGroup = group
            case .failure(let unavailable):
                standardError("module-conformance certify: the author's code is bounded in memory per process only: \(unavailable.reason).")
            }
        }
        configuration.sandbox = sandbox
        return sandbox.notSealableReason
    }

    /// The report sealed with `key` when the run may be sealed; otherwise the report as it is, with a line on
    /// standard error saying why it is not sealed (or, when no check ran, what stopped the run).
    func sealing(_ report: CertificationReport, key: CertifierKey?, noBoundary: String?) -> CertificationReport {
        if report.checks.isEmpty {
            // Nothing was judged: what stopped the run comes first, where the eye lands, then the table repeats it.
            // Each problem's first line: the rest (a build's errors, shown as they came) is in the table below.
            for problem in report.problems { standardError("module-conformance certify: \(problem.prefix { $0 != "\n" })") }
        } else if report.focus != nil {
            standardError("Not sealed: a run focused with --clause is partial, never a certificate.")
        } else if let key, noBoundary == nil {
            return report.sealed(with: key)
        } else {
            standardError("Not sealed: " + (noSeal ? "--no-seal" : noBoundary ?? "") + ". certify seals a report only when asked "
                + "to and only when the package's code ran where it could neither read the certifier's key nor write the kit "
                + "(README, \"What a certificate means\"); verify rejects an unsealed report.")
        }
        return report
    }
}
