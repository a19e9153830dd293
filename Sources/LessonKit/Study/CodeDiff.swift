/// A line diff of code, in hunks with a little context: how a step's edit changes a file.
public enum CodeDiff {
    public struct Line: Sendable, Equatable {
        public enum Kind: Sendable, Equatable {
            case context, added, removed
            /// Unchanged lines left out.
            case gap
        }

        public var kind: Kind
        public var text: String
    }

    /// The changes from `before` to `after`, with `context` unchanged lines around each change.
    public static func lines(before: [String], after: [String], context: Int = 2) -> [Line] {
        let all = fullDiff(before, after)
        guard all.contains(where: { $0.kind != .context }) else { return [] }
        var keep = Array(repeating: false, count: all.count)
        for (index, line) in all.enumerated() where line.kind != .context {
            for near in max(0, index - context)...min(all.count - 1, index + context) { keep[near] = true }
        }
        var result: [Line] = []
        var skipped = 0
        for (index, line) in all.enumerated() {
            if keep[index] {
                if skipped > 0 { result.append(Line(kind: .gap, text: "⋮ \(skipped) unchanged line\(skipped == 1 ? "" : "s")")) }
                skipped = 0
                result.append(line)
            } else {
                skipped += 1
            }
        }
        if skipped > 0 { result.append(Line(kind: .gap, text: "⋮ \(skipped) unchanged line\(skipped == 1 ? "" : "s")")) }
        return result
    }

    /// Every line of both, by the longest common subsequence.
    static func fullDiff(_ a: [String], _ b: [String]) -> [Line] {
        let n = a.count, m = b.count
        var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        if n > 0 && m > 0 {
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                }
            }
        }
        var lines: [Line] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, a[i] == b[j] {
                lines.append(Line(kind: .context, text: a[i]))
                i += 1
                j += 1
            } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
                lines.append(Line(kind: .removed, text: a[i]))
                i += 1
            } else {
                lines.append(Line(kind: .added, text: b[j]))
                j += 1
            }
        }
        return lines
    }
}
