import Foundation

extension View {
    /// Not modelled: sets the style of the view's foreground: text, symbols, shapes.
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        UnmodelledAPI.note("foregroundStyle")
        return modifier(_ForegroundStyleModifier(style: style))
    }
    /// Not modelled: sets the style of the view's foreground: text, symbols, shapes.
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View
    { inert("foregroundStyle") }
    /// Sets the colour of the view's foreground, through the environment (`\.foregroundColor`); the engine draws nothing.
    nonisolated public func foregroundColor(_ color: Color?) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.foregroundColor, value: color))
    }
    /// Not modelled: sets the accent colour of controls in the view.
    nonisolated public func tint(_ tint: Color?) -> some View { inert("tint") }
    /// Not modelled: sets the accent colour of controls in the view.
    nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> some View { inert("tint") }
    /// Draws a background behind the view. Its content is part of the graph: it appears, and its controls can be tapped.
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View
    {
        modifier(_DecorationModifier(decoration: content(), alignment: alignment, isBehind: true))
    }
    /// Draws content in front of the view. Its content is part of the graph: it appears, and its controls can be tapped.
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
    {
        modifier(_DecorationModifier(decoration: content(), alignment: alignment))
    }
    /// Not modelled: draws content in front of the view.
    nonisolated public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
    { inert("overlay") }
    /// Not modelled: draws content in front of the view.
    nonisolated public func overlay<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View { inert("overlay") }
    /// Not modelled: shows the view as a placeholder.
    nonisolated public func redacted(reason: RedactionReasons) -> some View { inert("redacted") }
}

/// Views drawn behind or in front of the content, part of the graph: an overlay's button can be tapped.
nonisolated public struct _DecorationModifier<Decoration: View>: ViewModifier, PrimitiveModifier {
    let decoration: Decoration
    var alignment: Alignment = .center
    /// A background's (drawn before the content), not an overlay's.
    var isBehind = false
    public typealias Body = Never
    var extraContent: [any View] { [decoration] }
}

/// A decoration the picture draws before or after the content it decorates.
protocol LayeredDecoration { var isBehind: Bool { get } }
extension _DecorationModifier: LayeredDecoration {}
/// Whether a piece of the interface shows: as the system chooses, always, or never.
public enum Visibility: Hashable, Sendable { case automatic, visible, hidden }
/// Why a view's content is redacted.
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Shown as a placeholder, as while the real content loads.
    public static let placeholder = RedactionReasons(rawValue: 1)
}
/// The content's foreground style.
nonisolated public struct _ForegroundStyleModifier<Style: ShapeStyle>: ViewModifier, PrimitiveModifier {
    /// The style, kept only for the drawn screen (`ScreenPicture`).
    let style: Style
    public typealias Body = Never
}
/// A shape filled with a style behind the content.
nonisolated public struct _BackgroundShapeModifier<Style: ShapeStyle, Bounds: Shape>: ViewModifier, PrimitiveModifier {
    /// What the drawn screen fills (`ScreenPicture`): the style's name, the shape's, and how round it is.
    let drawing: DrawnFill
    public typealias Body = Never
}

/// A fill as the drawn screen (`ScreenPicture`) has it: a style by its name (nil for one it cannot
/// name), in a shape by its name, with its corner radius.
struct DrawnFill: Equatable, Sendable {
    var color: String?
    var shape: String
    var cornerRadius: Double?

    nonisolated init(style: Any, shape: Any) {
        color = ScreenDrawing.colorName(style)
        (self.shape, cornerRadius) = DrawnFill.outline(of: shape)
    }

    /// The name and corner radius of a shape the picture draws; any other is drawn as a rectangle.
    nonisolated static func outline(of shape: Any) -> (String, Double?) {
        switch shape {
        case let rounded as RoundedRectangle: return ("roundedRectangle", Double(rounded.cornerSize.width))
        case is Circle: return ("circle", nil)
        case is Capsule: return ("capsule", nil)
        case is Ellipse: return ("ellipse", nil)
        default: return ("rectangle", nil)
        }
    }
}

private struct ForegroundColorKey: EnvironmentKey { static var defaultValue: Color? { nil } }

extension EnvironmentValues {
    /// The colour `foregroundColor(_:)` set for the views below.
    public var foregroundColor: Color? {
        get { self[ForegroundColorKey.self] }
        set { self[ForegroundColorKey.self] = newValue }
    }
}

extension View {
    /// Not modelled: the accent colour of the view (the iOS 13 form of `tint`).
    nonisolated public func accentColor(_ accentColor: Color?) -> some View { inert("accentColor") }
    /// Not modelled: three levels of foreground style.
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View { inert("foregroundStyle") }
    /// Not modelled: shows the view's content in a style that says the data is a placeholder or unavailable.
    nonisolated public func unredacted() -> some View { inert("unredacted") }
}

extension View {
    /// Not modelled: hides the view, keeping its space; the engine still shows it.
    nonisolated public func hidden() -> some View { inert("hidden") }
    /// Puts `background` behind the view, in the graph (the iOS 13 form of `background {}`).
    @_disfavoredOverload
    nonisolated public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(_DecorationModifier(decoration: background, alignment: alignment, isBehind: true))
    }
    /// Puts `overlay` in front of the view, in the graph (the iOS 13 form of `overlay {}`).
    @_disfavoredOverload
    nonisolated public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(_DecorationModifier(decoration: overlay, alignment: alignment))
    }
    /// The color scheme the presentation prefers: the view and everything below it see it in `\.colorScheme`.
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(_PreferredColorSchemeModifier(colorScheme: colorScheme))
    }
    /// Sets the color scheme of the view and everything below it (the iOS 13 form of
    /// `environment(\.colorScheme, _)`): unlike `preferredColorScheme(_:)`, only this subtree.
    nonisolated public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
    /// Not modelled: hides the status bar. It takes no room from the layout either way: the safe area
    /// stays below the Dynamic Island (see `BarVisibility.swift`).
    nonisolated public func statusBarHidden(_ hidden: Bool = true) -> some View { inert("statusBarHidden") }
    /// Not modelled: hides the status bar (the iOS 13 form of `statusBarHidden(_:)`).
    nonisolated public func statusBar(hidden: Bool) -> some View { inert("statusBar") }
    /// Not modelled: hides the home indicator and other system overlays. The safe area keeps its
    /// 34 points at the bottom either way (see `BarVisibility.swift`).
    nonisolated public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
        inert("persistentSystemOverlays")
    }
}

/// Sets the color scheme below; on iOS it applies to the whole window, which the content usually is.
nonisolated public struct _PreferredColorSchemeModifier: ViewModifier, PrimitiveModifier {
    let colorScheme: ColorScheme?
    public typealias Body = Never
    func modifyEnvironment(_ environment: inout EnvironmentValues) {
        if let colorScheme { environment.colorScheme = colorScheme }
    }
}
private struct RedactionReasonsKey: EnvironmentKey { static var defaultValue: RedactionReasons { [] } }

extension EnvironmentValues {
    /// Why the views below are drawn as placeholders, if they are.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

/// How much a view's background stands out, for content to adapt to: `.increased` where iOS puts it
/// behind a selected list row (that case is not modelled: the engine draws no selection).
public struct BackgroundProminence: Hashable, Sendable {
    private let isIncreased: Bool
    /// A background of the usual prominence.
    public static let standard = BackgroundProminence(isIncreased: false)
    /// A background that stands out more, as a selected row's does.
    public static let increased = BackgroundProminence(isIncreased: true)
}

private struct BackgroundProminenceKey: EnvironmentKey { static var defaultValue: BackgroundProminence { .standard } }

extension EnvironmentValues {
    /// How much the background here stands out: `.standard` unless set with `environment(_:_:)`.
    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] }
        set { self[BackgroundProminenceKey.self] = newValue }
    }
}
