import Foundation

/// Controls shown together, as a segmented group or a compact menu.
nonisolated public struct ControlGroup<Content: View>: View, ContentContainer {
    let content: Content
    /// A group of the controls `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// A group with a label, which a compact menu shows.
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) { self.content = content() }
    var screenName: String? { "ControlGroup" }
    public typealias Body = Never
}

/// How a control group shows.
public protocol ControlGroupStyle {}
/// The `.automatic` control group style.
public struct AutomaticControlGroupStyle: ControlGroupStyle { public init() {} }
/// The `.navigation` control group style.
public struct NavigationControlGroupStyle: ControlGroupStyle { public init() {} }
/// The `.compactMenu` control group style.
public struct CompactMenuControlGroupStyle: ControlGroupStyle { public init() {} }
/// The `.palette` control group style.
public struct PaletteControlGroupStyle: ControlGroupStyle { public init() {} }
extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}
extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}
extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension View {
    /// Not modelled: how the control groups below show.
    nonisolated public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        inert("controlGroupStyle")
    }
}
