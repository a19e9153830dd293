import Testing

@testable import LessonKit

@Suite("WorkspaceError: each failure says which folder or file, what, and what to do", .onThreadsOfItsOwn)
struct WorkspaceErrorTests {
    @Test("A workspace that cannot be made names the folder, why, and --dir")
    func making() {
        #expect(
            WorkspaceError.cannotMakeFolder("lesson-07", reason: "/x cannot be written in").description
                == "cannot make the folder lesson-07: /x cannot be written in; choose another folder with --dir")
        let errors = WorkspaceError.lessonHasErrors("Lessons/07-a.md", lines: [3, 9]).description
        #expect(
            errors.hasPrefix("Lessons/07-a.md has 2 errors in its format (line 3, line 9), so no workspace was made"))
        #expect(errors.hasSuffix("`lessons check Lessons/07-a.md` says what to fix"))
    }

    @Test("A student's file that is no code says which, and offers reset only for the lesson's own files")
    func code() {
        let lessons = WorkspaceError.unreadableCode("A.swift", problem: "is a folder", isTheLessons: true, folder: "/w")
        #expect(
            lessons.description
                == "A.swift in the workspace is a folder, so your code was not built: make it a file of Swift code again (`lessons reset A.swift` puts back the lesson's), or move it out of /w"
        )
        let own = WorkspaceError.unreadableCode("B.swift", problem: "is a folder", isTheLessons: false, folder: "/w")
        #expect(!own.description.contains("lessons reset"))
    }

    @Test("A reset that is refused says what was not replaced and how to run it again")
    func reset() {
        let link = WorkspaceError.linkOutside("/w/A.swift", to: "/etc/A", root: "/w", link: "A.swift", name: "A.swift")
        #expect(
            link.description.hasPrefix(
                "/w/A.swift is a symbolic link to /etc/A, outside the workspace /w, so A.swift was not replaced"))
        #expect(
            link.description.hasSuffix(
                "Remove the link (`rm A.swift` in the workspace), then run `lessons reset A.swift` again"))
        #expect(
            WorkspaceError.noSuchFile("Nope.swift", step: 2, files: ["A.swift", "B.swift"]).description
                == "the lesson has no Nope.swift when step 2 starts; its files are A.swift, B.swift")
    }
}
