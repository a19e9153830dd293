import Foundation

// Coordinate spaces: the spaces a frame is measured in (`GeometryProxy.frame(in:)`). The global
// space is the screen's, with its origin at the top-left corner of the screen (not of the safe
// area); a view's local space has its origin at the view's own top-left corner; a named space
// (`coordinateSpace(name:)`) at the top-left corner of the view that names it; a scroll view's at
// its content's top-left corner, which moves as it scrolls.

/// A named or built-in space that frames are measured in.
public protocol CoordinateSpaceProtocol {
    /// The space as the older enumeration names it.
    var coordinateSpace: CoordinateSpace { get }
}

/// The whole screen.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}
/// The view itself.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}
/// A space an ancestor named with `.coordinateSpace(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable {
    let name: AnyHashable
    /// The space named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
    /// The content space of the nearest scroll view.
    public static var scrollView: NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(ScrollSpace(axis: nil)))
    }
    /// The content space of the nearest scroll view that scrolls along `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(ScrollSpace(axis: axis)))
    }
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The name the scroll views' spaces go by.
struct ScrollSpace: Hashable { let axis: Axis? }

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
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
    /// The content space of the nearest scroll view.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace.scrollView }
    /// The content space of the nearest scroll view that scrolls along `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { NamedCoordinateSpace.scrollView(axis: axis) }
}

/// The older form of a coordinate space: global, local, or named.
public enum CoordinateSpace: Hashable, CoordinateSpaceProtocol {
    case global
    case local
    case named(AnyHashable)
    public var coordinateSpace: CoordinateSpace { self }
}

extension View {
    /// Names this view's space, so that frames below can be measured in it (`frame(in: .named(name))`).
    nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(_CoordinateSpaceModifier(name: name.name))
    }
    /// Names this view's space (the older form).
    nonisolated public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
    }
}

/// A view whose space has a name.
nonisolated public struct _CoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
    let name: AnyHashable
    public typealias Body = Never
}

@MainActor extension _CoordinateSpaceModifier: ModifierLayoutRule {
}

/// Where the origin of `space` is on the screen, as seen from `node`: nil for a name no view above
/// `node` gives (SwiftUI then measures in the global space).
@MainActor
func origin(of space: CoordinateSpace, from node: ViewNode) -> CGPoint? {
    switch space {
    case .global: return .zero
    case .local: return node.globalFrame?.origin ?? .zero
    case .named(let name):
        var current = node.parent
        while let ancestor = current {
            if let named = ancestor.asModifierCarrier?.anyModifier as? _CoordinateSpaceModifier,
                named.name == name
            {
                return ancestor.globalFrame?.origin
            }
            if let scroll = name.base as? ScrollSpace, let container = ancestor.asScrollContainer,
                scroll.axis == nil || scroll.axis == container.scrollAxis
            {
                return contentNodes(ofScrollView: ancestor).first?.globalFrame?.origin ?? ancestor.globalFrame?.origin
            }
            current = ancestor.parent
        }
        return nil
    }
}
