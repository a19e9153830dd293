import Dispatch
import Synchronization
import Testing

import class Foundation.Thread

@testable import ViewGraph

/// A value with a reference-counted part, so that a torn read of it (half an old string, half a new
/// one) would crash, not just print a wrong number.
private struct Score: Sendable, Equatable {
    var points: Int
    var label: String
}

/// Hands its state's binding to the test when it appears, as a view hands `$score` to a task.
private struct Scoreboard: View {
    @State private var score = Score(points: 0, label: "points 0")
    let publish: @MainActor (Binding<Score>) -> Void
    var body: some View {
        Text("\(score.label)")
            .onAppear { publish($score) }
    }
}

/// Where the readers and the test meet: when to stop, and what each reader saw, added under the mutex.
private final class Reads: Sendable {
    let stop = Atomic<Bool>(false)
    let started = Atomic<Int>(0)
    private let seen = Mutex<(count: Int, problems: [String])>((0, []))
    func add(count: Int, problems: [String]) {
        seen.withLock {
            $0.count += count
            $0.problems += problems
        }
    }
    var count: Int { seen.withLock { $0.count } }
    var problems: [String] { seen.withLock { $0.problems } }
}

/// The binding a `Scoreboard` handed out.
@MainActor private final class Published {
    var binding: Binding<Score>?
}

extension EngineTests {
    @MainActor @Suite("@State read from other threads")
    struct StateThreadSafetyTests {
        /// The binding of `Scoreboard`'s state, once it has appeared.
        private func scoreBinding(in host: Host) async throws -> Binding<Score> {
            let published = Published()
            await host.launch { Scoreboard(publish: { published.binding = $0 }) }
            return try #require(published.binding)
        }

        /// The readers are threads of their own: spinning on Dispatch's workers, they would starve the
        /// pool Swift's tasks run on here, and Dispatch adds workers only slowly. Their closures are
        /// `@Sendable`, so they do not take the test's main actor with them (one written here would be
        /// main-actor isolated, checked, and stop the test on the reader's thread).
        ///
        /// SwiftUI's `Binding` is `Sendable` where its value is, so a task may read it while the main actor
        /// writes: each read sees a whole value the main actor wrote, and the values a reader sees never
        /// go back (the writes are made in order, each after the last). Run it under
        /// `swift test --sanitize=thread --filter StateThreadSafetyTests`: the state's storage must not
        /// show a data race.
        @Test("A binding read on many threads while the main actor writes sees whole values, in order")
        func readsWhileMainActorWrites() async throws {
            let host = Host()
            let binding = try await scoreBinding(in: host)
            let points = binding.points
            let writes = 1_000
            let readers = 3
            let reads = Reads()
            let group = DispatchGroup()
            for reader in 0..<readers {
                group.enter()
                Thread { @Sendable in
                    var last = 0
                    var count = 0
                    var problems: [String] = []
                    reads.started.wrappingAdd(1, ordering: .relaxed)
                    while !reads.stop.load(ordering: .relaxed) || count == 0 {
                        // Through the binding itself, and through a binding to one of its properties.
                        let score =
                            reader.isMultiple(of: 2)
                            ? binding.wrappedValue
                            : Score(points: points.wrappedValue, label: "points \(points.wrappedValue)")
                        if reader.isMultiple(of: 2), score.label != "points \(score.points)" {
                            problems.append("reader \(reader) saw a torn value: \(score)")
                        }
                        if score.points < last {
                            problems.append("reader \(reader) went back from \(last) to \(score.points)")
                        }
                        last = score.points
                        count += 1
                    }
                    reads.add(count: count, problems: Array(problems.prefix(5)))
                    group.leave()
                }.start()
            }
            while reads.started.load(ordering: .relaxed) < readers { await Task.yield() }
            for point in 1...writes {
                binding.wrappedValue = Score(points: point, label: "points \(point)")
                if point.isMultiple(of: 100) { await Task.yield() }
            }
            reads.stop.store(true, ordering: .relaxed)
            await withCheckedContinuation { continuation in
                group.notify(queue: .global()) { @Sendable in continuation.resume() }
            }
            await host.settle()

            #expect(reads.problems == [])
            #expect(reads.count >= readers)
            #expect(binding.wrappedValue == Score(points: writes, label: "points \(writes)"))
            #expect(host.screen() == ["Text \"points \(writes)\""])
        }

        /// A write from another thread first compares the new value with the stored one, there, and then
        /// goes to the main actor: that comparison reads the storage while the main actor writes it.
        @Test("Writes from other threads reach the main actor; the last value any of them wrote is shown")
        func writesFromOtherThreads() async throws {
            let host = Host()
            let binding = try await scoreBinding(in: host)
            let writers = 4
            let writesEach = 200
            await withCheckedContinuation { continuation in
                DispatchQueue.global().async { @Sendable in
                    DispatchQueue.concurrentPerform(iterations: writers) { @Sendable writer in
                        for index in 1...writesEach {
                            let point = writer * writesEach + index
                            binding.wrappedValue = Score(points: point, label: "points \(point)")
                        }
                    }
                    continuation.resume()
                }
            }
            // Each write's hop was queued on the main actor before the continuation resumed, and the main
            // queue runs its jobs in turn: every hop has run by now. Then the update.
            await host.settle()

            let final = binding.wrappedValue
            #expect(final.label == "points \(final.points)")
            #expect((1...(writers * writesEach)).contains(final.points))
            #expect(host.screen() == ["Text \"\(final.label)\""])
        }
    }
}
