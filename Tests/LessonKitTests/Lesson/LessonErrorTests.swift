import Testing

@testable import LessonKit

@Suite("LessonError: each failure says which lesson or file, what, and what to do")
struct LessonErrorTests {
    @Test("A name that fits several lessons, or none, lists the lessons to choose from")
    func names() {
        #expect(
            LessonError.ambiguousName("7", matches: ["07-a.md", "07-b.md"]).description
                == "\"7\" names 2 lessons: 07-a.md, 07-b.md; give more of the file name")
        #expect(
            LessonError.noSuchLesson("99", lessons: ["07-a.md"]).description
                == "no lesson \"99\"; the lessons are: 07-a.md")
    }

    @Test("A step that is not there lists the steps there are, or says none")
    func steps() {
        #expect(
            LessonError.noSuchStep(lesson: "Lesson 7", step: 9, steps: [1, 2]).description
                == "Lesson 7 has no step 9; its steps are 1, 2")
        #expect(
            LessonError.noSuchStep(lesson: "Lesson 7", step: 1, steps: []).description
                == "Lesson 7 has no step 1; its steps are none")
    }

    @Test("A file that cannot be a lesson: its path, why, and what to do")
    func files() {
        #expect(
            LessonError.unreadable(path: "x.md", reason: "no such file or folder").description
                == "x.md: no such file or folder")
        let large = LessonError.tooLarge(path: "x.md", size: 3 << 20, limit: 1 << 20).description
        #expect(large.hasPrefix("x.md: is "))
        #expect(large.hasSuffix("is it the right file? Split a lesson this long into several"))
    }
}
