import Foundation

/// When the tab bar shrinks as the content scrolls.
public struct TabBarMinimizeBehavior: Sendable {
    /// As the system chooses, when scrolling down, when scrolling up, or never.
    public static let automatic = TabBarMinimizeBehavior()
    public static let onScrollDown = TabBarMinimizeBehavior()
    public static let onScrollUp = TabBarMinimizeBehavior()
    public static let never = TabBarMinimizeBehavior()
}

extension View {
    /// Not modelled: when the tab bar shrinks as the content scrolls.
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { inert("tabBarMinimizeBehavior") }
    /// A view above the tab bar; in the graph and on the screen after this view. Its content reads
    /// `.expanded` from `\.tabViewBottomAccessoryPlacement`: on an iPhone the accessory sits above a
    /// tab bar of normal size, and the engine's tab bar never collapses (`tabBarMinimizeBehavior` is
    /// not modelled), so the accessory is never inline.
    public func tabViewBottomAccessory<C: View>(@ViewBuilder content: () -> C) -> some View {
        modifier(_DecorationModifier(decoration: content().environment(\.tabViewBottomAccessoryPlacement, .expanded)))
    }
}

/// Where a tab view's bottom accessory is: beside a collapsed tab bar, or above one of normal size.
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
    /// Beside the collapsed tab bar.
    case inline
    /// Above the tab bar, or at the bottom of the tab's content.
    case expanded
}

private struct TabViewBottomAccessoryPlacementKey: EnvironmentKey {
    static var defaultValue: TabViewBottomAccessoryPlacement? { nil }
}

extension EnvironmentValues {
    /// Where the bottom accessory that the view is in is placed; nil outside an accessory (SwiftUI's
    /// "undefined placement").
    public internal(set) var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? {
        get { self[TabViewBottomAccessoryPlacementKey.self] }
        set { self[TabViewBottomAccessoryPlacementKey.self] = newValue }
    }
}
