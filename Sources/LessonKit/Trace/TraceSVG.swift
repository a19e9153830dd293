import Foundation

/// Draws updates of a trace as an SVG picture: for each update, the writes on the left, the view tree
/// on the right with the bodies that ran filled in and their reasons beside them, and an arrow from
/// each write to each body it marked; then the lifecycle actions and the body counts.
public enum TraceSVG {
    /// The most views a panel draws; beyond it, views the update did not touch are left out.
    static let fullTreeLimit = 40

    static let font = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'DejaVu Sans Mono', monospace"
    /// The width of one character of `font` at 12 px, for laying text out without measuring it.
    static let charWidth = 7.3
    static let rowHeight = 30.0
    static let writeWidth = 230.0
    /// The narrowest picture: the legend's width.
    static let minimumWidth = 760.0

    /// A whole picture of `summaries`, with a title (unless `title` is nil) and a legend (unless
    /// `legend` is false: a page that says it once, in a width of its own). `id` tells apart the
    /// pictures of one page.
    public static func render(
        _ summaries: [UpdateSummary], in trace: PlayTrace, title: String?, id: String = "trace",
        legend showsLegend: Bool = true
    ) -> String {
        var body = ""
        var y = title == nil ? 0.0 : 52.0
        var width = minimumWidth
        for summary in summaries {
            let panel = self.panel(summary, in: trace, top: y, arrow: "\(id)-arrow")
            body += panel.svg
            y += panel.height + 24
            width = max(width, panel.width)
        }
        if summaries.isEmpty {
            body += text(16, y + 14, "No update ran during these actions.", size: 13, color: "#495057")
            y += 40
        }
        let legendTop = y
        if showsLegend { body += legend(top: legendTop, arrow: "\(id)-arrow") }
        let height = legendTop + (showsLegend ? 96 : 0)
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(format(width))" height="\(format(height))" viewBox="0 0 \(format(width)) \(format(height))" font-family="\(font)">
            <defs><marker id="\(id)-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#1c7ed6"/></marker></defs>
            <rect width="100%" height="100%" fill="#ffffff"/>

            """
        if let title {
            svg += text(16, 26, title, size: 16, weight: "bold", color: "#212529")
            svg += text(16, 44, "play: " + trace.actions.joined(separator: "; "), size: 11, color: "#495057")
        }
        svg += body
        svg += "</svg>\n"
        return svg
    }

    /// One update, from `top` down: its SVG elements, height and width.
    static func panel(_ summary: UpdateSummary, in trace: PlayTrace, top: Double, arrow: String) -> (
        svg: String, height: Double, width: Double
    ) {
        var svg = "<g class=\"update\" data-update=\"\(summary.update.position)\">\n"
        svg += "<line x1=\"16\" y1=\"\(format(top))\" x2=\"100%\" y2=\"\(format(top))\" stroke=\"#dee2e6\"/>\n"
        svg += text(16, top + 22, TraceText.title(summary, in: trace), size: 14, weight: "bold", color: "#212529")
        // The counts wrap at their commas within the picture's width, never cut off at its edge.
        let countLines = wrapList("bodies: " + summary.counts.summary, width: Int((minimumWidth - 32) / charWidth))
        for (index, line) in countLines.enumerated() {
            svg += text(16, top + 40 + Double(index) * 16, line, size: 12, color: "#495057", cssClass: "counts")
        }
        var width = 16 + Double(TraceText.title(summary, in: trace).count) * charWidth * 1.2
        width = max(width, 16 + Double(countLines.map(\.count).max() ?? 0) * charWidth + 16)
        let contentTop = top + 58 + Double(countLines.count - 1) * 16
        let treeLeft = summary.writes.isEmpty ? 40.0 : 16 + writeWidth + 90

        // The view tree: every view alive in this update, or only what it touched when there are many.
        let alive = Set(trace.aliveBefore(update: summary.update.position)).union(summary.created.keys)
        let shown = alive.count <= fullTreeLimit ? alive : summary.touched
        let rows = trace.tree(of: shown)
        /// Whether the view's body ran because its parent's body ran and gave it a new value: that
        /// is its cause in the picture (the orange lane), even when a write marked it as well.
        func handed(_ view: Int) -> Bool {
            guard let parent = trace.views[view]?.parent, !(summary.runs[parent] ?? []).isEmpty else { return false }
            return (summary.runs[view] ?? []).contains { $0.contains("@self") }
        }
        var place: [Int: (x: Double, y: Double, width: Double)] = [:]
        var treeSVG = ""
        var handedSVG = ""
        for (index, row) in rows.enumerated() {
            let y = contentTop + Double(index) * rowHeight
            let x = treeLeft + Double(row.depth) * 24
            let label = trace.label(row.view)
            let boxWidth = Double(label.count) * charWidth + 20
            place[row.view] = (x, y, boxWidth)
            if let parent = trace.views[row.view]?.parent, let above = place[parent] {
                let stemX = above.x + 10
                treeSVG +=
                    "<path d=\"M\(format(stemX)),\(format(above.y + 22)) V\(format(y + 11)) H\(format(x))\" fill=\"none\" stroke=\"#ced4da\"/>\n"
                // An orange lane beside the stem runs to each child the parent's body ran and handed a new value (@self).
                if handed(row.view) {
                    let laneX = stemX - 5
                    handedSVG +=
                        "<path class=\"handed\" d=\"M\(format(laneX)),\(format(above.y + 22)) V\(format(y + 18)) H\(format(x))\" fill=\"none\" stroke=\"#e8590c\" stroke-width=\"2\"/>\n"
                }
            }
            let ran = !(summary.runs[row.view] ?? []).isEmpty
            let created = summary.created[row.view] != nil
            let destroyed = summary.destroyed[row.view] != nil
            let fill = ran ? "#ffd8a8" : "#f1f3f5"
            let stroke = destroyed ? "#e03131" : created ? "#2f9e44" : ran ? "#e8590c" : "#adb5bd"
            let dash = destroyed ? " stroke-dasharray=\"4 3\"" : ""
            let state = [ran ? "ran" : "idle", created ? "created" : nil, destroyed ? "destroyed" : nil].compactMap {
                $0
            }.joined(separator: " ")
            treeSVG += "<g class=\"view \(state)\" data-view=\"\(row.view)\">"
            treeSVG +=
                "<rect x=\"\(format(x))\" y=\"\(format(y))\" width=\"\(format(boxWidth))\" height=\"22\" rx=\"5\" fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"\(ran || created || destroyed ? 1.6 : 1)\"\(dash)/>"
            treeSVG += text(
                x + 10, y + 15, label, size: 12, weight: ran ? "bold" : "normal", color: ran ? "#212529" : "#868e96",
                decoration: destroyed ? "line-through" : nil)
            var badgeX = x - 9
            if created {
                treeSVG += badge(badgeX, y + 11, "+", "#2f9e44")
                badgeX -= 18
            }
            if destroyed { treeSVG += badge(badgeX, y + 11, "×", "#e03131") }
            var notes: [String] = []
            if created, let note = summary.creationNote(row.view, in: trace) { notes.append(note) }
            if destroyed {
                notes.append(
                    "destroyed" + (summary.destructionNote(row.view, in: trace).map { ": \($0)" } ?? " with its parent")
                )
            }
            let runs = summary.runs[row.view] ?? []
            for (number, reasons) in runs.enumerated() {
                let words = reasons.isEmpty ? "unchanged" : reasons.joined(separator: ", ")
                notes.append(runs.count > 1 ? "\(number + 1): \(words)" : words)
            }
            if !notes.isEmpty {
                let note = notes.joined(separator: " · ")
                treeSVG += text(
                    x + boxWidth + 10, y + 15, note, size: 11,
                    color: ran ? "#d9480f" : destroyed ? "#c92a2a" : "#2b8a3e", cssClass: "reasons")
                width = max(width, x + boxWidth + 10 + Double(note.count) * charWidth * 0.92 + 16)
            }
            treeSVG += "</g>\n"
            width = max(width, x + boxWidth + 16)
        }
        var bottom = contentTop + Double(rows.count) * rowHeight
        if shown.count < alive.count {
            treeSVG += text(
                treeLeft, bottom + 12, "… and \(alive.count - shown.count) more views this update did not touch",
                size: 11, color: "#868e96")
            bottom += 24
        }

        // The writes, and an arrow from each to each body it marked.
        var writeSVG = ""
        var arrows = ""
        var writeY = contentTop
        for write in summary.writes {
            let caption =
                write.property.map { property in
                    property + " · " + (write.source ?? (summary.update.action == 1 ? "at launch" : "in the action"))
                } ?? "no write: an animation or a rebuild"
            // An arrow runs to each body the write marked whose parent did not hand it a new value:
            // below those, the orange lanes tell the rest, and each body shows one cause.
            var marked: [Int] = []
            for mark in write.marks where !marked.contains(mark.view) { marked.append(mark.view) }
            let arrowed = marked.filter { !handed($0) }
            let alsoHanded = marked.count - arrowed.count
            let labelLines = wrap(write.label, width: Int((writeWidth - 20) / charWidth))
            var captionLines = [caption]
            if alsoHanded > 0 {
                captionLines += wrap(
                    "marked \(marked.count); \(alsoHanded) of them also got a new value from their parent (orange)",
                    width: Int((writeWidth - 20) / (charWidth * 10 / 12)))
            }
            let height = 16 + Double(labelLines.count) * 15 + Double(captionLines.count) * 13 + 3
            writeSVG +=
                "<g class=\"write\"><rect x=\"16\" y=\"\(format(writeY))\" width=\"\(format(writeWidth))\" height=\"\(format(height))\" rx=\"6\" fill=\"#e7f5ff\" stroke=\"#1c7ed6\"/>"
            for (index, line) in labelLines.enumerated() {
                writeSVG += text(26, writeY + 18 + Double(index) * 15, line, size: 12, weight: "bold", color: "#1864ab")
            }
            for (index, line) in captionLines.enumerated() {
                writeSVG += text(
                    26, writeY + 16 + Double(labelLines.count) * 15 + 7 + Double(index) * 13, line, size: 10,
                    color: "#1971c2")
            }
            writeSVG += "</g>\n"
            for view in arrowed {
                guard let target = place[view] else { continue }
                let startX = 16 + writeWidth
                let startY = writeY + height / 2
                let endX = target.x - 2
                let endY = target.y + 11
                let bend = max(40, (endX - startX) / 2)
                arrows +=
                    "<path class=\"mark\" d=\"M\(format(startX)),\(format(startY)) C\(format(startX + bend)),\(format(startY)) \(format(endX - bend)),\(format(endY)) \(format(endX)),\(format(endY))\" fill=\"none\" stroke=\"#1c7ed6\" stroke-opacity=\"0.75\" stroke-width=\"1.4\" marker-end=\"url(#\(arrow))\"/>\n"
            }
            writeY += height + 12
        }
        bottom = max(bottom, writeY)

        // What ran after the bodies, and what was printed.
        var after = ""
        var lines: [(String, String)] = summary.actionPrints.map { ("printed by the action: " + $0, "#495057") }
        for action in summary.actions {
            lines.append(("then \(action.name) of \(trace.label(action.view))", "#5f3dc4"))
            lines += action.prints.map { ("  printed: " + $0, "#495057") }
        }
        lines += summary.logs.map { ("log: " + $0, "#c92a2a") }
        for (index, line) in lines.enumerated() {
            after += text(16, bottom + 18 + Double(index) * 17, line.0, size: 11, color: line.1, cssClass: "after")
            width = max(width, 16 + Double(line.0.count) * charWidth * 0.92 + 16)
        }
        bottom += lines.isEmpty ? 4 : Double(lines.count) * 17 + 10

        svg += writeSVG + treeSVG + handedSVG + arrows + after + "</g>\n"
        return (svg, bottom - top, width)
    }

    static func legend(top: Double, arrow: String) -> String {
        var svg = "<g class=\"legend\">"
        var x = 16.0
        func item(_ box: String, _ label: String, dy: Double = 0) {
            svg += box + text(x + 26, top + 20 + dy, label, size: 11, color: "#495057")
            x += 26 + Double(label.count) * charWidth * 0.92 + 22
        }
        item(
            "<rect x=\"\(format(x))\" y=\"\(format(top + 9))\" width=\"20\" height=\"14\" rx=\"3\" fill=\"#ffd8a8\" stroke=\"#e8590c\"/>",
            "body ran (why)")
        item(
            "<rect x=\"\(format(x))\" y=\"\(format(top + 9))\" width=\"20\" height=\"14\" rx=\"3\" fill=\"#f1f3f5\" stroke=\"#adb5bd\"/>",
            "did not run")
        item(badge(x + 10, top + 16, "+", "#2f9e44"), "created")
        item(badge(x + 10, top + 16, "×", "#e03131"), "destroyed")
        item(
            "<path d=\"M\(format(x)),\(format(top + 16)) H\(format(x + 20))\" stroke=\"#1c7ed6\" stroke-width=\"1.4\" marker-end=\"url(#\(arrow))\"/>",
            "a write marks a body that read it")
        x = 16
        item(
            "<path d=\"M\(format(x + 4)),\(format(top + 32)) V\(format(top + 42)) H\(format(x + 20))\" fill=\"none\" stroke=\"#e8590c\" stroke-width=\"2\"/>",
            "its parent's body ran and gave it a new value (@self)", dy: 26)
        svg += text(16, top + 68, TraceText.reasons[0] + " · " + TraceText.reasons[1], size: 11, color: "#495057")
        svg += text(16, top + 84, TraceText.reasons[2] + " · " + TraceText.reasons[3], size: 11, color: "#495057")
        return svg + "</g>\n"
    }

    static func badge(_ x: Double, _ y: Double, _ symbol: String, _ color: String) -> String {
        "<circle cx=\"\(format(x))\" cy=\"\(format(y))\" r=\"7\" fill=\"\(color)\"/>"
            + "<text x=\"\(format(x))\" y=\"\(format(y + 4))\" font-size=\"11\" font-weight=\"bold\" fill=\"#ffffff\" text-anchor=\"middle\">\(symbol)</text>"
    }

    static func text(
        _ x: Double, _ y: Double, _ content: String, size: Int, weight: String = "normal", color: String,
        decoration: String? = nil, cssClass: String? = nil
    ) -> String {
        var attributes = "x=\"\(format(x))\" y=\"\(format(y))\" font-size=\"\(size)\" fill=\"\(color)\""
        if weight != "normal" { attributes += " font-weight=\"\(weight)\"" }
        if let decoration { attributes += " text-decoration=\"\(decoration)\"" }
        if let cssClass { attributes += " class=\"\(cssClass)\"" }
        return "<text \(attributes) xml:space=\"preserve\">\(escape(content))</text>"
    }

    /// Splits a list (`bodies: A 1, B 2, …`) into lines of at most `width` characters, after its commas.
    static func wrapList(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for item in text.components(separatedBy: ", ") {
            let piece = line.isEmpty ? item : ", " + item
            if !line.isEmpty, line.count + piece.count > width {
                lines.append(line + ",")
                line = "  " + item
            } else {
                line += piece
            }
        }
        lines.append(line)
        return lines
    }

    /// Splits `text` into lines of at most `width` characters, at dots or anywhere.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var rest = Substring(text)
        while rest.count > width {
            let cut = rest.prefix(width)
            let at = cut.lastIndex(where: { $0 == "." || $0 == " " }).map { rest.index(after: $0) } ?? cut.endIndex
            let end = at > rest.startIndex ? at : cut.endIndex
            lines.append(String(rest[..<end]))
            rest = rest[end...]
        }
        lines.append(String(rest))
        return lines
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
