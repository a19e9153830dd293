// An `onChange` whose action writes the value it watches would run again after its own update, and
// again, without end. SwiftUI bounds such an action per frame: the first run in a frame may be
// followed by one more; the third in the same frame does not run, and SwiftUI logs "<what> tried to
// update multiple times per frame." The value the refused run would have had is taken as seen, so
// the loop ends there, until something else changes it: the app rests (waits for the next action),
// it does not spin.
//
// Evidence (outside the seeds): fatbobman, "了解 SwiftUI 的 onChange" (iOS 15, 2021): a button that
// adds one to `t` and an `onChange(of: t)` that adds one again printed the action's line twice,
// then "onChange(of: Int) action tried to update multiple times per frame."; OpenSwiftUI's
// `UpdateCycleDetector` (audited against SwiftUI 6.5.4) allows a second dispatch in one update seed
// (`ttl = 2`) and refuses the third.
//
// The same bound holds for an `onPreferenceChange` whose action changes the preference it reads,
// through the layout (a reader's size) or not: iOS runs the updates that layout causes within the
// frame, and cuts them there. Evidence: "Bound preference FrameInSpaceKey tried to update multiple
// times per frame." quoted in Ecliptix-iOS's MessageBubble.swift (a GeometryReader writing its frame
// as a preference, an action setting state from it); the notes on a public chat app's ChatView
// (Whetstone, 2026) quote "Bound preference ChatTranscriptBottomKey tried to update multiple times
// per frame" for a reader whose value resized its own container ("multiple SwiftUI layout passes …
// within the same render frame"); ShuffleIt #56 saw "onChange(of: CGFloat) action tried to update
// multiple times per frame." from a GeometryReader's preference while swiping. The engine's frame
// is one `UpdateGraph.flush`, layout passes included. `onGeometryChange` is bounded the same way
// (the engine's assumption: it is built the same way); what iOS logs for it is not known, so the
// engine logs nothing for it.

/// Bounds how often one action runs in a frame (one `UpdateGraph.flush`).
@MainActor
final class UpdateCycleDetector {
    private var frame = -1
    private var runs = 0
    private var refused = false

    nonisolated init() {}

    /// The most runs of one action in a frame.
    static let runsPerFrame = 2

    /// Whether the action may run now; if not, logs SwiftUI's line for `label` (when iOS's is known)
    /// once in the frame.
    func dispatch(label: @autoclosure () -> String?, in graph: UpdateGraph) -> Bool {
        if frame != graph.frame {
            frame = graph.frame
            runs = 0
            refused = false
        }
        guard runs < Self.runsPerFrame else {
            if !refused {
                refused = true
                if let label = label() { graph.log("\(label) tried to update multiple times per frame.") }
            }
            return false
        }
        runs += 1
        return true
    }
}
