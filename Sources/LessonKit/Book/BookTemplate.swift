import Foundation

/// The frame every page of the book shares: the bar with the search box, the sidebar of the course
/// (with the current page's sections), the page's column, and links to the pages before and after.
enum BookTemplate {
    static func page(title: String, main: String, sidebar: String, neighbours: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>\(BookMarkdown.escape(BookMarkdown.plainText(title))) · SwiftUI lessons</title>
        <link rel="stylesheet" href="book.css">
        </head>
        <body>
        <header class="bar">
        <button type="button" class="menu" aria-controls="sidebar" aria-expanded="false">☰<span class="menu-label"> Contents</span></button>
        <a class="brand" href="index.html">SwiftUI lessons</a>
        <div class="search" role="search">
        <input type="search" id="search" placeholder="Search the course (/)" aria-label="Search the course" autocomplete="off">
        <ol class="results" id="results" hidden></ol>
        </div>
        </header>
        <div class="layout">
        \(sidebar)
        <main id="main">
        \(main)
        \(neighbours)
        </main>
        </div>
        <script src="search-index.js"></script>
        <script src="book.js"></script>
        </body>
        </html>

        """
    }

    /// The course in order, the current page marked and its sections listed under it.
    static func sidebar(_ course: BookSite.Course, current: String, sections: [BookPage.Heading]) -> String {
        func item(_ file: String, _ title: String) -> String {
            let isCurrent = file == current
            var html =
                "<li\(isCurrent ? " class=\"current\"" : "")><a href=\"\(file)\"\(isCurrent ? " aria-current=\"page\"" : "")>\(BookMarkdown().inline(title))</a>"
            if isCurrent, !sections.isEmpty {
                html +=
                    "<ol class=\"sections\">"
                    + sections.map { "<li><a href=\"#\($0.anchor)\">\(BookMarkdown.escape($0.title))</a></li>" }
                    .joined() + "</ol>"
            }
            return html + "</li>\n"
        }
        var html = "<nav class=\"sidebar\" id=\"sidebar\" aria-label=\"The course\">\n"
        let lessons = course.lessons.filter { !$0.isGuide }
        let guides = course.lessons.filter(\.isGuide)
        html +=
            "<p class=\"group\">Lessons</p><ol class=\"course\">\n"
            + lessons.map { item(BookPage.fileName(of: $0), $0.title) }.joined() + "</ol>\n"
        if !guides.isEmpty {
            html +=
                "<p class=\"group\">Guides</p><ol class=\"course\">\n"
                + guides.map {
                    item(BookPage.fileName(of: $0), $0.title.replacingOccurrences(of: "Guide · ", with: ""))
                }.joined() + "</ol>\n"
        }
        if course.format != nil {
            html +=
                "<p class=\"group\">For authors</p><ol class=\"course\">\n"
                + item(BookSite.formatPage, "How a lesson is written") + "</ol>\n"
        }
        html += """
            <div class="grades-box">
            <p class="group">Your grades</p>
            <p class="grades-count">Flash-card grades are kept in this browser only.</p>
            <button type="button" id="export-grades">Export grades</button>
            <p class="hint">then <code>lessons review --import FILE</code></p>
            </div>
            </nav>

            """
        return html
    }

    /// Links to the page before and the page after, in course order.
    static func neighbours(_ course: BookSite.Course, current: String) -> String {
        var pages = [("index.html", "Contents")] + course.lessons.map { (BookPage.fileName(of: $0), $0.title) }
        if course.format != nil { pages.append((BookSite.formatPage, "How a lesson is written")) }
        guard let index = pages.firstIndex(where: { $0.0 == current }) else { return "" }
        var html = "<nav class=\"neighbours\" aria-label=\"Pages before and after\">"
        if index > 0 {
            html +=
                "<a class=\"previous\" href=\"\(pages[index - 1].0)\">← \(BookMarkdown().inline(pages[index - 1].1))</a>"
        }
        if index + 1 < pages.count {
            html +=
                "<a class=\"next\" href=\"\(pages[index + 1].0)\">\(BookMarkdown().inline(pages[index + 1].1)) →</a>"
        }
        return html + "</nav>\n"
    }

    /// "12 passed · 1 failed · 2 skipped · 3 not yet checked", as badges.
    static func statusSummary(_ counts: [String: Int]) -> String {
        let order = [
            ("passed", "passed"), ("failed", "failed"), ("known", "known issues"), ("skipped", "skipped"),
            ("unchecked", "not yet checked"),
        ]
        let parts = order.compactMap { key, label in
            counts[key].flatMap { $0 > 0 ? "<span class=\"count status-\(key)\">\($0) \(label)</span>" : nil }
        }
        return parts.isEmpty ? "no checks" : parts.joined(separator: " ")
    }

    static func dateText(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
        return formatter.string(from: date)
    }
}
