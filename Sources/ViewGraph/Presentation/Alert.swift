// The alerts and action sheets of iOS 13 and 14 (`Alert`, `ActionSheet`, `.alert(isPresented:content:)`),
// deprecated since iOS 15 but still in much of the SwiftUI code people read. They show and close as the
// newer `.alert(_:isPresented:actions:message:)` and `.confirmationDialog` do.

/// An alert as a value: a title, a message and one or two buttons (the iOS 13 form of `.alert`).
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button, OK unless `dismissButton` says otherwise.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }

    /// A button of an alert or an action sheet.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A button in the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }
        /// A cancel button labelled `label`.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }
        /// A cancel button labelled Cancel.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }
        /// A button for an action that destroys data.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }
}

/// An action sheet as a value: a title, a message and its buttons (the iOS 13 form of
/// `.confirmationDialog`).
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An action sheet with `buttons`, by default only Cancel.
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// A button of an action sheet.
    public typealias Button = Alert.Button
}

/// The buttons of an `Alert` or `ActionSheet`, as the buttons of a newer alert.
nonisolated struct _AlertButtons: View {
    let buttons: [Alert.Button]
    typealias Body = Never
}

@MainActor extension _AlertButtons: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(
            node,
            children: buttons.enumerated().map { index, button in
                (.index(index), ViewGraph.Button(role: button.role, action: { button.action?() }) { button.label })
            })
    }
}

extension View {
    /// Shows the alert `content` makes while `isPresented` is true; any of its buttons closes it.
    nonisolated public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = isPresented.wrappedValue ? content() : nil
        return modifier(
            _PresentationModifier(
                kind: "Alert " + quoted(alert?.title.string(in: EnvironmentValues()) ?? ""),
                readIsPresented: { alert != nil },
                content: {
                    alert.map { AlertContent(actions: _AlertButtons(buttons: $0.buttons), message: $0.message) }
                },
                dismiss: { isPresented.wrappedValue = false }, onDismiss: nil))
    }

    /// Shows the alert `content` makes for `item` while it is not nil.
    nonisolated public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        return modifier(
            _PresentationModifier(
                kind: "Alert " + quoted(alert?.title.string(in: EnvironmentValues()) ?? ""),
                readIsPresented: { alert != nil },
                content: {
                    alert.map { AlertContent(actions: _AlertButtons(buttons: $0.buttons), message: $0.message) }
                },
                dismiss: { item.wrappedValue = nil }, onDismiss: nil))
    }

    /// Shows the action sheet `content` makes while `isPresented` is true.
    nonisolated public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = isPresented.wrappedValue ? content() : nil
        return modifier(
            _PresentationModifier(
                kind: "ConfirmationDialog " + quoted(sheet?.title.string(in: EnvironmentValues()) ?? ""),
                readIsPresented: { sheet != nil },
                content: {
                    sheet.map { AlertContent(actions: _AlertButtons(buttons: $0.buttons), message: $0.message) }
                },
                dismiss: { isPresented.wrappedValue = false }, onDismiss: nil))
    }

    /// Shows the action sheet `content` makes for `item` while it is not nil.
    nonisolated public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> ActionSheet)
        -> some View
    {
        let sheet = item.wrappedValue.map(content)
        return modifier(
            _PresentationModifier(
                kind: "ConfirmationDialog " + quoted(sheet?.title.string(in: EnvironmentValues()) ?? ""),
                readIsPresented: { sheet != nil },
                content: {
                    sheet.map { AlertContent(actions: _AlertButtons(buttons: $0.buttons), message: $0.message) }
                },
                dismiss: { item.wrappedValue = nil }, onDismiss: nil))
    }
}
