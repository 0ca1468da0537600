/// Shortening for messages: hostile input (a path a million segments deep, a value of a megabyte) stays readable.
package enum Ellipsis {
    /// The text with its middle replaced by `…` when it is longer than `limit` characters: the start and the end
    /// are what a reader recognises.
    package static func middle(_ text: String, limit: Int = 300) -> String {
        guard text.count > limit else { return text }
        let keep = max(1, (limit - 1) / 2)
        return String(text.prefix(keep)) + "…" + String(text.suffix(keep))
    }

    /// A JSON path such as `$.a[0][0]…` with at most `limit` segments: the first and last few are kept, and the
    /// ones left out are counted.
    package static func path(_ path: String, limit: Int = 12) -> String {
        var segments: [Substring] = []
        var start = path.startIndex
        for index in path.indices where index > path.startIndex && (path[index] == "." || path[index] == "[") {
            segments.append(path[start..<index])
            start = index
        }
        segments.append(path[start...])
        guard segments.count > limit else { return middle(path) }
        let keep = limit / 2
        let left = segments.count - 2 * keep
        return middle(segments.prefix(keep).joined() + "…(\(left) more)…" + segments.suffix(keep).joined())
    }
}
