import Foundation

/// A control that picks a number along a track; on the screen `Slider "Volume" 0.5`.
public struct Slider<Label: View, ValueLabel: View>: View {
    let label: Label
    let currentValue: () -> Double

    init<V: BinaryFloatingPoint>(value: Binding<V>, label: Label) {
        self.label = label
        currentValue = { Double(value.wrappedValue) }
    }

    public typealias Body = Never
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider for `value` within `bounds`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, label: EmptyView())
    }

    /// A slider for `value` within `bounds`, in steps of `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, label: EmptyView())
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A labelled slider for `value` within `bounds`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, label: label())
    }

    /// A labelled slider for `value` within `bounds`, in steps of `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, label: label())
    }
}

extension Slider {
    /// A labelled slider with labels at both ends of its track.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, label: label())
    }

    /// A labelled slider in steps of `step`, with labels at both ends of its track.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, label: label())
    }
}

extension Slider {
    /// A slider with value labels at both ends of its track, given as views (the iOS 13 form).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, label: label())
    }

    /// A slider in steps of `step` with value labels at both ends of its track, given as views (the iOS 13 form).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, label: label())
    }
}

extension Slider: PrimitiveView, Control {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.label, label)])
    }

    func screenContent(of node: ViewNode) -> ScreenContent {
        let title = controlLabel(of: node)
        return .leaf("Slider " + (title.isEmpty ? "" : quoted(title) + " ") + "\(currentValue())")
    }

    var controlRole: String { "Slider" }
}
