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
        let document = page.lesson.markdownDocument
        let first = document.firstLine
        let end = first + document.lines.count
        let file = BookPage.fileName(of: page.lesson)
        let headings = page.headings
        return headings.enumerated().map { index, heading in
            let lines = (heading.line + 1)..<(index + 1 < headings.count ? headings[index + 1].line : end)
            let text =
                !lines.isEmpty && lines.lowerBound >= first && lines.upperBound <= end
                ? plain(document.blocks.filter { lines.contains($0.line) }) : ""
            let anchor = heading.level == 1 ? "" : "#" + heading.anchor
            return Entry(t: heading.title, p: page.lesson.title, u: file + anchor, x: text)
        }
    }

    /// The entries of the format's page, parsed, by its level-2 and level-3 headings.
    static func entries(ofFormat document: MarkdownDocument, page: String) -> [Entry] {
        let anchors = BookMarkdown.Anchors()
        var entries: [Entry] = []
        var body: [MarkdownBlock] = []
        var title = "How a lesson is written"
        var anchor = ""
        func finish() {
            entries.append(
                Entry(
                    t: title, p: "How a lesson is written", u: page + (anchor.isEmpty ? "" : "#" + anchor),
                    x: plain(body)))
            body = []
        }
        for block in document.blocks {
            guard case .heading(let heading) = block else {
                body.append(block)
                continue
            }
            // Every heading takes an anchor, as the page gives them, so that the two agree.
            let made = anchors.make(heading.text)
            if heading.level >= 2 && heading.level <= 3 {
                finish()
                title = BookMarkdown.plainText(heading.text)
                anchor = made
            }
        }
        finish()
        return entries
    }

    /// The script that holds `entries`.
    static func script(_ entries: [Entry]) -> String {
        let encoder = JSONEncoder()
        // Sorted keys: the same course makes the same bytes on every build (an encoder left alone orders a
        // struct's keys by the process's hash seed).
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        let json = (try? encoder.encode(entries)).flatMap { String(data: $0, encoding: .utf8) } ?? "[]"
        // `</script>` inside a string would end an inline script; this one is a file, but keep it safe anywhere.
        return "window.BOOK_INDEX = " + json.replacingOccurrences(of: "</", with: "<\\/") + ";\n"
    }

    /// Blocks of Markdown as plain text: no comments, fences, HTML tags or markers, spaces collapsed.
    /// A code block gives its content, without the comments and fence lines its examples show.
    static func plain(_ blocks: [MarkdownBlock]) -> String {
        var words: [String] = []
        func add(_ text: String) {
            // A fence line shown inside a block (the format page's examples) adds no words.
            if FencedCodeBlock.opening(text) != nil || text.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                return
            }
            let text = text.replacingOccurrences(of: #"</?(details|summary)>"#, with: " ", options: .regularExpression)
            words += BookMarkdown.plainText(text).split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        }
        for block in blocks {
            switch block {
            case .text(let line): add(line.visible)
            case .heading(let heading): add(heading.source)
            case .code(let code): MarkdownDocument.visibleText(of: code.content).forEach(add)
            }
        }
        return words.joined(separator: " ")
    }
}
