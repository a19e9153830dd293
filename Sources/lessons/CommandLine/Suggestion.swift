/// The name a mistyped one most likely meant: `--fromat` is `--format`, `chek` is `check`.
enum Suggestion {
    /// The candidate nearest to `typed`, when it is at most `distance` edits away.
    static func nearest(_ typed: String, among candidates: [String], within distance: Int) -> String? {
        let scored = candidates.map { (name: $0, edits: edits(typed, $0)) }
        guard let best = scored.min(by: { $0.edits < $1.edits }), best.edits <= distance else { return nil }
        return best.name
    }

    /// `". Did you mean '--format'?"`, or nothing when no candidate is near.
    static func didYouMean(_ typed: String, among candidates: [String], within distance: Int) -> String {
        nearest(typed, among: candidates, within: distance).map { ". Did you mean '\($0)'?" } ?? ""
    }

    /// The Levenshtein distance: how many characters to insert, delete or replace to make one the other.
    static func edits(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var row = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = row
        }
        return previous[b.count]
    }
}
