/// A hint a lesson gives for one of its steps, shown one at a time by `lessons hint`.
///
/// In the lesson, a hint is a folded block in the step's text, after what the step asks, so that
/// it reads as a hint on GitHub and in the book too (folded until opened):
///
///     <details><summary>Hint</summary>
///
///     Which property does the card print? The step asks for the city.
///
///     </details>
///
/// The summary is `Hint`, or `Hint: a few words` that say what it is about; a step gives its hints
/// from the gentlest to the most telling.
public struct StepHint: Sendable, Equatable {
    /// The words after `Hint:` in the summary, if any.
    public var about: String?
    /// The hint's Markdown, without its `<details>` lines.
    public var markdown: String
    /// Where its `<details>` line is.
    public var location: SourceLocation
    /// The line of its `</details>`.
    public var lastLine: Int

    // MARK: - Public API

    /// The hints of `section`, in order, and what is wrong with any of them. A hint outside a step
    /// is an error there: nothing would show it.
    public static func hints(in section: Section) -> (hints: [StepHint], diagnostics: [LessonDiagnostic]) {
        hints(in: section, document: MarkdownDocument(parsing: section.markdown, firstLine: section.location.line))
    }

    /// The hints of `section`, whose blocks `document` holds (the lesson's own, as parsed).
    static func hints(in section: Section, document: MarkdownDocument) -> (
        hints: [StepHint], diagnostics: [LessonDiagnostic]
    ) {
        var hints: [StepHint] = []
        var diagnostics: [LessonDiagnostic] = []
        var open: (line: Int, about: String?, body: [String], depth: Int)?
        func location(_ line: Int) -> SourceLocation { SourceLocation(file: section.location.file, line: line) }
        for block in document.blocks {
            let line: String
            switch block {
            case .code(let code):
                // A code block is the hint's text, whatever its lines look like.
                let range = code.range
                open?.body += (range.lowerBound.line...range.upperBound.line).map { document.line($0) }
                continue
            case .heading(let heading): line = heading.source
            case .text(let text): line = text.source
            }
            let number = block.line
            let trimmed = line.trimmingWhitespace()
            if var current = open {
                if trimmed.hasPrefix("<details") {
                    if isHint(trimmed) {
                        diagnostics.append(
                            LessonDiagnostic(
                                location(number), "a hint inside the hint at line \(current.line)",
                                fix: "close the first hint with </details> before this one begins"))
                    }
                    current.depth += 1
                } else if trimmed.hasPrefix("</details") {
                    if current.depth == 0 {
                        let text = current.body.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
                        if text.isEmpty {
                            diagnostics.append(
                                LessonDiagnostic(
                                    location(current.line), "this hint is empty",
                                    fix: "write the hint between </summary> and </details>, or remove it"))
                        } else {
                            hints.append(
                                StepHint(
                                    about: current.about, markdown: text, location: location(current.line),
                                    lastLine: number))
                        }
                        open = nil
                        continue
                    }
                    current.depth -= 1
                }
                current.body.append(line)
                open = current
                continue
            }
            guard trimmed.hasPrefix("<details"), isHint(trimmed) else { continue }
            guard case .step = section.kind else {
                diagnostics.append(
                    LessonDiagnostic(
                        location(number), "a hint outside a step: `lessons hint` shows a step's hints only",
                        fix: "move it into the step it helps with, or make its summary other than `Hint`"))
                continue
            }
            guard let summary = trimmed.firstMatch(of: hintSummary) else {
                diagnostics.append(
                    LessonDiagnostic(
                        location(number), "this hint's summary is not `<summary>Hint</summary>` on the <details> line",
                        fix:
                            "write `<details><summary>Hint</summary>` (or `<summary>Hint: what it is about</summary>`) on one line"
                    ))
                continue
            }
            let about = summary.1.map(String.init).flatMap { $0.isEmpty ? nil : $0 }
            let rest = String(summary.2).trimmingCharacters(in: .whitespaces)
            open = (number, about, rest.isEmpty ? [] : [rest], 0)
        }
        // A hint never closed: the parser reports the open <details> already.
        return (hints, diagnostics)
    }

    /// Whether a `<details>` line opens a hint: its summary begins with the word `Hint`.
    static func isHint(_ line: String) -> Bool {
        line.firstMatch(of: hintOpening) != nil
    }
}

extension StepHint {
    /// `section`'s Markdown with its hints folded away (a hint that holds a code block stays, since
    /// blocks are matched with the step's edits and checks in order), and the hints folded.
    public static func folding(_ section: Section) -> (markdown: String, folded: [StepHint]) {
        let folded = hints(in: section).hints.filter { !$0.markdown.contains("```") && !$0.markdown.contains("~~~") }
        guard !folded.isEmpty else { return (section.markdown, []) }
        let lines = section.markdown.splitAtLineFeeds().map(String.init)
        var kept: [String] = []
        for (index, line) in lines.enumerated() {
            let fileLine = section.location.line + index
            if folded.contains(where: { ($0.location.line...$0.lastLine).contains(fileLine) }) { continue }
            kept.append(line)
        }
        return (kept.joined(separator: "\n"), folded)
    }
}

extension Lesson {
    /// The hints of step `number`, in order.
    public func hints(ofStep number: Int) -> [StepHint] {
        sections.first { $0.kind == .step(number) }.map { StepHint.hints(in: $0).hints } ?? []
    }
}

// Made once: a regex literal is compiled each time its line runs.
// Unsafe, but only read: a Regex is not Sendable, and these are never changed.
nonisolated(unsafe) private let hintSummary = #/<summary>\s*Hint\s*(?::\s*(.*?))?\s*</summary>(.*)$/#
nonisolated(unsafe) private let hintOpening = #/^<details[^>]*>\s*<summary>\s*Hint\b/#
