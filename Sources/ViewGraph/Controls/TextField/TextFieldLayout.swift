import Foundation

// How a text field lays out. A `TextField` (a `SecureField` too) takes the width it is offered and is
// one line tall, whatever it holds: a long text scrolls sideways inside it rather than wrapping (Apple's
// documentation of `TextField` shows fields spanning their form's rows).
//
// A field made with `axis: .vertical` grows downwards instead: its text (or, while empty, its
// placeholder) wraps within the field's width, and the field is as tall as those lines, at least
// one; `lineLimit(5)` or `lineLimit(2...5)` caps the growth at the upper bound, after which the field
// scrolls its text inside it, and the range's lower bound (or `lineLimit(3, reservesSpace: true)`)
// is the height it keeps while shorter ("SwiftUI Multi-line Text Fields", useyourloaf.com: "A
// SwiftUI text field defaults to a single line that scrolls horizontally when needed. Starting
// with iOS 16, you can have it expand to a vertically scrolling, multi-line text field"; swiftui.cc's
// line-limit reference: "lineLimit(2...4) sets a range (at least 2 lines of height, at most 4), and
// reservesSpace: true claims the full capped height even when content is shorter"; the engine
// assumes a field's lines obey the limit as a `Text`'s do). Its lines are measured as a `Text`'s are
// (`TextLayout`), so where they break is an estimate.
//
// A one-line field's height is a line of its font (the engine's assumption: `UITextField` with no border, which SwiftUI's plain field is, takes
// its font's line height as its intrinsic height; so a field's form row is as tall as a text's, 44),
// and `.textFieldStyle(.roundedBorder)` adds `DeviceMetrics.roundedFieldPadding` on each side.
// Unspecified, it is as wide as what it shows, its text or else its placeholder, as `.fixedSize()`
// makes a field hug its placeholder.
//
// Its title is drawn as the placeholder, inside the field: the label's views are not laid out.
//
// A `TextEditor` takes the width and the height it is offered, as a scroll view of text does (the
// engine's assumption: a `TextEditor` in a stack stretches to fill it); unspecified, it is as wide as
// its text's longest line and as tall as its lines, at least one.

@MainActor extension TextField: LayoutRule {
    func subviewNodes(of node: ViewNode) -> [ViewNode] { [] }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let environment = node.environment
        let padding = environment.hasRoundedBorderFields ? DeviceMetrics.current.roundedFieldPadding : 0
        let shown = shownText(of: node)
        let drawn = shown.isEmpty ? (prompt ?? fieldLabel(of: node)) : shown
        let natural =
            TextLayout(string: drawn, environment: environment, proposal: .unspecified).size.width + 2 * padding
        let width = proposal.width.map { $0.isFinite ? $0 : natural } ?? natural
        guard axis == .vertical else {
            return CGSize(width: width, height: TextLayout.oneLineHeight(in: environment) + 2 * padding)
        }
        // The lines its text wraps onto within the field, the line limit's range bounding how many.
        let lines = TextLayout(
            string: drawn, environment: environment,
            proposal: ProposedViewSize(width: max(width - 2 * padding, 0), height: nil))
        return CGSize(
            width: width, height: max(lines.size.height, TextLayout.oneLineHeight(in: environment)) + 2 * padding)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {}
}

@MainActor extension TextEditor: LayoutRule {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let environment = node.environment
        let natural = TextLayout(string: text.wrappedValue, environment: environment, proposal: .unspecified).size.width
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? natural
        if let height = proposal.height, height.isFinite { return CGSize(width: width, height: height) }
        let lines = TextLayout(
            string: text.wrappedValue, environment: environment, proposal: ProposedViewSize(width: width, height: nil)
        ).size.height
        return CGSize(width: width, height: max(lines, TextLayout.oneLineHeight(in: environment)))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {}
}

extension TextLayout {
    /// The height of one line of text in `environment`'s font, as a `Text` of one line takes it.
    @MainActor
    static func oneLineHeight(in environment: EnvironmentValues) -> CGFloat {
        TextLayout(string: "X", environment: environment, proposal: .unspecified).size.height
    }
}
