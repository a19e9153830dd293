import Foundation

/// What a button does: destructive, cancel, or ordinary.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
    public static let confirm = ButtonRole(name: "confirm")
    public static let close = ButtonRole(name: "close")
}

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
    /// The label, or, under a style of the lesson's own, the style's body (see `StyledControls.swift`).
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
                try (inner.view as! any Control).tap(inner, host: host)
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
    /// The label, or, under a style of the lesson's own, the style's body (see `StyledControls.swift`).
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
            try (inner.view as! any Control).tap(inner, host: host)
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

/// A view with a tag, which pickers use as its value.
@MainActor
protocol TaggedView {
    /// The tag, when the view is a tagged one.
    var tagValue: AnyHashable? { get }
}

/// Tags a view with a value for a picker.
nonisolated public struct _TagModifier<V: Hashable>: ViewModifier, PrimitiveModifier {
    let value: V
    public typealias Body = Never
}

extension ModifiedContent: TaggedView where Content: View, Modifier: ViewModifier {
    var tagValue: AnyHashable? { (modifier as? any TagModifierProtocol)?.anyValue }
}

@MainActor
protocol TagModifierProtocol { var anyValue: AnyHashable { get } }
@MainActor extension _TagModifier: TagModifierProtocol { var anyValue: AnyHashable { AnyHashable(value) } }

extension View {
    /// Tags the view with `tag`, its value in a picker.
    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View { modifier(_TagModifier(value: tag)) }
}

/// A button that opens a list of actions.
nonisolated public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    /// What a tap on the label does instead of opening the menu (which a long press then opens).
    let primaryAction: (() -> Void)?

    /// A menu of `content`, opened by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.primaryAction = nil
    }
    public typealias Body = Never
}

extension Menu where Label == Text {
    /// A menu with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// A menu with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == ViewGraph.Label<Text, Image> {
    /// A menu with a localized title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { ViewGraph.Label(titleKey, systemImage: systemImage) }
    }
}

/// A menu opens when it is tapped and shows its items below its own line, in reach, until the next
/// action: a tap on an item runs it and closes the menu, as on a device, and any other action closes it
/// too (`Host.perform`). A closed menu's items are not on the screen. `choose Sort > By price` opens and
/// chooses in one action. A menu with a `primaryAction` runs that action on a tap instead (Apple's
/// documentation of `init(content:label:primaryAction:)`: "The action to perform on primary
/// interaction with the menu"), and a `long-press` opens it. Evidence: lesson 20's flash card on `Menu` ("The picture is the menu open; choosing By
/// price set order") shows the open menu between the tap on it and the choice.
@MainActor extension Menu: PrimitiveView, Control, ShowsSomeChildren, MenuOpening {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        if node.primitiveState == nil { node.primitiveState = Revealed() }
        graph.reconcile(node, children: [(.label, label), (.content, content)])
    }
    func screenContent(of node: ViewNode) -> ScreenContent {
        let line = "Menu " + (node.children.first.map { screenLabel(visibleText(of: $0), of: $0) } ?? quoted(""))
        return isOpen(node) ? .container(line) : .leaf(line)
    }
    var controlRole: String { "Menu" }

    /// Open: its items; closed: its label, which is part of its line.
    func shownChildren(of node: ViewNode) -> [ViewNode] {
        isOpen(node) ? Array(node.children.dropFirst()) : Array(node.children.prefix(1))
    }

    func tap(_ node: ViewNode, host: Host) throws {
        if let primaryAction {
            primaryAction()
        } else {
            open(node)
        }
    }

    func open(_ node: ViewNode) {
        (node.primitiveState as? Revealed)?.isShown = true
        // Its items are on the screen now, below its label: the menu is laid out again.
        if let graph = Host.current?.graph { LayoutEngine.record(node, childrenChanged: true, in: graph.layoutState) }
    }

    private func isOpen(_ node: ViewNode) -> Bool { (node.primitiveState as? Revealed)?.isShown == true }
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

extension Menu {
    /// A menu whose label runs `primaryAction` when tapped, and opens the menu when held.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
    ) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }
}

extension Picker {
    /// A picker labelled by a view given as a value (the iOS 13 form).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }
}

/// A menu, which a play opens by tapping it (or long-pressing one with a primary action).
@MainActor
protocol MenuOpening { func open(_ node: ViewNode) }
