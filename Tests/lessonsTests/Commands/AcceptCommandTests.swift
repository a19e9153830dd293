import Testing

@testable import lessons

@Suite("lessons accept's command line")
struct AcceptCommandTests {
    @Test("--from and --all are read; a missing file or a lesson is a usage error")
    func options() throws {
        #expect(
            try parse(["accept", "--all", "--from", "ci.json"], as: AcceptCommand.self)
                == AcceptCommand(from: "ci.json", all: true))
        #expect(try parse(["accept", "--from=ci.json"], as: AcceptCommand.self) == AcceptCommand(from: "ci.json"))
        #expect(try parse(["accept", "--"], as: AcceptCommand.self) == AcceptCommand())
        #expect(usageMessage(["accept", "--from"]) == "--from needs a file, such as --from lessons-pending.json")
        #expect(
            usageMessage(["accept", "Lessons/07.md"])
                == "`lessons accept` takes no lesson: it reviews every block `lessons check --pending` kept")
        #expect(usageMessage(["accept", "--", "x"])?.contains("takes no lesson") == true)
        #expect(usageMessage(["accept", "--from", "a", "--from", "b"]) == "--from is given twice; give it once")
    }
}
