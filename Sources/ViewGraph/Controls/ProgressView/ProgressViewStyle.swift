/// How a progress view shows. A style of the lesson's own makes the indicator in `makeBody`, a view
/// builder as SwiftUI's is: its body is the progress view's content (see `SetStyle.swift`).
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// What the style is given.
    typealias Configuration = ProgressViewStyleConfiguration
    /// Makes the progress view's look from `configuration`.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a progress view style is given: how far the task is, and the view's labels.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, as a view: a stand-in that shows the progress view's own title.
    nonisolated public struct Label: View {
        let part: StylePart?
        public typealias Body = Never
    }
    /// The label of the progress view's current value, as a view.
    nonisolated public struct CurrentValueLabel: View {
        let part: StylePart?
        public typealias Body = Never
    }
    /// How much of the task is done, from 0 to 1; nil when that is not known.
    public let fractionCompleted: Double?
    /// The progress view's label.
    public var label: Label?
    /// The label of the current value.
    public var currentValueLabel: CurrentValueLabel?
}

@MainActor extension ProgressViewStyleConfiguration.Label: StylePartStandIn {}
@MainActor extension ProgressViewStyleConfiguration.CurrentValueLabel: StylePartStandIn {}

/// The `.linear` progress view style.
public struct LinearProgressViewStyle: ProgressViewStyle, SystemStyle {
    public init() {}
    /// Not modelled: a bar filled with `tint` (deprecated; `.tint(_:)` instead).
    public init(tint: Color) { UnmodelledAPI.note("LinearProgressViewStyle(tint:)") }
    /// A bar.
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}
/// The `.circular` progress view style.
public struct CircularProgressViewStyle: ProgressViewStyle, SystemStyle {
    public init() {}
    /// Not modelled: a spinner drawn in `tint` (deprecated; `.tint(_:)` instead).
    public init(tint: Color) { UnmodelledAPI.note("CircularProgressViewStyle(tint:)") }
    /// A spinner.
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}
/// The `.automatic` progress view style.
public struct DefaultProgressViewStyle: ProgressViewStyle, SystemStyle {
    public init() {}
    /// A bar or a spinner, as the system chooses.
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension View {
    /// Sets how the progress views below show: a style of the lesson's own is their content; the
    /// system's styles are not drawn.
    nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        settingStyle(\.progressViewStyles, style, isSystem: style is any SystemStyle, name: "progressViewStyle")
    }
}
