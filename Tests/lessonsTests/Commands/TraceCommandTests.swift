import Testing

@testable import lessons

@Suite("lessons trace's command line")
struct TraceCommandTests {
    @Test(
        "lessons trace's arguments",
        arguments: [
            (["48", "--step", "2", "--svg", "a.svg"], "48", 2, "a.svg"),
            (
                ["Lessons/48-one-star-one-card.md:412", "--html", "t.html"], "Lessons/48-one-star-one-card.md:412", nil,
                nil
            ),
            ([], nil, nil, nil),
            (["--step", "2", "--", "-48"], "-48", 2, nil),
        ] as [([String], String?, Int?, String?)])
    func parsing(arguments: [String], target: String?, step: Int?, svg: String?) throws {
        let parsed = try #require(try parse(["trace"] + arguments, as: TraceCommand.self))
        #expect(parsed.target == target && parsed.step == step && parsed.svg == svg)
    }

    @Test("Bad trace arguments are usage errors that say what to write")
    func badArguments() {
        func message(_ arguments: [String]) -> String? { usageMessage(["trace"] + arguments) }
        #expect(message(["48", "--stpe", "2"]) == "unknown option '--stpe'. Did you mean '--step'?")
        #expect(message(["48:400", "--step", "2"]) == "give a check (48:400) or --step, not both")
        #expect(message(["48", "--svg", "t.html", "--html", "t.html"])?.contains("name the same file") == true)
        #expect(message(["48", "--svg"]) == "--svg needs a value")
        #expect(message(["48", "--svg", "--html", "t.html"]) == "--svg needs a value")
        #expect(message(["48", "49"]) == "`lessons trace` takes one lesson or check, not '48' and '49'")
        #expect(TraceCommand.splitLine("Lessons/48-x.md:12") == ("Lessons/48-x.md", 12))
        #expect(TraceCommand.splitLine("48") == ("48", nil))
    }

    @Test(
        "An option of `lessons trace` given twice is a usage error, not one of them kept silently",
        arguments: [
            ["--step", "1", "--step", "2"], ["--svg", "a.svg", "--svg", "b.svg"],
            ["--play", "launch", "--play", "launch; back"],
        ])
    func optionTwice(_ arguments: [String]) {
        #expect(
            usageMessage(["trace", "Lessons/00-counter.md"] + arguments)?.hasSuffix("is given twice; give it once")
                == true)
    }
}
