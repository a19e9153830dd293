import Foundation

/// Runs `count` independent jobs on up to `width` threads and returns their results in order.
func parallelMap<T>(_ count: Int, width: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
    guard count > 0 else { return [] }
    let jobs = Jobs<T>(count: count)
    let group = DispatchGroup()
    for _ in 0..<max(1, min(width, count)) {
        group.enter()
        Thread.detachNewThread {
            while let index = jobs.take() {
                jobs.finish(index, with: body(index))
            }
            group.leave()
        }
    }
    group.wait()
    return jobs.results()
}

/// The jobs of one `parallelMap`: which comes next, and the results so far, behind a lock.
// Unchecked Sendable, safe because the next index and the results are read and written only with
// `lock` held; each result is written once, by the thread that took its job.
private final class Jobs<T>: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private var next = 0
    private var done: [T?]

    init(count: Int) {
        self.count = count
        done = [T?](repeating: nil, count: count)
    }

    /// The next job's index, or nil when every job has been taken.
    func take() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }

    func finish(_ index: Int, with value: T) {
        lock.lock()
        defer { lock.unlock() }
        done[index] = value
    }

    func results() -> [T] {
        lock.lock()
        defer { lock.unlock() }
        return done.map { $0! }
    }
}
