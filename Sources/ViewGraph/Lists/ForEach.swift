/// Views made from a collection, one per element, each identified by the element's id.
///
/// How rows are made when they first appear, as the recorded consoles show:
/// - In an eager stack (`VStack` in a `ScrollView`), when a `ForEach` is updated SwiftUI first makes
///   a row value for every element that is new (one "init" each), then makes the rows that already
///   existed again and compares them (their bodies run only if they differ), then makes each new row
///   a second time and builds it (init, then body, row by row). Evidence: lesson 7, step 2 at launch
///   (init S, V, P; then init+body S, V, P) and step 4 when the switch goes off (init V; init S, P;
///   init V, body V), and the twelve `card_viewed` lines of step 6.
/// - In a lazy container (`List`, `LazyVStack`, `LazyVGrid`), each row is made on demand as it comes
///   into view, so its two makings come together: lesson 7, edge case 1 printed each
///   `Detail.init` twice in a row (Seattle, Seattle, Vancouver, Vancouver, Atacama, Atacama).
///   Only the rows on the screen are built; see `LazyRows.swift`.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection the views are made from.
    public var data: Data
    /// Makes the view for one element.
    public var content: (Data.Element) -> Content
    let identify: (Data.Element) -> ID
    /// What `identify` reads, comparable: the key path given, or the form's own (`\.id`, the offset).
    let identifiedBy: AnyHashable
    let isConstantRange: Bool

    init(
        data: Data, identify: @escaping (Data.Element) -> ID, identifiedBy: AnyHashable, isConstantRange: Bool,
        content: @escaping (Data.Element) -> Content
    ) {
        (data as? any BoundCollection)?.readForEach()
        self.data = data
        self.identify = identify
        self.identifiedBy = identifiedBy
        self.isConstantRange = isConstantRange
        self.content = content
    }
}

/// The form of `ForEach` that identifies elements as `Identifiable` does, for `identifiedBy`.
struct IdentifiableID: Hashable {}
/// The constant-range form, whose rows are identified by their offset.
private struct OffsetID: Hashable {}

extension ForEach: View where Content: View {
    public typealias Body = Never
}

extension ForEach where Content: View {
    /// A view for each element of `data`, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.init(data: data, identify: { $0[keyPath: id] }, identifiedBy: id, isConstantRange: false, content: content)
    }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    /// A view for each identifiable element of `data`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(
            data: data, identify: { $0.id }, identifiedBy: IdentifiableID(), isConstantRange: false, content: content)
    }
}

extension ForEach where Content: View {
    /// A view for each element of the collection `data` binds to, given a binding to its element and
    /// identified by `id` on the element (`ForEach($names, id: \.self)`).
    ///
    /// The id is read from the element's current value: a row whose element changes its id (a name
    /// that is being edited, with `id: \.self`) becomes a new row. Evidence: lesson 20, edge case 8.
    public init<C>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    )
    where Data == Binding<C>, C: MutableCollection & RandomAccessCollection, C.Index: Hashable {
        self.init(
            data: data, identify: { $0.wrappedValue[keyPath: id] }, identifiedBy: id, isConstantRange: false,
            content: content)
    }
}

/// A binding to a collection, which a `ForEach` made over it reads as it is made.
protocol BoundCollection {
    func readForEach()
}

extension Binding: BoundCollection where Value: Collection {
    /// Reads the bound collection where a `ForEach` over a binding is made, as SwiftUI's initializer
    /// does when it takes the collection's indices: the body that makes the `ForEach` depends on the
    /// collection, so a change to it (an element removed) runs that body, which hands the `ForEach`
    /// its new rows, before a row runs its own body with a binding to an element that may be gone.
    func readForEach() { _ = wrappedValue.count }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    /// A view for each number in a range that never changes; rows are identified by their offset.
    @_semantics("swiftui.requires_constant_range")
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, identify: { $0 }, identifiedBy: OffsetID(), isConstantRange: true, content: content)
    }
}

/// What a `ForEach` node remembers between updates.
final class ForEachState {
    /// The number of elements the first time, for the constant-range form.
    var initialCount: Int?
    /// In a lazy container: the lengths of the rows built so far.
    let rowLengths = LazyRowLengths()
    /// In a lazy container: the rows' keys at the last update, to place them again on a scroll.
    var lastKeys: [ChildKey] = []
    /// In a list: the rows whose value has been made, built or not (see `makeUnbuiltListRows`).
    var madeListRows: Set<ChildKey> = []
}

@MainActor extension ForEach: PrimitiveRoles where Content: View {}

@MainActor extension ForEach: PrimitiveView where Content: View {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        let state = node.primitiveState as? ForEachState ?? ForEachState()
        node.primitiveState = state
        var elements = Array(data)
        if isConstantRange {
            if let initial = state.initialCount {
                if elements.count != initial {
                    graph.log(
                        "\(type(of: self)) count (\(elements.count)) != its initial count (\(initial)). `ForEach(_:content:)` should only be used for *constant* data. Instead conform data to `Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!"
                    )
                    elements = Array(elements.prefix(initial))
                    if let range = data as? Range<Int>, elements.count < initial {
                        elements = Array((range.lowerBound..<(range.lowerBound + initial))) as! [Data.Element]
                    }
                }
            } else {
                state.initialCount = elements.count
            }
        }
        let keys = identifyRows(of: &elements, warningTo: graph)
        let environment = node.environment
        var existing = Set<ObjectIdentifier>()
        var newChildren = [ViewNode?](repeating: nil, count: elements.count)
        var isNew = [Bool](repeating: true, count: elements.count)
        // The keys are distinct (`identifyRows` gives a repeated id a key of its own), so each
        // existing row is claimed by one element at most.
        for (offset, key) in keys.enumerated() {
            if let old = node.child(at: key) {
                isNew[offset] = false
                newChildren[offset] = old
                existing.insert(ObjectIdentifier(old))
            }
        }
        if let layout = environment.lazyLayout {
            let built = graph.layOutLazyRows(
                of: node, keys: keys, layout: layout, lengths: state.rowLengths, existing: newChildren,
                update: { offset, row in
                    graph.update(row, with: make(elements[offset], for: node, in: graph), environment: environment)
                },
                build: { offset in buildLazyRow(elements[offset], key: keys[offset], under: node, in: graph) })
            node.setChildren(built + keepDepartedRows(of: node, besides: built, layout: layout, in: graph))
            state.lastKeys = keys
            if layout.kind == .list {
                makeUnbuiltListRows(elements, keys: keys, built: built, state: state, under: node, in: graph)
            }
            // The container places the rows where they were just put: it lays out again.
            LayoutEngine.record(node, childrenChanged: true, in: graph.layoutState)
            return
        }
        for (offset, element) in elements.enumerated() where isNew[offset] {
            _ = make(element, for: node, in: graph)  // the first making: see the type's documentation
        }
        for (offset, element) in elements.enumerated() where !isNew[offset] {
            graph.update(newChildren[offset]!, with: make(element, for: node, in: graph), environment: environment)
        }
        for old in node.children where !existing.contains(ObjectIdentifier(old)) {
            graph.unmount(old)
        }
        node.setChildren(newChildren.compactMap { $0 })
        // New rows are made a second time and built when the screen asks for them: after the view
        // being built now has finished (see `UpdateGraph.deferOrRun`).
        var built: [ViewNode?] = newChildren
        var pending = 0
        for (offset, element) in elements.enumerated() where isNew[offset] {
            pending += 1
            graph.deferOrRun {
                guard node.isMounted else { return }
                built[offset] = graph.mount(
                    make(element, for: node, in: graph), key: keys[offset], parent: node, environment: environment)
            }
        }
        if pending > 0 {
            // Once every new row is built, the rows take their places in the data's order (one pass).
            graph.deferOrRun {
                guard node.isMounted else { return }
                node.setChildren(built.compactMap { $0 })
            }
        }
    }
}

/// A `ForEach` whose new value is the same as its last (equal data, identified the same way, and a
/// content closure with the same code and captured context: one that captures nothing, or captures
/// the same values) makes none of its rows again when the view around it runs its body again: no
/// row's `init` runs, and no row's body. Its rows are the same views, with the same inputs.
///
/// Rule: SwiftUI hands a view's new value to the views inside only when it differs from the last
/// (compared as `ViewComparison` compares, a closure by its code and context); a `ForEach` that is
/// the same does not call its content closure. A row's `@State` with a starting value of its own
/// (`Color.random`) plays no part, as a row is not made. A closure that captures `self` of a view
/// with state is new each time, and its rows are made and compared as before. Evidence: consoles
/// others recorded on iOS (outside the seeds, not in `Lessons/`): after the parent's body ran again,
/// only the parent printed `_printChanges()`, not the rows of a `ForEach` over the same array (rows
/// with a random `@State` colour); the rows whose `.id(_:)` changed printed "@self, @identity,
/// _color changed."; and the same rule for every view in OpenSwiftUI's reading of SwiftUI, where a
/// view's input is an attribute whose value is set only when it compares unequal.
@MainActor extension ForEach: SkipsEqualValue where Content: View {
    func isSameValue(as old: any View) -> Bool {
        // A binding compares by where it points, not by what the collection holds now: a `ForEach`
        // over a binding is made again every time, as the elements it binds to may have changed.
        guard let old = old as? Self, !(data is any BoundCollection) else { return false }
        return old.identifiedBy == identifiedBy && old.isConstantRange == isConstantRange
            && ViewComparison.bytesEqual(old.content, content)
            && ViewComparison.valuesEqual(old.data, data, askEquatable: true)
    }
}

/// The key of a row whose element repeats an id used earlier in the data: the `occurrence`-th repeat.
private struct RepeatedID: Hashable {
    let id: AnyHashable
    let occurrence: Int
}

extension ForEach where Content: View {
    /// The key of each element's row, in order; an element whose id an earlier element already has
    /// is replaced, in `elements`, by that earlier element.
    ///
    /// Two elements with one id are one view. SwiftUI finds the view for an element by the element's
    /// id alone, so a later element with an id already used is drawn with the view made for the first
    /// one, and SwiftUI logs that the id occurs more than once. Evidence: lesson 20, edge case 4:
    /// Seattle, Vancouver and Atacama, Atacama with Seattle's id 1, showed Seattle, Vancouver,
    /// Seattle, in a `VStack` and in a `List`, with "ForEach<Array<Trip>, Int, Text>: the ID 1 occurs
    /// multiple times within the collection, this will give undefined results!". The engine gives the
    /// repeat a row of its own made from the first element; whether iOS shares one `@State` between
    /// the two places is not recorded.
    @MainActor
    func identifyRows(of elements: inout [Data.Element], warningTo graph: UpdateGraph?) -> [ChildKey] {
        var keys: [ChildKey] = []
        keys.reserveCapacity(elements.count)
        var firstOffset: [AnyHashable: Int] = [:]
        var repeats: [AnyHashable: Int] = [:]
        for offset in elements.indices {
            let id = identify(elements[offset])
            let hashable = AnyHashable(id)
            guard let first = firstOffset[hashable] else {
                firstOffset[hashable] = offset
                keys.append(.id(hashable))
                continue
            }
            graph?.log(
                "\(type(of: self)): the ID \(id) occurs multiple times within the collection, this will give undefined results!"
            )
            elements[offset] = elements[first]
            let occurrence = (repeats[hashable] ?? 0) + 1
            repeats[hashable] = occurrence
            keys.append(.id(AnyHashable(RepeatedID(id: hashable, occurrence: occurrence))))
        }
        return keys
    }
}

@MainActor extension ForEach: LazyRowsContainer where Content: View {
    /// A row of a lazy container, made, made again and built as it comes into view, body included.
    @MainActor
    func buildLazyRow(_ element: Data.Element, key: ChildKey, under node: ViewNode, in graph: UpdateGraph) -> ViewNode {
        graph.withBuildScope {
            _ = make(element, for: node, in: graph)  // the first making: see the type's documentation
            return graph.mount(
                make(element, for: node, in: graph), key: key, parent: node, environment: node.environment)
        }
    }

    /// In a list (and a form), makes once the value of each row new to the data that was not built:
    /// a list builds only the rows on the screen (their bodies run), but makes every row's view, so
    /// each row's `init` runs at launch, the ones further down included, after the rows built.
    ///
    /// Evidence: consoles others recorded on iOS (outside the seeds, not in `Lessons/`): a `List {
    /// Section { ForEach } }` of 250 rows printed the row view's init for all 250 at launch, and its
    /// body only for the rows on the screen. A `LazyVStack` makes only the rows it builds. That the
    /// rows not built are made after the rows built, once each, and only when they are new to the data
    /// (not again at every update of the `ForEach`), is the engine's assumption; the rows built are
    /// made twice, one after the other, as lesson 7's edge case 1 recorded (`Detail.init` for Seattle,
    /// Seattle, Vancouver, Vancouver…).
    @MainActor
    private func makeUnbuiltListRows(
        _ elements: [Data.Element], keys: [ChildKey], built: [ViewNode], state: ForEachState,
        under node: ViewNode, in graph: UpdateGraph
    ) {
        let builtKeys = Set(built.map(\.key))
        var made: Set<ChildKey> = []
        for (offset, key) in keys.enumerated() {
            made.insert(key)
            if builtKeys.contains(key) || state.madeListRows.contains(key) { continue }
            _ = make(elements[offset], for: node, in: graph)
        }
        state.madeListRows = made
    }

    /// Makes the row for `element`, with what the content closure reads tracked for the `ForEach`.
    @MainActor
    func make(_ element: Data.Element, for node: ViewNode, in graph: UpdateGraph) -> Content {
        graph.makeTracked(for: node) { content(element) }
    }

    func scrolled(_ node: ViewNode, in graph: UpdateGraph) {
        guard let layout = node.environment.lazyLayout, let state = node.primitiveState as? ForEachState else { return }
        var elements = Array(data.prefix(state.lastKeys.count))
        let keys = state.lastKeys
        guard elements.count == keys.count, identifyRows(of: &elements, warningTo: nil) == keys else { return }
        let existing = keys.map { node.child(at: $0) }
        let built = graph.layOutLazyRows(
            of: node, keys: keys, layout: layout, lengths: state.rowLengths, existing: existing,
            update: { _, _ in },
            build: { offset in buildLazyRow(elements[offset], key: keys[offset], under: node, in: graph) },
            remeasure: false)
        node.setChildren(built + keepDepartedRows(of: node, besides: built, layout: layout, in: graph))
        LayoutEngine.record(node, childrenChanged: true, in: graph.layoutState)
    }

    /// The rows under `node` that are not among `built` and still exist: rows that left the data,
    /// kept for a while (see `UpdateGraph.keepDepartedRows`). Rows of the data that the layout let go
    /// were destroyed by it already.
    @MainActor
    private func keepDepartedRows(
        of node: ViewNode, besides built: [ViewNode], layout: LazyLayout, in graph: UpdateGraph
    ) -> [ViewNode] {
        let placed = Set(built.map(ObjectIdentifier.init))
        let departed = node.children.filter { !placed.contains(ObjectIdentifier($0)) && $0.isMounted }
        guard let state = node.primitiveState as? ForEachState else { return [] }
        return graph.keepDepartedRows(departed, of: node, layout: layout, lengths: state.rowLengths)
    }
}

/// A `ForEach`, asked where a row sits in its data.
@MainActor
protocol RowLocating {
    /// The offset in the data of the element whose row has `key`.
    func offset(ofRowWith key: ChildKey) -> Int?
}

@MainActor extension ForEach: RowLocating where Content: View {
    func offset(ofRowWith key: ChildKey) -> Int? {
        guard case .id(let id) = key else { return nil }
        return data.enumerated().first { AnyHashable(identify($0.element)) == id }?.offset
    }
}

/// A view that is made from a collection (`ForEach`), to which collection modifiers apply.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}
