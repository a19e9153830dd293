import Foundation
import Testing

@testable import LessonKit

/// The package this test was built from.
private let layout = PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)!

/// A program whose `ContentView` has `task` as its `.task`, and a check of `play`'s whole output.
private func program(_ title: String, task: String, play: String, prints expected: String, count: Int) -> String {
    """
    ## \(title)

    ```swift program
    import SwiftUI

    struct ContentView: View {
        @State private var count = 0
        var body: some View {
            Button("Count: \\(count)") { count += 1 }
                .task {
    \(task)
                }
        }
    }
    ```

    ```console play="\(play)" output=all
    \(expected)
    ```

    ```screen play="\(play)"
    Button "Count: \(count)"
    ```

    """
}

@Suite("When a play's app counts as settled", .onThreadsOfItsOwn)
struct SettlingTests {
    @Test(
        "A task suspended on a stream, a continuation or another thread's work lets each action settle, and is woken by what wakes it"
    )
    func suspendedTasks() throws {
        let lesson =
            "# Settling\n\n"
            + [
                // A task that listens for the life of its view: five actions, each settled, not each
                // waiting out the 5 s limit (25 s, over the 12 s limit below).
                program(
                    "Listens to a stream that stays empty",
                    task: """
                                    print("listening")
                                    let stream = AsyncStream<Int> { _ in }
                                    for await _ in stream {}
                                    print("never")
                        """, play: "launch; tap Count: 0; tap Count: 1; tap Count: 2; tap Count: 3",
                    prints: "listening", count: 4),
                // Woken by the main queue after a second of virtual time: only `wait` wakes it.
                program(
                    "Waits for a continuation the clock resumes",
                    task: """
                                    print("waiting")
                                    await withCheckedContinuation { continuation in
                                        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { continuation.resume() }
                                    }
                                    print("resumed")
                        """, play: "launch; tap Count: 0; wait 1s", prints: "waiting\nresumed", count: 1),
                // Woken by work on a Dispatch queue that keeps a thread busy: the play waits for it.
                program(
                    "Waits for another thread's work",
                    task: """
                                    let total = await withCheckedContinuation { continuation in
                                        DispatchQueue.global().async {
                                            var total = 0
                                            for i in 0..<20_000_000 { total &+= i & 1 }
                                            continuation.resume(returning: total)
                                        }
                                    }
                                    print("counted \\(total)")
                        """, play: "launch", prints: "counted 10000000", count: 0),
            ].joined()
        let (parsed, diagnostics) = LessonParser.parse(lesson, path: "settling.md")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        var options = CheckOptions()
        options.cacheDirectory = nil
        options.runTimeout = 12
        let results = try LessonChecker(layout: layout, toolchain: try Toolchain.find(), options: options).run([parsed])
        #expect(results.count == 6)
        for result in results {
            #expect(
                result.status == .passed,
                "\(result.check.title) \(result.check.kind): \(result.reason ?? "") \(result.diff ?? "")")
        }
    }
}
