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
    nonisolated public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
        inert("tabBarMinimizeBehavior")
    }
    /// A view above the tab bar; in the graph and on the screen after this view. Its content reads
    /// `.expanded` from `\.tabViewBottomAccessoryPlacement`: on an iPhone the accessory sits above a
    /// tab bar of normal size, and the engine's tab bar never collapses (`tabBarMinimizeBehavior` is
    /// not modelled), so the accessory is never inline.
    nonisolated public func tabViewBottomAccessory<C: View>(@ViewBuilder content: () -> C) -> some View {
        modifier(_DecorationModifier(decoration: content().environment(\.tabViewBottomAccessoryPlacement, .expanded)))
    }

    /// A bottom accessory shown only while `isEnabled` (iOS 26.1): when it is false its content is
    /// neither built nor on the screen (the decoration is an empty optional).
    nonisolated public func tabViewBottomAccessory<C: View>(isEnabled: Bool, @ViewBuilder content: () -> C) -> some View
    {
        modifier(
            _DecorationModifier(
                decoration: isEnabled
                    ? content().environment(\.tabViewBottomAccessoryPlacement, .expanded) : nil))
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

// The tab bar's room: a tab view takes all it is offered and lays out the selected tab's content
// above the tab bar, which stands on the home indicator's strip (`DeviceMetrics.tabBarHeight`): the
// content is proposed the rest, centred in it, and its safe area ends at the bar's top edge, so a
// `GeometryReader` filling a tab reports the height between the top of the safe area and the bar
// (iOS 26 on an iPhone 17: a tab's container reports a bottom inset of 34 + 49 = 83, see
// `DeviceMetrics.tabBarHeight`). A view in the tab that ignores the safe area reaches down under the
// glass bar to the screen's edge. A tab view of pages (`.tabViewStyle(.page)`, no tab items) and a
// hidden tab bar (`UITabBar.appearance().isHidden`, or `.toolbar(.hidden, for: .tabBar)` in the
// selected tab's top screen: see `BarVisibility.swift`) take no room.
/// A tab view whose layout puts a tab bar, for what draws the screen to find the bar where the
/// layout put it.
@MainActor
protocol TabBarLaidOut {
    func tabBarFrame(of node: ViewNode, in bounds: CGRect, region: SafeAreaRegion) -> CGRect?
}

@MainActor extension TabView: TabBarLaidOut {}

@MainActor extension TabView: LayoutRule {
    /// The selected tab's content, or the page shown.
    func subviewNodes(of node: ViewNode) -> [ViewNode] {
        let shown: ViewNode?
        if tabItems(of: node).isEmpty {
            shown = selectedPage(of: node)
        } else {
            shown = selectedTab(of: node)?.child(at: .content)
        }
        guard let shown, !shown.isRetired else { return [] }
        return shown.isLayoutTransparent ? layoutChildren(of: shown) : [shown]
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: Screen.safeArea.size)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        let region = LayoutEngine.safeAreaRegion
        guard let barTop = tabBarFrame(of: node, in: bounds, region: region)?.minY else {
            return DefaultLayout().placeSubviews(in: bounds, proposal: proposal, node: node, subviews: subviews)
        }
        let content = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(0, barTop - bounds.minY))
        LayoutEngine.withSafeAreaRegion(region.inset(.bottom, to: barTop)) {
            DefaultLayout().placeSubviews(
                in: content, proposal: ProposedViewSize(content.size), node: node, subviews: subviews)
        }
    }

    /// Where the tab bar is, for a tab view in `bounds` whose safe area is `region`; nil when it has none.
    @MainActor
    func tabBarFrame(of node: ViewNode, in bounds: CGRect, region: SafeAreaRegion) -> CGRect? {
        if isTabBarHidden(in: node) || tabItems(of: node).isEmpty { return nil }
        let height = DeviceMetrics.current.tabBarHeight
        let top = min(bounds.maxY, region.safe.maxY) - height
        return CGRect(x: bounds.minX, y: top, width: bounds.width, height: height)
    }
}

/// Where the tab bar shows the tab at `tab`: its share of the floating capsule, the capsule inset by
/// `DeviceMetrics.tabBarInset` from the bar's sides and split equally among the tabs, the first at
/// the leading end (at the right in right to left: [HIG] Right to left, "flip controls that help
/// people navigate or access items in a fixed order"). Nil when the tab view shows no tab bar or has
/// not been laid out.
@MainActor
func tabBarItemFrame(of tab: ViewNode) -> CGRect? {
    guard tab.asTabItem != nil, let tabView = enclosingTabView(of: tab),
        let laidOut = tabView.view as? any TabBarLaidOut,
        let bounds = tabView.layoutGeometry?.exactFrame, let region = tabView.layoutGeometry?.safeAreaRegion,
        let bar = laidOut.tabBarFrame(of: tabView, in: bounds, region: region)
    else { return nil }
    let tabs = tabItems(of: tabView)
    guard let index = tabs.firstIndex(where: { $0 === tab }) else { return nil }
    let inset = DeviceMetrics.current.tabBarInset
    let width = max(0, bar.width - 2 * inset) / CGFloat(tabs.count)
    let slot = tabView.environment.layoutDirection == .rightToLeft ? tabs.count - 1 - index : index
    return CGRect(x: bar.minX + inset + CGFloat(slot) * width, y: bar.minY, width: width, height: bar.height)
}

/// Whether the tab view at `tabView` shows no tab bar: hidden for every tab view
/// (`UITabBar.appearance().isHidden`), or by the selected tab's content (`toolbar(.hidden, for: .tabBar)`).
@MainActor
func isTabBarHidden(in tabView: ViewNode) -> Bool {
    if UITabBar.barsHidden { return true }
    guard let content = selectedTab(of: tabView)?.child(at: .content) else { return false }
    return barHidden(.tabBar, below: content, intoStacks: true) ?? false
}
