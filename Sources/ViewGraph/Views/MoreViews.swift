import Foundation

/// A view's content kept in the graph but not shown on its own line: a label that its container names.
struct _ScreenHidden: View {
    let content: any View
    typealias Body = Never
}

extension _ScreenHidden: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.type(ObjectIdentifier(type(of: content))), content)])
    }
    func screenContent(of node: ViewNode) -> ScreenContent { .hidden }
}

/// Whether any control sits below `node`.
@MainActor
func containsControl(_ node: ViewNode) -> Bool {
    var found = false
    node.forEachNode { if $0.view is any Control { found = true } }
    return found
}

// MARK: - LabeledContent

/// A label beside a value, as in a form row; on the screen `LabeledContent "Nights" "3"`.
///
/// Content with controls in it shows below the line, where it can be tapped.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A row of `label` and `content`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public typealias Body = Never
}

extension LabeledContent where Label == Text {
    /// A titled row of `content`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A row of `content` with a String title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A titled row showing `value`.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// A row with a String title showing `value`.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A titled row showing `value` formatted with `format`.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }

    /// A row with a String title showing `value` formatted with `format`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}

extension LabeledContent: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.label, _ScreenHidden(content: label)), (.content, content)])
    }

    func screenContent(of node: ViewNode) -> ScreenContent {
        let title = quoted(node.children.first.map(visibleText(of:)) ?? "")
        guard let contentNode = node.children.last, !containsControl(contentNode) else {
            return .container("LabeledContent " + title)
        }
        return .leaf("LabeledContent " + title + " " + quoted(visibleText(of: contentNode)))
    }
}

// MARK: - DisclosureGroup

/// A label that shows or hides its content when tapped; on the screen `DisclosureGroup "Details" collapsed`,
/// with the content below it once expanded.
///
/// Collapsed, the content is not built at all, as in SwiftUI, so its views appear when it opens.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: () -> Content
    let isExpanded: Binding<Bool>?
    @State private var ownExpansion = false

    /// A group that shows `content` under `label`, collapsed at first.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        isExpanded = nil
    }

    /// A group whose expansion is `isExpanded`.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.isExpanded = isExpanded
    }

    /// The label, which toggles the group, and the content while expanded.
    public var body: some View {
        let expansion = isExpanded ?? $ownExpansion
        // Read here, in a body, so that a change of the expansion rebuilds the group.
        _DisclosureGroupContent(label: label, content: expansion.wrappedValue ? content() : nil, isExpanded: expansion)
    }
}

extension DisclosureGroup where Label == Text {
    /// A titled group, collapsed at first.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group with a String title, collapsed at first.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A titled group whose expansion is `isExpanded`.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// A group with a String title whose expansion is `isExpanded`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// What a disclosure group shows: its label, which toggles it, and its content while expanded.
struct _DisclosureGroupContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content?
    let isExpanded: Binding<Bool>
    typealias Body = Never
}

extension _DisclosureGroupContent: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.label, _DisclosureToggle(label: label, isExpanded: isExpanded)), (.content, content)])
    }

    func screenContent(of node: ViewNode) -> ScreenContent {
        let title = node.children.first.map(visibleText(of:)) ?? ""
        return .container("DisclosureGroup " + quoted(title) + (isExpanded.wrappedValue ? " expanded" : " collapsed"))
    }
}

/// The tappable label of a disclosure group, named on its group's line rather than on one of its own.
struct _DisclosureToggle<Label: View>: View {
    let label: Label
    let isExpanded: Binding<Bool>
    typealias Body = Never
}

extension _DisclosureToggle: PrimitiveView, Control {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.label, label)])
    }
    func screenContent(of node: ViewNode) -> ScreenContent { .hidden }
    var controlRole: String { "DisclosureGroup" }
    func tap(_ node: ViewNode, host: Host) throws {
        isExpanded.wrappedValue.toggle()
    }
}

// MARK: - ContentUnavailableView

/// What an empty screen shows: a title, an image, a description and actions; on the screen
/// `ContentUnavailableView "No Trips"` with the description and actions below.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// A view of `label`, `description` and `actions`.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description, @ViewBuilder actions: () -> Actions) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public typealias Body = Never
}

extension ContentUnavailableView where Actions == EmptyView {
    /// A view of `label` and `description`.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description) {
        self.init(label: label, description: description) { EmptyView() }
    }
}

extension ContentUnavailableView where Description == EmptyView, Actions == EmptyView {
    /// A view of `label` alone.
    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label, description: { EmptyView() }, actions: { EmptyView() })
    }
}

extension ContentUnavailableView where Label == ViewGraph.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A view with a title, an SF Symbol and a description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { ViewGraph.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }

    /// A view with a String title, an SF Symbol and a description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { ViewGraph.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }

    /// A view with a title, an image from the assets and a description.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { ViewGraph.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }

    /// The view a search with no results shows.
    public static var search: ContentUnavailableView<ViewGraph.Label<Text, Image>, Text?, EmptyView> {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }

    /// The view a search for `text` with no results shows.
    public static func search(text: String) -> ContentUnavailableView<ViewGraph.Label<Text, Image>, Text?, EmptyView> {
        ContentUnavailableView(LocalizedStringKey("No Results for “\(text)”"), systemImage: "magnifyingglass",
                               description: Text("Check the spelling or try a new search."))
    }
}

extension ContentUnavailableView: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.label, _ScreenHidden(content: label)), (.content, description), (.index(2), actions)])
    }

    func screenContent(of node: ViewNode) -> ScreenContent {
        .container("ContentUnavailableView " + quoted(node.children.first.map(visibleText(of:)) ?? ""))
    }
}

// MARK: - Gauge, GroupBox

/// A value shown against a range, as a meter; on the screen `Gauge "Fuel" 0.4`.
public struct Gauge<Label: View, CurrentValueLabel: View>: View {
    let label: Label
    let value: Double

    /// A gauge of `value` within `bounds`, shown with `label`.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {
        self.label = label()
        self.value = Double(value)
    }

    /// A gauge with a label for its current value.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.label = label()
        self.value = Double(value)
    }

    /// A gauge with labels for its current value and both ends of its range.
    public init<V: BinaryFloatingPoint, BoundsLabel: View>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.label = label()
        self.value = Double(value)
    }

    public typealias Body = Never
}

extension Gauge: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.label, label)])
    }
    func screenContent(of node: ViewNode) -> ScreenContent {
        .leaf("Gauge " + quoted(visibleText(of: node)) + " \(value)")
    }
}

/// A box around related content, with an optional title; on the screen `GroupBox "Title"`.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A box around `content` titled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public typealias Body = Never
}

extension GroupBox where Label == EmptyView {
    /// A box around `content`.
    public init(@ViewBuilder content: () -> Content) { self.init(content: content) { EmptyView() } }
}

extension GroupBox where Label == Text {
    /// A titled box around `content`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(titleKey) } }

    /// A box with a String title around `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(title) } }
}

extension GroupBox: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.label, _ScreenHidden(content: label)), (.content, content)])
    }
    func screenContent(of node: ViewNode) -> ScreenContent {
        let title = node.children.first.map(visibleText(of:)) ?? ""
        return .container("GroupBox" + (title.isEmpty ? "" : " " + quoted(title)))
    }
}

// MARK: - AsyncImage

/// Where an `AsyncImage` is in loading its image.
public enum AsyncImagePhase {
    /// Not loaded yet.
    case empty
    /// Loaded.
    case success(Image)
    /// Failed to load.
    case failure(Error)

    /// The image, once loaded.
    public var image: Image? { if case .success(let image) = self { return image } else { return nil } }
    /// The error, if loading failed.
    public var error: Error? { if case .failure(let error) = self { return error } else { return nil } }
}

/// An image loaded from a URL.
///
/// The engine has no network: a load of any URL succeeds at once, without virtual time passing, with
/// an `Image` named after the URL's last path component. So the content is made twice, as on a
/// device whose download finished: first for `.empty`, then for `.success`. A nil URL stays `.empty`.
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let make: (AsyncImagePhase) -> any View

    /// An image from `url`, shown as nothing until it loads.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        make = { phase in
            if case .success(let image) = phase { return image }
            return EmptyView()
        }
    }

    /// An image from `url`, with `placeholder` shown until it loads.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.url = url
        make = { phase in
            if case .success(let image) = phase { return content(image) }
            return placeholder()
        }
    }

    /// An image from `url`, shown as `content` makes each phase of loading.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        make = { content($0) }
    }

    public typealias Body = Never
}

/// Where one `AsyncImage` is in loading its URL.
@MainActor
final class AsyncImageLoad {
    var url: URL?
    var phase = AsyncImagePhase.empty
    var task: Task<Void, Never>?
}

extension AsyncImage: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        let existing = node.primitiveState as? AsyncImageLoad
        let load = existing ?? AsyncImageLoad()
        node.primitiveState = load
        if existing == nil || load.url != url {
            load.task?.cancel()
            load.url = url
            load.phase = .empty
            load.task = nil
            if let url {
                let target = UncheckedSendable((node, graph, load))
                load.task = TaskTracker.start(priority: .userInitiated) {
                    await MainActor.run {
                        let (node, graph, load) = target.value
                        guard node.isMounted, load.url == url else { return }
                        load.phase = .success(Image(url.lastPathComponent))
                        graph.rebuild(node)
                    }
                }
            }
        }
        let shown = make(load.phase)
        graph.reconcile(node, children: [(.type(ObjectIdentifier(type(of: shown))), shown)])
    }

    func willUnmount(_ node: ViewNode, in graph: UpdateGraph) {
        (node.primitiveState as? AsyncImageLoad)?.task?.cancel()
    }
}

