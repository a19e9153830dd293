import Foundation

/// Edges of a rectangle.
public enum Edge: Int8, CaseIterable, Sendable {
    /// The four edges.
    case top, leading, bottom, trailing
    /// A set of edges.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding `edge` alone.
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        /// Each edge alone, all four, the leading and trailing pair (`horizontal`), or the top and bottom pair (`vertical`).
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// Insets on four edges.
public struct EdgeInsets: Equatable, Sendable {
    /// The inset on each edge, in points.
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    /// Insets of the given sizes, zero on any edge not given.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// A size in points.
public struct CGSizeLike {}

// Layout, colour and style modifiers: the engine lays nothing out and draws nothing, so they only need
// to compile and to keep the content's identity, which every modifier does by wrapping it.
extension View {
    /// Adds space around the view: 16 points on `edges` unless `length` says otherwise.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let length = length ?? 16
        return modifier(_PaddingLayout(insets: EdgeInsets(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)))
    }
    /// Adds `length` points of space on every side of the view.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }
    /// Adds space around the view.
    public func padding(_ insets: EdgeInsets) -> some View { modifier(_PaddingLayout(insets: insets)) }
    /// Not modelled: draws a background behind the view.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { inert("background") }
    /// Not modelled: draws the background style of the environment (the system background) behind the view.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { inert("background") }
    /// Proposes a size for the view; the engine draws nothing, but uses the size to estimate which lazy rows fit on the screen.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { modifier(_FrameLayout(width: width.map(Double.init), height: height.map(Double.init))) }
    /// Limits the size of the view; the engine draws nothing, but uses the limits to estimate which lazy rows fit on the screen.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FlexFrameLayout(minWidth: minWidth.map(Double.init), maxWidth: maxWidth.map(Double.init), minHeight: minHeight.map(Double.init),
                                  idealHeight: idealHeight.map(Double.init), maxHeight: maxHeight.map(Double.init)))
    }
    /// Not modelled: keeps the view at its ideal size.
    public func fixedSize() -> some View { inert("fixedSize") }
    /// Not modelled: keeps the view at its ideal size.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { inert("fixedSize") }
    /// Not modelled: sets the priority the view has when its parent shares out space.
    public func layoutPriority(_ value: Double) -> some View { inert("layoutPriority") }
    /// Not modelled: moves the view without changing its layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        UnmodelledAPI.note("offset")
        return modifier(_OffsetEffect())
    }
    /// Not modelled: orders the view in front of or behind its siblings.
    public func zIndex(_ value: Double) -> some View { inert("zIndex") }
    /// Not modelled: extends the view under the safe area.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { inert("ignoresSafeArea") }
    /// Not modelled: scales the view to fill its frame.
    public func scaledToFill() -> some View { inert("scaledToFill") }
    /// Not modelled: scales the view to fit its frame.
    public func scaledToFit() -> some View { inert("scaledToFit") }
    /// Not modelled: keeps the view at an aspect ratio.
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> some View { inert("aspectRatio") }
    /// Sizes the view along `axes` to its container: the scroll view it is in, else the screen. A
    /// page of a paging scroll view (`.containerRelativeFrame(.horizontal)`) is one screen wide, so
    /// scrolling to it shows it alone.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(_ContainerRelativeFrameLayout(axes: axes) { length, _ in length })
    }
    /// Sizes the view along `axes` to `span` of `count` equal parts of its container, `spacing` apart.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View {
        modifier(_ContainerRelativeFrameLayout(axes: axes) { length, _ in
            let parts = Double(max(count, 1))
            let part = (length - Double(spacing) * (parts - 1)) / parts
            return part * Double(span) + Double(spacing) * Double(max(span - 1, 0))
        })
    }
    /// Sizes the view along `axes` to what `length` makes of its container's length on each axis.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(_ContainerRelativeFrameLayout(axes: axes) { Double(length(CGFloat($0), $1)) })
    }
}

/// A frame sized from the container's length on each of `axes`. The engine lays nothing out; the
/// container is taken to be the screen (less the status bar, vertically), which is what a full-screen
/// scroll view's page is, and the size only decides which lazy rows are on the screen.
public struct _ContainerRelativeFrameLayout: ViewModifier, PrimitiveModifier {
    let axes: Axis.Set
    let length: (Double, Axis) -> Double
    public typealias Body = Never
}

extension _ContainerRelativeFrameLayout: SizeModifying {
    func modify(_ content: (Double) -> EstimatedSize, width: Double) -> EstimatedSize {
        let device = DeviceMetrics.iPhone17
        let newWidth = axes.contains(.horizontal) ? max(0, length(device.width, .horizontal)) : nil
        var size = content(newWidth ?? width)
        if let newWidth { size.width = newWidth }
        if axes.contains(.vertical) { size.height = max(0, length(device.height - device.safeAreaTop, .vertical)) }
        return size
    }
}
/// Whether scaled content fits inside its frame or fills it.
public enum ContentMode: Hashable, Sendable { case fit, fill }
/// The parts of the safe area a view can extend under: the container's and the keyboard's.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Both regions, the container's alone, or the keyboard's alone.
    public static let all = SafeAreaRegions(rawValue: 3)
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
}
/// A top or bottom edge.
public enum VerticalEdge: Int8, Sendable {
    /// The two edges.
    case top, bottom
    /// A set of vertical edges.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Both edges.
        public static let all = Set(rawValue: 3)
    }
}

// Modifiers under the names SwiftUI gives them, so that `type(of: body)` reads as it does on iOS
// (`ModifiedContent<Text, _PaddingLayout>`). They lay out and draw nothing here.

/// Padding around the content.
public struct _PaddingLayout: ViewModifier, PrimitiveModifier {
    var insets: EdgeInsets
    public typealias Body = Never
}
/// A fixed frame around the content.
public struct _FrameLayout: ViewModifier, PrimitiveModifier {
    var width: Double?
    var height: Double?
    public typealias Body = Never
}
/// A flexible frame around the content.
public struct _FlexFrameLayout: ViewModifier, PrimitiveModifier {
    var minWidth: Double?
    var maxWidth: Double?
    var minHeight: Double?
    var idealHeight: Double?
    var maxHeight: Double?
    public typealias Body = Never
}
/// The content moved by an offset.
public struct _OffsetEffect: ViewModifier, PrimitiveModifier { public typealias Body = Never }

extension View {
    /// Not modelled: lets the view extend under the safe area (the iOS 13 form of `ignoresSafeArea`).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { inert("edgesIgnoringSafeArea") }
}

/// A point in a view's bounds, as fractions of its width and height.
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal position: 0 at the leading edge, 1 at the trailing edge.
    public var x: CGFloat
    /// The vertical position: 0 at the top, 1 at the bottom.
    public var y: CGFloat
    /// The point at `x` and `y`.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension View {
    /// Not modelled: moves the view by `offset`.
    public func offset(_ offset: CGSize) -> some View { inert("offset") }
    /// Not modelled: places the view's centre at `x`, `y`.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { inert("position") }
    /// Not modelled: places the view's centre at `position`.
    public func position(_ position: CGPoint) -> some View { inert("position") }
}
