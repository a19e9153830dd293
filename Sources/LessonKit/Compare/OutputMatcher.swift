import Foundation

/// Compares recorded lines with actual ones: exactly, or with the wildcards a block allows.
public enum OutputMatcher {
    /// Whether `actual` matches `expected`; with `wildcards`, a line `...` matches any lines and
    /// `[..]` inside a line matches any text.
    ///
    /// - Complexity: O(1) extra space. Time O(n + m) when every `...` is followed by a line that
    ///   matches once or never; at worst O(n · m), for a `...` whose next pattern lines match
    ///   again and again only to fail further on.
    public static func matches(expected: [String], actual: [String], wildcards: Bool) -> Bool {
        guard wildcards else { return expected == actual }
        // As a glob is matched: pattern lines are taken one by one; at a mismatch, the last `...`
        // seen takes one more line and the lines after it are tried again from there. Any earlier
        // `...` need not take more: whatever the later one leaves unmatched, no earlier choice can
        // help (the lines between the two are fixed by then).
        var e = 0
        var a = 0
        var lastEllipsis: Int? = nil
        var resumeAt = 0
        while a < actual.count {
            if e < expected.count && expected[e] == "..." {
                lastEllipsis = e
                resumeAt = a
                e += 1
            } else if e < expected.count && lineMatches(expected[e], actual[a]) {
                e += 1
                a += 1
            } else if let ellipsis = lastEllipsis {
                resumeAt += 1
                a = resumeAt
                e = ellipsis + 1
            } else {
                return false
            }
        }
        while e < expected.count && expected[e] == "..." { e += 1 }
        return e == expected.count
    }

    /// Whether one line matches a pattern in which `[..]` stands for any text.
    static func lineMatches(_ pattern: String, _ line: String) -> Bool {
        let parts = pattern.components(separatedBy: "[..]")
        guard parts.count > 1 else { return pattern == line }
        guard line.hasPrefix(parts[0]) else { return false }
        var rest = line.dropFirst(parts[0].count)
        for (index, part) in parts.enumerated().dropFirst() {
            if index == parts.count - 1 { return rest.hasSuffix(part) && rest.count >= part.count }
            guard let range = rest.range(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }
}

/// A line-by-line difference between recorded and actual output, with white space made visible.
public enum LineDiff {
    /// The most lines a diff shows; the rest are counted, not shown. A runaway program's 100,000
    /// lines help no reader, and a report of them would be as big as the program made it.
    static let shownLines = 400
    /// The most characters of one line a report shows; the rest are counted, not shown.
    static let shownCharacters = 500

    /// The lines of a diff: `-` recorded only, `+` actual only, two spaces for both.
    public static func render(expected: [String], actual: [String]) -> String {
        let ops = LineEdit.between(expected, actual)
        // A run of removed lines followed by as many added ones is shown pair by pair, with a caret
        // under the first character that differs, so that a changed space is as easy to see as a word.
        var lines: [String] = []
        var index = 0
        while index < ops.count {
            guard case .removed = ops[index] else {
                if case .same(let line) = ops[index] { lines.append("  " + visible(line)) }
                if case .added(let line) = ops[index] { lines.append("+ " + visible(line)) }
                index += 1
                continue
            }
            var removed: [String] = []
            while index < ops.count, case .removed(let line) = ops[index] {
                removed.append(line)
                index += 1
            }
            var added: [String] = []
            while index < ops.count, case .added(let line) = ops[index] {
                added.append(line)
                index += 1
            }
            if removed.count == added.count {
                for (old, new) in zip(removed, added) {
                    let old = visible(old)
                    let new = visible(new)
                    lines.append("- " + old)
                    lines.append("+ " + new)
                    let column = zip(old, new).prefix { $0 == $1 }.count
                    lines.append("  " + String(repeating: " ", count: column) + "^")
                }
            } else {
                lines += removed.map { "- " + visible($0) } + added.map { "+ " + visible($0) }
            }
        }
        if expected.isEmpty && actual.isEmpty { lines.append("  (both empty)") }
        return capped(lines).joined(separator: "\n")
    }

    /// The first `shownLines` of a diff, and a last line saying what the rest held.
    static func capped(_ lines: [String]) -> [String] {
        guard lines.count > shownLines else { return lines }
        let rest = lines[shownLines...]
        let removed = rest.filter { $0.hasPrefix("- ") }.count
        let added = rest.filter { $0.hasPrefix("+ ") }.count
        return Array(lines.prefix(shownLines))
            + ["  [… \(rest.count) more diff lines not shown: \(removed) recorded only (-), \(added) printed only (+)]"]
    }

    /// The line with tabs shown as `→`, trailing spaces as `·`, and an empty line as `⏎`; a line
    /// longer than `shownCharacters` is cut there, saying how much was cut.
    static func visible(_ line: String) -> String {
        if line.isEmpty { return "⏎" }
        let (kept, cut) = shown(line)
        let body = kept.replacingOccurrences(of: "\t", with: "→")
        let trailing = cut > 0 ? 0 : body.reversed().prefix { $0 == " " }.count
        return String(body.dropLast(trailing)) + String(repeating: "·", count: trailing)
            + (cut > 0 ? "[… \(cut) more characters]" : "")
    }

    /// A line as a report shows it: whole, or its first `shownCharacters` and how many were cut.
    static func shown(_ line: String) -> (text: String, cut: Int) {
        guard line.utf8.count > shownCharacters else { return (line, 0) }
        let total = line.count
        guard total > shownCharacters else { return (line, 0) }
        return (String(line.prefix(shownCharacters)), total - shownCharacters)
    }

    /// A line quoted in a report's words: whole, or cut as `shown` cuts it, saying so.
    static func quoted(_ line: String) -> String {
        let (text, cut) = shown(line)
        return cut > 0 ? text + "[… \(cut) more characters]" : text
    }
}
