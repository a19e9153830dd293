import Foundation

/// Runs `count` independent jobs on up to `width` threads and returns their results in order.
func parallelMap<T>(_ count: Int, width: Int, _ body: @escaping (Int) -> T) -> [T] {
    guard count > 0 else { return [] }
    let lock = NSLock()
    var results = [T?](repeating: nil, count: count)
    var next = 0
    let group = DispatchGroup()
    for _ in 0..<max(1, min(width, count)) {
        group.enter()
        Thread.detachNewThread {
            while true {
                lock.lock()
                let index = next
                next += 1
                lock.unlock()
                guard index < count else { break }
                let value = body(index)
                lock.lock()
                results[index] = value
                lock.unlock()
            }
            group.leave()
        }
    }
    group.wait()
    return results.map { $0! }
}
