import Foundation
@_spi(SwiftUI) import Observation

/// The graph of views kept by identity, and the update machinery that decides which bodies run.
///
/// One update works like SwiftUI's:
/// - a write to state, an observed property or an environment value marks the bodies that read it;
/// - after the action that wrote it has finished, `flush()` runs the marked bodies, parents first;
/// - a body builds new child values; each child is compared with its last value (`ViewComparison`)
///   and runs its own body only when it differs or something it read changed;
/// - views that are new get storage and appear; views whose identity is gone lose it and disappear;
/// - then the lifecycle actions run (`onDisappear`, `onAppear`, `onChange`, tasks), which may mark
///   more bodies, until nothing is left or the update limit is reached.
@MainActor
public final class UpdateGraph {
    /// The graph whose body is being evaluated, for `_printChanges()` and state reads.
    static var current: UpdateGraph?
    /// The node whose body is being evaluated, which records what it reads.
    static var active: ViewNode? { current?.evaluatingNode }

    /// The root of the view tree.
    private(set) var root: ViewNode?
    /// Where SwiftUI's own warnings go (the host's log).
    let log: (String) -> Void
    /// Where the engine's console lines go (`_printChanges()`): standard output unless a host redirects it.
    var console: (String) -> Void = { print($0) }

    var evaluatingNode: ViewNode?
    /// The views whose body is out of date, and the primitives whose children are, in tree order.
    private var outOfDate = UpdateQueue()
    /// Counts updates: all that one flush does, until nothing is left to do, is one frame.
    private(set) var frame = 0
    /// How many times the update loop took each node that it took more than once in this frame, by
    /// the node's identity; a node taken once is counted by its `runsFrame` alone.
    private var repeatedRuns: [ObjectIdentifier: Int] = [:]
    /// The lifecycle actions the current update queued.
    let lifecycle = LifecycleQueue()
    /// While above zero, the views being removed had already left the screen.
    var isUnmountingOffScreen = 0
    private var isFlushing = false
    /// How many bodies have run, for tests and benchmarks.
    private(set) var bodyCount = 0
    /// How long the layout passes have taken since launch, for the benchmarks.
    private(set) var layoutTime: Duration = .zero
    /// Called when something marks a body out of date, so that the host schedules a flush.
    var onNeedsFlush: () -> Void = {}
    /// Told what each update does, when someone asks (see `UpdateTrace.swift`).
    var tracer: UpdateTracer?
    /// What the layout pass keeps between updates (see `LayoutEngine.swift`).
    let layoutState = LayoutState()
    /// The device the graph is laid out for: its screen, safe area, bars and size classes, and
    /// the pixels frames and text are rounded to.
    var device = DeviceMetrics.iPhone17

    /// Runs `body` with the device's pixels as the grid frames are rounded to (`PixelGrid`), and
    /// puts the grid back after: the graph updates, lays out and is read inside it.
    func onPixelGrid<T>(_ body: () throws -> T) rethrows -> T {
        let saved = PixelGrid.scale
        PixelGrid.scale = CGFloat(device.scale)
        defer { PixelGrid.scale = saved }
        return try body()
    }

    /// A graph whose warnings go to `log`.
    init(log: @escaping (String) -> Void) {
        self.log = log
    }

    // MARK: - Building the tree

    /// Builds the tree for `view` as the root.
    func setRoot(_ view: any View, environment: EnvironmentValues = EnvironmentValues()) {
        root = withBuildScope { mount(view, key: .content, parent: nil, environment: environment) }
        flush()
    }

    /// Creates the node for a view that is new at this identity, runs its body, and builds its children.
    @discardableResult
    func mount(_ view: any View, key: ChildKey, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        if let parent, parent.depth + 1 >= depthLimit {
            // Past the limit, nothing: the host ends the play with the reason (see `TreeDepthLimit.swift`).
            let node = ViewNode(key: key, parent: parent, view: view, environment: environment)
            if tooDeep == nil { tooDeep = UpdateGraph.depthFault(at: node, limit: depthLimit) }
            node.view = EmptyView()
            return node
        }
        let node = ViewNode(key: key, parent: parent, view: view, environment: environment)
        tracer?.mounting(node)
        if let primitive = view as? any PrimitiveView {
            // What the view queues when it is mounted goes before what its content queued: appear
            // actions run last-in first-out, so a view's content appears before the view around it
            // (see `LifecycleQueue`).
            let mark = lifecycle.appearMark
            primitive.reconcileChildren(of: node, in: self)
            lifecycle.queueingAppears(at: mark) { primitive.didMount(node, in: self) }
        } else {
            let layout = DynamicPropertyLayout.of(type(of: view))
            let composite = CompositeState(layout: layout, comparesWithEquatable: view is any Equatable)
            node.composite = composite
            composite.addReason("@self")
            if layout.fields.contains(where: { $0.kind.needsIdentity }) { composite.addReason("@identity") }
            for field in layout.fields { composite.addReason(field.kind.changeName(forField: field.name)) }
            if layout.isEmpty {
                deferOrRun { [unowned self] in
                    if node.isMounted { runBody(of: node, storingInstalledValue: true) }
                }
            } else {
                runBody(of: node, storingInstalledValue: true)
            }
        }
        return node
    }

    /// How many views deep the tree is built (see `TreeDepthLimit.swift`).
    var depthLimit = UpdateGraph.defaultDepthLimit
    /// Why the tree was not built past `depthLimit`, once it was not.
    private(set) var tooDeep: String?

    // MARK: - Building order

    /// Work put off until the view being built has finished building its own children.
    private var buildScopes: [[() -> Void]] = []

    /// Runs `work` when the body being built now has finished building its children; at once when
    /// no body is being built.
    ///
    /// SwiftUI builds a view's children lazily: a view with a dynamic property (`@State`,
    /// `@Environment`...) runs its body as soon as it is created, but a view of plain values runs its
    /// body only when the screen asks for it, after its parent has finished, in order. The rows a
    /// `ForEach` adds are built the same way, one by one. Evidence: lesson 48, edge case 7 printed
    /// "Counted's body" (a view with `@State`) before "Styled's body" (plain values), though Styled
    /// comes first in the stack; lesson 7, step 2 printed each card's init and body together, card by
    /// card, after the parent's body.
    func deferOrRun(_ work: @escaping () -> Void) {
        if buildScopes.isEmpty {
            work()
        } else {
            buildScopes[buildScopes.count - 1].append(work)
        }
    }

    /// Runs `body`, then the work it put off, in order; each piece may put off work of its own.
    func withBuildScope<T>(_ body: () -> T) -> T {
        buildScopes.append([])
        let result = body()
        let work = buildScopes.removeLast()
        for item in work { withBuildScope { item() } }
        return result
    }

    /// Hands an existing node a new value from its parent, running its body only if needed.
    func update(_ node: ViewNode, with view: any View, environment: EnvironmentValues) {
        let oldView = node.view
        let oldEnvironment = node.environment
        node.updateCount += 1
        node.environment = environment
        if let primitive = view as? any PrimitiveView {
            if let unchanged = view as? any SkipsEqualValue, !outOfDate.contains(node),
                unchanged.isSameValue(as: oldView)
            {
                // The same value: nothing below it is made again (`SkipsEqualValue`); a new environment
                // goes down to the views that read it, as it does below a body that did not run.
                node.view = view
                if !oldEnvironment.isIdentical(to: environment) { propagateEnvironment(below: node) }
                return
            }
            node.view = view
            // Its children are made now from the new value: a rebuild it was waiting for is done too.
            outOfDate.remove(node)
            primitive.reconcileChildren(of: node, in: self)
            // A leaf (a text, a shape) reconciles no children: its new value is recorded here,
            // unless it equals the old one in the same environment (then its size is the same).
            if !(node.children.isEmpty && oldEnvironment.isIdentical(to: environment)
                && Self.equalLeaves(oldView, view))
            {
                LayoutEngine.record(node, childrenChanged: false, in: layoutState)
            }
            primitive.didUpdate(node, from: oldView, in: self)
            return
        }
        guard let composite = node.composite else { return }
        // Rule 3 of ViewComparison: a view's own `==` is asked from its second comparison on.
        let askEquatable = composite.comparesWithEquatable && composite.comparisons > 0
        composite.comparisons += 1
        let view = startAnimationIfNeeded(node, from: oldView, to: view)
        var sameValue = ViewComparison.viewsEqual(
            oldView, view, askEquatable: askEquatable,
            evenIfPlainData: composite.comparesWithEquatableEvenIfPlainData)
        if sameValue, carriesChangedValue(view, composite: composite) { sameValue = false }
        node.view = view
        if !sameValue {
            composite.addReason("@self")
            for name in changedInputNames(old: oldView, new: view, composite: composite) {
                composite.addReason(name)
            }
        }
        if !oldEnvironment.isIdentical(to: environment) {
            for name in composite.readsChangedValue(in: environment) { composite.addReason(name) }
        }
        if !composite.pendingReasons.isEmpty || composite.isDirty {
            runBody(of: node, storingInstalledValue: false)
        } else if !oldEnvironment.isIdentical(to: environment) {
            propagateEnvironment(below: node)
        }
    }

    /// Whether two values of a leaf view are equal by its own `==` (a `Text`, an `Image`, a `Color`).
    private static func equalLeaves(_ old: any View, _ new: any View) -> Bool {
        guard let old = old as? any Equatable else { return false }
        func open<T: Equatable>(_ old: T) -> Bool { (new as? T).map { $0 == old } ?? false }
        return open(old)
    }

    private func carriesChangedValue(_ view: any View, composite: CompositeState) -> Bool {
        func open<V: View>(_ view: V) -> Bool {
            composite.layout.carriesChangedValue(new: view, slots: composite.slots)
        }
        return open(view)
    }

    private func changedInputNames(old: any View, new: any View, composite: CompositeState) -> [String] {
        func open<V: View>(_ old: V) -> [String] {
            guard let new = new as? V else { return [] }
            return composite.layout.changedInputNames(old: old, new: new, slots: composite.slots)
        }
        return open(old)
    }

    /// Brings a new environment to the nodes below `node` whose own body did not run.
    func propagateEnvironment(below node: ViewNode) {
        for child in node.children {
            var environment = node.environment
            if let primitive = node.primitive {
                primitive.modifyEnvironment(&environment, for: child)
            }
            refreshEnvironment(of: child, to: environment)
        }
    }

    /// Gives `node` a new environment: its body runs if it read a value that changed, else its children get it.
    func refreshEnvironment(of node: ViewNode, to environment: EnvironmentValues) {
        if node.environment.isIdentical(to: environment) { return }
        node.environment = environment
        // A view whose size comes from the environment (a text's font) is measured again; a body
        // that read a changed value runs, and what it makes is recorded as it is reconciled.
        if node.isSizedByEnvironment { LayoutEngine.record(node, childrenChanged: false, in: layoutState) }
        if let composite = node.composite {
            for name in composite.readsChangedValue(in: environment) { composite.addReason(name) }
            if !composite.pendingReasons.isEmpty {
                runBody(of: node, storingInstalledValue: false)
                return
            }
        }
        propagateEnvironment(below: node)
    }

    /// Reconciles `node`'s children with the views its new value describes, by key and type.
    ///
    /// A child whose key and type match keeps its node and is updated; any other is new and is mounted;
    /// a node whose key is gone is removed with its state, unless a lazy container keeps it: the branch
    /// of an `if` not taken, at the top of a lazy container's content, is retired (see `retire`).
    func reconcile(_ node: ViewNode, children specs: [(ChildKey, any View)]) {
        var newChildren: [ViewNode] = []
        newChildren.reserveCapacity(specs.count)
        // The old children taken again: a set for a long list; for a short one (a body's one child),
        // the new list itself is searched, with no set to make.
        let isLong = specs.count > 8
        var reused = Set<ObjectIdentifier>()
        let primitive = node.primitive
        for (key, view) in specs {
            var environment = node.environment
            primitive?.modifyEnvironment(&environment, forChildAt: key)
            if let existing = node.child(at: key), type(of: existing.view) == type(of: view),
                isLong
                    ? !reused.contains(ObjectIdentifier(existing)) : !newChildren.contains(where: { $0 === existing })
            {
                if isLong { reused.insert(ObjectIdentifier(existing)) }
                let wasRetired = existing.isRetired
                revive(existing)
                update(existing, with: view, environment: environment)
                if wasRetired { showInPlace(existing) }
                newChildren.append(existing)
            } else {
                newChildren.append(mount(view, key: key, parent: node, environment: environment))
            }
        }
        let keepsBranches = node.hasConditionalChildren && node.environment.isInLazyContainer
        let taken = isLong ? [] : newChildren
        for old in node.children
        where isLong ? !reused.contains(ObjectIdentifier(old)) : !taken.contains(where: { $0 === old }) {
            if keepsBranches, !specs.contains(where: { $0.0 == old.key }) {
                retire(old)
                newChildren.append(old)
            } else {
                unmount(old)
            }
        }
        let childrenChanged =
            newChildren.count != node.children.count
            || zip(newChildren, node.children).contains { $0 !== $1 }
        node.setChildren(newChildren)
        LayoutEngine.record(node, childrenChanged: childrenChanged, in: layoutState)
    }

    /// The environment a child of `node` at `key` gets.
    func childEnvironment(of node: ViewNode, at key: ChildKey) -> EnvironmentValues {
        var environment = node.environment
        node.primitive?.modifyEnvironment(&environment, forChildAt: key)
        return environment
    }

    /// Removes a node and everything below it: state is discarded, and disappear actions are queued.
    func unmount(_ node: ViewNode) {
        tracer?.willDestroy(node)
        // A view already off the screen disappeared when it left; it does not disappear again.
        var ancestor: ViewNode? = node
        while let current = ancestor, !current.isOffScreen { ancestor = current.parent }
        // A view that leaves with no transition is let go at once (see `LifecycleQueue`).
        let atOnce = leavesAtOnce(node)
        if atOnce { lifecycle.removingAtOnce += 1 }
        unmount(node, alreadyOffScreen: ancestor != nil)
        if atOnce { lifecycle.removingAtOnce -= 1 }
    }

    /// Removes `node` as a view that leaves with no transition: its disappear actions run before the
    /// update's appear actions (see `LifecycleQueue`).
    func unmountAtOnce(_ node: ViewNode) {
        lifecycle.removingAtOnce += 1
        defer { lifecycle.removingAtOnce -= 1 }
        unmount(node)
    }

    /// Whether the view at `node` leaves with `.transition(.identity)`, set on it or on the modifiers
    /// wrapped around it, down to the first view with a body.
    private func leavesAtOnce(_ node: ViewNode) -> Bool {
        var current: ViewNode? = node
        while let candidate = current, candidate.composite == nil {
            if let transition = (candidate.view as? any TransitionCarrier)?.leavingTransition {
                return transition.removesAtOnce
            }
            current = candidate.children.first { $0.key == .content }
        }
        return false
    }

    private func unmount(_ node: ViewNode, alreadyOffScreen: Bool) {
        let offScreen = alreadyOffScreen || node.isOffScreen
        if !offScreen { appearHiddenScreensAsTornDown(node) }
        node.isMounted = false
        if let primitive = node.primitive {
            if offScreen { isUnmountingOffScreen += 1 }
            primitive.willUnmount(node, in: self)
            if offScreen { isUnmountingOffScreen -= 1 }
        }
        outOfDate.remove(node)
        if let composite = node.composite {
            forgetReads(of: node, composite: composite)
            composite.observationGeneration += 1
        }
        for child in node.children { unmount(child, alreadyOffScreen: offScreen) }
    }

    // MARK: - Running bodies

    /// Runs the body of a view with a body: installs its dynamic properties, evaluates `body` while
    /// recording what it reads, then reconciles its child.
    ///
    /// At the node's first body the graph keeps the installed copy as the node's value; later it keeps
    /// the value its parent handed it. That is why a child with `@State` runs its body once more at its
    /// first update even though its parent made an identical struct: the copy SwiftUI kept still holds
    /// the storage it wrote at creation, the fresh struct does not. Evidence: lesson 7, the Clock card
    /// ("After the first tick SwiftUI ran body once more; after that, only the taps did").
    func runBody(of node: ViewNode, storingInstalledValue: Bool) {
        guard let composite = node.composite else { return }
        if !storingInstalledValue, node.isInRetiredSubtree {
            // Out of date, and brought up to date if it comes back (see `revive`).
            outOfDate.remove(node)
            composite.isDirty = true
            return
        }
        outOfDate.remove(node)
        composite.isDirty = false
        composite.currentReasons = orderedReasons(composite.pendingReasons, layout: composite.layout)
        composite.pendingReasons = []
        tracer?.bodyRan(node, reasons: composite.currentReasons)
        if transactionModifierCount > 0 { _ = transaction(at: node) }
        forgetReads(of: node, composite: composite, keepingOwnState: true)
        composite.observationGeneration += 1
        let generation = composite.observationGeneration

        let previousGraph = UpdateGraph.current
        let previousNode = evaluatingNode
        UpdateGraph.current = self
        evaluatingNode = node
        defer {
            evaluatingNode = previousNode
            UpdateGraph.current = previousGraph
        }

        func evaluate<V: View>(_ view: V) -> (body: any View, installed: V) {
            var installed = view
            composite.layout.install(into: &installed, slots: &composite.slots, node: node, graph: self)
            let target = WeakNode(node, in: self)
            let body = withObservationTracking(
                { installed.body },
                willSet: { tracking in
                    let changed = UncheckedSendable(tracking)
                    onMainActor {
                        guard let node = target.node, let graph = target.graph else {
                            changed.value.cancel()
                            return
                        }
                        graph.observedPropertyWillChange(
                            of: node, generation: generation, keyPath: changed.value.changed, tracking: changed.value)
                    }
                })
            return (body, installed)
        }
        bodyCount += 1
        let (body, installed) = evaluate(node.view)
        composite.currentReasons = []  // only `_printChanges()` inside the body needs them
        if storingInstalledValue { node.view = installed }
        evaluatingNode = previousNode
        withBuildScope { reconcile(node, children: [(.body, body)]) }
    }

    /// Reasons in the order `_printChanges()` prints them: `@self`, `@identity`, the dynamic properties
    /// in declaration order, then observed properties in the order they changed.
    private func orderedReasons(_ reasons: [String], layout: DynamicPropertyLayout) -> [String] {
        let fieldNames = layout.fields.map { $0.kind.changeName(forField: $0.name) }
        func rank(_ reason: String) -> Int {
            if reason == "@self" { return 0 }
            if reason == "@identity" { return 1 }
            if let index = fieldNames.firstIndex(of: reason) { return 2 + index }
            return 2 + fieldNames.count
        }
        return reasons.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(
            \.element)
    }

    /// The line `_printChanges()` prints for the body being evaluated.
    func printChanges<V>(for type: V.Type, toLog: Bool = false) {
        guard let node = evaluatingNode, let composite = node.composite else { return }
        let name = viewTypeName(type)
        let reasons = composite.currentReasons
        let line = reasons.isEmpty ? "\(name): unchanged." : "\(name): \(reasons.joined(separator: ", ")) changed."
        if toLog { log(line) } else { console(line) }
    }

    // MARK: - Dependencies

    /// Records that `node`'s body read `box`.
    func recordRead(of box: AnyObject, by node: ViewNode) {
        let node = readerOfState(at: node)
        guard let composite = node.composite else {
            // A primitive that reads state (a tab view's selection) is rebuilt when it changes.
            addDependent(node, of: box)
            return
        }
        if composite.readBoxes.contains(where: { $0 === box }) { return }
        composite.readBoxes.append(box)
        addDependent(node, of: box)
    }

    /// The nodes that read each state box, by the box's identity.
    private var readers: [ObjectIdentifier: NodeSet] = [:]

    /// Records that `node` depends on `box`.
    private func addDependent(_ node: ViewNode, of box: AnyObject) {
        readers[ObjectIdentifier(box), default: NodeSet()].insert(node)
    }

    /// Drops what `node`'s body read, before it runs again or when the view goes.
    ///
    /// With `keepingOwnState`, a `@State` of the node's own that a body has read stays a dependency:
    /// once read, a state runs its view on every later change, even when the body that runs next no
    /// longer reads it. Evidence (outside the seeds): Point-Free, "Observation: The Past" (2023, iOS 17),
    /// recorded with `_printChanges()`: a `secondsElapsed` shown only `if isDisplayingSecondsElapsed`
    /// went on printing "CounterView: _secondsElapsed changed." every second after the switch hid it;
    /// OpenSwiftUI's `StatePropertyBox` reports a change `if newLocation.wasRead`, a flag never cleared.
    private func forgetReads(of node: ViewNode, composite: CompositeState, keepingOwnState: Bool = false) {
        var kept = ReadBoxes()
        for box in composite.readBoxes {
            if keepingOwnState, let state = box as? any OwnedState, state.owningNode === node {
                kept.append(box)
                continue
            }
            let id = ObjectIdentifier(box)
            guard readers[id] != nil else { continue }
            readers[id]!.remove(node)
            if readers[id]!.isEmpty { readers[id] = nil }
        }
        composite.readBoxes = kept
    }

    /// Rebuilds the children of `node`, a primitive whose own state changed (an image that loaded).
    func rebuild(_ node: ViewNode) {
        guard node.isMounted, node.composite == nil else { return }
        if node.isInRetiredSubtree {
            node.rebuildsWhenRevived = true
            return
        }
        outOfDate.insert(node)
        onNeedsFlush()
    }

    /// The `@State` writes that wait for their update, by transaction.
    let stateTransactions = StateTransactions()

    /// Records a write to `box` made in `transaction` (see `StateTransactions`).
    func recordStateWrite(to box: any TransactionalLocation, in transaction: Transaction) -> StateWrite {
        stateTransactions.recordWrite(to: box, in: transaction)
    }

    /// A state box changed: every body that read it is out of date. Without `markingReaders`, the write
    /// waits for the update of its own transaction, which marks them (see `StateTransactions`).
    func stateDidChange<Value>(_ box: StoredLocation<Value>, transaction: Transaction, markingReaders: Bool = true) {
        tracer?.beginStateWrite(owner: box.owner, fieldIndex: box.fieldIndex)
        defer { tracer?.endWrite() }
        if markingReaders {
            invalidateReaders(of: box, transaction: transaction)
        } else {
            onNeedsFlush()
        }
    }

    /// Marks every body that read `box`.
    func invalidateReaders<Value>(of box: StoredLocation<Value>, transaction: Transaction) {
        guard let set = readers[ObjectIdentifier(box)] else { return }
        for node in set.nodes where node.isMounted {
            guard let composite = node.composite else {
                rebuild(node)
                continue
            }
            if node === box.owner {
                let field = composite.layout.fields[box.fieldIndex]
                invalidate(node, reason: field.kind.changeName(forField: field.name), transaction: transaction)
            } else if let binding = bindingField(in: node, reaching: box) {
                // A body that never read the binding does not depend on it (see `BindingReads`).
                if binding.counts { invalidate(node, reason: binding.name, transaction: transaction) }
            } else {
                invalidate(node, reason: nil, transaction: transaction)
            }
        }
    }

    /// The `@Binding` through which `node` reaches `box`: its name for `_printChanges()`, and whether its
    /// change counts for the body.
    private func bindingField(in node: ViewNode, reaching box: AnyObject) -> (name: String, counts: Bool)? {
        guard let composite = node.composite else { return nil }
        var found: (name: String, counts: Bool)?
        let target = ObjectIdentifier(box)
        func open<V: View>(_ view: V) {
            withUnsafeBytes(of: view) { raw in
                for (index, field) in composite.layout.fields.enumerated() where field.kind.reportsValueChanges {
                    if let root = (field.kind as? any BindingField.Type)?.root(at: raw.baseAddress! + field.offset),
                        ObjectIdentifier(root) == target
                    {
                        let slot = composite.slots[index]
                        found = (field.kind.changeName(forField: field.name), field.kind.reportsChange(slot: slot))
                        return
                    }
                }
            }
        }
        open(node.view)
        return found
    }

    /// An observed property that `node`'s body read is about to change.
    func observedPropertyWillChange(
        of node: ViewNode, generation: Int, keyPath: AnyKeyPath?, tracking: ObservationTracking
    ) {
        guard let composite = node.composite, node.isMounted, composite.observationGeneration == generation else {
            tracking.cancel()
            return
        }
        invalidate(node, reason: keyPath.map(KeyPathNames.name(of:)), observed: keyPath)
    }

    /// The name of the node's dynamic field at `index`.
    func fieldName(of node: ViewNode, at index: Int) -> String {
        node.composite?.layout.fields[index].name ?? ""
    }

    /// Runs `read` with observation tracking on behalf of `node`: a change marks the node with `reason`,
    /// if `counts` says it matters when it comes.
    func trackedRead<T>(
        by node: ViewNode, reason: String, when counts: @escaping @MainActor () -> Bool = { true },
        _ read: () -> T
    ) -> T {
        guard let composite = node.composite else { return read() }
        let generation = composite.observationGeneration
        let target = WeakNode(node, in: self)
        return withObservationTracking(
            read,
            willSet: { observed in
                let tracking = UncheckedSendable(observed).value
                onMainActor {
                    guard let node = target.node, let graph = target.graph, let composite = node.composite,
                        node.isMounted,
                        composite.observationGeneration == generation
                    else {
                        tracking.cancel()
                        return
                    }
                    guard counts() else { return }
                    graph.invalidate(node, reason: reason, observed: tracking.changed)
                }
            })
    }

    /// Marks `node`'s body out of date, for `reason`, because the observed property at `keyPath` changed.
    private func invalidate(_ node: ViewNode, reason: String?, observed keyPath: AnyKeyPath?) {
        tracer?.beginObservedWrite(name: keyPath.map(KeyPathNames.name(of:)) ?? reason ?? "an observed property")
        invalidate(node, reason: reason, transaction: Transaction.current)
        tracer?.endWrite()
    }

    /// Marks `node`'s body out of date, for `reason`, and asks the host for a flush.
    func invalidate(_ node: ViewNode, reason: String?, transaction: Transaction = Transaction()) {
        guard let composite = node.composite, node.isMounted else { return }
        if let reason { composite.addReason(reason) }
        tracer?.marked(node, reason: reason)
        composite.isDirty = true
        // A retired view runs its body when it comes back (see `revive`), not while it is away.
        if node.isInRetiredSubtree { return }
        outOfDate.insert(node)
        if let animation = transaction.animation { pendingAnimation = animation }
        onNeedsFlush()
    }

    /// The animation of the transaction that marked the current update, if any.
    var pendingAnimation: Animation?

    /// Logs SwiftUI's warning when state changes while a body is being evaluated.
    func willModifyState() {
        if evaluatingNode != nil {
            log("Modifying state during view update, this will cause undefined behavior.")
        }
    }

    nonisolated static func warnStateNotInstalled() {
        onMainActor {
            current?.log(
                "Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update."
            )
        }
    }

    // MARK: - The update loop

    /// Reads with `read` on behalf of `node`, a primitive: state it reads rebuilds its children when it changes.
    func readForPrimitive<T>(_ node: ViewNode, _ read: () -> T) -> T {
        let previous = evaluatingNode
        let previousGraph = UpdateGraph.current
        UpdateGraph.current = self
        evaluatingNode = node
        defer {
            evaluatingNode = previous
            UpdateGraph.current = previousGraph
        }
        return read()
    }

    /// Runs `make`, a closure a primitive calls to make its children (a `ForEach`'s row content, a
    /// `GeometryReader`'s), on behalf of `node`: `@Observable` properties it reads rebuild the
    /// primitive's children when they change, as in SwiftUI, where the closure runs in the primitive's
    /// own update and not in the body that wrote it. Changes seen by a tracking older than the
    /// primitive's last rebuild are ignored. A `@State` it reads is read by the body that wrote the
    /// closure (see `readerOfState(at:)`).
    func makeTracked<T>(for node: ViewNode, _ make: () -> T) -> T {
        let generation = node.trackingGeneration
        let target = WeakNode(node, in: self)
        appClosureDepth += 1
        defer { appClosureDepth -= 1 }
        return readForPrimitive(node) {
            withObservationTracking(
                make,
                willSet: { observed in
                    let tracking = UncheckedSendable(observed).value
                    onMainActor {
                        guard let node = target.node, let graph = target.graph, node.trackingGeneration == generation
                        else {
                            tracking.cancel()
                            return
                        }
                        graph.rebuild(node)
                    }
                })
        }
    }

    /// Above zero while a closure the app wrote runs on behalf of a primitive (`makeTracked`).
    private(set) var appClosureDepth = 0

    /// Runs `read`, a primitive's own read of its inputs (a sheet's `isPresented`), as the primitive's,
    /// even inside the app's closure.
    func primitiveRead<T>(_ read: () -> T) -> T {
        let depth = appClosureDepth
        appClosureDepth = 0
        defer { appClosureDepth = depth }
        return read()
    }

    /// `primitiveRead` on the graph being updated, if any.
    ///
    /// Nonisolated, as the closures that call it are: a sheet's or a destination's content closure,
    /// made by a `nonisolated` modifier. The graph calls those only while it updates, on the main
    /// actor, which is what `assumeIsolated` checks.
    nonisolated static func primitiveRead<T>(_ read: () -> T) -> T {
        let saved = MainActor.assumeIsolated { () -> (graph: UpdateGraph, depth: Int)? in
            guard let graph = current else { return nil }
            defer { graph.appClosureDepth = 0 }
            return (graph, graph.appClosureDepth)
        }
        defer { if let saved { MainActor.assumeIsolated { saved.graph.appClosureDepth = saved.depth } } }
        return read()
    }

    /// The node a `@State` read made at `node` counts for.
    ///
    /// A state read in a closure the app wrote (a `ForEach` row's content, a sheet's, a
    /// `GeometryReader`'s) is a read by the body that wrote the closure, the nearest view with a body
    /// above the primitive that runs it: that body runs again when the state changes, and the
    /// primitive with it. In SwiftUI a `State` read during any update marks its location as read, and a
    /// change then runs the view that owns it (OpenSwiftUI: `State.getValue(forReading:)` sets
    /// `wasRead`; `StatePropertyBox.update` reports a change only `if newLocation.wasRead`); the
    /// closure's primitive does not depend on it by itself. Evidence (outside the seeds): a public
    /// diffing study on iOS 26 (iPhone 17 Pro Max simulator, 2026): rows with
    /// `.id("\(item.id)-\(tick)")` inside a `ForEach` printed "@self, @identity, _color changed." once
    /// each when `tick` changed, and the body that owns `tick` ran once.
    func readerOfState(at node: ViewNode) -> ViewNode {
        guard node.composite == nil, appClosureDepth > 0 else { return node }
        var ancestor = node.parent
        while let current = ancestor {
            if current.composite != nil { return current }
            ancestor = current.parent
        }
        return node
    }

    /// Whether any body is out of date, or any lifecycle action waits.
    var needsFlush: Bool { !outOfDate.isEmpty || !lifecycle.isEmpty || !stateTransactions.isEmpty }

    /// iOS gives up on an update that keeps marking views; so does the engine, after this many rounds
    /// of lifecycle actions, or once one view has been marked again this many times in one update.
    /// The limit is per view, not per update: a tap that marks every row of a 100,000-row list runs
    /// 100,000 bodies once each, and is no runaway.
    static let updateLimit = 1000

    /// Runs every out-of-date body in tree order (see `UpdateQueue`), then the lifecycle actions,
    /// until nothing is left.
    func flush() {
        guard !isFlushing else { return }
        isFlushing = true
        // On the device's pixel grid (see `onPixelGrid`), for the bodies and actions that read frames
        // and for the layout pass.
        let savedGrid = PixelGrid.scale
        PixelGrid.scale = CGFloat(device.scale)
        frame += 1
        repeatedRuns.removeAll()
        defer {
            isFlushing = false
            PixelGrid.scale = savedGrid
            tracer?.updateEnded(frame)
        }
        var rounds = 0
        func giveUp() {
            log(
                "The view graph did not settle after \(UpdateGraph.updateLimit) updates: a body or an action keeps changing state that a body reads. The engine stopped updating."
            )
            outOfDate.removeAll()
            lifecycle.removeAll()
        }
        // After the updates, the layout pass; what it causes (a reader's content, an action of
        // `onGeometryChange`) is more of the same update, until nothing is left. An update that made
        // views lays them out before their `onAppear` runs (Fatbobman, "Timing of onAppear
        // Invocation", 2023, iOS 16: a custom `Layout` that logs shows `sizeThatFits` and
        // `placeSubviews` before the `onAppear` of the view it lays out; "onAppear is invoked after
        // layout but before rendering").
        while true {
            while needsFlush {
                rounds += 1
                if rounds > UpdateGraph.updateLimit { return giveUp() }
                // The oldest transaction that wrote state begins its update; a later one waits for the
                // next round (see `StateTransactions`).
                if let transaction = stateTransactions.beginNextUpdate(in: self) {
                    let isLast = stateTransactions.isEmpty
                    currentAnimation = transaction.animation ?? (isLast ? pendingAnimation : nil)
                    if isLast { pendingAnimation = nil }
                    currentTransaction = transaction
                } else {
                    currentAnimation = pendingAnimation
                    pendingAnimation = nil
                    currentTransaction = Transaction()
                }
                currentTransaction.animation = currentAnimation
                transactionSeed += 1
                while let node = outOfDate.popFirst() {
                    guard node.isMounted else { continue }
                    stateTransactions.beginMarkedUpdate(in: self)
                    if countRun(of: node) > UpdateGraph.updateLimit { return giveUp() }
                    if let composite = node.composite {
                        guard composite.isDirty else { continue }
                        runBody(of: node, storingInstalledValue: false)
                    } else if let primitive = node.primitive {
                        if node.isInRetiredSubtree {
                            node.rebuildsWhenRevived = true  // rebuilt when it comes back (see `revive`)
                            continue
                        }
                        node.trackingGeneration += 1
                        withBuildScope { primitive.reconcileChildren(of: node, in: self) }
                    }
                }
                currentAnimation = nil
                currentTransaction = Transaction()
                if lifecycle.hasAppearActions { layOut() }
                lifecycle.run()
            }
            rounds += 1
            if rounds > UpdateGraph.updateLimit { return giveUp() }
            layOut()
            if needsFlush { continue }
            // What reads a preference, once the update and its layout have settled (see
            // `LifecycleQueue.runPreferenceChecks()`); an action that changes state makes another round.
            if !lifecycle.runPreferenceChecks() || !needsFlush { break }
        }
        #if DEBUG
        _checkInvariants()
        #endif
    }

    /// Counts one more time the update loop took `node` in this frame, and returns how many times
    /// it has, to stop a runaway. A list whose rows all update takes each once: those runs cost a
    /// frame number in the node and nothing more.
    private func countRun(of node: ViewNode) -> Int {
        let id = ObjectIdentifier(node)
        guard node.runsFrame == frame else {
            node.runsFrame = frame
            // A node made in this frame may stand where one that ran and ended stood.
            if !repeatedRuns.isEmpty { repeatedRuns[id] = nil }
            return 1
        }
        let runs = repeatedRuns[id, default: 1] + 1
        repeatedRuns[id] = runs
        return runs
    }

    /// Lays the tree out, and queues the actions the layout pass gathered (`onGeometryChange`) to run
    /// after the update.
    private func layOut() {
        if let root {
            let start = ContinuousClock.now
            LayoutEngine.layOut(root, in: self)
            layoutTime += ContinuousClock.now - start
        }
        for action in LayoutEngine.takeActions() { lifecycle.afterUpdate(action) }
    }

    /// Queues an action to run when the current update has finished building views.
    func enqueueAppear(_ action: @escaping () -> Void) { lifecycle.appear(action) }
    /// Queues an action to run for a view that went away in the current update.
    func enqueueDisappear(_ action: @escaping () -> Void) { lifecycle.disappear(action) }
    /// Queues an action (`onChange`) to run after the current update.
    func enqueueAfterUpdate(_ action: @escaping () -> Void) { lifecycle.afterUpdate(action) }
    /// Queues a check of a preference (`onPreferenceChange`), to run once the update is laid out.
    func enqueuePreferenceCheck(_ action: @escaping () -> Void) { lifecycle.preferenceCheck(action) }
    /// Runs `body`, and hands back the appear actions it queued instead of queueing them.
    func collectingAppears<T>(_ body: () -> T) -> (T, [() -> Void]) { lifecycle.collectingAppears(body) }
    /// Queues groups of appear actions that run in the given order, each group last-in first-out.
    func enqueueAppearGroups(_ groups: [[() -> Void]]) { lifecycle.appearInOrder(groups) }

    // MARK: - Animation

    /// The animation of the update being flushed, if its change was made in `withAnimation`.
    private(set) var currentAnimation: Animation?
    /// The transaction of the update being flushed: its animation and the app's own keys, as the
    /// `.transaction` modifiers below get it (see `TransactionModifier.swift`).
    var currentTransaction = Transaction()
    /// Bumped at each update of a transaction, so a `.transaction` closure runs once in each.
    private(set) var transactionSeed = 0
    /// How many `.transaction` modifiers are in the graph: when none, no body looks for one above it.
    var transactionModifierCount = 0
    /// Called with each animation that starts, so that the host can schedule its frames.
    var onAnimationStart: (AnimationRun) -> Void = { _ in }

    /// In an animated update, an `Animatable` view whose `animatableData` changed keeps its old
    /// data for now, and an animation run moves it to the new one frame by frame.
    ///
    /// An animation does not run an ordinary view's body again; an `Animatable` view's body runs once
    /// per frame, 60 frames a second of the animation's duration. Evidence: lesson 48, edge case 2:
    /// in a one-second linear animation "Bar's body 60 times, Plain's 1".
    private func startAnimationIfNeeded(_ node: ViewNode, from old: any View, to new: any View) -> any View {
        guard let animation = transactionModifierCount > 0 ? transaction(at: node).animation : currentAnimation,
            let animatable = new as? any Animatable, let oldAnimatable = old as? any Animatable
        else { return new }
        func open<A: Animatable>(_ target: A) -> any View {
            guard let start = oldAnimatable as? A else { return new }
            let from = start.animatableData
            let to = target.animatableData
            if from == to { return new }
            var held = target
            held.animatableData = from
            let run = AnimationRun(node: node, animation: animation) { [weak self] fraction in
                guard let self, node.isMounted, var current = node.view as? A else { return }
                var delta = to - from
                delta.scale(by: fraction)
                current.animatableData = from + delta
                node.view = current as! any View
                self.invalidate(node, reason: "@self")
            }
            onAnimationStart(run)
            return held as! any View
        }
        return open(animatable)
    }
}

/// A binding-like field that can say which storage it finally reaches.
@MainActor
protocol BindingField {
    static func root(at pointer: UnsafeRawPointer) -> AnyObject?
}

extension Binding: BindingField {
    static func root(at pointer: UnsafeRawPointer) -> AnyObject? {
        pointer.assumingMemoryBound(to: Binding<Value>.self).pointee.location.root
    }
}
