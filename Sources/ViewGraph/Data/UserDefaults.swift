import Foundation

#if !canImport(Darwin)
extension UserDefaults {
    /// Stores `value` under `key`, as `set(_:forKey:)` does: on Apple platforms this is key-value
    /// coding, which `UserDefaults` answers by storing the value, and which Foundation lacks on Linux.
    public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
    /// The value stored under `key`, as `object(forKey:)` reads it: key-value coding again, which
    /// `UserDefaults` answers with the stored object.
    public func value(forKey key: String) -> Any? { object(forKey: key) }
}
#endif
