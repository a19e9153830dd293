/// A column of a lazy grid.
public struct GridItem: Sendable {
    /// How wide a column is.
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    /// How wide the column is.
    public var size: Size
    /// The space after the column, or nil for the default.
    public var spacing: CGFloat?
    /// How the column aligns its views, or nil for centred.
    public var alignment: Alignment?
    /// A column of `size`.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// How many columns `items` make across `width` points: as many as the lazy grid's rule makes
    /// there (`LazyGridLayout`), one a fixed or flexible item, as many as fit an adaptive one.
    @MainActor
    static func count(_ items: [GridItem], across width: Double) -> Int {
        max(
            1,
            LazyGridLayout(items: items, axis: .vertical, alignment: .center, lineSpacing: 0).placedTracks(
                across: CGFloat(width)
            ).count)
    }
}
