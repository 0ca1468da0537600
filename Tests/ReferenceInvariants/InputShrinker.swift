import ConformanceEngine

/// Makes a failing input small: removes runs of characters, longest first, while the failure remains.
package enum InputShrinker {
    /// The shortest input found, by removing runs of Unicode scalars, for which `fails` still holds; at most
    /// `attempts` trials.
    package static func shrink(_ input: String, attempts: Int = 2_000, fails: (String) -> Bool) -> String {
        var scalars = Array(input.unicodeScalars)
        var tries = 0
        var run = max(1, scalars.count / 2)
        while run >= 1, tries < attempts {
            var start = 0
            var removedAny = false
            while start < scalars.count, tries < attempts {
                var candidate = scalars
                candidate.removeSubrange(start..<min(scalars.count, start + run))
                tries += 1
                if fails(String(String.UnicodeScalarView(candidate))) {
                    scalars = candidate
                    removedAny = true
                } else {
                    start += run
                }
            }
            if !removedAny { run /= 2 }
        }
        return String(String.UnicodeScalarView(scalars))
    }
}
