import Foundation

/// A size a parent proposes to a child; nil in a dimension means "as big as you like" (the ideal size).
///
/// Apple's documentation of `ProposedViewSize` names the proposals a container makes to learn about a
/// child: `.zero` asks for its minimum size, `.infinity` for its maximum, `.unspecified` for its ideal
/// size, and a stack mixes them, one dimension at a time.
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width, or nil for any width.
    public var width: CGFloat?
    /// The proposed height, or nil for any height.
    public var height: CGFloat?
    /// A proposal of `width` by `height`.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
    /// A proposal of exactly `size`.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
    /// The proposal that asks for a view's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// The proposal that asks for a view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// The proposal that asks for a view's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// The proposal with nil dimensions replaced by `size`'s (10 by 10 unless told: SwiftUI's default).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposed length along `axis`.
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal of `length` along `axis` and `across` on the other axis.
    init(_ length: CGFloat?, along axis: Axis, across: CGFloat?) {
        self =
            axis == .horizontal
            ? ProposedViewSize(width: length, height: across) : ProposedViewSize(width: across, height: length)
    }
}

extension CGPoint {
    /// The coordinate along `axis`.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}

extension CGSize {
    /// The length along `axis`.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A size of `length` along `axis` and `across` on the other axis.
    init(_ length: CGFloat, along axis: Axis, across: CGFloat) {
        self = axis == .horizontal ? CGSize(width: length, height: across) : CGSize(width: across, height: length)
    }
}

extension Axis {
    /// The other axis.
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// The screen's pixel grid: SwiftUI puts every frame's edges on the device's pixels, rounding each
/// edge to the nearest pixel (so on an iPhone 17, 3 pixels to the point, a 128.66 pt wide view starts
/// and ends on a pixel, and three of them tile 386 pt exactly), and a text's size is rounded up to
/// them (`TextLayout.roundedUp`).
///
/// An edge halfway between two pixels goes to the greater one, the one to the right or below, on
/// either side of zero: so rounding moves a frame without changing its size, and a 75-point square
/// centred on the screen's left edge (at -37.5) is 75 wide, as it is centred anywhere else, where
/// rounding half a pixel away from zero made it 75.33. SwiftUI's own rule, as the reimplementations
/// that follow its symbols have it: `CGRect.roundCoordinatesToNearestOrUp(toMultipleOf:)` rounds the
/// origin and the far corner each to the nearest multiple of the pixel's length, ties up
/// (OpenSwiftUIProject/OpenSwiftUI, Sources/OpenSwiftUICore/Util/Extension/Round+Extension.swift,
/// "Audited for iOS 18.0", used by `ViewFrame.round(toMultipleOf:)`; ByteDance's DanceUI the same,
/// `roundedToNearestOrUp`: add half a pixel, round down).
///
/// The grid is the device's: 3 pixels to the point on the iPhones with Face ID, 2 on the iPhone SE
/// and the iPads (`DeviceModel`), in either orientation. Layout rounds every frame, so the scale is
/// kept here rather than looked up at each rounding: each update, layout pass and reading of the
/// screen sets it to its graph's device for as long as it runs (`UpdateGraph.onPixelGrid`), and
/// puts back what was there, so that hosts on different devices in one process (as tests make
/// them) each round on their own grid, and a lesson program sets it once for its one host. Only the
/// main actor updates, lays out and reads the screen. A text's size is rounded to the pixels of
/// its environment's `displayScale` instead (`FontMetrics.pixel`), which the host sets to the same.
enum PixelGrid {
    /// Pixels per point of the device being laid out: 3 (an iPhone 17) outside an update.
    nonisolated(unsafe) static var scale: CGFloat = 3

    /// `value` rounded to the nearest pixel, half a pixel up (see above).
    static func round(_ value: CGFloat) -> CGFloat {
        guard value.isFinite else { return value }
        return (value * scale + 0.5).rounded(.down) / scale
    }

    /// `rect` with each of its edges on the nearest pixel.
    static func round(_ rect: CGRect) -> CGRect {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.size.width.isFinite, rect.size.height.isFinite else {
            return rect
        }
        let minX = round(rect.minX)
        let minY = round(rect.minY)
        return CGRect(x: minX, y: minY, width: round(rect.maxX) - minX, height: round(rect.maxY) - minY)
    }
}
