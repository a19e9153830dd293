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
    static func rows(actual: [String], recorded: [String], wildcards: Bool) -> [Row] {
        func same(_ a: Int, _ r: Int) -> Bool {
            wildcards ? OutputMatcher.lineMatches(recorded[r], actual[a]) : recorded[r] == actual[a]
        }
        func isEllipsis(_ r: Int) -> Bool { wildcards && recorded[r] == "..." }
        let n = actual.count, m = recorded.count
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
        // Lines on one side only, between two matches, are paired off row by row, as the diff
        // pairs a removed line with the added one that replaces it.
        func flushPending() {
            for index in 0..<max(pendingActual.count, pendingRecorded.count) {
                rows.append(Row(actual: index < pendingActual.count ? pendingActual[index] : nil,
                                recorded: index < pendingRecorded.count ? pendingRecorded[index] : nil, matches: false))
            }
            pendingActual = []
            pendingRecorded = []
        }
        var a = 0, r = 0
        var ellipsisShown = false
        while a < n || r < m {
            if r < m && isEllipsis(r) {
                // Under `...` while that loses nothing: a line the pattern after it needs goes
                // beside that pattern line.
                if a < n && best[a + 1][r] == best[a][r] && !(best[a][r + 1] == best[a][r] && r + 1 < m && same(a, r + 1)) {
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
