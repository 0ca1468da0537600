extension JSON {
    /// The members of the first answer that every other answer gives too, each the same: what a module gives each time
    /// it is asked, as against a value it may vary per answer (a nonce, a count). Empty when the first answer is `nil`.
    package static func stableMembers(_ answers: [[String: JSON]?]) -> [String: JSON] {
        guard let first = answers.first ?? nil else { return [:] }
        return first.filter { key, value in answers.dropFirst().allSatisfy { $0?[key] == value } }
    }
}
