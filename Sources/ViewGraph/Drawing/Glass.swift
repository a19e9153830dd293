import Foundation

/// A Liquid Glass material.
public struct Glass: Sendable {
    /// The regular glass, a clearer glass, or no glass.
    public static let regular = Glass()
    public static let clear = Glass()
    public static let identity = Glass()
    /// The same glass, tinted.
    public func tint(_ color: Color?) -> Glass { self }
    /// The same glass, reacting to touches.
    public func interactive(_ isEnabled: Bool = true) -> Glass { self }
}

/// Glass shapes that blend into each other when close.
nonisolated public struct GlassEffectContainer<Content: View>: View, ContentContainer {
    let content: Content
    /// A container whose glass shapes blend within `spacing` points.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
    var screenName: String? { nil }
    public typealias Body = Never
}

/// A button style of Liquid Glass.
public struct GlassButtonStyle: PrimitiveButtonStyle, SystemStyle {
    public init() {}
    /// Shows the label as it is (the engine draws no style).
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
/// A prominent button style of Liquid Glass.
public struct GlassProminentButtonStyle: PrimitiveButtonStyle, SystemStyle {
    public init() {}
    /// Shows the label as it is (the engine draws no style).
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
/// The two glass styles as `.glass` and `.glassProminent`.
extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
}
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

extension View {
    /// Not modelled: draws the view on Liquid Glass in `shape`.
    nonisolated public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = Capsule()) -> some View {
        inert("glassEffect")
    }
    /// Not modelled: extends the view under the sidebar and the safe areas, mirrored and blurred.
    nonisolated public func backgroundExtensionEffect() -> some View { inert("backgroundExtensionEffect") }
}
