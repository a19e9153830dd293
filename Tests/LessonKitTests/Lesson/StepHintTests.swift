import Foundation
import Testing

@testable import LessonKit

@Suite("Step hints: the format, and what the parser says of a malformed one")
struct StepHintTests {
    static let lesson = """
        # Lesson 1 · Hints

        ## Step 1 · Print a city

        Print the city.

        <details><summary>Hint</summary>

        The city, not the country.

        </details>

        <details><summary>Hint: the print's place</summary>
        Above the `HStack`:

        ```swift
        let _ = print("here")
        ```

        </details>

        ## Step 2 · Nothing to hint

        Text only.
        """

    @Test("A step's hints are its <details> whose summary is Hint, in order, with what each is about")
    func hints() {
        let (lesson, diagnostics) = LessonParser.parse(Self.lesson, path: "L.md")
        #expect(diagnostics.isEmpty)
        let hints = lesson.hints(ofStep: 1)
        #expect(hints.map(\.about) == [nil, "the print's place"])
        #expect(hints.first?.markdown == "The city, not the country.")
        #expect(hints.last?.markdown.contains("let _ = print(\"here\")") == true)
        #expect(hints.map(\.location.line) == [7, 13])
        #expect(lesson.hints(ofStep: 2).isEmpty)
    }

    @Test("A malformed hint is an error at its line: summary not on the line, empty, nested, or outside a step")
    func malformed() {
        let text = """
            # Lesson 1 · Bad hints

            Intro.

            <details><summary>Hint</summary>
            Not in a step.
            </details>

            ## Step 1 · One

            <details><summary>Hint
            </summary>
            Split summary.
            </details>

            <details><summary>Hint</summary>
            </details>

            <details><summary>Hint</summary>
            Outer.
            <details><summary>Hint</summary>
            Inner.
            </details>
            </details>
            """
        let diagnostics = LessonParser.parse(text, path: "B.md").diagnostics
        let found = diagnostics.map { "\($0.location.line): \($0.message)" }
        #expect(found.contains("5: a hint outside a step: `lessons hint` shows a step's hints only"))
        #expect(found.contains("11: this hint's summary is not `<summary>Hint</summary>` on the <details> line"))
        #expect(found.contains("16: this hint is empty"))
        #expect(found.contains("21: a hint inside the hint at line 19"))
        #expect(diagnostics.allSatisfy { $0.location.file == "B.md" && $0.fix != nil })
    }

    @Test("Lesson 7 gives hints for its steps 2 and 3, and its format holds")
    func lessonSeven() throws {
        let (lesson, diagnostics) = try LessonLibrary.load(StudySessionTests.lessonPath)
        #expect(diagnostics.isEmpty)
        #expect(lesson.hints(ofStep: 2).count == 2)
        #expect(lesson.hints(ofStep: 3).count == 2)
    }
}
