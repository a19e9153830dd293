import Testing

@testable import LessonKit

@Suite("Paging a long item")
struct PagerTests {
    /// Shows `count` one-row lines on a screen `rows` high, answering each pause with the next of `keys`;
    /// returns the lines shown and the number of pauses.
    func page(_ count: Int, rows: Int, keys: [Character?], pager: inout Pager) -> (shown: [String], pauses: Int) {
        var keys = keys
        var shown: [String] = []
        var pauses = 0
        for index in 1...count {
            let line = StyledLine(.plain, "line \(index)")
            var decision = pager.decide(line, height: 1)
            if decision == .pause {
                pauses += 1
                pager.resume(with: keys.isEmpty ? " " : keys.removeFirst())
                decision = pager.decide(line, height: 1)
            }
            if decision == .show { shown.append(line.text) }
        }
        return (shown, pauses)
    }

    @Test("Space and Enter show the next screenful; two rows stay free for the pause")
    func screenfuls() {
        var pager = Pager(rows: 10)
        let (shown, pauses) = page(20, rows: 10, keys: [" ", "\n"], pager: &pager)
        #expect(shown.count == 20)
        #expect(pauses == 2)
        let prompt = pager.prompt(offering: ["\n", "q"])
        #expect(prompt.answer == nil && prompt.leftOut.isEmpty)
    }

    @Test("q at a pause quits at the prompt that follows, as q does everywhere; the rest is not shown")
    func quit() {
        var pager = Pager(rows: 10)
        let (shown, _) = page(20, rows: 10, keys: ["q"], pager: &pager)
        #expect(shown.count == 8)
        let prompt = pager.prompt(offering: ["r", "\n", "b", "q"])
        #expect(prompt.answer == "q")
        #expect(prompt.leftOut.isEmpty)
    }

    @Test("r or a grade at a pause answers the prompt: a key means the same at a pause as at the prompt")
    func commandKeys() {
        var pager = Pager(rows: 10)
        _ = page(20, rows: 10, keys: ["r"], pager: &pager)
        #expect(pager.prompt(offering: ["r", "\n", "b", "q"]).answer == "r")
        var grading = Pager(rows: 10)
        _ = page(20, rows: 10, keys: ["3"], pager: &grading)
        #expect(grading.prompt(offering: ["1", "2", "3", "4", "q"]).answer == "3")
    }

    @Test("A key the prompt does not take brings back the lines left out, and the prompt waits")
    func keyNotTaken() {
        var pager = Pager(rows: 10)
        _ = page(20, rows: 10, keys: ["r"], pager: &pager)
        let prompt = pager.prompt(offering: ["\n", "b", "q"])
        #expect(prompt.answer == nil)
        #expect(prompt.leftOut.map(\.text) == (9...20).map { "line \($0)" })
    }

    @Test("The end of the input at a pause quits")
    func endOfInput() {
        var pager = Pager(rows: 10)
        _ = page(20, rows: 10, keys: [nil], pager: &pager)
        #expect(pager.prompt(offering: ["\n", "q"]).answer == "q")
    }

    @Test("A line that wraps counts every row it takes")
    func wrappedRows() {
        #expect(Pager.height(of: String(repeating: "x", count: 81), columns: 80) == 2)
        #expect(Pager.height(of: "", columns: 80) == 1)
        var pager = Pager(rows: 10)
        #expect(pager.decide(StyledLine(.plain, "a"), height: 5) == .show)
        #expect(pager.decide(StyledLine(.plain, "b"), height: 5) == .pause)
    }
}
