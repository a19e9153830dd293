import Foundation
import Testing
@testable import LessonKit

@Suite("The state file")
struct StateStoreTests {
    /// A fresh folder for one test.
    func folder() throws -> String {
        let path = NSTemporaryDirectory() + "lessons-state-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func sampleState() -> StudyState {
        var state = StudyState()
        state.lessons["07-what-a-view-really-is"] = LessonProgress(item: "step-3", position: 4, updated: Date(timeIntervalSince1970: 1_700_000_000))
        state.setRecord(CardRecord().reviewed(.good, at: Date(timeIntervalSince1970: 1_700_000_000)), for: "declare-a-view", in: "07-what-a-view-really-is")
        return state
    }

    @Test("lives under $XDG_STATE_HOME, else ~/.local/state")
    func location() {
        #expect(StateStore.standard(environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/home/a"]).path == "/x/state/lessons/state.json")
        #expect(StateStore.standard(environment: ["HOME": "/home/a"]).path == "/home/a/.local/state/lessons/state.json")
        // The XDG spec says a relative path is invalid and must be ignored.
        #expect(StateStore.standard(environment: ["XDG_STATE_HOME": "relative", "HOME": "/home/a"]).path == "/home/a/.local/state/lessons/state.json")
    }

    @Test("no file yet reads as a fresh state; what is saved reads back the same, and no temporary file stays")
    func roundTrip() throws {
        let root = try folder()
        let store = StateStore(path: root + "/lessons/state.json")
        #expect(try store.load().state == StudyState())
        try store.save(sampleState())
        let (state, aside) = try store.load()
        #expect(state == sampleState())
        #expect(aside == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/lessons") == ["state.json"])
    }

    @Test("a write that fails half-way (a full disk) leaves the old file whole and no temporary file")
    func failedWrite() throws {
        let root = try folder()
        var store = StateStore(path: root + "/state.json")
        try store.save(sampleState())
        let before = try Data(contentsOf: URL(fileURLWithPath: store.path))
        store.writeAll = { fd, data in
            _ = data.prefix(10).withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) }
            throw StateStore.Failure(description: "No space left on device")
        }
        var changed = sampleState()
        changed.lessons["07-what-a-view-really-is"]?.position = 9
        #expect(throws: StateStore.Failure.self) { try store.save(changed) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: store.path)) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["state.json"])
    }

    @Test("a damaged file is renamed aside and reported, never overwritten")
    func damagedFile() throws {
        let root = try folder()
        let store = StateStore(path: root + "/state.json")
        let damaged = Data("{\"version\": 1, \"lessons\": {\"07".utf8)
        try damaged.write(to: URL(fileURLWithPath: store.path))
        let (state, aside) = try store.load()
        #expect(state == StudyState())
        let asidePath = try #require(aside)
        #expect(asidePath.hasPrefix(store.path + ".damaged-"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: asidePath)) == damaged)
        #expect(!FileManager.default.fileExists(atPath: store.path))
        // The next save starts a new file and leaves the damaged one where it was put.
        try store.update { $0.lessons["x"] = LessonProgress(item: "step-2", position: 1, updated: Date()) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: asidePath)) == damaged)
        #expect(try store.load().state.lessons["x"]?.item == "step-2")
    }
}
