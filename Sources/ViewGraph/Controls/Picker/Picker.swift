import Foundation

/// Picks one value out of several.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    /// A picker for `selection` among the tagged views `content` builds.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }
    public typealias Body = Never
}

extension Picker where Label == Text {
    /// A picker with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
    /// A picker with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

@MainActor extension Picker: PrimitiveView, Control {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.label, label), (.content, content)])
    }
    /// The picker's line shows the label of the option whose tag is the selection, as iOS shows it
    /// (nothing when no option has that tag); an option that shows only an image (a segment with a
    /// weather symbol) shows it as a control's line does: `Picker "Weather" Image "cloud.fill"`.
    func screenContent(of node: ViewNode) -> ScreenContent {
        let option = selectedOption(of: node)
        return .leaf(
            "Picker " + quoted(node.children.first.map(visibleText(of:)) ?? "") + " "
                + (option.map { screenLabel(visibleText(of: $0), of: $0) } ?? quoted("")))
    }

    /// The option whose tag is the selection, or nil when no option has that tag.
    func selectedOption(of node: ViewNode) -> ViewNode? {
        let selected = unwrappedHashable(selection.wrappedValue)
        return node.children.last.flatMap { content in
            pickerOptions(in: content).first { unwrappedHashable($0.value.base) == selected }
        }?.node
    }
    var controlRole: String { "Picker" }

    /// A picker's options are a menu's items, not rows of the list or form it sits in: all are built,
    /// however many there are, so that the selected one is found (a `ForEach(0...100)` of tips).
    func modifyEnvironment(_ environment: inout EnvironmentValues, forChildAt key: ChildKey) {
        if key == .content { environment.lazyLayout = nil }
    }

    /// Chooses the option whose text is `option`; failing that, an option that shows no text but an
    /// image named `option`, as `tap plus` taps a button that shows only that image.
    func choose(_ option: String, in node: ViewNode) throws {
        guard let contentNode = node.children.last else { throw HostError.noOption(option, menu: controlRole) }
        let options = pickerOptions(in: contentNode)
        let found =
            (options.first { visibleText(of: $0.node) == option }
            ?? options.first { visibleText(of: $0.node).isEmpty && imageNames(in: $0.node).contains(option) })?.value
        guard
            let value = (found?.base as? SelectionValue)
                ?? found.flatMap({ unwrappedHashable($0.base)?.base as? SelectionValue })
        else {
            throw HostError.noOption(option, menu: controlLabel(of: node))
        }
        selection.wrappedValue = value
    }
}

/// The names of the images `node` and the views under it show.
@MainActor
private func imageNames(in node: ViewNode) -> [String] {
    var names: [String] = []
    node.forEachNode { if let image = $0.view as? Image { names.append(image.name) } }
    return names
}

/// The options of a picker's content and their values: each view with a `.tag`, and each row of a
/// `ForEach` with none, whose id is its value, as SwiftUI tags a `ForEach`'s rows implicitly.
@MainActor
func pickerOptions(in content: ViewNode) -> [(value: AnyHashable, node: ViewNode)] {
    var options: [(value: AnyHashable, node: ViewNode)] = []
    func walk(_ node: ViewNode) {
        if let tagged = node.view as? any TaggedView, let value = tagged.tagValue {
            options.append((value, node))
            return
        }
        let before = options.count
        for child in node.children { walk(child) }
        if options.count == before, case .id(let id) = node.key, node.parent?.view is any RowLocating {
            options.append((id, node))
        }
    }
    walk(content)
    return options
}

extension Picker {
    /// A picker labelled by a view given as a value (the iOS 13 form).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }
}
