import Foundation

// Hiding a bar: `toolbar(_:for:)`, `toolbarVisibility(_:for:)` (its iOS 18 name) and
// `navigationBarHidden(_:)` (the iOS 13 form, the navigation bar only).
//
// Rules, each with its evidence:
//
// - A hidden bar takes no room and shows nothing: the content is laid out where the bar was, and its
//   safe area reaches the bar's outer edge (the status bar's bottom for a navigation bar, the home
//   indicator's top for a tab bar or a bottom toolbar). Apple's documentation of `toolbar(_:for:)`:
//   "Specifies the visibility of a bar managed by SwiftUI"; UIKit's `setNavigationBarHidden` and
//   `hidesBottomBarWhenPushed` give the bar's room back to the child's safe area.
// - Which view says: the top screen of the stack whose bar it is (its own views, not a stack, tab
//   view or presentation inside it), as for the title (see `NavigationBar.swift`). For the tab bar,
//   the selected tab's content, looking through the top screen of each stack in it: Apple's
//   documentation of `toolbar(_:for:)` shows `.toolbar(.hidden, for: .tabBar)` on a view pushed
//   inside a tab, which hides the tab bar while that view is on top.
// - Of two settings for one bar on a screen, the innermost wins, as SwiftUI's preferences do for
//   the title's modifiers (assumed). `.automatic` and `.visible` show the bar.
// - `for:` with no bars, or `.automatic`: the navigation bar on iPhone (assumed: the bar "the system
//   chooses" for a navigation stack's content is its navigation bar).
// - The status bar (`statusBarHidden`) and the home indicator (`persistentSystemOverlays`) are not
//   bars SwiftUI lays out: hiding them changes no room. On an iPhone with the Dynamic Island the top
//   safe-area inset stays the sensor housing's (UIKit keeps `safeAreaInsets.top` at 59 on the iPhone
//   14 Pro with the status bar hidden, in portrait), and an auto-hidden home indicator keeps its
//   34-point inset (`prefersHomeIndicatorAutoHidden` changes no safe area).
// - `toolbarBackground(_:for:)` hides or fills only the bar's background: the bar keeps its room.

extension View {
    /// Shows or hides the bars named in `bars` (the navigation bar when none is named): a hidden bar
    /// takes no room, and the content's safe area grows into it.
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(_BarVisibilityModifier(visibility: visibility, bars: bars.isEmpty ? [.automatic] : bars))
    }
    /// Shows or hides the bars named in `bars` (iOS 18's name for `toolbar(_:for:)`).
    nonisolated public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(_BarVisibilityModifier(visibility: visibility, bars: bars.isEmpty ? [.automatic] : bars))
    }
    /// Hides the navigation bar or shows it (the iOS 13 form of `toolbar(.hidden, for: .navigationBar)`).
    nonisolated public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(_BarVisibilityModifier(visibility: hidden ? .hidden : .visible, bars: [.navigationBar]))
    }
}

/// Whether the bars in `bars` show, for the screen the modified view is on.
nonisolated public struct _BarVisibilityModifier: ViewModifier, PrimitiveModifier {
    let visibility: Visibility
    let bars: [ToolbarPlacement]
    public typealias Body = Never

    /// What this modifier says of `bar`, or nil when it does not name it.
    func hides(_ bar: ToolbarPlacement) -> Bool? {
        let named = bars.contains(bar) || (bar == .navigationBar && bars.contains(.automatic))
        return named ? visibility == .hidden : nil
    }
}

/// The innermost setting for `bar` in the views of one screen below `node`: whether it hides the bar,
/// or nil when none says. A stack's top screen is looked through when `intoStacks`; other stacks,
/// tab views and presentations are not.
@MainActor
func barHidden(_ bar: ToolbarPlacement, below node: ViewNode, intoStacks: Bool = false) -> Bool? {
    var found: Bool?
    func walk(_ current: ViewNode) {
        if current.isRetired || current.isOffScreen { return }
        if current.view is PresentedContent || current.asTabContainer != nil { return }
        if current.asNavigationContainer != nil {
            guard intoStacks, let top = current.children.last(where: { !$0.isRetired }) else { return }
            return walk(top)
        }
        if let modifier = current.asModifierCarrier?.anyModifier as? _BarVisibilityModifier,
            let hides = modifier.hides(bar)
        {
            found = hides
        }
        for child in current.children { walk(child) }
    }
    walk(node)
    return found
}

@MainActor extension _BarVisibilityModifier: ModifierLayoutRule {
    var changesEnclosingBars: Bool { true }
}
