import Foundation

extension BookMarkdown {
    /// Writes a document's blocks as HTML: each code block handed to the page (`fence`), each
    /// heading with its anchor, and the text lines gathered into paragraphs, lists, quotes and tables.
    struct HTMLWalker: MarkdownWalker {
        let markdown: BookMarkdown
        private var out = ""
        private var paragraph: [String] = []
        private var quote: [String] = []
        private var table: [String] = []
        private var list: [(indent: Int, ordered: Bool)] = []
        private var itemOpen = false

        init(markdown: BookMarkdown) { self.markdown = markdown }

        /// The HTML, once every block has been walked.
        mutating func finish() -> String {
            closeLists()
            return out
        }

        // MARK: Visitation

        mutating func visitCodeBlock(_ block: FencedCodeBlock) {
            closeLists()
            let info = block.infoOrEmpty
            out +=
                markdown.fence(Fence(info: info, lines: block.content, line: block.line))
                ?? BookMarkdown.code(block.content, language: info.kind == "swift" ? "swift" : nil)
        }

        mutating func visitHeading(_ heading: MarkdownHeading) {
            closeLists()
            out +=
                markdown.heading(heading.level, heading.text, heading.line)
                ?? markdown.headingHTML(heading.level, heading.text).html
        }

        mutating func visitTextLine(_ line: MarkdownTextLine) {
            // A line wholly inside a comment is not there; one that held a comment and nothing else is blank.
            if line.isWithinComment { return }
            let number = line.line
            let text = line.visible
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty {
                // A blank line ends a paragraph; a list goes on past it when the next line is its item.
                closeParagraph()
                return
            }
            if trimmed.hasPrefix("<details") {
                closeLists()
                out += markdown.beforeDetails(number)
                let summary =
                    trimmed.firstMatch(of: #/<summary>(.*)</summary>/#).map { markdown.inline(String($0.1)) }
                    ?? "Details"
                out += "<details><summary>\(summary)</summary>\n"
                return
            }
            if trimmed.hasPrefix("</details>") {
                closeLists()
                out += "</details>\n" + markdown.afterDetails(number)
                return
            }
            if trimmed.hasPrefix("|") {
                if !list.isEmpty { closeLists() }
                if !paragraph.isEmpty || !quote.isEmpty {
                    let rows = table
                    table = []
                    closeParagraph()
                    table = rows
                }
                table.append(trimmed)
                return
            }
            if trimmed.hasPrefix(">") {
                if !list.isEmpty { closeLists() }
                if !paragraph.isEmpty { closeParagraph() }
                quote.append(trimmed.dropFirst().trimmingCharacters(in: .whitespaces))
                return
            }
            let indent = text.prefix { $0 == " " }.count
            if let item = StudyText.listItem(text) {
                openItem(item, indent: indent)
                return
            }
            if !list.isEmpty, indent == 0, paragraph.isEmpty {
                closeLists()
            }
            if !quote.isEmpty || !table.isEmpty { closeParagraph() }
            paragraph.append(trimmed)
        }

        // MARK: Paragraphs and lists

        private mutating func openItem(_ item: (marker: String, text: String), indent: Int) {
            let ordered = item.marker.trimmingCharacters(in: .whitespaces).first?.isNumber == true
            closeParagraph()
            if let last = list.last, indent > last.indent {
                out += ordered ? "<ol>\n" : "<ul>\n"
                list.append((indent, ordered))
            } else {
                closeLists(to: indent)
                if let last = list.last, last.indent == indent, last.ordered == ordered {
                    out += "</li>\n"
                } else {
                    if let last = list.last, last.indent == indent {
                        out += "</li></\(last.ordered ? "ol" : "ul")>\n"
                        list.removeLast()
                    }
                    let start =
                        ordered
                        ? Int(item.marker.trimmingCharacters(in: .whitespaces).prefix { $0.isNumber }) ?? 1 : 1
                    out += ordered ? (start == 1 ? "<ol>\n" : "<ol start=\"\(start)\">\n") : "<ul>\n"
                    list.append((indent, ordered))
                }
            }
            out += "<li>"
            itemOpen = true
            paragraph = [item.text]
        }

        private mutating func closeParagraph() {
            if !paragraph.isEmpty {
                let text = markdown.inline(paragraph.joined(separator: " "))
                out += itemOpen && !list.isEmpty ? text : "<p>\(text)</p>\n"
                paragraph = []
            }
            if !quote.isEmpty {
                out += "<blockquote><p>\(markdown.inline(quote.joined(separator: " ")))</p></blockquote>\n"
                quote = []
            }
            if !table.isEmpty {
                out += markdown.tableHTML(table)
                table = []
            }
        }

        private mutating func closeLists(to indent: Int = -1) {
            closeParagraph()
            while let last = list.last, last.indent > indent {
                out += "</li></\(last.ordered ? "ol" : "ul")>\n"
                list.removeLast()
            }
            itemOpen = !list.isEmpty
        }
    }
}
