import Foundation

/// The code of a Swift or C-family source as the compiler reads it, comments left out: what the review scan matches
/// names in, so that a comment before code on a line (`/* lint */ import SwiftGlibc`) hides nothing and a name in a
/// comment is not taken for code. String literals are kept, since a path the code reads is one; raw strings
/// (`#"…"#`) and C character literals (`'"'`) are read as the compiler reads them, so a quote or a `/*` inside one
/// starts nothing; an interpolation (`"\("//")"`) is code, whose own strings end inside it, so the string around it goes
/// on after it (the eighteenth review: the quote in `\("//")` ended the string, and the rest of the line read as a comment);
/// a regex literal, bare or extended, is read as one too.
package enum SourceText {
    /// The lines of `text` with every comment replaced by a space; line numbers stay as they were.
    package static func code(_ text: String) -> [String] {
        var lines: [String] = [], line = ""
        let characters = Array(text.unicodeScalars)
        var index = 0, depth = 0
        var quote: String?
        // The strings an interpolation interrupted, innermost last, each with the parentheses open in its interpolation.
        var interrupted: [(quote: String, parens: Int)] = []
        func at(_ offset: Int) -> Character? {
            index + offset < characters.count ? Character(characters[index + offset]) : nil
        }
        // Whether a slash after `text` starts a bare regex literal rather than a division: after an operator, an opening
        // bracket, the start of a line, or a keyword such as `return`.
        func startsRegex(after text: String) -> Bool {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard let last = trimmed.last else { return true }
            if "=(,:[{!&|?;~^%<>+-*".contains(last) { return true }
            let word = String(trimmed.reversed().prefix { $0.isLetter }.reversed())
            return ["return", "case", "in", "throw", "try", "await", "is", "as", "where", "guard", "if", "while", "else", "switch",
                    "yield", "then", "repeat", "defer", "do", "let", "var"].contains(word)
                && !trimmed.dropLast(word.count).hasSuffix(".")
        }
        // Where a bare regex literal that starts at `index` ends (its closing slash), or nil when the line has none.
        func bareRegexEnd() -> Int? {
            var cursor = index + 1
            while cursor < characters.count, characters[cursor] != "\n" {
                if characters[cursor] == "\\" { cursor += 2; continue }
                if characters[cursor] == "/" { return cursor }
                cursor += 1
            }
            return nil
        }
        while index < characters.count {
            let character = Character(characters[index])
            if character == "\n" {
                lines.append(line)
                line = ""
                index += 1
                continue
            }
            if depth > 0 {
                // Inside a block comment, which nests in Swift.
                if character == "/", at(1) == "*" { depth += 1; index += 2; continue }
                if character == "*", at(1) == "/" { depth -= 1; index += 2; line += " "; continue }
                index += 1
                continue
            }
            if let open = quote {
                // An interpolation: \( in a string, \#( in a #"…"# string (as many #s as it has).
                let hashes = open.filter { $0 == "#" }.count
                if character == "\\", (0..<hashes).allSatisfy({ at(1 + $0) == "#" }), at(1 + hashes) == "(" {
                    line += "\\" + String(repeating: "#", count: hashes) + "("
                    index += 2 + hashes
                    interrupted.append((open, 1))
                    quote = nil
                    continue
                }
                if character == "\\", !open.hasSuffix("#") {
                    line.append(character)
                    if let next = at(1), next != "\n" { line.append(next); index += 2 } else { index += 1 }
                    continue
                }
                if String(characters[index..<min(index + open.count, characters.count)].map(Character.init)) == open {
                    line += open
                    index += open.count
                    quote = nil
                    continue
                }
                line.append(character)
                index += 1
                continue
            }
            if !interrupted.isEmpty, character == "(" || character == ")" {
                interrupted[interrupted.count - 1].parens += character == "(" ? 1 : -1
                line.append(character)
                index += 1
                if interrupted[interrupted.count - 1].parens == 0 { quote = interrupted.removeLast().quote }
                continue
            }
            if character == "/", at(1) == "/" {
                // A line comment: the rest of the line.
                while index < characters.count, characters[index] != "\n" { index += 1 }
                continue
            }
            if character == "/", at(1) == "*" { depth = 1; index += 2; continue }
            // A bare regex literal (`/x\/*/`), which cannot span lines: after an operator or an opening bracket, up to the
            // next unescaped slash, so that a `/*` in it starts no comment (the twenty-second review's `ifhide`).
            if character == "/", let next = at(1), !" =/*\n".contains(next), startsRegex(after: line), let end = bareRegexEnd() {
                line += String(characters[index...end].map(Character.init))
                index = end + 1
                continue
            }
            if character == "#" {
                // A raw string (#"…"#, ##"…"##, #"""…"""#) ends only at a quote followed by as many #s.
                var hashes = 0
                while at(hashes) == "#" { hashes += 1 }
                // An extended regex literal (#/…/#, ##/…/##), which may span lines: a `/*` in it starts nothing.
                if hashes > 0, at(hashes) == "/" {
                    line += String(repeating: "#", count: hashes) + "/"
                    index += hashes + 1
                    quote = "/" + String(repeating: "#", count: hashes)
                    continue
                }
                if at(hashes) == "\"" {
                    let triple = at(hashes + 1) == "\"" && at(hashes + 2) == "\""
                    let opening = String(repeating: "#", count: hashes) + (triple ? "\"\"\"" : "\"")
                    line += opening
                    index += opening.count
                    quote = (triple ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
                    continue
                }
            }
            if character == "'" {
                // A C character literal ('"', '\'').
                if at(1) == "\\", let escaped = at(2), at(3) == "'" { line += "'\\\(escaped)'"; index += 4; continue }
                if let quoted = at(1), at(2) == "'" { line += "'\(quoted)'"; index += 3; continue }
            }
            if character == "\"" {
                quote = at(1) == "\"" && at(2) == "\"" ? "\"\"\"" : "\""
                line += quote!
                index += quote!.count
                continue
            }
            line.append(character)
            index += 1
        }
        lines.append(line)
        return lines
    }
}
