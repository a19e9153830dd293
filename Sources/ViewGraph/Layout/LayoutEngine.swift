import Foundation

// The layout pass: after every update, as SwiftUI does it, the root proposes the size of the
// screen's safe area, each view chooses its size from its parent's proposal, and each parent places
// its children (WWDC 2019 "Building Custom Views with SwiftUI": "the parent proposes a size for the
// child, the child chooses its own size, the parent places the child in the parent's coordinate
// space"; WWDC 2022 "Compose custom layouts with SwiftUI").
//
// Only what changed is measured again. An update records the views whose value, children or
// environment changed; the pass asks each of them again, deepest first, the proposals it answered
// last time. A view whose answers are all the same leaves its parent's layout as it was (its parent
// only places it again); a view whose answer changed makes its parent measure again, and so on up.
// Every other view answers from what it answered before. So a tap that changes one row's text
// measures that row, not the 100,000 rows beside it, as long as the row keeps its size.

@MainActor
enum LayoutEngine {
    /// The state of the graph being laid out (a pass runs to its end without suspending).
    private static var state = LayoutState()
    /// The number of the pass now running, or of the last one.
    static var pass: Int { state.pass }
    /// The placement in progress, for `LayoutSubview.place` to say who placed a view.
    private static var placingToken = 0
    private static var tokens = 0
    /// Above zero while a subtree is placed whatever it kept (a reader's new content).
    private static var forcing = 0
    /// While not nil, placements are only recorded, not made (to learn where a child would go).
    private static var dryRun: [ObjectIdentifier: (frame: CGRect, proposal: ProposedViewSize)]?
    private static var tracer: LayoutTracer? { state.tracer }
    /// Whether placements are only being recorded, to learn where children would go (an alignment
    /// guide's question): a rule does nothing then but place (no reader's content, no action).
    static var isDryRun: Bool { dryRun != nil }
    /// The graph being laid out.
    private(set) static weak var graph: UpdateGraph?

    // MARK: - Recording changes

    /// Records that `node` changed: its value, its environment, or (with `childrenChanged`) its children.
    ///
    /// A view with a body, or a group, has no size of its own; a change of its children changes the
    /// layout of the view that lays them out, above it.
    static func record(_ node: ViewNode, childrenChanged: Bool, in state: LayoutState) {
        if state.isLayingOut { return }
        var target: ViewNode? = node
        if node.isLayoutTransparent {
            guard childrenChanged else { return }
            target = node.layoutParent
        }
        guard let target else {
            state.rootChanged = true
            return
        }
        let geometry = target.geometry
        if geometry.changedInPass == state.pass + 1 { return }
        geometry.changedInPass = state.pass + 1
        state.changed.append(target)
    }

    // MARK: - The pass

    /// Lays out the tree below `root` for the graph's device, measuring again only what changed. It
    /// runs inside the graph's update (`UpdateGraph.flush`), which has put the device's pixel grid in
    /// place (`PixelGrid`).
    static func layOut(_ root: ViewNode, in graph: UpdateGraph) {
        let state = graph.layoutState
        guard !state.changed.isEmpty || state.rootChanged else { return }
        let savedState = self.state
        let savedGraph = self.graph
        self.state = state
        self.graph = graph
        state.pass += 1
        state.isLayingOut = true
        defer {
            state.isLayingOut = false
            self.state = savedState
            self.graph = savedGraph
        }
        tracer?.passBegan(state.pass)
        forgetGuideAnswers()
        defer { forgetGuideAnswers() }
        let work = state.changed
        state.changed = []
        toPlace = []
        settleAnswers(of: work)
        placeRoot(root)
        placeChanged()
        state.rootChanged = false
        tracer?.passEnded(state.pass)
    }

    /// Asks each changed view again the proposals it answered, deepest first; a view whose answers
    /// changed passes the question up to its parent.
    private static func settleAnswers(of work: [ViewNode]) {
        var byDepth: [Int: [ViewNode]] = [:]
        var deepest = -1
        for node in work where node.isMounted {
            byDepth[node.depth, default: []].append(node)
            deepest = max(deepest, node.depth)
        }
        var depth = deepest
        var propagated = Set<ObjectIdentifier>()
        /// A stable order for the trace: smaller proposals first, nil last.
        func describeOrder(_ proposal: ProposedViewSize) -> Double {
            Double(proposal.width ?? 1e12) * 1e13 + Double(proposal.height ?? 1e12)
        }
        while depth >= 0 {
            let nodes = byDepth.removeValue(forKey: depth) ?? []
            depth -= 1
            for node in nodes {
                let geometry = node.geometry
                markForPlacement(node)
                geometry.layoutCacheIsStale = true
                let old = geometry.sizes
                geometry.sizes.removeAll()
                forgetGuideAnswers()
                var answersChanged = old.isEmpty
                let why = propagated.contains(ObjectIdentifier(node)) ? "a child's size changed" : "changed"
                for (proposal, oldSize) in old.sorted(by: { describeOrder($0.key) < describeOrder($1.key) }) {
                    let newSize = size(of: node, for: proposal)
                    if newSize != oldSize { answersChanged = true }
                    tracer?.remeasured(node, why: why, proposal: proposal, old: oldSize, new: newSize)
                }
                if rule(for: node).changesEnclosingBars {
                    // The stacks and tab views above lay their content out around the bars this
                    // view sets: each places its content again (its own size does not change).
                    var ancestor = node.parent
                    while let current = ancestor {
                        if current.asNavigationContainer != nil || current.asTabContainer != nil,
                            current.geometry.changedInPass != pass
                        {
                            current.geometry.changedInPass = pass
                            byDepth[current.depth, default: []].append(current)
                        }
                        ancestor = current.parent
                    }
                }
                guard answersChanged || rule(for: node).changesParentLayout else { continue }
                guard let parent = node.layoutParent else {
                    state.rootChanged = true
                    continue
                }
                let parentGeometry = parent.geometry
                if parentGeometry.changedInPass == pass { continue }
                parentGeometry.changedInPass = pass
                propagated.insert(ObjectIdentifier(parent))
                byDepth[parent.depth, default: []].append(parent)
                depth = max(depth, parent.depth)
            }
        }
    }

    /// The bounds of the view whose children are being placed, while it lays them out right to
    /// left: each child's frame is mirrored within them (nil: left to right).
    private static var mirrorBounds: CGRect?

    /// The changed views, to place again at their frames once the root is placed.
    private static var toPlace: [ViewNode] = []

    /// Marks `node` to place its children again.
    private static func markForPlacement(_ node: ViewNode) {
        node.geometry.placeInPass = pass
        toPlace.append(node)
    }

    /// Places each changed view again where it is, shallowest first, unless placing a view above it
    /// has placed it already: a view whose answers did not change keeps its frame, so only what is
    /// below it can move, and no sibling is visited.
    private static func placeChanged() {
        let nodes = toPlace.sorted { $0.depth < $1.depth }
        toPlace = []
        for node in nodes where node.isMounted && node.geometry.placedInPass != pass {
            guard let frame = node.geometry.exactFrame, let proposal = node.geometry.proposal else { continue }
            withSafeAreaRegion(node.geometry.safeAreaRegion ?? .screen) {
                place(node, frame: frame, proposal: proposal)
            }
        }
    }

    /// The views at the top of the tree, placed in the safe area: one view is centred in it, as an
    /// app's root view is on iOS; several stand in a column (the implicit stack of a root that
    /// returns more than one view), centred too.
    private static func placeRoot(_ root: ViewNode) {
        let top = root.isLayoutTransparent ? layoutChildren(of: root) : [root]
        let safeArea = Screen.safeArea
        let proposal = ProposedViewSize(safeArea.size)
        let subviews = LayoutSubviews(top)
        if state.rootChanged || top.contains(where: { $0.geometry.exactFrame == nil }) {
            let size = UnaryContent.size(subviews, proposal)
            let origin = CGPoint(x: safeArea.midX - size.width / 2, y: safeArea.midY - size.height / 2)
            tokens += 1
            placingToken = tokens
            withSafeAreaRegion(.screen) {
                UnaryContent.place(subviews, in: CGRect(origin: origin, size: size), proposal: proposal)
            }
        }
    }

    /// The safe area of the views being placed now (see `SafeAreaRegion`).
    private(set) static var safeAreaRegion = SafeAreaRegion(safe: .zero, bounds: .zero)

    /// Places what `body` places within `region`: a container that draws a bar, or insets the safe
    /// area, places its content this way.
    static func withSafeAreaRegion(_ region: SafeAreaRegion, _ body: () -> Void) {
        let saved = safeAreaRegion
        safeAreaRegion = region
        defer { safeAreaRegion = saved }
        body()
    }

    // MARK: - Measuring

    /// The layout rule of `node`: its modifier's for a modified view, its own for a view that lays
    /// out, else `DefaultLayout`.
    static func rule(for node: ViewNode) -> any LayoutRule {
        if let carrier = node.asModifierCarrier {
            return carrier.anyModifier as? any LayoutRule ?? PassThroughLayout()
        }
        if let rule = node.asLayoutRule { return rule }
        if let container = node.asContentContainer { return container.layoutRule }
        return DefaultLayout()
    }

    /// The proxies of the views `node` lays out.
    static func subviews(of node: ViewNode) -> LayoutSubviews { subviews(of: node, rule: rule(for: node)) }

    /// The proxies of the views `node` lays out by `rule`, its own (`rule(for:)`), found already.
    static func subviews(of node: ViewNode, rule: any LayoutRule) -> LayoutSubviews {
        LayoutSubviews(rule.subviewNodes(of: node), layoutDirection: node.environment.layoutDirection)
    }

    /// The size `node` chooses for `proposal`: the answer it gave before, unless it changed since.
    static func size(of node: ViewNode, for proposal: ProposedViewSize) -> CGSize {
        if node.isLayoutTransparent {
            return UnaryContent.size(LayoutSubviews(layoutChildren(of: node)), proposal)
        }
        if aheadSizes != nil {
            let id = ObjectIdentifier(node)
            if let known = aheadSizes?[id]?[proposal] { return known }
            let rule = rule(for: node)
            let size = answerable(rule.sizeThatFits(proposal, node: node, subviews: subviews(of: node, rule: rule)))
            aheadSizes?[id, default: [:]][proposal] = size
            return size
        }
        let geometry = node.geometry
        if let known = geometry.sizes[proposal] { return known }
        let rule = rule(for: node)
        let size = LayoutEngine.answerable(
            rule.sizeThatFits(proposal, node: node, subviews: subviews(of: node, rule: rule)))
        geometry.sizes[proposal] = size
        geometry.measureCount += 1
        tracer?.measured(node, proposal: proposal, size: size)
        return size
    }

    /// While a lazy container measures a row before the pass (see `measuredAhead`): the answers
    /// given so far, kept apart from the views' own, which the pass compares with its new ones.
    private static var aheadSizes: [ObjectIdentifier: [ProposedViewSize: CGSize]]?

    /// The size `node` chooses for `proposal` now, between two passes: what a lazy container asks
    /// of a row it has just built or given a new value, to learn where the next row goes.
    ///
    /// The row is asked with the same rules the pass will ask it with, from what it is now: answers
    /// kept from the last pass are not read (the update may have changed what is below the row), and
    /// none is kept, so the pass still sees which views changed their answers.
    static func measuredAhead(_ node: ViewNode, for proposal: ProposedViewSize) -> CGSize {
        let outermost = aheadSizes == nil
        if outermost { aheadSizes = [:] }
        defer { if outermost { aheadSizes = nil } }
        return size(of: node, for: proposal)
    }

    /// `node`'s size for `proposal` with its alignment guides.
    ///
    /// A guide's value is the view's own (an `alignmentGuide`, a text's baseline, a custom layout's
    /// `explicitAlignment`); failing that, its children's, where they would be placed: the first
    /// text baseline of a column is its first text's, the last its last text's (SwiftUI merges the
    /// subviews' guides, Apple's documentation of `Layout.explicitAlignment`); failing that, the
    /// guide's default (`AlignmentKey.defaultValue`).
    static func dimensions(of node: ViewNode, for proposal: ProposedViewSize) -> ViewDimensions {
        let size = size(of: node, for: proposal)
        return ViewDimensions(size: size) { guide in
            MainActor.assumeIsolated { explicitAlignment(of: guide, node: node, proposal: proposal, size: size) }
        }
    }

    /// A question `explicitAlignment` was asked in this pass, its lengths by their bits, so that a
    /// NaN a hostile layout proposes is the same question twice.
    private struct GuideQuestion: Hashable {
        let node: ObjectIdentifier
        let guide: AlignmentKey
        let lengths: [UInt64?]

        init(_ node: ViewNode, _ guide: AlignmentKey, _ proposal: ProposedViewSize, _ size: CGSize) {
            self.node = ObjectIdentifier(node)
            self.guide = guide
            lengths = [
                proposal.width.map { Double($0).bitPattern }, proposal.height.map { Double($0).bitPattern },
                Double(size.width).bitPattern, Double(size.height).bitPattern,
            ]
        }
    }

    /// The guides answered in the pass now running, each asked once.
    ///
    /// A stack's guide is its children's, where it would place them; placing them asks each child's
    /// guide, and the merge asks it again, so without this a question at the top of a tree of nested
    /// stacks asked its way down twice at each level: 2^depth questions, a hang at a few dozen levels
    /// once any view set a guide (the stall of the layout robustness tests in a whole run: an earlier
    /// test's guide made every later tree search, and 1,000 nested stacks never finished). Answers are
    /// kept only while a pass runs, and forgotten whenever answers below may change (a view measured
    /// again, a reader's content made again).
    private static var guideAnswers: [GuideQuestion: CGFloat?] = [:]

    /// Forgets the guides answered so far (the answers of views below may change).
    private static func forgetGuideAnswers() {
        if !guideAnswers.isEmpty { guideAnswers = [:] }
    }

    /// Where `node` of `size` puts `guide` itself or through its children, or nil.
    static func explicitAlignment(of guide: AlignmentKey, node: ViewNode, proposal: ProposedViewSize, size: CGSize)
        -> CGFloat?
    {
        // Only text baselines, `alignmentGuide`s and custom layouts set guides: with none in the
        // tree, the question has the default answer, and no subtree is searched.
        let isBaseline = guide.name == "firstTextBaseline" || guide.name == "lastTextBaseline"
        if !isBaseline, AlignmentGuideCount.value == 0 { return nil }
        guard state.isLayingOut, aheadSizes == nil else {
            return searchGuide(guide, node: node, proposal: proposal, size: size)
        }
        let question = GuideQuestion(node, guide, proposal, size)
        if let known = guideAnswers[question] { return known }
        let answer = searchGuide(guide, node: node, proposal: proposal, size: size)
        guideAnswers[question] = .some(answer)
        return answer
    }

    /// Where `node` of `size` puts `guide`, asking its rule, then its children.
    private static func searchGuide(_ guide: AlignmentKey, node: ViewNode, proposal: ProposedViewSize, size: CGSize)
        -> CGFloat?
    {
        if node.isLayoutTransparent {
            return merged(
                guide, children: layoutChildren(of: node), in: CGRect(origin: .zero, size: size), proposal: proposal,
                place: nil)
        }
        let rule = rule(for: node)
        let bounds = CGRect(origin: .zero, size: size)
        let subviews = subviews(of: node, rule: rule)
        if let own = rule.explicitAlignment(of: guide, in: bounds, proposal: proposal, node: node, subviews: subviews) {
            return own
        }
        if subviews.isEmpty || !rule.mergesSubviewGuides { return nil }
        return merged(guide, children: subviews.nodes, in: bounds, proposal: proposal) {
            rule.placeSubviews(in: bounds, proposal: proposal, node: node, subviews: subviews)
        }
    }

    /// The guide of `children` where `place` would put them in `bounds`: the first text baseline
    /// the topmost, the last the bottommost, any other guide the first child's that has it.
    private static func merged(
        _ guide: AlignmentKey, children: [ViewNode], in bounds: CGRect, proposal: ProposedViewSize, place: (() -> Void)?
    ) -> CGFloat? {
        let saved = dryRun
        dryRun = [:]
        if let place { place() } else { UnaryContent.place(LayoutSubviews(children), in: bounds, proposal: proposal) }
        let placed = dryRun ?? [:]
        dryRun = saved
        var found: [CGFloat] = []
        for child in children {
            guard let (frame, childProposal) = placed[ObjectIdentifier(child)] else { continue }
            guard let value = explicitAlignment(of: guide, node: child, proposal: childProposal, size: frame.size)
            else { continue }
            let origin = guide.axis == .horizontal ? frame.minX - bounds.minX : frame.minY - bounds.minY
            found.append(origin + value)
        }
        switch guide.name {
        case "firstTextBaseline": return found.min()
        case "lastTextBaseline": return found.max()
        default: return found.first
        }
    }

    /// The spacing `node` prefers around it.
    static func spacing(of node: ViewNode) -> ViewSpacing {
        if node.isLayoutTransparent {
            let children = layoutChildren(of: node)
            guard let first = children.first else { return ViewSpacing() }
            return children.dropFirst().reduce(spacing(of: first)) { $0.union(spacing(of: $1)) }
        }
        let rule = rule(for: node)
        return rule.spacing(node: node, subviews: subviews(of: node, rule: rule))
    }

    /// The layout priority of `node`: the nearest `.layoutPriority(_:)` on it (0 without one).
    static func priority(of node: ViewNode) -> Double {
        var current: ViewNode? = node
        while let candidate = current {
            if let modifier = candidate.asModifierCarrier?.anyModifier {
                if let priority = modifier as? _PriorityLayout { return priority.priority }
                current = contentNodes(of: candidate).count == 1 ? contentNodes(of: candidate)[0] : nil
            } else if candidate.isLayoutTransparent {
                let children = layoutChildren(of: candidate)
                current = children.count == 1 ? children[0] : nil
            } else {
                return 0
            }
        }
        return 0
    }

    /// The value `node` set for the layout value key `key`, through the modifiers on it.
    static func layoutValue(of node: ViewNode, key: ObjectIdentifier) -> Any? {
        var current: ViewNode? = node
        while let candidate = current {
            guard let modifier = candidate.asModifierCarrier?.anyModifier else { return nil }
            if let value = modifier as? _LayoutValueModifier, value.key == key { return value.value }
            let content = contentNodes(of: candidate)
            current = content.count == 1 ? content[0] : nil
        }
        return nil
    }

    // MARK: - Lengths that cannot be laid out

    // A view's answer, or where a layout puts it, can be NaN or infinite in a hostile program (a
    // custom `Layout` that returns `.nan`, `frame(minWidth: .infinity)`, `padding(.infinity)`).
    // SwiftUI passes such lengths on: it answers NaN, and traps placing a NaN origin ("view origin
    // is invalid", recorded in mburger89/MetalUI docs/probes/swiftui-layout-input-validation.swift,
    // 2026-09-14). The engine must neither crash nor hang, so it assumes, where SwiftUI's rule is a
    // trap: a NaN answer is 0 (infinity stays, the legitimate answer of a view offered infinity);
    // a placed frame's NaN or infinite origin or size is 0, so every frame on the screen is finite.

    /// `size` with a NaN length taken as 0.
    static func answerable(_ size: CGSize) -> CGSize {
        guard size.width.isNaN || size.height.isNaN else { return size }
        return CGSize(width: size.width.isNaN ? 0 : size.width, height: size.height.isNaN ? 0 : size.height)
    }

    /// `frame` with each length that is not finite taken as 0.
    static func placeable(_ frame: CGRect) -> CGRect {
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        guard
            !(frame.origin.x.isFinite && frame.origin.y.isFinite && frame.size.width.isFinite
                && frame.size.height.isFinite)
        else { return frame }
        return CGRect(
            x: finite(frame.origin.x), y: finite(frame.origin.y), width: finite(frame.size.width),
            height: finite(frame.size.height))
    }

    // MARK: - Placing

    /// Places `node` with its `anchor` at `position`, at its size for `proposal`.
    ///
    /// In a parent that lays out right to left, the frame is mirrored within the parent's bounds
    /// (see `RightToLeft.swift`); a dry run, which learns where guides fall, records it unmirrored.
    static func place(_ node: ViewNode, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        let size = size(of: node, for: proposal)
        var frame = CGRect(
            x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
            width: size.width, height: size.height)
        if dryRun != nil {
            dryRun?[ObjectIdentifier(node)] = (frame, proposal)
            return
        }
        if let mirrorBounds { frame = RightToLeft.mirrored(frame, within: mirrorBounds) }
        if node.isLayoutTransparent {
            // A body or a group placed as one view: its views go in its frame, as a column.
            let saved = mirrorBounds
            mirrorBounds = RightToLeft.mirrorsChildren(of: node) ? frame : nil
            UnaryContent.place(LayoutSubviews(layoutChildren(of: node)), in: frame, proposal: proposal)
            mirrorBounds = saved
            return
        }
        node.geometry.placedBy = (pass, placingToken)
        // A scroll view touching the bars reaches under them, offered the length it reaches
        // (`ScrollViewSafeArea.swift`).
        let reach = reachingUnderBars(node, frame: frame, in: safeAreaRegion)
        if reach != frame {
            var offered = proposal
            if reach.height != frame.height { offered.height = reach.height }
            if reach.width != frame.width { offered.width = reach.width }
            place(node, frame: reach, proposal: offered)
            return
        }
        place(node, frame: frame, proposal: proposal)
    }

    /// Gives `node` a frame without placing anything in it: a list's section, whose rows the list
    /// places itself (`ListLayout`). Nothing is given in a dry run.
    static func setFrame(_ node: ViewNode, _ frame: CGRect) {
        guard dryRun == nil else { return }
        node.geometry.exactFrame = frame
    }

    /// Gives `node` its frame and places its children, unless it is where it was, as it was, and
    /// nothing below it changed.
    private static func place(_ node: ViewNode, frame: CGRect, proposal: ProposedViewSize) {
        let frame = placeable(frame)
        let geometry = node.geometry
        let sameRegion = geometry.safeAreaRegion == safeAreaRegion
        if forcing == 0, sameRegion, geometry.exactFrame == frame, geometry.proposal == proposal,
            geometry.placeInPass != pass
        {
            return
        }
        if forcing == 0, sameRegion, geometry.placedInPass == pass, geometry.exactFrame == frame,
            geometry.proposal == proposal
        {
            return
        }
        geometry.placedInPass = pass
        geometry.exactFrame = frame
        geometry.proposal = proposal
        geometry.safeAreaRegion = safeAreaRegion
        let rule = rule(for: node)
        let subviews = subviews(of: node, rule: rule)
        let saved = placingToken
        tokens += 1
        let token = tokens
        placingToken = token
        let savedMirror = mirrorBounds
        mirrorBounds = RightToLeft.mirrorsChildren(of: node) ? frame : nil
        defer { mirrorBounds = savedMirror }
        rule.placeSubviews(in: frame, proposal: proposal, node: node, subviews: subviews)
        if !rule.placesUnplacedSubviews {
            placingToken = saved
            return
        }
        // A child the layout did not place sits at the centre of the bounds, at its ideal size
        // (Apple's documentation of `placeSubviews`: "SwiftUI places any subview you don't place
        // at the center of the layout's bounds").
        for child in subviews where child.node.geometry.placedBy != (pass, token) {
            placingToken = token
            place(child.node, at: CGPoint(x: frame.midX, y: frame.midY), anchor: .center, proposal: .unspecified)
        }
        placingToken = saved
    }

    /// Builds the children of `node`, a primitive that makes them from its geometry (a reader), now
    /// that the pass knows it; their answers from before are out of date.
    static func rebuildDuringLayout(_ node: ViewNode, in graph: UpdateGraph) {
        guard let primitive = node.primitive else { return }
        node.trackingGeneration += 1
        tracer?.rebuilt(node)
        graph.withBuildScope { primitive.reconcileChildren(of: node, in: graph) }
        forgetGuideAnswers()
        for child in node.children {
            child.forEachNode { descendant in
                descendant.layoutGeometry?.sizes.removeAll()
                descendant.layoutGeometry?.layoutCacheIsStale = true
            }
        }
    }

    /// The actions a pass found due (`onGeometryChange`), to run once the update's own have.
    private(set) static var pendingActions: [() -> Void] = []

    /// Queues `action` to run after the pass.
    static func afterLayout(_ action: @escaping () -> Void) { pendingActions.append(action) }

    /// Takes the actions the pass queued.
    static func takeActions() -> [() -> Void] {
        defer { pendingActions = [] }
        return pendingActions
    }

    /// Places everything `body` places anew, even views that stayed where they were.
    static func forcingPlacement(_ body: () -> Void) {
        forcing += 1
        defer { forcing -= 1 }
        body()
    }

    /// The safe area's insets at the edges of a view placed at `frame` in `region`: on each edge where
    /// the view reaches the safe area's edge (touches it, or goes past it as one that ignores the safe
    /// area does), how far the region's bounds lie beyond the safe area there; zero on an edge that
    /// stays inside. So a `GeometryReader` at the root, laid out in the safe area, reads the screen's
    /// insets (62 and 34 on an iPhone 17), as one that ignores the safe area does, and a reader in a
    /// navigation stack reads the bar's bottom as its top inset. It is the same touching rule as
    /// `ignoresSafeArea`'s, which extends exactly those edges (`SafeAreaLayout.swift`). Evidence: a
    /// root `GeometryReader` printed `safeAreaInsets` top 47, bottom 34 on an iPhone 13 Pro (iOS 15),
    /// the screen's insets, though its own frame lay inside the safe area (recorded by others);
    /// UIKit's `safeAreaInsets` likewise gives a subview pinned to its superview's edges the
    /// superview's insets (csl.cool, "iOS Layout Adaptation", 2023: 59 and 34 on an iPhone 14 Pro).
    /// Assumed: a view that reaches only part of the way past the edge reads the whole inset.
    static func insets(of frame: CGRect, in region: SafeAreaRegion) -> EdgeInsets {
        let safe = region.safe
        let bounds = region.bounds
        let touch: CGFloat = 0.5
        return EdgeInsets(
            top: frame.minY <= safe.minY + touch ? max(0, safe.minY - bounds.minY) : 0,
            leading: frame.minX <= safe.minX + touch ? max(0, safe.minX - bounds.minX) : 0,
            bottom: frame.maxY >= safe.maxY - touch ? max(0, bounds.maxY - safe.maxY) : 0,
            trailing: frame.maxX >= safe.maxX - touch ? max(0, bounds.maxX - safe.maxX) : 0)
    }
}
