import Foundation

// Views that hand their content a value SwiftUI computes (a size, a scroll position, a date). The
// engine lays nothing out, so it hands over the values of an iPhone 17 screen in portrait.

/// The size of an iPhone 17's screen in points, which `GeometryReader` reports.
let iPhoneScreenSize = CGSize(width: 402, height: 874)

/// A named or built-in space that frames are measured in.
public protocol CoordinateSpaceProtocol {}

/// The whole screen.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol { public init() {} }
/// The view itself.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol { public init() {} }
/// A space an ancestor named with `.coordinateSpace(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable {
    let name: AnyHashable
    /// The space named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
    /// The content space of the nearest scroll view.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable("scrollView")) }
    /// The content space of the nearest scroll view that scrolls along `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable("scrollView \(axis)")) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The whole screen.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view itself.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
    /// The content space of the nearest scroll view.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable("scrollView")) }
    /// The content space of the nearest scroll view that scrolls along `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { NamedCoordinateSpace.scrollView(axis: axis) }
}

/// The older form of a coordinate space: global, local, or named.
public enum CoordinateSpace: Hashable, CoordinateSpaceProtocol {
    case global
    case local
    case named(AnyHashable)
}

/// The size and frame of the space a `GeometryReader` fills: the whole iPhone 17 screen in the engine.
public struct GeometryProxy {
    /// The size offered to the reader: 402 × 874 points.
    public var size: CGSize { iPhoneScreenSize }

    /// The insets of the safe area: the status bar and the home indicator.
    public var safeAreaInsets: EdgeInsets { EdgeInsets(top: CGFloat(DeviceMetrics.iPhone17.safeAreaTop), leading: 0, bottom: CGFloat(DeviceMetrics.iPhone17.safeAreaBottom), trailing: 0) }

    /// The reader's frame in `coordinateSpace`: the screen, whatever the space.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        CGRect(origin: .zero, size: size)
    }

    /// The bounds of the space named `coordinateSpace`.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        CGRect(origin: .zero, size: size)
    }
}

/// A view whose content is made from the size it is given.
public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content

    /// A reader that makes its content from a `GeometryProxy`.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public typealias Body = Never
}

extension GeometryReader: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.content, graph.makeTracked(for: node) { content(GeometryProxy()) })])
    }
}
