import Foundation

// Shapes and colours take whatever they are offered: a nil dimension becomes 10 points (Apple's
// `Shape.sizeThatFits(_:)`: the default "returns the proposal with unspecified dimensions replaced
// by 10"; a `Color` is a shape-like view that fills its frame).

/// A view that takes the whole proposal.
@MainActor
protocol FillsProposal: LayoutRule {}

extension FillsProposal {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {}
}

extension Rectangle: FillsProposal {}
extension RoundedRectangle: FillsProposal {}
extension Circle: FillsProposal {}
extension Capsule: FillsProposal {}
extension Ellipse: FillsProposal {}
@MainActor extension Color: FillsProposal {}
// A shape of the lesson's own (and `AnyShape`) is drawn by its body, `_ShapeView`, which has no
// subviews: without this rule it would answer every proposal with a zero size, and get no room in
// a stack (public sample apps put custom shapes beside a fixed view). Apple's default
// `Shape.sizeThatFits(_:)` is every shape's.
@MainActor extension _ShapeView: FillsProposal {}
// The other shapes take Apple's default `Shape.sizeThatFits(_:)` as well: without a rule they
// would answer zero, as a shape of the lesson's own would.
extension UnevenRoundedRectangle: FillsProposal {}
extension ContainerRelativeShape: FillsProposal {}
extension Path: FillsProposal {}
// A gradient used as a view is a rectangle filled with it (the SDK declares a `ShapeStyle` that is a
// `View` with `Body == _ShapeView<Rectangle, Self>`), so it pushes out as a colour does: lochiwei's
// notes list "push-out views: expand to fill space offered by parent. Color, LinearGradient, Circle"
// (StackLayoutTests.gradientPushesOut). Without this rule a gradient took no room.
@MainActor extension LinearGradient: FillsProposal {}
@MainActor extension RadialGradient: FillsProposal {}
@MainActor extension AngularGradient: FillsProposal {}
@MainActor extension EllipticalGradient: FillsProposal {}
