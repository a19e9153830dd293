import Foundation

/// A control that picks a number along a track; on the screen `Slider "Volume" 0.5`.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
    let label: Label
    let currentValue: () -> Double
    /// The value's place in its bounds, from 0 to 1, where the thumb stands.
    let fraction: () -> Double

    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, label: Label) {
        self.label = label
        currentValue = { Double(value.wrappedValue) }
        fraction = { unitFraction(value.wrappedValue, in: bounds) }
    }

    public typealias Body = Never
}

/// `value`'s place in `bounds`, from 0 to 1: where a slider's thumb or a gauge's fill stands.
func unitFraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    return span > 0 ? min(max(Double(value - bounds.lowerBound) / span, 0), 1) : 0
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider for `value` within `bounds`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, label: EmptyView())
    }

    /// A slider for `value` within `bounds`, in steps of `step`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, label: EmptyView())
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A labelled slider for `value` within `bounds`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, label: label())
    }

    /// A labelled slider for `value` within `bounds`, in steps of `step`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, label: label())
    }
}

extension Slider {
    /// A labelled slider with labels at both ends of its track.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, label: label())
    }

    /// A labelled slider in steps of `step`, with labels at both ends of its track.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, label: label())
    }
}

extension Slider {
    /// A slider with value labels at both ends of its track, given as views (the iOS 13 form).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, label: label())
    }

    /// A slider in steps of `step` with value labels at both ends of its track, given as views (the iOS 13 form).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
        maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, label: label())
    }
}

@MainActor extension Slider: PrimitiveView, Control {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.label, label)])
    }

    func screenContent(of node: ViewNode) -> ScreenContent {
        let title = controlLabel(of: node)
        return .leaf("Slider " + (title.isEmpty ? "" : quoted(title) + " ") + "\(currentValue())")
    }

    var controlRole: String { "Slider" }
}
