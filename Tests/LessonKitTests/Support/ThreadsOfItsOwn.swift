import Foundation
import Testing

/// Runs each test of a suite (each case of a parameterized test) on threads of its own, at most
/// `ThreadsOfItsOwn.width` tests at once: for tests that wait for other processes (a compiler, a
/// play, a browser) without suspending.
///
/// Swift Testing runs a test that is not isolated to an actor on the cooperative pool, whose threads
/// are as many as the cores: two tests that wait for a compiler for a minute hold all of them, and no
/// other test starts, nor does a test on the main actor go on, until one of the two is over. On their
/// own threads they wait without holding the pool, and the rest of the suite goes on beside them.
/// How many wait at once stays bounded: Swift Testing starts every test of the run at once, and
/// each of these may start a compiler of up to a gigabyte.
struct ThreadsOfItsOwn: TestTrait, SuiteTrait, TestScoping {
    /// How many such tests run at once: twice the cores, as many builds and runs as `lessons check`
    /// runs at most (`CheckOptions.maximumJobs`).
    static let width = max(4, 2 * ProcessInfo.processInfo.activeProcessorCount)

    private static let turns = Turns(width)

    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else { return try await function() }
        await Self.turns.take()
        do {
            try await withTaskExecutorPreference(ThreadPerJob.shared) { try await function() }
        } catch {
            await Self.turns.giveBack()
            throw error
        }
        await Self.turns.giveBack()
    }
}

extension Trait where Self == ThreadsOfItsOwn {
    /// Each test runs on threads of its own (`ThreadsOfItsOwn`): for tests that wait for processes.
    static var onThreadsOfItsOwn: Self { ThreadsOfItsOwn() }
}

/// A task executor that runs each job on a new thread, so that a job that blocks (waiting for a
/// process) holds no thread another test needs.
private final class ThreadPerJob: TaskExecutor {
    static let shared = ThreadPerJob()

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        let thread = Thread { job.runSynchronously(on: executor) }
        // As the main thread's: a test may parse a deeply nested lesson.
        thread.stackSize = 8 << 20
        thread.start()
    }
}

/// `count` turns, taken in the order they were asked for; waiting for one suspends, blocking no thread.
private actor Turns {
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(_ count: Int) { free = count }

    func take() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func giveBack() {
        if waiting.isEmpty {
            free += 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
