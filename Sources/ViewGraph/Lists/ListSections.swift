import Foundation

// A list's sections as they stand on the screen, from the rows, headers and footers the list placed
// (`ListLayout`), and what the list draws for them. The rules, each with what it rests on:
//
// - A section's card runs from its first row's top to its last row's bottom, as wide as its rows:
//   `listInsetGroupedMargin` in from the list's sides in the inset looks (inset grouped, inset,
//   sidebar), the list's whole width in the plain and grouped looks. That is the section's frame
//   (`screen frames` prints it). Its corners are `listSectionCornerRadius` round in the inset looks
//   (26 from iOS 26 on), square otherwise. A section with no rows has no card.
// - When `listRowSpacing` sets a section's rows apart, each row stands on a card of its own. The
//   engine's reading of screenshots of iOS 17 and 18 lists with row spacing; no source states it.
// - The list stands on the grouped background (`systemGroupedBackground`, light gray in light mode,
//   black in dark) in the inset-grouped, grouped and sidebar looks, its cards on
//   `secondarySystemGroupedBackground`; the plain and inset looks stand on the plain background.
//   (Apple's documentation of the two colours: "for content layered on top of the main background
//   of a grouped interface".) `scrollContentBackground(.hidden)` takes the background away.
// - A header or a footer stands outside the card, its text at the rows' content's leading edge
//   (`ListLayout`). Its text is set in the footnote style, in the secondary colour, as written: from
//   iOS 26 on a section's title is no longer uppercased (brave-core pull request 38907, August 2026:
//   "iOS 18 should show section titles as uppercased (GENERAL), iOS 26 should show section titles as
//   title case (General)", after the system's default changed; nhsuk/nhsapp-frontend discussion 424:
//   Settings' headings "have changed to sentence case with iOS 26"). The footnote style is UIKit's
//   grouped header's through iOS 18; that iOS 26 kept it is an estimate. `headerProminence(.increased)`
//   (and the sidebar look) sets headers in the headline style and the primary colour: estimate, from
//   Apple's description ("a more prominent" header) and screenshots before iOS 26.
// - Between two rows of a section a separator, a hairline (`listSeparatorThickness`) over the upper
//   row's bottom edge, runs from the leading edge of that row's text to the card's trailing edge (the
//   list's in the looks without cards). Apple's documentation of `listRowSeparatorLeading`: the
//   separator's leading edge aligns, by default, "with the leading edge of the text" in the row; a
//   view's `alignmentGuide(.listRowSeparatorLeading)` moves it; a row with no text aligns it with its
//   content's leading edge. The last row of a section has none in the inset looks (the card ends
//   there); the plain look draws one under each section's last row, the grouped look lines across
//   the list above the first row and below the last (section separators, `listSectionSeparator`).
//   `listRowSeparator(.hidden, edges:)` hides a row's line below it (`.bottom`) or above it (`.top`).

/// Where one section of a list stands, and what the list draws for it.
struct ListSectionGeometry {
    /// The `Section`; nil for rows outside any section.
    var section: ViewNode?
    /// The rows on the screen, each as wide as its card and as tall as the row, top to bottom.
    var rows: [(node: ViewNode, frame: CGRect)] = []
    /// The cards behind the rows: one from the first row's top to the last row's bottom, or one a
    /// row when the rows stand apart.
    var cards: [CGRect] = []
    var cornerRadius: Double
    /// The header's frame (its view's, or its title's text); nil without a header.
    var header: CGRect?
    /// The header's view, when the section has one of the lesson's own.
    var headerView: ViewNode?
    /// In a plain list, the box the header sticks in at the list's top while its rows scroll under
    /// it (`pinnedTops`), across the list and as tall as the header with its padding; nil otherwise.
    var pinnedHeaderBox: CGRect?
    /// A `Section("Title")`'s title as shown, and the environment its text is set in.
    var title: (text: String, environment: EnvironmentValues)?
    /// The footer's frame; nil without one.
    var footer: CGRect?
    /// The separators, each a hairline's rectangle.
    var separators: [CGRect] = []
    /// The rows whose `listRowBackground` is a colour: the row's frame and the colour's name.
    var backgrounds: [(frame: CGRect, color: String)] = []
    /// The rows' background views that are not plain colours (`listRowBackground`), drawn with them.
    var backgroundViews: [ViewNode] = []

    /// The section's frame: its cards' union, nil when it has no rows.
    var frame: CGRect? {
        guard let first = cards.first else { return nil }
        return cards.dropFirst().reduce(first) { $0.union($1) }
    }
}

/// How a section's header or footer text is set, by the look and `headerProminence`.
enum ListSectionStyle {
    static func headerFont(_ environment: EnvironmentValues) -> Font {
        isProminent(environment) ? .headline : .footnote
    }
    static func headerColor(_ environment: EnvironmentValues) -> Color {
        isProminent(environment) ? .primary : .secondary
    }
    private static func isProminent(_ environment: EnvironmentValues) -> Bool {
        environment.headerProminence == .increased || environment.listAppearance == .sidebar
    }

    /// Sets a header's (`isHeader`) or a footer's text style in `environment`, inside a list only.
    static func apply(to environment: inout EnvironmentValues, isHeader: Bool) {
        guard environment.lazyLayout?.kind == .list else { return }
        environment.font = isHeader ? headerFont(environment) : .footnote
        environment.foregroundColor = isHeader ? headerColor(environment) : .secondary
    }
}

private struct HeaderProminenceKey: EnvironmentKey { static var defaultValue: Prominence { .standard } }
private struct ScrollContentBackgroundKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }

extension EnvironmentValues {
    /// How much the section headers below stand out (`headerProminence(_:)`).
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
    /// Whether the scrollable views below show their background (`scrollContentBackground(_:)`).
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

extension ListLayout {
    /// The sections of the list at `node`, placed in `bounds`; with `decorations`, their separators
    /// and row backgrounds too (for the drawing), else their frames only (for the layout, which
    /// hands in the arrangement it placed the rows by).
    @MainActor
    func sections(
        of node: ViewNode, in bounds: CGRect, decorations: Bool = true,
        arranged: (placed: [Placed], parts: [(part: Part, bottom: Double)], length: Double)? = nil
    ) -> [ListSectionGeometry] {
        let width = Double(bounds.width)
        let metrics = ListMetrics(appearance(of: node))
        // As `placeSubviews` has it: the large title's folding takes the first part of the scroll.
        let top = Double(bounds.minY) - scrollOffset(of: node).offset + Double(offsetTakenByLargeTitle(node))
        let left = Double(bounds.minX) + metrics.sideMargin
        let cardWidth = max(0, width - 2 * metrics.sideMargin)
        let rowsApart = (node.environment.listRowSpacing ?? 0) > 0
        let arranged = arranged ?? arrangeParts(node, width: width, measure: LayoutEngine.size)
        var result: [ListSectionGeometry] = []
        let pins = pinnedTops(
            arranged, appearance: appearance(of: node), contentTop: top,
            visible: (Double(bounds.minY), Double(bounds.maxY)))
        var index = 0
        for (part, _) in arranged.parts {
            // Each item of a part was placed once, in order.
            let start = index
            let placed = arranged.placed[index..<min(index + part.items.count, arranged.placed.count)]
            index += part.items.count
            var geometry = ListSectionGeometry(
                section: part.box.flatMap(Self.sectionNode), cornerRadius: metrics.cornerRadius)
            var extent: (top: Double, bottom: Double)?
            func extend(_ top: Double, _ bottom: Double) {
                extent = extent.map { (min($0.top, top), max($0.bottom, bottom)) } ?? (top, bottom)
            }
            for (position, item) in zip(start..., placed) {
                switch item.item {
                case .row(let row):
                    let frame = CGRect(x: left, y: top + item.top, width: cardWidth, height: item.height)
                    geometry.rows.append((row, frame))
                    extend(Double(frame.minY), Double(frame.maxY))
                case .lazyRows(let forEach):
                    if item.height > 0 { extend(top + item.top, top + item.top + item.height) }
                    guard let lengths = (forEach.primitiveState as? ForEachState)?.rowLengths else { continue }
                    var lazy: [(node: ViewNode, frame: CGRect)] = []
                    for row in forEach.children where row.isMounted && !row.isRetired {
                        guard let position = lengths.positions[row.key] else { continue }
                        let height =
                            lengths.lengths[row.key]
                            ?? Self.rowHeight(of: row, width: width, metrics: metrics, measure: LayoutEngine.size)
                        lazy.append(
                            (row, CGRect(x: left, y: top + item.top + position, width: cardWidth, height: height)))
                    }
                    geometry.rows += lazy.sorted { $0.frame.minY < $1.frame.minY }
                case .header(let view, let title, let environment):
                    if let pin = pins[position], item.height > 0 {
                        geometry.pinnedHeaderBox = CGRect(
                            x: Double(bounds.minX), y: pin, width: width, height: item.height)
                    }
                    geometry.headerView = view
                    if let view {
                        geometry.header = view.globalFrame
                    } else if let title, item.height > 0 {
                        var textEnvironment = environment
                        textEnvironment.font = ListSectionStyle.headerFont(environment)
                        let proposal = ProposedViewSize(
                            width: max(0, cardWidth - metrics.rowInsets.leading - metrics.rowInsets.trailing),
                            height: nil)
                        let size = Text(verbatim: title).layout(in: textEnvironment, proposal: proposal).size
                        geometry.header = CGRect(
                            x: left + metrics.rowInsets.leading,
                            y: (pins[position] ?? top + item.top) + item.height - metrics.headerPadding.bottom
                                - Double(size.height),
                            width: size.width, height: size.height)
                        geometry.title = (Text(verbatim: title).string(in: textEnvironment), textEnvironment)
                    }
                case .footer(let view):
                    geometry.footer = view.globalFrame
                }
            }
            if let extent {
                let card = CGRect(x: left, y: extent.top, width: cardWidth, height: extent.bottom - extent.top)
                geometry.cards = rowsApart && !geometry.rows.isEmpty ? geometry.rows.map(\.frame) : [card]
                if decorations {
                    decorate(
                        &geometry, card: card, part: part, in: bounds, width: width, metrics: metrics,
                        rowsApart: rowsApart)
                }
            }
            result.append(geometry)
        }
        return result
    }

    /// Adds a section's separators and row backgrounds.
    @MainActor
    private func decorate(
        _ geometry: inout ListSectionGeometry, card: CGRect, part: Part, in bounds: CGRect,
        width: Double, metrics: ListMetrics, rowsApart: Bool
    ) {
        let thickness = DeviceMetrics.current.listSeparatorThickness
        let trailing = metrics.separatorsSpanList ? Double(bounds.maxX) : Double(card.maxX)
        let rows = geometry.rows
        for (offset, row) in rows.enumerated() {
            if case .rowBackground(let color?)? = Self.decoration(
                of: row.node, where: { if case .rowBackground = $0 { true } else { false } })
            {
                geometry.backgrounds.append((row.frame, color))
            } else if let view = ListLayout.rowBackgroundView(of: row.node) {
                geometry.backgroundViews.append(view)
            }
            let isLast = Double(row.frame.maxY) >= Double(card.maxY) - 0.5
            if rowsApart || (isLast && !metrics.sectionSeparatorEdges.contains(.bottom)) { continue }
            if Self.hidesSeparator(of: row.node, at: .bottom) { continue }
            if offset + 1 < rows.count, Self.hidesSeparator(of: rows[offset + 1].node, at: .top) { continue }
            if isLast, Self.sectionHidesSeparator(part, at: .bottom) { continue }
            // The grouped look's section separator spans the list; a row's starts at its text.
            let leading =
                isLast && metrics.sectionSeparatorEdges == .all
                ? Double(bounds.minX)
                : Self.separatorLeading(of: row.node, rowFrame: row.frame, width: width, metrics: metrics)
            geometry.separators.append(
                CGRect(
                    x: leading, y: Double(row.frame.maxY) - thickness, width: max(0, trailing - leading),
                    height: thickness))
        }
        if metrics.sectionSeparatorEdges.contains(.top), !rowsApart, let first = rows.first,
            Double(first.frame.minY) <= Double(card.minY) + 0.5, !Self.sectionHidesSeparator(part, at: .top),
            !Self.hidesSeparator(of: first.node, at: .top)
        {
            geometry.separators.append(
                CGRect(x: Double(bounds.minX), y: Double(card.minY), width: Double(bounds.width), height: thickness))
        }
    }

    /// Where the separator below `row` starts: at the row's own `listRowSeparatorLeading` guide,
    /// else at the leading edge of its first text, else at its content's leading edge.
    @MainActor
    static func separatorLeading(of row: ViewNode, rowFrame: CGRect, width: Double, metrics: ListMetrics) -> Double {
        let contentLeading = Double(rowFrame.minX) + insets(of: row, metrics: metrics).leading
        guard let frame = row.globalFrame else { return contentLeading }
        let proposal = contentProposal(of: row, width: width, metrics: metrics)
        let size = LayoutEngine.size(of: row, for: proposal)
        if let guide = LayoutEngine.explicitAlignment(
            of: HorizontalAlignment.listRowSeparatorLeading.key, node: row, proposal: proposal, size: size)
        {
            return Double(frame.minX + guide)
        }
        if let text = firstText(in: row)?.globalFrame { return Double(text.minX) }
        return contentLeading
    }

    /// The first text on the screen below `node`, depth first.
    @MainActor
    private static func firstText(in node: ViewNode) -> ViewNode? {
        if node.view is Text { return node.globalFrame == nil ? nil : node }
        for child in node.children where !child.isRetired && !child.isOffScreen {
            if let found = firstText(in: child) { return found }
        }
        return nil
    }

    /// The decoration of `node` that `matches`, read through the modifiers and bodies that wrap it
    /// (the outermost one wins, as the last modifier applied does).
    @MainActor
    static func decoration(of node: ViewNode, where matches: (_ListDecorationModifier.Decoration) -> Bool)
        -> _ListDecorationModifier.Decoration?
    {
        rowModifier(of: node) { modifier, _ in
            guard let decoration = (modifier as? _ListDecorationModifier)?.decoration, matches(decoration) else {
                return nil
            }
            return decoration
        }
    }

    /// Whether `row` hides its separator at `edge` (`listRowSeparator(.hidden, edges:)`).
    @MainActor
    static func hidesSeparator(of row: ViewNode, at edge: VerticalEdge.Set) -> Bool {
        let found = decoration(of: row) {
            if case .rowSeparator(_, let edges) = $0 { edges.contains(edge) } else { false }
        }
        if case .rowSeparator(.hidden, _)? = found { return true }
        return false
    }

    /// Whether the section of `part` hides its separator at `edge` (`listSectionSeparator`).
    @MainActor
    static func sectionHidesSeparator(_ part: Part, at edge: VerticalEdge.Set) -> Bool {
        guard let box = part.box else { return false }
        let found = decoration(of: box) {
            if case .sectionSeparator(_, let edges) = $0 { edges.contains(edge) } else { false }
        }
        if case .sectionSeparator(.hidden, _)? = found { return true }
        return false
    }
}
