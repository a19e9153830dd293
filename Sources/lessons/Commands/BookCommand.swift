import Foundation
import LessonKit

/// `lessons book` and `lessons review --import FILE`: the course as a site, and the grades given in it.
enum BookCommand {
    static func run(_ arguments: LessonsCommand.BookArguments) throws -> Int32 {
        guard let layout = PackageLayout.locate() else {
            throw RunnerError.setup(
                "cannot find the package (Package.swift with Sources/ViewGraph): run lessons from inside it")
        }
        let output =
            arguments.output.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? BookSite.defaultOutput(layout)
        let site = BookSite(layout: layout, output: output)
        let started = Date()
        let report = try site.build()
        for problem in report.problems { FileHandle.standardError.write(Data((problem + "\n").utf8)) }
        let front = output + "/index.html"
        print(
            "Wrote the book: \(report.pages.count) pages in \(BookSite.shown(output)) (\(String(format: "%.1f", Date().timeIntervalSince(started))) s)."
        )
        print(BookSite.statusLine(report))
        print("Open file://\(front)")
        if arguments.open { open(front) }
        guard arguments.watch else { return report.problems.isEmpty ? 0 : 1 }
        var watcher = try BookWatcher(site: site)
        say("Watching \(BookSite.shown(layout.lessons))/ for saved lessons; Ctrl-C stops.")
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
                    say("\(timeNow()) \(BookWatcher.rebuiltLine(pages)): reload file://\(first)")
                }
            } catch {
                FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
            }
        }
        return 0
    }

    /// Opens `path` (a file, or an `http:` address) with xdg-open when there is one, else says where it is.
    static func open(_ path: String) {
        let shown = path.hasPrefix("http://") ? path : "file://" + path
        let candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map {
            String($0) + "/xdg-open"
        }
        guard let opener = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            print("No xdg-open here to open a browser: open \(shown) in yours.")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            print("xdg-open could not start (\(error)): open \(shown) in your browser.")
            return
        }
        // xdg-open hands the page to a browser and ends; one that ends badly found none.
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if !process.isRunning && process.terminationStatus != 0 {
            print("xdg-open found no browser to open it (status \(process.terminationStatus)): open \(shown) in yours.")
        }
    }

    /// Prints `line` at once: `--watch` runs until it is stopped, and a pipe would keep its lines.
    static func say(_ line: String) {
        print(line)
        StandardOutput.flush()
    }

    static func timeNow() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: Date())
    }

    static func importGrades(_ file: String) throws -> Int32 {
        let lessons = try LessonLibrary.files([], layout: PackageLayout.locate()).map {
            try LessonLibrary.load($0).lesson
        }
        let entries = try BookGrades.read(file)
        let outcome = try BookGrades.merge(entries, into: .standard(), lessons: lessons)
        print(BookGrades.summary(outcome, file: file))
        return 0
    }
}
