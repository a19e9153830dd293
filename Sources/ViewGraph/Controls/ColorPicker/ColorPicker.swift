import Foundation

/// A control that picks a colour; on the screen `ColorPicker "Tint" "blue"`.
nonisolated public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let label: Label

    /// A picker for `selection`, shown with `label`.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
    }

    public typealias Body = Never
}

extension ColorPicker where Label == Text {
    /// A titled colour picker.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A colour picker with a String title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

@MainActor extension ColorPicker: PrimitiveView, Control {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.label, label)])
    }

    func screenContent(of node: ViewNode) -> ScreenContent {
        .leaf(
            "ColorPicker " + screenLabel(controlLabel(of: node), of: node) + " " + quoted(selection.wrappedValue.name))
    }

    var controlRole: String { "ColorPicker" }
}
