/// How a gauge shows.
@MainActor @preconcurrency
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
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
        AccessoryCircularCapacityGaugeStyle()
    }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == DefaultGaugeStyle {
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension View {
    /// Not modelled: how the gauges below show.
    nonisolated public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { inert("gaugeStyle") }
}
