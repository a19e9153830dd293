import Foundation

// Controls beyond buttons, switches and fields: each shows on the screen as one line with its label
// and value, and can be found by that label. A tap steps a stepper up, flips an edit button and
// focuses a text editor; a slider, date picker or colour picker cannot be set by a play.

/// A pair of − and + buttons that step a value; on the screen `Stepper "Nights: 3"`.
public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?

    /// A stepper that calls `onIncrement` and `onDecrement`, shown with `label`.
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
    }

    /// A stepper that moves `value` by `step`.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
                  onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
                  onEditingChanged: onEditingChanged, label: label)
    }

    /// A stepper that moves `value` by `step`, never beyond `bounds`.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(onIncrement: { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) },
                  onDecrement: { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) },
                  onEditingChanged: onEditingChanged, label: label)
    }

    public typealias Body = Never
}

extension Stepper where Label == Text {
    /// A titled stepper that calls `onIncrement` and `onDecrement`.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper with a String title that calls `onIncrement` and `onDecrement`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A titled stepper that moves `value` by `step`.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper with a String title that moves `value` by `step`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A titled stepper that moves `value` by `step` within `bounds`.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper with a String title that moves `value` by `step` within `bounds`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }
}

extension Stepper: PrimitiveView, Control {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.label, label)])
    }

    func screenContent(of node: ViewNode) -> ScreenContent {
        .leaf("Stepper " + quoted(controlLabel(of: node)) + (isDisabled(node) ? " disabled" : ""))
    }

    var controlRole: String { "Stepper" }

    /// A tap on a stepper stands for a tap on its + half; `decrement` in a play taps its − half.
    func tap(_ node: ViewNode, host: Host) throws {
        onIncrement?()
    }
}

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

/// The parts of a date a date picker edits.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 2)
}

/// A control that picks a date; on the screen `DatePicker "Departure" "Jun 3, 2026"`.
public struct DatePicker<Label: View>: View {
    let selection: Binding<Date>
    let components: DatePickerComponents
    let label: Label

    /// The parts of a date the picker edits.
    public typealias Components = DatePickerComponents

    /// A picker for `selection`, shown with `label`.
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.selection = selection
        components = displayedComponents
        self.label = label()
    }

    /// A picker for `selection` within `range`.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A picker for `selection` from `range`'s start on.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A picker for `selection` up to `range`'s end.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public typealias Body = Never
}

extension DatePicker where Label == Text {
    /// A titled date picker.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker with a String title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A titled date picker within `range`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A titled date picker from `range`'s start on.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A titled date picker up to `range`'s end.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker with a String title within `range`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker with a String title from `range`'s start on.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
}

extension DatePicker: PrimitiveView, Control {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.label, label)])
    }

    func screenContent(of node: ViewNode) -> ScreenContent {
        let date: Date.FormatStyle.DateStyle = components.contains(.date) ? .abbreviated : .omitted
        let time: Date.FormatStyle.TimeStyle = components.contains(.hourAndMinute) ? .shortened : .omitted
        let shown = selection.wrappedValue.formatted(Date.FormatStyle(date: date, time: time).locale(usEnglish))
        return .leaf("DatePicker " + quoted(controlLabel(of: node)) + " " + quoted(shown))
    }

    var controlRole: String { "DatePicker" }
}

/// A control that picks a colour; on the screen `ColorPicker "Tint" "blue"`.
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let label: Label

    /// A picker for `selection`, shown with `label`.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
    }

    public typealias Body = Never
}

extension ColorPicker where Label == Text {
    /// A titled colour picker.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A colour picker with a String title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

extension ColorPicker: PrimitiveView, Control {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.label, label)])
    }

    func screenContent(of node: ViewNode) -> ScreenContent {
        .leaf("ColorPicker " + quoted(controlLabel(of: node)) + " " + quoted(selection.wrappedValue.name))
    }

    var controlRole: String { "ColorPicker" }
}

/// A button that turns the edit mode of the list around it on and off; on the screen `Button "Edit"` or `Button "Done"`.
///
/// It flips `\.editMode` when an ancestor provides one, and otherwise keeps its own.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode
    @State private var ownMode = EditMode.inactive

    /// An edit button.
    public init() {}

    /// A button titled Edit or Done that turns the edit mode on or off.
    public var body: some View {
        let mode = editMode?.wrappedValue ?? ownMode
        Button(mode.isEditing ? "Done" : "Edit") {
            let next: EditMode = mode.isEditing ? .inactive : .active
            if let editMode { editMode.wrappedValue = next } else { ownMode = next }
        }
    }
}

/// A field for long text; on the screen `TextEditor "text"`, and a play types into it by its accessibility label.
public struct TextEditor: View {
    let text: Binding<String>

    /// An editor for `text`.
    public init(text: Binding<String>) { self.text = text }
    public typealias Body = Never
}

extension TextEditor: PrimitiveView, Control, TypingTarget {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}

    func screenContent(of node: ViewNode) -> ScreenContent {
        let focused = Host.current?.focusedField === node ? " focused" : ""
        return .leaf("TextEditor " + quoted(text.wrappedValue) + focused)
    }

    var controlRole: String { "TextField" }

    func tap(_ node: ViewNode, host: Host) throws {
        host.focus(node)
    }

    /// Types `characters` one keystroke at a time, each its own update, as `TextField` does.
    func type(_ characters: String, host: Host) async {
        for character in characters {
            text.wrappedValue += String(character)
            await host.settle()
        }
    }
}
