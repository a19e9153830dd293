import Foundation

/// A control that runs an action when tapped.
nonisolated public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    /// Main-actor, as SwiftUI declares a button's action (`@preconcurrency nonisolated
    /// init(action: @escaping @MainActor () -> Void, label:)`, Apple's page for iOS 27): a button
    /// made in a `nonisolated` helper may still call the app's main-actor model.
    let action: @MainActor () -> Void

    /// A button that shows `label` and runs `action`.
    @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role.
    @preconcurrency public init(
        role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.role = role
        self.action = action
    }

    public typealias Body = Never
}

extension Button where Label == Text {
    /// A button with a localized title.
    @preconcurrency public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }

    /// A button with a title.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }

    /// A button with a localized title and a role.
    @preconcurrency public init(
        _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button with a title and a role.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(
        _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == ViewGraph.Label<Text, Image> {
    /// A button with a localized title and an SF Symbol.
    @preconcurrency public init(
        _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: nil, action: action) { ViewGraph.Label(titleKey, systemImage: systemImage) }
    }

    /// A button with a title and an SF Symbol.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(
        _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: nil, action: action) { ViewGraph.Label(title, systemImage: systemImage) }
    }
}

@MainActor extension Button: PrimitiveView, Control {
    /// The label, or, under a style of the lesson's own, the style's body (see `SetStyle.swift`).
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        guard let style = customStyle(node.environment.buttonStyles) else {
            node.primitiveState = nil
            graph.reconcile(node, children: [(.label, label)])
            return
        }
        let styled = (node.primitiveState as? StyledButton) ?? StyledButton(label: label, action: action)
        node.primitiveState = styled
        styled.label.update(label)
        styled.action.action = action
        let body: any View
        switch style {
        case .standard(let style):
            styled.isPrimitive = false
            body = style.styleBody(
                ButtonStyleConfiguration(role: role, label: .init(part: styled.label), isPressed: styled.isPressed))
        case .primitive(let style):
            styled.isPrimitive = true
            body = style.styleBody(
                PrimitiveButtonStyleConfiguration(role: role, label: .init(part: styled.label), action: styled.action))
        }
        graph.reconcile(node, children: [(.body, body)])
        styled.label.refreshStandIns(in: graph)
    }

    /// The style's body sees the styles set further out: this one is spent.
    func modifyEnvironment(_ environment: inout EnvironmentValues, forChildAt key: ChildKey) {
        if key == .body { environment.buttonStyles.removeLast() }
    }

    func screenContent(of node: ViewNode) -> ScreenContent {
        .leaf("Button " + screenLabel(controlLabel(of: node), of: node) + (isDisabled(node) ? " disabled" : ""))
    }

    var controlRole: String { "Button" }

    /// Runs the action. Under a `ButtonStyle` of the lesson's own, a tap presses the button, one update
    /// with `configuration.isPressed` true, and lets it go, the action and `isPressed` false in the next
    /// (Apple's documentation of `isPressed`: "whether the user is currently pressing the button").
    /// Under a `PrimitiveButtonStyle` the style decides: the tap lands on what its body draws (a
    /// `Button(configuration)`, a tap gesture that calls `configuration.trigger()`), and does nothing
    /// when it draws nothing a finger can act on.
    func tap(_ node: ViewNode, host: Host) throws {
        if let styled = node.primitiveState as? StyledButton {
            if styled.isPrimitive {
                guard let inner = innerControl(of: node) else { return }
                try inner.asControl!.tap(inner, host: host)
                return
            }
            styled.isPressed = true
            host.graph.rebuild(node)
            host.graph.flush()
            styled.isPressed = false
            host.graph.rebuild(node)
        }
        action()
        if node.environment.closesPresentationOnTap { node.environment.dismiss() }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a primitive button style is given, as a plain button: its label, its role, and
    /// `configuration.trigger()` as its action; styled by the styles set further out. Main-actor, as
    /// the configuration is: it is made only in a style's `makeBody(configuration:)`.
    @MainActor public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: { configuration.trigger() }, label: { configuration.label })
    }
}

extension Button where Label == ViewGraph.Label<Text, Image> {
    /// A button with a localized title, an SF Symbol and a role.
    @preconcurrency public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { ViewGraph.Label(titleKey, systemImage: systemImage) }
    }

    /// A button with a title, an SF Symbol and a role.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { ViewGraph.Label(title, systemImage: systemImage) }
    }

    /// A button with a localized title and an image from the assets.
    @preconcurrency public init(_ titleKey: LocalizedStringKey, image: String, action: @escaping @MainActor () -> Void)
    {
        self.init(role: nil, action: action) { ViewGraph.Label(titleKey, image: image) }
    }
}
