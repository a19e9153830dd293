import Foundation

/// The book's search index: one entry per section and per card of every page (its title, the page's,
/// where it is, and its text without Markdown's markers), written as a script that sets
/// `window.BOOK_INDEX`, since a page opened from `file://` may load a script but not fetch a file.
enum BookSearchIndex {
    struct Entry: Encodable {
        /// The section's or card's title.
        var t: String
        /// The page's title.
        var p: String
        /// Where it is: `page.html#anchor`.
        var u: String
        /// Its text.
        var x: String
    }

    /// The entries of a rendered lesson page: each heading down to level 3, with the text up to the next.
    static func entries(of page: BookPage) -> [Entry] {
        let lines = page.lesson.sections.flatMap {
            $0.markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        let first = page.lesson.sections.first?.location.line ?? 1
        let file = BookPage.fileName(of: page.lesson)
        let headings = page.headings
        return headings.enumerated().map { index, heading in
            let start = heading.line - first + 1
            let end = index + 1 < headings.count ? headings[index + 1].line - first : lines.count
            let text = start < end && start >= 0 && end <= lines.count ? plain(Array(lines[start..<end])) : ""
            let anchor = heading.level == 1 ? "" : "#" + heading.anchor
            return Entry(t: heading.title, p: page.lesson.title, u: file + anchor, x: text)
        }
    }

    /// The entries of the format's page, by its level-2 and level-3 headings.
    static func entries(ofFormat markdown: String, page: String) -> [Entry] {
        let anchors = BookMarkdown.Anchors()
        var entries: [Entry] = []
        var body: [String] = []
        var title = "How a lesson is written"
        var anchor = ""
        var inFence: String?
        func finish() {
            entries.append(
                Entry(
                    t: title, p: "How a lesson is written", u: page + (anchor.isEmpty ? "" : "#" + anchor),
                    x: plain(body)))
            body = []
        }
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let marker = inFence {
                if LessonParser.isClosingFence(line, marker: marker) { inFence = nil }
                body.append(line)
                continue
            }
            if let fence = LessonParser.openingFence(line) {
                inFence = fence.marker
                continue
            }
            if let heading = LessonParser.heading(line) {
                // Every heading takes an anchor, as the page gives them, so that the two agree.
                let made = anchors.make(heading.text)
                if heading.level >= 2 && heading.level <= 3 {
                    finish()
                    title = BookMarkdown.plainText(heading.text)
                    anchor = made
                }
                continue
            }
            body.append(line)
        }
        finish()
        return entries
    }

    /// The script that holds `entries`.
    static func script(_ entries: [Entry]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let json = (try? encoder.encode(entries)).flatMap { String(data: $0, encoding: .utf8) } ?? "[]"
        // `</script>` inside a string would end an inline script; this one is a file, but keep it safe anywhere.
        return "window.BOOK_INDEX = " + json.replacingOccurrences(of: "</", with: "<\\/") + ";\n"
    }

    /// Lines of Markdown as plain text: no comments, fences, HTML tags or markers, spaces collapsed.
    static func plain(_ lines: [String]) -> String {
        var words: [String] = []
        var inComment = false
        for line in lines {
            var text = line
            if inComment {
                guard let end = text.range(of: "-->") else { continue }
                inComment = false
                text = String(text[end.upperBound...])
            }
            if let start = text.range(of: "<!--") {
                if let end = text.range(of: "-->", range: start.upperBound..<text.endIndex) {
                    text.removeSubrange(start.lowerBound..<end.upperBound)
                } else {
                    text = String(text[..<start.lowerBound])
                    inComment = true
                }
            }
            if LessonParser.openingFence(text) != nil || text.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                continue
            }
            text = text.replacingOccurrences(of: #"</?(details|summary)>"#, with: " ", options: .regularExpression)
            words += BookMarkdown.plainText(text).split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        }
        return words.joined(separator: " ")
    }
}
