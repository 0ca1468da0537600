import Foundation

/// An author's waiver of one recommended clause: why, and until when.
package struct Waiver: Sendable, Hashable, Codable {
    /// The waived clause; only recommended clauses can be waived.
    package let clause: ClauseID
    /// Why the module does not follow the clause, shown in every report.
    package let reason: String
    /// The last day the waiver holds, as `YYYY-MM-DD` (UTC); from the day after, it fails certification.
    package let expires: String

    package init(clause: ClauseID, reason: String, expires: String) {
        self.clause = clause
        self.reason = reason
        self.expires = expires
    }

    /// Why `clause` cannot be waived, or `nil` when it can: a waiver names a recommended clause of the catalog. The
    /// declaration file's reader and the options of a run ask the same question here.
    package static func problem(waiving clause: ClauseID) -> String? {
        guard let known = ClauseCatalog.clause(clause) else {
            // The eighth trial (D20): a prefix selects clauses for --clause, but a waiver names one clause, in full.
            let ids = ClauseCatalog.all.map(\.id.rawValue)
            let starting = ClauseCatalog.all.filter { $0.level == .recommended && clause.rawValue.count >= 4 && $0.id.rawValue.hasPrefix(clause.rawValue) }
                .map(\.id.rawValue)
            let hint = starting.count == 1 ? "; a waiver names one clause in full: did you mean \(starting[0])?"
                : !starting.isEmpty ? "; a waiver names one clause in full, such as \(starting.prefix(3).joined(separator: ", "))"
                : EditDistance.nearest(clause.rawValue, among: ids).map { "; did you mean \($0)?" } ?? ""
            return "no clause '\(clause)' in the catalog\(hint)"
        }
        return known.level == .required ? "\(clause) is a required clause; only recommended clauses can be waived" : nil
    }

    /// Whether the waiver no longer holds on `date` (compared as UTC calendar days).
    package func isExpired(on date: Date) -> Bool {
        Self.day(of: date) > expires
    }

    /// Whether `text` is a real day written `YYYY-MM-DD`: `2027-02-30` is not, `2028-02-29` is.
    package static func isCalendarDay(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), (1...12).contains(month), day >= 1 else {
            return false
        }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return day <= days
    }

    /// `date` as `YYYY-MM-DD` in UTC, the form `expires` is written in, so the two compare as text.
    package static func day(of date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
