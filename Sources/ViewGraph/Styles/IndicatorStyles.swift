/// How a progress view shows.
public protocol ProgressViewStyle {}
/// The `.linear` progress view style.
public struct LinearProgressViewStyle: ProgressViewStyle { public init() {} }
/// The `.circular` progress view style.
public struct CircularProgressViewStyle: ProgressViewStyle { public init() {} }
/// The `.automatic` progress view style.
public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {} }
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
    /// How the progress views below show.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { inert("progressViewStyle") }
    /// How the gauges below show.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { inert("gaugeStyle") }
}
