import Testing

@testable import LessonKit

@Suite("What a block with wildcards failed to match")
struct PatternDiffTests {
    func check(_ pattern: [String], kind: Check.Kind = .screen) -> Check {
        let block = Block(
            location: SourceLocation(file: "a.md", line: 10), kind: kind.rawValue, attributes: ["wildcards": ""],
            lines: pattern)
        return Check(
            kind: kind, block: block, title: "t", code: nil, play: ["launch"], scope: .last, severity: "error",
            usesWildcards: true, skipReason: nil)
    }

    let screen = [
        "VStack", "  Text \"Seattle\"", "  Text \"5 nights\"", "  Toggle \"On\" on", "  Text \"Vancouver\"",
        "  Text \"3 nights\"",
    ]

    @Test("The first pattern line that matches nothing is named with its lesson line, and what the screen has there")
    func firstMismatch() {
        let pattern = ["VStack", "  Text \"[..]\"", "  Text \"[..] night\"", "..."]
        #expect(
            PatternDiff.firstMismatch(check(pattern), actual: screen)
                == "pattern line 3 (a.md:13) `  Text \"[..] night\"` matches nothing: the screen has `  Text \"5 nights\"` there (its line 3)"
        )
        #expect(PatternDiff.firstMismatch(check(["VStack", "..."]), actual: screen) == nil)
        // A line the pattern lacks, with every pattern line matched.
        #expect(
            PatternDiff.firstMismatch(check(["VStack"]), actual: ["VStack", "  Text \"x\""])
                == "the screen has a line the pattern does not: `  Text \"x\"` (its line 2)")
        // An indented `...` is text: the message says so.
        let indented = PatternDiff.firstMismatch(check(["VStack", "  ...", "  Text \"3 nights\""]), actual: screen)
        #expect(indented?.hasSuffix("(`...` stands for any lines only alone on its line, not indented)") == true)
    }

    @Test(
        "The diff lines the screen up with the pattern: one wrong line is one - and one +, and a long `...` is folded")
    func diff() {
        let pattern = ["VStack", "...", "  Text \"[..] night\""]
        let long = screen + ["  Text \"Lima\"", "  Text \"1 night\"", "  Text \"Quito\""]
        #expect(
            PatternDiff.render(expected: pattern, actual: long).components(separatedBy: "\n") == [
                "  VStack",
                "    Text \"Seattle\"",
                "    Text \"5 nights\"",
                "    Toggle \"On\" on",
                "  [… 3 more lines under `...`]",
                "    Text \"1 night\"",
                "+   Text \"Quito\"",
            ])
    }
}
