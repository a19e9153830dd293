/// Not modelled: how a progress view shows; the screen shows a progress view as it is, whatever its
/// style, and a custom style's `makeBody` is never called.
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
    /// The progress view's label, as a view.
    public struct Label: View { public typealias Body = Never }
    /// The label of the progress view's current value, as a view.
    public struct CurrentValueLabel: View { public typealias Body = Never }
    /// How much of the task is done, from 0 to 1; nil when that is not known.
    public let fractionCompleted: Double?
    /// The progress view's label.
    public var label: Label?
    /// The label of the current value.
    public var currentValueLabel: CurrentValueLabel?
}

extension ProgressViewStyleConfiguration.Label: PrimitiveView { func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {} }
extension ProgressViewStyleConfiguration.CurrentValueLabel: PrimitiveView { func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {} }

/// The `.linear` progress view style.
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    /// Not modelled: a bar filled with `tint` (deprecated; `.tint(_:)` instead).
    public init(tint: Color) { onMainActor { UnmodelledAPI.note("LinearProgressViewStyle(tint:)") } }
    /// A bar.
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}
/// The `.circular` progress view style.
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    /// Not modelled: a spinner drawn in `tint` (deprecated; `.tint(_:)` instead).
    public init(tint: Color) { onMainActor { UnmodelledAPI.note("CircularProgressViewStyle(tint:)") } }
    /// A spinner.
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}
/// The `.automatic` progress view style.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    /// A bar or a spinner, as the system chooses.
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() } }
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() } }

/// How a gauge shows.
public protocol GaugeStyle {}
/// The `.accessoryCircular` gauge style.
public struct AccessoryCircularGaugeStyle: GaugeStyle { public init() {} }
/// The `.accessoryCircularCapacity` gauge style.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle { public init() {} }
/// The `.accessoryLinear` gauge style.
public struct AccessoryLinearGaugeStyle: GaugeStyle { public init() {} }
/// The `.accessoryLinearCapacity` gauge style.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle { public init() {} }
/// The `.linearCapacity` gauge style.
public struct LinearCapacityGaugeStyle: GaugeStyle { public init() {} }
/// The `.automatic` gauge style.
public struct DefaultGaugeStyle: GaugeStyle { public init() {} }
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle { public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() } }
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle { public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() } }
extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() } }

extension View {
    /// Not modelled: how the progress views below show.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { inert("progressViewStyle") }
    /// Not modelled: how the gauges below show.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { inert("gaugeStyle") }
}
