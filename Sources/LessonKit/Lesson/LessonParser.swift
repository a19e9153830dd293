import Foundation
import HostContract

/// Reads a lesson file into a `Lesson`, never failing on odd Markdown: problems come back as
/// diagnostics with `file:line`, and the rest of the lesson is still read.
public enum LessonParser {
    static let playCheckAttributes = Set([
        "play", "output", "from", "wildcards", "skip", "title", "swift", "known-issue", "recorded", "frames",
    ])
    .union(deviceAttributes)
    /// The attributes that say what a check was recorded on, on a check or in a lesson's
    /// `<!-- recorded-on: … -->` comment.
    static let deviceAttributes: Set<String> = ["device", "orientation", "ios"]
    static let diagnosticsAttributes: Set<String> = [
        "severity", "skip", "title", "wildcards", "swift", "known-issue", "recorded",
    ]
    static let swiftAttributes: Set<String> = ["file", "replace", "program"]
    static let bodiesAttributes = Set(["play", "output", "from", "skip", "title", "swift", "known-issue"]).union(
        deviceAttributes)

    /// Parses the text of a lesson read from `path`.
    public static func parse(_ text: String, path: String) -> (lesson: Lesson, diagnostics: [LessonDiagnostic]) {
        parse(LessonSource(bytes: text.utf8, path: path), path: path)
    }

    /// Parses a lesson file's bytes: any line ending, a byte order mark, and invalid UTF-8 (an error
    /// at its line).
    public static func parse(bytes: some Collection<UInt8>, path: String) -> (
        lesson: Lesson, diagnostics: [LessonDiagnostic]
    ) {
        parse(LessonSource(bytes: bytes, path: path), path: path)
    }

    static func parse(_ source: LessonSource, path: String) -> (lesson: Lesson, diagnostics: [LessonDiagnostic]) {
        if source.lines.isEmpty {
            // Not text this parser can read (UTF-16): the source said why.
            return (
                Lesson(path: path, title: "", sections: [], blocks: [], checks: [], cards: []), source.diagnostics
            )
        }
        return LessonReader.read(MarkdownDocument(lines: source.lines), path: path, diagnostics: source.diagnostics)
    }

    /// The closing fence a block never closed needs, as an edit, when where it goes is certain:
    /// after the block's last line that is not blank, when none of its lines is a heading and
    /// (outside Swift, whose code has blank lines) no blank line comes before its last one;
    /// otherwise the block may have swallowed prose, and only the author knows where it ends.
    static func closingFenceEdit(_ code: FencedCodeBlock, in document: MarkdownDocument) -> SourceEdit? {
        let content = code.content
        let isBlank = { (line: String) in line.allSatisfy { $0 == " " || $0 == "\t" } }
        guard !content.contains(where: { MarkdownHeading.parse($0) != nil }) else { return nil }
        let last = content.lastIndex { !isBlank($0) }
        if code.kind != "swift", let last, content[..<last].contains(where: isBlank) { return nil }
        let indent = String(repeating: " ", count: code.indent)
        // 1-based: the fence is at line `code.line`, content line k at `code.line + 1 + k`.
        return SourceEdit.insertingLines([indent + code.marker], before: code.line + 1 + (last.map { $0 + 1 } ?? 0))
    }

    /// The block kind `kind` is a typo of (`Console`, `consle`, `swfit`), or nil for a kind of its
    /// own (`text`, `sh`, `go`): a near miss counts only on words long enough not to be a language.
    static func misspelledKind(_ kind: String) -> String? {
        let kinds = ["swift", "console", "log", "screen", "diagnostics", "bodies"]
        if let exact = kinds.first(where: { $0 == kind.lowercased() }) { return exact == kind ? nil : exact }
        guard kind.count >= 4 else { return nil }
        return kinds.filter { $0.count >= 5 }.first {
            EditDistance.between(kind.lowercased(), $0) <= ($0.count >= 7 ? 2 : 1)
        }
    }

    /// Whether `file=` names a file of the app's one folder: no folder (`../x.swift`, `Views/A.swift`),
    /// no leading dot (`.lessons-workspace.json`).
    static func isPlainFileName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains("/") && !name.contains("\\") && !name.hasPrefix(".")
    }

    /// Whether a page's title makes it a guide: its first word is "Guide" (`# Guide · Title`).
    static func isGuideTitle(_ title: String) -> Bool {
        title.prefix { $0.isLetter }.lowercased() == "guide"
    }

    static func sectionKind(_ heading: String, step: inout Int) -> Section.Kind {
        let lower = heading.lowercased()
        // "Step", then a number or the end of the word: "Stepper basics" and "Steps to reproduce" are prose.
        if lower.hasPrefix("step"), !(lower.dropFirst(4).first?.isLetter ?? false) {
            let digits = lower.dropFirst(4).drop { $0 == " " }.prefix { $0.isNumber }
            // A number past any real lesson's is read as "the next step", never overflowing.
            if let number = Int(digits), number < 1_000_000 { step = number } else { step = min(step, 999_999) + 1 }
            return .step(step)
        }
        if lower.hasPrefix("the app as") { return .startingApp }
        if lower.hasPrefix("flash cards") { return .flashCards }
        if lower.hasPrefix("edge cases") { return .edgeCases }
        if lower.hasPrefix("interview") { return .interview }
        return .prose
    }

    /// The allowed word closest to `word`, if it is close enough to be a typo.
    static func closest(_ word: String, in candidates: Set<String>) -> String? {
        candidates.map { ($0, EditDistance.between(word, $0)) }.filter { $0.1 <= 2 }.min { $0.1 < $1.1 }?.0
    }
}
