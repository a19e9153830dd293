import Foundation

// The safe area: the root proposes the part of the screen outside the status bar (62 points on an
// iPhone 17) and the home indicator (34 points), so views lie inside it. A view that ignores the
// safe area (`ignoresSafeArea`) and reaches one of its edges is given the screen out to that edge
// instead (Apple's `ignoresSafeArea(_:edges:)`: "expands the safe area of a view"; a full-screen
// `Color.red.ignoresSafeArea()` covers the whole screen). A `GeometryReader` reports as insets the
// part of its frame that lies outside the safe area: none for a reader inside it.

extension View {
    /// Lets the view extend out to the screen's edges in `edges`, where it reaches the safe area's edge.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(_SafeAreaIgnoringLayout(regions: regions, edges: edges))
    }
    /// Lets the view extend under the safe area (the iOS 13 form of `ignoresSafeArea`).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(_SafeAreaIgnoringLayout(regions: .all, edges: edges))
    }
}

/// The parts of the safe area a view can extend under: the container's and the keyboard's.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Both regions, the container's alone, or the keyboard's alone.
    public static let all = SafeAreaRegions(rawValue: 3)
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
}

/// The content given the screen out to the edges it ignores the safe area on.
public struct _SafeAreaIgnoringLayout: ViewModifier, PrimitiveModifier {
    let regions: SafeAreaRegions
    let edges: Edge.Set
    public typealias Body = Never
}

extension _SafeAreaIgnoringLayout: ModifierLayoutRule {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        UnaryContent.size(subviews, proposal)
    }

    /// `bounds`, pushed out to the screen's edge on each ignored edge that touches the safe area's.
    func expanded(_ bounds: CGRect) -> CGRect {
        guard regions.contains(.container) else { return bounds }
        let safe = Screen.safeArea, screen = Screen.bounds
        let touch: CGFloat = 0.5
        var minX = bounds.minX, minY = bounds.minY, maxX = bounds.maxX, maxY = bounds.maxY
        if edges.contains(.top), minY <= safe.minY + touch { minY = min(minY, screen.minY) }
        if edges.contains(.bottom), maxY >= safe.maxY - touch { maxY = max(maxY, screen.maxY) }
        if edges.contains(.leading), minX <= safe.minX + touch { minX = min(minX, screen.minX) }
        if edges.contains(.trailing), maxX >= safe.maxX - touch { maxX = max(maxX, screen.maxX) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        let area = expanded(bounds)
        if area == bounds {
            UnaryContent.place(subviews, in: bounds, proposal: proposal)
        } else {
            UnaryContent.place(subviews, in: area, proposal: ProposedViewSize(area.size))
        }
    }
}
