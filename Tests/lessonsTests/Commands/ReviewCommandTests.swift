import Testing

@testable import lessons

@Suite("lessons review's command line")
struct ReviewCommandTests {
    @Test("review alone reviews; --new, --ahead, --import FILE and --stats each do one thing")
    func parsing() throws {
        #expect(try parse(["review"], as: ReviewCommand.self) == ReviewCommand(.review(ahead: false, newPerDay: nil)))
        #expect(
            try parse(["review", "--new", "10"], as: ReviewCommand.self)
                == ReviewCommand(.review(ahead: false, newPerDay: 10)))
        #expect(
            try parse(["review", "--ahead"], as: ReviewCommand.self)
                == ReviewCommand(.review(ahead: true, newPerDay: nil)))
        #expect(
            try parse(["review", "--import", "grades.json"], as: ReviewCommand.self)
                == ReviewCommand(.importGrades(file: "grades.json")))
        #expect(try parse(["review", "--stats"], as: ReviewCommand.self) == ReviewCommand(.statistics))
    }

    @Test("Options that do different things, or a bad count, are usage errors")
    func mistakes() {
        #expect(usageMessage(["review", "--import"]) == "--import needs a value")
        #expect(
            usageMessage(["review", "--stats", "--import", "x.json"])
                == "--stats and --import do one thing each; give one of them")
        #expect(
            usageMessage(["review", "--ahead", "--new", "3"])
                == "--ahead reviews cards graded before, never new ones: leave out --new")
        #expect(
            usageMessage(["review", "--new", "-1"])
                == "--new takes how many new cards a day, such as --new 10 (0: none), not '-1'")
    }
}
