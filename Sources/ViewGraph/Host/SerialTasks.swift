import Dispatch

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
/// The runtime offers a hook for this: `swift_task_enqueueGlobal_hook`, a function pointer that the
/// global executor calls, when set, with each job it is given. Only lesson programs set it
/// (`Host.runCommandLine`); the engine's tests keep the thread pool, which their runner needs.
/// Work a lesson sends to a Dispatch queue or a `Thread` of its own is not covered, and gets a moment
/// of real time in `settle()` instead.
enum SerialTasks {
    typealias Original = @convention(thin) (UnownedJob) -> Void
    typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

    /// Sends every job for the global executor to the main actor's queue instead.
    static func install() {
        swiftTaskEnqueueGlobalHook = { job, _ in MainActor.shared.enqueue(job) }
    }
}

@_silgen_name("swift_task_enqueueGlobal_hook")
nonisolated(unsafe) private var swiftTaskEnqueueGlobalHook: SerialTasks.Hook?
