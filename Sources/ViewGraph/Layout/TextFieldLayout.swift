import Foundation

// How a text field lays out. A `TextField` (a `SecureField` too) takes the width it is offered and is
// one line tall, whatever it holds: a long text scrolls sideways inside it rather than wrapping (Apple's
// documentation of `TextField` shows fields spanning their form's rows; `axis: .vertical`, which grows
// a field downwards, is taken as one line too, the engine's assumption). Its height is a line of its
// font (the engine's assumption: `UITextField` with no border, which SwiftUI's plain field is, takes
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

extension TextField: LayoutRule {
    func subviewNodes(of node: ViewNode) -> [ViewNode] { [] }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let environment = node.environment
        let padding = environment.hasRoundedBorderFields ? DeviceMetrics.iPhone17.roundedFieldPadding : 0
        let shown = shownText(of: node)
        let drawn = shown.isEmpty ? (prompt ?? fieldLabel(of: node)) : shown
        let natural = TextLayout(string: drawn, environment: environment, proposal: .unspecified).size.width + 2 * padding
        let width = proposal.width.map { $0.isFinite ? $0 : natural } ?? natural
        return CGSize(width: width, height: TextLayout.oneLineHeight(in: environment) + 2 * padding)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {}
}

extension TextEditor: LayoutRule {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let environment = node.environment
        let natural = TextLayout(string: text.wrappedValue, environment: environment, proposal: .unspecified).size.width
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? natural
        if let height = proposal.height, height.isFinite { return CGSize(width: width, height: height) }
        let lines = TextLayout(string: text.wrappedValue, environment: environment, proposal: ProposedViewSize(width: width, height: nil)).size.height
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
