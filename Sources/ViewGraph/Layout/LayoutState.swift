import Foundation

/// What the layout pass keeps for one graph between passes.
@MainActor
final class LayoutState {
    /// The number of the pass now running, or of the last one.
    var pass = 0
    /// The views recorded as changed since the last pass.
    var changed: [ViewNode] = []
    /// Whether the root must be placed again (a top-level view changed its answers).
    var rootChanged = true
    /// While a pass runs: changes recorded then are the pass's own (a reader's content it builds).
    var isLayingOut = false
    /// Told what each pass measures again, when someone asks (see `LayoutTrace.swift`).
    var tracer: LayoutTracer?
}
