import Foundation

/// A field for long text; on the screen `TextEditor "text"`, and a play types into it by its accessibility label.
nonisolated public struct TextEditor: View {
    let text: Binding<String>

    /// An editor for `text`.
    public init(text: Binding<String>) { self.text = text }
    public typealias Body = Never
}

@MainActor extension TextEditor: PrimitiveView, Control, TypingTarget {
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
    func type(_ characters: String, into node: ViewNode, host: Host) async {
        for character in characters {
            text.wrappedValue += String(character)
            // Measured again: an editor offered no height grows with its lines.
            LayoutEngine.record(node, childrenChanged: false, in: host.graph.layoutState)
            await host.settle()
        }
    }
}
