/// Headers and footers that stay pinned while a lazy stack scrolls.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public init() { rawValue = 0 }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

// Where a pinned header or footer stands. Apple's `PinnedScrollableViews`: "A set of view types that
// may be pinned to the bounds of a scroll view"; `sectionHeaders`: "The header view of each `Section`
// will be pinned". How a pinned view moves is UIKit's rule for pinned headers and footers
// (`UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds`: headers "scroll with content until
// they reach the top of the screen, at which point they are pinned to the upper bounds of the
// collection view. Each new header view that scrolls to the top of the screen pushes the previously
// pinned header view offscreen"; `sectionFootersPinToVisibleBounds` the same at the bottom), and
// `NSCollectionLayoutBoundarySupplementaryItem.pinToVisibleBounds`: "the boundary supplementary item
// is shown while any portion of the section ... it's attached to is visible". So a header stands where
// it would, or lower, at the visible stretch's start, but never past its section's end less its own
// length; a footer where it would, or higher, at the stretch's end, but never before its section's
// start. All in one axis's points, the start being the top (or the leading edge).
extension PinnedScrollableViews {
    /// Where a pinned header `length` long starts: at `natural`, where it would stand unpinned, or
    /// at `visibleStart` once scrolled past it, pushed back by its section's end (`sectionEnd`).
    static func pinnedStart(natural: Double, length: Double, sectionEnd: Double, visibleStart: Double) -> Double {
        max(natural, min(visibleStart, sectionEnd - length))
    }

    /// Where a pinned footer `length` long starts: at `natural`, or at the visible stretch's end less
    /// its length while it would stand below that, never before its section's start (`sectionStart`).
    static func pinnedEnd(natural: Double, length: Double, sectionStart: Double, visibleEnd: Double) -> Double {
        min(natural, max(visibleEnd - length, sectionStart))
    }
}
