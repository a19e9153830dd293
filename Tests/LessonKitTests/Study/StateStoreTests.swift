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
        state.lessons["07-what-a-view-really-is"] = LessonProgress(
            item: "step-3", position: 4, updated: Date(timeIntervalSince1970: 1_700_000_000))
        state.setRecord(
            CardRecord().reviewed(.good, at: Date(timeIntervalSince1970: 1_700_000_000)), for: "declare-a-view",
            in: "07-what-a-view-really-is")
        return state
    }

    @Test("lives under $XDG_STATE_HOME, else ~/.local/state")
    func location() {
        #expect(
            StateStore.standard(environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/home/a"]).path
                == "/x/state/lessons/state.json")
        #expect(StateStore.standard(environment: ["HOME": "/home/a"]).path == "/home/a/.local/state/lessons/state.json")
        // The XDG spec says a relative path is invalid and must be ignored.
        #expect(
            StateStore.standard(environment: ["XDG_STATE_HOME": "relative", "HOME": "/home/a"]).path
                == "/home/a/.local/state/lessons/state.json")
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
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root + "/lessons").sorted() == [
                "state.json", "state.json.lock",
            ])
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
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["state.json", "state.json.lock"])
    }

    @Test(
        "A state file that is a FIFO or a link to /dev/zero is said to be no regular file, at once, and left as it is",
        arguments: ["FIFO", "/dev/zero", "/dev/null"])
    func notARegularFile(_ kind: String) throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/state.json"
        if kind == "FIFO" {
            #expect(mkfifo(path, 0o600) == 0)
        } else {
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: kind)
        }
        let store = StateStore(path: path)
        let start = Date()
        let said = [
            "FIFO": "is a named pipe (FIFO)", "/dev/zero": "is a link to /dev/zero, a device",
            "/dev/null": "is a link to /dev/null, a device",
        ][kind]!
        for attempt in [{ _ = try store.load() }, { try store.update { $0.lessons["x"] = nil } }] {
            #expect { try attempt() } throws: { error in
                "\(error)"
                    == "\(path) \(said), not a regular file, so the progress in it was not read, and nothing was written over it: "
                    + "move it away (mv \(path) \(path).aside), and the next command starts a new state file there"
            }
        }
        #expect(Date().timeIntervalSince(start) < 5, "never waits on the pipe, nor reads the device without end")
        var info = stat()
        #expect(
            lstat(path, &info) == 0 && info.st_mode & S_IFMT == (kind == "FIFO" ? S_IFIFO : S_IFLNK), "left as it is")
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

    @Test("Updates from four writers at once are all kept: each reads, changes and writes under the lock")
    func concurrentUpdates() throws {
        let store = StateStore(path: try folder() + "/state.json")
        let writers = 4
        let updates = 40
        DispatchQueue.concurrentPerform(iterations: writers) { writer in
            for update in 0..<updates {
                do {
                    try store.update { $0.setRecord(CardRecord(), for: "card-\(writer)-\(update)", in: "lesson") }
                } catch {
                    Issue.record("\(error)")
                }
            }
        }
        #expect(try store.load().state.cards["lesson"]?.count == writers * updates)
    }

    // `lessons review` waited, silently, for as long as another process held the state's lock.
    @Test("Waiting for a lock another holds is said once, naming the process, and the change goes on when it lets go")
    func waitingForTheLock() throws {
        var waitingStore = StateStore(path: try folder() + "/state.json")
        // Unchecked Sendable, safe because its lines are read and written only with `lock` held.
        final class Said: @unchecked Sendable {
            let lock = NSLock()
            var lines: [String] = []
            func add(_ line: String) {
                lock.lock()
                lines.append(line)
                lock.unlock()
            }
            var all: [String] {
                lock.lock()
                defer { lock.unlock() }
                return lines
            }
        }
        let said = Said()
        waitingStore.waiting = { said.add($0) }
        let store = waitingStore
        try store.save(sampleState())
        // A second open file holds the lock, as another process would.
        let holder = open(store.lockPath, O_RDWR)
        #expect(flock(holder, LOCK_EX) == 0)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            _ = try? store.update { $0.setRecord(CardRecord(), for: "waited", in: "lesson") }
            done.signal()
        }
        let deadline = Date().addingTimeInterval(10)
        while said.all.isEmpty && Date() < deadline { usleep(20_000) }
        #expect(done.wait(timeout: .now()) == .timedOut, "it waits while the lock is held")
        flock(holder, LOCK_UN)
        close(holder)
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(said.all.count == 1)
        let line = said.all.first ?? ""
        #expect(line.contains("Waiting for process \(getpid())"), "\(line)")
        #expect(line.contains("which holds the lock on \(store.lockPath)"), "\(line)")
        #expect(try store.load().state.cards["lesson"]?["waited"] != nil)
    }

    @Test("A state file of a newer version is refused and left exactly as it is")
    func newerVersion() throws {
        let store = StateStore(path: try folder() + "/state.json")
        let newer = Data(#"{"version": 2, "lessons": {}, "cards": {}, "streak": 12}"#.utf8)
        try newer.write(to: URL(fileURLWithPath: store.path))
        let error = try #require(throws: StateStore.Failure.self) { try store.load() }
        #expect(error.description.contains("written by a newer lessons (state version 2; this one reads version 1)"))
        #expect(throws: StateStore.Failure.self) {
            try store.update { $0.lessons["x"] = LessonProgress(item: "a", position: 0, updated: Date()) }
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: store.path)) == newer)
    }

    @Test("Fields this version does not know are never dropped: the file is refused and left as it is")
    func unknownFields() throws {
        let store = StateStore(path: try folder() + "/state.json")
        let text = #"""
            {"version": 1, "streak": 3,
             "lessons": {"07": {"item": "step-2", "position": 1, "finished": false, "predictions": {}, "updated": "2025-05-01T10:00:00Z"}},
             "cards": {"07": {"a": {"reviews": [], "flagged": true, "memory": null}}}}
            """#
        try Data(text.utf8).write(to: URL(fileURLWithPath: store.path))
        let error = try #require(throws: StateStore.Failure.self) { try store.load() }
        #expect(error.description.contains("has fields this lessons does not know (`cards.07.a.flagged`, `streak`)"))
        #expect(throws: StateStore.Failure.self) { try store.update { _ in } }
        #expect(try String(contentsOfFile: store.path, encoding: .utf8) == text)
    }
}
