import ConformanceEngine

extension CertificationReport {
    /// What the author's declaration made not applicable: one entry per module and declaration key.
    package struct DeclaredNotApplicable: Sendable, Hashable {
        /// The module class, when the check names one.
        package let module: String?
        /// The declaration key whose content left the checks without a subject, such as `continuity.ownedTargets`.
        package let key: String
        package let checks: Int
        package let clauses: [ClauseID]

        /// One line for a reader: the module, the key, how many checks and which clauses.
        package var line: String {
            (module.map { "\($0): " } ?? "") + "\(key) made \(checks) check\(checks == 1 ? "" : "s") not applicable ("
                + clauses.map(\.rawValue).joined(separator: ", ") + ")"
        }
    }

    /// Every module and declaration key that made checks not applicable, sorted; a certifier reads it to see what the
    /// declaration, rather than the module, left unjudged.
    package var declaredNotApplicable: [DeclaredNotApplicable] {
        var groups: [String: (module: String?, key: String, checks: Int, clauses: Set<ClauseID>)] = [:]
        for check in checks where check.outcome == .notApplicable {
            guard let key = check.declaredBy else { continue }
            let module = check.checkID.range(of: "@", options: .backwards).map { String(check.checkID[$0.upperBound...]) }
            let group = "\(module ?? "")\u{0}\(key)"
            var entry = groups[group] ?? (module, key, 0, [])
            entry.checks += 1
            entry.clauses.insert(check.clause)
            groups[group] = entry
        }
        return groups.keys.sorted().compactMap { groups[$0] }.map {
            DeclaredNotApplicable(module: $0.module, key: $0.key, checks: $0.checks, clauses: $0.clauses.sorted { $0.rawValue < $1.rawValue })
        }
    }
}
