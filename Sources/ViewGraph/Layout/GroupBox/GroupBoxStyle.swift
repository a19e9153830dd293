/// How a group box shows. A style of the lesson's own makes the box in `makeBody`, a view builder as
/// SwiftUI's is: its body is the box's content (see `SetStyle.swift`).
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// What the style is given.
    typealias Configuration = GroupBoxStyleConfiguration
    /// Makes the box from `configuration`.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a group box style is given: the box's title and its content, each a stand-in for the box's own.
public struct GroupBoxStyleConfiguration {
    /// The box's title, as a view.
    nonisolated public struct Label: View {
        let part: StylePart?
        public typealias Body = Never
    }
    /// The box's content, as a view.
    nonisolated public struct Content: View {
        let part: StylePart?
        public typealias Body = Never
    }
    /// The box's title.
    public let label: Label
    /// The box's content.
    public let content: Content
}
@MainActor extension GroupBoxStyleConfiguration.Label: StylePartStandIn {}
@MainActor extension GroupBoxStyleConfiguration.Content: StylePartStandIn {}

/// The `.automatic` group box style.
public struct DefaultGroupBoxStyle: GroupBoxStyle, SystemStyle {
    public init() {}
    /// The box as it is (the engine draws no style).
    public func makeBody(configuration: Configuration) -> some View { GroupBox(configuration) }
}
extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension View {
    /// Sets how the group boxes below show: a style of the lesson's own is their content; the system's
    /// is not drawn.
    nonisolated public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        settingStyle(\.groupBoxStyles, style, isSystem: style is any SystemStyle, name: "groupBoxStyle")
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The box a group box style is given, as a plain box; styled by the styles set further out.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}
