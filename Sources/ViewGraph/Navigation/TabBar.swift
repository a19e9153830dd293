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
    /// A view above the tab bar; in the graph and on the screen after this view.
    public func tabViewBottomAccessory<C: View>(@ViewBuilder content: () -> C) -> some View {
        modifier(_DecorationModifier(decoration: content()))
    }
}
