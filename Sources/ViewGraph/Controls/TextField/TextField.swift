import Foundation

// Text fields.
//
// A field bound to a `String` writes each keystroke to its binding, so every keystroke is an update
// of its own. A field bound to any other value (`TextField(value:format:)`, `value:formatter:`)
// keeps what is typed as its own text while it has the keyboard, and writes the value only when the
// person commits: the return key (`submit`), or the keyboard moving to another field, or the app's
// code taking the focus away (`@FocusState` set to another field or to nil). Then the text is parsed;
// a value that parses is written and the field shows it formatted again; one that does not leaves
// the value as it was, and the field shows the value's text again. SwiftUI's documentation of
// `TextField`: "For non-string types, it updates the value when the user commits their edits, such as
// by pressing the Return key", and of `init(_:value:format:prompt:)`: "If the user stops editing the
// text in an invalid state, the text field updates the field's text to the last known valid value."
// A field bound to an optional value (`Binding<F.FormatInput?>`) is set to nil instead.
//
// Typing appends at the end of the field's text, as the caret starts at the end: a field that shows
// "$0.00" and gets "12" typed holds "$0.0012" until it commits.

/// A field a person types text into.
nonisolated public struct TextField<Label: View>: View {
    let text: Binding<String>
    let label: Label
    let prompt: String?
    /// How a field for a value other than a string turns its text into the value, when it commits.
    var commit: ((String) -> Void)?
    /// The deprecated `onEditingChanged:`: true as the field gets the keyboard, false as it loses it.
    var onEditingChanged: ((Bool) -> Void)?
    /// The deprecated `onCommit:`: the return key.
    var onCommit: (() -> Void)?
    /// The axis the field grows along as text is typed: `.vertical` wraps its text onto more lines
    /// (see `TextFieldLayout.swift`), `.horizontal` (the default) scrolls one line sideways.
    var axis: Axis = .horizontal

    /// A field for `text`, labelled `label`.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.label = label()
        self.prompt = prompt?.string(in: EnvironmentValues())
    }

    /// A field for `value`, shown with `format`, labelled `label`.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        // In the device's region, as `Text(_:format:)` formats: `.currency(code: "USD")` shows $0.00.
        let format = format.locale(usEnglish)
        self.init(
            text: Binding(get: { format.format(value.wrappedValue) }, set: { _ in }), prompt: prompt, label: label)
        commit = { if let parsed = try? format.parseStrategy.parse($0) { value.wrappedValue = parsed } }
    }

    /// A field for an optional `value`, shown with `format`, labelled `label`; text that does not parse sets it to nil.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        let format = format.locale(usEnglish)
        self.init(
            text: Binding(get: { value.wrappedValue.map(format.format) ?? "" }, set: { _ in }), prompt: prompt,
            label: label)
        commit = { value.wrappedValue = try? format.parseStrategy.parse($0) }
    }

    /// A field for `value`, shown and read with a Foundation `formatter`, labelled `label`.
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        let formatter = onDevice(formatter)
        self.init(
            text: Binding(get: { formatter.string(for: value.wrappedValue) ?? "" }, set: { _ in }), prompt: prompt,
            label: label)
        commit = { text in
            // The formatters SwiftUI code passes: numbers and dates (Foundation on Linux reads no other kind).
            let object: AnyObject? =
                (formatter as? NumberFormatter)?.number(from: text)
                ?? (formatter as? DateFormatter)?.date(from: text).map { $0 as AnyObject }
            if let parsed = object.flatMap(castValue(as: V.self)) { value.wrappedValue = parsed }
        }
    }

    public typealias Body = Never
}

/// `object`, a formatter's result (an `NSNumber`, a `Date`), as a `V`: a number as the numeric type asked for.
private func castValue<V>(as type: V.Type) -> (AnyObject) -> V? {
    { object in
        if let value = object as? V { return value }
        guard let number = object as? NSNumber else { return nil }
        switch type {
        case is Double.Type: return number.doubleValue as? V
        case is Int.Type: return number.intValue as? V
        case is Float.Type: return number.floatValue as? V
        case is CGFloat.Type: return CGFloat(number.doubleValue) as? V
        case is Decimal.Type: return number.decimalValue as? V
        default: return nil
        }
    }
}

extension TextField where Label == Text {
    /// A field with a localized title.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// A field with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }

    /// A field with a localized title, for a value shown with `format`.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
    }

    /// A field with a title, for a value shown with `format`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(title) }
    }

    /// A field with a localized title, for an optional value shown with `format`.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
    }

    /// A field with a title, for an optional value shown with `format`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(title) }
    }

    /// A field with a localized title, for a value shown and read with a Foundation `formatter`.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(value: value, formatter: formatter, prompt: prompt) { Text(titleKey) }
    }

    /// A field with a title, for a value shown and read with a Foundation `formatter`.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(value: value, formatter: formatter, prompt: prompt) { Text(title) }
    }

    /// A field with a localized title that reports when editing begins and ends, and the return key
    /// (deprecated: `focused(_:)` and `onSubmit(of:_:)` instead).
    @_disfavoredOverload
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(text: text) { Text(titleKey) }
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }

    /// A field with a title that reports when editing begins and ends, and the return key (deprecated).
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(text: text) { Text(title) }
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }

    /// A field with a localized title for a value read with `formatter`, reporting editing and the
    /// return key (deprecated).
    @_disfavoredOverload
    public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
    ) {
        self.init(value: value, formatter: formatter) { Text(titleKey) }
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }

    /// A field with a title for a value read with `formatter`, reporting editing and the return key (deprecated).
    @_disfavoredOverload
    public init<S: StringProtocol, V>(
        _ title: S, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(value: value, formatter: formatter) { Text(title) }
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }
}

extension TextField where Label == Text {
    /// A field that grows along `axis` as text is typed (`axis: .vertical` for several lines).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(titleKey, text: text)
        self.axis = axis
    }

    /// A field with a prompt that grows along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(titleKey, text: text, prompt: prompt)
        self.axis = axis
    }

    /// A field with a String title that grows along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title, text: text)
        self.axis = axis
    }
}

extension TextField {
    /// A field labelled `label` that grows along `axis`.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label)
        self.axis = axis
    }
}

/// What a field for a value holds while it has the keyboard: the text typed so far, not yet committed.
final class FieldDraft {
    var text: String?
}

@MainActor extension TextField: PrimitiveView, Control {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.label, label)])
    }

    func screenContent(of node: ViewNode) -> ScreenContent {
        let focused = Host.current?.focusedField === node ? " focused" : ""
        return .leaf("TextField " + quoted(fieldLabel(of: node)) + " " + quoted(shownText(of: node)) + focused)
    }

    /// The text the field shows: what is being typed into a field for a value, or else the bound text.
    func shownText(of node: ViewNode) -> String {
        (node.primitiveState as? FieldDraft)?.text ?? text.wrappedValue
    }

    var controlRole: String { "TextField" }

    /// What a person knows the field by: its label, or its prompt when the label is empty.
    func fieldLabel(of node: ViewNode) -> String {
        let label = controlLabel(of: node)
        return label.isEmpty ? prompt ?? "" : label
    }

    func tap(_ node: ViewNode, host: Host) throws {
        host.focus(node)
    }
}

@MainActor extension TextField: TypingTarget {
    /// Types one keystroke: into the binding of a string field, an update of its own; into the draft
    /// of a field for a value, which no view reads, so no body runs.
    func type(_ characters: String, into node: ViewNode, host: Host) async {
        if commit != nil {
            let draft = node.primitiveState as? FieldDraft ?? FieldDraft()
            node.primitiveState = draft
            draft.text = (draft.text ?? text.wrappedValue) + characters
        } else {
            text.wrappedValue += characters
        }
        // The field shows what was typed: it is measured again (a vertical field grows a line), though
        // no body that made it need run.
        LayoutEngine.record(node, childrenChanged: false, in: host.graph.layoutState)
        await host.settle()
    }
}

/// A field that takes part in editing: told when it gets the keyboard and when it loses it.
@MainActor
protocol EditingField {
    /// The field at `node` got the keyboard.
    func beginEditing(_ node: ViewNode)
    /// The field at `node` lost the keyboard: by the return key when `returnKey`, or else to another
    /// field or to the app's code.
    func endEditing(_ node: ViewNode, returnKey: Bool)
}

@MainActor extension TextField: EditingField {
    func beginEditing(_ node: ViewNode) {
        onEditingChanged?(true)
    }

    func endEditing(_ node: ViewNode, returnKey: Bool) {
        if let commit, let draft = node.primitiveState as? FieldDraft, let typed = draft.text {
            draft.text = nil
            commit(typed)
        }
        if returnKey { onCommit?() }
        onEditingChanged?(false)
    }
}

/// A secure field: a text field whose text is hidden.
public typealias SecureField = TextField
