import Foundation

/// The lessons in a folder, read and parsed.
public enum LessonLibrary {
    /// The lesson files named by `paths` (files or folders), in order; `Lessons/` when empty.
    public static func files(_ paths: [String], layout: PackageLayout?) throws -> [String] {
        let fileManager = FileManager.default
        let roots = paths.isEmpty ? [layout.map { relative($0.lessons) } ?? "Lessons"] : paths
        var files: [String] = []
        for root in roots {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: root, isDirectory: &isDirectory) else {
                throw RunnerError.setup("\(root): no such file or folder")
            }
            if isDirectory.boolValue {
                let names: [String]
                do {
                    names = try fileManager.contentsOfDirectory(atPath: root)
                } catch {
                    throw RunnerError.setup("\(root): cannot list the folder: \(error.localizedDescription)")
                }
                files += names.filter { $0.hasSuffix(".md") && $0 != "README.md" }.sorted().map { root.hasSuffix("/") ? root + $0 : root + "/" + $0 }
            } else {
                files.append(root)
            }
        }
        return files
    }

    /// Reads and parses `path`.
    public static func load(_ path: String) throws -> (lesson: Lesson, diagnostics: [LessonDiagnostic]) {
        guard let data = FileManager.default.contents(atPath: path) else { throw RunnerError.setup("\(path): cannot be read") }
        return LessonParser.parse(bytes: data, path: path)
    }

    /// Finds a lesson by number (`7`), file name or path.
    public static func find(_ name: String, layout: PackageLayout?) throws -> String {
        if FileManager.default.fileExists(atPath: name) { return name }
        let all = try files([], layout: layout)
        if let number = Int(name), let match = all.first(where: { lessonNumber($0) == number }) { return match }
        if let match = all.first(where: { ($0 as NSString).lastPathComponent.hasPrefix(name) }) { return match }
        throw RunnerError.setup("no lesson \"\(name)\"; the lessons are: " + all.map { ($0 as NSString).lastPathComponent }.joined(separator: ", "))
    }

    static func lessonNumber(_ path: String) -> Int? {
        Int((path as NSString).lastPathComponent.prefix { $0.isNumber })
    }

    /// `path` relative to the current folder when it is below it.
    static func relative(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
    }
}
