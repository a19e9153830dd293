import Foundation
import Testing

@testable import LessonKit

@Suite("Where the student stands in each lesson, and what to do next", .onThreadsOfItsOwn)
struct CourseProgressTests {
    @Test(
        "Each lesson shows its place in the walkthrough, its cards due and its workspaces' steps; next puts due cards first"
    )
    func standings() throws {
        let lesson = try LessonLibrary.load(StudySessionTests.lessonPath).lesson
        let folder = NSTemporaryDirectory() + "lessons-progress-\(UUID().uuidString)"
        let workspace = try Workspace.create(for: lesson, at: folder)
        let walkthrough = Walkthrough(lesson)
        let now = Date()
        var state = StudyState()
        state.lessons[lesson.stateKey] = LessonProgress(
            item: walkthrough.id(of: walkthrough.items[25]), position: 25, updated: now)
        state.recordWorkspace(WorkspaceRecord(folder: workspace.folder, lesson: lesson.stateKey, made: now))
        let yesterday = now.addingTimeInterval(-2 * 86400)
        state.setRecord(CardRecord().reviewed(.again, at: yesterday), for: "declare-a-view", in: lesson.stateKey)

        var progress = CourseProgress(lessons: [lesson], state: state, on: now)
        let standing = try #require(progress.standings.first)
        #expect(standing.position == 26 && standing.items == 36 && standing.due == 1)
        #expect(standing.workspaces.map(\.step) == [2])
        let parent = (workspace.folder as NSString).deletingLastPathComponent
        #expect(
            standing.summary(relativeTo: parent)
                == "at 26/36 · 1 card due · workspace \((workspace.folder as NSString).lastPathComponent)/ at step 2 (steps 2–7)"
        )
        #expect(progress.next()?.command == "lessons review")

        // Once nothing is due: the workspace, at the step its own file says.
        state.cards = [:]
        var moved = workspace
        moved.metadata.step = 5
        try moved.saveMetadata()
        progress = CourseProgress(lessons: [lesson], state: state, on: now)
        #expect(progress.standings.first?.workspaces.map(\.step) == [5])
        #expect(
            progress.next(relativeTo: parent)?.command
                == "cd \((workspace.folder as NSString).lastPathComponent) && lessons run")

        // A workspace folder removed is no longer listed; then the lesson being studied comes next.
        try FileManager.default.removeItem(atPath: workspace.folder)
        progress = CourseProgress(lessons: [lesson], state: state, on: now)
        #expect(progress.standings.first?.workspaces.isEmpty == true)
        #expect(progress.next()?.command == "lessons study 7")
        #expect(progress.next()?.reason == "you left Lesson 7 at 26/36")

        // Nothing begun: the first lesson, and nothing to say about it yet.
        progress = CourseProgress(lessons: [lesson], state: StudyState(), on: now)
        #expect(progress.standings.first?.summary() == nil)
        #expect(progress.next()?.reason == "Lesson 7 is the first lesson you have not begun")
    }

    @Test(
        "A state file written before workspaces were kept still reads, and starting one folder twice keeps one record")
    func olderStateFile() throws {
        let store = StateStore(path: NSTemporaryDirectory() + "lessons-progress-\(UUID().uuidString)/state.json")
        try FileManager.default.createDirectory(
            atPath: (store.path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(#"{"version": 1, "lessons": {}, "cards": {}}"#.utf8).write(to: URL(fileURLWithPath: store.path))
        let (state, aside) = try store.load()
        #expect(aside == nil && state.workspaces == nil)
        try store.update { state in
            state.recordWorkspace(WorkspaceRecord(folder: "/tmp/a", lesson: "07", made: Date(timeIntervalSince1970: 0)))
            state.recordWorkspace(WorkspaceRecord(folder: "/tmp/a", lesson: "20", made: Date(timeIntervalSince1970: 1)))
        }
        #expect(try store.load().state.workspaces?.map(\.lesson) == ["20"])
    }
}
