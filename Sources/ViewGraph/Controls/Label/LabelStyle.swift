extension View {
    /// Sets how the labels below show: a style of the lesson's own is their content; the system's
    /// styles are not drawn (a label keeps its title and icon).
    nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        settingStyle(\.labelStyles, style, isSystem: style is any SystemStyle, name: "labelStyle")
    }
}
/// How labels show. A style of the lesson's own makes the label in `makeBody`, a view builder as
/// SwiftUI's is.
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// Makes the label from `configuration`.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}
/// The `.iconOnly` label style.
public struct IconOnlyLabelStyle: LabelStyle, SystemStyle {
    public init() {}
    /// Shows the icon alone (the engine draws no style).
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}
/// The `.titleOnly` label style.
public struct TitleOnlyLabelStyle: LabelStyle, SystemStyle {
    public init() {}
    /// Shows the title alone (the engine draws no style).
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

/// What a label style is given.
public struct LabelStyleConfiguration {
    /// The label's title, as a view: a stand-in that shows the label's own title.
    nonisolated public struct Title: View {
        let part: StylePart?
        public typealias Body = Never
    }
    /// The label's icon, as a view: a stand-in that shows the label's own icon.
    nonisolated public struct Icon: View {
        let part: StylePart?
        public typealias Body = Never
    }
    /// The title.
    public let title: Title
    /// The icon.
    public let icon: Icon
}
@MainActor extension LabelStyleConfiguration.Title: StylePartStandIn {}
@MainActor extension LabelStyleConfiguration.Icon: StylePartStandIn {}

extension LabelStyle {
    /// What the style is given.
    public typealias Configuration = LabelStyleConfiguration
}

/// The `.titleAndIcon` label style.
public struct TitleAndIconLabelStyle: LabelStyle, SystemStyle {
    public init() {}
    /// Shows the label as it is (the engine draws no style).
    public func makeBody(configuration: Configuration) -> some View { Label(configuration) }
}
/// The `.automatic` label style.
public struct DefaultLabelStyle: LabelStyle, SystemStyle {
    public init() {}
    /// Shows the label as it is (the engine draws no style).
    public func makeBody(configuration: Configuration) -> some View { Label(configuration) }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
