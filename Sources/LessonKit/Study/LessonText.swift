/// A lesson laid out for reading in a terminal (`lessons show`): the same layout as the study
/// screens (prose wrapped to the width, tables in columns, each block of code under its file's
/// name, each recorded block under what it records), with the runner's attributes and the
/// authors' comments left out, and answers after a `▸ Answer` marker.
public enum LessonText {
    /// The lines of `lesson`, or of one step, for a screen `width` columns wide; with `styled`,
    /// Markdown's markers give way to styles.
    public static func lines(_ lesson: Lesson, step: Int? = nil, width: Int = 100, styled: Bool = false) -> [StyledLine]
    {
        var out: [StyledLine] = []
        let layout = StudyText.Layout(width: width, styled: styled)
        for section in lesson.sections {
            if let step, section.kind != .step(step) { continue }
            if !out.isEmpty { out.append(StyledLine(.plain, "")) }
            out += StudyText.lines(section.markdown, edits: [], checks: [], recorded: .show, layout: layout)
        }
        return out
    }

    /// The text of `lesson`, or of one step, without styles.
    public static func render(_ lesson: Lesson, step: Int? = nil, width: Int = 100) -> String {
        lines(lesson, step: step, width: width).map(\.text).joined(separator: "\n") + "\n"
    }
}
