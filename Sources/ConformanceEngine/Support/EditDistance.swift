/// How far apart two words are, for "did you mean" suggestions: the Levenshtein distance, letter case ignored.
package enum EditDistance {
    /// The number of single-letter insertions, deletions and substitutions that turn one word into the other.
    package static func between(_ first: String, _ second: String) -> Int {
        let a = Array(first.lowercased()), b = Array(second.lowercased())
        var row = Array(0...b.count)
        for i in a.indices {
            var next = [i + 1] + Array(repeating: 0, count: b.count)
            for j in b.indices { next[j + 1] = min(row[j + 1] + 1, next[j] + 1, row[j] + (a[i] == b[j] ? 0 : 1)) }
            row = next
        }
        return row[b.count]
    }

    /// The known word closest to `word`, when it is close enough to be a likely typo of it.
    package static func nearest(_ word: String, among known: some Collection<String>) -> String? {
        var best: (word: String, score: Int)?
        for candidate in known.sorted() {
            let score = between(word, candidate)
            if best.map({ score < $0.score }) ?? true { best = (candidate, score) }
        }
        guard let best, best.score <= max(2, best.word.count / 3) else { return nil }
        return best.word
    }
}
