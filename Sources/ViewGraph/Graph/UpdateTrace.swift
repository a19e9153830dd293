import Foundation

// Tracing: what the graph did in each update, and why, told as it happens.
//
// Instruments' SwiftUI template shows which bodies ran; `_printChanges()` shows why one did. The
// graph knows both for every view, so a tracer can tell them for all views at once, with or without
// `_printChanges()` in the code: the write that started an update (which `@State` of which view,
// which observed property), the bodies it marked, each body that ran with the reasons
// `_printChanges()` would print, the views created and destroyed and why, and the lifecycle actions
// in the order they ran. Tracing is off unless a host asks for it (`Host.traceUpdates`); when it is
// off, each hook in the graph is one test of an optional.

/// One thing the graph did, as a tracer reports it. Views are numbered in the order they were
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

/// Receives the graph's events and numbers the views they name.
@MainActor
final class UpdateTracer {
    /// What a lifecycle action or a task that is running now is, so that the writes it makes say so.
    struct Source: Sendable {
        var kind: String
        var view: Int?
    }

    @TaskLocal static var source: Source?

    private let sink: (UpdateTraceEvent) -> Void
    private var ids: [ObjectIdentifier: Int] = [:]
    private var nextView = 1
    private var nextWrite = 1
    /// The write whose marks are being made now.
    private var openWrite: Int?
    /// The last observed write since the last update, by name: every body that read the property
    /// hears of the change on its own, and all of that is one write.
    private var observedWrites: [String: Int] = [:]
    private var eventsSinceUpdate = false
    /// The nodes made since the last update ended, views with a body or not: what an update built new.
    private var madeThisUpdate = Set<ObjectIdentifier>()

    init(sink: @escaping (UpdateTraceEvent) -> Void) {
        self.sink = sink
    }

    private func emit(_ event: UpdateTraceEvent) {
        eventsSinceUpdate = true
        sink(event)
    }

    /// The number of a view with a body, or of the closest one above it.
    func id(of node: ViewNode) -> Int? {
        var current: ViewNode? = node
        while let candidate = current {
            if let id = ids[ObjectIdentifier(candidate)] { return id }
            current = candidate.parent
        }
        return nil
    }

    // MARK: - Views

    /// `node` has just been made; a view with a body is created.
    func mounting(_ node: ViewNode) {
        madeThisUpdate.insert(ObjectIdentifier(node))
        guard !(node.view is any PrimitiveView), let type = Self.shownType(of: node) else { return }
        let parent = node.parent.flatMap(id(of:))
        let id = nextView
        nextView += 1
        ids[ObjectIdentifier(node)] = id
        emit(
            UpdateTraceEvent(
                kind: .create, view: id, type: type, parent: parent, identity: Self.identity(of: node),
                why: whyCreated(node)))
    }

    /// `root` and everything below it are about to be destroyed.
    func willDestroy(_ root: ViewNode) {
        let why = Self.whyDestroyed(root)
        func visit(_ node: ViewNode, top: Bool) {
            var top = top
            if let id = ids.removeValue(forKey: ObjectIdentifier(node)) {
                emit(UpdateTraceEvent(kind: .destroy, view: id, why: top ? why : nil))
                top = false
            }
            for child in node.children { visit(child, top: top) }
        }
        visit(root, top: true)
    }

    /// The body of `node` is running, for `reasons`.
    func bodyRan(_ node: ViewNode, reasons: [String]) {
        guard let id = ids[ObjectIdentifier(node)] else { return }
        emit(UpdateTraceEvent(kind: .body, view: id, reasons: reasons))
    }

    /// `node`'s body is out of date because of `reason`, by the write being made now, if any.
    func marked(_ node: ViewNode, reason: String?) {
        guard let id = id(of: node) else { return }
        emit(UpdateTraceEvent(kind: .mark, view: id, reasons: reason.map { [$0] } ?? [], write: openWrite))
    }

    // MARK: - Writes

    /// The `@State` property at `fieldIndex` of `owner` changed (an owner already gone is nil); the
    /// marks until `endWrite()` are its doing.
    func beginStateWrite(owner: ViewNode?, fieldIndex: Int) {
        let field = owner?.composite.map { $0.layout.fields[fieldIndex].name } ?? "a state"
        let name = field.hasPrefix("_") ? String(field.dropFirst()) : field
        openWrite = newWrite(
            UpdateTraceEvent(kind: .write, view: owner.flatMap(id(of:)), name: name, property: "@State"))
    }

    /// An observed property changed; several bodies that read it make one write.
    func beginObservedWrite(name: String) {
        if let existing = observedWrites[name] {
            openWrite = existing
            return
        }
        let write = newWrite(UpdateTraceEvent(kind: .write, name: name, property: "@Observable"))
        observedWrites[name] = write
        openWrite = write
    }

    func endWrite() { openWrite = nil }

    private func newWrite(_ event: UpdateTraceEvent) -> Int {
        var event = event
        let number = nextWrite
        nextWrite += 1
        event.write = number
        if let source = Self.source {
            event.source = source.kind
            event.sourceView = source.view
        }
        emit(event)
        return number
    }

    // MARK: - Updates and lifecycle

    /// A pass of the update loop has finished; it ends an update if anything happened since the last.
    func updateEnded(_ frame: Int) {
        madeThisUpdate = []
        guard eventsSinceUpdate else { return }
        sink(UpdateTraceEvent(kind: .update, update: frame))
        eventsSinceUpdate = false
        observedWrites = [:]
    }

    /// `action`, which reports itself as a `kind` of the view above `node` when it runs, and names
    /// itself as the source of the writes it makes (and of those of the tasks it starts).
    func traced(_ kind: UpdateTraceEvent.Kind, _ node: ViewNode, _ action: @escaping () -> Void) -> () -> Void {
        let owner = id(of: node)
        return { [weak self] in
            self?.emit(UpdateTraceEvent(kind: kind, view: owner))
            UpdateTracer.$source.withValue(Source(kind: kind.rawValue, view: owner)) { action() }
        }
    }

    // MARK: - Names and causes

    /// The name a view is shown by, or nil for the engine's own views (the scene's root).
    static func shownType(of node: ViewNode) -> String? {
        if let app = node.view as? any AppNaming { return app.appTypeName }
        if node.view is any HiddenFromTrace { return nil }
        return node.typeName
    }

    /// `id 2` for a row or an `.id(_:)`, `if` or `else` for a branch: the part of the view's identity
    /// between it and the closest view with a body above it that tells it from its siblings.
    static func identity(of node: ViewNode) -> String? {
        var branch: String?
        var current: ViewNode? = node
        while let candidate = current {
            if candidate !== node, candidate.composite != nil { break }
            switch candidate.key {
            case .id(let id): return "id \(id.base)"
            case .branch(let isTrue): branch = branch ?? (isTrue ? "if" : "else")
            case .some: branch = branch ?? "if"
            default: break
            }
            current = candidate.parent
        }
        return branch
    }

    /// Why `node` is new, when its place says: a row, a lazy row, an `.id(_:)`, a branch, another type.
    ///
    /// The place that says is the top of the part of the tree built new with it, below the closest view
    /// with a body: an `.id(_:)` on a grid makes every card in it new, though each card sits in a row
    /// and a branch of its own.
    func whyCreated(_ node: ViewNode) -> String? {
        var top = node
        while let parent = top.parent, parent.composite == nil, madeThisUpdate.contains(ObjectIdentifier(parent)) {
            top = parent
        }
        guard let parent = top.parent else { return nil }
        if let old = parent.child(at: top.key), old !== top, type(of: old.view) != type(of: top.view) {
            return "replaced \(old.typeName)"
        }
        switch top.key {
        case .id:
            if parent.view is any RowLocating { return parent.environment.lazyLayout != nil ? "lazy row" : "row" }
            return ".id"
        case .branch, .some:
            return "branch"
        default:
            return nil
        }
    }

    /// Why the views from `root` down are going, when `root`'s place says.
    static func whyDestroyed(_ root: ViewNode) -> String? {
        guard let parent = root.parent else { return nil }
        switch root.key {
        case .id:
            if let rows = parent.view as? any RowLocating {
                return parent.isMounted && rows.offset(ofRowWith: root.key) != nil
                    ? "lazy row far off the screen" : "row left the data"
            }
            return ".id changed"
        case .branch, .some:
            return "branch changed"
        default:
            return nil
        }
    }
}

/// The engine's own views, which a trace leaves out.
@MainActor protocol HiddenFromTrace {}
extension SceneRoot: HiddenFromTrace {}

/// The view that stands for the app: shown by the app's type, unless the runner made the app.
@MainActor protocol AppNaming {
    var appTypeName: String? { get }
}

extension AppRootView: AppNaming {
    var appTypeName: String? { A.self is any DefaultAppMarker.Type ? nil : String(describing: A.self) }
}

@MainActor protocol DefaultAppMarker {}
extension _DefaultApp: DefaultAppMarker {}

extension UpdateGraph {
    /// `action` as it is, or, when tracing, reporting itself as a `kind` of the view above `node` when it runs.
    func traced(_ kind: UpdateTraceEvent.Kind, _ node: ViewNode, _ action: @escaping () -> Void) -> () -> Void {
        tracer?.traced(kind, node, action) ?? action
    }
}

extension UpdateTracer: LayoutTracer {
    func passBegan(_ pass: Int) {}
    func passEnded(_ pass: Int) {}
    func measured(_ node: ViewNode, proposal: ProposedViewSize, size: CGSize) {}

    func remeasured(_ node: ViewNode, why: String, proposal: ProposedViewSize, old: CGSize, new: CGSize) {
        emit(
            UpdateTraceEvent(
                kind: .layout, view: id(of: node), type: Self.layoutName(of: node),
                why: why, proposal: describe(proposal), size: "\(describe(old)) -> \(describe(new))"))
    }

    func rebuilt(_ node: ViewNode) {
        emit(
            UpdateTraceEvent(
                kind: .layout, view: id(of: node), type: Self.layoutName(of: node),
                why: "content made again from its new geometry"))
    }

    /// The measured view's type without its generic arguments; a modified view by its modifier.
    static func layoutName(of node: ViewNode) -> String {
        func bare(_ value: Any) -> String { String(String(describing: type(of: value)).prefix { $0 != "<" }) }
        if let carrier = node.view as? any ModifierCarrier { return bare(carrier.anyModifier) }
        return bare(node.view)
    }

    private func describe(_ length: CGFloat?) -> String {
        guard let length else { return "nil" }
        if length == .infinity { return "inf" }
        let hundredths = (Double(length) * 100).rounded()
        return hundredths.truncatingRemainder(dividingBy: 100) == 0
            ? String(Int(hundredths / 100)) : String(format: "%.2f", hundredths / 100)
    }
    private func describe(_ proposal: ProposedViewSize) -> String {
        "\(describe(proposal.width)) x \(describe(proposal.height))"
    }
    private func describe(_ size: CGSize) -> String { "\(describe(size.width)) x \(describe(size.height))" }
}

extension Host {
    /// Reports each thing the graph does from now on to `sink`, in order (see `UpdateTraceEvent`),
    /// the layout pass's questions included.
    public func traceUpdates(_ sink: @escaping (UpdateTraceEvent) -> Void) {
        let tracer = UpdateTracer(sink: sink)
        graph.tracer = tracer
        graph.layoutState.tracer = tracer
    }
}
