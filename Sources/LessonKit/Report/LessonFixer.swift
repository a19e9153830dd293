import Foundation

/// `lessons check --fix`: makes the edits the lesson parser's diagnostics carry (`SourceEdit`), so
/// that a lesson written to an older format is brought up to date without hand edits.
///
/// Only a diagnostic that carries an edit is fixed; its edit is exact (a range and its new text),
/// never worked out again from the message. The rest are returned as not fixed, each with its
/// `fix:` for the author to do. A fix can bring an error into view (a block that was never closed
/// hid the blocks after it), so the lesson is read again after each round of edits, for at most
/// `rounds`. The file is written whole or not at all (`AtomicFile`), in its own line endings.
public enum LessonFixer {
    /// One edit made: where, the lines it replaced, and the lines now there.
    public struct Change: Sendable, Equatable {
        /// Where the edit begins, in the file as that round read it.
        public var location: SourceLocation
        /// The diagnostic's message: what was wrong.
        public var message: String
        /// The lines the edit replaced (none for a line inserted).
        public var before: [String]
        /// The lines now in their place.
        public var after: [String]
    }

    /// What `fix` did to one file.
    public struct Outcome: Sendable {
        public var changes: [Change] = []
        /// The problems left, which need the author (each with its `fix:`).
        public var notFixed: [LessonDiagnostic] = []
    }

    /// The most rounds of read, edit, read again.
    static let rounds = 5

    // MARK: - Public API

    /// Makes the mechanical fixes of the lesson at `file`, and writes it if any was made.
    public static func fix(_ file: String) throws -> Outcome {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw AtomicFile.Failure(description: "\(file) cannot be read: nothing was fixed")
        }
        var source = LessonSource(bytes: data, path: file)
        var outcome = Outcome()
        var lines = source.lines
        for _ in 0..<rounds {
            let diagnostics = LessonParser.parse(source, path: file).diagnostics
            let fixable = diagnostics.filter { $0.edit != nil }
            outcome.notFixed = diagnostics.filter { $0.edit == nil }
            guard !fixable.isEmpty else { break }
            guard let edited = SourceEdit.apply(fixable.map { $0.edit! }, to: lines) else {
                // Edits that overlap cannot all be right: none is made, and each is left to the author.
                outcome.notFixed = diagnostics
                break
            }
            for diagnostic in fixable {
                outcome.changes.append(change(diagnostic, in: lines, file: file))
            }
            lines = edited
            source.lines = lines
        }
        outcome.notFixed.sort { $0.location < $1.location }
        guard !outcome.changes.isEmpty else { return outcome }
        do {
            try AtomicFile.write(Data(source.text(of: lines).utf8), to: file)
        } catch {
            throw AtomicFile.Failure(description: "\(file) was not fixed, and is unchanged: \(error)")
        }
        return outcome
    }

    /// The change `diagnostic`'s edit makes to `lines`, seen alone.
    static func change(_ diagnostic: LessonDiagnostic, in lines: [String], file: String) -> Change {
        let edit = diagnostic.edit!
        let replaced = edit.start.line...edit.end.line
        let insertsLines = edit.start == edit.end && edit.start.column == 0 && edit.text.hasSuffix("\n")
        let before = insertsLines ? [] : Array(lines[(replaced.lowerBound - 1)...(replaced.upperBound - 1)])
        let alone = SourceEdit.apply([edit], to: lines) ?? lines
        let count = insertsLines ? edit.text.split(separator: "\n").count : before.count + (alone.count - lines.count)
        let after = Array(alone[(edit.start.line - 1)..<(edit.start.line - 1 + count)])
        return Change(
            location: SourceLocation(file: file, line: edit.start.line), message: diagnostic.message, before: before,
            after: after)
    }

    /// How a change is said: `FIXED file:line: what was wrong`, then the lines before and after.
    public static func describe(_ change: Change) -> String {
        var out = "FIXED \(change.location): \(change.message)\n"
        out += change.before.isEmpty ? "        (a new line)\n" : change.before.map { "        \($0)\n" }.joined()
        out += change.after.enumerated().map { ($0 == 0 ? "      → " : "        ") + $1 }.joined(separator: "\n")
        return out
    }

    /// How a problem left is said: `NOT FIXED file:line: what is wrong`, then what to do.
    public static func describe(notFixed problem: LessonDiagnostic) -> String {
        "NOT FIXED \(problem.location): \(problem.message)\n      do it by hand: \(problem.fix ?? "see Lessons/README.md")"
    }
}
