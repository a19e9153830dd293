import Foundation

/// A linear gradient.
public struct LinearGradient: ShapeStyle, View {
    /// A gradient through `colors` from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public typealias Body = Never
}
extension LinearGradient: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
    func screenContent(of node: ViewNode) -> ScreenContent { .hidden }
}

extension Gradient {
    /// How colours are interpolated.
    public struct ColorSpace: Hashable, Sendable {
        let name: String
        /// The device's colour space, or a perceptual one.
        public static let device = ColorSpace(name: "device")
        public static let perceptual = ColorSpace(name: "perceptual")
    }
}
