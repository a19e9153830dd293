import Foundation

extension ProgressView {
    /// A spinning indicator labelled `label`.
    public init<L: View>(@ViewBuilder label: () -> L) {
        self.init((label() as? Text)?.string(in: EnvironmentValues()) ?? "")
    }

    /// A bar filled to `value` of `total`, labelled `label`.
    public init<V: BinaryFloatingPoint, L: View>(value: V?, total: V = 1.0, @ViewBuilder label: () -> L) {
        self.init(
            (label() as? Text)?.string(in: EnvironmentValues()) ?? "", value: value.map { Double($0) },
            total: Double(total))
    }

    /// A bar filled to `value` of `total`, labelled `label` and showing `currentValueLabel`.
    public init<V: BinaryFloatingPoint, L: View, C: View>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> L, @ViewBuilder currentValueLabel: () -> C
    ) {
        self.init(
            (label() as? Text)?.string(in: EnvironmentValues()) ?? "", value: value.map { Double($0) },
            total: Double(total))
    }

    /// A bar filled to `value` of `total`, for any floating-point type.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: value.map { Double($0) }, total: Double(total))
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

    /// A bar that fills over `timerInterval`, labelled `label` (iOS 16; e-b-olson/SwiftUIDemo's
    /// DefaultDateProgressLabel page writes `ProgressView(timerInterval: range) { Text("Timer") }`).
    public init<L: View>(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> L) {
        self.init((label() as? Text)?.string(in: EnvironmentValues()) ?? "")
    }

    /// A bar that fills over `timerInterval`, labelled `label` and showing `currentValueLabel` (iOS 16).
    public init<L: View, C: View>(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> L,
        @ViewBuilder currentValueLabel: () -> C
    ) {
        self.init((label() as? Text)?.string(in: EnvironmentValues()) ?? "")
    }
}

/// A progress indicator.
nonisolated public struct ProgressView: View {
    let title: String
    /// How much is done, from 0 to 1 (what a style is given); nil for a spinner.
    var fractionCompleted: Double?
    /// A spinning indicator with no title.
    public init() { title = "" }
    /// A spinning indicator titled `title`.
    public init(_ title: String) { self.title = title }
    /// A bar filled to `value` of `total`; the screen shows no value.
    public init(value: Double?, total: Double = 1) {
        title = ""
        fractionCompleted = ProgressView.fraction(value, of: total)
    }
    /// A bar titled `title` filled to `value` of `total`; the screen shows no value.
    public init(_ title: String, value: Double?, total: Double = 1) {
        self.title = title
        fractionCompleted = ProgressView.fraction(value, of: total)
    }
    /// A bar titled `title` filled to `value` of `total`, for any floating-point type.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(String(title), value: value.map { Double($0) }, total: Double(total))
    }
    public typealias Body = Never

    /// `value` of `total` as a fraction from 0 to 1, as a style's configuration gives it.
    static func fraction(_ value: Double?, of total: Double) -> Double? {
        guard let value, total > 0 else { return nil }
        return min(max(value / total, 0), 1)
    }
}

@MainActor extension ProgressView: PrimitiveView {
    /// Nothing, or, under a style of the lesson's own, the style's body (see `SetStyle.swift`).
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        guard let style = customStyle(node.environment.progressViewStyles) else {
            node.primitiveState = nil
            graph.reconcile(node, children: [])
            return
        }
        let styled = StyledParts.of(node, [Text(verbatim: title)])
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fractionCompleted, label: title.isEmpty ? nil : .init(part: styled.parts[0]),
            currentValueLabel: nil)
        styled.reconcile(node, body: style.styleBody(configuration), in: graph)
    }
    func modifyEnvironment(_ environment: inout EnvironmentValues, forChildAt key: ChildKey) {
        if key == .body { environment.progressViewStyles.removeLast() }
    }
    func screenContent(of node: ViewNode) -> ScreenContent {
        let line = "ProgressView" + (title.isEmpty ? "" : " " + quoted(title))
        // Under a style of the lesson's own, what the style draws shows below the line.
        return node.primitiveState is StyledParts ? .container(line) : .leaf(line)
    }
}
