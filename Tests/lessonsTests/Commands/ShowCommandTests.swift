import Testing

@testable import lessons

@Suite("lessons show's command line")
struct ShowCommandTests {
    @Test("show takes one lesson and --step")
    func parsing() throws {
        #expect(try parse(["show", "7", "--step", "2"], as: ShowCommand.self) == ShowCommand(lesson: "7", step: 2))
        #expect(try parse(["show", "7", "--step=2"], as: ShowCommand.self) == ShowCommand(lesson: "7", step: 2))
        #expect(try parse(["show", "--", "-7"], as: ShowCommand.self) == ShowCommand(lesson: "-7"))
        #expect(usageMessage(["show", "--", "1", "2"]) == "`lessons show` takes one lesson, not '1' and '2'")
        #expect(usageMessage(["show"]) == "`lessons show` needs a lesson, such as `lessons show 7`")
        #expect(usageMessage(["show", "7", "--step"]) == "--step needs a step number, such as --step 2")
        #expect(usageMessage(["show", "7", "--step", "2", "--step", "3"]) == "--step is given twice; give it once")
    }
}
