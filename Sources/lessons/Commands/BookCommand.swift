import Foundation
import LessonKit

/// `lessons book [--out DIR] [--open] [--watch]`: the course as a static site.
struct BookCommand: Command {
    static let name = "book"
    static let summary = "the whole course as a website, to read in a browser"
    static let group = CommandGroup.learning
    static let operands = Operands.none(why: "`lessons book` takes no lesson: it writes the whole course")
    static let options: [Option] = [
        .value(
            "--out", "DIR", needs: "a folder, such as --out site", refusesBlank: true,
            help: "where to write it (default: .build/book)"),
        .flag("--open", help: "open it in the browser (xdg-open), or print where it is"),
        .flag(
            "--watch",
            help:
                "build a lesson's page again each time it is saved (it checks the lessons' modification times twice a second); Ctrl-C stops"
        ),
    ]
    static let discussion = """
        Writes the whole course (Lessons/*.md, lessons then guides) as a static site:
        a sidebar, a page per lesson with its steps, each edit of the app as a change,
        each console beside what the engine printed with its status from the last
        `lessons check` (passed, failed with its diff, skipped with its reason, not yet
        checked), flash cards and edge cases with their answers folded, and a search
        box. It reads from file:// with no server and no network, and can be
        published as it is. Flash-card grades given in it are kept in the browser;
        `lessons review --import FILE` takes in the file its Export grades saves.
        """

    /// `--out DIR`: where the site goes (default `.build/book`).
    var output: String?
    /// `--open`: open the front page in the browser (xdg-open), or print where it is.
    var open = false
    /// `--watch`: build again the page of each lesson saved, until stopped.
    var watch = false

    init(output: String? = nil, open: Bool = false, watch: Bool = false) {
        self.output = output
        self.open = open
        self.watch = watch
    }

    init(_ arguments: ParsedArguments) throws {
        self.init(output: arguments.value("--out"), open: arguments.flag("--open"), watch: arguments.flag("--watch"))
    }

    func run() throws -> ExitCode {
        let layout = try PackageLayout.locatedPackage()
        let output =
            self.output.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? BookSite.defaultOutput(layout)
        let site = BookSite(layout: layout, output: output)
        let started = Date()
        let report = try site.build()
        for problem in report.problems { StandardError.write(problem) }
        let front = output + "/index.html"
        print(
            "Wrote the book: \(report.pages.count) pages in \(BookSite.shown(output)) (\(String(format: "%.1f", Date().timeIntervalSince(started))) s)."
        )
        print(BookSite.statusLine(report))
        print("Open file://\(front)")
        if open { Browser.open(front) }
        guard watch else { return ExitCode(succeeded: report.problems.isEmpty) }
        var watcher = try BookWatcher(site: site)
        StandardOutput.say("Watching \(BookSite.shown(layout.lessons))/ for saved lessons; Ctrl-C stops.")
        while !Interruption.shared.isStopping {
            Thread.sleep(forTimeInterval: 0.5)
            let changed = watcher.changedFiles()
            guard !changed.isEmpty else { continue }
            // Let an editor finish writing before reading.
            Thread.sleep(forTimeInterval: 0.2)
            _ = watcher.changedFiles()
            do {
                let pages = try watcher.rebuild(changed)
                if let first = pages.first {
                    StandardOutput.say(
                        "\(StandardOutput.timeNow()) \(BookWatcher.rebuiltLine(pages)): reload file://\(first)")
                }
            } catch {
                StandardError.write("Error: \(error)")
            }
        }
        return .success
    }
}
