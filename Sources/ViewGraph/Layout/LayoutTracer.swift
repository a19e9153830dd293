import Foundation

/// Told what the layout pass measures, for `lessons trace`.
@MainActor
protocol LayoutTracer: AnyObject {
    func passBegan(_ pass: Int)
    /// A changed view was asked again `proposal`, which it answered `old` last time and `new` now,
    /// for `why`: it changed, or a child's answer did.
    func remeasured(_ node: ViewNode, why: String, proposal: ProposedViewSize, old: CGSize, new: CGSize)
    /// A view was measured anew.
    func measured(_ node: ViewNode, proposal: ProposedViewSize, size: CGSize)
    /// A reader's content was made again from its new geometry.
    func rebuilt(_ node: ViewNode)
    func passEnded(_ pass: Int)
}
