import LessonKit

/// The name a mistyped one most likely meant: `--fromat` is `--format`, `chek` is `check`.
enum Suggestion {
    /// The candidate nearest to `typed`, when it is at most `distance` edits away.
    static func nearest(_ typed: String, among candidates: [String], within distance: Int) -> String? {
        let scored = candidates.map { (name: $0, edits: EditDistance.between(typed, $0)) }
        guard let best = scored.min(by: { $0.edits < $1.edits }), best.edits <= distance else { return nil }
        return best.name
    }

    /// `". Did you mean '--format'?"`, or nothing when no candidate is near.
    static func didYouMean(_ typed: String, among candidates: [String], within distance: Int) -> String {
        nearest(typed, among: candidates, within: distance).map { ". Did you mean '\($0)'?" } ?? ""
    }
}
