import Foundation

/// An optional `ProposedViewSize` in 16 bytes rather than 25: two lengths, with a nil length and a
/// nil proposal each kept as a NaN of its own payload.
///
/// Every view an eager stack lays out keeps two proposals (its first answer's and the one it was
/// placed with), so the nine bytes of tags an optional proposal of optional lengths costs are kept
/// out. The two payloads are quiet NaNs that arithmetic never makes (it makes the default NaN, or
/// passes on the payload of a NaN it was given), so every proposal a layout can make, NaN lengths
/// included, reads back as it was stored.
struct PackedProposal {
    private var width: Double
    private var height: Double

    /// A nil length.
    private static let nilLength = Double(bitPattern: 0x7FF8_0000_0000_0A11)
    /// No proposal at all, in `width`.
    private static let noProposal = Double(bitPattern: 0x7FF8_0000_0000_0B0B)

    /// No proposal.
    init() {
        width = Self.noProposal
        height = Self.noProposal
    }

    /// `proposal`, or none.
    init(_ proposal: ProposedViewSize?) {
        guard let proposal else {
            width = Self.noProposal
            height = Self.noProposal
            return
        }
        width = proposal.width.map { Double($0) } ?? Self.nilLength
        height = proposal.height.map { Double($0) } ?? Self.nilLength
    }

    /// The proposal kept, or nil when none is.
    var proposal: ProposedViewSize? {
        if width.bitPattern == Self.noProposal.bitPattern { return nil }
        return ProposedViewSize(width: Self.length(width), height: Self.length(height))
    }

    private static func length(_ stored: Double) -> CGFloat? {
        stored.bitPattern == nilLength.bitPattern ? nil : CGFloat(stored)
    }
}
