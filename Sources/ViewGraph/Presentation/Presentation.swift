import Foundation

/// A sheet, full-screen cover or popover: while it is presented its content is part of the graph (it
/// appears, runs its tasks, can be tapped) and on the screen it shows above the view that presents it.
///
/// The modifier reads its binding in its own update, not in the body that wrote `.sheet(isPresented:
/// $showSheet)`: a body that only hands `$showSheet` on does not run again when the sheet opens or
/// closes. Evidence (outside the seeds): sisoje/testable-view-swiftui's README, recorded on iOS 17 with
/// `_printChanges()`: a view whose `@State var sheetShown` is only passed as `$sheetShown` printed no line
/// when "Show sheet" was tapped, then "Sheet: @self changed."; OpenSwiftUI's `State.projectedValue`
/// makes its binding without reading the value (`getValue(forReading: false)`).
nonisolated public struct _PresentationModifier<Presented: View>: ViewModifier, PrimitiveModifier {
    let kind: String
    /// Whether the presentation is shown, read afresh each time the modifier updates.
    let readIsPresented: () -> Bool
    let content: () -> Presented
    let dismiss: () -> Void
    let onDismiss: (() -> Void)?
    /// What is presented, for a presentation of an item: its id. Another id is another presentation.
    var readPresentedID: () -> AnyHashable? = { nil }
    public typealias Body = Never

    var isPresented: Bool { readIsPresented() }

    /// What this presentation showed at the modifier's last update, to call `onDismiss` when it closes.
    final class Shown {
        var isShown = false
        var presentedID: AnyHashable?
    }

    /// `onDismiss` runs when the presentation closes, and when an item presentation is given another
    /// item while shown: the sheet for the old item is dismissed and one for the new item presented.
    /// Evidence (outside the seeds): Stephen Celis (Point-Free), swift-navigation pull request 238
    /// (2024, Xcode 16): with `.sheet(item:) { print("onDismiss") } content: { … destination = Item() }`,
    /// tapping the sheet's button "you will see "onDismiss" print in the console between the dismissal
    /// and presentation."
    @MainActor func extraContent(of node: ViewNode, in graph: UpdateGraph) -> [any View] {
        let shown = node.primitiveState as? Shown ?? Shown()
        node.primitiveState = shown
        let presented = graph.primitiveRead { isPresented }
        let presentedID = presented ? graph.primitiveRead { readPresentedID() } : nil
        let replaced = shown.isShown && presented && shown.presentedID != presentedID
        if shown.isShown && (!presented || replaced), let onDismiss { graph.enqueueAfterUpdate(onDismiss) }
        shown.isShown = presented
        shown.presentedID = presentedID
        return presented ? [PresentedContent(kind: kind, content: content())] : []
    }

    func modifyEnvironment(_ environment: inout EnvironmentValues, forChildAt key: ChildKey) {
        // Inside the presented content, `dismiss()` closes this presentation, and `isPresented` is
        // true (Apple's documentation of EnvironmentValues.isPresented: "whether the view associated
        // with this environment is currently presented"; consoles others published from iOS).
        if key != .content {
            // The presentation's own closure, made and called on the main actor, as the action is.
            let close = UncheckedSendable(dismiss)
            environment.dismiss = DismissAction { close.value() }
            environment.isPresented = true
        }
    }
}

extension _PresentationModifier: MakesContentLazily {}

/// A modifier that may be presenting something a person can swipe away.
@MainActor
protocol PresentationCarrier {
    /// The kind shown (`Sheet`, `Popover`...) while presented; nil when nothing is.
    var presentedKind: String? { get }
    /// Closes the presentation, as swiping a sheet down does.
    func dismissPresentation()
}

extension ModifiedContent: PresentationCarrier where Content: View, Modifier: ViewModifier {
    var presentedKind: String? {
        guard let presentation = modifier as? any PresentationState, presentation.isShowing else { return nil }
        return presentation.kindName
    }
    func dismissPresentation() { (modifier as? any PresentationState)?.close() }
}

/// What the host needs of a presentation modifier, whatever it presents.
@MainActor
protocol PresentationState {
    var isShowing: Bool { get }
    var kindName: String { get }
    func close()
}

@MainActor extension _PresentationModifier: PresentationState {
    var isShowing: Bool { isPresented }
    var kindName: String { kind }
    func close() { dismiss() }
}

/// The content of a presentation, shown on the screen as `Sheet`, `FullScreenCover` or `Popover`.
nonisolated struct PresentedContent: View {
    let kind: String
    let content: any View
    typealias Body = Never
}

@MainActor extension PresentedContent: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.type(ObjectIdentifier(type(of: content))), content)])
    }
    func screenContent(of node: ViewNode) -> ScreenContent { .container(kind) }
}

extension View {
    /// Presents `content` as a sheet while `isPresented` is true.
    nonisolated public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(
            _PresentationModifier(
                kind: "Sheet", readIsPresented: { isPresented.wrappedValue }, content: content,
                dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss))
    }

    /// Shows `content` in an inspector while `isPresented` is true; on an iPhone, a sheet.
    nonisolated public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        let made = content()
        return sheet(isPresented: isPresented) { made }
    }

    /// Presents a sheet for `item` while it is not nil.
    nonisolated public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        // Another item is another sheet: the sheet's content takes the item's id as its identity, so
        // its state starts afresh; the view that presents it keeps its own.
        modifier(
            _PresentationModifier(
                kind: "Sheet", readIsPresented: { item.wrappedValue != nil },
                content: { UpdateGraph.primitiveRead { item.wrappedValue }.map { content($0).id(AnyHashable($0.id)) } },
                dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss,
                readPresentedID: { item.wrappedValue.map { AnyHashable($0.id) } }))
    }

    /// Presents `content` over the whole screen for `item` while it is not nil.
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(
            _PresentationModifier(
                kind: "FullScreenCover", readIsPresented: { item.wrappedValue != nil },
                content: { UpdateGraph.primitiveRead { item.wrappedValue }.map { content($0).id(AnyHashable($0.id)) } },
                dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss,
                readPresentedID: { item.wrappedValue.map { AnyHashable($0.id) } }))
    }

    /// Presents `content` over the whole screen while `isPresented` is true.
    nonisolated public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(
            _PresentationModifier(
                kind: "FullScreenCover", readIsPresented: { isPresented.wrappedValue }, content: content,
                dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss))
    }

    /// Presents `content` in a popover while `isPresented` is true.
    nonisolated public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(
            _PresentationModifier(
                kind: "Popover", readIsPresented: { isPresented.wrappedValue }, content: content,
                dismiss: { isPresented.wrappedValue = false }, onDismiss: nil))
    }

    /// Shows an alert with `actions` while `isPresented` is true; any of its buttons closes it.
    nonisolated public func alert<A: View>(
        _ title: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(
            _PresentationModifier(
                kind: "Alert " + quoted(MarkdownText.render(title.resolved)),
                readIsPresented: { isPresented.wrappedValue },
                content: { [actions = actions()] in AlertContent(actions: actions, message: EmptyView()) },
                dismiss: { isPresented.wrappedValue = false }, onDismiss: nil))
    }

    /// Shows an alert with `actions` and `message` while `isPresented` is true.
    nonisolated public func alert<A: View, M: View>(
        _ title: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        modifier(
            _PresentationModifier(
                kind: "Alert " + quoted(MarkdownText.render(title.resolved)),
                readIsPresented: { isPresented.wrappedValue },
                content: { [actions = actions(), message = message()] in
                    AlertContent(actions: actions, message: message)
                },
                dismiss: { isPresented.wrappedValue = false }, onDismiss: nil))
    }

    /// Shows an alert with a title of type String.
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        alert(LocalizedStringKey(String(title)), isPresented: isPresented, actions: actions)
    }

    /// Shows an alert with a String title and a message.
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alert(LocalizedStringKey(String(title)), isPresented: isPresented, actions: actions, message: message)
    }

    /// Shows a confirmation dialog with `actions` while `isPresented` is true.
    nonisolated public func confirmationDialog<A: View>(
        _ title: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(
            _PresentationModifier(
                kind: "ConfirmationDialog " + quoted(MarkdownText.render(title.resolved)),
                readIsPresented: { isPresented.wrappedValue },
                content: { [actions = actions()] in AlertContent(actions: actions, message: EmptyView()) },
                dismiss: { isPresented.wrappedValue = false }, onDismiss: nil))
    }

    /// Shows a confirmation dialog with `actions` and `message` while `isPresented` is true.
    nonisolated public func confirmationDialog<A: View, M: View>(
        _ title: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        modifier(
            _PresentationModifier(
                kind: "ConfirmationDialog " + quoted(MarkdownText.render(title.resolved)),
                readIsPresented: { isPresented.wrappedValue },
                content: { [actions = actions(), message = message()] in
                    AlertContent(actions: actions, message: message)
                },
                dismiss: { isPresented.wrappedValue = false }, onDismiss: nil))
    }
}

extension View {
    /// An alert or a dialog titled `title`, with `actions` and `message`, while `isPresented` is true.
    nonisolated func presentingAlert<A: View, M: View>(
        _ kind: String, title: String, isPresented: Binding<Bool>, actions: A, message: M
    ) -> some View {
        modifier(
            _PresentationModifier(
                kind: kind + " " + quoted(title), readIsPresented: { isPresented.wrappedValue },
                content: { AlertContent(actions: actions, message: message) },
                dismiss: { isPresented.wrappedValue = false }, onDismiss: nil))
    }

    /// Shows an alert titled by a `Text` while `isPresented` is true.
    nonisolated public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A)
        -> some View
    {
        presentingAlert(
            "Alert", title: title.string(in: EnvironmentValues()), isPresented: isPresented, actions: actions(),
            message: EmptyView())
    }

    /// Shows an alert titled by a `Text`, with a message, while `isPresented` is true.
    nonisolated public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingAlert(
            "Alert", title: title.string(in: EnvironmentValues()), isPresented: isPresented, actions: actions(),
            message: message())
    }

    /// Shows an alert about `data` while `isPresented` is true and `data` is not nil.
    nonisolated public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentingAlert(
            "Alert", title: MarkdownText.render(titleKey.resolved), isPresented: presenting(data, isPresented),
            actions: data.map(actions), message: EmptyView())
    }

    /// Shows an alert about `data`, with a message, while `isPresented` is true and `data` is not nil.
    nonisolated public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        presentingAlert(
            "Alert", title: MarkdownText.render(titleKey.resolved), isPresented: presenting(data, isPresented),
            actions: data.map(actions), message: data.map(message))
    }

    /// Shows an alert about `data`, with a String title, while `isPresented` is true and `data` is not nil.
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentingAlert(
            "Alert", title: String(title), isPresented: presenting(data, isPresented), actions: data.map(actions),
            message: EmptyView())
    }

    /// Shows an alert about `data`, with a String title and a message, while `isPresented` is true and `data` is not nil.
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        presentingAlert(
            "Alert", title: String(title), isPresented: presenting(data, isPresented), actions: data.map(actions),
            message: data.map(message))
    }

    /// Shows an alert about `data`, titled by a `Text`, while `isPresented` is true and `data` is not nil.
    nonisolated public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentingAlert(
            "Alert", title: title.string(in: EnvironmentValues()), isPresented: presenting(data, isPresented),
            actions: data.map(actions), message: EmptyView())
    }

    /// Shows an alert about `data`, titled by a `Text`, with a message, while `isPresented` is true and `data` is not nil.
    nonisolated public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        presentingAlert(
            "Alert", title: title.string(in: EnvironmentValues()), isPresented: presenting(data, isPresented),
            actions: data.map(actions), message: data.map(message))
    }

    /// Shows an alert titled with the error's description while `isPresented` is true and `error` is not nil.
    nonisolated public func alert<E: LocalizedError, A: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
    ) -> some View {
        presentingAlert(
            "Alert", title: error?.errorDescription ?? "", isPresented: presenting(error, isPresented),
            actions: actions(), message: EmptyView())
    }

    /// Shows an alert titled with the error's description, with a message about it, while `isPresented` is true and `error` is not nil.
    nonisolated public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
    ) -> some View {
        presentingAlert(
            "Alert", title: error?.errorDescription ?? "", isPresented: presenting(error, isPresented),
            actions: error.map(actions), message: error.map(message))
    }

    /// Shows a confirmation dialog with a String title while `isPresented` is true.
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        presentingAlert(
            "ConfirmationDialog", title: String(title), isPresented: isPresented, actions: actions(),
            message: EmptyView())
    }

    /// Shows a confirmation dialog with a String title and a message while `isPresented` is true.
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        presentingAlert(
            "ConfirmationDialog", title: String(title), isPresented: isPresented, actions: actions(), message: message()
        )
    }

    /// Shows a confirmation dialog about `data` while `isPresented` is true and `data` is not nil.
    nonisolated public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentingAlert(
            "ConfirmationDialog", title: MarkdownText.render(titleKey.resolved),
            isPresented: presenting(data, isPresented),
            actions: data.map(actions), message: EmptyView())
    }

    /// Shows a confirmation dialog about `data`, with a message, while `isPresented` is true and `data` is not nil.
    nonisolated public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        presentingAlert(
            "ConfirmationDialog", title: MarkdownText.render(titleKey.resolved),
            isPresented: presenting(data, isPresented),
            actions: data.map(actions), message: data.map(message))
    }

    /// Shows a confirmation dialog about `data`, with a String title, while `isPresented` is true and `data` is not nil.
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentingAlert(
            "ConfirmationDialog", title: String(title), isPresented: presenting(data, isPresented),
            actions: data.map(actions), message: EmptyView())
    }

    /// Shows a confirmation dialog about `data`, with a String title and a message, while `isPresented` is true and `data` is not nil.
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        presentingAlert(
            "ConfirmationDialog", title: String(title), isPresented: presenting(data, isPresented),
            actions: data.map(actions), message: data.map(message))
    }

    /// Shows a confirmation dialog titled by a `Text` while `isPresented` is true.
    nonisolated public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        presentingAlert(
            "ConfirmationDialog", title: title.string(in: EnvironmentValues()), isPresented: isPresented,
            actions: actions(), message: EmptyView())
    }

    /// Shows a confirmation dialog titled by a `Text`, with a message, while `isPresented` is true.
    nonisolated public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingAlert(
            "ConfirmationDialog", title: title.string(in: EnvironmentValues()), isPresented: isPresented,
            actions: actions(), message: message())
    }

    /// Shows a confirmation dialog about `data`, titled by a `Text`, while `isPresented` is true and `data` is not nil.
    nonisolated public func confirmationDialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentingAlert(
            "ConfirmationDialog", title: title.string(in: EnvironmentValues()),
            isPresented: presenting(data, isPresented),
            actions: data.map(actions), message: EmptyView())
    }

    /// Shows a confirmation dialog about `data`, titled by a `Text`, with a message, while `isPresented` is true and `data` is not nil.
    nonisolated public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        presentingAlert(
            "ConfirmationDialog", title: title.string(in: EnvironmentValues()),
            isPresented: presenting(data, isPresented),
            actions: data.map(actions), message: data.map(message))
    }
}

/// `isPresented`, but false while there is no data to present: SwiftUI shows a presenting alert only
/// when both hold.
private func presenting<T>(_ data: T?, _ isPresented: Binding<Bool>) -> Binding<Bool> {
    Binding(get: { data != nil && isPresented.wrappedValue }, set: { isPresented.wrappedValue = $0 })
}

/// Where a popover points.
public enum PopoverAttachmentAnchor {
    case rect(Anchor)
    case point(UnitPoint)
    /// A region of a view.
    public enum Anchor { case bounds }
}

/// An alert's buttons and message; a tap on any of its buttons closes it after running the action.
nonisolated struct AlertContent<Actions: View, Message: View>: View {
    let actions: Actions
    let message: Message
    typealias Body = Never
}

@MainActor extension AlertContent: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        // An alert given no actions gets an OK button, as on iOS, so that it can be closed.
        let actions: any View = actions is EmptyView ? Button("OK") {} : actions
        graph.reconcile(node, children: [(.index(0), message), (.index(1), actions)])
    }

    func modifyEnvironment(_ environment: inout EnvironmentValues, forChildAt key: ChildKey) {
        environment.closesPresentationOnTap = true
    }
}

private struct ClosesPresentationKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether a button here closes the alert it is in once its action has run.
    var closesPresentationOnTap: Bool {
        get { self[ClosesPresentationKey.self] }
        set { self[ClosesPresentationKey.self] = newValue }
    }
}
