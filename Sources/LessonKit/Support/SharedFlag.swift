import Synchronization

/// A flag one thread raises and others read: the student's stop, read by the run it stops, or a
/// request to run again, taken by the loop that runs.
public final class SharedFlag: Sendable {
    private let value = Mutex(false)

    public init() {}

    /// Whether the flag is raised.
    public var isSet: Bool { value.withLock { $0 } }

    /// Raises the flag; whether it was down before.
    @discardableResult
    public func set() -> Bool {
        value.withLock { raised in
            defer { raised = true }
            return !raised
        }
    }

    /// Whether the flag was raised, lowering it.
    public func take() -> Bool {
        value.withLock { raised in
            defer { raised = false }
            return raised
        }
    }
}
