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
    /// when the course's list changed or the format's page did. Returns the pages to look at.
    public mutating func rebuild(_ changed: [String]) throws -> [String] {
        var pages: [String] = []
        for path in changed {
            let name = (path as NSString).lastPathComponent
            if name == "README.md" || !FileManager.default.fileExists(atPath: path) {
                try site.build()
                titles = try site.sidebarTitles()
                return [site.output + "/" + (name == "README.md" ? BookSite.formatPage : "index.html")]
            }
            let (report, now) = try site.rebuild(path, sidebarOf: titles)
            titles = now
            if report != nil { return [site.output + "/" + String(name.dropLast(3)) + ".html"] }
            pages.append(site.output + "/" + String(name.dropLast(3)) + ".html")
        }
        return pages
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
