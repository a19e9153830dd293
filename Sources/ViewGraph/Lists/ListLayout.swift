import Foundation

// How a `List` or a `Form` lays out its rows, in the iOS look it has (`listStyle`):
//
// - The list takes the space it is offered, and scrolls its rows inside it, as a scroll view does.
// - Rows stand in sections. A row is as wide as its section, and its content is offered that width
//   less the row's insets (`listRowInsets`, by default `DeviceMetrics.listRowHorizontalInset` on
//   each side, `listRowVerticalInset` above and below), with no height: it takes its own. The row is
//   its content's height plus the insets above and below, and never less than
//   `defaultMinListRowHeight` (Apple's documentation of `defaultMinListRowHeight`: "The height of
//   list rows is bounded below by this default value, and is otherwise determined by the height of
//   the row's content and the row insets"). The content sits at the row's leading inset, centred
//   down the row.
// - In the inset-grouped look (a list's look on iOS unless told otherwise, and a form's), each
//   section stands `listInsetGroupedMargin` in from the list's sides, and the first section
//   `listTopMargin` down; in the plain look rows span the list and start at its top. The other
//   looks, as the engine assumes them from Apple's descriptions ("grouped sections", "inset"
//   rounded sections) and screenshots before iOS 26: `.grouped` spans the list as plain does, with
//   the inset-grouped look's margins and spacing; `.inset` and `.sidebar` stand in from the sides
//   as inset-grouped does (`.inset` on the plain background).
// - In the plain look, a section's header sticks to the top of the list while its rows scroll
//   under it, and is pushed up by the end of its section (where the next header starts); its
//   footer sticks to the bottom while the section's start is above it. Evidence: Apple's
//   `UITableView.Style.plain`, "Section headers and footers are displayed as inline separators and
//   float when the table view is scrolled", and `UITableView.Style.grouped`, "Section headers and
//   footers don't float" (the other looks); UIKit's `sectionHeadersPinToVisibleBounds`: headers
//   "scroll with content until they reach the top of the screen, at which point they are pinned to
//   the upper bounds ... Each new header view that scrolls to the top of the screen pushes the
//   previously pinned header view offscreen". Assumed: SwiftUI's plain `List` (a UIKit list in the
//   plain appearance) keeps the plain table's rule, its top being the list's frame (below the bars).
//   The rule itself is `PinnedScrollableViews.pinnedStart` (`Stacks.swift`).
// - Sections' cards, separators and headers' text style: `ListSections.swift`.
// - A section's header (a view, or a `Section("Title")`'s title) stands above its rows, its footer
//   below them; each is its text plus the padding around it (`listSectionHeaderPadding`,
//   `listSectionFooterPadding`).
// - Two sections stand `listSectionSpacing(_:)` apart, by default `DeviceMetrics.listSectionSpacing`
//   (none in the plain look). Sections with spacings of their own share them: "If adjacent sections
//   have different spacing applied, each section applies half its spacing above and below" (Apple's
//   documentation of `listSectionSpacing(_:)`).
// - Two rows of a section stand `listRowSpacing(_:)` apart, by default none (Apple's documentation of
//   `listRowSpacing(_:)`: "Sets the vertical spacing between two adjacent rows in a List").
// - Separators are drawn inside the rows, over their bottom edge, and take no room of their own.
//   The engine's assumption: UIKit draws a table cell's separator within the cell's height.
//
// Rows a lazy `ForEach` builds stand where the lazy container placed them (`LazyRows.swift`): the
// list measures them with the rule below, and the rows not built take the room their measured
// neighbours suggest; so a row's place on the screen and whether it is built come from one model.

/// The look of a list, as far as its layout goes.
enum ListAppearance: Equatable, Sendable {
    case insetGrouped, plain, grouped, inset, sidebar
}

/// A list style that says which look it gives.
protocol ListStyleAppearance {
    var appearance: ListAppearance? { get }
}

extension InsetGroupedListStyle: ListStyleAppearance { var appearance: ListAppearance? { .insetGrouped } }
extension PlainListStyle: ListStyleAppearance { var appearance: ListAppearance? { .plain } }
extension GroupedListStyle: ListStyleAppearance { var appearance: ListAppearance? { .grouped } }
extension InsetListStyle: ListStyleAppearance { var appearance: ListAppearance? { .inset } }
extension SidebarListStyle: ListStyleAppearance { var appearance: ListAppearance? { .sidebar } }
extension DefaultListStyle: ListStyleAppearance { var appearance: ListAppearance? { nil } }

private struct ListAppearanceKey: EnvironmentKey { static var defaultValue: ListAppearance? { nil } }
private struct ListRowSpacingKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }
private struct ListSectionSpacingKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }
private struct InListRowsKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// The look `listStyle` chose for the lists below; nil for the platform's (`.automatic`).
    var listAppearance: ListAppearance? {
        get { self[ListAppearanceKey.self] }
        set { self[ListAppearanceKey.self] = newValue }
    }
    /// The space `listRowSpacing` put between the rows of the lists below; nil for none.
    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }
    /// Whether the views below stand in the rows of a `List` or a `Form`, where a picker or a date
    /// picker takes a row's look: its label leading, its value trailing (see `PickerLayout.swift`).
    var isInListRows: Bool {
        get { self[InListRowsKey.self] }
        set { self[InListRowsKey.self] = newValue }
    }
    /// The space `listSectionSpacing` asked around the sections below; nil for the style's.
    var listSectionSpacing: CGFloat? {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }
}

/// The insets `listRowInsets(_:)` gave a row: a trait the list reads on the row, through the views
/// that wrap it.
nonisolated public struct _ListRowInsetsModifier: ViewModifier, PrimitiveModifier {
    let insets: EdgeInsets?
    public typealias Body = Never
}

@MainActor extension _ListRowInsetsModifier: ModifierLayoutRule {
    var changesParentLayout: Bool { true }
}

/// The lengths of a list's look on the iPhone 17 (see `DeviceMetrics` for where each comes from).
struct ListMetrics {
    var sideMargin: Double
    var topMargin: Double
    var sectionSpacing: Double
    var rowInsets: EdgeInsets
    var headerPadding: (top: Double, bottom: Double)
    var footerPadding: (top: Double, bottom: Double)
    /// How round a section's card is: the inset looks round it, the others span the list square.
    var cornerRadius: Double
    /// Whether the list stands on the grouped background (`systemGroupedBackground`), its sections
    /// on cards of `secondarySystemGroupedBackground`; else on the plain background.
    var isGroupedBackground: Bool
    /// Whether sections have separators above their first row and below their last, across the
    /// list: the grouped look's edges, and in the plain look the line under each section's last row.
    var sectionSeparatorEdges: VerticalEdge.Set
    /// Whether a row's separator runs to the list's trailing edge (the looks without cards), else to
    /// the card's.
    var separatorsSpanList: Bool
    /// The least height of a row that holds a switch or a menu picker, where the look makes it taller
    /// than other rows (`DeviceMetrics.controlRowMinimumHeight`); nil where it is any row's.
    var controlRowMinimumHeight: Double?

    @MainActor init(_ appearance: ListAppearance, device: DeviceMetrics = .current) {
        let grouped = appearance != .plain
        let inset = appearance == .insetGrouped || appearance == .inset || appearance == .sidebar
        cornerRadius = inset ? device.listSectionCornerRadius : 0
        isGroupedBackground = appearance == .insetGrouped || appearance == .grouped || appearance == .sidebar
        sectionSeparatorEdges = appearance == .grouped ? .all : appearance == .plain ? .bottom : []
        separatorsSpanList = !inset
        sideMargin = inset ? device.listInsetGroupedMargin : 0
        topMargin = grouped ? device.listTopMargin : 0
        sectionSpacing = grouped ? device.listSectionSpacing : 0
        rowInsets = EdgeInsets(
            top: device.listRowVerticalInset, leading: device.listRowHorizontalInset,
            bottom: device.listRowVerticalInset, trailing: device.listRowHorizontalInset)
        headerPadding = grouped ? device.listSectionHeaderPadding : device.listPlainSectionHeaderPadding
        footerPadding = device.listSectionFooterPadding
        controlRowMinimumHeight = appearance == .insetGrouped ? device.controlRowMinimumHeight : nil
    }
}

/// The layout of a `List` or a `Form`: sections of rows, in its look.
struct ListLayout: LayoutRule {
    /// A scroll changes the large title of the stack around the list (`NavigationBar.swift`).
    var changesEnclosingBars: Bool { true }
    /// The look when no `listStyle` says otherwise: inset grouped, a list's default look on iOS
    /// since iOS 16 (and always a form's).
    var defaultAppearance: ListAppearance = .insetGrouped

    /// One thing the list stands in a column: a row, a header or footer, or the rows of a lazy
    /// `ForEach` (which stand where that `ForEach` placed them).
    enum Item {
        case row(ViewNode)
        case header(ViewNode?, title: String?, environment: EnvironmentValues)
        case footer(ViewNode)
        case lazyRows(ViewNode)
    }

    /// A section of the list: its own spacing, and what stands in it from top to bottom.
    struct Part {
        /// The list's child that holds the section (the section, or a modifier on it); nil for loose rows.
        var box: ViewNode?
        var spacing: Double?
        var items: [Item]
        var isSection: Bool
    }

    /// The list's parts: each `Section` one, and rows outside any section together in one.
    @MainActor
    static func parts(of list: ViewNode) -> [Part] {
        var parts: [Part] = []
        var loose: [Item] = []
        func flushLoose() {
            if !loose.isEmpty { parts.append(Part(box: nil, spacing: nil, items: loose, isSection: false)) }
            loose = []
        }
        func rows(below node: ViewNode) {
            for child in node.children where !child.isRetired {
                if child.asLazyRowsContainer != nil, child.environment.isInLazyContainer {
                    loose.append(.lazyRows(child))
                } else if child.isLayoutTransparent {
                    rows(below: child)
                } else if let section = sectionNode(child) {
                    flushLoose()
                    var part = part(of: section)
                    part.box = child
                    parts.append(part)
                } else if let options = inlineRows(of: child) {
                    loose += options.map { .row($0) }
                } else {
                    loose.append(.row(child))
                }
            }
        }
        func part(of section: ViewNode) -> Part {
            var items: [Item] = []
            let title = (section.view as? any SectionTitled)?.sectionTitle
            if let header = section.child(at: .index(0)) {
                items.append(.header(header, title: nil, environment: header.environment))
            } else if let title {
                items.append(.header(nil, title: title, environment: section.environment))
            }
            if let content = section.child(at: .content) {
                if content.isLayoutTransparent || content.asLazyRowsContainer != nil {
                    if content.asLazyRowsContainer != nil, content.environment.isInLazyContainer {
                        items.append(.lazyRows(content))
                    } else {
                        var inner: [Item] = []
                        innerRows(below: content, into: &inner)
                        items += inner
                    }
                } else if let options = inlineRows(of: content) {
                    items += options.map { .row($0) }
                } else {
                    items.append(.row(content))
                }
            }
            if let footer = section.child(at: .index(1)) { items.append(.footer(footer)) }
            return Part(
                box: section, spacing: section.environment.listSectionSpacing.map(Double.init), items: items,
                isSection: true)
        }
        func innerRows(below node: ViewNode, into items: inout [Item]) {
            for child in node.children where !child.isRetired {
                if child.asLazyRowsContainer != nil, child.environment.isInLazyContainer {
                    items.append(.lazyRows(child))
                } else if child.isLayoutTransparent {
                    innerRows(below: child, into: &items)
                } else if let options = inlineRows(of: child) {
                    items += options.map { .row($0) }
                } else {
                    items.append(.row(child))
                }
            }
        }
        rows(below: list)
        flushLoose()
        return parts
    }

    /// The rows a view of several rows gives the list (an inline picker's options, `InlineListRows`),
    /// looking through the modifiers on it; nil for a view that is one row.
    @MainActor
    static func inlineRows(of node: ViewNode) -> [ViewNode]? {
        firstAlongRow(from: node) { ($0.view as? any InlineListRows)?.inlineRows(of: $0) }
    }

    /// The section below `node`, looking through the modifiers on it (`.listSectionSpacing`).
    @MainActor
    static func sectionNode(_ node: ViewNode) -> ViewNode? {
        var current: ViewNode? = node
        while let candidate = current {
            if candidate.view is any ListSection { return candidate }
            guard candidate.asModifierCarrier != nil else { return nil }
            let content = contentNodes(of: candidate)
            current = content.count == 1 ? content[0] : nil
        }
        return nil
    }

    /// The look of the list at `node`.
    @MainActor
    func appearance(of node: ViewNode) -> ListAppearance { node.environment.listAppearance ?? defaultAppearance }

    // MARK: - Rows

    /// The insets of `row`: its own (`listRowInsets`), else the look's.
    @MainActor
    static func insets(of row: ViewNode, metrics: ListMetrics) -> EdgeInsets {
        let own = rowModifier(of: row) { modifier, _ in
            (modifier as? _ListRowInsetsModifier).map { $0.insets ?? metrics.rowInsets }
        }
        return own ?? metrics.rowInsets
    }

    /// What `match` makes of the first modifier on `row` it accepts (returns non-nil for), on the way
    /// `firstAlongRow` goes: the modifiers a row's `listRow…` calls leave on it. `match` gets each
    /// modifier and the node that carries it.
    @MainActor
    static func rowModifier<T>(of row: ViewNode, _ match: (Any, ViewNode) -> T?) -> T? {
        firstAlongRow(from: row) { node in node.asModifierCarrier.flatMap { match($0.anyModifier, node) } }
    }

    /// What `match` makes of the first node it accepts, looking down from `row` through its
    /// modifiers' content and the layout-transparent views (a `Group`) that hold one view, and
    /// stopping after the first view that is neither.
    @MainActor
    static func firstAlongRow<T>(from row: ViewNode, _ match: (ViewNode) -> T?) -> T? {
        var current: ViewNode? = row
        while let candidate = current {
            if let found = match(candidate) { return found }
            if candidate.asModifierCarrier != nil {
                let content = contentNodes(of: candidate)
                current = content.count == 1 ? content[0] : nil
            } else if candidate.isLayoutTransparent {
                let children = layoutChildren(of: candidate)
                current = children.count == 1 ? children[0] : nil
            } else {
                return nil
            }
        }
        return nil
    }

    /// The proposal a row's content gets in a list `width` wide.
    @MainActor
    static func contentProposal(of row: ViewNode, width: Double, metrics: ListMetrics) -> ProposedViewSize {
        let insets = insets(of: row, metrics: metrics)
        return ProposedViewSize(
            width: max(0, width - 2 * metrics.sideMargin - insets.leading - insets.trailing), height: nil)
    }

    /// The height of `row` in a list `width` wide whose look is `metrics`: its content's height and
    /// its insets, at least the least row height.
    @MainActor
    static func rowHeight(
        of row: ViewNode, width: Double, metrics: ListMetrics, measure: (ViewNode, ProposedViewSize) -> CGSize
    ) -> Double {
        let insets = insets(of: row, metrics: metrics)
        let content = measure(row, contentProposal(of: row, width: width, metrics: metrics))
        var least = Double(row.environment.defaultMinListRowHeight)
        if let controlRow = metrics.controlRowMinimumHeight, holdsTallControl(row) { least = max(least, controlRow) }
        return max(least, Double(content.height) + insets.top + insets.bottom)
    }

    /// Whether `row` is a control whose trailing part makes an inset-grouped row taller on iOS 26: a
    /// toggle drawn as a switch (`Toggle.showsSwitch`: `.switch`, `.automatic` or no style), or a picker shown as a row with its
    /// menu (`DeviceMetrics.controlRowMinimumHeight`). The row's views are followed down while there
    /// is one of them (its modifiers, its own view's body).
    @MainActor
    static func holdsTallControl(_ row: ViewNode) -> Bool {
        var current: ViewNode? = row
        while let node = current {
            // A modified control (`.pickerStyle(.menu)`, `.tint`) counts as a control that can be
            // tapped; the control itself is inside it.
            if node.asModifierCarrier == nil, let control = node.asControl {
                switch control.controlRole {
                case "Toggle": return Toggle<EmptyView>.showsSwitch(node)  // a static rule, whatever the label
                case "Picker":
                    let appearance = node.environment.pickerAppearance
                    return (appearance == .automatic || appearance == .menu) && node.environment.isInListRows
                default: return false
                }
            }
            let children = node.children.filter { !$0.isRetired }
            guard children.count == 1 else { return false }
            current = children[0]
        }
        return false
    }

    /// The height of a header or footer: its content, offered the width a row's content gets, and
    /// the padding around it. A section's title is a line of text in the header's style
    /// (`ListSectionStyle`).
    @MainActor
    static func headerHeight(
        _ view: ViewNode?, title: String?, environment: EnvironmentValues, width: Double,
        metrics: ListMetrics, padding: (top: Double, bottom: Double),
        measure: (ViewNode, ProposedViewSize) -> CGSize
    ) -> Double {
        let proposal = ProposedViewSize(
            width: max(0, width - 2 * metrics.sideMargin - metrics.rowInsets.leading - metrics.rowInsets.trailing),
            height: nil)
        var content = 0.0
        if let view {
            content = Double(measure(view, proposal).height)
        } else if let title {
            var textEnvironment = environment
            textEnvironment.font = ListSectionStyle.headerFont(environment)
            content = Double(TextLayout(string: title, environment: textEnvironment, proposal: proposal).size.height)
        }
        guard content > 0 else { return 0 }
        if let minimum = environment.defaultMinListHeaderHeight { content = max(content, Double(minimum)) }
        return content + padding.top + padding.bottom
    }

    // MARK: - Arranging

    /// Where one thing of the list stands, in points from the top of the list's content.
    struct Placed {
        var item: Item
        var top: Double
        var height: Double
    }

    /// Everything in the list at `node`, `width` wide, from the top of its content; and the
    /// content's length.
    @MainActor
    func arrange(_ node: ViewNode, width: Double, measure: (ViewNode, ProposedViewSize) -> CGSize) -> (
        placed: [Placed], length: Double
    ) {
        let (placed, _, length) = arrangeParts(node, width: width, measure: measure)
        return (placed, length)
    }

    /// `arrange`, with each part of the list and where it ends.
    @MainActor
    func arrangeParts(_ node: ViewNode, width: Double, measure: (ViewNode, ProposedViewSize) -> CGSize) -> (
        placed: [Placed], parts: [(part: Part, bottom: Double)], length: Double
    ) {
        var ends: [(part: Part, bottom: Double)] = []
        let metrics = ListMetrics(appearance(of: node))
        let rowSpacing = Double(node.environment.listRowSpacing ?? 0)
        var placed: [Placed] = []
        var y = metrics.topMargin
        let parts = Self.parts(of: node)
        for (index, part) in parts.enumerated() {
            if index > 0 {
                // Each of two sections gives half its spacing; one without gives its neighbour's.
                let above = parts[index - 1].spacing ?? part.spacing ?? metrics.sectionSpacing
                let below = part.spacing ?? parts[index - 1].spacing ?? metrics.sectionSpacing
                y += above / 2 + below / 2
            }
            var previousWasRow = false
            for item in part.items {
                switch item {
                case .header(let view, let title, let environment):
                    let height = Self.headerHeight(
                        view, title: title, environment: environment, width: width, metrics: metrics,
                        padding: metrics.headerPadding, measure: measure)
                    placed.append(Placed(item: item, top: y, height: height))
                    y += height
                    previousWasRow = false
                case .footer(let view):
                    let height = Self.headerHeight(
                        view, title: nil, environment: view.environment, width: width, metrics: metrics,
                        padding: metrics.footerPadding, measure: measure)
                    placed.append(Placed(item: item, top: y, height: height))
                    y += height
                    previousWasRow = false
                case .row(let row):
                    if previousWasRow { y += rowSpacing }
                    let height = Self.rowHeight(of: row, width: width, metrics: metrics, measure: measure)
                    placed.append(Placed(item: item, top: y, height: height))
                    y += height
                    previousWasRow = true
                case .lazyRows(let forEach):
                    if previousWasRow { y += rowSpacing }
                    let extent = (forEach.primitiveState as? ForEachState)?.rowLengths.extent ?? 0
                    placed.append(Placed(item: item, top: y, height: extent))
                    y += extent
                    previousWasRow = extent > 0
                }
            }
            ends.append((part, y))
        }
        if !parts.isEmpty { y += metrics.topMargin }
        return (placed, ends, y)
    }

    /// How far down the list's content the lazy rows of `forEach` start, or nil if they are not in
    /// the list at `node`.
    @MainActor
    func start(of forEach: ViewNode, in node: ViewNode, width: Double) -> Double? {
        arrange(node, width: width, measure: LayoutEngine.measuredAhead).placed.first {
            if case .lazyRows(let candidate) = $0.item { return candidate === forEach }
            return false
        }?.top
    }

    // MARK: - LayoutRule

    func subviewNodes(of node: ViewNode) -> [ViewNode] { layoutChildren(of: node) }
    /// The list places its rows, headers and footers itself, through its sections; a section's frame
    /// is its card's (`ListSections.swift`), given to it without placing anything in it.
    var placesUnplacedSubviews: Bool { false }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let width = Double(proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? DeviceMetrics.current.width)
        if let height = proposal.height, height.isFinite { return CGSize(width: width, height: height) }
        return CGSize(width: width, height: arrange(node, width: width, measure: LayoutEngine.size).length)
    }

    func placeSubviews(in frame: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        // The rows start where the bars leave the frame clear, and a header pins below them
        // (`ScrollViewSafeArea.swift`).
        let bounds = frame.inset(by: barInsets(ofScrollView: node))
        let width = Double(bounds.width)
        let metrics = ListMetrics(appearance(of: node))
        let top = Double(bounds.minY) - scrollOffset(of: node).offset + Double(offsetTakenByLargeTitle(node))
        let left = Double(bounds.minX) + metrics.sideMargin
        let arranged = arrangeParts(node, width: width, measure: LayoutEngine.size)
        let pins = pinnedTops(
            arranged, appearance: appearance(of: node), contentTop: top,
            visible: (Double(bounds.minY), Double(bounds.maxY)))
        for (index, placed) in arranged.placed.enumerated() {
            switch placed.item {
            case .row(let row):
                place(row, rowTop: top + placed.top, height: placed.height, left: left, width: width, metrics: metrics)
            case .header(let view?, _, _), .footer(let view):
                let proposal = ProposedViewSize(
                    width: max(
                        0, width - 2 * metrics.sideMargin - metrics.rowInsets.leading - metrics.rowInsets.trailing),
                    height: nil)
                let size = LayoutEngine.size(of: view, for: proposal)
                let bottomPadding: Double
                if case .header = placed.item {
                    bottomPadding = metrics.headerPadding.bottom
                } else {
                    bottomPadding = metrics.footerPadding.bottom
                }
                let boxTop = pins[index] ?? top + placed.top
                LayoutEngine.place(
                    view,
                    at: CGPoint(
                        x: left + metrics.rowInsets.leading,
                        y: boxTop + placed.height - bottomPadding - Double(size.height)),
                    anchor: .topLeading, proposal: proposal)
            case .header:
                break
            case .lazyRows(let forEach):
                guard let lengths = (forEach.primitiveState as? ForEachState)?.rowLengths else { continue }
                for row in forEach.children where row.isMounted && !row.isRetired {
                    guard let position = lengths.positions[row.key] else { continue }
                    let height =
                        lengths.lengths[row.key]
                        ?? Self.rowHeight(of: row, width: width, metrics: metrics, measure: LayoutEngine.size)
                    place(
                        row, rowTop: top + placed.top + position, height: height, left: left, width: width,
                        metrics: metrics)
                }
            }
        }
        for section in sections(of: node, in: bounds, decorations: false, arranged: arranged) {
            if let box = section.section, let frame = section.frame { LayoutEngine.setFrame(box, frame) }
        }
    }

    /// Where each header and footer of a plain list stands (the top of its box, padding included),
    /// by the index of its place in `arranged`, when it is pinned (see the rules at the top of this
    /// file): each part's header between the top of the `visible` stretch and the part's end, its
    /// footer between the part's first row and the bottom of the stretch. Empty in the other looks.
    @MainActor
    func pinnedTops(
        _ arranged: (placed: [Placed], parts: [(part: Part, bottom: Double)], length: Double),
        appearance: ListAppearance,
        contentTop: Double, visible: (top: Double, bottom: Double)
    ) -> [Int: Double] {
        guard appearance == .plain else { return [:] }
        var pins: [Int: Double] = [:]
        var index = 0
        for (part, bottom) in arranged.parts {
            let range = index..<min(index + part.items.count, arranged.placed.count)
            index = range.upperBound
            guard part.isSection, let first = range.first else { continue }
            let sectionTop = contentTop + arranged.placed[first].top
            var bodyTop = sectionTop
            for position in range {
                let placed = arranged.placed[position]
                switch placed.item {
                case .header:
                    let natural = contentTop + placed.top
                    bodyTop = natural + placed.height
                    pins[position] = PinnedScrollableViews.pinnedStart(
                        natural: natural, length: placed.height,
                        sectionEnd: contentTop + bottom, visibleStart: visible.top)
                case .footer:
                    pins[position] = PinnedScrollableViews.pinnedEnd(
                        natural: contentTop + placed.top, length: placed.height,
                        sectionStart: bodyTop, visibleEnd: visible.bottom)
                default: break
                }
            }
        }
        return pins
    }

    /// Places a row's content at its leading inset, centred down the row.
    @MainActor
    private func place(
        _ row: ViewNode, rowTop: Double, height: Double, left: Double, width: Double, metrics: ListMetrics
    ) {
        let insets = Self.insets(of: row, metrics: metrics)
        let proposal = Self.contentProposal(of: row, width: width, metrics: metrics)
        let size = LayoutEngine.size(of: row, for: proposal)
        let inner = height - insets.top - insets.bottom
        let y = rowTop + insets.top + (inner - Double(size.height)) / 2
        LayoutEngine.place(row, at: CGPoint(x: left + insets.leading, y: y), anchor: .topLeading, proposal: proposal)
        if let background = Self.rowBackgroundView(of: row) {
            // Behind the whole row: the card's width, the row's height, its insets included.
            let frame = CGRect(x: left, y: rowTop, width: max(0, width - 2 * metrics.sideMargin), height: height)
            LayoutEngine.place(
                background, at: frame.origin, anchor: .topLeading, proposal: ProposedViewSize(frame.size))
        }
    }

    /// The view `listRowBackground` put behind `row`, when it is not a plain colour.
    static func rowBackgroundView(of row: ViewNode) -> ViewNode? {
        let found = rowModifier(of: row) { modifier, carrier -> (_ListDecorationModifier, ViewNode)? in
            guard let decoration = modifier as? _ListDecorationModifier, case .rowBackground = decoration.decoration
            else { return nil }
            return (decoration, carrier)
        }
        guard let (decoration, carrier) = found, decoration.background != nil else { return nil }
        return carrier.child(at: .index(0))
    }
}

/// A section that may have a title of its own (`Section("Title")`).
@MainActor
protocol SectionTitled {
    var sectionTitle: String? { get }
}

@MainActor extension Section: SectionTitled {
    var sectionTitle: String? { title }
}

extension List {
    var layoutRule: any LayoutRule { ListLayout() }
    /// Its rows are built lazily, and the controls in them take a row's look.
    func modifyEnvironment(_ environment: inout EnvironmentValues, forChildAt key: ChildKey) {
        environment.lazyLayout = lazyLayout
        environment.isInListRows = true
    }
}

extension Form {
    var layoutRule: any LayoutRule { ListLayout() }
    /// Its rows are built lazily, and the controls in them take a row's look.
    func modifyEnvironment(_ environment: inout EnvironmentValues, forChildAt key: ChildKey) {
        environment.lazyLayout = lazyLayout
        environment.isInListRows = true
    }
}

extension View {
    /// Sets the look of the lists below: `.plain` rows span the list from its top; `.insetGrouped`
    /// (iOS's default) stands sections in from the sides, apart from each other.
    nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listAppearance, (style as? any ListStyleAppearance)?.appearance)
    }

    /// Sets the insets of this row's content in its list; nil for the list's own.
    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(_ListRowInsetsModifier(insets: insets))
    }

    /// Sets the space between two adjacent rows of the lists below; nil for none.
    nonisolated public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\.listRowSpacing, spacing)
    }

    /// Sets the space between the sections of a list, or around one section.
    nonisolated public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environment(\.listSectionSpacing, spacing.points)
    }

    /// Sets the space between the sections of a list, or around one section, in points.
    nonisolated public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        environment(\.listSectionSpacing, spacing)
    }
}
