import Foundation

/// Set once, from the thread that reads keys, when the student asks to stop.
// Unchecked Sendable, safe because its one flag is read and written only with `lock` held.
final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }
    /// Whether it was set, unsetting it.
    func take() -> Bool {
        lock.lock()
        defer {
            value = false
            lock.unlock()
        }
        return value
    }
}
