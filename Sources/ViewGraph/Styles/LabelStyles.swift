extension View {
    /// Not modelled: sets how labels show.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View { inert("labelStyle") }
}
/// How labels show.
public protocol LabelStyle {}
/// The `.iconOnly` label style.
public struct IconOnlyLabelStyle: LabelStyle { public init() {} }
/// The `.titleOnly` label style.
public struct TitleOnlyLabelStyle: LabelStyle { public init() {} }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() } }

/// What a label style is given.
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    public struct Title: View {
        public typealias Body = Never
    }
    /// The label's icon, as a view.
    public struct Icon: View {
        public typealias Body = Never
    }
    /// The title.
    public var title: Title { Title() }
    /// The icon.
    public var icon: Icon { Icon() }
}
extension LabelStyleConfiguration.Title: PrimitiveView { func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {} }
extension LabelStyleConfiguration.Icon: PrimitiveView { func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {} }

extension LabelStyle {
    /// What the style is given.
    public typealias Configuration = LabelStyleConfiguration
}

/// The `.titleAndIcon` label style.
public struct TitleAndIconLabelStyle: LabelStyle { public init() {} }
/// The `.automatic` label style.
public struct DefaultLabelStyle: LabelStyle { public init() {} }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() } }
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { DefaultLabelStyle() } }
