import Foundation

/// One thing the engine's graph did in an update, and why, as a tracer reports it (`Host.traceUpdates`)
/// and the host hands the runner (`␞trace` lines). Views are numbered in the order they were
/// created; a number stays with one identity until it is destroyed.
public struct UpdateTraceEvent: Codable, Equatable, Sendable {
    public enum Kind: String, Codable, Sendable {
        /// A view with a body got an identity (and storage): `view`, `type`, `parent`, `identity`, `why`.
        case create
        /// A view's identity ended, and its storage with it: `view`, `why`.
        case destroy
        /// State changed: `write`, `name`, `property`, and `view` for a view's own `@State`; `source`
        /// and `sourceView` when an `onAppear`, `onChange` or a task wrote it.
        case write
        /// A body was marked out of date by what it read: `view`, `reasons` (one), `write`.
        case mark
        /// A body ran: `view`, `reasons` as `_printChanges()` prints them (empty: "unchanged").
        case body
        /// Lifecycle actions, as they ran, with the view whose body declared them in `view`.
        case appear, disappear, change, task
        /// The end of one update: everything since the last `update` belongs to it.
        case update
        /// The layout pass asked a view again a proposal it had answered: `view` (the view with a
        /// body it is in), `type` (the view asked), `why` (`changed`, `a child's size changed`,
        /// `content made again`), `proposal`, and `size` (`old -> new`).
        case layout
    }

    public var kind: Kind
    public var view: Int?
    /// The view's type as `_printChanges()` names it (`TripCard`).
    public var type: String?
    /// The closest view with a body above this one.
    public var parent: Int?
    /// What tells this view from its siblings of the same type: `id 2` (a row, `.id(_:)`), `if`, `else`.
    public var identity: String?
    /// Why a view was created or destroyed, when its place says why: `row`, `lazy row`, `.id`, `if`,
    /// `replaced Text`, `row left the data`, `lazy row far off the screen`, `.id changed`, `branch changed`.
    public var why: String?
    public var reasons: [String]?
    /// The write's number (for `write`), or the write that marked the body (for `mark`).
    public var write: Int?
    /// What was written: a state's property name (`showsFacts`) or an observed key path (`\TripStore.trips`).
    public var name: String?
    /// The kind of storage written: `@State`, `@Observable`.
    public var property: String?
    /// What wrote it, when a lifecycle action or a task did: `onAppear`, `onChange`, `task`...
    public var source: String?
    public var sourceView: Int?
    /// The update's number, counting every pass of the update loop (for `update`).
    public var update: Int?
    /// For `layout`: the proposal, `402 x nil`.
    public var proposal: String?
    /// For `layout`: the answer before and now, `59.5 x 20.33 -> 68 x 20.33`.
    public var size: String?

    public init(
        kind: Kind, view: Int? = nil, type: String? = nil, parent: Int? = nil, identity: String? = nil,
        why: String? = nil,
        reasons: [String]? = nil, write: Int? = nil, name: String? = nil, property: String? = nil,
        source: String? = nil, sourceView: Int? = nil, update: Int? = nil, proposal: String? = nil, size: String? = nil
    ) {
        self.kind = kind
        self.view = view
        self.type = type
        self.parent = parent
        self.identity = identity
        self.why = why
        self.reasons = reasons
        self.write = write
        self.name = name
        self.property = property
        self.source = source
        self.sourceView = sourceView
        self.update = update
        self.proposal = proposal
        self.size = size
    }

    /// The event as one line of JSON, for the host protocol.
    public var jsonLine: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// Reads an event from its JSON line; nil when the line is not one.
    public init?(jsonLine: String) {
        if let event = Self.flat(jsonLine) {
            self = event
            return
        }
        guard let event = try? JSONDecoder().decode(UpdateTraceEvent.self, from: Data(jsonLine.utf8)) else {
            return nil
        }
        self = event
    }

    /// The event of a line as `jsonLine` writes most of them: one object of known keys whose values
    /// are numbers, strings without escapes, or arrays of such strings; nil for any other line,
    /// which `JSONDecoder` reads. Reading a play's trace (thousands of lines) with `JSONDecoder`
    /// alone was most of what a check of kept body counts cost.
    private static func flat(_ line: String) -> UpdateTraceEvent? {
        var line = line
        return line.withUTF8 { bytes -> UpdateTraceEvent? in
            var index = 0
            func skipSpaces() {
                while index < bytes.count,
                    bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x09 || bytes[index] == 0x0D
                { index += 1 }
            }
            func take(_ byte: UInt8) -> Bool {
                skipSpaces()
                guard index < bytes.count, bytes[index] == byte else { return false }
                index += 1
                return true
            }
            func string() -> String? {
                guard take(UInt8(ascii: "\"")) else { return nil }
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"),
                    bytes[index] >= 0x20
                { index += 1 }
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
                defer { index += 1 }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            }
            func integer() -> Int? {
                skipSpaces()
                let start = index
                if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
                guard index > start, index - start < 19 else { return nil }
                return Int(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
            }
            func strings() -> [String]? {
                guard take(UInt8(ascii: "[")) else { return nil }
                var values: [String] = []
                if take(UInt8(ascii: "]")) { return values }
                repeat {
                    guard let value = string() else { return nil }
                    values.append(value)
                } while take(UInt8(ascii: ","))
                return take(UInt8(ascii: "]")) ? values : nil
            }
            guard take(UInt8(ascii: "{")) else { return nil }
            var event = UpdateTraceEvent(kind: .update)
            var kind: Kind?
            if !take(UInt8(ascii: "}")) {
                repeat {
                    guard let key = string(), take(UInt8(ascii: ":")) else { return nil }
                    switch key {
                    case "kind":
                        guard let value = string().flatMap(Kind.init(rawValue:)) else { return nil }
                        kind = value
                    case "view":
                        guard let value = integer() else { return nil }
                        event.view = value
                    case "parent":
                        guard let value = integer() else { return nil }
                        event.parent = value
                    case "write":
                        guard let value = integer() else { return nil }
                        event.write = value
                    case "sourceView":
                        guard let value = integer() else { return nil }
                        event.sourceView = value
                    case "update":
                        guard let value = integer() else { return nil }
                        event.update = value
                    case "reasons":
                        guard let value = strings() else { return nil }
                        event.reasons = value
                    case "type":
                        guard let value = string() else { return nil }
                        event.type = value
                    case "identity":
                        guard let value = string() else { return nil }
                        event.identity = value
                    case "why":
                        guard let value = string() else { return nil }
                        event.why = value
                    case "name":
                        guard let value = string() else { return nil }
                        event.name = value
                    case "property":
                        guard let value = string() else { return nil }
                        event.property = value
                    case "source":
                        guard let value = string() else { return nil }
                        event.source = value
                    case "proposal":
                        guard let value = string() else { return nil }
                        event.proposal = value
                    case "size":
                        guard let value = string() else { return nil }
                        event.size = value
                    default: return nil
                    }
                } while take(UInt8(ascii: ","))
                guard take(UInt8(ascii: "}")) else { return nil }
            }
            skipSpaces()
            guard index == bytes.count, let kind else { return nil }
            event.kind = kind
            return event
        }
    }
}
