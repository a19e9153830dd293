import Dispatch
import Foundation
import Synchronization

/// In a lesson program, every task runs on the main queue, one job at a time, in the order the jobs
/// were started, so that a play prints the same lines in every run.
///
/// On a device, a task off the main actor (a `nonisolated` async function, an actor's method,
/// `Task.detached`) runs on a pool of threads, and when its result reaches the screen depends on
/// thread timing. A lesson's console cannot depend on such a race, or it would not have been
/// recorded the same twice; so the engine picks the one order a single thread gives: each job runs
/// when the ones started before it have run. The host can then tell, without waiting any real time,
/// when every task is asleep or finished (`Host.settle()`).
///
/// The runtime offers hooks for this: `swift_task_enqueueGlobal_hook` and
/// `swift_task_enqueueMainExecutor_hook`, function pointers that the executors call, when set, with
/// each job they are given. Both send the job to the main queue and count it until it starts, so that
/// the host can also tell a task that can run from one that is suspended, waiting for something (a
/// stream that has nothing yet, a continuation): with no job waiting, no task can move until an
/// action, the virtual clock or another thread wakes one. Only lesson programs set the hooks
/// (`Host.runCommandLine`); the engine's tests keep the thread pool, which their runner needs.
/// Work a lesson sends to a Dispatch queue or a `Thread` of its own is not covered, and gets a moment
/// of real time in `settle()` instead.
enum SerialTasks {
    typealias Original = @convention(thin) (UnownedJob) -> Void
    typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

    /// Jobs sent to the main queue that have not started yet.
    private static let waitingJobs = Atomic<Int>(0)
    private static let isInstalled = Atomic<Bool>(false)

    /// Sends every job, for the global executor or the main actor, to the main queue, counted.
    static func install() {
        isInstalled.store(true, ordering: .relaxed)
        runtimeHook("swift_task_enqueueGlobal_hook").pointee = { job, _ in SerialTasks.enqueueOnMainQueue(job) }
        runtimeHook("swift_task_enqueueMainExecutor_hook").pointee = { job, _ in SerialTasks.enqueueOnMainQueue(job) }
    }

    private static func enqueueOnMainQueue(_ job: UnownedJob) {
        waitingJobs.add(1, ordering: .relaxed)
        DispatchQueue.main.async {
            waitingJobs.subtract(1, ordering: .relaxed)
            job.runSynchronously(on: MainActor.sharedUnownedExecutor)
        }
    }

    /// Whether every task is suspended: no job is waiting to run (only known in a lesson program).
    static var noJobWaiting: Bool {
        isInstalled.load(ordering: .relaxed) && waitingJobs.load(ordering: .relaxed) == 0
    }

    /// Whether a thread other than the caller's is running (Linux: a thread of this process in state
    /// `R` in `/proc/self/task`): work a lesson sent to a Dispatch queue or a `Thread` that may still
    /// wake a task. Elsewhere, true, so that such work keeps its moment of real time.
    static var otherThreadRunning: Bool {
        #if os(Linux)
        guard let threads = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task") else { return true }
        var running = 0
        for thread in threads {
            guard let stat = try? String(contentsOfFile: "/proc/self/task/\(thread)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            let state = stat[stat.index(after: close)...].first { $0 != " " }
            if state == "R" || state == "D" { running += 1 }
        }
        return running > 1  // the caller's own thread is running
        #else
        return true
        #endif
    }
}

/// The Swift runtime's hook variable named `symbol` (`swift_task_enqueueGlobal_hook`, ...), found in the
/// running process. It is looked up rather than declared with `@_silgen_name`, which Swift 6 refuses
/// for a variable in an optimized build; it is written once, by `install()`, before any task is
/// enqueued, and read by the runtime only.
private func runtimeHook(_ symbol: String) -> UnsafeMutablePointer<SerialTasks.Hook?> {
    guard let process = dlopen(nil, RTLD_NOW), let address = dlsym(process, symbol) else {
        preconditionFailure("The Swift runtime has no \(symbol): the engine cannot run tasks in turn without it")
    }
    return address.assumingMemoryBound(to: SerialTasks.Hook?.self)
}
