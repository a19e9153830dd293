import Foundation

/// The lessons in a folder, read and parsed.
public enum LessonLibrary {
    /// The lesson files named by `paths` (files or folders), in order; `Lessons/` when empty.
    public static func files(_ paths: [String], layout: PackageLayout?) throws -> [String] {
        let fileManager = FileManager.default
        let roots = paths.isEmpty ? [layout.map { relative($0.lessons) } ?? "Lessons"] : paths
        var files: [String] = []
        for root in roots {
            // `lessons check ""` (an unset variable in a script) names no file: say that, not ": no such file".
            if root.isEmpty {
                throw LessonError.emptyPath
            }
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: root, isDirectory: &isDirectory) else {
                // A link that leads nowhere, or back to itself, is not "no such file": say what it is.
                var status = stat()
                if lstat(root, &status) == 0 { throw LessonError.unreadable(path: root, reason: whyUnreadable(root)) }
                throw LessonError.unreadable(path: root, reason: "no such file or folder")
            }
            if isDirectory.boolValue {
                let names: [String]
                do {
                    names = try fileManager.contentsOfDirectory(atPath: root)
                } catch {
                    throw LessonError.unreadable(
                        path: root, reason: "cannot list the folder: \(error.localizedDescription)")
                }
                files += names.filter { $0.hasSuffix(".md") && $0 != "README.md" }.sorted().map {
                    root.hasSuffix("/") ? root + $0 : root + "/" + $0
                }
            } else {
                files.append(root)
            }
        }
        // A file named twice (`Lessons Lessons/07-a.md`, `a.md ./a.md`) is checked and counted once.
        var seen: Set<String> = []
        return files.filter {
            seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath().path).inserted
        }
    }

    /// Reads and parses `path`.
    public static func load(_ path: String) throws -> (lesson: Lesson, diagnostics: [LessonDiagnostic]) {
        // Looked at before it is read: a pipe or a device (/dev/zero) would be read without end.
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw LessonError.unreadable(path: path, reason: whyUnreadable(path))
        }
        if Int(status.st_size) > largestLesson {
            throw LessonError.tooLarge(path: path, size: Int(status.st_size), limit: largestLesson)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LessonError.unreadable(path: path, reason: whyUnreadable(path))
        }
        return LessonParser.parse(bytes: data, path: path)
    }

    /// The most a lesson file may hold, in bytes: forty times the longest lesson of the course, and
    /// what `lessons show` lays out in a few seconds.
    static let largestLesson = 4 << 20

    /// Why `path` cannot be read as a lesson, and what to do: a folder, a pipe or device, a link to
    /// nothing or to itself, or permissions.
    static func whyUnreadable(_ path: String) -> String {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            return "cannot be read: it does not exist (was it moved or deleted during the run?)"
        }
        if status.st_mode & S_IFMT == S_IFLNK {
            var target = stat()
            if stat(path, &target) != 0 {
                let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
                return errno == ELOOP
                    ? "cannot be read: it is a symbolic link that leads back to itself (\(destination)); remove it or point it at a lesson"
                    : "cannot be read: it is a symbolic link to \(destination), which does not exist; remove it or point it at a lesson"
            }
            status = target
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
            return
                "is a folder, not a lesson file: rename it without .md, or check the lessons inside it with `lessons check \(path.hasSuffix("/") ? path : path + "/")`"
        case S_IFREG: return "cannot be read: check its permissions (chmod u+r \(path))"
        default: return "is not a regular file (a pipe, socket or device): a lesson is a Markdown file"
        }
    }

    /// Finds a lesson by number (`7`), file name or path.
    public static func find(_ name: String, layout: PackageLayout?) throws -> String {
        // An empty name (`lessons study ''`) is a prefix of every lesson's: name none of them.
        if name.trimmingCharacters(in: .whitespaces).isEmpty {
            throw LessonError.emptyName
        }
        if FileManager.default.fileExists(atPath: name) { return name }
        let all = try files([], layout: layout)
        // Two lessons numbered alike, or a prefix of two names, would open one of them silently.
        func one(_ matches: [String]) throws -> String? {
            guard matches.count > 1 else { return matches.first }
            throw LessonError.ambiguousName(name, matches: matches.map { ($0 as NSString).lastPathComponent })
        }
        if let number = Int(name), let match = try one(all.filter { lessonNumber($0) == number }) { return match }
        if let match = try one(all.filter { ($0 as NSString).lastPathComponent.hasPrefix(name) }) { return match }
        throw LessonError.noSuchLesson(name, lessons: all.map { ($0 as NSString).lastPathComponent })
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
