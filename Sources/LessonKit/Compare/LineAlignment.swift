/// What ran and what was recorded, lined up row by row for a side-by-side view, as a diff lines
/// them up: matching lines share a row, so that one extra line moves nothing below it.
enum LineAlignment {
    /// One row of the two columns.
    struct Row: Equatable {
        /// What ran on this row, if anything.
        var actual: String?
        /// What was recorded on this row, if anything.
        var recorded: String?
        /// Whether the two sides agree (a line and the pattern it matches, or a line under `...`).
        var matches: Bool
    }

    /// The rows for `actual` against `recorded`. With `wildcards`, `[..]` in a recorded line
    /// matches any text and a recorded `...` line matches any number of lines, as in the check.
    ///
    /// - Complexity: O(N · M) time and space up to `tableCells`; beyond, without wildcards, the
    ///   rows of `LineEdit.between` (linear space); with wildcards, the table lines up the first
    ///   lines of each side that fit in it, and the rest are paired off as they come.
    static func rows(actual: [String], recorded: [String], wildcards: Bool) -> [Row] {
        let cells = (actual.count + 1).multipliedReportingOverflow(by: recorded.count + 1)
        guard cells.overflow || cells.partialValue > tableCells else {
            return tableRows(actual: actual, recorded: recorded, wildcards: wildcards)
        }
        guard wildcards else { return pairedOff(LineEdit.between(recorded, actual)) }
        let side = Int(Double(tableCells).squareRoot()) - 1
        let keptActual = min(actual.count, max(side, tableCells / (recorded.count + 1) - 1))
        let keptRecorded = min(recorded.count, max(side, tableCells / (keptActual + 1) - 1))
        return tableRows(
            actual: Array(actual.prefix(keptActual)), recorded: Array(recorded.prefix(keptRecorded)), wildcards: true)
            + unmatched(actual: Array(actual.dropFirst(keptActual)), recorded: Array(recorded.dropFirst(keptRecorded)))
    }

    /// The most cells of the table the alignment fills (8 bytes each): 16 MB.
    static let tableCells = 2_000_000

    /// Lines on one side only, between two matches, paired off row by row, as the diff pairs a
    /// removed line with the added one that replaces it.
    private static func unmatched(actual: [String], recorded: [String]) -> [Row] {
        (0..<max(actual.count, recorded.count)).map { index in
            Row(
                actual: index < actual.count ? actual[index] : nil,
                recorded: index < recorded.count ? recorded[index] : nil, matches: false)
        }
    }

    /// Rows from a diff of recorded (removed) to actual (added) lines.
    private static func pairedOff(_ edits: [LineEdit]) -> [Row] {
        var rows: [Row] = []
        var pendingActual: [String] = []
        var pendingRecorded: [String] = []
        func flushPending() {
            rows += unmatched(actual: pendingActual, recorded: pendingRecorded)
            pendingActual = []
            pendingRecorded = []
        }
        for edit in edits {
            switch edit {
            case .same(let line):
                flushPending()
                rows.append(Row(actual: line, recorded: line, matches: true))
            case .removed(let line): pendingRecorded.append(line)
            case .added(let line): pendingActual.append(line)
            }
        }
        flushPending()
        return rows
    }

    /// The rows by the full table of best alignments.
    private static func tableRows(actual: [String], recorded: [String], wildcards: Bool) -> [Row] {
        func same(_ a: Int, _ r: Int) -> Bool {
            wildcards ? OutputMatcher.lineMatches(recorded[r], actual[a]) : recorded[r] == actual[a]
        }
        func isEllipsis(_ r: Int) -> Bool { wildcards && recorded[r] == "..." }
        let n = actual.count
        let m = recorded.count
        // best[a][r]: the most recorded lines matched, lining up actual[a...] with recorded[r...].
        // A line under `...` costs nothing and counts nothing, so `...` never takes a line that a
        // pattern line after it could match.
        var best = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        if n > 0 || m > 0 {
            for a in stride(from: n, through: 0, by: -1) {
                for r in stride(from: m, through: 0, by: -1) where a < n || r < m {
                    var score = 0
                    if r < m && isEllipsis(r) {
                        score = max(best[a][r + 1], a < n ? best[a + 1][r] : 0)
                    } else {
                        if a < n && r < m && same(a, r) { score = best[a + 1][r + 1] + 1 }
                        if a < n { score = max(score, best[a + 1][r]) }
                        if r < m { score = max(score, best[a][r + 1]) }
                    }
                    best[a][r] = score
                }
            }
        }
        var rows: [Row] = []
        var pendingActual: [String] = []
        var pendingRecorded: [String] = []
        func flushPending() {
            rows += unmatched(actual: pendingActual, recorded: pendingRecorded)
            pendingActual = []
            pendingRecorded = []
        }
        var a = 0
        var r = 0
        var ellipsisShown = false
        while a < n || r < m {
            if r < m && isEllipsis(r) {
                // Under `...` while that loses nothing: a line the pattern after it needs goes
                // beside that pattern line.
                if a < n && best[a + 1][r] == best[a][r]
                    && !(best[a][r + 1] == best[a][r] && r + 1 < m && same(a, r + 1))
                {
                    flushPending()
                    rows.append(Row(actual: actual[a], recorded: ellipsisShown ? nil : "...", matches: true))
                    ellipsisShown = true
                    a += 1
                } else {
                    if !ellipsisShown {
                        flushPending()
                        rows.append(Row(actual: nil, recorded: "...", matches: true))
                    }
                    ellipsisShown = false
                    r += 1
                }
                continue
            }
            if a < n && r < m && same(a, r) && best[a][r] == best[a + 1][r + 1] + 1 {
                flushPending()
                rows.append(Row(actual: actual[a], recorded: recorded[r], matches: true))
                a += 1
                r += 1
            } else if r < m && (a == n || best[a][r] == best[a][r + 1]) {
                pendingRecorded.append(recorded[r])
                r += 1
            } else {
                pendingActual.append(actual[a])
                a += 1
            }
        }
        flushPending()
        return rows
    }
}
