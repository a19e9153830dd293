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
                if skipped > 0 {
                    result.append(Line(kind: .gap, text: "⋮ \(skipped) unchanged line\(skipped == 1 ? "" : "s")"))
                }
                skipped = 0
                result.append(line)
            } else {
                skipped += 1
            }
        }
        if skipped > 0 {
            result.append(Line(kind: .gap, text: "⋮ \(skipped) unchanged line\(skipped == 1 ? "" : "s")"))
        }
        return result
    }

    /// Every line of both, by the longest common subsequence.
    static func fullDiff(_ a: [String], _ b: [String]) -> [Line] {
        LineEdit.between(a, b).map { edit in
            switch edit {
            case .same(let text): return Line(kind: .context, text: text)
            case .removed(let text): return Line(kind: .removed, text: text)
            case .added(let text): return Line(kind: .added, text: text)
            }
        }
    }
}
