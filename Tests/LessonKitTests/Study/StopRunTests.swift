import Foundation
import Testing

@testable import LessonKit

@Suite("lessons study: q or Ctrl-C during a run stops it and goes back to the lesson", .serialized)
struct StopRunTests {
    @Test(
        "q or Ctrl-C while a step runs kills its program, keeps the student's place, and offers the step again",
        arguments: ["q", "\u{3}"])
    func stopARun(_ key: String) throws {
        let folder = NSTemporaryDirectory() + "lessons-stop-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/state", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let name = newProcessName()
        // A program of its own (never in the cache), named so the test sees it run, which sleeps far past the test.
        let lesson = """
            # Lesson 1 · Slow

            ## Step 1 · Sleeps

            It takes its time.

            ```swift program
            import SwiftUI
            import Foundation

            struct ContentView: View {
                var body: some View {
                    Text("z").onAppear {
            \(nameThread(name))
                        sleep(600)
                    }
                }
            }
            // \(UUID())
            ```

            ```console play=launch
            z
            ```

            ## Step 2 · Wakes

            The end.

            """
        try lesson.write(toFile: folder + "/01-slow.md", atomically: true, encoding: .utf8)
        let started = Date()
        let shown = try onTerminal(
            ["study", folder + "/01-slow.md"], environment: ["XDG_STATE_HOME": folder + "/state", "TERM": "xterm"],
            input: [
                TerminalInput(after: "[enter] next", keys: "\n"),
                TerminalInput(after: "[r] run it", keys: "r"),
                // Once the program runs (the working line is redrawn each second).
                TerminalInput(after: "Running it", keys: key) { !processes(named: name).isEmpty },
                TerminalInput(after: "[r] run it", keys: "q"),
            ], timeout: 120)
        #expect(shown.contains("Stopped the run: nothing of it was kept."), "\(shown)")
        #expect(shown.contains("Left at 2/3: Step 1 · Sleeps"), "the place is kept: \(shown)")
        #expect(!shown.contains("Interrupted"), "\(shown)")
        #expect(Date().timeIntervalSince(started) < 100)
        #expect(processes(named: name).isEmpty, "the program is still running")
        let state = try String(contentsOfFile: folder + "/state/lessons/state.json", encoding: .utf8)
        #expect(state.contains("Sleeps") || state.contains("step"), "\(state)")
    }
}
