import Foundation
import HostContract
import Testing
import ViewGraph

@testable import LessonKit

/// The package this test was built from.
private let layout = PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)!

/// Headless Chromium, from Debian's `chromium` package (`.ci/run` installs it when it is missing).
enum Chromium {
    /// The browser's path, when one is installed and starts.
    static let path: String? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(
            String.init)
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
                return folder + "/" + name
            }
        }
        return nil
    }()

    static var isInstalled: Bool { path != nil }

    /// What the page at `url` holds once its scripts ran, at a window `width` wide, and what the
    /// browser logged on its standard error (console messages among it). A browser still running
    /// after `timeout` seconds of real time is stopped (a page whose requests never end).
    static func dumpDOM(_ url: String, width: Int, height: Int = 900, timeout: Double = 180) throws -> (
        dom: String, log: String
    ) {
        let profile = NSTemporaryDirectory() + "lessons-chromium-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path!)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile)",
            "--enable-logging=stderr", "--v=0", "--window-size=\(width),\(height)", "--virtual-time-budget=3000",
            "--dump-dom", url,
        ]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        defer { watchdog.cancel() }
        // Both pipes are read while it runs, so that neither fills and stops it.
        // Unsafe in name only: the reader thread writes it once, and it is read after that thread has finished.
        nonisolated(unsafe) var log = Data()
        let reader = Thread { log = errors.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let dom = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { Thread.sleep(forTimeInterval: 0.01) }
        return (String(decoding: dom, as: UTF8.self), String(decoding: log, as: UTF8.self))
    }
}

/// What the self-test script found in a page, read back from the DOM.
struct PageFindings: Decodable {
    var errors: [String]
    var brokenAnchors: [String]
    var scrollWidth: Int
    var clientWidth: Int
    var search: [String]?
    var answerClosed: Bool?
    var answerOpened: Bool?
    var prediction: String?
    var graded: Int?
    /// What Export grades would save, as text.
    var exported: String?
    /// Each drawn screen of a passed screen check, and the texts its check names that the drawing lacks.
    var screens: [DrawnScreen]?
    /// The console lines (cells of a console's columns) the browser laid out on more than one line.
    var wrappedConsoleLines: [String]?

    struct DrawnScreen: Decodable {
        var check: String
        var missing: [String]
        /// The drawing's width on the page, in CSS pixels.
        var width: Double
    }
}

/// Put in each page's head: records every error a script raises or logs, and every file that fails to load.
private let errorCatcher = """
    <script>window.__errors = [];
    window.addEventListener('error', function (e) { window.__errors.push(e.message || ('failed to load ' + ((e.target && (e.target.src || e.target.href)) || '?'))); }, true);
    window.addEventListener('unhandledrejection', function (e) { window.__errors.push('unhandled rejection: ' + e.reason); });
    (function () { var error = console.error; console.error = function () { window.__errors.push([].join.call(arguments, ' ')); error.apply(console, arguments); }; })();
    </script>
    """

/// Put after the page's own scripts: uses the page as a reader would, and writes what happened into the DOM.
private let selfTest = """
    <script>(function () {
      var found = { errors: window.__errors, brokenAnchors: [], scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth };
      document.querySelectorAll('a[href^="#"]').forEach(function (a) {
        var id = decodeURIComponent(a.getAttribute('href').slice(1));
        if (id && !document.getElementById(id)) { found.brokenAnchors.push(id); }
      });
      var query = document.documentElement.getAttribute('data-query');
      var input = document.getElementById('search');
      if (query && input) {
        input.value = query;
        input.dispatchEvent(new Event('input'));
        found.search = Array.prototype.map.call(document.querySelectorAll('#results a'), function (a) { return a.getAttribute('href'); });
      }
      var answer = document.querySelector('article.card > details');
      if (answer) {
        found.answerClosed = !answer.open;
        answer.querySelector('summary').click();
        found.answerOpened = answer.open;
      }
      var box = document.querySelector('.predict');
      if (box) {
        box.querySelector('textarea').value = JSON.parse(box.getAttribute('data-expected')).join('\\n');
        box.querySelector('button.compare').click();
        found.prediction = box.querySelector('.verdict').textContent;
      }
      var grade = document.querySelector('.grade button[data-grade="3"]');
      if (grade) {
        grade.click();
        found.graded = JSON.parse(localStorage.getItem('lessons-book-grades') || '[]').length;
        found.exported = JSON.stringify(window.bookGradesFile());
      }
      found.screens = [];
      document.querySelectorAll('figure.check.status-passed [data-screen-check]').forEach(function (place) {
        var svg = place.querySelector('svg.screen-picture');
        if (!svg) { return; }
        // What the drawing shows, the labels it gives controls for a screen reader (an icon's button),
        // and the symbols it draws, by name.
        var shown = Array.prototype.map.call(svg.querySelectorAll('text'), function (t) { return t.textContent; })
          .concat(Array.prototype.map.call(svg.querySelectorAll('[data-label]'), function (t) { return t.getAttribute('data-label'); }))
          .concat(Array.prototype.map.call(svg.querySelectorAll('[data-symbol]'), function (t) { return t.getAttribute('data-symbol'); }))
          .join(' ').replace(/\\s+/g, ' ');
        var missing = [];
        var list = place.querySelector('.screen-lines pre');
        (list ? list.textContent : '').split('\\n').forEach(function (line) {
          var named = line.match(/^\\s*(?:Text|Button|Image|Toggle|Label|NavigationLink|Link|Menu|Tab) "((?:[^"\\\\]|\\\\.)*)"/);
          if (!named || named[1].indexOf('[..]') >= 0) { return; }
          var text = named[1].replace(/\\\\n/g, ' ').replace(/\\\\(.)/g, '$1').replace(/\\s+/g, ' ').trim();
          if (text && shown.indexOf(text) < 0) { missing.push(line.trim()); }
        });
        found.screens.push({ check: place.getAttribute('data-screen-check'), missing: missing, width: svg.getBoundingClientRect().width });
      });
      // A console line cut in two by its column's width: its text's line boxes stand at more than one height.
      found.wrappedConsoleLines = [];
      document.querySelectorAll('table.console td').forEach(function (cell) {
        var range = document.createRange();
        range.selectNodeContents(cell);
        var tops = {};
        Array.prototype.forEach.call(range.getClientRects(), function (rect) { if (rect.width > 0) { tops[Math.round(rect.top)] = true; } });
        if (Object.keys(tops).length > 1) { found.wrappedConsoleLines.push(cell.textContent.slice(0, 80)); }
      });
      var out = document.createElement('pre');
      out.id = 'selftest';
      out.textContent = JSON.stringify(found);
      document.body.appendChild(out);
    })();</script>
    """

@Suite("The book in a real browser (headless Chromium)", .onThreadsOfItsOwn)
struct BookInBrowserTests {
    /// The real course's book, with the self-test put into each page (a copy: the site itself never holds it).
    static func testedBook(results: CheckResultStore? = nil) throws -> (folder: String, pages: [String]) {
        let folder = NSTemporaryDirectory() + "lessons-book-browser-\(UUID().uuidString)"
        let report = try BookSite(layout: layout, output: folder, results: results).build()
        for page in report.pages {
            let path = folder + "/" + page
            var html = try String(contentsOfFile: path, encoding: .utf8)
            html = html.replacingOccurrences(
                of: "<meta charset=\"utf-8\">", with: "<meta charset=\"utf-8\">\n" + errorCatcher)
            html = html.replacingOccurrences(
                of: "<html lang=\"en\">", with: "<html lang=\"en\" data-query=\"printChanges\">")
            html = html.replacingOccurrences(of: "</body>", with: selfTest + "\n</body>")
            try html.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return (folder, report.pages)
    }

    static func findings(_ dom: String) throws -> PageFindings {
        let match = try #require(
            dom.firstMatch(of: #/<pre id="selftest">(.*?)</pre>/#),
            "the self-test did not run: a script stopped before it")
        let json = String(match.1).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(
            of: "&lt;", with: "<"
        )
        .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        return try JSONDecoder().decode(PageFindings.self, from: Data(json.utf8))
    }

    @Test(
        "Every page of the course loads with no console error, its anchors resolve, and it fits a phone's width (390 px) with no console line cut in two",
        .enabled(if: Chromium.isInstalled, "needs Chromium: apt-get install chromium (.ci/run installs it)"))
    func everyPage() throws {
        let book = try Self.testedBook()
        defer { try? FileManager.default.removeItem(atPath: book.folder) }
        for page in book.pages {
            let (dom, log) = try Chromium.dumpDOM("file://\(book.folder)/\(page)", width: 390, height: 844)
            let found = try Self.findings(dom)
            #expect(found.errors.isEmpty, "\(page): \(found.errors)")
            #expect(
                !log.contains("Uncaught"), "\(page): \(log.split(separator: "\n").filter { $0.contains("Uncaught") })")
            #expect(found.brokenAnchors.isEmpty, "\(page): links to \(found.brokenAnchors)")
            #expect(
                found.scrollWidth <= found.clientWidth,
                "\(page) scrolls sideways at 390 px: \(found.scrollWidth) px wide")
            #expect(
                found.wrappedConsoleLines?.isEmpty == true,
                "\(page): console lines cut in two at 390 px: \(found.wrappedConsoleLines ?? [])")
            for screen in found.screens ?? [] {
                #expect(
                    screen.missing.isEmpty,
                    "\(page), the screen check at line \(screen.check): its drawing lacks \(screen.missing)")
            }
        }
    }

    /// The counter of lesson 0, as its first step writes it.
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            Button("Count: \(count)") { count += 1 }
        }
    }

    @Test(
        "A screen check's drawing shows every text its check names, with no console error, at a phone's width and a desktop's",
        .enabled(if: Chromium.isInstalled, "needs Chromium: apt-get install chromium (.ci/run installs it)"))
    @MainActor
    func drawnScreen() async throws {
        // A result as `lessons check` keeps it, from the engine run here on the lesson's own code and play.
        let lesson = try LessonLibrary.load(layout.lessons + "/00-counter.md").lesson
        let check = try #require(lesson.checks.first { $0.kind == .screen && $0.play.count == 4 })
        let host = ViewGraph.Host()
        await host.launch { Counter() }
        for action in check.play.dropFirst() { try await host.perform(try HostAction(parsing: action)) }
        #expect(host.screen() == check.expected)
        let store = CheckResultStore(path: NSTemporaryDirectory() + "lessons-results-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(atPath: store.path) }
        var result = CheckResult(check: check, status: .passed, actual: host.screen())
        result.picture = host.screenPicture()
        try store.record([result])
        let book = try Self.testedBook(results: store)
        defer { try? FileManager.default.removeItem(atPath: book.folder) }
        for width in [390, 1280] {
            let (dom, log) = try Chromium.dumpDOM("file://\(book.folder)/00-counter.html", width: width)
            let found = try Self.findings(dom)
            #expect(found.errors.isEmpty, "\(found.errors)")
            #expect(!log.contains("Uncaught"))
            let screen = try #require(
                found.screens?.first { $0.check == "\(check.location.line)" }, "no drawn screen at the check")
            #expect(screen.missing.isEmpty, "the drawing lacks \(screen.missing)")
            #expect(screen.width > 150 && screen.width <= Double(width), "the drawing is \(screen.width) px wide")
            #expect(found.scrollWidth <= found.clientWidth)
        }
    }

    @Test(
        "The search box finds a word of the course, and its first result leads to a page of the book",
        .enabled(if: Chromium.isInstalled, "needs Chromium: apt-get install chromium (.ci/run installs it)"))
    func search() throws {
        let book = try Self.testedBook()
        defer { try? FileManager.default.removeItem(atPath: book.folder) }
        let found = try Self.findings(try Chromium.dumpDOM("file://\(book.folder)/index.html", width: 1280).dom)
        let results = try #require(found.search)
        #expect(!results.isEmpty, "no result for printChanges")
        let first = try #require(results.first)
        let file = String(first.split(separator: "#")[0])
        #expect(FileManager.default.fileExists(atPath: book.folder + "/" + file), "\(first) leads nowhere")
    }

    @Test(
        "A folded answer opens, an edge case's prediction is compared in the page, and a flash card's grade is kept in the browser",
        .enabled(if: Chromium.isInstalled, "needs Chromium: apt-get install chromium (.ci/run installs it)"))
    func studying() throws {
        let book = try Self.testedBook()
        defer { try? FileManager.default.removeItem(atPath: book.folder) }
        let found = try Self.findings(try Chromium.dumpDOM("file://\(book.folder)/00-counter.html", width: 1280).dom)
        #expect(found.answerClosed == true)
        #expect(found.answerOpened == true)
        #expect(
            found.prediction?.hasPrefix("✓ Your prediction matches") == true,
            "\(found.prediction ?? "no prediction box")")
        #expect(found.graded == 1)

        // The exported file is one lessons review --import takes: the grade becomes a review of the card.
        let file = NSTemporaryDirectory() + "lessons-grades-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: file) }
        try #require(found.exported).write(toFile: file, atomically: true, encoding: .utf8)
        let entries = try BookGrades.read(file)
        #expect(entries.map(\.grade) == [.good])
        let lesson = try LessonLibrary.load(layout.lessons + "/00-counter.md").lesson
        let card = try #require(lesson.cards.first { $0.kind == .flashCard })
        #expect(entries.first?.lesson == "00-counter" && entries.first?.card == card.id)
        let store = StateStore(path: NSTemporaryDirectory() + "lessons-grades-\(UUID().uuidString)/state.json")
        let outcome = try BookGrades.merge(entries, into: store, lessons: [lesson])
        #expect(outcome.added == 1)
        #expect(try store.load().state.record(card.id, in: "00-counter").reviews.map(\.grade) == [.good])
    }
}
