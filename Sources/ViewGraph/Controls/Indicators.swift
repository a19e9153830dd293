import Foundation

/// A value shown against a range, as a meter; on the screen `Gauge "Fuel" 0.4`.
public struct Gauge<Label: View, CurrentValueLabel: View>: View {
    let label: Label
    let value: Double

    /// A gauge of `value` within `bounds`, shown with `label`.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {
        self.label = label()
        self.value = Double(value)
    }

    /// A gauge with a label for its current value.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.label = label()
        self.value = Double(value)
    }

    /// A gauge with labels for its current value and both ends of its range.
    public init<V: BinaryFloatingPoint, BoundsLabel: View>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.label = label()
        self.value = Double(value)
    }

    public typealias Body = Never
}

extension Gauge: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.label, label)])
    }
    func screenContent(of node: ViewNode) -> ScreenContent {
        .leaf("Gauge " + quoted(visibleText(of: node)) + " \(value)")
    }
}

extension ProgressView {
    /// A spinning indicator labelled `label`.
    public init<L: View>(@ViewBuilder label: () -> L) {
        self.init((label() as? Text)?.string(in: EnvironmentValues()) ?? "")
    }

    /// A bar filled to `value` of `total`, labelled `label`.
    public init<V: BinaryFloatingPoint, L: View>(value: V?, total: V = 1.0, @ViewBuilder label: () -> L) {
        self.init((label() as? Text)?.string(in: EnvironmentValues()) ?? "", value: value.map(Double.init), total: Double(total))
    }

    /// A bar filled to `value` of `total`, labelled `label` and showing `currentValueLabel`.
    public init<V: BinaryFloatingPoint, L: View, C: View>(value: V?, total: V = 1.0, @ViewBuilder label: () -> L, @ViewBuilder currentValueLabel: () -> C) {
        self.init((label() as? Text)?.string(in: EnvironmentValues()) ?? "", value: value.map(Double.init), total: Double(total))
    }

    /// A bar filled to `value` of `total`, for any floating-point type.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: value.map(Double.init), total: Double(total))
    }

    /// A bar for a `Progress` object.
    public init(_ progress: Progress) {
        self.init(value: progress.fractionCompleted)
    }

    /// The progress view a style is given, as it is: a custom style's body shows it with its own decorations.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(value: configuration.fractionCompleted)
    }

    /// A bar that fills over `timerInterval`.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init()
    }
}

/// A progress indicator.
public struct ProgressView: View {
    let title: String
    /// A spinning indicator with no title.
    public init() { title = "" }
    /// A spinning indicator titled `title`.
    public init(_ title: String) { self.title = title }
    /// A bar filled to `value` of `total`; the screen shows no value.
    public init(value: Double?, total: Double = 1) { title = "" }
    /// A bar titled `title` filled to `value` of `total`; the screen shows no value.
    public init(_ title: String, value: Double?, total: Double = 1) { self.title = title }
    /// A bar titled `title` filled to `value` of `total`, for any floating-point type.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) { self.title = String(title) }
    public typealias Body = Never
}

extension ProgressView: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
    func screenContent(of node: ViewNode) -> ScreenContent { .leaf("ProgressView" + (title.isEmpty ? "" : " " + quoted(title))) }
}
