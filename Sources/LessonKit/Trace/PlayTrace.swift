import HostContract

/// What a play did, update by update: the writes, the bodies that ran and why, the views created and
/// destroyed, the lifecycle actions, and what the program printed meanwhile, read from the `␞trace`
/// lines a lesson program writes when the runner sets `LESSONS_TRACE` (see `HostProtocol`).
public struct PlayTrace: Sendable {
    /// A view with a body, as the trace first named it.
    public struct View: Sendable, Equatable {
        public var id: Int
        /// Its type, as `_printChanges()` names it.
        public var type: String
        /// What tells it from its siblings (`id 2`, `if`), if anything.
        public var identity: String?
        /// The closest view with a body above it.
        public var parent: Int?

        /// `TripCard (id 2)`, or the type alone.
        public var label: String { identity.map { "\(type) (\($0))" } ?? type }
    }

    /// One thing that happened, in order.
    public enum Entry: Sendable, Equatable {
        case event(UpdateTraceEvent)
        /// A line the program printed.
        case console(String)
        /// A line of SwiftUI's log.
        case log(String)
    }

    /// One update: a pass of the update loop, with the writes and prints that led to it.
    public struct Update: Sendable {
        /// Its place among the play's updates, from 1, without gaps; for what an action printed or wrote
        /// with no update after it (`isComplete` false), the number of the update before it (0: none).
        public var number: Int
        /// Its place in the play's list of updates, from 1, the incomplete ones counted.
        public var position: Int
        /// The action during which it ran, from 1 (launch).
        public var action: Int
        public var entries: [Entry]
        /// Whether it ended as an update; false for what an action printed or wrote with no update after it.
        public var isComplete: Bool
        /// The screen the update left, drawn (the host sends it after each update's end).
        public var picture: ScreenPicture?

        /// The events alone.
        public var events: [UpdateTraceEvent] {
            entries.compactMap { if case .event(let event) = $0 { return event } else { return nil } }
        }
    }

    /// The play's actions, as written (`tap Favorite Vancouver`).
    public var actions: [String] = []
    public var updates: [Update] = []
    /// Every view the play created, by number.
    public var views: [Int: View] = [:]
    /// Why the play stopped early, if it did.
    public var error: String?
    /// Whether the play ran to its end.
    public var finished = false
    /// Trace lines that could not be read (a program of another engine version).
    public var unreadable = 0

    /// Reads a traced program's standard output; with `pictures` false, the screens after each update
    /// are left out (not decoded), as counting bodies needs none of them.
    public static func parse(_ text: String, nonce: String = "", pictures: Bool = true) -> PlayTrace {
        var trace = PlayTrace()
        var pending: [Entry] = []
        func close(complete: Bool) {
            guard !pending.isEmpty else { return }
            let completed = trace.updates.last?.number ?? 0
            trace.updates.append(
                Update(
                    number: complete ? completed + 1 : completed, position: trace.updates.count + 1,
                    action: max(trace.actions.count, 1), entries: pending, isComplete: complete))
            pending = []
        }
        PlayOutput.splitLineBytes(
            text, nonce: nonce, program: { pending.append(.console($0)) },
            host: { bytes in
                // The kind read from the bytes, and a picture not asked for never made a string (it is
                // a long line of JSON); a payload that starts with a byte that is not ASCII is read
                // from the whole line as a string, as `PlayOutput` reads it.
                let kind: Substring
                let payload: String
                if let (found, start) = PlayOutput.hostKind(of: bytes) {
                    if !pictures && found == "picture" { return }
                    kind = found
                    payload = String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
                } else {
                    let line = String(decoding: bytes, as: UTF8.self)
                    kind = line.prefix { $0 != " " }
                    payload = String(line.dropFirst(kind.count + 1))
                }
                // Only a `done` after the last action ends the play (`PlayOutput.handle`).
                if kind == "action" || kind == "error" { trace.finished = false }
                switch kind {
                case "action":
                    close(complete: false)
                    trace.actions.append(String(payload.drop { $0 != " " }.dropFirst()))
                case "log": pending.append(.log(payload))
                case "error": trace.error = payload
                case "done": trace.finished = true
                case "picture":
                    // The screen after the update just closed (and, after the last action, the play's end).
                    if pictures, pending.isEmpty, !trace.updates.isEmpty,
                        trace.updates[trace.updates.count - 1].isComplete
                    {
                        trace.updates[trace.updates.count - 1].picture = ScreenPicture(jsonLine: payload)
                    }
                case "trace":
                    guard let event = UpdateTraceEvent(jsonLine: payload) else {
                        trace.unreadable += 1
                        return
                    }
                    if event.kind == .update {
                        close(complete: true)
                        return
                    }
                    if event.kind == .create, let id = event.view {
                        trace.views[id] = View(
                            id: id, type: event.type ?? "?", identity: event.identity, parent: event.parent)
                    }
                    pending.append(.event(event))
                default:
                    break
                }
            })
        close(complete: false)
        return trace
    }

    /// The label of view `id`: `TripCard (id 2)`.
    public func label(_ id: Int?) -> String {
        guard let id else { return "a view" }
        return views[id]?.label ?? "view \(id)"
    }

    /// The updates that ran during the actions `scope` selects.
    public func updates(in scope: Check.Scope) -> [Update] {
        switch scope {
        case .last: return updates.filter { $0.action == actions.count }
        case .from(let first): return updates.filter { $0.action >= first }
        }
    }
}
