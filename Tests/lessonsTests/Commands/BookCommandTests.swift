import Testing

@testable import lessons

@Suite("lessons book's command line")
struct BookCommandTests {
    @Test("book takes --out, --open and --watch, and no lesson")
    func parsing() throws {
        #expect(try parse(["book", "--open", "--"], as: BookCommand.self) == BookCommand(open: true))
        #expect(
            try parse(["book", "--out=site", "--watch"], as: BookCommand.self)
                == BookCommand(output: "site", watch: true))
        #expect(usageMessage(["book", "--", "x"])?.contains("takes no lesson") == true)
        #expect(
            usageMessage(["book", "open"])
                == "`lessons book` takes no lesson: it writes the whole course. Did you mean '--open'?")
        #expect(usageMessage(["book", "--out", ""]) == "--out needs a folder, such as --out site")
    }
}
