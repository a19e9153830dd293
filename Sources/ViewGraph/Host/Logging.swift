// The part of the `os` module app code uses to log: `Logger` and `os_log`. Lesson code that writes
// `import os` or `import OSLog` gets these from the engine instead (the runner maps the import).
//
// Xcode's console shows an app's log messages among its prints, without their metadata when it runs
// the app, private values included. The engine writes each message to the console the same way, so
// `logger.debug("MyView.body evaluated")` is a line of the run's console, as it was on the device.
// Signposts are for Instruments, which has nothing to show here: they do nothing.

import Foundation

/// Writes an app's messages to the log; here, to the console.
public struct Logger: Sendable {
    /// A logger for `subsystem` and `category`.
    public init(subsystem: String, category: String) {}
    /// A logger writing to `log`.
    public init(_ log: OSLog) {}
    /// The default logger.
    public init() {}

    /// Logs a message at the default level.
    public func log(_ message: OSLogMessage) { write(message) }
    /// Logs a message at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) { write(message) }
    /// Logs a debugging message.
    public func debug(_ message: OSLogMessage) { write(message) }
    /// Logs a trace message (a debugging message).
    public func trace(_ message: OSLogMessage) { write(message) }
    /// Logs an informative message.
    public func info(_ message: OSLogMessage) { write(message) }
    /// Logs a notice (the default level).
    public func notice(_ message: OSLogMessage) { write(message) }
    /// Logs a warning (an error-level message).
    public func warning(_ message: OSLogMessage) { write(message) }
    /// Logs an error.
    public func error(_ message: OSLogMessage) { write(message) }
    /// Logs a critical error (a fault).
    public func critical(_ message: OSLogMessage) { write(message) }
    /// Logs a fault.
    public func fault(_ message: OSLogMessage) { write(message) }

    private func write(_ message: OSLogMessage) { print(message.text) }
}

/// A log message made by string interpolation, with privacy and formatting options that the console ignores.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    let text: String

    /// A message with no interpolations.
    public init(stringLiteral value: String) { text = value }
    /// A message with interpolated values.
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// Builds the text of a message.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// A value, shown in full whatever its privacy, as Xcode shows it while it runs the app.
        public mutating func appendInterpolation<T>(_ value: T, privacy: OSLogPrivacy = .auto) { text += "\(value)" }
        /// A value with a format that the console does not apply.
        public mutating func appendInterpolation<T>(_ value: T, format: OSLogFormat, privacy: OSLogPrivacy = .auto) {
            text += "\(value)"
        }
        /// A number with alignment and privacy options the console does not apply.
        public mutating func appendInterpolation<T: Numeric>(
            _ value: T, align: OSLogAlignment = .none, privacy: OSLogPrivacy = .auto
        ) { text += "\(value)" }
    }
}

/// How private a logged value is: Xcode's console shows every value while it runs the app.
public struct OSLogPrivacy: Sendable {
    /// Shown everywhere.
    public static let `public` = OSLogPrivacy()
    /// Redacted outside a debugging session.
    public static let `private` = OSLogPrivacy()
    /// Redacted outside a debugging session, in a form that can be matched.
    public static let sensitive = OSLogPrivacy()
    /// The system's choice for the value's type.
    public static let auto = OSLogPrivacy()
    /// Private, with a hash that can be matched.
    public static func `private`(mask: OSLogPrivacyMask) -> OSLogPrivacy { OSLogPrivacy() }
}

/// How a private value is masked.
public struct OSLogPrivacyMask: Sendable {
    /// A hash of the value.
    public static let hash = OSLogPrivacyMask()
    /// No mask.
    public static let none = OSLogPrivacyMask()
}

/// How a logged value is formatted; the console shows values as `print` would.
public struct OSLogFormat: Sendable {
    /// A fixed number of decimals.
    public static func fixed(precision: Int) -> OSLogFormat { OSLogFormat() }
    /// Hexadecimal.
    public static let hex = OSLogFormat()
}

/// How a logged number is padded.
public struct OSLogAlignment: Sendable {
    /// No padding.
    public static let none = OSLogAlignment()
    /// Padded on the left to `columns`.
    public static func right(columns: Int) -> OSLogAlignment { OSLogAlignment() }
    /// Padded on the right to `columns`.
    public static func left(columns: Int) -> OSLogAlignment { OSLogAlignment() }
}

/// A log level.
public struct OSLogType: Sendable, Equatable {
    let name: String
    /// The default level.
    public static let `default` = OSLogType(name: "default")
    /// Informative.
    public static let info = OSLogType(name: "info")
    /// Debugging.
    public static let debug = OSLogType(name: "debug")
    /// An error.
    public static let error = OSLogType(name: "error")
    /// A fault.
    public static let fault = OSLogType(name: "fault")
}

/// A log handle for `os_log` and signposts.
public final class OSLog: Sendable {
    /// A log for `subsystem` and `category`.
    public init(subsystem: String, category: String) {}
    private init() {}
    /// The default log.
    public static let `default` = OSLog()
    /// A log that discards everything.
    public static let disabled = OSLog()
    /// The category for points of interest in Instruments.
    public static let pointsOfInterest: String = "PointsOfInterest"
}

/// Logs a formatted message (the C-style API), to the console here.
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {
    print(
        String(
            format: "\(message)".replacingOccurrences(of: "%{public}", with: "%").replacingOccurrences(
                of: "%{private}", with: "%"), arguments: args))
}

/// Logs a message at `type` (the Swift form).
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) { print(message.text) }

/// Marks intervals and events for Instruments; with no Instruments here, it does nothing.
public struct OSSignposter: Sendable {
    /// A signposter for `subsystem` and `category`.
    public init(subsystem: String, category: String) {}
    /// A signposter writing to `logger`.
    public init(logger: Logger) {}
    /// The default signposter.
    public init() {}
    /// An id for a new interval.
    public func makeSignpostID() -> OSSignpostID { OSSignpostID() }
    /// Starts an interval.
    public func beginInterval(_ name: StaticString, id: OSSignpostID = OSSignpostID(), _ message: OSLogMessage = "")
        -> OSSignpostIntervalState
    { OSSignpostIntervalState() }
    /// Ends an interval.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage = "") {}
    /// Marks an event.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = OSSignpostID(), _ message: OSLogMessage = "") {}
    /// Runs `task` inside an interval.
    public func withIntervalSignpost<T>(
        _ name: StaticString, id: OSSignpostID = OSSignpostID(), _ message: OSLogMessage = "",
        around task: () throws -> T
    ) rethrows -> T { try task() }
}

/// Identifies a signpost interval.
public struct OSSignpostID: Sendable {
    /// A new id.
    public init() {}
    /// The id that matches every interval.
    public static let exclusive = OSSignpostID()
}

/// An interval begun by `beginInterval`, to end with `endInterval`.
public struct OSSignpostIntervalState: Sendable {}

/// What a C-style signpost marks.
public enum OSSignpostType: Sendable {
    /// The start of an interval.
    case begin
    /// The end of an interval.
    case end
    /// A single event.
    case event
}

/// Marks a signpost (the C-style API); it does nothing here.
public func os_signpost(_ type: OSSignpostType, log: OSLog, name: StaticString, signpostID: OSSignpostID = .exclusive) {
}
