/// A guide by which a layout lines views up, on one axis: a built-in one by its name, or a custom
/// `AlignmentID`, whose `defaultValue(in:)` says where it falls in a view that does not set it.
struct AlignmentKey: Hashable, Sendable {
    let name: String
    let axis: Axis

    /// The custom guides made so far, by name, to ask their default values of.
    /// Behind a lock: a guide can be made on any thread (a `static let` of a lesson's extension).
    static let customGuides = Locked<[String: any AlignmentID.Type]>([:])

    /// Where the guide falls in `dimensions` when the view does not set it.
    func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
        let length = axis == .horizontal ? dimensions.width : dimensions.height
        switch name {
        case "leading", "top", "listRowSeparatorLeading": return 0
        case "trailing", "bottom", "listRowSeparatorTrailing": return length
        // A view with no text has its text baselines at its bottom edge (Apple's documentation of
        // `firstTextBaseline`: "for a view with no text, the bottom edge").
        case "firstTextBaseline", "lastTextBaseline": return length
        case "center": return length / 2
        default:
            if let id = AlignmentKey.customGuides.value[name] {
                return id.defaultValue(in: ViewDimensions(size: dimensions.size))
            }
            return length / 2
        }
    }
}

/// How views line up across a stack.
public struct HorizontalAlignment: Hashable, Sendable {
    let name: String
    var key: AlignmentKey { AlignmentKey(name: name, axis: .horizontal) }
    public static let leading = HorizontalAlignment(name: "leading")
    public static let center = HorizontalAlignment(name: "center")
    public static let trailing = HorizontalAlignment(name: "trailing")
    public static let listRowSeparatorLeading = HorizontalAlignment(name: "listRowSeparatorLeading")
    /// The guide where a list row's separator ends: by default the row's trailing edge. The engine's
    /// separators end at the row's edge whatever a row sets it to; in a stack it aligns as any guide.
    public static let listRowSeparatorTrailing = HorizontalAlignment(name: "listRowSeparatorTrailing")
}

/// How views line up along a row.
public struct VerticalAlignment: Hashable, Sendable {
    let name: String
    var key: AlignmentKey { AlignmentKey(name: name, axis: .vertical) }
    public static let top = VerticalAlignment(name: "top")
    public static let center = VerticalAlignment(name: "center")
    public static let bottom = VerticalAlignment(name: "bottom")
    public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
    public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
}

/// An alignment in both directions.
public struct Alignment: Hashable, Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment
    /// The alignment of `horizontal` and `vertical`.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Leading, on the first line's text baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Centered, on the first line's text baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Trailing, on the first line's text baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// Leading, on the last line's text baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// Centered, on the last line's text baseline.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// Trailing, on the last line's text baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

/// The axes of a scroll view or a layout.
public enum Axis: Hashable, Sendable {
    case horizontal, vertical
    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}
