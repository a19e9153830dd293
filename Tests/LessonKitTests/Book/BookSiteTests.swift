import Foundation
import Testing

@testable import LessonKit

/// The package this test was built from.
private let layout = PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)!

/// A course of its own in a fresh folder: `Lessons/` with `files`, and the site's folder.
struct BookCourse {
    let root: String
    var layout: PackageLayout { PackageLayout(root: root) }
    var output: String { root + "/site" }

    init(_ files: [String: String]) throws {
        root = NSTemporaryDirectory() + "lessons-book-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/Lessons", withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(toFile: root + "/Lessons/" + name, atomically: true, encoding: .utf8)
        }
    }

    func page(_ name: String) throws -> String { try String(contentsOfFile: output + "/" + name, encoding: .utf8) }
    func lesson(_ name: String) throws -> Lesson { try LessonLibrary.load(root + "/Lessons/" + name).lesson }
    func remove() { try? FileManager.default.removeItem(atPath: root) }
}

/// A lesson with an edit, a console of each status, a screen, a flash card and an edge case.
let bookLesson = """
    # Lesson 3 · A small lesson

    A first paragraph, with `code` and a [link to the format](README.md).

    ## The app as this lesson starts

    ```swift file=ContentView.swift
    import SwiftUI

    struct ContentView: View {
        var body: some View {
            Text("Hello")
        }
    }
    ```

    ## Step 1 · Say more

    ```swift file=ContentView.swift replace=ContentView
    struct ContentView: View {
        var body: some View {
            Text("Hello, world")
        }
    }
    ```

    ```console play=launch
    passes here
    ```

    ```console play="launch; wait 1s"
    fails here
    ```

    ```console play=launch skip="Instruments exists only on Apple platforms"
    skipped here
    ```

    ```log play=launch
    never checked
    ```

    ```screen play=launch
    Text "Hello, world"
    ```

    ## Flash cards

    ### Where is a view's state kept?
    <!-- id: where-state -->

    <details><summary>Answer</summary>

    In the view graph, not in the struct.

    </details>

    ## Edge cases

    ### What does it print?
    <!-- id: what-prints -->

    ```swift program
    print("hello")
    ```

    <details><summary>Answer</summary>

    ```console play=launch
    hello
    ```

    </details>
    """

@Suite("The book: the course as a static site", .onThreadsOfItsOwn)
struct BookSiteTests {
    @Test("The real course: a page per lesson and guide in course order, and every link and anchor resolves")
    func realCourse() throws {
        let output = NSTemporaryDirectory() + "lessons-book-real-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let report = try BookSite(layout: layout, output: output).build()
        let lessons = try LessonLibrary.files([], layout: layout)
        #expect(report.pages.count == lessons.count + 2)  // the front page and the format's
        #expect(report.pages.first == "index.html")
        // Numbered lessons first, then guides.
        let order = report.pages.dropFirst().dropLast()
        let firstGuide = order.firstIndex { $0.hasPrefix("guide-") } ?? order.endIndex
        #expect(order[firstGuide...].allSatisfy { $0.hasPrefix("guide-") })
        #expect(order[..<firstGuide].allSatisfy { $0.first?.isNumber == true })
        for page in report.pages {
            let html = try String(contentsOfFile: output + "/" + page, encoding: .utf8)
            for problem in BookLinks.broken(in: html, page: page, folder: output) {
                Issue.record("\(page): \(problem)")
            }
        }
    }

    @Test("Nothing comes from the network: every script, style and link is in the folder")
    func noExternalAssets() throws {
        let course = try BookCourse(["03-small.md": bookLesson])
        defer { course.remove() }
        try BookSite(layout: course.layout, output: course.output).build()
        for name in try FileManager.default.contentsOfDirectory(atPath: course.output)
        where name.hasSuffix(".html") || name.hasSuffix(".css") {
            let text = try String(contentsOfFile: course.output + "/" + name, encoding: .utf8)
            let external = ["src=\"http", "href=\"http", "src=\"//", "href=\"//"].filter { text.contains($0) }
            #expect(external.isEmpty, "\(name) loads something from the network")
            #expect(!text.contains("@import") && !text.contains("url(http"), "\(name) loads something from the network")
        }
    }

    @Test(
        "Each check shows its status from the last lessons check: passed, failed with its diff, skipped with its reason, not yet checked"
    )
    func statuses() throws {
        let course = try BookCourse(["03-small.md": bookLesson])
        defer { course.remove() }
        let lesson = try course.lesson("03-small.md")
        let checks = lesson.checks
        let passed = try #require(checks.first { $0.expected == ["passes here"] })
        let failed = try #require(checks.first { $0.expected == ["fails here"] })
        try CheckResultStore.standard(course.layout).record([
            CheckResult(check: passed, status: .passed, actual: ["passes here"]),
            CheckResult(
                check: failed, status: .failed, reason: "the console differs", diff: "- fails here\n+ printed this",
                actual: ["printed this"]),
        ])
        let report = try BookSite(layout: course.layout, output: course.output).build()
        let html = try course.page("03-small.html")
        func figure(_ check: Check) -> String? {
            html.firstMatch(
                of: try! Regex("<figure class=\"check [a-z]+ status-([a-z]+)\" id=\"check-\(check.location.line)\"")
            ).map { String($0.output[1].substring ?? "") }
        }
        #expect(figure(passed) == "passed")
        #expect(figure(failed) == "failed")
        #expect(figure(try #require(checks.first { $0.expected == ["skipped here"] })) == "skipped")
        #expect(figure(try #require(checks.first { $0.expected == ["never checked"] })) == "unchecked")
        #expect(html.contains("Instruments exists only on Apple platforms"))
        #expect(html.contains("<span class=\"line added\">+ printed this</span>"), "the failure's diff is shown")
        #expect(
            html.contains("<td>fails here</td><td>printed this</td>"),
            "the recording stands beside what the engine printed")
        #expect(report.statuses["passed"] == 1 && report.statuses["failed"] == 1 && report.statuses["skipped"] == 1)
    }

    @Test("A check edited since the last lessons check shows as not yet checked, never with the old verdict")
    func staleResult() throws {
        let course = try BookCourse(["03-small.md": bookLesson])
        defer { course.remove() }
        let passed = try #require(try course.lesson("03-small.md").checks.first { $0.expected == ["passes here"] })
        try CheckResultStore.standard(course.layout).record([
            CheckResult(check: passed, status: .passed, actual: ["passes here"])
        ])
        try bookLesson.replacingOccurrences(of: "passes here", with: "now says this")
            .write(toFile: course.root + "/Lessons/03-small.md", atomically: true, encoding: .utf8)
        try BookSite(layout: course.layout, output: course.output).build()
        let html = try course.page("03-small.html")
        #expect(
            html.contains("id=\"check-\(passed.location.line)\"")
                && html.contains("status-unchecked\" id=\"check-\(passed.location.line)\""))
    }

    @Test("An edit of the app shows as the change it makes, with the whole file folded under it, the code highlighted")
    func edits() throws {
        let course = try BookCourse(["03-small.md": bookLesson])
        defer { course.remove() }
        try BookSite(layout: course.layout, output: course.output).build()
        let html = try course.page("03-small.html")
        // Each line's code highlighted as Swift, when the book was built.
        let hello = "<span class=\"hl-type\">Text</span>(<span class=\"hl-str\">&quot;Hello&quot;</span>)"
        #expect(
            html.contains(
                "<span class=\"line removed\"><span class=\"mark\" aria-hidden=\"true\">-</span>        \(hello)</span>"
            ))
        #expect(
            html.contains(
                "<span class=\"line added\"><span class=\"mark\" aria-hidden=\"true\">+</span>        "
                    + "<span class=\"hl-type\">Text</span>(<span class=\"hl-str\">&quot;Hello, world&quot;</span>)</span>"
            ))
        #expect(
            html.contains(
                "<span class=\"hl-kw\">struct</span> <span class=\"hl-type\">ContentView</span>: <span class=\"hl-type\">View</span>"
            ),
            "the whole file is highlighted too")
        #expect(html.contains("<summary>ContentView.swift after this edit</summary>"))
        #expect(
            html.contains("ContentView.swift <span class=\"what\">new file</span>"),
            "the starting app's file is shown whole")
    }

    @Test(
        "Cards keep their answers folded; a flash card has grades, an edge case a prediction box with what the engine printed"
    )
    func cards() throws {
        let course = try BookCourse(["03-small.md": bookLesson])
        defer { course.remove() }
        let lesson = try course.lesson("03-small.md")
        let hello = try #require(lesson.checks.first { $0.expected == ["hello"] })
        try CheckResultStore.standard(course.layout).record([
            CheckResult(check: hello, status: .failed, actual: ["hello", "and more"])
        ])
        try BookSite(layout: course.layout, output: course.output).build()
        let html = try course.page("03-small.html")
        let flash = try #require(
            html.firstRange(
                of: "<article class=\"card flash-card\" data-lesson=\"03-small\" data-card=\"where-state\">"))
        let flashCard = String(html[flash.lowerBound...].split(separator: "</article>")[0])
        #expect(flashCard.contains("<details><summary>Answer</summary>"))
        #expect(!flashCard.contains("<details open"))
        #expect(flashCard.contains("data-grade=\"1\"") && flashCard.contains("data-grade=\"4\""))
        let edge = try #require(html.firstRange(of: "<article class=\"card edge-case\""))
        let edgeCase = String(html[edge.lowerBound...].split(separator: "</article>")[0])
        let predict = try #require(edgeCase.firstRange(of: "<div class=\"predict\""))
        let details = try #require(edgeCase.firstRange(of: "<details>"))
        #expect(predict.lowerBound < details.lowerBound, "the prediction comes before the answer")
        #expect(
            edgeCase.contains(
                "data-expected=\"[&quot;hello&quot;,&quot;and more&quot;]\" data-source=\"what the engine printed\""))
    }

    @Test("A screen check leaves the place where the drawn screen goes, and shows the check's text there")
    func screenPlace() throws {
        let course = try BookCourse(["03-small.md": bookLesson])
        defer { course.remove() }
        try BookSite(layout: course.layout, output: course.output).build()
        let html = try course.page("03-small.html")
        let place = try #require(html.firstRange(of: "<div class=\"screen-place\""))
        #expect(html[place.lowerBound...].prefix(600).contains("Text &quot;Hello, world&quot;"))
    }

    @Test("The search index holds each section and card, with its text and where it is")
    func searchIndex() throws {
        let course = try BookCourse(["03-small.md": bookLesson])
        defer { course.remove() }
        try BookSite(layout: course.layout, output: course.output).build()
        let script = try course.page("search-index.js")
        #expect(script.hasPrefix("window.BOOK_INDEX = ["))
        let json = String(script.dropFirst("window.BOOK_INDEX = ".count).dropLast(2))
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: String]])
        let step = try #require(entries.first { $0["t"] == "Step 1 · Say more" })
        #expect(step["u"] == "03-small.html#step-1--say-more")
        let card = try #require(entries.first { $0["u"] == "03-small.html#where-is-a-views-state-kept" })
        #expect(card["x"]?.contains("In the view graph, not in the struct.") == true)
        #expect(!(card["x"] ?? "").contains("<details>"))
    }

    @Test("A link to another lesson file goes to its page; the format's README to the format's page")
    func links() throws {
        let course = try BookCourse(["03-small.md": bookLesson, "README.md": "# The format\n\n## A part\n\nText.\n"])
        defer { course.remove() }
        let report = try BookSite(layout: course.layout, output: course.output).build()
        #expect(report.pages.contains(BookSite.formatPage))
        let html = try course.page("03-small.html")
        #expect(html.contains("<a href=\"writing-lessons.html\">link to the format</a>"))
        for page in report.pages {
            #expect(BookLinks.broken(in: try course.page(page), page: page, folder: course.output).isEmpty)
        }
    }

    @Test(
        "Rebuilding after a save writes that lesson's page again, and the whole site when a title changed, saying every page it wrote"
    )
    func rebuild() throws {
        let course = try BookCourse(["03-small.md": bookLesson, "04-other.md": "# Lesson 4 · Another\n\nText.\n"])
        defer { course.remove() }
        let site = BookSite(layout: course.layout, output: course.output)
        try site.build()
        var watcher = try BookWatcher(site: site)
        #expect(watcher.changedFiles().isEmpty)
        let path = course.root + "/Lessons/03-small.md"
        try bookLesson.replacingOccurrences(of: "A first paragraph", with: "A changed paragraph").write(
            toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: path)
        let changed = watcher.changedFiles()
        #expect(changed.map { ($0 as NSString).lastPathComponent } == ["03-small.md"])
        #expect(try watcher.rebuild(changed) == [course.output + "/03-small.html"])
        #expect(try course.page("03-small.html").contains("A changed paragraph"))
        #expect(try course.page("search-index.js").contains("A changed paragraph"))
        // A new title is in every page's sidebar.
        let other = course.root + "/Lessons/04-other.md"
        try "# Lesson 4 · Renamed\n\nText.\n".write(toFile: other, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(10)], ofItemAtPath: other)
        // Every page was written again, and each is said, the saved lesson's first.
        let written = try watcher.rebuild(watcher.changedFiles()).map { ($0 as NSString).lastPathComponent }
        #expect(try course.page("03-small.html").contains("Lesson 4 · Renamed"))
        #expect(
            written.first == "04-other.html" && Set(written) == ["index.html", "03-small.html", "04-other.html"],
            "\(written)")
        #expect(BookWatcher.rebuiltLine(written) == "rebuilt 3 pages: " + written.joined(separator: ", "))
        #expect(BookWatcher.rebuiltLine(["/b/03-small.html"]) == "rebuilt 03-small.html")
    }
}

/// The links of a page that lead nowhere: a file not in the folder, an anchor not in its page.
enum BookLinks {
    static func broken(in html: String, page: String, folder: String) -> [String] {
        var problems: [String] = []
        for match in html.matches(of: #/(?:href|src)="([^"]*)"/#) {
            let target = String(match.1).replacingOccurrences(of: "&amp;", with: "&")
            if target.contains("://") || target.hasPrefix("mailto:") { continue }
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let file = parts[0].isEmpty ? page : parts[0]
            guard let text = try? String(contentsOfFile: folder + "/" + file, encoding: .utf8) else {
                problems.append("\(target): no file \(file)")
                continue
            }
            if parts.count > 1, !parts[1].isEmpty, !text.contains("id=\"\(parts[1])\"") {
                problems.append("\(target): no anchor #\(parts[1]) in \(file)")
            }
        }
        return problems
    }
}
