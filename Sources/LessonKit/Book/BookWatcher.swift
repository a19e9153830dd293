import Foundation

/// What `lessons book --watch` looks at: the course's Markdown files and their modification times,
/// so that a lesson saved is found and its page built again (as `mdbook serve` does for authors).
public struct BookWatcher {
    public let site: BookSite
    private var seen: [String: Date]
    private var titles: [String]

    public init(site: BookSite) throws {
        self.site = site
        seen = Self.times(site.layout)
        titles = try site.sidebarTitles()
    }

    // MARK: - Public API

    /// The course's files changed since the last look, in order; a file removed counts as changed.
    public mutating func changedFiles() -> [String] {
        let now = Self.times(site.layout)
        let changed = Set(now.keys).union(seen.keys).filter { now[$0] != seen[$0] }.sorted()
        seen = now
        return changed
    }

    /// Builds again what `changed` needs: a lesson's page (and the search index), or the whole site
    /// when the course's list changed or the format's page did. Returns every page it wrote, the one
    /// to look at first (the saved lesson's, else the format's or the front page).
    public mutating func rebuild(_ changed: [String]) throws -> [String] {
        var pages: [String] = []
        func page(_ name: String) -> String { site.output + "/" + name }
        for path in changed {
            let name = (path as NSString).lastPathComponent
            let exists = FileManager.default.fileExists(atPath: path)
            let own =
                name == "README.md" ? BookSite.formatPage : exists ? String(name.dropLast(3)) + ".html" : "index.html"
            let report: BookSite.Report?
            if name == "README.md" || !exists {
                report = try site.build()
                titles = try site.sidebarTitles()
            } else {
                let rebuilt = try site.rebuild(path, sidebarOf: titles)
                report = rebuilt.report
                titles = rebuilt.titles
            }
            guard let report else {
                if !pages.contains(page(own)) { pages.append(page(own)) }
                continue
            }
            // The whole site was written: every page of it, this file's first.
            let first = pages.first ?? page(own)
            return [first] + report.pages.map(page).filter { $0 != first }
        }
        return pages
    }

    /// `rebuilt 03-small.html`, or `rebuilt 3 pages: index.html, 03-small.html, 04-other.html`: every
    /// page a rebuild wrote, by name.
    public static func rebuiltLine(_ pages: [String]) -> String {
        let names = pages.map { ($0 as NSString).lastPathComponent }
        return names.count == 1
            ? "rebuilt \(names[0])" : "rebuilt \(names.count) pages: " + names.joined(separator: ", ")
    }

    static func times(_ layout: PackageLayout) -> [String: Date] {
        var times: [String: Date] = [:]
        let folder = layout.lessons
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasSuffix(".md") {
            let path = folder + "/" + name
            times[path] = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        }
        return times
    }
}
