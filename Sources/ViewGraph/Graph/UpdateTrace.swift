import Foundation
import HostContract

// Tracing: what the graph did in each update, and why, told as it happens.
//
// Instruments' SwiftUI template shows which bodies ran; `_printChanges()` shows why one did. The
// graph knows both for every view, so a tracer can tell them for all views at once, with or without
// `_printChanges()` in the code: the write that started an update (which `@State` of which view,
// which observed property), the bodies it marked, each body that ran with the reasons
// `_printChanges()` would print, the views created and destroyed and why, and the lifecycle actions
// in the order they ran. Tracing is off unless a host asks for it (`Host.traceUpdates`); when it is
// off, each hook in the graph is one test of an optional.

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
        guard node.primitive == nil, let type = Self.shownType(of: node) else { return }
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
        if let carrier = node.asModifierCarrier { return bare(carrier.anyModifier) }
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
