// How a control with a style of the lesson's own shows: the style's `makeBody(configuration:)` is the
// control's content, as in SwiftUI, where "the system calls this method for each Button instance in a
// view hierarchy where this style is the current button style" (Apple's documentation of
// `ButtonStyle.makeBody(configuration:)`; the same words for `ToggleStyle` and `LabelStyle`). So what
// the style's body prints runs with the control's updates, a view with `@State` that it returns keeps
// its state as long as the control does, and what it shows is what the control shows.
//
// The rules the engine follows:
// - The current style is the innermost `.buttonStyle(_:)` (`.toggleStyle`, `.labelStyle`) above the
//   control. Inside a style's body that style is spent: a `Button(configuration)` or a `Button` the
//   style draws gets the style set further out, or the system's, never the same one again (else a
//   style that draws a button would draw itself forever).
// - The configuration's `label` (`title`, `icon`) is a stand-in for the control's own label: the
//   style's body runs again only when the style's value or the configuration changes (a press, the
//   switch's value through its binding), while a new label from the control's parent goes straight to
//   the stand-in, as SwiftUI passes it through the graph.
// - The system's own styles (`.plain`, `.bordered`, `.switch`, `.titleAndIcon`…) draw nothing the
//   plain-text screen shows: the control keeps its label as its content.

/// What a style's stand-in (`configuration.label`) shows: the control's current part, handed on to
/// each stand-in that shows it whenever the control gets a new one.
@MainActor
final class StylePart {
    /// The control's part (its label), as its parent last made it.
    private(set) var view: any View
    /// Bumped with each new part, so a stand-in that already shows it is not rebuilt again.
    private var generation = 0
    private var standIns: [(node: WeakNode, generation: Int)] = []

    init(_ view: any View) { self.view = view }

    /// Takes the control's new part; `refreshStandIns` then hands it to the stand-ins that the style's
    /// body did not rebuild itself.
    func update(_ view: any View) {
        self.view = view
        generation += 1
    }

    /// Gives the current part to every stand-in that still shows an older one.
    func refreshStandIns(in graph: UpdateGraph) {
        standIns.removeAll { $0.node.node?.isMounted != true }
        for index in standIns.indices where standIns[index].generation != generation {
            guard let node = standIns[index].node.node, let standIn = node.view as? any PrimitiveView else { continue }
            graph.withBuildScope { standIn.reconcileChildren(of: node, in: graph) }
        }
    }

    /// The text the part shows where the style's body put it first, for the control's line on the screen.
    func shownText() -> String {
        standIns.lazy.compactMap { $0.node.node }.first { $0.isMounted }.map(visibleText(of:)) ?? ""
    }

    /// Builds the part below `node`, a stand-in in the style's body.
    func show(in node: ViewNode, graph: UpdateGraph) {
        if let index = standIns.firstIndex(where: { $0.node.node === node }) {
            standIns[index].generation = generation
        } else {
            standIns.append((WeakNode(node, in: graph), generation))
        }
        graph.reconcile(node, children: [(.content, view)])
    }
}

/// A stand-in for a part of a styled control, shown where the style's body puts it.
@MainActor
protocol StylePartStandIn: PrimitiveView {
    var part: StylePart? { get }
}

extension StylePartStandIn {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        if let part { part.show(in: node, graph: graph) } else { graph.reconcile(node, children: []) }
    }
}

/// The view that runs a style's `makeBody(configuration:)`: its dynamic properties are the style's
/// (a style may read `@Environment(\.isEnabled)`), under the style's own field names.
protocol CustomStyleBody {}

// MARK: - The styles set above a control

/// A style set with `.buttonStyle(_:)`, `.toggleStyle(_:)` or `.labelStyle(_:)`, and whether the engine
/// builds its body (a style of the lesson's own) or shows the control as it is (the system's).
struct SetStyle<Style> {
    let style: Style
    let buildsBody: Bool
}

private struct ButtonStylesKey: EnvironmentKey { static var defaultValue: [SetStyle<AnyButtonStyle>] { [] } }
private struct ToggleStylesKey: EnvironmentKey { static var defaultValue: [SetStyle<any ToggleStyle>] { [] } }
private struct LabelStylesKey: EnvironmentKey { static var defaultValue: [SetStyle<any LabelStyle>] { [] } }
private struct GroupBoxStylesKey: EnvironmentKey { static var defaultValue: [SetStyle<any GroupBoxStyle>] { [] } }
private struct LabeledContentStylesKey: EnvironmentKey {
    static var defaultValue: [SetStyle<any LabeledContentStyle>] { [] }
}
private struct ProgressViewStylesKey: EnvironmentKey {
    static var defaultValue: [SetStyle<any ProgressViewStyle>] { [] }
}
private struct DisclosureGroupStylesKey: EnvironmentKey {
    static var defaultValue: [SetStyle<any DisclosureGroupStyle>] { [] }
}

/// A button style of either kind.
enum AnyButtonStyle {
    case standard(any ButtonStyle)
    case primitive(any PrimitiveButtonStyle)
}

extension EnvironmentValues {
    /// The button styles set above, the innermost last.
    var buttonStyles: [SetStyle<AnyButtonStyle>] {
        get { self[ButtonStylesKey.self] }
        set { self[ButtonStylesKey.self] = newValue }
    }
    /// The toggle styles set above, the innermost last.
    var toggleStyles: [SetStyle<any ToggleStyle>] {
        get { self[ToggleStylesKey.self] }
        set { self[ToggleStylesKey.self] = newValue }
    }
    /// The label styles set above, the innermost last.
    var labelStyles: [SetStyle<any LabelStyle>] {
        get { self[LabelStylesKey.self] }
        set { self[LabelStylesKey.self] = newValue }
    }
    /// The group box styles set above, the innermost last.
    var groupBoxStyles: [SetStyle<any GroupBoxStyle>] {
        get { self[GroupBoxStylesKey.self] }
        set { self[GroupBoxStylesKey.self] = newValue }
    }
    /// The labeled content styles set above, the innermost last.
    var labeledContentStyles: [SetStyle<any LabeledContentStyle>] {
        get { self[LabeledContentStylesKey.self] }
        set { self[LabeledContentStylesKey.self] = newValue }
    }
    /// The progress view styles set above, the innermost last.
    var progressViewStyles: [SetStyle<any ProgressViewStyle>] {
        get { self[ProgressViewStylesKey.self] }
        set { self[ProgressViewStylesKey.self] = newValue }
    }
    /// The disclosure group styles set above, the innermost last.
    var disclosureGroupStyles: [SetStyle<any DisclosureGroupStyle>] {
        get { self[DisclosureGroupStylesKey.self] }
        set { self[DisclosureGroupStylesKey.self] = newValue }
    }
}

/// Whether a style is one of the system's, which the engine does not draw.
protocol SystemStyle {}

/// Sets a style for the controls below: it goes on top of the styles set further out.
nonisolated struct _StyleModifier<Style>: ViewModifier, PrimitiveModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, [SetStyle<Style>]>
    let style: SetStyle<Style>
    typealias Body = Never
    func modifyEnvironment(_ environment: inout EnvironmentValues) {
        environment[keyPath: keyPath].append(style)
    }
}

extension View {
    /// This view with `style` set for the controls below, noting a system style as not drawn.
    nonisolated func settingStyle<Style>(
        _ keyPath: WritableKeyPath<EnvironmentValues, [SetStyle<Style>]>, _ style: Style,
        isSystem: Bool, name: String
    ) -> some View {
        if isSystem { UnmodelledAPI.note(name) }
        return modifier(_StyleModifier(keyPath: keyPath, style: SetStyle(style: style, buildsBody: !isSystem)))
    }
}

/// The style a control below `environment` uses, if one of the lesson's own: the innermost set.
func customStyle<Style>(_ styles: [SetStyle<Style>]) -> Style? {
    guard let top = styles.last, top.buildsBody else { return nil }
    return top.style
}

// MARK: - Acting on a styled control

/// The first control a person could act on inside `node`, what a tap on a styled control lands on: the
/// button or tap gesture a style's body draws.
@MainActor
func innerControl(of node: ViewNode) -> ViewNode? {
    for child in screenChildren(of: node) {
        if let control = child.view as? any Control, control.isActionable { return child }
        if let found = innerControl(of: child) { return found }
    }
    return nil
}

// MARK: - The styles' bodies

/// A button's content under a `ButtonStyle` of the lesson's own.
nonisolated struct ButtonStyleBody<Style: ButtonStyle>: View, CustomStyleBody {
    let style: Style
    let configuration: ButtonStyleConfiguration
    @MainActor var body: Style.Body { style.makeBody(configuration: configuration) }
}

/// A button's content under a `PrimitiveButtonStyle` of the lesson's own.
nonisolated struct PrimitiveButtonStyleBody<Style: PrimitiveButtonStyle>: View, CustomStyleBody {
    let style: Style
    let configuration: PrimitiveButtonStyleConfiguration
    @MainActor var body: Style.Body { style.makeBody(configuration: configuration) }
}

/// A switch's content under a `ToggleStyle` of the lesson's own.
nonisolated struct ToggleStyleBody<Style: ToggleStyle>: View, CustomStyleBody {
    let style: Style
    let configuration: ToggleStyleConfiguration
    @MainActor var body: Style.Body { style.makeBody(configuration: configuration) }
}

/// A label's content under a `LabelStyle` of the lesson's own.
nonisolated struct LabelStyleBody<Style: LabelStyle>: View, CustomStyleBody {
    let style: Style
    let configuration: LabelStyleConfiguration
    @MainActor var body: Style.Body { style.makeBody(configuration: configuration) }
}

/// A group box's content under a `GroupBoxStyle` of the lesson's own.
nonisolated struct GroupBoxStyleBody<Style: GroupBoxStyle>: View, CustomStyleBody {
    let style: Style
    let configuration: GroupBoxStyleConfiguration
    @MainActor var body: Style.Body { style.makeBody(configuration: configuration) }
}

/// A labeled row's content under a `LabeledContentStyle` of the lesson's own.
nonisolated struct LabeledContentStyleBody<Style: LabeledContentStyle>: View, CustomStyleBody {
    let style: Style
    let configuration: LabeledContentStyleConfiguration
    @MainActor var body: Style.Body { style.makeBody(configuration: configuration) }
}

/// A progress view's content under a `ProgressViewStyle` of the lesson's own.
nonisolated struct ProgressViewStyleBody<Style: ProgressViewStyle>: View, CustomStyleBody {
    let style: Style
    let configuration: ProgressViewStyleConfiguration
    @MainActor var body: Style.Body { style.makeBody(configuration: configuration) }
}

/// A disclosure group's content under a `DisclosureGroupStyle` of the lesson's own.
nonisolated struct DisclosureGroupStyleBody<Style: DisclosureGroupStyle>: View, CustomStyleBody {
    let style: Style
    let configuration: DisclosureGroupStyleConfiguration
    @MainActor var body: Style.Body { style.makeBody(configuration: configuration) }
}

extension DisclosureGroupStyle {
    func styleBody(_ configuration: DisclosureGroupStyleConfiguration) -> any View {
        DisclosureGroupStyleBody(style: self, configuration: configuration)
    }
}
extension GroupBoxStyle {
    func styleBody(_ configuration: GroupBoxStyleConfiguration) -> any View {
        GroupBoxStyleBody(style: self, configuration: configuration)
    }
}
extension LabeledContentStyle {
    func styleBody(_ configuration: LabeledContentStyleConfiguration) -> any View {
        LabeledContentStyleBody(style: self, configuration: configuration)
    }
}
extension ProgressViewStyle {
    func styleBody(_ configuration: ProgressViewStyleConfiguration) -> any View {
        ProgressViewStyleBody(style: self, configuration: configuration)
    }
}

extension ButtonStyle {
    func styleBody(_ configuration: ButtonStyleConfiguration) -> any View {
        ButtonStyleBody(style: self, configuration: configuration)
    }
}
extension PrimitiveButtonStyle {
    func styleBody(_ configuration: PrimitiveButtonStyleConfiguration) -> any View {
        PrimitiveButtonStyleBody(style: self, configuration: configuration)
    }
}
extension ToggleStyle {
    func styleBody(_ configuration: ToggleStyleConfiguration) -> any View {
        ToggleStyleBody(style: self, configuration: configuration)
    }
}
extension LabelStyle {
    func styleBody(_ configuration: LabelStyleConfiguration) -> any View {
        LabelStyleBody(style: self, configuration: configuration)
    }
}

// MARK: - What a styled control keeps

/// What a button with a style of the lesson's own keeps between updates.
@MainActor
final class StyledButton {
    let label: StylePart
    let action: ButtonAction
    /// Whether a tap holds it down now (`configuration.isPressed`).
    var isPressed = false
    /// Whether its style decides when the action runs (a `PrimitiveButtonStyle`).
    var isPrimitive = false
    init(label: any View, action: @escaping () -> Void) {
        self.label = StylePart(label)
        self.action = ButtonAction(action)
    }
}

/// The parts of a switch, a label or a box with a style of the lesson's own.
@MainActor
final class StyledParts {
    let parts: [StylePart]
    init(_ views: [any View]) { parts = views.map(StylePart.init) }

    /// The parts `node` keeps, made now if it has none, holding `views`, its parts as its parent last made them.
    static func of(_ node: ViewNode, _ views: [any View]) -> StyledParts {
        let styled = (node.primitiveState as? StyledParts) ?? StyledParts(views)
        node.primitiveState = styled
        for (part, view) in zip(styled.parts, views) { part.update(view) }
        return styled
    }

    /// Builds `body`, the style's body, as `node`'s content, and brings every stand-in up to date.
    func reconcile(_ node: ViewNode, body: any View, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.body, body)])
        for part in parts { part.refreshStandIns(in: graph) }
    }
}
