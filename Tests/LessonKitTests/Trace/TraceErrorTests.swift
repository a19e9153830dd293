import Testing

@testable import LessonKit

@Suite("TraceError: each failure says what was named, why it has nothing to trace, and what to name")
struct TraceErrorTests {
    @Test("A line with no check gives the nearest checks' lines")
    func line() {
        #expect(
            TraceError.nothingAtLine(path: "Lessons/07-a.md", line: 4, nearest: ["10 (console)", "20 (screen)"])
                .description
                == "Lessons/07-a.md:4: no check or program there; the nearest checks start at line 10 (console), 20 (screen)"
        )
    }

    @Test("A lesson named without a run says how to name one")
    func whichRun() {
        #expect(
            TraceError.whichRun(lesson: "Lesson 7", stepsWithRuns: "2, 3", path: "Lessons/07-a.md").description
                == "which run of Lesson 7? Add --step N (steps with runs: 2, 3), or name a check or a program as Lessons/07-a.md:LINE"
        )
    }

    @Test("A --play that is no play says what to write")
    func play() {
        #expect(
            TraceError.playWithoutLaunch("tap Count: 0").description
                == "--play: a play starts with `launch`: write --play \"launch; tap Count: 0\"")
        #expect(
            TraceError.wrongExtension(option: "--svg", path: "a.md", expected: "svg").description
                == "--svg a.md: the file name must end in .svg, so that nothing else is overwritten")
    }
}
