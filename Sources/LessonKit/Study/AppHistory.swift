/// The app's files through a lesson: as the lesson starts, before and after each step, and each
/// edit as a change against the app as it stood.
///
/// Built by replaying the lesson's `swift file=` blocks in order, as the parser does for checks.
public struct AppHistory: Sendable {
    /// One `swift file=` block: the file before and after it.
    public struct Edit: Sendable {
        public var block: Block
        public var file: String
        /// The file's lines before the edit (empty for a new file).
        public var before: [String]
        public var after: [String]
    }

    /// One file of the app, as text.
    public struct File: Sendable, Equatable {
        public var name: String
        public var lines: [String]
    }

    public private(set) var edits: [Edit] = []
    /// The app after each section, by the section's index in `lesson.sections`.
    private var afterSection: [[File]] = []
    private let sections: [Section]

    public init(_ lesson: Lesson) {
        sections = lesson.sections
        var app = AppFiles()
        var sectionIndex = 0
        for block in lesson.blocks where block.kind == "swift" && block.attributes["program"] == nil {
            // A name that is no plain file name is an error of the lesson (`lessons check` says so):
            // never a file written outside the student's workspace.
            guard let file = block.attributes["file"], LessonParser.isPlainFileName(file) else { continue }
            while sectionIndex + 1 < sections.count, sections[sectionIndex + 1].location.line <= block.location.line {
                afterSection.append(Self.files(app))
                sectionIndex += 1
            }
            let before = app.files.first { $0.name == file }?.lines.map(\.text) ?? []
            if let declaration = block.attributes["replace"] {
                guard (try? app.replace(declaration, in: file, from: block)) != nil else { continue }
            } else {
                app.setFile(file, from: block)
            }
            let after = app.files.first { $0.name == file }?.lines.map(\.text) ?? []
            edits.append(Edit(block: block, file: file, before: before, after: after))
        }
        while afterSection.count < sections.count { afterSection.append(Self.files(app)) }
    }

    // MARK: - Public API

    /// The numbers of the lesson's steps, in order.
    public var stepNumbers: [Int] {
        sections.compactMap { if case .step(let number) = $0.kind { return number } else { return nil } }
    }

    /// The app as the lesson starts: after the sections before the first step.
    public var start: [File] {
        guard let first = sections.firstIndex(where: { if case .step = $0.kind { return true } else { return false } })
        else {
            return afterSection.last ?? []
        }
        return first == 0 ? [] : afterSection[first - 1]
    }

    /// The app as step `number` starts, or nil when there is no such step.
    public func before(step number: Int) -> [File]? {
        guard let index = sections.firstIndex(where: { $0.kind == .step(number) }) else { return nil }
        return index == 0 ? [] : afterSection[index - 1]
    }

    /// The app as step `number` leaves it, or nil when there is no such step.
    public func after(step number: Int) -> [File]? {
        guard let index = sections.firstIndex(where: { $0.kind == .step(number) }) else { return nil }
        return afterSection[index]
    }

    /// The edit a block made, if it is a `swift file=` block.
    public func edit(at location: SourceLocation) -> Edit? {
        edits.first { $0.block.location == location }
    }

    /// The step whose section holds `line`, if any.
    public func step(holding line: Int) -> Int? {
        var found: Int?
        for section in sections where section.location.line <= line {
            if case .step(let number) = section.kind { found = number } else { found = nil }
        }
        return found
    }

    static func files(_ app: AppFiles) -> [File] {
        app.files.map { File(name: $0.name, lines: $0.lines.map(\.text)) }
    }
}
