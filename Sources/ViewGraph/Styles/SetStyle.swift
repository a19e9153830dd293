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

/// The view that runs a style's `makeBody(configuration:)`: its dynamic properties are the style's
/// (a style may read `@Environment(\.isEnabled)`), under the style's own field names.
protocol CustomStyleBody {}

/// A style set with `.buttonStyle(_:)`, `.toggleStyle(_:)` or `.labelStyle(_:)`, and whether the engine
/// builds its body (a style of the lesson's own) or shows the control as it is (the system's).
struct SetStyle<Style> {
    let style: Style
    let buildsBody: Bool
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

/// The first control a person could act on inside `node`, what a tap on a styled control lands on: the
/// button or tap gesture a style's body draws.
@MainActor
func innerControl(of node: ViewNode) -> ViewNode? {
    for child in screenChildren(of: node) {
        if let control = child.asControl, control.isActionable { return child }
        if let found = innerControl(of: child) { return found }
    }
    return nil
}
