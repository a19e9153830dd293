/// A trace as plain text: each update as the tree of views it touched, with why each body ran, then
/// the body counts of the play, action by action.
///
/// ```text
/// update 3 · action 3, tap Favorite Vancouver
///   write \TripStore.trips (@Observable), in the action: marked ContentView, TripGrid, 3 TripCard
///   ○ TripsApp
///     ● ContentView  \TripStore.trips
///       ● TripGrid  \TripStore.trips
///         ● TripCard (id 1)  @self, _trip
/// ```
public enum TraceText {
    public static let legend =
        "● body ran, with the reasons _printChanges() gives   ○ did not run   + created   ✕ destroyed"

    /// What the reasons mean.
    public static let reasons = [
        "@self: a new value from its parent", "@identity: a new identity's first body",
        "_name: a property wrapper's value (@State's is __name)", "\\Type.name: an observed property it read",
    ]
    /// What the reasons mean, in a line.
    public static var glossary: String { "reasons: " + reasons.joined(separator: " · ") }

    /// The whole trace: a legend, every update, and the body counts.
    public static func render(_ trace: PlayTrace) -> [String] {
        var lines = [legend, glossary, ""]
        // Updates in a row of one action that changed nothing shown (a scroll's layout passes) are
        // one line, so that the updates that did something stand out; their numbers stay theirs.
        var quiet: [UpdateSummary] = []
        func foldQuiet() {
            if !quiet.isEmpty { lines += [folded(quiet, in: trace), ""] }
            quiet = []
        }
        for summary in trace.summaries {
            if summary.isQuiet, summary.update.isComplete {
                if let last = quiet.last, last.update.action != summary.update.action { foldQuiet() }
                quiet.append(summary)
                continue
            }
            foldQuiet()
            lines += render(summary, in: trace)
            lines.append("")
        }
        foldQuiet()
        if trace.updates.isEmpty { lines += ["(nothing happened)", ""] }
        lines += countsTable(trace)
        if let error = trace.error { lines += ["", "the play stopped: \(error)"] }
        if trace.unreadable > 0 {
            lines += [
                "",
                "\(trace.unreadable) trace line(s) could not be read: rebuild the program with this version of lessons",
            ]
        }
        return lines
    }

    /// `update 3 · action 3, tap Favorite Vancouver`.
    static func title(_ summary: UpdateSummary, in trace: PlayTrace) -> String {
        let update = summary.update
        let action = update.action <= trace.actions.count ? trace.actions[update.action - 1] : "?"
        let kind =
            update.isComplete
            ? "update \(update.number)"
            : update.number == 0 ? "before the first update" : "after update \(update.number)"
        return "\(kind) · action \(update.action), \(action)"
    }

    /// `updates 3 to 11 · action 2, scroll down: 9 passes that changed nothing shown (18 views measured
    /// again, at the same size)`.
    static func folded(_ summaries: [UpdateSummary], in trace: PlayTrace) -> String {
        let first = summaries[0].update
        let last = summaries[summaries.count - 1].update
        let action = first.action <= trace.actions.count ? trace.actions[first.action - 1] : "?"
        let measured = summaries.reduce(0) { $0 + $1.unchangedMeasures }
        let views =
            measured == 0 ? "" : " (\(measured) view\(measured == 1 ? "" : "s") measured again, at the same size)"
        if summaries.count == 1 {
            return "update \(first.number) · action \(first.action), \(action): changed nothing shown" + views
        }
        return
            "updates \(first.number) to \(last.number) · action \(first.action), \(action): \(summaries.count) passes that changed nothing shown"
            + views
    }

    /// One update.
    public static func render(_ summary: UpdateSummary, in trace: PlayTrace) -> [String] {
        var lines = [title(summary, in: trace)]
        for line in summary.actionPrints { lines.append("  printed: \(line)") }
        for write in summary.writes {
            var text = "  "
            if write.property == nil {
                text += "marked for \(write.label)"
            } else {
                text += "write \(write.label) (\(write.property!))"
                text +=
                    write.source.map { ", by \($0)" }
                    ?? (summary.update.action == 1 ? ", at launch" : ", in the action")
            }
            text += write.marks.isEmpty ? ": no body read it" : ": marked \(summary.markedList(write, in: trace))"
            lines.append(text)
        }
        for (view, depth) in trace.tree(of: summary.touched) {
            let indent = String(repeating: "  ", count: depth + 1)
            let created = summary.created[view] != nil
            let destroyed = summary.destroyed[view] != nil
            let runs = summary.runs[view] ?? []
            let mark = (created ? "+" : destroyed ? "✕" : " ") + (runs.isEmpty ? "○" : "●")
            var notes: [String] = []
            if created, let note = summary.creationNote(view, in: trace) { notes.append(note) }
            if destroyed {
                notes.append(
                    "destroyed" + (summary.destructionNote(view, in: trace).map { ": \($0)" } ?? " with its parent"))
            }
            for (index, reasons) in runs.enumerated() {
                let text = reasons.isEmpty ? "unchanged" : reasons.joined(separator: ", ")
                notes.append(runs.count > 1 ? "run \(index + 1): \(text)" : text)
            }
            if runs.isEmpty && !created && !destroyed,
                summary.writes.contains(where: { $0.marks.contains { $0.view == view } })
            {
                notes.append("marked, but did not run")
            }
            lines.append(
                indent + mark + " " + trace.label(view) + (notes.isEmpty ? "" : "  " + notes.joined(separator: " · ")))
            for line in summary.prints[view] ?? [] { lines.append(indent + "     printed: \(line)") }
        }
        for action in summary.actions {
            lines.append("  then \(action.name) of \(trace.label(action.view))")
            for line in action.prints { lines.append("    printed: \(line)") }
        }
        for measure in summary.measures {
            var text = "  layout: \(measure.type) in \(trace.label(measure.view)), \(measure.why)"
            if let proposal = measure.proposal, let size = measure.size { text += ": offered \(proposal), \(size)" }
            lines.append(text)
        }
        if summary.unchangedMeasures > 0 {
            let count = summary.unchangedMeasures
            let more = summary.measures.isEmpty ? "" : " more"
            lines.append("  layout: \(count)\(more) view\(count == 1 ? "" : "s") measured again, at the same size")
        }
        for line in summary.logs { lines.append("  log: \(line)") }
        lines.append("  bodies: \(summary.counts.summary)")
        return lines
    }

    /// The body counts per type, for the whole play and for each action, as Instruments' View Body lane.
    public static func countsTable(_ trace: PlayTrace) -> [String] {
        let total = BodyCounts(trace.updates, in: trace)
        guard !total.counts.isEmpty else { return ["No body ran."] }
        let perAction = (1...max(trace.actions.count, 1)).map { action in
            BodyCounts(trace.updates.filter { $0.action == action }, in: trace)
        }
        let nameWidth = max(4, total.counts.map(\.type.count).max() ?? 0)
        func pad(_ text: String, _ width: Int) -> String {
            String(repeating: " ", count: max(0, width - text.count)) + text
        }
        var lines = ["Bodies that ran, per type (Instruments' View Body lane), in all and per action:"]
        var header = "  " + "type".padding(toLength: nameWidth, withPad: " ", startingAt: 0) + pad("all", 6)
        for index in perAction.indices { header += pad("\(index + 1)", 5) }
        lines.append(header)
        for count in total.counts {
            var line =
                "  " + count.type.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + pad("\(count.count)", 6)
            for counts in perAction {
                let value = counts[count.type]
                line += pad(value == 0 ? "·" : "\(value)", 5)
            }
            lines.append(line)
        }
        lines.append(
            "  actions: " + trace.actions.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: " · ")
        )
        return lines
    }
}
