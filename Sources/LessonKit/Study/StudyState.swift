import Foundation

/// Everything the student's side of the tool remembers: where each lesson was left, and each card's
/// review history. Kept in one plain JSON file (see `StateStore`).
public struct StudyState: Codable, Sendable, Equatable {
    /// The version this `lessons` writes and reads; a file of a higher one is refused (`StateStore`).
    public static let currentVersion = 1
    /// Bumped when the shape changes in a way old readers cannot follow.
    public var version = StudyState.currentVersion
    /// Progress by lesson key (the lesson file's name without `.md`).
    public var lessons: [String: LessonProgress] = [:]
    /// Card records by lesson key, then by the card's stable id.
    public var cards: [String: [String: CardRecord]] = [:]
    /// The workspaces `lessons start` made, oldest first; absent from a file written before they were kept.
    public var workspaces: [WorkspaceRecord]?

    public init() {}

    /// Remembers a workspace `lessons start` made at `folder` (one record a folder: the newest).
    public mutating func recordWorkspace(_ record: WorkspaceRecord) {
        var list = (workspaces ?? []).filter { $0.folder != record.folder }
        list.append(record)
        workspaces = list
    }

    /// The record of `cardID` in `lesson`, or a fresh one.
    public func record(_ cardID: String, in lesson: String) -> CardRecord {
        cards[lesson]?[cardID] ?? CardRecord()
    }

    public mutating func setRecord(_ record: CardRecord, for cardID: String, in lesson: String) {
        cards[lesson, default: [:]][cardID] = record
    }
}

/// Where a student is in one lesson's walkthrough.
public struct LessonProgress: Codable, Sendable, Equatable {
    /// The id of the item to show next (`step-3`, `card-declare-a-view`); kept when items move.
    public var item: String
    /// Its index, for when the item has gone from the lesson.
    public var position: Int
    /// Whether the student reached the end once.
    public var finished = false
    /// Edge cases answered: the card's id, and whether the prediction was right (`right`, `wrong`, `unchecked`).
    public var predictions: [String: String] = [:]
    /// The items the student moved on from (read, graded, predicted), by id, since the lesson was last
    /// begun from the top: the session resumes at the first item not among them. Nil in a state
    /// written before it was kept: the session resumes at `item`.
    public var answered: [String]?
    public var updated: Date

    public init(item: String, position: Int, updated: Date) {
        self.item = item
        self.position = position
        self.updated = updated
    }
}

/// A workspace `lessons start` made, as the state file remembers it.
public struct WorkspaceRecord: Codable, Sendable, Equatable {
    /// The folder, as an absolute path.
    public var folder: String
    /// The lesson's key (`StudyState`).
    public var lesson: String
    public var made: Date

    public init(folder: String, lesson: String, made: Date) {
        self.folder = folder
        self.lesson = lesson
        self.made = made
    }
}

extension Lesson {
    /// The key the student's state files this lesson under: its file name without `.md`.
    public var stateKey: String {
        let name = (path as NSString).lastPathComponent
        return name.hasSuffix(".md") ? String(name.dropLast(3)) : name
    }
}
