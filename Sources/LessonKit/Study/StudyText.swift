import Foundation

/// Lesson Markdown as styled lines for a terminal: headings, paragraphs and lists wrapped to the
/// screen's width, tables in columns, code as written, each edit of the app either as a change
/// against the app as it stood or as the code it writes, and each recorded block either shown or
/// left for a run. `lessons study`, `lessons review` and `lessons show` all read lessons through it.
enum StudyText {
    /// What to do with a check's recorded block.
    enum Recorded {
        /// Show it, as recorded.
        case show
        /// Leave a one-line mark where the block of a check whose index is in `shownAbove` is (its
        /// lines were just shown next to what ran); show the others' as recorded, since a check that
        /// matched or was skipped was said above in one line, without its console.
        case mark(shownAbove: Set<Int>)

        /// After a run with `results` shown above (`ComparisonText.lines`), one per check in order.
        static func after(_ results: [CheckResult]) -> Recorded {
            .mark(
                shownAbove: Set(
                    results.indices.filter { results[$0].status == .failed || results[$0].status == .known }))
        }
    }

    /// How the text is laid out.
    struct Layout {
        /// The width to wrap prose to (code is never wrapped).
        var width = 100
        /// Whether the console shows styles, so that Markdown's markers can go.
        var styled = false

        /// Prose reads best at up to 100 columns, even on a wider screen.
        init(width: Int = 100, styled: Bool = false) {
            self.width = max(20, min(width, 100))
            self.styled = styled
        }
    }

    /// The lines of `markdown`. `edits` are the `swift file=` edits in it and `checks` its checks,
    /// both in order; the n-th block of each kind is matched with the n-th of them. Without an edit
    /// for a `swift file=` block, the block is shown as the code it writes, under its file's name.
    static func lines(
        _ markdown: String, edits: [AppHistory.Edit], checks: [Check], recorded: Recorded,
        layout: Layout = Layout()
    ) -> [StyledLine] {
        lines(MarkdownDocument(parsing: markdown), edits: edits, checks: checks, recorded: recorded, layout: layout)
    }

    /// The lines of a parsed document (a lesson's section), as `lines(_:edits:checks:recorded:layout:)`.
    static func lines(
        _ document: MarkdownDocument, edits: [AppHistory.Edit], checks: [Check], recorded: Recorded,
        layout: Layout = Layout()
    ) -> [StyledLine] {
        var walker = LineWalker(edits: edits, checks: checks, recorded: recorded, layout: layout)
        document.walk(&walker)
        return walker.finish()
    }

    /// Lays out a document's blocks: code blocks as `block` shows them, headings, and the text lines
    /// gathered into paragraphs, list items, quotes and tables.
    struct LineWalker: MarkdownWalker {
        let edits: [AppHistory.Edit]
        let checks: [Check]
        let recorded: Recorded
        let layout: Layout
        private var out: [StyledLine] = []
        private var editIndex = 0
        private var checkIndex = 0
        private var paragraph: (first: String, rest: String, text: String)?
        private var table: [String] = []

        init(edits: [AppHistory.Edit], checks: [Check], recorded: Recorded, layout: Layout) {
            self.edits = edits
            self.checks = checks
            self.recorded = recorded
            self.layout = layout
        }

        /// The lines, once every block has been walked.
        mutating func finish() -> [StyledLine] {
            flush()
            return StudyText.collapseBlankLines(out)
        }

        mutating func visitCodeBlock(_ code: FencedCodeBlock) {
            flush()
            out += StudyText.block(
                code.infoOrEmpty, code.content, edits: edits, editIndex: &editIndex, checks: checks,
                checkIndex: &checkIndex, recorded: recorded, width: layout.width)
        }

        mutating func visitHeading(_ heading: MarkdownHeading) {
            flush()
            let styledHeading = StyledText.markdown(heading.text, styled: layout.styled)
            let headingLines = styledHeading.lines(heading.level == 1 ? .title : .heading, width: layout.width)
            out += headingLines
            // Without styles, the two top levels are underlined, so that they still stand out.
            if !layout.styled && heading.level <= 2 {
                let longest = headingLines.map(\.text.count).max() ?? 0
                out.append(StyledLine(.note, String(repeating: heading.level == 1 ? "=" : "-", count: longest)))
            }
        }

        mutating func visitTextLine(_ line: MarkdownTextLine) {
            let text = line.visible
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            // A line that held a comment and nothing else is not there.
            if line.holdsComment, trimmed.isEmpty { return }
            if trimmed.isEmpty {
                flush()
                out.append(StyledLine(.plain, ""))
                return
            }
            if trimmed.hasPrefix("|") {
                if paragraph != nil { flush() }
                table.append(trimmed)
                return
            }
            if !table.isEmpty { flush() }
            // A regex literal is built anew each time it is evaluated: only for a line that may match.
            if text.contains("<details>"), let summary = text.firstMatch(of: #/<details>\s*<summary>(.*)</summary>/#) {
                flush()
                out += StyledText.markdown(String(summary.1), styled: layout.styled).lines(
                    .note, width: layout.width, first: "▸ ", rest: "  ")
                return
            }
            if trimmed == "</details>" || trimmed == "<details>" {
                flush()
                return
            }
            if let item = StudyText.listItem(text) {
                flush()
                paragraph = (item.marker, String(repeating: " ", count: item.marker.count), item.text)
                return
            }
            if trimmed.hasPrefix(">") {
                let quoted = trimmed.dropFirst().trimmingCharacters(in: .whitespaces)
                if paragraph?.first != "│ " { flush() }
                if quoted.isEmpty {
                    flush()
                    return
                }
                if paragraph == nil { paragraph = ("│ ", "│ ", "") }
                paragraph!.text += (paragraph!.text.isEmpty ? "" : " ") + quoted
                return
            }
            if paragraph == nil { paragraph = ("", "", "") }
            paragraph!.text += (paragraph!.text.isEmpty ? "" : " ") + trimmed
        }

        private mutating func flush() {
            if let open = paragraph {
                let text = StyledText.markdown(open.text, styled: layout.styled)
                out += text.lines(.plain, width: layout.width, first: open.first, rest: open.rest)
                paragraph = nil
            }
            if !table.isEmpty {
                out += TextTable.lines(table, width: layout.width, styled: layout.styled)
                table = []
            }
        }
    }

    /// A list item's marker (`• ` or `3. `) and text, if `line` opens one.
    static func listItem(_ line: String) -> (marker: String, text: String)? {
        let indent = line.prefix { $0 == " " }.count
        let rest = line.dropFirst(indent)
        let nesting = String(repeating: " ", count: min(indent, 8))
        if let first = rest.first, "-*+".contains(first), rest.dropFirst().first == " " {
            return (nesting + "• ", String(rest.dropFirst(2)).trimmingCharacters(in: .whitespaces))
        }
        let digits = rest.prefix { $0.isNumber }
        if !digits.isEmpty, digits.count <= 3,
            rest.dropFirst(digits.count).hasPrefix(". ") || rest.dropFirst(digits.count).hasPrefix(") ")
        {
            return (
                nesting + digits + ". ", String(rest.dropFirst(digits.count + 2)).trimmingCharacters(in: .whitespaces)
            )
        }
        return nil
    }

    private static func block(
        _ info: InfoString, _ lines: [String], edits: [AppHistory.Edit], editIndex: inout Int,
        checks: [Check], checkIndex: inout Int, recorded: Recorded, width: Int
    ) -> [StyledLine] {
        switch info.kind {
        case "swift" where info.attributes["file"] != nil && info.attributes["program"] == nil:
            let file = info.attributes["file"] ?? ""
            guard editIndex < edits.count else {
                let what = info.attributes["replace"].map { "\(file): replace `\($0)` with" } ?? file
                return [StyledLine(.note, "┌ \(what)")] + code(lines) + [StyledLine(.note, "└")]
            }
            let edit = edits[editIndex]
            editIndex += 1
            if edit.before.isEmpty {
                return [StyledLine(.note, "┌ \(edit.file)")] + code(edit.after) + [StyledLine(.note, "└")]
            }
            let what = info.attributes["replace"].map { "replace `\($0)` in \(edit.file)" } ?? "replace \(edit.file)"
            return [StyledLine(.note, "┌ \(what): the change")]
                + ComparisonText.lines(of: CodeDiff.lines(before: edit.before, after: edit.after))
                + [StyledLine(.note, "└")]
        case "swift" where info.attributes["program"] != nil:
            return [StyledLine(.note, "┌ a whole program")] + code(lines) + [StyledLine(.note, "└")]
        case "console", "log", "screen", "diagnostics", "bodies":
            let number = checkIndex + 1
            checkIndex += 1
            let check = number <= checks.count ? checks[number - 1] : nil
            let name = kindName(info.kind)
            let play = (check?.play ?? playOf(info)).joined(separator: "; ")
            let playText = play.isEmpty ? "" : " · " + play
            let numberText = checks.isEmpty ? "" : " \(number)"
            let origin = info.attributes["recorded"] != nil ? " (recorded on iOS)" : ""
            // A long play wraps under itself, so that the heading fits the screen.
            func heading(_ text: String) -> [StyledLine] {
                var lines = StyledText(text).lines(.note, width: width, first: "┌ ", rest: "  ")
                if check != nil, !lines.isEmpty { lines[0].opensCheck = number - 1 }
                return lines
            }
            switch recorded {
            case .mark(let shownAbove) where shownAbove.contains(number - 1):
                return heading("\(name)\(numberText)\(playText): shown above, next to what ran")
            case .show, .mark:
                var out = heading("\(name)\(numberText)\(playText)\(origin)")
                out += lines.map { StyledLine(.recorded, "│ " + $0) }
                if lines.isEmpty { out.append(StyledLine(.recorded, "│ (nothing)")) }
                return out + [StyledLine(.note, "└")]
            }
        default:
            return code(lines)
        }
    }

    /// The actions of a check block's `play`, as written.
    static func playOf(_ info: InfoString) -> [String] {
        (info.attributes["play"] ?? "").split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty
        }
    }

    static func kindName(_ kind: String) -> String {
        switch kind {
        case "log": return "SwiftUI's log"
        case "diagnostics": return "the compiler's messages"
        case "screen": return "the screen"
        case "bodies": return "the body counts"
        default: return kind
        }
    }

    static func code(_ lines: [String]) -> [StyledLine] {
        lines.map { StyledLine(.code, "    " + $0) }
    }

    static func collapseBlankLines(_ lines: [StyledLine]) -> [StyledLine] {
        var out: [StyledLine] = []
        for line in lines {
            let blank = line.text.trimmingCharacters(in: .whitespaces).isEmpty
            if blank, out.isEmpty || out.last!.text.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            out.append(line)
        }
        while let last = out.last, last.text.trimmingCharacters(in: .whitespaces).isEmpty { out.removeLast() }
        return out
    }
}

/// A check's outcome as styled lines: what the engine did next to what was recorded.
public enum ComparisonText {
    /// How a failed check shows what differs: once, one way or the other.
    public enum FailureView: Sendable {
        /// What ran beside what the lesson holds, a row that differs marked `≠` (one block after the
        /// other when the columns do not fit).
        case columns
        /// A diff: `-` the lesson's lines, `+` what ran. With nothing on one side there is no diff
        /// to show, and the columns say it.
        case diff
    }

    /// The lines of one check's outcome; paths under `folder` are shown relative to it.
    public static func lines(
        _ result: CheckResult, number: Int, width: Int, relativeTo folder: String? = nil,
        actualName: String = "the engine printed", failure: FailureView = .columns
    ) -> [StyledLine] {
        let check = result.check
        let name = StudyText.kindName(check.kind.rawValue)
        let actualName =
            check.kind == .diagnostics && actualName == "the engine printed" ? "the compiler said" : actualName
        let subject = actualName.components(separatedBy: " ").dropLast().joined(separator: " ")
        let play = check.play.isEmpty ? "" : " · " + check.play.joined(separator: "; ")
        switch result.status {
        case .skipped:
            return [StyledLine(.note, "– \(name) \(number)\(play): not run here (\(result.reason ?? "skipped"))")]
        case .passed:
            // One line: the recording is on screen already (the step shows it), and what ran is the
            // same; two full columns of it were pages to read through for nothing.
            let count = (result.actual ?? []).count
            let lines = count == 1 ? "1 line" : "\(count) lines"
            return [StyledLine(.good, "✓ \(name) \(number)\(play): \(subject) matches the recording (\(lines))")]
        case .failed, .known:
            let known = result.status == .known ? "known issue (\(check.knownIssue ?? "")): " : ""
            let reason = check.nothingPrinted(result.actual).map { nothing in
                result.reason == "the \(check.kind.rawValue) differs" || result.reason?.contains(nothing) == true
                    ? nothing : (result.reason ?? "") + "; " + nothing
            }
            var out = [
                StyledLine(
                    result.status == .known ? .note : .bad,
                    "✗ \(name) \(number)\(play): \(known)\(shorten(reason ?? result.reason ?? "differs", folder))")
            ]
            // Once: the same difference as columns and again as a diff was a page to read twice.
            if failure == .diff, let diff = result.diff, result.actual?.isEmpty != true {
                out.append(
                    StyledLine(.note, "  difference (- \(check.isRecorded ? "recorded" : "expected"), + \(subject)):"))
                out += diffLines(diff)
            } else if let actual = result.actual {
                out += sideBySide(
                    engine: actual, recorded: check.expected, width: width, actualName: actualName,
                    wildcards: check.usesWildcards,
                    recordedName: check.isRecorded ? "recorded" : "expected")
            } else if let diff = result.diff {
                out.append(
                    StyledLine(.note, "  difference (- \(check.isRecorded ? "recorded" : "expected"), + \(subject)):"))
                out += diffLines(diff)
            }
            return out + drawing(result, width: width, subject: subject)
        }
    }

    /// A failed screen check's screen, drawn in characters under the lines it compares
    /// (`ScreenCharacters`), when the terminal is wide enough for it; nothing for other checks. A
    /// passed check shows one line (the recording is on the screen already), so no drawing either.
    static func drawing(_ result: CheckResult, width: Int, subject: String) -> [StyledLine] {
        guard result.check.kind == .screen, let picture = result.picture else { return [] }
        let drawing = ScreenCharacters.render(picture)
        guard let widest = drawing.map(\.count).max(), widest + 2 <= width else {
            return [
                StyledLine(
                    .note,
                    "  (the screen \(subject) showed is drawn in a terminal at least \(ScreenCharacters.columns + 4) columns wide)"
                )
            ]
        }
        return [StyledLine(.note, "  the screen \(subject) showed, drawn:")]
            + drawing.map { StyledLine(.plain, "  " + $0) }
    }

    /// A change to code as styled lines: `+ ` added, `- ` removed, context and gaps indented,
    /// each after `indent`.
    public static func lines(of change: [CodeDiff.Line], indent: String = "") -> [StyledLine] {
        change.map { line in
            switch line.kind {
            case .added: return StyledLine(.added, indent + "+ " + line.text)
            case .removed: return StyledLine(.removed, indent + "- " + line.text)
            case .context: return StyledLine(.code, indent + "  " + line.text)
            case .gap: return StyledLine(.gap, indent + "  " + line.text)
            }
        }
    }

    static func diffLines(_ diff: String) -> [StyledLine] {
        diff.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            if line.hasPrefix("+") { return StyledLine(.added, "  " + line) }
            if line.hasPrefix("-") { return StyledLine(.removed, "  " + line) }
            return StyledLine(.code, "  " + line)
        }
    }

    /// Two columns when they fit in `width`, else one block after the other. The columns are lined
    /// up as a diff lines them up (matching lines side by side), and a row that differs is marked `≠`.
    /// `recordedName` heads the lesson's side: `recorded` for a block from iOS, `expected` for one the project wrote.
    static func sideBySide(
        engine: [String], recorded: [String], width: Int, actualName: String, wildcards: Bool = false,
        recordedName: String = "recorded"
    ) -> [StyledLine] {
        var cells = LineAlignment.rows(actual: engine, recorded: recorded, wildcards: wildcards)
            .map { (left: $0.actual ?? "", right: $0.recorded ?? "", matches: $0.matches) }
        if cells.isEmpty { cells.append(("", "", true)) }
        if engine.isEmpty { cells[0].left = "(nothing)" }
        if recorded.isEmpty { cells[0].right = "(nothing)" }
        let columnWidth = max(cells.map(\.left.count).max() ?? 0, actualName.count)
        let needed = 2 + columnWidth + 3 + max(cells.map(\.right.count).max() ?? 0, recordedName.count)
        if needed <= width {
            return [StyledLine(.note, "  " + pad(actualName, columnWidth) + " │ " + recordedName)]
                + cells.map { cell in
                    StyledLine(
                        cell.matches ? .code : .actual,
                        (cell.matches ? "  " : "≠ ") + pad(cell.left, columnWidth) + " │ " + cell.right)
                }
        }
        return [StyledLine(.note, "  \(actualName):")]
            + (engine.isEmpty ? ["(nothing)"] : engine).map { StyledLine(.actual, "  │ " + $0) }
            + [StyledLine(.note, "  \(recordedName):")]
            + (recorded.isEmpty ? ["(nothing)"] : recorded).map { StyledLine(.recorded, "  │ " + $0) }
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    /// `text` with `folder/` taken off the paths in it, so messages point at the student's files.
    public static func shortenPaths(_ text: String, _ folder: String) -> String { shorten(text, folder) }

    static func shorten(_ text: String, _ folder: String?) -> String {
        guard let folder else { return text }
        return text.replacingOccurrences(of: folder.hasSuffix("/") ? folder : folder + "/", with: "")
    }
}

extension StudyText {
    /// `text` as the end of a sentence: a full stop added unless it ends with its own punctuation
    /// ("…Where is it kept?" stays as it is).
    static func sentence(_ text: String) -> String {
        guard let last = text.last else { return text }
        return ".?!…:".contains(last) ? text : text + "."
    }
}
