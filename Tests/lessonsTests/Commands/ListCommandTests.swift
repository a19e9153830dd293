import Testing

@testable import lessons

@Suite("lessons list's command line")
struct ListCommandTests {
    @Test("`lessons` alone and `lessons list` list the lessons; list takes nothing else")
    func parsing() throws {
        #expect(try parse([], as: ListCommand.self) == ListCommand())
        #expect(try parse(["list"], as: ListCommand.self) == ListCommand())
        #expect(usageMessage(["list", "x"]) == "`lessons list` takes no arguments")
    }
}
