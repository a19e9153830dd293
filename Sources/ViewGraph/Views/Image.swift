import Foundation

extension View {
    /// Not modelled: sets the size of symbols relative to text.
    nonisolated public func imageScale(_ scale: Image.Scale) -> some View { inert("imageScale") }
}

extension Image {
    /// An SF Symbol whose variable parts are filled to `variableValue` (0...1).
    public init(systemName: String, variableValue: Double?) { self.init(systemName: systemName) }
    /// An image from the assets that VoiceOver does not read.
    public init(decorative name: String) {
        self.init(name)
        accessibilityName = nil
    }
    /// An image from the assets of `bundle`.
    public init(_ name: String, bundle: Bundle?) { self.init(name) }

    /// How the image is scaled when it is stretched.
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    /// How a stretched image fills its frame.
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }

    /// The same image, its symbol's layers coloured in `mode`.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
    /// The same image, scaled with `interpolation`.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    /// The same image, smoothed or not.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
    /// The same image, stretched (or tiled) to fill its frame, with `capInsets` kept as they are.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }
}

/// An image from the asset catalogue or an SF Symbol.
nonisolated public struct Image: View, Equatable, Sendable {
    let name: String
    /// What VoiceOver reads for the image when nothing else names it: an asset image's name, as
    /// SwiftUI's documentation says; nothing for a decorative image, or for a symbol, whose labels
    /// (the symbol "plus" reads "Add") the engine does not know.
    var accessibilityName: String?
    /// Whether the image is an SF Symbol, sized by its font.
    var isSymbol = false
    /// Whether the image stretches to the size it is offered (`resizable()`).
    var isResizable = false

    /// The image named `name` in the app's assets.
    public init(_ name: String) {
        self.name = name
        accessibilityName = name
    }
    /// The SF Symbol named `systemName`.
    public init(systemName: String) {
        name = systemName
        isSymbol = true
    }

    /// The image with a rendering mode.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
    /// How an image is drawn.
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    /// The size of a symbol relative to text.
    public enum Scale: Hashable, Sendable { case small, medium, large }
    public typealias Body = Never
}

@MainActor extension Image: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
    func screenContent(of node: ViewNode) -> ScreenContent { .leaf("Image " + quoted(name)) }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a localized title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String) {
        title = Text(titleKey)
        icon = Image(systemName: systemImage)
    }
    /// A label with a title and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.title = Text(title)
        icon = Image(systemName: systemImage)
    }
}
