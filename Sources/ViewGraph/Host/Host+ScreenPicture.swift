import Foundation
import HostContract

// Drawing the screen: the views on it, each at the frame the layout pass gave it (see
// `ScreenPicture`). The walk is the screen list's (`renderScreen`): what is off the screen, in a
// tab not selected, or scrolled past is not drawn; what the list leaves out because it is not a
// line of its own (a colour, a shape, a switch's track) is drawn.

extension Host {
    /// The screen as a picture, from the last layout pass.
    public func screenPicture() -> ScreenPicture {
        graph.onPixelGrid { drawScreen() }
    }

    private func drawScreen() -> ScreenPicture {
        var drawing = ScreenDrawing()
        if let root = graph.root {
            drawing.isDark = root.environment.colorScheme == .dark
            drawing.walk(root, style: .init())
            drawing.drawKeyboard(focused: focusedField)
            drawing.elements += playTargets()
        }
        let device = DeviceMetrics.current
        var picture = ScreenPicture(
            width: device.width, height: device.height, statusBarHeight: device.statusBarHeight,
            isDark: drawing.isDark, elements: drawing.elements)
        picture.background = drawing.background
        return picture
    }
}

/// A text field, as the picture draws it.
@MainActor
protocol DrawnField {
    func shownText(of node: ViewNode) -> String
    func fieldLabel(of node: ViewNode) -> String
    var prompt: String? { get }
}
@MainActor extension TextField: DrawnField {}

/// A slider, as the picture draws it: where its thumb stands.
@MainActor
protocol DrawnSlider {
    var thumbFraction: Double { get }
}
@MainActor extension Slider: DrawnSlider {
    var thumbFraction: Double { fraction() }
}

/// A gauge, as the picture draws it: how full its bar is.
protocol DrawnGauge {
    var fraction: Double { get }
}
extension Gauge: DrawnGauge {}

/// A picker, as the picture draws it: the views it shows, and a segmented control's segments.
@MainActor
protocol DrawnPicker {
    func drawnNodes(of node: ViewNode) -> [ViewNode]
    func segments(of node: ViewNode) -> (items: [String], selected: Int?)?
}
@MainActor extension Picker: DrawnPicker {
    func segments(of node: ViewNode) -> (items: [String], selected: Int?)? {
        guard Self.look(of: node) == .segmented else { return nil }
        let options = drawnNodes(of: node)
        let selected = selectedOption(of: node)
        return (options.map(visibleText(of:)), options.firstIndex { $0 === selected })
    }
}

/// A date picker, as the picture draws it: its date and time, each in its capsule.
@MainActor
protocol DrawnDatePicker {
    func drawnParts(of node: ViewNode, in frame: CGRect) -> [(text: String, frame: CGRect)]
}

/// A colour picker, as the picture draws it: the colour in its well.
@MainActor
protocol DrawnColorPicker {
    var colorName: String { get }
}
@MainActor extension ColorPicker: DrawnColorPicker {
    var colorName: String { selection.wrappedValue.name }
}

/// A shape, as the picture draws it: its name and how round its corners are.
@MainActor
protocol DrawnShape {
    var shapeName: String { get }
    var drawnCornerRadius: Double? { get }
}
extension DrawnShape { var drawnCornerRadius: Double? { nil } }
extension Rectangle: DrawnShape { var shapeName: String { "rectangle" } }
extension RoundedRectangle: DrawnShape {
    var shapeName: String { "roundedRectangle" }
    var drawnCornerRadius: Double? { Double(cornerSize.width) }
}
extension Circle: DrawnShape { var shapeName: String { "circle" } }
extension Capsule: DrawnShape { var shapeName: String { "capsule" } }
extension Ellipse: DrawnShape { var shapeName: String { "ellipse" } }

/// The walk that makes a picture's elements.
@MainActor
struct ScreenDrawing {
    /// What the views above a view say about how it is drawn.
    struct Style {
        /// The colour set by `foregroundStyle`, `foregroundColor` or a shape's `fill`.
        var color: String?
        /// Inside a control whose label takes the accent colour (a button, a link, a menu).
        var isAccent = false
        var isDisabled = false
        /// Inside a list's row, where a navigation link's label keeps the primary colour and the
        /// row shows a chevron instead.
        var isInList = false
        /// Set by a `stroke` or `strokeBorder` above a shape: the shape is its outline, this wide.
        var strokeWidth: Double?
    }

    var elements: [ScreenPicture.Element] = []
    /// Views drawn later than their place in the tree (a plain list's pinned header views).
    var skipped: Set<ObjectIdentifier> = []
    var isDark = false
    /// The colour behind the bars, when a list's background reaches the top of the screen.
    var background: String?

    private static func rect(_ frame: CGRect) -> ScreenPicture.Rect {
        ScreenPicture.Rect(
            x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
    }

    /// The name a picture gives `style` (`material.regular` for a material), or nil for one it
    /// cannot name (a gradient).
    nonisolated static func colorName(_ style: Any) -> String? {
        if let color = style as? Color { return color.name }
        if let level = style as? HierarchicalShapeStyle {
            return ["primary", "secondary", "tertiary", "quaternary", "quinary"][min(level.level, 4)]
        }
        if style is TintShapeStyle { return "accent" }
        if let material = style as? Material { return "material." + material.name }
        return nil
    }

    mutating func walk(_ node: ViewNode, style: Style) {
        if node.isOffScreen || skipped.contains(ObjectIdentifier(node)) { return }
        let first = elements.count
        // The recursion stays in this small frame: a tree nested 1,000 stacks deep drew its picture
        // through 1,000 frames of `draw`, which is large in a debug build (about 18 KB each), and ran
        // out of a 16 MB stack.
        if let style = draw(node, style: style) {
            for child in screenChildren(of: node) { walk(child, style: style) }
        }
        applyEffects(of: node, toElementsFrom: first)
    }

    /// What an effect above a subtree does to what the subtree drew: `opacity` fades it, and a clip
    /// (`clipShape`, `cornerRadius`) gives its corners to each fill that covers the clipped frame,
    /// as far as the layout knows the frames (a fill that only reaches a corner keeps its own).
    @inline(never)
    private mutating func applyEffects(of node: ViewNode, toElementsFrom first: Int) {
        guard first < elements.count, let modifier = node.asModifierCarrier?.anyModifier else { return }
        if let effect = modifier as? _OpacityEffect, effect.opacity < 1 {
            for index in first..<elements.count {
                elements[index].opacity = (elements[index].opacity ?? 1) * max(0, effect.opacity)
            }
        }
        if let inert = modifier as? _InertModifier, let clip = inert.clip, let frame = node.globalFrame {
            let clipped = Self.rect(frame)
            func covers(_ f: ScreenPicture.Rect) -> Bool {
                f.x <= clipped.x + 0.5 && f.y <= clipped.y + 0.5 && f.maxX >= clipped.maxX - 0.5
                    && f.maxY >= clipped.maxY - 0.5
            }
            for index in first..<elements.count
            where [.shape, .image, .listCard].contains(elements[index].kind) && covers(elements[index].frame) {
                elements[index].frame = clipped
                if elements[index].kind == .shape {
                    elements[index].shape = clip.shape
                    elements[index].cornerRadius = clip.radius
                }
            }
        }
    }

    /// Draws what `node` shows itself; returns the style its children are drawn with, or nil when
    /// it drew them too (a control with parts) or they are not drawn.
    @inline(never)
    private mutating func draw(_ node: ViewNode, style: Style) -> Style? {
        var style = style
        if let color = node.environment.foregroundColor { style.color = color.name }
        if !node.environment.isEnabled { style.isDisabled = true }
        if let modifier = node.asModifierCarrier?.anyModifier {
            if let inert = modifier as? _InertModifier, let color = inert.color { style.color = color.name }
            if let inert = modifier as? _InertModifier, let width = inert.lineWidth { style.strokeWidth = width }
            // A fill in a shape behind the content (`background(.quaternary, in: RoundedRectangle(cornerRadius: 12))`),
            // as large as the content's frame; a style the picture cannot name is a faint gray.
            if let background = modifier as? any BackgroundShapeCarrier, let frame = node.globalFrame {
                var element = ScreenPicture.Element(kind: .shape, frame: Self.rect(frame))
                element.shape = background.drawing.shape
                element.cornerRadius = background.drawing.cornerRadius
                element.color = background.drawing.color ?? "quinary"
                elements.append(element)
            }
            // `preferredColorScheme` sets the whole window's scheme on iOS, wherever it is applied.
            if let preferred = modifier as? _PreferredColorSchemeModifier, let scheme = preferred.colorScheme {
                isDark = scheme == .dark
            }
            if let carrier = modifier as? any ForegroundStyleCarrier, let name = Self.colorName(carrier.anyStyle) {
                style.color = name
            }
            // A background is drawn behind its content: before it, though it comes after it in the tree.
            if let layered = modifier as? any LayeredDecoration, layered.isBehind {
                let children = screenChildren(of: node)
                let content = (modifier as? any PrimitiveModifier)?.contentKey ?? .content
                for child in children where child.key != content { walk(child, style: style) }
                for child in children where child.key == content { walk(child, style: style) }
                return nil
            }
        }
        if let text = node.view as? Text {
            drawText(text, node, style)
            return nil
        }
        if let image = node.view as? Image {
            guard let frame = node.globalFrame else { return nil }
            var element = ScreenPicture.Element(kind: image.isSymbol ? .symbol : .image, frame: Self.rect(frame))
            element.text = image.name
            element.color = style.isAccent ? "accent" : style.color
            elements.append(element)
            return nil
        }
        if let color = node.view as? Color {
            guard let frame = node.globalFrame else { return nil }
            var element = ScreenPicture.Element(kind: .shape, frame: Self.rect(frame))
            element.shape = "rectangle"
            element.color = color.name
            elements.append(element)
            return nil
        }
        if let shape = node.asDrawnShape {
            guard let frame = node.globalFrame else { return nil }
            var element = ScreenPicture.Element(kind: .shape, frame: Self.rect(frame))
            element.shape = shape.shapeName
            element.cornerRadius = shape.drawnCornerRadius
            element.color = style.color ?? "primary"
            element.strokeWidth = style.strokeWidth
            elements.append(element)
            return nil
        }
        if let field = node.asDrawnField {
            guard let frame = node.globalFrame else { return nil }
            var element = ScreenPicture.Element(kind: .field, frame: Self.rect(frame))
            let shown = field.shownText(of: node)
            element.text = shown.isEmpty ? (field.prompt ?? field.fieldLabel(of: node)) : shown
            element.isPlaceholder = shown.isEmpty
            element.fontSize = Double(FontMetrics(font: node.environment.font, in: node.environment).pointSize)
            elements.append(element)
            return nil
        }
        if node.view is PresentedContent {
            drawPresentation(node, style: style)
            return nil
        }
        if node.asTabContainer != nil {
            for child in screenChildren(of: node) { walk(child, style: style) }
            drawTabBar(node)
            return nil
        }
        if node.asNavigationContainer != nil {
            for child in screenChildren(of: node) { walk(child, style: style) }
            drawNavigationBar(node)
            return nil
        }
        // A list is drawn in the part of its frame the bars leave clear (`ScrollViewSafeArea.swift`).
        if let container = node.asContentContainer, let list = container.layoutRule as? ListLayout,
            let bounds = clearFrame(ofScrollView: node)
        {
            drawList(node, list, in: bounds, style: style)
            return nil
        }
        if let progress = node.view as? ProgressView, !(node.primitiveState is StyledParts) {
            drawProgress(progress, node, style)
            return nil
        }
        if let gauge = node.asDrawnGauge, let frame = node.globalFrame {
            for child in screenChildren(of: node) { walk(child, style: style) }
            let height = DeviceMetrics.current.progressBarHeight
            var element = ScreenPicture.Element(
                kind: .progress,
                frame: ScreenPicture.Rect(
                    x: Double(frame.minX), y: Double(frame.maxY) - height, width: Double(frame.width), height: height))
            element.value = gauge.fraction
            elements.append(element)
            return nil
        }
        if let primitive = node.primitive, case .hidden = primitive.screenContent(of: node) {
            return nil
        }
        if let control = node.asControl {
            if let label = accessibilityLabel(above: node), let frame = node.globalFrame {
                var element = ScreenPicture.Element(kind: .accessibilityLabel, frame: Self.rect(frame))
                element.text = label
                elements.append(element)
            }
            switch control.controlRole {
            case "NavigationLink" where style.isInList: break
            case "Button", "NavigationLink", "Link", "Menu", "EditButton", "ShareLink": style.isAccent = true
            case "Toggle":
                if let toggle = node.view as? any DrawnSwitch, let frame = node.globalFrame,
                    Toggle<Text>.showsSwitch(node)
                {
                    for child in screenChildren(of: node) { walk(child, style: style) }
                    // The switch where the toggle's layout puts it: at the trailing edge, centred
                    // down the row (`ToggleLayout.swift`).
                    var element = ScreenPicture.Element(
                        kind: .toggle, frame: Self.rect(Toggle<Text>.layout.partFrame(in: frame)))
                    element.isOn = toggle.isSwitchedOn
                    elements.append(element)
                    return nil
                }
            case "Slider":
                if let slider = node.view as? any DrawnSlider, let frame = node.globalFrame {
                    var element = ScreenPicture.Element(kind: .slider, frame: Self.rect(frame))
                    element.value = slider.thumbFraction
                    elements.append(element)
                    return nil
                }
            case "Stepper":
                if let frame = node.globalFrame {
                    for child in screenChildren(of: node) { walk(child, style: style) }
                    elements.append(
                        ScreenPicture.Element(
                            kind: .stepper, frame: Self.rect(Stepper<Text>.layout.partFrame(in: frame))))
                    return nil
                }
            case "Picker":
                if let picker = node.view as? any DrawnPicker {
                    if let frame = node.globalFrame, let segments = picker.segments(of: node) {
                        var element = ScreenPicture.Element(kind: .segmented, frame: Self.rect(frame))
                        element.items = segments.items
                        element.selected = segments.selected
                        elements.append(element)
                    }
                    for shown in picker.drawnNodes(of: node) { walk(shown, style: style) }
                    return nil
                }
            case "DatePicker":
                if let picker = node.view as? any DrawnDatePicker, let frame = node.globalFrame {
                    for child in screenChildren(of: node) { walk(child, style: style) }
                    for part in picker.drawnParts(of: node, in: frame) {
                        var element = ScreenPicture.Element(kind: .field, frame: Self.rect(part.frame))
                        element.text = part.text
                        element.fontSize = Double(
                            FontMetrics(font: node.environment.font, in: node.environment).pointSize)
                        elements.append(element)
                    }
                    return nil
                }
            case "ColorPicker":
                if let picker = node.view as? any DrawnColorPicker, let frame = node.globalFrame {
                    for child in screenChildren(of: node) { walk(child, style: style) }
                    var element = ScreenPicture.Element(
                        kind: .shape, frame: Self.rect(ColorPicker<Text>.layout.partFrame(in: frame)))
                    element.shape = "circle"
                    element.color = picker.colorName
                    elements.append(element)
                    return nil
                }
            default: break
            }
        }
        return style
    }

    /// A progress view where its layout put its parts (`ProgressViewLayout.swift`): a bar at the bottom
    /// of its frame under its title, or a spinner at the top over its title.
    private mutating func drawProgress(_ progress: ProgressView, _ node: ViewNode, _ style: Style) {
        guard let frame = node.globalFrame else { return }
        let device = DeviceMetrics.current
        let spinner = progress.isSpinner(node)
        let part: CGRect =
            spinner
            ? CGRect(
                x: frame.midX - device.activityIndicatorSize / 2, y: frame.minY, width: device.activityIndicatorSize,
                height: device.activityIndicatorSize)
            : CGRect(
                x: frame.minX, y: frame.maxY - device.progressBarHeight, width: frame.width,
                height: device.progressBarHeight)
        var element = ScreenPicture.Element(kind: .progress, frame: Self.rect(part))
        element.value = spinner ? nil : progress.fractionCompleted ?? 0
        element.text = progress.title.isEmpty ? nil : progress.title
        elements.append(element)
        guard !progress.title.isEmpty else { return }
        let layout = TextLayout(
            string: progress.title, environment: node.environment,
            proposal: ProposedViewSize(width: frame.width, height: nil))
        let top = spinner ? part.maxY + device.indicatorLabelSpacing : frame.minY
        let left = spinner ? frame.midX - layout.size.width / 2 : frame.minX
        var title = ScreenPicture.Element(
            kind: .text, frame: Self.rect(CGRect(x: left, y: top, width: layout.size.width, height: layout.size.height))
        )
        title.lines = zip(layout.lines, layout.lineFrames).map { line, lineFrame in
            ScreenPicture.Line(text: line, frame: Self.rect(lineFrame.offsetBy(dx: left, dy: top)))
        }
        title.fontSize = Double(layout.font.pointSize)
        title.weight = layout.font.weight.name
        title.color = style.color
        elements.append(title)
    }

    private mutating func drawText(_ text: Text, _ node: ViewNode, _ style: Style) {
        guard let frame = node.globalFrame else { return }
        let geometry = node.geometry
        let proposal = geometry.proposal ?? ProposedViewSize(frame.size)
        let layout = text.layout(in: node.environment, proposal: proposal)
        var element = ScreenPicture.Element(kind: .text, frame: Self.rect(frame))
        // On the pixel grid, as the frame the screen list gives the text.
        let origin = frame.origin
        element.lines = zip(layout.lines, layout.lineFrames).map { line, lineFrame in
            ScreenPicture.Line(text: line, frame: Self.rect(lineFrame.offsetBy(dx: origin.x, dy: origin.y)))
        }
        element.fontSize = Double(layout.font.pointSize)
        element.weight = layout.font.weight.name
        if layout.font.isItalic { element.isItalic = true }
        if layout.font.design == .monospaced { element.isMonospaced = true }
        // The text's own colour (`Text("a").foregroundStyle(.red)`) wins over its environment's and
        // a control's accent, as a modifier nearer the text does.
        let color = text.drawnColorName ?? style.color
        element.color = style.isDisabled ? "tertiary" : style.isAccent && color == nil ? "accent" : color
        elements.append(element)
    }

    /// A list or a form: its background, its sections' cards and row backgrounds, their titles,
    /// then its rows, then the separators over them (`ListSections.swift`). What lies outside the
    /// part of the list's frame the bars leave clear (scrolled under a bar) is cut at its edge.
    private mutating func drawList(_ node: ViewNode, _ list: ListLayout, in bounds: CGRect, style: Style) {
        let metrics = ListMetrics(list.appearance(of: node))
        if metrics.isGroupedBackground, node.environment.scrollContentBackground != .hidden {
            // The background ignores the safe area, as a list's does on iOS: an edge of the list
            // that lies on the safe area's edge runs on to the screen's.
            var frame = bounds
            if let region = node.layoutGeometry?.safeAreaRegion {
                let safe = region.safe
                let outer = region.bounds
                let top = frame.minY <= safe.minY + 0.5 ? outer.minY : frame.minY
                let bottom = frame.maxY >= safe.maxY - 0.5 ? outer.maxY : frame.maxY
                let left = frame.minX <= safe.minX + 0.5 ? outer.minX : frame.minX
                let right = frame.maxX >= safe.maxX - 0.5 ? outer.maxX : frame.maxX
                frame = CGRect(x: left, y: top, width: right - left, height: bottom - top)
                if top <= outer.minY + 0.5 { background = "systemGroupedBackground" }
            }
            var element = ScreenPicture.Element(kind: .listBackground, frame: Self.rect(frame))
            element.color = "systemGroupedBackground"
            elements.append(element)
        }
        let sections = list.sections(of: node, in: bounds)
        let cardColor = metrics.isGroupedBackground ? "secondarySystemGroupedBackground" : "systemBackground"
        for section in sections {
            for card in section.cards {
                let shown = card.intersection(bounds)
                guard !shown.isNull, shown.height > 0 else { continue }
                var element = ScreenPicture.Element(kind: .listCard, frame: Self.rect(shown))
                element.color = cardColor
                if section.cornerRadius > 0 { element.cornerRadius = section.cornerRadius }
                elements.append(element)
            }
            for background in section.backgrounds {
                let shown = background.frame.intersection(bounds)
                guard !shown.isNull, shown.height > 0 else { continue }
                var element = ScreenPicture.Element(kind: .shape, frame: Self.rect(shown))
                element.shape = "rectangle"
                element.color = background.color
                elements.append(element)
            }
            for view in section.backgroundViews { walk(view, style: style) }
            if section.pinnedHeaderBox == nil { drawTitle(of: section, in: bounds) }
        }
        var rowStyle = style
        rowStyle.isInList = true
        // A plain list's headers stick to its top while their sections' rows scroll under them
        // (`pinnedTops`): they are drawn after the rows, each on a box of the list's background, and
        // a header view of the lesson's own is drawn there, not where it stands in the tree.
        let pinned = sections.filter { $0.pinnedHeaderBox != nil }
        skipped.formUnion(pinned.compactMap(\.headerView).map(ObjectIdentifier.init))
        for child in screenChildren(of: node) { walk(child, style: rowStyle) }
        for section in pinned {
            guard let box = section.pinnedHeaderBox, bounds.intersects(box) else { continue }
            var element = ScreenPicture.Element(kind: .shape, frame: Self.rect(box.intersection(bounds)))
            element.shape = "rectangle"
            element.color = cardColor
            elements.append(element)
            if let view = section.headerView {
                skipped.remove(ObjectIdentifier(view))
                walk(view, style: style)
            } else {
                drawTitle(of: section, in: bounds)
            }
        }
        for section in sections {
            for separator in section.separators where bounds.intersects(separator) {
                elements.append(ScreenPicture.Element(kind: .separator, frame: Self.rect(separator)))
            }
            // A row that pushes a screen shows a chevron at its trailing edge, in its content's
            // trailing inset, in the tertiary colour, and its label in the primary colour (iOS's
            // disclosure indicator; its size, about 7 x 12 points, is an estimate from screenshots).
            for row in section.rows where Self.pushesScreen(row.node) && bounds.intersects(row.frame) {
                let trailing = Double(row.frame.maxX) - ListLayout.insets(of: row.node, metrics: metrics).trailing
                var chevron = ScreenPicture.Element(
                    kind: .disclosure,
                    frame: ScreenPicture.Rect(
                        x: trailing - 7, y: Double(row.frame.midY) - 6, width: 7, height: 12))
                chevron.color = "tertiary"
                elements.append(chevron)
            }
        }
    }

    /// A `Section("Title")`'s title, in the header's font and colour, where the list put it.
    private mutating func drawTitle(of section: ListSectionGeometry, in bounds: CGRect) {
        guard let title = section.title, let frame = section.header, bounds.intersects(frame) else { return }
        let layout = Text(verbatim: title.text).layout(
            in: title.environment, proposal: ProposedViewSize(width: frame.width, height: nil))
        var element = ScreenPicture.Element(kind: .text, frame: Self.rect(frame))
        element.lines = zip(layout.lines, layout.lineFrames).map { line, lineFrame in
            ScreenPicture.Line(text: line, frame: Self.rect(lineFrame.offsetBy(dx: frame.minX, dy: frame.minY)))
        }
        element.fontSize = Double(layout.font.pointSize)
        element.weight = layout.font.weight.name
        element.color = ListSectionStyle.headerColor(title.environment).name
        elements.append(element)
    }

    /// A sheet's card (from just below the status bar, as the large detent shows it), a full-screen
    /// cover's page, or an alert's box over the dimmed screen; then what is presented in it.
    private mutating func drawPresentation(_ node: ViewNode, style: Style) {
        let device = DeviceMetrics.current
        let kind = (node.view as? PresentedContent)?.kind ?? "Sheet"
        let screen = ScreenPicture.Rect(x: 0, y: 0, width: device.width, height: device.height)
        if kind.hasPrefix("Alert ") || kind.hasPrefix("ConfirmationDialog ") {
            elements.append(ScreenPicture.Element(kind: .dimming, frame: screen))
            // The alert's box: 270 wide, as UIAlertController's has been since iOS 7; its texts and
            // buttons are drawn where the layout put them.
            var box = ScreenPicture.Element(
                kind: .alert,
                frame: node.globalFrame.map(Self.rect)
                    ?? ScreenPicture.Rect(x: device.width / 2 - 135, y: device.height / 2 - 80, width: 270, height: 160)
            )
            box.cornerRadius = 14
            // The kind is `Alert "title"`: the title, unquoted.
            let title = kind.drop { $0 != " " }.dropFirst().dropFirst().dropLast()
            box.text = title.replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
            elements.append(box)
        } else if kind == "FullScreenCover" {
            elements.append(ScreenPicture.Element(kind: .sheet, frame: screen))
        } else {
            elements.append(ScreenPicture.Element(kind: .dimming, frame: screen))
            // The card where the layout put the sheet: at the bottom, as tall as its resting detent
            // (`PresentedContent.frame(of:)`).
            var card = ScreenPicture.Element(
                kind: .sheet,
                frame: Self.rect(
                    (node.view as? PresentedContent)?.frame(of: node) ?? node.globalFrame
                        ?? CGRect(
                            x: 0, y: device.height - device.sheetLargeHeight, width: device.width,
                            height: device.sheetLargeHeight)))
            card.cornerRadius = 38
            elements.append(card)
        }
        for child in screenChildren(of: node) { walk(child, style: style) }
    }

    /// Whether the list row `node` is a navigation link, through the modifiers and bodies that wrap it.
    private static func pushesScreen(_ node: ViewNode) -> Bool {
        var current: ViewNode? = node
        while let candidate = current {
            if candidate.asControl?.controlRole == "NavigationLink" { return true }
            let children = screenChildren(of: candidate)
            guard candidate.asModifierCarrier != nil || candidate.isLayoutTransparent, children.count == 1 else {
                return false
            }
            current = children[0]
        }
        return false
    }

    /// The navigation bar of a stack's top screen, where the stack's layout puts it
    /// (`NavigationBarLayout`), with the title large or inline as the printed screen says it.
    private mutating func drawNavigationBar(_ stack: ViewNode) {
        let bars = NavigationBars.ofTop(stack)
        guard bars.showsSomething else { return }
        let device = DeviceMetrics.current
        var frame = CGRect(x: 0, y: device.safeAreaTop, width: device.width, height: bars.height)
        if let bounds = stack.layoutGeometry?.exactFrame, let region = stack.layoutGeometry?.safeAreaRegion {
            frame = NavigationBarLayout.frames(of: bars, in: bounds, region: region).bar
        }
        var bar = ScreenPicture.Element(kind: .navigationBar, frame: Self.rect(frame))
        bar.text = bars.title
        bar.isLarge = bars.isLarge
        if bars.hasBackButton { bar.items = ["Back"] }
        elements.append(bar)
    }

    /// The tab bar above the home indicator: iOS 26's floating capsule, drawn where the layout put
    /// the tabs' items (`tabBarItemFrame`, the capsule's equal shares, mirrored in right to left), with
    /// each tab's label in its slot, left to right, and the selected one. Before the tab view is laid
    /// out, the capsule stands where `DeviceMetrics` puts it.
    private mutating func drawTabBar(_ tabView: ViewNode) {
        if isTabBarHidden(in: tabView) { return }
        let device = DeviceMetrics.current
        let tabs = tabItems(of: tabView)
        guard !tabs.isEmpty else { return }
        let fallback = CGRect(
            x: device.tabBarInset, y: device.height - device.tabBarHeight - device.safeAreaBottom,
            width: device.width - 2 * device.tabBarInset, height: device.tabBarHeight)
        typealias Slot = (index: Int, tab: ViewNode, frame: CGRect?)
        let slots: [Slot] = tabs.enumerated()
            .map { (index: Int, tab: ViewNode) -> Slot in (index: index, tab: tab, frame: tabBarItemFrame(of: tab)) }
            .sorted { (a: Slot, b: Slot) -> Bool in
                (a.frame?.minX ?? CGFloat(a.index)) < (b.frame?.minX ?? CGFloat(b.index))
            }
        let frames = slots.compactMap(\.frame)
        let capsule = frames.count == tabs.count ? frames.dropFirst().reduce(frames[0]) { $0.union($1) } : fallback
        var bar = ScreenPicture.Element(kind: .tabBar, frame: Self.rect(capsule))
        bar.cornerRadius = Double(capsule.height) / 2
        bar.items = slots.map { slot in slot.tab.children.first.map(visibleText(of:)) ?? "" }
        bar.selected = slots.firstIndex { isSelectedTab($0.tab) }
        elements.append(bar)
    }

    /// The keyboard, while a text field on the screen is focused, at `DeviceMetrics`' height.
    mutating func drawKeyboard(focused: ViewNode?) {
        guard let focused, focused.isMounted, !focused.isOffScreen else { return }
        let device = DeviceMetrics.current
        elements.append(
            ScreenPicture.Element(
                kind: .keyboard,
                frame: ScreenPicture.Rect(
                    x: 0, y: device.height - device.keyboardHeight, width: device.width, height: device.keyboardHeight))
        )
    }
}

/// A background in a shape (`_BackgroundShapeModifier`), whatever its style's and shape's types.
protocol BackgroundShapeCarrier { var drawing: DrawnFill { get } }
extension _BackgroundShapeModifier: BackgroundShapeCarrier {}

extension Color {
    /// The colour the picture draws for `style`: the colour itself, or the name of a level of the
    /// foreground, the tint or a material; nil for a style it cannot name.
    nonisolated init?(drawing style: Any) {
        if let color = style as? Color {
            self = color
        } else if let name = ScreenDrawing.colorName(style) {
            self.init(name)
        } else {
            return nil
        }
    }
}

/// A `foregroundStyle` modifier, whatever its style's type.
@MainActor
protocol ForegroundStyleCarrier { var anyStyle: Any { get } }
@MainActor extension _ForegroundStyleModifier: ForegroundStyleCarrier { var anyStyle: Any { style } }
