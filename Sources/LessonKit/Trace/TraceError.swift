/// Why there is nothing to trace: the check, step, line or play named cannot be traced. Each
/// message says where, what went wrong, and what to do, and is written here once.
public enum TraceError: Error, CustomStringConvertible {
    /// A check of `kind` (such as `diagnostics`) runs no play.
    case runsNoPlay(SourceLocation, kind: String)
    /// The check is skipped here, for `reason`.
    case cannotRunHere(SourceLocation, reason: String)
    /// Step `step` (its heading at the location) records no run; `stepsWithRuns` lists those that do.
    case stepRecordsNoRun(SourceLocation, step: Int, stepsWithRuns: String, path: String)
    /// No check or program holds `line` of the lesson at `path`; `nearest` are the closest checks.
    case nothingAtLine(path: String, line: Int, nearest: [String])
    /// A lesson named with no step and no line: which of its runs is meant is not said.
    case whichRun(lesson: String, stepsWithRuns: String, path: String)
    /// `lessons trace` with no lesson, outside a workspace.
    case noLessonOutsideWorkspace
    /// `--play TEXT` is not a play.
    case unreadablePlay(String, reason: String)
    /// `--play TEXT` does not start with `launch`.
    case playWithoutLaunch(String)
    /// `--play` is longer than a play may be: the check's own words for it.
    case playTooLong(String)
    /// `--svg` or `--html` names a file without the extension `expected`.
    case wrongExtension(option: String, path: String, expected: String)
    /// The preview has no program built yet.
    case nothingBuilt

    public var description: String {
        switch self {
        case .runsNoPlay(let location, let kind):
            return
                "\(location): a ```\(kind) check runs no play, so there is nothing to trace; name a console, log, screen or bodies check"
        case .cannotRunHere(let location, let reason):
            return "\(location): this check cannot run here (\(reason)), so there is nothing to trace"
        case .stepRecordsNoRun(let location, let step, let steps, let path):
            return
                "\(location): step \(step) records no run to trace; steps with runs: \(steps), or name a check as \(path):LINE"
        case .nothingAtLine(let path, let line, let nearest):
            return "\(path):\(line): no check or program there; the nearest checks start at line "
                + nearest.joined(separator: ", ")
        case .whichRun(let lesson, let steps, let path):
            return
                "which run of \(lesson)? Add --step N (steps with runs: \(steps)), or name a check or a program as \(path):LINE"
        case .noLessonOutsideWorkspace:
            return
                "`lessons trace` with no lesson traces your files, inside a folder made by `lessons start`; elsewhere, name a lesson: lessons trace 48 --step 2"
        case .unreadablePlay(let text, let reason):
            return "--play: cannot read \"\(text)\": \(reason)"
        case .playWithoutLaunch(let text):
            return "--play: a play starts with `launch`: write --play \"launch; \(text)\""
        case .playTooLong(let why):
            return "--play: " + why
        case .wrongExtension(let option, let path, let expected):
            return "\(option) \(path): the file name must end in .\(expected), so that nothing else is overwritten"
        case .nothingBuilt:
            return "nothing is built yet: wait for the build to finish"
        }
    }
}
