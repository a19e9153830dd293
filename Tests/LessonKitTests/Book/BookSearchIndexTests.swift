import Testing

@testable import LessonKit

@Suite("The book's search index")
struct BookSearchIndexTests {
    @Test("The index's bytes depend on the course alone: each entry's keys are written in sorted order")
    func sortedKeys() {
        let entry = BookSearchIndex.Entry(t: "State", p: "Lesson 7", u: "07-state.html#state", x: "body runs")
        let script = BookSearchIndex.script([entry, entry])
        let object = #"{"p":"Lesson 7","t":"State","u":"07-state.html#state","x":"body runs"}"#
        #expect(script == "window.BOOK_INDEX = [" + object + "," + object + "];\n")
    }
}
