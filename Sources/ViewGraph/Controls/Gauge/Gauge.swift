import Foundation

/// A value shown against a range, as a meter; on the screen `Gauge "Fuel" 0.4`.
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View>: View {
    let label: Label
    let value: Double
    /// The value's place in its bounds, from 0 to 1.
    var fraction = 0.0

    /// A gauge of `value` within `bounds`, shown with `label`.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label)
    where CurrentValueLabel == EmptyView {
        self.label = label()
        self.value = Double(value)
        fraction = unitFraction(value, in: bounds)
    }

    /// A gauge with a label for its current value.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.label = label()
        self.value = Double(value)
        fraction = unitFraction(value, in: bounds)
    }

    /// A gauge with labels for its current value and both ends of its range.
    public init<V: BinaryFloatingPoint, BoundsLabel: View>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.label = label()
        self.value = Double(value)
        fraction = unitFraction(value, in: bounds)
    }

    public typealias Body = Never
}

@MainActor extension Gauge: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.label, label)])
    }
    func screenContent(of node: ViewNode) -> ScreenContent {
        .leaf("Gauge " + quoted(visibleText(of: node)) + " \(value)")
    }
}
