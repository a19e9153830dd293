/// How a disclosure group shows. A style of the lesson's own makes the group in `makeBody`, a view
/// builder as SwiftUI's is: its body is the group's content (see `SetStyle.swift`), and it
/// decides where the label and the content go and whether the content shows at all.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// What the style is given.
    typealias Configuration = DisclosureGroupStyleConfiguration
    /// Makes the group from `configuration`.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a disclosure group style is given: the group's label and content, each a stand-in for the
/// group's own, and its expansion.
public struct DisclosureGroupStyleConfiguration {
    /// The group's label, as a view.
    nonisolated public struct Label: View {
        let part: StylePart?
        public typealias Body = Never
    }
    /// The group's content, as a view.
    nonisolated public struct Content: View {
        let part: StylePart?
        public typealias Body = Never
    }
    /// The group's label.
    public let label: Label
    /// The group's content: the style shows it where, and when, it wants.
    public let content: Content
    /// Whether the group is expanded; writing it opens or closes the group, as a tap on its label would.
    @Binding public var isExpanded: Bool
}
@MainActor extension DisclosureGroupStyleConfiguration.Label: StylePartStandIn {}
@MainActor extension DisclosureGroupStyleConfiguration.Content: StylePartStandIn {}

/// The `.automatic` disclosure group style.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle, SystemStyle {
    public init() {}
    /// The group as it is (the engine draws no style).
    public func makeBody(configuration: Configuration) -> some View {
        DisclosureGroup(
            isExpanded: configuration.$isExpanded, content: { configuration.content }, label: { configuration.label })
    }
}
extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

extension View {
    /// Sets how the disclosure groups below show: a style of the lesson's own is their content; the
    /// system's is not drawn.
    nonisolated public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        settingStyle(\.disclosureGroupStyles, style, isSystem: style is any SystemStyle, name: "disclosureGroupStyle")
    }
}
