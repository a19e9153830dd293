import Testing

@testable import LessonKit

@Suite("The edit between two lists of lines")
struct LineEditsTests {
    /// The length of the longest common subsequence, by the full table: the oracle.
    private func commonLength(_ a: [String], _ b: [String]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return a.isEmpty || b.isEmpty ? 0 : table[0][0]
    }

    @Test("The edit turns one into the other, keeps as many lines as can be kept, removals first")
    func shortestEdit() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<400 {
            let a = (0..<Int.random(in: 0...14, using: &generator)).map { _ in
                ["a", "b", "c", "d"].randomElement(using: &generator)!
            }
            let b = (0..<Int.random(in: 0...14, using: &generator)).map { _ in
                ["a", "b", "c", "d"].randomElement(using: &generator)!
            }
            let edits = LineEdit.between(a, b)
            var kept: [String] = []
            var from: [String] = []
            var to: [String] = []
            for edit in edits {
                switch edit {
                case .same(let line):
                    kept.append(line)
                    from.append(line)
                    to.append(line)
                case .removed(let line): from.append(line)
                case .added(let line): to.append(line)
                }
            }
            #expect(from == a && to == b, "\(a) → \(b): \(edits)")
            #expect(kept.count == commonLength(a, b), "\(a) → \(b): \(edits)")
            for (first, second) in zip(edits, edits.dropFirst()) {
                if case .added = first, case .removed = second {
                    Issue.record("an addition before a removal: \(edits)")
                }
            }
        }
    }

    // A table of every edit grows as n × m: 30,000 lines that differ everywhere would take over 4 GB.
    // The search keeps two rows of diagonals, and splits where it got furthest once it has spent its
    // budget.
    @Test("100,000 lines that differ everywhere, and 100,000 with a few changes, in seconds")
    func longListsInLinearSpace() {
        let a = (0..<100_000).map { "recorded \($0)" }
        let b = (0..<100_000).map { "printed \($0)" }
        let start = ContinuousClock.now
        let edits = LineEdit.between(a, b)
        #expect(edits.count == 200_000)
        var changed = a
        for index in stride(from: 5, to: changed.count, by: 10_000) { changed[index] = "changed" }
        changed.insert("inserted", at: 50_000)
        let few = LineEdit.between(a, changed)
        // Ten lines changed (one removed, one added each) and one inserted.
        #expect(few.count { if case .same = $0 { false } else { true } } == 21)
        #expect(ContinuousClock.now - start < .seconds(30))
    }
}
