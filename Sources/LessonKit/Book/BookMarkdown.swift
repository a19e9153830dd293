import Foundation

/// Lesson Markdown as HTML for the book: headings with GitHub's anchors, paragraphs, lists, quotes,
/// tables, `<details>` kept as HTML (so answers stay folded), comments left out, and each fenced
/// block handed to the page, which knows what the lesson model says about it (an edit, a check).
///
/// It walks the lesson's `MarkdownDocument` (`BookMarkdown+HTMLWalker.swift`), as `StudyText` does
/// for the terminal, and never fails: what it does not know is a paragraph.
struct BookMarkdown {
    /// A fenced block, with the lesson line of its opening fence.
    struct Fence {
        var info: InfoString
        var lines: [String]
        var line: Int
    }

    /// How a heading is written: its HTML, or nil for the default.
    var heading: (_ level: Int, _ text: String, _ line: Int) -> String? = { _, _, _ in nil }
    /// How a fenced block is written: its HTML, or nil for plain code.
    var fence: (Fence) -> String? = { _ in nil }
    /// What goes before a `<details>` that opens at `line` (a prediction box, for an edge case).
    var beforeDetails: (_ line: Int) -> String = { _ in "" }
    /// What goes after a `</details>` at `line` (grade buttons, for a flash card).
    var afterDetails: (_ line: Int) -> String = { _ in "" }
    /// Where a link to `target` goes: a lesson's `.md` becomes its page.
    var link: (String) -> String = { $0 }
    /// The anchors given so far on the page, so that two headings alike get two ids.
    var anchors = Anchors()

    /// The anchors of one page.
    final class Anchors {
        private var seen: [String: Int] = [:]

        /// A fresh anchor for `text`: GitHub's slug, with `-1`, `-2`… when it was given before.
        func make(_ text: String) -> String {
            let base = BookMarkdown.slug(text)
            let count = seen[base, default: 0]
            seen[base] = count + 1
            return count == 0 ? base : "\(base)-\(count)"
        }
    }

    init() {}

    // MARK: - Public API

    /// The HTML of `markdown`, whose first line is lesson line `firstLine`.
    func html(_ markdown: String, firstLine: Int = 1) -> String {
        html(MarkdownDocument(parsing: markdown, firstLine: firstLine))
    }

    /// The HTML of a parsed document (a lesson's section, an answer, the format's page).
    func html(_ document: MarkdownDocument) -> String {
        var renderer = HTMLWalker(markdown: self)
        document.walk(&renderer)
        return renderer.finish()
    }

    /// A heading with its anchor, as GitHub makes it, so that links written for GitHub work here.
    func headingHTML(_ level: Int, _ text: String, extra: String = "") -> (html: String, anchor: String) {
        let id = anchors.make(text)
        return (
            "<h\(level) id=\"\(id)\"\(extra)>\(inline(text)) <a class=\"anchor\" href=\"#\(id)\" aria-label=\"link to this section\">#</a></h\(level)>\n",
            id
        )
    }

    /// GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens.
    static func slug(_ text: String) -> String {
        let plain = Self.plainText(text).lowercased()
        var slug = ""
        for character in plain {
            if character.isLetter || character.isNumber || character == "-" || character == "_" {
                slug.append(character)
            } else if character == " " {
                slug.append("-")
            }
        }
        return slug
    }

    // MARK: Inline

    /// The HTML of one paragraph's text: code spans, links, strong and emphasis; the rest escaped.
    func inline(_ text: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let first = rest.first {
            if first == "`" {
                let ticks = rest.prefix { $0 == "`" }
                let after = rest.dropFirst(ticks.count)
                if let close = after.range(of: String(ticks)) {
                    var code = String(after[..<close.lowerBound])
                    if code.hasPrefix(" "), code.hasSuffix(" "), code.count > 1 {
                        code = String(code.dropFirst().dropLast())
                    }
                    out += "<code>\(Self.escape(code))</code>"
                    rest = after[close.upperBound...]
                    continue
                }
                out += Self.escape(String(ticks))
                rest = after
                continue
            }
            if first == "[", let link = rest.firstMatch(of: #/^\[([^\]]+)\]\(([^)\s]+)\)/#) {
                out += "<a href=\"\(Self.escape(self.link(String(link.2))))\">\(inline(String(link.1)))</a>"
                rest = rest[link.range.upperBound...]
                continue
            }
            if first == "*" || first == "_" {
                let run = rest.prefix { $0 == first }
                let marker = String(run.prefix(2))
                let before = out.last
                // `_` inside a word (`snake_case`) is a letter, as in CommonMark.
                let opensWord = first == "*" || before == nil || !(before!.isLetter || before!.isNumber)
                let after = rest.dropFirst(marker.count)
                if opensWord, let next = after.first, !next.isWhitespace, let close = after.range(of: marker),
                    close.lowerBound > after.startIndex, !after[after.index(before: close.lowerBound)].isWhitespace
                {
                    let inner = inline(String(after[..<close.lowerBound]))
                    out += marker.count == 2 ? "<strong>\(inner)</strong>" : "<em>\(inner)</em>"
                    rest = after[close.upperBound...]
                    continue
                }
                out += Self.escape(String(run))
                rest = rest.dropFirst(run.count)
                continue
            }
            if first == "\\", let next = rest.dropFirst().first, "\\`*_[]()#+-.!<>|".contains(next) {
                out += Self.escape(String(next))
                rest = rest.dropFirst(2)
                continue
            }
            out += Self.escape(String(first))
            rest = rest.dropFirst()
        }
        return out
    }

    /// `text` without Markdown's markers: for the search index and for anchors.
    static func plainText(_ text: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let first = rest.first {
            if first == "[", let link = rest.firstMatch(of: #/^\[([^\]]+)\]\(([^)\s]+)\)/#) {
                out += plainText(String(link.1))
                rest = rest[link.range.upperBound...]
                continue
            }
            if first == "`" || first == "*" {
                rest = rest.dropFirst()
                continue
            }
            out.append(first)
            rest = rest.dropFirst()
        }
        return out
    }

    // MARK: Blocks

    /// Lines of code, escaped, in a `<pre>`; Swift with its tokens marked (`SwiftHighlighter`).
    static func code(_ lines: [String], language: String? = nil) -> String {
        let type = language.map { " class=\"language-\($0)\"" } ?? ""
        let text = lines.joined(separator: "\n")
        return "<pre class=\"code\"><code\(type)>" + (language == "swift" ? SwiftHighlighter.html(text) : escape(text))
            + "</code></pre>\n"
    }

    func tableHTML(_ rows: [String]) -> String {
        func cells(_ row: String) -> [String] {
            var inner = Substring(row.trimmingCharacters(in: .whitespaces))
            if inner.hasPrefix("|") { inner = inner.dropFirst() }
            if inner.hasSuffix("|") { inner = inner.dropLast() }
            // A `|` inside a code span (`a \| b`, or `` `x | y` ``) is not a cell's edge.
            var result: [String] = []
            var cell = ""
            var inCode = false
            var previous: Character?
            for character in inner {
                if character == "`" { inCode.toggle() }
                if character == "|", !inCode, previous != "\\" {
                    result.append(cell)
                    cell = ""
                } else {
                    if character == "|", previous == "\\" { cell.removeLast() }
                    cell.append(character)
                }
                previous = character
            }
            result.append(cell)
            return result.map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let isSeparator = { (row: String) in row.allSatisfy { "|-: ".contains($0) } }
        var html = "<div class=\"table\"><table>\n"
        var body = rows
        if rows.count >= 2, isSeparator(rows[1]) {
            html += "<thead><tr>" + cells(rows[0]).map { "<th>\(inline($0))</th>" }.joined() + "</tr></thead>\n"
            body = Array(rows.dropFirst(2))
        }
        html += "<tbody>\n"
        for row in body where !isSeparator(row) {
            html += "<tr>" + cells(row).map { "<td>\(inline($0))</td>" }.joined() + "</tr>\n"
        }
        return html + "</tbody></table></div>\n"
    }

    /// `text` safe inside HTML text and attribute values.
    static func escape(_ text: String) -> String { TraceSVG.escape(text) }
}
