import Foundation

/// The course as a static site (`lessons book`): a page per lesson and guide in course order, the
/// format's page for authors, a front page, a search index, and one style sheet and one script.
/// Every link is relative and nothing comes from the network, so the folder reads the same from
/// `file://` as from a web server (GitHub Pages) and can be published as it is.
public struct BookSite {
    /// What a build wrote.
    public struct Report: Sendable {
        /// The pages, by file name, in course order.
        public var pages: [String]
        /// The course's checks by status: passed, failed, known, skipped, unchecked.
        public var statuses: [String: Int]
        /// Problems with lessons that could not be read (each page that could is written).
        public var problems: [String]
        /// When the results shown came from: the last `lessons check`, if any.
        public var resultsDate: Date?
    }

    public var layout: PackageLayout
    /// The folder the site is written to.
    public var output: String
    /// Where the last `lessons check` kept its results.
    public var results: CheckResultStore

    public init(layout: PackageLayout, output: String, results: CheckResultStore? = nil) {
        self.layout = layout
        self.output = output
        self.results = results ?? .standard(layout)
    }

    /// The default folder: `.build/book` in the package.
    public static func defaultOutput(_ layout: PackageLayout) -> String { layout.root + "/.build/book" }

    /// The page of the format, for authors.
    static let formatPage = "writing-lessons.html"

    // MARK: - Public API

    /// Builds the whole site.
    @discardableResult
    public func build() throws -> Report {
        let course = try Course.load(layout: layout, results: results)
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        var pages: [String] = []
        var index: [BookSearchIndex.Entry] = []
        var statuses: [String: Int] = [:]
        for lesson in course.lessons {
            let page = try write(lesson, in: course)
            pages.append(BookPage.fileName(of: lesson))
            index += BookSearchIndex.entries(of: page)
            for (status, count) in page.statusCounts() { statuses[status, default: 0] += count }
        }
        if let format = course.format {
            let page = BookMarkdown.formatPage(format, link: link)
            try writePage(
                Self.formatPage, title: "How a lesson is written", main: page.html, course: course,
                current: Self.formatPage,
                sections: page.sections)
            pages.append(Self.formatPage)
            index += BookSearchIndex.entries(ofFormat: format, page: Self.formatPage)
        }
        try writePage(
            "index.html", title: "SwiftUI lessons", main: frontPage(course, statuses: statuses), course: course,
            current: "index.html", sections: [])
        pages.insert("index.html", at: 0)
        try writeFile("search-index.js", BookSearchIndex.script(index))
        try writeFile("book.css", BookAssets.css)
        try writeFile("book.js", BookAssets.script)
        return Report(pages: pages, statuses: statuses, problems: course.problems, resultsDate: course.resultsDate)
    }

    /// Builds again the page of the lesson at `path` (and the search index); the whole site when
    /// the course's list changed (a title, a new lesson), since every page's sidebar shows it.
    public func rebuild(_ path: String, sidebarOf previous: [String]) throws -> (report: Report?, titles: [String]) {
        let course = try Course.load(layout: layout, results: results)
        let titles = course.lessons.map(\.title)
        guard titles == previous, let lesson = course.lessons.first(where: { samePath($0.path, path) }) else {
            return (try build(), titles)
        }
        _ = try write(lesson, in: course)
        var index: [BookSearchIndex.Entry] = []
        for other in course.lessons {
            index += BookSearchIndex.entries(
                of: samePath(other.path, path)
                    ? BookPage.rendered(lesson, results: course.results, link: link)
                    : BookPage.rendered(other, results: course.results, link: link))
        }
        if let format = course.format { index += BookSearchIndex.entries(ofFormat: format, page: Self.formatPage) }
        try writeFile("search-index.js", BookSearchIndex.script(index))
        return (nil, titles)
    }

    /// The titles in the sidebar now, to tell `rebuild` what the pages show.
    public func sidebarTitles() throws -> [String] {
        try Course.load(layout: layout, results: results).lessons.map(\.title)
    }

    /// `path` relative to the current folder when it is below it, for messages.
    public static func shown(_ path: String) -> String { LessonLibrary.relative(path) }

    /// What the statuses shown say, in a line: "Statuses from the last lessons check (…): 237 passed, 2 skipped."
    public static func statusLine(_ report: Report) -> String {
        let order = [
            ("passed", "passed"), ("failed", "failed"), ("known", "known issues"), ("skipped", "skipped"),
            ("unchecked", "not yet checked"),
        ]
        let counts = order.compactMap { key, label in report.statuses[key].flatMap { $0 > 0 ? "\($0) \(label)" : nil } }
            .joined(separator: ", ")
        guard let date = report.resultsDate else {
            return
                "No `lessons check` has run yet, so every check shows as not yet checked: run it, then `lessons book` again."
        }
        var line = "Statuses from the last `lessons check` (\(BookTemplate.dateText(date))): \(counts)."
        if (report.statuses["unchecked"] ?? 0) > 0 { line += " Run `lessons check` to check the rest." }
        return line
    }

    // MARK: The course

    /// The lessons and guides in course order (numbered lessons, then guides, as their file names
    /// sort), the format's page, and the last check's results.
    struct Course {
        var lessons: [Lesson]
        /// The format's page (`Lessons/README.md`), parsed once for its page and its search entries.
        var format: MarkdownDocument?
        var results: [String: CheckResultStore.Entry]
        var resultsDate: Date?
        var problems: [String]

        static func load(layout: PackageLayout, results store: CheckResultStore) throws -> Course {
            var lessons: [Lesson] = []
            var problems: [String] = []
            for file in try LessonLibrary.files([], layout: layout) {
                do {
                    let (lesson, diagnostics) = try LessonLibrary.load(file)
                    problems += diagnostics.map(\.description)
                    lessons.append(lesson)
                } catch {
                    problems.append("\(error)")
                }
            }
            let guides = lessons.filter(\.isGuide)
            lessons = lessons.filter { !$0.isGuide } + guides
            let format = FileManager.default.contents(atPath: layout.lessons + "/README.md").flatMap {
                String(data: $0, encoding: .utf8)
            }.map { MarkdownDocument(parsing: $0) }
            let results = store.load()
            return Course(
                lessons: lessons, format: format, results: results,
                resultsDate: (results.values.map(\.date) + [store.lastCheckDate()].compactMap { $0 }).max(),
                problems: problems)
        }
    }

    // MARK: Writing

    @discardableResult
    private func write(_ lesson: Lesson, in course: Course) throws -> BookPage {
        let page = BookPage.rendered(lesson, results: course.results, link: link)
        let sections = page.headings.filter { $0.level == 2 }
        try writePage(
            BookPage.fileName(of: lesson), title: lesson.title, main: page.mainHTML, course: course,
            current: BookPage.fileName(of: lesson), sections: sections)
        return page
    }

    private func writePage(
        _ name: String, title: String, main: String, course: Course, current: String, sections: [BookPage.Heading]
    ) throws {
        try writeFile(
            name,
            BookTemplate.page(
                title: title, main: main, sidebar: BookTemplate.sidebar(course, current: current, sections: sections),
                neighbours: BookTemplate.neighbours(course, current: current)))
    }

    private func writeFile(_ name: String, _ text: String) throws {
        let path = output + "/" + name
        do {
            try AtomicFile.write(Data(text.utf8), to: path)
        } catch {
            throw RunnerError.cannotWrite(path: path, reason: "\(error)")
        }
    }

    /// Where a link in a lesson goes: another lesson's file to its page, the format to its page.
    func link(_ target: String) -> String {
        guard !target.contains("://"), !target.hasPrefix("#") else { return target }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let file = String(parts[0])
        let fragment = parts.count > 1 ? "#" + parts[1] : ""
        guard file.hasSuffix(".md"), !file.contains("/") else { return target }
        if file == "README.md" { return Self.formatPage + fragment }
        return String(file.dropLast(3)) + ".html" + fragment
    }

    private func samePath(_ a: String, _ b: String) -> Bool {
        URL(fileURLWithPath: a).standardizedFileURL.path == URL(fileURLWithPath: b).standardizedFileURL.path
    }

    // MARK: The front page

    private func frontPage(_ course: Course, statuses: [String: Int]) -> String {
        var html = """
            <h1 class="title">SwiftUI lessons</h1>
            <p>A course on how SwiftUI really updates: why <code>body</code> runs, what <code>@State</code> keeps, what identity is,
            what <code>Self._printChanges()</code> says. Each lesson shows its code and the console that code printed on iOS 27,
            beside what this project's engine prints for the same code on any machine Swift runs on.</p>

            """
        html += "<p class=\"summary\">" + BookTemplate.statusSummary(statuses) + "</p>\n"
        if let date = course.resultsDate {
            html +=
                "<p class=\"note\">Statuses from the last <code>lessons check</code>, \(BookTemplate.dateText(date)).</p>\n"
        } else {
            html +=
                "<p class=\"note\">No <code>lessons check</code> has run yet, so no check has a status: run it, then <code>lessons book</code> again.</p>\n"
        }
        html += "<ol class=\"contents\">\n"
        var inline = BookMarkdown()
        inline.link = link
        for lesson in course.lessons {
            let page = BookPage(lesson: lesson, results: course.results, link: link)
            let steps = lesson.sections.filter { if case .step = $0.kind { return true } else { return false } }.count
            var what = lesson.isGuide ? ["a guide"] : ["\(steps) step\(steps == 1 ? "" : "s")"]
            what.append("\(lesson.checks.count) check\(lesson.checks.count == 1 ? "" : "s")")
            let cards = lesson.cards.filter { $0.kind == .flashCard }.count
            if cards > 0 { what.append("\(cards) flash card\(cards == 1 ? "" : "s")") }
            let edges = lesson.cards.filter { $0.kind != .flashCard }.count
            if edges > 0 { what.append("\(edges) edge case\(edges == 1 ? "" : "s") and problems") }
            html += "<li><a href=\"\(BookPage.fileName(of: lesson))\">\(BookMarkdown().inline(lesson.title))</a>"
            html += "<span class=\"what\">\(what.joined(separator: " · "))</span>"
            html += "<span class=\"summary\">\(BookTemplate.statusSummary(page.statusCounts()))</span>"
            if let first = Self.firstParagraph(of: lesson) { html += "<p>\(inline.inline(first))</p>" }
            html += "</li>\n"
        }
        html += "</ol>\n"
        html += """
            <h2 id="studying-here">Studying here</h2>
            <p>Each step shows how it changes the app, and each console stands beside what the engine printed, with the status of the
            last <code>lessons check</code>. A flash card's answer and an edge case's are folded: open them when you have your own.
            At an edge case, type what you expect and compare it with what the engine printed. The grades you give flash cards are
            kept in this browser only; <em>Export grades</em> (in the contents) saves them to a file that
            <code>lessons review --import FILE</code> adds to your review schedule.</p>

            """
        return html
    }
}

extension BookPage {
    /// A page, rendered: its main column and its headings.
    static func rendered(
        _ lesson: Lesson, results: [String: CheckResultStore.Entry], link: @escaping (String) -> String
    ) -> BookPage {
        let page = BookPage(lesson: lesson, results: results, link: link)
        page.mainHTML = page.html()
        return page
    }
}

extension BookMarkdown {
    /// The format's page (`Lessons/README.md`) and its level-2 headings: its blocks are examples,
    /// shown as code.
    static func formatPage(_ document: MarkdownDocument, link: @escaping (String) -> String) -> (
        html: String, sections: [BookPage.Heading]
    ) {
        final class Found { var headings: [BookPage.Heading] = [] }
        let found = Found()
        var renderer = BookMarkdown()
        renderer.link = link
        let plain = renderer
        renderer.heading = { level, text, line in
            let (html, anchor) = plain.headingHTML(level, text)
            if level == 2 {
                found.headings.append(
                    BookPage.Heading(level: level, title: plainText(text), anchor: anchor, line: line))
            }
            return html
        }
        return (renderer.html(document), found.headings)
    }
}
