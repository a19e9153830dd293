import LessonKit

extension LessonLibrary {
    /// The lesson at `path`, its format problems written to standard error.
    static func loadShowingProblems(_ path: String) throws -> Lesson {
        let (lesson, diagnostics) = try LessonLibrary.load(path)
        diagnostics.forEach { StandardError.write($0.description) }
        return lesson
    }
}
