import Foundation
import HostContract

/// One lesson or guide of the book as the HTML of its page's main column: its sections in order,
/// each edit of the app as the change it makes (from `AppHistory`, as `lessons study` shows it),
/// each check beside what the engine printed with its status from the last `lessons check`
/// (`CheckResultStore`), and its cards with their answers folded: a flash card's grade buttons
/// under its answer, an edge case's prediction box above it.
///
/// Blocks are found by the line of their fence, so each is matched with the lesson model's edit or
/// check at that line, never by parsing the Markdown a second way.
final class BookPage {
    /// A heading of the page, for the sidebar and the search index.
    struct Heading {
        var level: Int
        var title: String
        var anchor: String
        var line: Int
    }

    let lesson: Lesson
    let history: AppHistory
    let walkthrough: Walkthrough
    let results: [String: CheckResultStore.Entry]
    /// Where a link to another lesson file goes (`07-what-a-view-really-is.md` → its page).
    let link: (String) -> String
    private(set) var headings: [Heading] = []
    /// The main column, once `html()` has run (see `rendered`).
    var mainHTML = ""

    /// The card whose heading was read last, while its section lasts.
    private var card: Card?
    /// How deep in `<details>` the current card is.
    private var detailsDepth = 0

    init(lesson: Lesson, results: [String: CheckResultStore.Entry], link: @escaping (String) -> String) {
        self.lesson = lesson
        history = AppHistory(lesson)
        walkthrough = Walkthrough(lesson)
        self.results = results
        self.link = link
    }

    // MARK: - Public API

    /// The page's file name: the lesson file's name with `.html`.
    static func fileName(of lesson: Lesson) -> String { lesson.stateKey + ".html" }

    /// The HTML of the page's main column.
    func html() -> String {
        var markdown = BookMarkdown()
        markdown.link = link
        let plain = markdown
        markdown.heading = { [unowned self] level, text, line in heading(level, text, line, plain) }
        markdown.fence = { [unowned self] fence in block(fence) }
        markdown.beforeDetails = { [unowned self] _ in openDetails() }
        markdown.afterDetails = { [unowned self] _ in closeDetails() }
        var out = ""
        for section in lesson.sections {
            let kind: String
            switch section.kind {
            case .prose: kind = "prose"
            case .startingApp: kind = "starting-app"
            case .step: kind = "step"
            case .flashCards: kind = "flash-cards"
            case .edgeCases: kind = "edge-cases"
            case .interview: kind = "interview"
            }
            out += "<section class=\"part \(kind)\">\n"
            out += markdown.html(lesson.document(of: section))
            out += closeCard()
            out += "</section>\n"
        }
        return out
    }

    /// How many of the page's checks stand at each status: passed, failed, known, skipped, unchecked.
    func statusCounts() -> [String: Int] {
        var counts: [String: Int] = [:]
        for check in lesson.checks { counts[status(of: check).name, default: 0] += 1 }
        return counts
    }

    // MARK: Headings and cards

    private func heading(_ level: Int, _ text: String, _ line: Int, _ markdown: BookMarkdown) -> String? {
        var out = ""
        if level <= 3 { out += closeCard() }
        if level == 3, let found = lesson.cards.first(where: { $0.location.line == line }) {
            card = found
            detailsDepth = 0
            let kind = found.kind == .flashCard ? "flash-card" : found.kind == .edgeCase ? "edge-case" : "interview"
            let label = walkthrough.label(of: found.kind == .flashCard ? .flashCard(found) : .question(found))
            out +=
                "<article class=\"card \(kind)\" data-lesson=\"\(BookMarkdown.escape(lesson.stateKey))\" data-card=\"\(BookMarkdown.escape(found.id))\">\n"
            let anchor = markdown.anchors.make(text)
            headings.append(Heading(level: level, title: BookMarkdown.plainText(label), anchor: anchor, line: line))
            let tag =
                found.kind == .flashCard ? "Flash card" : found.kind == .edgeCase ? "Edge case" : "Interview problem"
            out +=
                "<h3 id=\"\(anchor)\"><span class=\"tag\">\(tag)</span> \(markdown.inline(text)) <a class=\"anchor\" href=\"#\(anchor)\" aria-label=\"link to this card\">#</a></h3>\n"
            return out
        }
        let (html, anchor) = markdown.headingHTML(level, text, extra: level == 1 ? " class=\"title\"" : "")
        if level <= 3 {
            headings.append(Heading(level: level, title: BookMarkdown.plainText(text), anchor: anchor, line: line))
        }
        if level == 2, let section = lesson.sections.first(where: { $0.location.line == line }),
            case .step(let number) = section.kind
        {
            out += "<span id=\"step-\(number)\"></span>"
        }
        return out + html
    }

    private func closeCard() -> String {
        guard card != nil else { return "" }
        card = nil
        return "</article>\n"
    }

    /// Before an edge case's answer: a box to type a prediction into, compared in the page with
    /// what the engine printed (kept when the book was built).
    private func openDetails() -> String {
        detailsDepth += 1
        guard detailsDepth == 1, let card, card.kind != .flashCard else { return "" }
        let checks = walkthrough.checks(of: .question(card))
        guard let compared = checks.first(where: { $0.skipReason == nil && $0.kind != .screen }) else { return "" }
        let status = self.status(of: compared)
        let (lines, source): ([String], String) =
            status.actual.map { ($0, "what the engine printed") } ?? (compared.expected, "the recording")
        let what =
            compared.kind == .diagnostics
            ? "the compiler's messages" : compared.kind == .screen ? "the screen" : "the " + compared.kind.rawValue
        let json =
            (try? JSONSerialization.data(withJSONObject: lines)).flatMap { String(data: $0, encoding: .utf8) } ?? "[]"
        return """
            <div class="predict" data-expected="\(BookMarkdown.escape(json))" data-source="\(source)">
            <label>Predict \(what) \(BookMarkdown().inline(compared.comparedActions)), one line a line, and compare before you open the answer:
            <textarea rows="4" spellcheck="false" autocomplete="off"></textarea></label>
            <button type="button" class="compare">Compare with \(source)</button>
            <div class="verdict" hidden></div>
            </div>

            """
    }

    /// After a flash card's answer: the grades, kept in the browser for `lessons review --import`.
    private func closeDetails() -> String {
        detailsDepth -= 1
        guard detailsDepth == 0, let card, card.kind == .flashCard else { return "" }
        let buttons = Grade.allCases.map {
            "<button type=\"button\" data-grade=\"\($0.rawValue)\">\($0.rawValue) \($0.name)</button>"
        }.joined()
        return
            "<div class=\"grade\"><span class=\"ask\">How well did you know it?</span> \(buttons) <span class=\"graded\"></span></div>\n"
    }

    // MARK: Blocks

    private func block(_ fence: BookMarkdown.Fence) -> String? {
        let location = SourceLocation(file: lesson.path, line: fence.line)
        if fence.info.kind == "swift", fence.info.attributes["program"] == nil, fence.info.attributes["file"] != nil {
            if let edit = history.edit(at: location) {
                return editHTML(edit, replacing: fence.info.attributes["replace"])
            }
            return nil
        }
        if fence.info.kind == "swift" {
            let label = fence.info.attributes["program"] != nil ? "a whole program" : "Swift"
            return "<div class=\"code-block\"><div class=\"file\">\(label)</div>"
                + BookMarkdown.code(fence.lines, language: "swift") + "</div>\n"
        }
        if let check = lesson.checks.first(where: { $0.location.line == fence.line }) { return checkHTML(check) }
        return nil
    }

    private func editHTML(_ edit: AppHistory.Edit, replacing declaration: String?) -> String {
        let file = BookMarkdown.escape(edit.file)
        if edit.before.isEmpty {
            return
                "<div class=\"code-block edit new-file\"><div class=\"file\">\(file) <span class=\"what\">new file</span></div>"
                + BookMarkdown.code(edit.after, language: "swift") + "</div>\n"
        }
        let what =
            declaration.map { "replace <code>\(BookMarkdown.escape($0))</code>: the change" }
            ?? "the whole file again: the change"
        var rows = ""
        let change = CodeDiff.lines(before: edit.before, after: edit.after)
        // The code lines read as one text, so that a string or comment across lines stays one; a
        // gap's note is no code.
        var highlighted: [String] = []
        var run: [String] = []
        for line in change {
            if line.kind == .gap {
                highlighted += SwiftHighlighter.htmlLines(run) + [BookMarkdown.escape(line.text)]
                run = []
            } else {
                run.append(line.text)
            }
        }
        highlighted += SwiftHighlighter.htmlLines(run)
        for (line, html) in zip(change, highlighted) {
            let (kind, mark) = { () -> (String, String) in
                switch line.kind {
                case .added: return ("added", "+")
                case .removed: return ("removed", "-")
                case .context: return ("context", " ")
                case .gap: return ("gap", " ")
                }
            }()
            rows +=
                "<span class=\"line \(kind)\"><span class=\"mark\" aria-hidden=\"true\">\(mark)</span>\(html)</span>"
        }
        if rows.isEmpty { rows = "<span class=\"line gap\">(no change)</span>" }
        return """
            <div class="code-block edit"><div class="file">\(file) <span class="what">\(what)</span></div>
            <pre class="code diff"><code>\(rows)</code></pre>
            <details class="whole"><summary>\(file) after this edit</summary>\(BookMarkdown.code(edit.after, language: "swift"))</details>
            </div>

            """
    }

    /// What the book knows of a check: its status, why, and what ran.
    struct Status {
        var name: String
        var label: String
        var reason: String?
        var diff: String?
        var actual: [String]?
        /// The screen the play ended on, drawn, when the last check kept it.
        var picture: ScreenPicture?
    }

    func status(of check: Check) -> Status {
        if let reason = check.skipReason { return Status(name: "skipped", label: "skipped", reason: reason) }
        guard let entry = CheckResultStore.entry(for: check, in: results) else {
            return Status(
                name: "unchecked", label: "not yet checked",
                reason: "no `lessons check` has run this check as it stands: run it, then `lessons book` again")
        }
        switch entry.status {
        case "passed": return Status(name: "passed", label: "passed", actual: entry.actual, picture: entry.picture)
        case "known":
            return Status(
                name: "known", label: "known issue", reason: check.knownIssue ?? entry.reason, diff: entry.diff,
                actual: entry.actual,
                picture: entry.picture)
        case "skipped": return Status(name: "skipped", label: "skipped", reason: entry.reason)
        default:
            return Status(
                name: "failed", label: "failed", reason: entry.reason, diff: entry.diff, actual: entry.actual,
                picture: entry.picture)
        }
    }

    private func checkHTML(_ check: Check) -> String {
        let status = self.status(of: check)
        let kind = StudyText.kindName(check.kind.rawValue)
        let play = check.play.joined(separator: "; ")
        let origin = check.isRecorded ? "recorded on iOS" : "written by the project"
        var html =
            "<figure class=\"check \(check.kind.rawValue) status-\(status.name)\" id=\"check-\(check.location.line)\">\n"
        html += "<figcaption><span class=\"kind\">\(BookMarkdown.escape(kind))</span>"
        if !play.isEmpty { html += " <span class=\"play\">\(BookMarkdown.escape(play))</span>" }
        html += " <span class=\"origin\">\(origin)</span> <span class=\"status\">\(status.label)</span></figcaption>\n"
        if let reason = status.reason { html += "<p class=\"reason\">\(BookMarkdown().inline(reason))</p>\n" }
        if check.kind == .screen {
            // The engine's screen drawn beside the lines the check compares.
            html += "<div class=\"screen-place\" data-screen-check=\"\(check.location.line)\">"
            if let picture = status.picture {
                html +=
                    "<div class=\"screen-drawing\">"
                    + ScreenSVG.render(
                        picture, id: "screen-\(check.location.line)",
                        title: "The engine's screen after \(play.isEmpty ? "launch" : play)")
                    + "<p class=\"scheme-note\">\(ScreenSVG.schemeNote(picture))</p></div>"
            }
            html += "<div class=\"screen-lines\">"
            if status.picture == nil {
                html +=
                    "<p class=\"screen-note\">No drawing of this screen yet: <code>lessons check</code> keeps one for each play it runs. The screen as the check lists it, one line a view:</p>"
            } else {
                html += "<div class=\"label\">the screen as the check lists it, one line a view</div>"
            }
            html += BookMarkdown.code(check.expected)
            if let actual = status.actual, status.name != "passed" {
                html += "<div class=\"label\">the engine's screen</div>" + BookMarkdown.code(actual)
            }
            html += "</div></div>\n"
        } else {
            html += columns(check, status)
            if let picture = status.picture {
                // The screen the play ended on, folded: the console is what the check is about.
                html +=
                    "<details class=\"final-screen\"><summary>the screen after <code>\(BookMarkdown.escape(play.isEmpty ? "launch" : play))</code></summary>"
                html += "<div class=\"screen-drawing\" data-play-screen=\"\(check.location.line)\">"
                html += ScreenSVG.render(
                    picture, id: "play-\(check.location.line)",
                    title: "The engine's screen after \(play.isEmpty ? "launch" : play)")
                html += "<p class=\"scheme-note\">\(ScreenSVG.schemeNote(picture))</p></div></details>\n"
            }
        }
        if let diff = status.diff, !diff.isEmpty, status.name == "failed" || status.name == "known" {
            html +=
                "<details class=\"difference\"\(status.name == "failed" ? " open" : "")><summary>difference (- recorded, + the engine)</summary>"
            html += "<pre class=\"code diff\"><code>"
            for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
                let kind = line.hasPrefix("+") ? "added" : line.hasPrefix("-") ? "removed" : "context"
                html += "<span class=\"line \(kind)\">\(BookMarkdown.escape(String(line)))</span>"
            }
            html += "</code></pre></details>\n"
        }
        return html + "</figure>\n"
    }

    /// The recording beside what the engine printed, row by row as a diff lines them up.
    private func columns(_ check: Check, _ status: Status) -> String {
        let recordedName = check.isRecorded ? "recorded on iOS" : "expected"
        let engineName = check.kind == .diagnostics ? "the compiler said" : "the engine printed"
        guard let actual = status.actual else {
            return "<div class=\"columns one\"><div class=\"label\">\(recordedName)</div>"
                + BookMarkdown.code(check.expected.isEmpty ? ["(nothing)"] : check.expected) + "</div>\n"
        }
        var rows = ""
        for row in LineAlignment.rows(actual: actual, recorded: check.expected, wildcards: check.usesWildcards) {
            rows +=
                "<tr class=\"\(row.matches ? "same" : "differs")\"><td>\(BookMarkdown.escape(row.recorded ?? ""))</td><td>\(BookMarkdown.escape(row.actual ?? ""))</td></tr>\n"
        }
        if actual.isEmpty && check.expected.isEmpty {
            rows = "<tr class=\"same\"><td>(nothing)</td><td>(nothing)</td></tr>\n"
        }
        return """
            <div class="columns"><table class="console"><thead><tr><th>\(recordedName)</th><th>\(engineName)</th></tr></thead>
            <tbody>
            \(rows)</tbody></table></div>

            """
    }
}
