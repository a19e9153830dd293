import Foundation

/// How a view shows on the plain-text screen that the host prints and tests read.
enum ScreenContent {
    /// Nothing of its own: its children show in its place.
    case transparent
    /// A line, with its children indented below it.
    case container(String)
    /// A line; what is inside it (a button's label) is part of the line, not shown apart.
    case leaf(String)
    /// Nothing, and nothing below it either (a navigation link's destination, a row off screen).
    case hidden
    /// A modifier that changes how the control below it shows (an accessibility label, disabled).
    case annotation(ScreenAnnotation)
}

/// What a modifier says about the control below it.
enum ScreenAnnotation {
    case accessibilityLabel(String)
    case disabled(Bool)
    case navigationTitle(String)
}

/// A view the host can act on by its label: a button, a switch, a field, a link. Every control is a
/// primitive, and its other parts are read as a primitive's are (`PrimitiveRoles`).
@MainActor
protocol Control: PrimitiveRoles {
    /// The role shown on the screen, such as `Button` or `Toggle`.
    var controlRole: String { get }
    /// What tapping it does.
    func tap(_ node: ViewNode, host: Host) throws
}

extension Control {
    func tap(_ node: ViewNode, host: Host) throws {
        throw HostError.notTappable(role: controlRole)
    }
}

/// The text a person reads in a subtree: its `Text`s and `Label`s, joined by spaces. With
/// `accessibilityLabels`, what VoiceOver reads: a part with an accessibility label (an icon-only
/// button's `Image(systemName: "plus").accessibilityLabel("Add")`) reads as that label.
@MainActor
func visibleText(of node: ViewNode) -> String { visibleText(of: node, accessibilityLabels: false) }

@MainActor
func visibleText(of node: ViewNode, accessibilityLabels: Bool) -> String {
    var parts: [String] = []
    func walk(_ node: ViewNode) {
        if let text = node.view as? Text {
            parts.append(text.string(in: node.environment))
            return
        }
        if accessibilityLabels,
            let annotation = node.asModifierCarrier?.anyModifier as? _AnnotationModifier,
            case .accessibilityLabel(let label) = annotation.annotation
        {
            parts.append(label)
            return
        }
        for child in node.children { walk(child) }
    }
    walk(node)
    return parts.joined(separator: " ")
}

/// The accessibility label set on a control by the modifiers just above it, if any.
@MainActor
func accessibilityLabel(above node: ViewNode) -> String? {
    var current = node.parent
    while let ancestor = current {
        if let primitive = ancestor.primitive {
            if case .annotation(.accessibilityLabel(let label)) = primitive.screenContent(of: ancestor) { return label }
            if case .transparent = primitive.screenContent(of: ancestor) {
                current = ancestor.parent
                continue
            }
            if case .annotation = primitive.screenContent(of: ancestor) {
                current = ancestor.parent
                continue
            }
            return nil
        }
        // A view with a body between the modifier and the control (`FavoriteButton`) passes the label on.
        current = ancestor.parent
    }
    return nil
}

/// Whether a control is disabled by a `.disabled(true)` above it.
@MainActor
func isDisabled(_ node: ViewNode) -> Bool { !node.environment.isEnabled }

/// The label a person would use for a control: its accessibility label, or the text it shows.
@MainActor
func controlLabel(of node: ViewNode) -> String {
    if let label = accessibilityLabel(above: node) { return label }
    let text = visibleText(of: node, accessibilityLabels: true)
    if !text.isEmpty { return text }
    // A control that shows only images (a flag to tap) goes by their names, as VoiceOver reads them.
    var names: [String] = []
    node.forEachNode { if let image = $0.view as? Image, let name = image.accessibilityName { names.append(name) } }
    return names.joined(separator: " ")
}

/// How a control's label shows on its line: quoted, or, for a control that shows no text and has no
/// accessibility label (a toolbar's `Button { Image(systemName: "plus") }`, a menu behind
/// `Image(systemName: "ellipsis.circle")`), the images it shows, as their own lines would show them:
/// `Button Image "plus"`. A person sees the icon, and a play taps it by that name (`tap plus`); the
/// quoted empty label it replaces (`Button ""`) said nothing of what is on the screen.
@MainActor
func screenLabel(_ label: String, of node: ViewNode) -> String {
    if !label.isEmpty { return quoted(label) }
    var images: [String] = []
    func walk(_ current: ViewNode) {
        if current.isOffScreen { return }
        if let image = current.view as? Image {
            images.append("Image " + quoted(image.name))
            return
        }
        if current !== node, let primitive = current.primitive,
            case .hidden = primitive.screenContent(of: current)
        {
            return
        }
        for child in screenChildren(of: current) { walk(child) }
    }
    walk(node)
    return images.isEmpty ? quoted("") : images.joined(separator: " ")
}

/// A view that shows only some of its children: a navigation stack its top screen, `ViewThatFits`
/// the first child that fits.
@MainActor
protocol ShowsSomeChildren {
    /// The children on the screen.
    func shownChildren(of node: ViewNode) -> [ViewNode]
}

/// A container whose line carries the text of one of its children (a section titled by its text
/// header): that child prints no line of its own.
@MainActor
protocol TitledByChild {
    func isTitle(_ child: ViewNode, of node: ViewNode) -> Bool
}

/// The children of `node` that are on the screen: not off it, and not scrolled past the top of their
/// scroll view (see `ScrolledPastContent`).
@MainActor
func screenChildren(of node: ViewNode) -> [ViewNode] {
    if node.asScrollContainer != nil { ScrolledPastContent.refresh(node) }
    let hidden = ScrolledPastContent.hidden
    func shown(_ child: ViewNode) -> Bool {
        !child.isOffScreen && (hidden.isEmpty || !hidden.contains(ObjectIdentifier(child)))
    }
    if let chooser = node.asShowsSomeChildren { return chooser.shownChildren(of: node).filter(shown) }
    return node.children.filter(shown)
}

/// Renders the visible views below `node` as an indented tree, one view per line; with `frames`,
/// each line ends with the view's frame on the screen (see `frameDescription`).
///
/// A navigation stack prints its bars where iOS draws them: a `NavigationBar` line above its top
/// screen, with the title and whether it is large or inline, and the back button and toolbar items
/// below it; a `BottomBar` line below the screen with the bottom toolbar's items. The items print
/// there, not where they sit in the view tree.
@MainActor
func renderScreen(_ node: ViewNode, frames: Bool = false) -> [String] {
    var lines: [String] = []
    /// Toolbar items printed in a stack's bars, skipped where they sit in the tree.
    var inBars = Set<ObjectIdentifier>()
    func append(_ line: String, _ node: ViewNode) {
        // A tab's line shows where the tab bar draws its item (`tabBarItemFrame`), not its content.
        guard frames, let frame = tabBarItemFrame(of: node) ?? node.globalFrame else { return lines.append(line) }
        lines.append(line + " " + frameDescription(frame))
    }
    func appendBar(_ line: String, _ frame: CGRect?) {
        guard frames, let frame else { return lines.append(line) }
        lines.append(line + " " + frameDescription(PixelGrid.round(frame)))
    }
    func walkStack(_ node: ViewNode, depth: Int) {
        let indent = String(repeating: "  ", count: depth)
        let bars = NavigationBars.ofTop(node)
        var barFrames: (bar: CGRect, content: CGRect, bottomBar: CGRect?)?
        if let bounds = node.layoutGeometry?.exactFrame, let region = node.layoutGeometry?.safeAreaRegion {
            barFrames = NavigationBarLayout.frames(of: bars, in: bounds, region: region)
        }
        for item in bars.items + bars.bottomItems { inBars.insert(ObjectIdentifier(item)) }
        if bars.showsSomething {
            appendBar(indent + bars.screenLine, barFrames?.bar)
            if bars.hasBackButton {
                appendBar(
                    indent + "  Button \"Back\"",
                    barFrames.map {
                        NavigationBarLayout.backButtonFrame(in: $0.bar, direction: node.environment.layoutDirection)
                    })
            }
            for item in bars.items { walk(item, depth: depth + 1, inBar: true) }
        }
        for child in screenChildren(of: node) { walk(child, depth: depth) }
        if bars.hasBottomBar {
            appendBar(indent + "BottomBar", barFrames?.bottomBar)
            for item in bars.bottomItems { walk(item, depth: depth + 1, inBar: true) }
        }
    }
    func walk(_ node: ViewNode, depth: Int, inBar: Bool = false) {
        if node.isOffScreen { return }
        if !inBar, inBars.contains(ObjectIdentifier(node)) { return }
        if node.asNavigationContainer != nil { return walkStack(node, depth: depth) }
        let indent = String(repeating: "  ", count: depth)
        if let text = node.view as? Text {
            append(indent + "Text " + quoted(text.string(in: node.environment)), node)
            return
        }
        guard let primitive = node.primitive else {
            for child in screenChildren(of: node) { walk(child, depth: depth) }
            return
        }
        switch primitive.screenContent(of: node) {
        case .transparent, .annotation:
            for child in screenChildren(of: node) { walk(child, depth: depth) }
        case .container(let line):
            append(indent + line, node)
            let titled = primitive as? any TitledByChild
            for child in screenChildren(of: node) where !(titled?.isTitle(child, of: node) ?? false) {
                walk(child, depth: depth + 1)
            }
        case .leaf(let line):
            append(indent + line, node)
        case .hidden:
            break
        }
    }
    walk(node, depth: 0)
    return lines
}

/// A frame as a `screen frames` block shows it: `(x, y, width, height)` in points, in the screen's
/// coordinates (the origin at the top-left corner of the screen, above the status bar), each number
/// on the device's pixel grid and written with at most two decimals: `(181.67, 440.67, 38.67, 20.33)`.
func frameDescription(_ frame: CGRect) -> String {
    func number(_ value: CGFloat) -> String {
        let hundredths = (Double(value) * 100).rounded()
        if hundredths.truncatingRemainder(dividingBy: 100) == 0 { return String(Int(hundredths / 100)) }
        return String(format: "%.2f", hundredths / 100)
    }
    return "(\(number(frame.minX)), \(number(frame.minY)), \(number(frame.width)), \(number(frame.height)))"
}

/// `"text"` with quotes and backslashes escaped, and a line break as `\n`, so that each view keeps
/// one line of the screen however many lines its text takes on the device.
func quoted(_ text: String) -> String {
    "\""
        + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        .replacingOccurrences(of: "\n", with: "\\n") + "\""
}

/// A view's content kept in the graph but not shown on its own line: a label that its container names.
nonisolated struct _ScreenHidden: View {
    let content: any View
    typealias Body = Never
}

@MainActor extension _ScreenHidden: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.type(ObjectIdentifier(type(of: content))), content)])
    }
    func screenContent(of node: ViewNode) -> ScreenContent { .hidden }
}

/// Whether any control sits below `node`.
@MainActor
func containsControl(_ node: ViewNode) -> Bool {
    var found = false
    node.forEachNode { if $0.asControl != nil { found = true } }
    return found
}
