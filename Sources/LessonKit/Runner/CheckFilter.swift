/// What `lessons check --filter TEXT` selects, ignoring case.
///
/// - A place: `07-what-a-view-really-is.md:236`, or `:236` in any lesson, selects the check whose
///   block opens on that line; `48-one-star-one-card.md` (a name ending in `.md`) every check of
///   that file.
/// - Any other text selects the checks whose title (the nearest heading, or `title=`), kind
///   (`console`, `log`, `screen`, `diagnostics`) or lesson title contains it. It is not matched
///   against the file's path, where `view` would select every check of `07-what-a-view-…`; to
///   check one file, name it: `lessons check Lessons/07-what-a-view-really-is.md`.
public struct CheckFilter: Sendable, Equatable {
    public var text: String

    public init(_ text: String) {
        self.text = text
    }

    /// Whether the filter selects `check` of `lesson`.
    public func selects(_ check: Check, in lesson: Lesson) -> Bool {
        let wanted = text.lowercased()
        if wanted.wholeMatch(of: #/.*:[0-9]+/#) != nil {
            return check.location.description.lowercased().hasSuffix(wanted.hasPrefix(":") ? wanted : "/" + wanted)
                || check.location.description.lowercased() == wanted
        }
        if wanted.hasSuffix(".md") {
            let path = check.location.file.lowercased()
            return path == wanted || path.hasSuffix("/" + wanted)
        }
        return [check.title, check.kind.rawValue, lesson.title].contains { $0.lowercased().contains(wanted) }
    }
}
