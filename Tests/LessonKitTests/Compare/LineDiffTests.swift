import Testing

@testable import LessonKit

@Suite("What a diff shows")
struct LineDiffTests {
    @Test("A diff of 100,000 differing lines shows its first lines and says how many it left out")
    func cappedDiff() {
        let diff = LineDiff.render(
            expected: (0..<100_000).map { "recorded \($0)" }, actual: (0..<100_000).map { "printed \($0)" })
        let lines = diff.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == LineDiff.shownLines + 1)
        #expect(lines.first == "- recorded 0")
        #expect(lines.last?.contains("more diff lines not shown") == true)
        #expect(lines.last?.contains("recorded only (-)") == true)
    }

    @Test("A pattern diff is capped too")
    func cappedPatternDiff() {
        let diff = PatternDiff.render(
            expected: (0..<5_000).map { "pattern \($0) [..]" }, actual: (0..<5_000).map { "printed \($0)" })
        #expect(diff.split(separator: "\n").count == LineDiff.shownLines + 1)
    }

    // A program printed a line of 1 MB, and the report showed it whole.
    @Test("A line of 1 MB is cut to what a reader can use, saying how much was cut")
    func longLine() {
        let long = String(repeating: "x", count: 1_000_000)
        let diff = LineDiff.render(expected: ["short"], actual: [long])
        #expect(diff.utf8.count < 2_000)
        #expect(diff.contains("[… \(1_000_000 - LineDiff.shownCharacters) more characters]"))
        #expect(LineDiff.visible("a \t ") == "a →·")
        #expect(LineDiff.quoted("short") == "short")
    }

    @Test("Past the table's size, rows still line matching lines up, in linear space")
    func longAlignment() {
        let recorded = (0..<3_000).map { "line \($0)" }
        var actual = recorded
        actual[1_500] = "changed"
        let rows = LineAlignment.rows(actual: actual, recorded: recorded, wildcards: false)
        #expect(rows.count == 3_000)
        #expect(rows.filter { !$0.matches }.map(\.actual) == ["changed"])
        let patterned = LineAlignment.rows(actual: actual, recorded: ["line [..]", "..."] + recorded, wildcards: true)
        #expect(patterned.contains { $0.recorded == "..." })
    }
}
