import Foundation
import Synchronization

/// Runs `count` independent jobs on up to `width` threads and returns their results in order.
func parallelMap<T: Sendable>(_ count: Int, width: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
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
private final class Jobs<T: Sendable>: Sendable {
    private let count: Int
    /// The next job's index, and each job's result once it is done.
    private let state: Mutex<(next: Int, done: [T?])>

    init(count: Int) {
        self.count = count
        state = Mutex((0, [T?](repeating: nil, count: count)))
    }

    /// The next job's index, or nil when every job has been taken.
    func take() -> Int? {
        state.withLock { state in
            guard state.next < count else { return nil }
            state.next += 1
            return state.next - 1
        }
    }

    func finish(_ index: Int, with value: T) {
        state.withLock { $0.done[index] = value }
    }

    func results() -> [T] {
        state.withLock { $0.done.map { $0! } }
    }
}
