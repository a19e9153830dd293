/// How output fails to match a block that uses wildcards (`[..]` in a line, `...` for any lines):
/// which pattern line found no match and where, and a diff that lines matching lines up, so that
/// a screen of 45 lines with one wrong text shows one `-` and one `+`, not the whole pattern
/// against the whole screen.
enum PatternDiff {
    /// The most lines under one `...` the diff shows before it folds the rest away.
    static let shownUnderEllipsis = 3

    /// The first pattern line that matches nothing, in words: its number in the block and its
    /// lesson line, what it says, and what the output has where it was looked for. Nil when the
    /// output matches, or when only lines the pattern does not have are wrong.
    static func firstMismatch(_ check: Check, actual: [String]) -> String? {
        let rows = LineAlignment.rows(actual: actual, recorded: check.expected, wildcards: check.usesWildcards)
        var patternIndex = 0
        var actualIndex = 0
        let what = check.kind == .screen ? "the screen" : "the output"
        for row in rows {
            if let pattern = row.recorded, !row.matches {
                let line = check.block.firstContentLine + patternIndex
                let place = "\(check.location.file):\(line)"
                // An indented `...` is text, which surprises: say so where it fails.
                let hint =
                    pattern != "..." && pattern.trimmingCharacters(in: .whitespaces) == "..."
                    ? " (`...` stands for any lines only alone on its line, not indented)" : ""
                // Where it was looked for: the output line beside it, else the next one.
                if let got = row.actual ?? (actualIndex < actual.count ? actual[actualIndex] : nil) {
                    return
                        "pattern line \(patternIndex + 1) (\(place)) `\(LineDiff.quoted(pattern))` matches nothing: \(what) has `\(LineDiff.quoted(got))` there (its line \(actualIndex + 1))\(hint)"
                }
                let end = actualIndex == 0 ? "is empty" : "ends after its line \(actualIndex)"
                return
                    "pattern line \(patternIndex + 1) (\(place)) `\(LineDiff.quoted(pattern))` matches nothing: \(what) \(end)\(hint)"
            }
            if row.recorded != nil { patternIndex += 1 }
            if row.actual != nil { actualIndex += 1 }
        }
        if let extra = rows.firstIndex(where: { $0.actual != nil && $0.recorded == nil && !$0.matches }) {
            let line = rows[...extra].filter { $0.actual != nil }.count
            return
                "\(what) has a line the pattern does not: `\(LineDiff.quoted(rows[extra].actual!))` (its line \(line))"
        }
        return nil
    }

    /// A diff of the output against the pattern, matched as the check matches them: a line that
    /// matches its pattern line shows once (as it was printed), a pattern line that matches nothing
    /// as `-`, an output line nothing matches as `+`; lines under a `...` are folded after a few.
    static func render(expected: [String], actual: [String]) -> String {
        let rows = LineAlignment.rows(actual: actual, recorded: expected, wildcards: true)
        var lines: [String] = []
        var underEllipsis = 0
        var folded = 0
        func flushFolded() {
            if folded > 0 { lines.append("  [… \(folded) more line\(folded == 1 ? "" : "s") under `...`]") }
            folded = 0
        }
        for row in rows {
            if row.matches && row.recorded == "..." || row.matches && row.recorded == nil {
                if row.recorded == "..." {
                    underEllipsis = 0
                    flushFolded()
                }
                guard let text = row.actual else {
                    lines.append("  ...")
                    continue
                }
                underEllipsis += 1
                if underEllipsis > shownUnderEllipsis {
                    folded += 1
                } else {
                    lines.append("  " + LineDiff.visible(text))
                }
                continue
            }
            flushFolded()
            underEllipsis = 0
            if row.matches {
                lines.append("  " + LineDiff.visible(row.actual ?? ""))
                continue
            }
            if let pattern = row.recorded { lines.append("- " + LineDiff.visible(pattern)) }
            if let text = row.actual { lines.append("+ " + LineDiff.visible(text)) }
        }
        flushFolded()
        if expected.isEmpty && actual.isEmpty { lines.append("  (both empty)") }
        return LineDiff.capped(lines).joined(separator: "\n")
    }
}
