import Foundation

/// A switch that turns a Bool on and off.
nonisolated public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    /// A switch for `isOn`, shown with `label`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public typealias Body = Never
}

extension Toggle where Label == Text {
    /// A switch with a localized title.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A switch with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

@MainActor extension Toggle: PrimitiveView, Control {
    /// The label, or, under a style of the lesson's own, the style's body (see `SetStyle.swift`).
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        guard let style = customStyle(node.environment.toggleStyles) else {
            node.primitiveState = nil
            graph.reconcile(node, children: [(.label, label)])
            return
        }
        let styled = StyledParts.of(node, [label])
        let configuration = ToggleStyleConfiguration(label: .init(part: styled.parts[0]), isOn: isOn, isMixed: false)
        styled.reconcile(node, body: style.styleBody(configuration), in: graph)
    }

    /// The style's body sees the styles set further out: this one is spent.
    func modifyEnvironment(_ environment: inout EnvironmentValues, forChildAt key: ChildKey) {
        if key == .body { environment.toggleStyles.removeLast() }
    }

    func screenContent(of node: ViewNode) -> ScreenContent {
        .leaf("Toggle " + screenLabel(controlLabel(of: node), of: node) + (isOn.wrappedValue ? " on" : " off"))
    }

    var controlRole: String { "Toggle" }

    /// Turns the switch. Under a style of the lesson's own, the tap lands on what the style draws (its
    /// button, its tap gesture that writes `configuration.isOn`); a style that draws nothing a finger
    /// can act on makes a switch that a tap does not turn, as on a device.
    func tap(_ node: ViewNode, host: Host) throws {
        if node.primitiveState is StyledParts {
            guard let inner = innerControl(of: node) else { return }
            try inner.asControl!.tap(inner, host: host)
            return
        }
        isOn.wrappedValue.toggle()
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The switch a toggle style is given, as a plain switch: its label and its binding; styled by the
    /// styles set further out.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

extension Toggle where Label == ViewGraph.Label<Text, Image> {
    /// A switch with a localized title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { ViewGraph.Label(titleKey, systemImage: systemImage) }
    }

    /// A switch with a title and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { ViewGraph.Label(title, systemImage: systemImage) }
    }
}
