/// How a labeled row shows. A style of the lesson's own makes the row in `makeBody`, a view builder as
/// SwiftUI's is: its body is the row's content (see `SetStyle.swift`).
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// What the style is given.
    typealias Configuration = LabeledContentStyleConfiguration
    /// Makes the row from `configuration`.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a labeled content style is given: the row's label and its content, each a stand-in for the row's own.
public struct LabeledContentStyleConfiguration {
    /// The row's label, as a view.
    nonisolated public struct Label: View {
        let part: StylePart?
        public typealias Body = Never
    }
    /// The row's content, as a view.
    nonisolated public struct Content: View {
        let part: StylePart?
        public typealias Body = Never
    }
    /// The row's label.
    public let label: Label
    /// The row's content.
    public let content: Content
}
@MainActor extension LabeledContentStyleConfiguration.Label: StylePartStandIn {}
@MainActor extension LabeledContentStyleConfiguration.Content: StylePartStandIn {}

/// The `.automatic` labeled content style.
public struct AutomaticLabeledContentStyle: LabeledContentStyle, SystemStyle {
    public init() {}
    /// The row as it is (the engine draws no style).
    public func makeBody(configuration: Configuration) -> some View { LabeledContent(configuration) }
}
extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension View {
    /// Sets how the labeled rows below show: a style of the lesson's own is their content; the system's
    /// is not drawn.
    nonisolated public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        settingStyle(\.labeledContentStyles, style, isSystem: style is any SystemStyle, name: "labeledContentStyle")
    }
}

extension LabeledContent
where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// The row a labeled content style is given, as a plain row; styled by the styles set further out.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}
