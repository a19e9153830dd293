// An `onChange` whose action writes the value it watches would run again after its own update, and
// again, without end. SwiftUI bounds such an action per frame: the first run in a frame may be
// followed by one more; the third in the same frame does not run, and SwiftUI logs "<what> tried to
// update multiple times per frame." The value the refused run would have had is taken as seen, so
// the loop ends there, until something else changes it.
//
// Evidence (outside the seeds): fatbobman, "了解 SwiftUI 的 onChange" (iOS 15, 2021): a button that
// adds one to `t` and an `onChange(of: t)` that adds one again printed the action's line twice,
// then "onChange(of: Int) action tried to update multiple times per frame."; OpenSwiftUI's
// `UpdateCycleDetector` (audited against SwiftUI 6.5.4) allows a second dispatch in one update seed
// (`ttl = 2`) and refuses the third. iOS consoles quote other labels for the same rule ("Bound
// preference FrameInSpaceKey", an `onPreferenceChange`, in Ecliptix-iOS's MessageBubble.swift), but
// a preference or geometry action runs in the update after the layout that changed it, a frame of
// its own on a device, where the engine runs those updates back to back in one flush: bounding them
// per flush stopped the measuring idiom (a text that shows its own width) before it settled, so
// they are bounded by `UpdateGraph.updateLimit` only.

/// Bounds how often one action runs in a frame (one `UpdateGraph.flush`).
@MainActor
final class UpdateCycleDetector {
    private var frame = -1
    private var runs = 0
    private var refused = false

    nonisolated init() {}

    /// The most runs of one action in a frame.
    static let runsPerFrame = 2

    /// Whether the action may run now; if not, logs SwiftUI's line for `label` once in the frame.
    func dispatch(label: @autoclosure () -> String, in graph: UpdateGraph) -> Bool {
        if frame != graph.frame {
            frame = graph.frame
            runs = 0
            refused = false
        }
        guard runs < Self.runsPerFrame else {
            if !refused {
                refused = true
                graph.log("\(label()) tried to update multiple times per frame.")
            }
            return false
        }
        runs += 1
        return true
    }
}
