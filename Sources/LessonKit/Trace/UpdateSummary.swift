import HostContract

/// One update of a trace, gathered for drawing: which writes marked which bodies, which bodies ran
/// and why, which views came and went, what ran after, and what each of them printed.
public struct UpdateSummary: Sendable {
    /// A write and the bodies it marked.
    public struct Write: Sendable {
        public var number: Int?
        /// `\TripStore.trips`, or `TripCard (id 2) · showsFacts` for a view's own state.
        public var label: String
        /// `@State`, `@Observable`; nil for marks no write explains (an animation frame).
        public var property: String?
        /// `onAppear of ContentView`, `a task of Clock`; nil when the action itself wrote it.
        public var source: String?
        /// The view that owns the state, for a view's own state.
        public var owner: Int?
        /// Each body marked, with the reason it was marked for, in order.
        public var marks: [(view: Int, reason: String)]
    }

    /// A lifecycle action that ran, and what it printed.
    public struct Action: Sendable {
        public var kind: UpdateTraceEvent.Kind
        public var view: Int?
        public var prints: [String]

        /// `onAppear`, `onDisappear`, `onChange`, `task`.
        public var name: String {
            switch kind {
            case .appear: return "onAppear"
            case .disappear: return "onDisappear"
            case .change: return "onChange"
            default: return kind.rawValue
            }
        }
    }

    /// A question the layout pass asked again of a view that changed, or whose child's size did.
    public struct Measure: Sendable {
        /// The view with a body the measured view is in.
        public var view: Int?
        /// The measured view's type (`Text`, `VStack`, `ModifiedContent`).
        public var type: String
        public var why: String
        /// `402 x nil`; nil for a reader's content made again.
        public var proposal: String?
        /// `59.5 x 20.33 -> 68 x 20.33`.
        public var size: String?
    }

    public var update: PlayTrace.Update
    public var writes: [Write] = []
    /// What the layout pass measured again and found a new size for, in the order it asked.
    public var measures: [Measure] = []
    /// How many views the layout pass measured again that kept their size (`59 x 20.33 -> 59 x 20.33`),
    /// told as a count: nothing on the screen moved for them.
    public var unchangedMeasures = 0
    /// Each body's runs in this update, each with its reasons (empty: "unchanged").
    public var runs: [Int: [[String]]] = [:]
    /// The order in which bodies first ran.
    public var runOrder: [Int] = []
    /// What each body printed while it ran.
    public var prints: [Int: [String]] = [:]
    /// Views created, with why (nil: their place does not say).
    public var created: [Int: String?] = [:]
    /// Views destroyed, with why.
    public var destroyed: [Int: String?] = [:]
    public var actions: [Action] = []
    /// What the action printed before anything in the update happened (a button's own `print`).
    public var actionPrints: [String] = []
    public var logs: [String] = []
    public var counts: BodyCounts

    public init(_ update: PlayTrace.Update, in trace: PlayTrace) {
        self.update = update
        counts = BodyCounts([update], in: trace)
        enum Printer {
            case action
            case body(Int)
            case lifecycle(Int)
        }
        var printer = Printer.action
        var writeIndex: [Int: Int] = [:]
        for entry in update.entries {
            switch entry {
            case .console(let line):
                switch printer {
                case .action: actionPrints.append(line)
                case .body(let view): prints[view, default: []].append(line)
                case .lifecycle(let index): actions[index].prints.append(line)
                }
            case .log(let line):
                logs.append(line)
            case .event(let event):
                switch event.kind {
                case .write:
                    var label = event.name ?? "?"
                    if let owner = event.view { label = "\(trace.label(owner)) · \(label)" }
                    var source: String?
                    if let kind = event.source {
                        let name = Action(kind: UpdateTraceEvent.Kind(rawValue: kind) ?? .task, view: nil, prints: [])
                            .name
                        source =
                            kind == "task"
                            ? "a task of \(trace.label(event.sourceView))"
                            : "\(name) of \(trace.label(event.sourceView))"
                    }
                    writeIndex[event.write ?? -1] = writes.count
                    writes.append(
                        Write(
                            number: event.write, label: label, property: event.property, source: source,
                            owner: event.view, marks: []))
                case .mark:
                    guard let view = event.view else { continue }
                    let reason = event.reasons?.first ?? "no reason _printChanges() names"
                    if let write = event.write, let index = writeIndex[write] {
                        writes[index].marks.append((view, reason))
                    } else if let index = writes.firstIndex(where: { $0.number == nil && $0.label == reason }) {
                        writes[index].marks.append((view, reason))
                    } else {
                        writes.append(
                            Write(
                                number: nil, label: reason, property: nil, source: nil, owner: nil,
                                marks: [(view, reason)]))
                    }
                case .body:
                    guard let view = event.view else { continue }
                    if runs[view] == nil { runOrder.append(view) }
                    runs[view, default: []].append(event.reasons ?? [])
                    printer = .body(view)
                case .create:
                    if let view = event.view { created[view] = .some(event.why) }
                case .destroy:
                    if let view = event.view { destroyed[view] = .some(event.why) }
                case .appear, .disappear, .change, .task:
                    actions.append(Action(kind: event.kind, view: event.view, prints: []))
                    printer = .lifecycle(actions.count - 1)
                case .layout:
                    if let size = event.size, Self.sizeIsUnchanged(size) {
                        unchangedMeasures += 1
                        continue
                    }
                    measures.append(
                        Measure(
                            view: event.view, type: event.type ?? "?", why: event.why ?? "changed",
                            proposal: event.proposal, size: event.size))
                case .update:
                    break
                }
            }
        }
    }

    /// Whether the update changed nothing the trace shows: no write, body, view made or gone,
    /// lifecycle action, new size, print or log; at most views measured again at the same size (a
    /// scroll's passes).
    public var isQuiet: Bool {
        writes.isEmpty && runs.isEmpty && created.isEmpty && destroyed.isEmpty && actions.isEmpty && measures.isEmpty
            && actionPrints.isEmpty && prints.isEmpty && logs.isEmpty
    }

    /// Whether a layout event's `old -> new` size names the same size twice.
    static func sizeIsUnchanged(_ size: String) -> Bool {
        let sides = size.components(separatedBy: " -> ")
        return sides.count == 2 && sides[0] == sides[1]
    }

    /// Every view this update touched: marked, run, created or destroyed.
    public var touched: Set<Int> {
        var views = Set(runs.keys).union(created.keys).union(destroyed.keys)
        for write in writes { views.formUnion(write.marks.map(\.view)) }
        return views
    }

    /// Why `view` is new, in words, or nil when its parent is new too (it came with it).
    func creationNote(_ view: Int, in trace: PlayTrace) -> String? {
        guard let why = created[view], let parent = trace.views[view]?.parent, created[parent] == nil else {
            return nil
        }
        return Self.words(forCreation: why)
    }

    /// Why `view` went, in words, or nil when its parent went too.
    func destructionNote(_ view: Int, in trace: PlayTrace) -> String? {
        guard let why = destroyed[view] else { return nil }
        if let parent = trace.views[view]?.parent, destroyed[parent] != nil { return nil }
        return Self.words(forDestruction: why)
    }

    static func words(forCreation why: String?) -> String {
        switch why {
        case "row": return "new: an element of a ForEach"
        case "lazy row": return "new: a lazy row came into view"
        case ".id": return "new: the .id(_:) around it changed"
        case "branch": return "new: an if took its branch"
        case let why? where why.hasPrefix("replaced "): return "new: it " + why + " at the same place"
        default: return "new"
        }
    }

    static func words(forDestruction why: String?) -> String {
        switch why {
        case "row left the data": return "its element left the ForEach's data"
        case "lazy row far off the screen": return "a lazy row far off the screen"
        case ".id changed": return "the .id(_:) around it changed"
        case "branch changed": return "the if took its other branch"
        default: return "gone from its parent's body"
        }
    }

    /// `ContentView, TripGrid, 3 TripCard`: the views a write marked, types that repeat counted.
    func markedList(_ write: Write, in trace: PlayTrace) -> String {
        var order: [String] = []
        var byType: [String: [Int]] = [:]
        for mark in write.marks.sorted(by: { $0.view < $1.view }) {
            let type = trace.views[mark.view]?.type ?? "?"
            if byType[type] == nil { order.append(type) }
            if !(byType[type]?.contains(mark.view) ?? false) { byType[type, default: []].append(mark.view) }
        }
        return order.map { type in
            let views = byType[type]!
            return views.count == 1 ? trace.label(views[0]) : "\(views.count) \(type)"
        }.joined(separator: ", ")
    }
}

extension PlayTrace {
    /// Each update gathered for drawing.
    public var summaries: [UpdateSummary] { updates.map { UpdateSummary($0, in: self) } }

    /// The views alive just before the update at `position` (from 1) began, in the order they were created.
    func aliveBefore(update position: Int) -> [Int] {
        var alive = Set<Int>()
        for update in updates where update.position < position {
            for event in update.events {
                if event.kind == .create, let view = event.view { alive.insert(view) }
                if event.kind == .destroy, let view = event.view { alive.remove(view) }
            }
        }
        return alive.sorted()
    }

    /// The tree of `views` and their ancestors, parents first, children in the order they were
    /// created: each view with its depth.
    func tree(of views: Set<Int>) -> [(view: Int, depth: Int)] {
        var included = Set<Int>()
        for view in views {
            var current: Int? = view
            while let id = current, included.insert(id).inserted { current = self.views[id]?.parent }
        }
        var children: [Int: [Int]] = [:]
        var roots: [Int] = []
        for id in included.sorted() {
            if let parent = self.views[id]?.parent, included.contains(parent) {
                children[parent, default: []].append(id)
            } else {
                roots.append(id)
            }
        }
        var rows: [(Int, Int)] = []
        func visit(_ id: Int, _ depth: Int) {
            rows.append((id, depth))
            for child in children[id] ?? [] { visit(child, depth + 1) }
        }
        for root in roots { visit(root, 0) }
        return rows
    }
}
