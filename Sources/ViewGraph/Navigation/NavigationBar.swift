import Foundation

// The navigation bar: what a navigation stack draws above its top screen, and the room it takes.
//
// Rules, each with its evidence:
//
// - The bar sits at the top of the stack's safe area (below the status bar when the stack fills the
//   screen) and the top screen's content is laid out below it: the content is proposed the rest of
//   the stack, centred in it, and its safe area starts at the bar's bottom edge (UIKit's
//   `UINavigationController` insets its child's safe area by the bar; a `GeometryReader` as a stack's
//   root reports the height between the bar and the tab bar). A view that ignores the safe area
//   reaches up under the bar to the screen's edge, as a colour shows through the glass bar.
// - Its height: `DeviceMetrics.navigationBarHeight` with an inline title, plus
//   `DeviceMetrics.largeTitleHeight` with a large one (both sourced or estimated there).
// - Large or inline: `navigationBarTitleDisplayMode(_:)` (or `toolbarTitleDisplayMode(_:)`) on the
//   screen says; `.automatic` at the root of the stack is large when the screen has a navigation
//   title and inline when it has none, and a pushed screen takes the mode of the screen below it
//   (Apple's documentation of `ToolbarTitleDisplayMode.automatic`: "Default to large when a
//   navigation title is configured. Default to inline when no navigation title is provided ...
//   content pushed onto a navigation stack will use the behavior of the content already on the
//   navigation stack"; `NavigationBarItem.TitleDisplayMode.automatic`: "Inherit the display mode
//   from the previous navigation item"). Assumed: a large mode with no title to show takes the
//   inline height (UIKit shows no large-title row without a title).
// - A large title collapses as the content scrolls: the title's row is as tall as
//   `largeTitleHeight` less how far the screen's first scroll view (one whose top reaches the bar)
//   has scrolled, down to nothing, continuously; the scroll view's content moves with the scroll
//   all the while, the bar's shrinking taking up the first 52 points, so the content's safe area and
//   the scroll view's `contentInsets.top` follow the bar's bottom edge (from 168 down to 116) while
//   `contentOffset.y` keeps moving by the distance scrolled. Evidence: UIKit's large titles collapse
//   "when the scroll content moves" (TOScrollBar issue 3, 2017, on iOS 11's navigation bars, whose
//   height changes while the person drags, so a scroll bar had to follow it), and a view
//   controller's safe area follows the bar's height. Assumed: no snapping (UIKit animates a bar left
//   half-collapsed when the finger lifts to the nearer state; the engine's scrolls end where they
//   are asked to), and no growth past 52 when pulled down (no overscroll is modelled).
// - Items: a toolbar item goes into the bar by its placement: leading (`topBarLeading`,
//   `navigationBarLeading`, `navigation`, `cancellationAction`), in the middle (`principal`, which
//   takes the place of an inline title), trailing (`topBarTrailing`, `primaryAction`,
//   `confirmationAction`, `destructiveAction`, `secondaryAction`, `automatic`, and any view given
//   to `toolbar` without an item); `bottomBar` and `status` go into the bottom toolbar (Apple's
//   documentation of `ToolbarItemPlacement`: "status ... In iOS and iPadOS, the system places status
//   items in the center of the bottom toolbar"). A pushed screen has a back button at the leading end.
// - Where the items go in the bar's row (the top 54 points of the bar; a large title's row is below
//   it): each stands in a glass capsule `DeviceMetrics.barButtonHeight` (44) tall, centred in the
//   row, as wide as its content plus `barButtonPadding` and at least 44; its content (asked its
//   ideal size, as a bar button's hosted view is) is centred in the capsule. Leading items (the back
//   button first, a 44-point circle round its chevron: iOS 26 shows no back title beside it) go
//   from `barMargin` in from the leading side, trailing items end `barMargin` from the trailing side,
//   in the order they are declared, `barItemSpacing` apart; a principal item is centred in the row.
//   In the bottom toolbar the items are centred in its height and go from the leading side, a
//   `.status` item in the middle. The numbers are in `DeviceMetrics`, each sourced or an estimate;
//   the inline title is drawn centred in the row (`ScreenPicture`), and is not a view to measure.
// - The bottom toolbar stands above the home indicator, `DeviceMetrics.toolbarHeight` tall, and the
//   content's safe area ends above it.
// - The title and items of a screen are the first `navigationTitle` and every toolbar of the screen's
//   own views, not those of a stack, a tab view or a presentation inside it (assumed: of two titles
//   on one screen, the outer one shows).

extension View {
    /// Shows the navigation title of this screen large below the bar, or inline in it.
    nonisolated public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(_TitleDisplayModeModifier(mode: mode))
    }
}

/// Holds `TitleDisplayMode`, how the navigation bar shows its title: as the system chooses, small and inline, or large.
public enum NavigationBarItem { public enum TitleDisplayMode: Sendable { case automatic, inline, large } }

/// How the screen it is on shows its navigation title (see `NavigationBarLayout`).
nonisolated public struct _TitleDisplayModeModifier: ViewModifier, PrimitiveModifier {
    let mode: NavigationBarItem.TitleDisplayMode
    public typealias Body = Never
}

/// What a navigation stack's top screen puts in its bars.
@MainActor
struct NavigationBars {
    /// The navigation title, if the screen has one.
    var title: String?
    /// Whether the title is large (below the bar's row of buttons) rather than inline.
    var isLarge: Bool
    /// Whether the bar has a back button (the screen was pushed).
    var hasBackButton: Bool
    /// The toolbar items in the bar, in the order iOS draws them: leading, principal, trailing.
    var items: [ViewNode] = []
    /// Whether one of `items` is a principal item, drawn instead of an inline title.
    var hasPrincipal = false
    /// The toolbar items in the bottom toolbar.
    var bottomItems: [ViewNode] = []
    /// Whether the screen hides the navigation bar (`toolbar(.hidden, for: .navigationBar)`).
    var isHidden = false
    /// Whether the screen hides the bottom toolbar (`toolbar(.hidden, for: .bottomBar)`).
    var isBottomBarHidden = false

    /// How much of the large title's row a scroll has taken (see the rules at the top of this file).
    var collapsed: CGFloat = 0
    /// The scroll view whose scrolling collapses the large title, if any.
    var collapsingScrollView: ViewNode?

    /// The height of the navigation bar: inline, or with what is left of the large title's row; none
    /// when hidden.
    var height: CGFloat {
        if isHidden { return 0 }
        let device = DeviceMetrics.current
        return device.navigationBarHeight + (isLarge ? max(0, device.largeTitleHeight - collapsed) : 0)
    }

    /// Whether there is a bottom toolbar: items to show in it, and not hidden.
    var hasBottomBar: Bool { !bottomItems.isEmpty && !isBottomBarHidden }

    /// Whether the bar shows anything a person sees: a title, a button.
    var showsSomething: Bool { !isHidden && (!(title ?? "").isEmpty || hasBackButton || !items.isEmpty) }

    /// The line the bar prints on the screen: `NavigationBar "Trips" large`.
    var screenLine: String {
        var line = "NavigationBar"
        if let title, !title.isEmpty, isLarge || !hasPrincipal {
            line += " " + quoted(title) + (isLarge ? " large" : " inline")
        }
        return line
    }

    /// The bars of the screen at `index` on the stack at `stack`: its title, its display mode
    /// (inherited from the screens below when automatic), and its toolbar items.
    static func of(screen index: Int, on stack: ViewNode) -> NavigationBars {
        var inheritedLarge: Bool?
        var bars = NavigationBars(title: nil, isLarge: false, hasBackButton: index > 0)
        for position in 0...index where position < stack.children.count {
            let contributions = BarContributions(screen: stack.children[position], isTop: position == index)
            let hasTitle = !(contributions.title ?? "").isEmpty
            let large: Bool
            switch contributions.mode ?? .automatic {
            case .large: large = true
            case .inline: large = false
            case .automatic: large = inheritedLarge ?? hasTitle
            }
            inheritedLarge = large
            if position == index {
                bars.title = contributions.title
                // Assumed: no large-title row without a title to show in it, nor with a compact
                // height (an iPhone in landscape: `DeviceMetrics.showsLargeTitles`).
                bars.isLarge = large && hasTitle && DeviceMetrics.current.showsLargeTitles
                bars.items = contributions.leading + contributions.principal + contributions.trailing
                bars.hasPrincipal = !contributions.principal.isEmpty
                bars.bottomItems = contributions.bottom
                let screen = stack.children[position]
                bars.isHidden = barHidden(.navigationBar, below: screen) ?? false
                bars.isBottomBarHidden = barHidden(.bottomBar, below: screen) ?? false
                if bars.isLarge, !bars.isHidden, let scroller = largeTitleScrollView(below: screen) {
                    bars.collapsingScrollView = scroller
                    bars.collapsed = min(
                        CGFloat(scrollOffset(of: scroller).offset), DeviceMetrics.current.largeTitleHeight)
                }
            }
        }
        return bars
    }

    /// The bars of the screen a stack shows.
    static func ofTop(_ stack: ViewNode) -> NavigationBars {
        of(screen: max(0, stack.children.count - 1), on: stack)
    }
}

/// The first vertical scroll view of the screen at `screen` whose top reaches its stack's bar (its
/// frame starts at the top of its safe area), or nil.
@MainActor
func largeTitleScrollView(below screen: ViewNode) -> ViewNode? {
    guard let scroller = firstScrollView(below: screen),
        scroller.asScrollContainer?.scrollAxis == .vertical,
        !scroller.isOffScreen
    else { return nil }
    var ancestor = scroller.parent
    while let current = ancestor, current !== screen {
        if current.asNavigationContainer != nil || current.view is PresentedContent { return nil }
        ancestor = current.parent
    }
    guard let frame = scroller.geometry.exactFrame, let region = scroller.geometry.safeAreaRegion else {
        return scroller
    }
    return frame.minY <= region.safe.minY + 0.5 ? scroller : nil
}

/// How much of a scroll view's offset its stack's large title has taken by collapsing: the content
/// moves by the rest (see the rules at the top of this file).
@MainActor
func offsetTakenByLargeTitle(_ scroller: ViewNode) -> CGFloat {
    barsFolded(by: scroller)?.collapsed ?? 0
}

/// How many points of `scroller`'s offset fold its stack's large title away: the title's height
/// when `scroller` is the scroll view that folds it (see the rules at the top of this file), else 0.
@MainActor
func largeTitleFoldingHeight(above scroller: ViewNode) -> CGFloat {
    barsFolded(by: scroller) == nil ? 0 : DeviceMetrics.current.largeTitleHeight
}

/// The bars of the stack `scroller` is in, when `scroller` is the scroll view that folds their
/// large title; nil when it is not, or when it is in a presentation (which has bars of its own).
@MainActor
private func barsFolded(by scroller: ViewNode) -> NavigationBars? {
    var ancestor = scroller.parent
    while let current = ancestor {
        if current.view is PresentedContent { return nil }
        if current.asNavigationContainer != nil {
            let bars = NavigationBars.ofTop(current)
            return bars.collapsingScrollView === scroller ? bars : nil
        }
        ancestor = current.parent
    }
    return nil
}

/// What one screen's views say about the bars: its title, its display mode, its toolbar items.
@MainActor
private struct BarContributions {
    var title: String?
    var mode: NavigationBarItem.TitleDisplayMode?
    var leading: [ViewNode] = []
    var principal: [ViewNode] = []
    var trailing: [ViewNode] = []
    var bottom: [ViewNode] = []

    init(screen: ViewNode, isTop: Bool) {
        walk(screen, isTop: isTop)
    }

    private mutating func walk(_ node: ViewNode, isTop: Bool) {
        if isTop, node.isOffScreen { return }
        if node.asNavigationContainer != nil || node.view is PresentedContent || node.asTabContainer != nil {
            return
        }
        if let modifier = node.asModifierCarrier?.anyModifier {
            if title == nil, let annotation = modifier as? _AnnotationModifier,
                case .navigationTitle(let text) = annotation.annotation
            {
                title = text
            }
            if mode == nil, let display = modifier as? _TitleDisplayModeModifier { mode = display.mode }
        }
        if isTop, node.view is any ToolbarItemsView {
            for item in toolbarItemNodes(in: node) {
                switch barPlacement(of: item) {
                case .leading: leading.append(item)
                case .principal: principal.append(item)
                case .trailing: trailing.append(item)
                case .bottom: bottom.append(item)
                case .keyboard: break
                }
            }
            return
        }
        for child in node.children { walk(child, isTop: isTop) }
    }
}

/// Where in the bars a toolbar item goes (see the rules at the top of this file).
enum BarPlacement { case leading, principal, trailing, bottom, keyboard }

@MainActor
func barPlacement(of item: ViewNode) -> BarPlacement {
    guard let placement = (item.view as? any PlacedToolbarItem)?.placement else { return .trailing }
    switch placement {
    case .topBarLeading, .navigationBarLeading, .navigation, .cancellationAction: return .leading
    case .principal, .title, .largeTitle, .subtitle: return .principal
    case .bottomBar, .status: return .bottom
    case .keyboard: return .keyboard
    default: return .trailing
    }
}

/// The items of a toolbar at `node` (a `_ToolbarView`): each `ToolbarItem`, `ToolbarItemGroup` or
/// plain view, looking through groups, `ForEach`es and a toolbar content's own body.
@MainActor
func toolbarItemNodes(in node: ViewNode) -> [ViewNode] {
    var found: [ViewNode] = []
    func collect(_ current: ViewNode) {
        for child in current.children where !child.isRetired {
            if child.view is ToolbarSpacer || child.view is EmptyView { continue }
            if child.isLayoutGroup
                || (child.composite != nil && child.view is any ToolbarContent
                    && !(child.view is any PlacedToolbarItem))
            {
                collect(child)
            } else {
                found.append(child)
            }
        }
    }
    collect(node)
    return found
}

/// The navigation stack whose bars show the toolbar at `node`: the nearest stack above it, unless a
/// presentation stands between them (a sheet's toolbar shows only in a stack inside the sheet).
@MainActor
func navigationStackShowingBars(of node: ViewNode) -> ViewNode? {
    var current = node.parent
    while let ancestor = current {
        if ancestor.asNavigationContainer != nil { return ancestor }
        if ancestor.view is PresentedContent { return nil }
        current = ancestor.parent
    }
    return nil
}

/// A navigation stack's layout: the bar above the top screen, the bottom toolbar below it, the
/// screen in between (see the rules at the top of this file).
struct NavigationBarLayout {
    /// Where the bars and the content go in `bounds`, for a stack whose safe area is `region`.
    @MainActor
    static func frames(of bars: NavigationBars, in bounds: CGRect, region: SafeAreaRegion) -> (
        bar: CGRect, content: CGRect, bottomBar: CGRect?
    ) {
        let barTop = max(bounds.minY, region.safe.minY)
        let bar = CGRect(x: bounds.minX, y: barTop, width: bounds.width, height: bars.height)
        var contentBottom = bounds.maxY
        var bottomBar: CGRect?
        if bars.hasBottomBar {
            let toolbarTop = min(bounds.maxY, region.safe.maxY) - DeviceMetrics.current.toolbarHeight
            bottomBar = CGRect(
                x: bounds.minX, y: toolbarTop, width: bounds.width, height: DeviceMetrics.current.toolbarHeight)
            contentBottom = toolbarTop
        }
        let content = CGRect(x: bounds.minX, y: bar.maxY, width: bounds.width, height: max(0, contentBottom - bar.maxY))
        return (bar, content, bottomBar)
    }
}

extension NavigationBarLayout {
    /// The back button's capsule in a bar at `bar`: at the bar's leading end, which is its right end
    /// in right to left (Apple's Human Interface Guidelines, "Right to left": flip "controls that help
    /// people navigate or access items in a fixed order", the back button among them; the bar's items
    /// are mirrored by the layout pass as every placed view is).
    @MainActor static func backButtonFrame(in bar: CGRect, direction: LayoutDirection = .leftToRight) -> CGRect {
        let device = DeviceMetrics.current
        let y = bar.minY + (device.navigationBarHeight - device.barButtonHeight) / 2
        let x =
            direction == .rightToLeft
            ? bar.maxX - device.barMargin - device.barButtonHeight : bar.minX + device.barMargin
        return CGRect(x: x, y: y, width: device.barButtonHeight, height: device.barButtonHeight)
    }

    /// Places the bars' items in their rows (see the rules at the top of this file).
    @MainActor
    static func placeItems(of bars: NavigationBars, bar: CGRect, bottomBar: CGRect?) {
        let device = DeviceMetrics.current
        func capsule(_ item: ViewNode) -> (subview: LayoutSubview, content: CGSize, width: CGFloat) {
            let subview = LayoutSubviews([item])[0]
            let content = subview.sizeThatFits(.unspecified)
            return (subview, content, max(device.barButtonHeight, content.width + device.barButtonPadding))
        }
        func put(_ item: (subview: LayoutSubview, content: CGSize, width: CGFloat), x: CGFloat, rowMidY: CGFloat) {
            item.subview.place(at: CGPoint(x: x + item.width / 2, y: rowMidY), anchor: .center, proposal: .unspecified)
        }
        if !bars.isHidden {
            let rowMidY = bar.minY + device.navigationBarHeight / 2
            var leading =
                bars.hasBackButton
                ? bar.minX + device.barMargin + device.barButtonHeight + device.barItemSpacing
                : bar.minX + device.barMargin
            var trailingItems: [(subview: LayoutSubview, content: CGSize, width: CGFloat)] = []
            for item in bars.items {
                switch barPlacement(of: item) {
                case .leading:
                    let placed = capsule(item)
                    put(placed, x: leading, rowMidY: rowMidY)
                    leading += placed.width + device.barItemSpacing
                case .principal:
                    let placed = capsule(item)
                    put(placed, x: bar.midX - placed.width / 2, rowMidY: rowMidY)
                default:
                    trailingItems.append(capsule(item))
                }
            }
            var trailing = bar.maxX - device.barMargin
            for placed in trailingItems.reversed() {
                trailing -= placed.width
                put(placed, x: trailing, rowMidY: rowMidY)
                trailing -= device.barItemSpacing
            }
        }
        if let bottomBar, bars.hasBottomBar {
            var leading = bottomBar.minX + device.barMargin
            for item in bars.bottomItems {
                let placed = capsule(item)
                if (item.view as? any PlacedToolbarItem)?.placement == .status {
                    put(placed, x: bottomBar.midX - placed.width / 2, rowMidY: bottomBar.midY)
                } else {
                    put(placed, x: leading, rowMidY: bottomBar.midY)
                    leading += placed.width + device.barItemSpacing
                }
            }
        }
    }
}

@MainActor extension _TitleDisplayModeModifier: ModifierLayoutRule {
    var changesEnclosingBars: Bool { true }
}

@MainActor extension _NavigationContainer: LayoutRule {
    /// Only the top screen is laid out; the screens under it keep no frame.
    func subviewNodes(of node: ViewNode) -> [ViewNode] {
        guard let top = node.children.last, !top.isRetired else { return [] }
        return top.isLayoutTransparent ? layoutChildren(of: top) : [top]
    }

    /// A stack takes all it is offered, as a `UINavigationController`'s view fills its container;
    /// unspecified, the safe area's size.
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: Screen.safeArea.size)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        let bars = NavigationBars.ofTop(node)
        let region = LayoutEngine.safeAreaRegion
        let frames = NavigationBarLayout.frames(of: bars, in: bounds, region: region)
        var inner = region.inset(.top, to: frames.content.minY)
        if frames.bottomBar != nil { inner = inner.inset(.bottom, to: frames.content.maxY) }
        LayoutEngine.withSafeAreaRegion(inner) {
            DefaultLayout().placeSubviews(
                in: frames.content, proposal: ProposedViewSize(frames.content.size), node: node, subviews: subviews)
        }
        LayoutEngine.withSafeAreaRegion(region) {
            NavigationBarLayout.placeItems(of: bars, bar: frames.bar, bottomBar: frames.bottomBar)
        }
    }
}
