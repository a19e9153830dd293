import Foundation

// Modifiers of list rows and sections. Swipe actions and context menus are part of the graph but not
// of the screen; delete and move actions never run, since a play can neither swipe nor drag.

/// The space between sections of a list.
public struct ListSectionSpacing: Sendable {
    /// The spacing in points; nil for the list's own.
    let points: CGFloat?
    /// The default spacing, or a compact one (`DeviceMetrics.listCompactSectionSpacing`).
    public static let `default` = ListSectionSpacing(points: nil)
    public static let compact = ListSectionSpacing(points: CGFloat(DeviceMetrics.iPhone17.listCompactSectionSpacing))
    /// A spacing of `spacing` points.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: spacing) }
}

/// What a row or a section says of how its list draws it: its background, or which of its
/// separators show. A trait, as `listRowInsets` is: the list reads it on the row (or the section)
/// through the modifiers that wrap it; it changes no size.
nonisolated public struct _ListDecorationModifier: ViewModifier, PrimitiveModifier {
    enum Decoration {
        /// `listRowBackground`: the colour's name when the view is a `Color`, else nil.
        case rowBackground(colorName: String?)
        case rowSeparator(Visibility, VerticalEdge.Set)
        case sectionSeparator(Visibility, VerticalEdge.Set)
    }
    let decoration: Decoration
    /// `listRowBackground`'s view, when it is not a plain colour: a view of the graph beside the
    /// row's content, which the list places behind the row (see `ListLayout.place`).
    var background: (any View)? = nil
    public typealias Body = Never
    var extraContent: [any View] { background.map { [$0] } ?? [] }
}

/// A row's background view is not a line of the screen's list, and the picture draws it behind the
/// row with the section's cards (`drawList`), not after the row's content.
extension ModifiedContent: ShowsSomeChildren where Modifier == _ListDecorationModifier {
    func shownChildren(of node: ViewNode) -> [ViewNode] {
        node.child(at: .content).map { [$0] } ?? []
    }
}

extension View {
    /// Puts `view` behind the row, in place of its card's colour, as wide as the row's card and as
    /// tall as the row (its insets included). Any view, not only a colour: it is part of the graph
    /// (its body runs, its `onAppear` fires) and is offered the row's whole size, as SwiftUI's
    /// `UITableViewCell.backgroundView` is the cell's size (assumed: Apple's documentation says only
    /// "a view to use as the row's background"). A `Color` is drawn as the row's colour.
    nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View {
        let color = view as? Color
        return modifier(
            _ListDecorationModifier(
                decoration: .rowBackground(colorName: color?.name),
                background: color == nil ? view : nil))
    }
    /// Shows or hides the section's separators at `edges`: the lines above its first row and below
    /// its last, which the plain and grouped looks draw across the list (the inset looks draw none).
    nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View
    {
        modifier(_ListDecorationModifier(decoration: .sectionSeparator(visibility, edges)))
    }
    /// Not modelled: the colour of the row's separators.
    nonisolated public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        inert("listRowSeparatorTint")
    }
    /// Not modelled: the colour of the section's separators.
    nonisolated public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        inert("listSectionSeparatorTint")
    }
    /// Not modelled: the tint of the list's items.
    nonisolated public func listItemTint(_ tint: Color?) -> some View { inert("listItemTint") }
    /// Not modelled: the tint of the list's items, fixed, preferred or monochrome.
    nonisolated public func listItemTint(_ tint: ListItemTint?) -> some View { inert("listItemTint") }
    /// Not modelled: whether the row can be selected in a list with a selection; the engine's lists
    /// select only by a value link, which this does not stop.
    nonisolated public func selectionDisabled(_ isDisabled: Bool = true) -> some View { inert("selectionDisabled") }
    /// Not modelled: whether the row can be deleted.
    nonisolated public func deleteDisabled(_ isDisabled: Bool) -> some View { inert("deleteDisabled") }
    /// Not modelled: whether the row can be moved.
    nonisolated public func moveDisabled(_ isDisabled: Bool) -> some View { inert("moveDisabled") }
    /// Not modelled: a badge with a text.
    nonisolated public func badge(_ label: Text?) -> some View { inert("badge") }
    /// Not modelled: a badge with a localized text.
    nonisolated public func badge(_ key: LocalizedStringKey?) -> some View { inert("badge") }
    /// Not modelled: a badge with a String.
    @_disfavoredOverload
    nonisolated public func badge<S: StringProtocol>(_ label: S?) -> some View { inert("badge") }
    /// Sets how much the badges below stand out: `\.badgeProminence` reads it (iOS's drawing of the
    /// badge is not modelled, as `badge(_:)` is not).
    nonisolated public func badgeProminence(_ prominence: BadgeProminence) -> some View {
        environment(\.badgeProminence, prominence)
    }
    /// Not modelled: the section's letter in the list's section index, which iOS 26 draws down the
    /// list's trailing edge (`listSectionIndexVisibility(_:)`); nothing here draws it.
    nonisolated public func sectionIndexLabel(_ label: Text?) -> some View { inert("sectionIndexLabel") }
    /// Not modelled: the section's localized letter in the list's section index.
    nonisolated public func sectionIndexLabel(_ label: LocalizedStringResource?) -> some View {
        inert("sectionIndexLabel")
    }
    /// Not modelled: the section's letter, a String, in the list's section index.
    @_disfavoredOverload
    nonisolated public func sectionIndexLabel<S: StringProtocol>(_ label: S?) -> some View {
        inert("sectionIndexLabel")
    }
    /// Not modelled: whether the list shows its section index (the sections' `sectionIndexLabel`s) on its trailing edge.
    nonisolated public func listSectionIndexVisibility(_ visibility: Visibility) -> some View {
        inert("listSectionIndexVisibility")
    }
    /// Not modelled: the section's own actions, which iOS shows as items after the section's rows;
    /// they are not built, so they are not on the printed screen and a play cannot tap them.
    nonisolated public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        inert("sectionActions")
    }
}

/// How much a badge stands out.
public struct BadgeProminence: Hashable, Sendable {
    private let level: Int
    /// Standard, more prominent, or less prominent.
    public static let standard = BadgeProminence(level: 0)
    public static let increased = BadgeProminence(level: 1)
    public static let decreased = BadgeProminence(level: -1)
}

private struct BadgeProminenceKey: EnvironmentKey { static var defaultValue: BadgeProminence { .standard } }

extension EnvironmentValues {
    /// How much the badges here stand out: `.standard` unless `badgeProminence(_:)` set it.
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }
}

/// The tint of a list's items: a colour kept whatever the user's accent, one the system may replace,
/// or none (monochrome).
public struct ListItemTint: Sendable {
    private enum Kind: Sendable {
        case fixed(Color)
        case preferred(Color)
        case monochrome
    }
    private let kind: Kind
    /// Items tinted `tint` whatever the system's accent.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(kind: .fixed(tint)) }
    /// Items tinted `tint` where the system does not use its own.
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(kind: .preferred(tint)) }
    /// Items in a grey tint.
    public static let monochrome = ListItemTint(kind: .monochrome)
}

/// Swipe actions or a context menu: in the graph (their views appear and their tasks run), on the
/// screen and within reach only while revealed, by a `swipe` or a `long-press` in a play.
extension View {
    /// Buttons revealed by swiping the row.
    nonisolated public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        modifier(_DecorationModifier(decoration: _RevealedActions(kind: .swipe, content: content())))
    }

    /// A menu shown when the view is long-pressed.
    nonisolated public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some View {
        modifier(_DecorationModifier(decoration: _RevealedActions(kind: .contextMenu, content: menuItems())))
    }

    /// A menu shown with a preview when the view is long-pressed.
    nonisolated public func contextMenu<M: View, P: View>(
        @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
    ) -> some View {
        modifier(_DecorationModifier(decoration: _RevealedActions(kind: .contextMenu, content: menuItems())))
    }
}

/// Controls that a gesture reveals: a row's swipe actions, a view's context menu.
nonisolated struct _RevealedActions: View {
    enum Kind { case swipe, contextMenu }
    let kind: Kind
    let content: any View
    /// False for a context menu given as nil (`contextMenu(_:)` with no `ContextMenu`): a long press
    /// then reveals nothing, and the modifier stays in place so the content keeps its identity.
    var isAvailable = true
    typealias Body = Never
}

/// Whether a `_RevealedActions` is showing.
final class Revealed {
    var isShown = false
}

@MainActor extension _RevealedActions: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        if node.primitiveState == nil { node.primitiveState = Revealed() }
        graph.reconcile(node, children: [(.type(ObjectIdentifier(type(of: content))), content)])
    }

    func screenContent(of node: ViewNode) -> ScreenContent {
        guard (node.primitiveState as? Revealed)?.isShown == true else { return .hidden }
        return .container(kind == .swipe ? "Swipe actions" : "Context menu")
    }
}

/// A leading or trailing edge.
public enum HorizontalEdge: Int8, CaseIterable, Sendable {
    /// The two edges.
    case leading, trailing
    /// A set of horizontal edges.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Each edge alone, or both.
        public static let leading = Set(rawValue: 1)
        public static let trailing = Set(rawValue: 2)
        public static let all: Set = [.leading, .trailing]
    }
}

/// The rows of a `ForEach` with delete or move actions; `delete LABEL` in a play deletes a row.
public struct _EditableContent<Base: DynamicViewContent>: DynamicViewContent {
    let base: Base
    let onDelete: ((IndexSet) -> Void)?
    let onMove: ((IndexSet, Int) -> Void)?

    /// The collection the rows are made from.
    public var data: Base.Data { base.data }
    public typealias Body = Never
}

extension _EditableContent: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.content, base)])
    }
}

extension DynamicViewContent {
    /// Lets the rows be deleted by swiping; `action` gets their offsets.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> _EditableContent<Self> {
        _EditableContent(base: self, onDelete: action, onMove: nil)
    }

    /// Lets the rows be moved in edit mode; `action` gets their offsets and the destination.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> _EditableContent<Self> {
        _EditableContent(base: self, onDelete: nil, onMove: action)
    }
}

/// What a person may do to the rows of an editable list: delete them, move them, or both.
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Rows can be moved.
    public static var move: EditActions { EditActions(rawValue: 1) }
    /// Rows can be deleted.
    public static var delete: EditActions { EditActions(rawValue: 2) }
    /// Rows can be moved and deleted.
    public static var all: EditActions { EditActions(rawValue: 3) }
}

extension ForEach where Content: View {
    /// A row for each element of the collection `data` binds to, each given a binding to its element;
    /// the rows could be deleted or moved as `editActions` allows, which a play cannot do.
    public init<C>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    )
    where
        Data == Binding<C>, ID == C.Element.ID,
        C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable,
        C.Index: Hashable
    {
        self.init(
            data: data, identify: { $0.wrappedValue.id }, identifiedBy: IdentifiableID(), isConstantRange: false,
            content: content)
    }
}

extension List where SelectionValue == Never {
    /// A list with a row for each element of the collection `data` binds to, editable as `editActions` allows.
    public init<C, RowContent: View>(
        _ data: Binding<C>, editActions: EditActions<C>,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    )
    where
        Content == ForEach<Binding<C>, C.Element.ID, RowContent>,
        C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable,
        C.Index: Hashable
    {
        self.init { ForEach(data, editActions: editActions, content: rowContent) }
    }
}

extension View {
    /// Not modelled: shows a badge on a row or tab.
    nonisolated public func badge(_ count: Int) -> some View { inert("badge") }
    /// Shows or hides the row's separators at `edges`: `.hidden` at the bottom takes away the line
    /// below the row, at the top the line above it (the one below the row before).
    nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListDecorationModifier(decoration: .rowSeparator(visibility, edges)))
    }
    /// Not modelled: lets the rows of a `ForEach` be dragged to a new place (iOS 27).
    nonisolated public func reorderable() -> some View { inert("reorderable") }
    /// Not modelled: receives the drags of reorderable rows of `type` inside this view (iOS 27).
    nonisolated public func reorderContainer<Item: Identifiable>(
        for type: Item.Type, isEnabled: Bool = true, perform: @escaping (ReorderDifference<Item.ID>) -> Void
    ) -> some View { inert("reorderContainer") }
}

/// A drag of reorderable rows: which moved, and where to (iOS 27).
public struct ReorderDifference<ID: Hashable> {
    /// The ids of the rows that moved.
    public var sources: [ID]
    /// Where they went.
    public var destination: Destination
    /// Where a drag ends.
    public struct Destination {
        /// Before a row, or at the end.
        public var position: Position
    }
    /// Before the row with an id, or after the last.
    public enum Position {
        case before(ID)
        case end
    }
}

extension View {
    /// Lets a person pull to refresh: `refresh` in a play runs `action` as a task.
    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_RefreshableModifier(action: action))
    }
}

/// Pull to refresh: the action a `refresh` in a play runs.
nonisolated public struct _RefreshableModifier: ViewModifier, PrimitiveModifier {
    let action: @Sendable () async -> Void
    public typealias Body = Never
}
