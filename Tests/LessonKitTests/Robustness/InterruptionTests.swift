import Foundation
import Testing

@testable import LessonKit

/// The package this test was built from.
private let layout = PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)!

/// The `lessons` executable built beside this test bundle.
private func lessonsExecutable() -> String? {
    let candidates = [
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("lessons")
            .path,
        layout.root + "/.build/debug/lessons",
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
}

@Suite("Interrupting lessons: nothing left running, nothing left behind", .serialized, .onThreadsOfItsOwn)
struct InterruptionTests {
    @Test(
        "SIGTERM or SIGINT during a play kills the program and its child, and removes the play's home",
        arguments: [SIGTERM, SIGINT])
    func interruptDuringAPlay(signal: Int32) throws {
        let lessons = try #require(lessonsExecutable(), "build the package first: swift build")
        let folder = NSTemporaryDirectory() + "lessons-interrupt-\(UUID().uuidString)"
        let temporary = folder + "/tmp"
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let name = newProcessName()
        let lesson = """
            # Interrupted

            ```swift program
            import SwiftUI

            struct ContentView: View {
                @State private var n = 0
                var body: some View {
                    Text("x").onAppear {
                        if fork() == 0 {
            \(nameThread(name))
                            sleep(300)
                            exit(0)
                        }
            \(nameThread(name))
                        while true { n &+= 0 }
                    }
                }
            }
            ```

            ```console
            x
            ```
            """
        try lesson.write(toFile: folder + "/01-interrupted.md", atomically: true, encoding: .utf8)

        // Started as the runner starts programs (one spawn at a time), so that no file another test
        // is writing at that moment stays open in it.
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporary
        let started = Interruption.shared.spawn {
            try Spawn.start(
                lessons, ["check", folder + "/01-interrupted.md", "--cache-dir", layout.defaultCache],
                currentDirectory: layout.root, environment: environment)
        }
        let child = try started.get()
        defer {
            close(child.output)
            close(child.errors)
            Interruption.shared.forget(child.pid)
        }
        var status: Int32 = 0
        var ended = false
        defer {
            if !ended {
                kill(child.pid, SIGKILL)
                waitpid(child.pid, &status, 0)
            }
        }

        // Wait for the play to be running (the program and its child, by their name), then interrupt.
        var pids: [pid_t] = []
        for _ in 0..<1200 where pids.count < 2 {
            usleep(100_000)
            pids = processes(named: name)
        }
        try #require(pids.count == 2, "the play never started")
        let homes = try FileManager.default.contentsOfDirectory(atPath: temporary).filter {
            $0.hasPrefix("lessons-play-")
        }
        #expect(homes.count == 1, "the play has a home while it runs")
        kill(child.pid, signal)
        while waitpid(child.pid, &status, 0) < 0 && errno == EINTR {}
        ended = true

        #expect(status & 0x7F == signal, "lessons ends by the signal it got (wait status \(status))")
        for pid in pids { #expect(hasEnded(pid), "process \(pid) is still running") }
        let left = try FileManager.default.contentsOfDirectory(atPath: temporary).filter { $0.hasPrefix("lessons-") }
        #expect(left == [], "left behind: \(left)")
        let staging = try FileManager.default.contentsOfDirectory(atPath: layout.defaultCache + "/snippets").filter {
            $0.contains(".tmp-\(child.pid)-")
        }
        #expect(staging.isEmpty)
    }

    @Test("Folders left by a run killed outright are removed by the next one; a live run's are kept")
    func staleFolders() throws {
        let folder = NSTemporaryDirectory() + "lessons-stale-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let dead = "lessons-play-2147483000-\(UUID().uuidString)"
        let alive = "lessons-play-\(getpid())-\(UUID().uuidString)"
        let foreign = "lessons-play-12345678-ABCD-EF01"
        for name in [dead, alive, foreign] {
            try FileManager.default.createDirectory(atPath: folder + "/" + name, withIntermediateDirectories: true)
        }
        TemporaryFolders.removeStale(in: folder, marker: "lessons-play-")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [alive, foreign].sorted())
    }
}
