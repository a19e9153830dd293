/// How lists show.
public protocol ListStyle {}
/// The `.insetGrouped` list style.
public struct InsetGroupedListStyle: ListStyle { public init() {} }
/// The `.plain` list style.
public struct PlainListStyle: ListStyle { public init() {} }
extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }

/// The `.grouped` list style.
public struct GroupedListStyle: ListStyle { public init() {} }
/// The `.inset` list style.
public struct InsetListStyle: ListStyle { public init() {} }
/// The `.sidebar` list style.
public struct SidebarListStyle: ListStyle { public init() {} }
/// The `.automatic` list style.
public struct DefaultListStyle: ListStyle { public init() {} }
extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

/// How a form shows.
@MainActor @preconcurrency
public protocol FormStyle {}
/// The `.grouped` form style.
public struct GroupedFormStyle: FormStyle { public init() {} }
/// The `.columns` form style.
public struct ColumnsFormStyle: FormStyle { public init() {} }
/// The `.automatic` form style.
public struct AutomaticFormStyle: FormStyle { public init() {} }
extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}
extension FormStyle where Self == ColumnsFormStyle {
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}
extension FormStyle where Self == AutomaticFormStyle {
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension View {
    /// Not modelled: how the forms below show.
    nonisolated public func formStyle<S: FormStyle>(_ style: S) -> some View { inert("formStyle") }
}
