import Testing

@testable import lessons

@Suite("Help's layout")
struct HelpLayoutTests {
    @Test("A table's texts wrap in their column; a label wider than the column puts its text below")
    func table() {
        let text = HelpLayout.table(
            [("--a", "one two three four five six"), ("--a-very-long-label-indeed X", "seven")], indent: 2,
            labelWidth: 5)
        #expect(
            text.split(separator: "\n").map(String.init) == [
                "  --a    one two three four five six",
                "  --a-very-long-label-indeed X",
                "         seven",
            ])
    }

    @Test("A usage line wraps under its first word")
    func usage() {
        let text = HelpLayout.wrapWords(["[--aaaa N]", "[--bbbb N]"], after: "Usage: lessons x", width: 30)
        #expect(text == "Usage: lessons x [--aaaa N]\n                 [--bbbb N]")
    }
}
