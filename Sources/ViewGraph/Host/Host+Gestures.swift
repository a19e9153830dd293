import Foundation

/// Gestures beyond a tap: swiping, long-pressing and deleting a row, swiping a sheet away, pressing
/// return in a field, pulling to refresh.
extension Host {
    /// The swipe actions and context menus showing now.
    var revealedActions: [ViewNode] {
        var found: [ViewNode] = []
        graph.root?.forEachNode { node in
            if (node.primitiveState as? Revealed)?.isShown == true { found.append(node) }
        }
        return found
    }

    /// Shows the swipe actions (or the context menu) of the view that shows `label`.
    func reveal(_ kind: _RevealedActions.Kind, on label: String) throws {
        let target = try node(showing: label)
        var current: ViewNode? = target
        while let ancestor = current {
            for child in ancestor.children {
                if let actions = child.view as? _RevealedActions, actions.kind == kind, actions.isAvailable,
                    let revealed = child.primitiveState as? Revealed
                {
                    revealed.isShown = true
                    return
                }
            }
            current = ancestor.parent
        }
        // A swipe on a page of a paging tab view turns the page.
        if kind == .swipe, swipePage(showing: target) { return }
        throw HostError.noGesture(kind == .swipe ? "swipe actions" : "a context menu", label)
    }

    /// Deletes the row of a `ForEach` with `onDelete` that shows `label`: its action gets the row's offset.
    func deleteRow(showing label: String) throws {
        var row: ViewNode? = try node(showing: label)
        while let current = row, let parent = current.parent {
            if let locating = parent.view as? any RowLocating, let offset = locating.offset(ofRowWith: current.key) {
                var editable = parent.parent
                while let candidate = editable, let deletable = candidate.view as? any RowDeleting {
                    if deletable.deleteRows(at: IndexSet(integer: offset)) { return }
                    editable = candidate.parent
                }
                throw HostError.noGesture("onDelete", label)
            }
            row = parent
        }
        throw HostError.noGesture("a row of a ForEach", label)
    }

    /// The first view on the screen that shows `label`: a text, or a control known by it.
    private func node(showing label: String) throws -> ViewNode {
        var found: ViewNode?
        var seen: [String] = []
        walkVisible { node in
            guard found == nil else { return }
            if let text = node.view as? Text {
                let string = text.string(in: node.environment)
                if string == label { found = node } else { seen.append(string) }
            } else if let control = node.asControl, control.label(of: node) == label {
                found = node
            }
        }
        guard let found else { throw HostError.noControl(verb: "find", label: label, onScreen: seen) }
        return found
    }
}

extension Host {
    /// Swipes away the presentation on top: a sheet (down) or a popover (a tap outside it). Covers and
    /// alerts cannot be swiped away; a play taps their buttons.
    func dismissTopPresentation() throws {
        var top: (node: ViewNode, kind: String)?
        walkVisible { node in
            if let kind = (node.view as? any PresentationCarrier)?.presentedKind { top = (node, kind) }
        }
        guard let (node, kind) = top else { throw HostError.nothingToDismiss }
        guard kind == "Sheet" || kind == "Popover" else { throw HostError.cannotSwipeAway(kind) }
        // A sheet whose content disables interactive dismissal springs back (see `_InteractiveDismissModifier`).
        var disabled = false
        for presented in screenChildren(of: node) where presented.view is PresentedContent {
            walkVisible(from: presented) { inner in
                if let mark = inner.asModifierCarrier?.anyModifier as? _InteractiveDismissModifier,
                    mark.isDisabled
                {
                    disabled = true
                }
            }
        }
        if disabled { return }
        (node.view as? any PresentationCarrier)?.dismissPresentation()
    }
}

extension Host {
    /// Submits the focused field: the field commits what was typed, then the `onSubmit` actions above it
    /// run from the outermost in, up to a `submitScope()`, and the keyboard goes away. Evidence (outside
    /// the seeds): fatbobman, "SwiftUI TextField 进阶 —— 事件、焦点、键盘" (iOS 15, 2021): a field with
    /// `onSubmit` in a `Group` with one, in a `Form` with two, printed "textfield in form commit2 /
    /// textfield in form commit1 / textfield in group commit / text1 commit" ("调用的顺序是从外层向内的"),
    /// and "text1 commit" alone with `.submitScope()` on the group.
    ///
    /// Only the actions whose triggers include the field's kind run: `onSubmit(of: .search)` for a
    /// `searchable` view's field, `onSubmit` (`.text`) for a text or secure field (Apple's
    /// documentation of `SubmitTriggers`: `.text` "originating from text input controls like
    /// TextField and SecureField", `.search` "from search fields constructed from searchable
    /// modifiers").
    func submitFocusedField() throws {
        guard let field = focusedField, field.isMounted else { throw HostError.noFocusedField }
        (field.view as? any EditingField)?.endEditing(field, returnKey: true)
        var actions: [() -> Void] = []
        var trigger = SubmitTriggers.text
        var current = field.parent
        while let ancestor = current {
            let modifier = ancestor.asModifierCarrier?.anyModifier
            if modifier is _SearchFieldModifier { trigger = .search }
            if let submit = modifier as? _SubmitModifier {
                if submit.blocks { break }
                if let action = submit.action, submit.triggers.contains(trigger) { actions.append(action) }
            }
            current = ancestor.parent
        }
        for action in actions.reversed() { action() }
        for modifier in focusModifiers(above: field) { modifier.unfocus() }
        focusedField = nil
    }

    /// Pulls to refresh the first refreshable view on the screen: its action runs as a task.
    func refreshFirstRefreshable() throws {
        var found: _RefreshableModifier?
        walkVisible { node in
            if found == nil, let refresh = node.asModifierCarrier?.anyModifier as? _RefreshableModifier {
                found = refresh
            }
        }
        guard let refresh = found else { throw HostError.nothingToRefresh }
        _ = TaskTracker.start(priority: .userInitiated, refresh.action)
    }
}

extension Host {
    /// Moves the app's scene through `phases`, one update each, as iOS does when a person leaves the
    /// app (active, inactive, background) or comes back (background, inactive, active).
    func moveScene(through phases: [ScenePhase]) async {
        guard let root = graph.root else { return }
        for phase in phases where root.environment.scenePhase != phase {
            // UIKit's notification of the move first (UIKitNotifications.swift), and what its
            // observers changed drawn, then the new phase.
            if let name = UIApplication.notification(enteringPhase: phase, from: root.environment.scenePhase) {
                NotificationCenter.default.post(name: name, object: UIApplication.shared)
                await settle()
            }
            // The root too: an app that reads `\.scenePhase` runs its body again (a scene's `onChange`).
            var environment = root.environment
            environment.scenePhase = phase
            graph.refreshEnvironment(of: root, to: environment)
            graph.flush()
            await settle()
        }
    }
}

/// A modified view, asked for its modifier whatever its types.
@MainActor
protocol ModifierCarrier { var anyModifier: Any { get } }
extension ModifiedContent: ModifierCarrier where Content: View, Modifier: ViewModifier {
    var anyModifier: Any { modifier }
}

/// Rows that can be deleted: `onDelete`'s action.
@MainActor
protocol RowDeleting {
    /// Runs the delete action for `offsets`; false when there is none at this level.
    func deleteRows(at offsets: IndexSet) -> Bool
}

extension _EditableContent: RowDeleting {
    func deleteRows(at offsets: IndexSet) -> Bool {
        guard let onDelete else { return false }
        onDelete(offsets)
        return true
    }
}
