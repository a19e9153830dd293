import Foundation

/// Where the student stands in each lesson, as `rustlings list` shows it: the place in the
/// walkthrough (`26/36`), the flash cards due, and the workspaces `lessons start` made with the
/// step each is at; and, from that, what to do next (`lessons` alone).
public struct CourseProgress {
    /// One lesson's standing.
    public struct Standing: Equatable {
        /// Where `lessons study` resumes: the item's place (1-based) of `items`; nil when never studied.
        public var position: Int?
        public var items: Int
        public var finished: Bool
        /// Flash cards due today or before.
        public var due: Int
        /// The workspaces made for the lesson that still exist, with the step each is at.
        public var workspaces: [(folder: String, step: Int)]
        /// The lesson's step numbers, first to last.
        public var steps: [Int]

        public static func == (a: Standing, b: Standing) -> Bool {
            a.position == b.position && a.items == b.items && a.finished == b.finished && a.due == b.due
                && a.steps == b.steps
                && a.workspaces.map(\.folder) == b.workspaces.map(\.folder)
                && a.workspaces.map(\.step) == b.workspaces.map(\.step)
        }

        /// `26/36 · 3 cards due · workspace lesson-07/ at step 5 of 2–7`; nil when there is nothing to say.
        public func summary(relativeTo directory: String? = nil) -> String? {
            var parts: [String] = []
            if let position {
                parts.append(finished && position == 1 ? "finished (\(items) items)" : "at \(position)/\(items)")
            }
            if due > 0 { parts.append("\(due) card\(due == 1 ? "" : "s") due") }
            for workspace in workspaces {
                let range = steps.count > 1 ? " (steps \(steps.first!)–\(steps.last!))" : ""
                parts.append(
                    "workspace \(Self.shortPath(workspace.folder, relativeTo: directory))/ at step \(workspace.step)\(range)"
                )
            }
            return parts.isEmpty ? nil : parts.joined(separator: " · ")
        }

        static func shortPath(_ folder: String, relativeTo directory: String?) -> String {
            if let directory, folder.hasPrefix(directory + "/") { return String(folder.dropFirst(directory.count + 1)) }
            return folder
        }
    }

    public let lessons: [Lesson]
    public let standings: [Standing]

    /// The standing of each of `lessons` in `state` on the day of `date`.
    public init(lessons: [Lesson], state: StudyState, on date: Date = Date(), calendar: Calendar = .current) {
        self.lessons = lessons
        standings = lessons.map { lesson in
            let walkthrough = Walkthrough(lesson)
            let progress = state.lessons[lesson.stateKey]
            var position: Int?
            if let progress {
                let found = walkthrough.items.firstIndex { walkthrough.id(of: $0) == progress.item }
                position = min(max(found ?? progress.position, 0), max(walkthrough.items.count - 1, 0)) + 1
            }
            let due = ReviewSession.dueCards(in: [lesson], state: state, on: date, calendar: calendar).count
            let lessonPath = URL(fileURLWithPath: lesson.path).standardizedFileURL.path
            let workspaces = (state.workspaces ?? []).filter { $0.lesson == lesson.stateKey }.compactMap {
                record -> (folder: String, step: Int)? in
                // A folder removed, or reused for another lesson, is no longer this lesson's workspace.
                guard let data = FileManager.default.contents(atPath: record.folder + "/" + Workspace.metadataName),
                    let metadata = try? JSONDecoder().decode(Workspace.Metadata.self, from: data),
                    URL(fileURLWithPath: metadata.lesson).standardizedFileURL.path == lessonPath
                else { return nil }
                return (record.folder, metadata.step)
            }
            return Standing(
                position: position, items: walkthrough.items.count, finished: progress?.finished ?? false, due: due,
                workspaces: workspaces, steps: AppHistory(lesson).stepNumbers)
        }
    }

    /// What to do next, as a command and why: the cards due first (they are due today), then the
    /// workspace last made, then the lesson being studied, then the first lesson not begun.
    public func next(relativeTo directory: String? = nil) -> (command: String, reason: String)? {
        let due = standings.reduce(0) { $0 + $1.due }
        if due > 0 { return ("lessons review", "\(due) flash card\(due == 1 ? " is" : "s are") due today") }
        for (lesson, standing) in zip(lessons, standings) {
            if let workspace = standing.workspaces.last {
                let path = Standing.shortPath(workspace.folder, relativeTo: directory)
                return (
                    "cd \(path) && lessons run", "your workspace for \(lesson.shortName) is at step \(workspace.step)"
                )
            }
        }
        for (lesson, standing) in zip(lessons, standings) where standing.position != nil && !standing.finished {
            return (
                "lessons study \(Self.name(of: lesson))",
                "you left \(lesson.shortName) at \(standing.position!)/\(standing.items)"
            )
        }
        for (lesson, standing) in zip(lessons, standings)
        where standing.position == nil && !lesson.isGuide && standing.items > 0 {
            return (
                "lessons study \(Self.name(of: lesson))", "\(lesson.shortName) is the first lesson you have not begun"
            )
        }
        return nil
    }

    static func name(of lesson: Lesson) -> String { lesson.number.map(String.init) ?? lesson.stateKey }
}
