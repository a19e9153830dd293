/// Why a lesson, or a step of one, could not be found or read. Each message says where, what went
/// wrong, and what to do, and is written here once.
public enum LessonError: Error, CustomStringConvertible {
    /// An empty path (`lessons check ""`, an unset variable in a script).
    case emptyPath
    /// The file or folder at `path` cannot be read, for `reason`.
    case unreadable(path: String, reason: String)
    /// The file at `path` is `size` bytes, more than a lesson's `limit`.
    case tooLarge(path: String, size: Int, limit: Int)
    /// An empty lesson name (`lessons study ''`).
    case emptyName
    /// The name is the number or the start of the name of several lessons: their file names.
    case ambiguousName(String, matches: [String])
    /// No lesson has the name: the file names of those there are.
    case noSuchLesson(String, lessons: [String])
    /// The lesson has no step `step`; `steps` are the ones it has.
    case noSuchStep(lesson: String, step: Int, steps: [Int])
    /// The lesson at `path` has no steps at all.
    case noSteps(path: String)

    public var description: String {
        switch self {
        case .emptyPath:
            return
                "an empty path was given (\"\"): name a lesson file or a folder of lessons, such as Lessons/07-what-a-view-really-is.md or Lessons"
        case .unreadable(let path, let reason):
            return "\(path): \(reason)"
        case .tooLarge(let path, let size, let limit):
            return
                "\(path): is \(PlayProblem.byteCount(size)), and a lesson is at most \(PlayProblem.byteCount(limit)) "
                + "(the course's are under 100 KB): is it the right file? Split a lesson this long into several"
        case .emptyName:
            return "the lesson's name is empty: give its number or the start of its file name, such as 7 or 07-what"
        case .ambiguousName(let name, let matches):
            return
                "\"\(name)\" names \(matches.count) lessons: \(matches.joined(separator: ", ")); give more of the file name"
        case .noSuchLesson(let name, let lessons):
            return "no lesson \"\(name)\"; the lessons are: " + lessons.joined(separator: ", ")
        case .noSuchStep(let lesson, let step, let steps):
            let list = steps.isEmpty ? "none" : steps.map(String.init).joined(separator: ", ")
            return "\(lesson) has no step \(step); its steps are \(list)"
        case .noSteps(let path):
            return "\(path) has no steps to work through"
        }
    }
}
