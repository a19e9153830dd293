import Foundation

/// Reads a lesson's `MarkdownDocument` into a `Lesson`, block by block: its title, its sections,
/// its cards, and each code block as an edit of the app, a program or a check. The state of the
/// read (the section and card open, the `<details>` not yet closed, the app as it stands) is kept
/// here; `LessonReader+Blocks.swift` reads each code block.
struct LessonReader: MarkdownWalker {
    /// A card whose heading has been read, and what its lines show so far.
    struct OpenCard {
        var kind: Card.Kind
        /// The 1-based line of its heading.
        var line: Int
        var title: String
        /// Whether a `<details>` opened inside it.
        var hasDetails = false
        /// The blocks after its heading.
        var blocks: [MarkdownBlock] = []
    }

    let path: String
    let document: MarkdownDocument
    var diagnostics: [LessonDiagnostic]

    var title = ""
    var kind = Lesson.Kind.lesson
    /// The 1-based line of the title.
    var titleLine: Int?
    var sections: [Section] = []
    var blocks: [Block] = []
    var checks: [Check] = []
    var cards: [Card] = []

    var app = AppFiles()
    /// The whole program the checks after it run, and the level of the heading it is under.
    var program: (block: Block, level: Int)?
    var section: Section
    /// The 1-based line the current section starts on.
    var sectionStart = 1
    var headingStack: [(level: Int, text: String)] = []
    var card: OpenCard?
    var stepNumber = 0
    /// The 1-based line of each step's heading.
    var stepLines: [Int: Int] = [:]
    /// The 1-based line of the card with each id.
    var cardLinesByID: [String: Int] = [:]
    /// The 1-based lines of the `<details>` opened and not yet closed in the current card or section.
    var openDetails: [Int] = []
    /// What the lesson says it was recorded on (`<!-- recorded-on: device="iPhone 13" -->`), for
    /// every check after it that does not say otherwise.
    var recordedOn: [String: String] = [:]

    init(document: MarkdownDocument, path: String, diagnostics: [LessonDiagnostic]) {
        self.document = document
        self.path = path
        self.diagnostics = diagnostics
        section = Section(kind: .prose, title: "", location: SourceLocation(file: path, line: 1), markdown: "")
    }

    // MARK: - Public API

    /// Reads the whole document into the lesson and what is wrong with it.
    static func read(_ document: MarkdownDocument, path: String, diagnostics: [LessonDiagnostic]) -> (
        lesson: Lesson, diagnostics: [LessonDiagnostic]
    ) {
        var reader = LessonReader(document: document, path: path, diagnostics: diagnostics)
        document.walk(&reader)
        return reader.finish()
    }

    func location(_ line: Int) -> SourceLocation { SourceLocation(file: path, line: line) }

    // MARK: Visitation

    mutating func visitCodeBlock(_ code: FencedCodeBlock) {
        card?.blocks.append(.code(code))
        switch code.closing {
        case .fence:
            if let block = makeBlock(code) {
                blocks.append(block)
                accept(block, from: code)
            }
        case .interrupted(let line, let intruder):
            // A block whose closing fence is missing swallows the lesson that follows it. Say so at
            // its fence, and end it before the line that shows it (read next as Markdown).
            let closing = LessonParser.closingFenceEdit(code, in: document)
            diagnostics.append(
                LessonDiagnostic(
                    location(code.line), "this code block is never closed: line \(line) \(intruder)",
                    fix: closing.map { "end the block with a line of \(code.marker) after line \($0.start.line - 1)" }
                        ?? "end the block with a line of \(code.marker) where its content ends, before line \(line)",
                    edit: closing))
            if let block = makeBlock(code) {
                blocks.append(block)
                accept(block, from: code)
            }
        case .endOfFile:
            diagnostics.append(
                LessonDiagnostic(
                    location(code.line), "this code block is never closed: it runs to the end of the file",
                    fix: "end it with a line of \(code.marker)"))
        }
    }

    mutating func visitHeading(_ heading: MarkdownHeading) {
        let line = heading.line
        if let open = program, heading.level <= open.level { program = nil }
        while let last = headingStack.last, last.level >= heading.level { headingStack.removeLast() }
        headingStack.append((heading.level, heading.text))
        if heading.level == 1 {
            if let first = titleLine {
                diagnostics.append(
                    LessonDiagnostic(
                        location(line), "a second title: the lesson's title is the `# ` heading at line \(first)",
                        fix: "a lesson has one `# ` heading; make this one `## ` (a section) or `### `"))
            } else {
                title = heading.text
                titleLine = line
                if LessonParser.isGuideTitle(title) { kind = .guide }
            }
        } else if heading.level == 2 {
            finishSection(before: line)
            // A guide has no steps and no cards of its own: a heading such as "Steps to profile" is prose there.
            let sectionKind = kind == .guide ? .prose : LessonParser.sectionKind(heading.text, step: &stepNumber)
            if case .step(let number) = sectionKind {
                if let first = stepLines[number] {
                    diagnostics.append(
                        LessonDiagnostic(
                            location(line), "step \(number) is already the step at line \(first)",
                            fix: "number the steps in order: this one is step \((stepLines.keys.max() ?? 0) + 1)?"))
                } else {
                    stepLines[number] = line
                }
            }
            section = Section(kind: sectionKind, title: heading.text, location: location(line), markdown: "")
            sectionStart = line
            return
        } else if heading.level == 3, [.flashCards, .edgeCases, .interview].contains(section.kind) {
            finishCard(before: line)
            let kind: Card.Kind =
                section.kind == .flashCards ? .flashCard : section.kind == .edgeCases ? .edgeCase : .interview
            card = OpenCard(kind: kind, line: line, title: heading.text)
            return
        }
        card?.blocks.append(.heading(heading))
    }

    mutating func visitTextLine(_ line: MarkdownTextLine) {
        card?.blocks.append(.text(line))
        trackDetails(line)
        readRecordedOn(line)
    }

    // MARK: Sections and cards

    /// Ends the reading: the last section and card, and what the whole lesson lacks.
    mutating func finish() -> (lesson: Lesson, diagnostics: [LessonDiagnostic]) {
        finishSection(before: document.firstLine + document.lines.count)
        var lesson = Lesson(
            path: path, title: title, kind: kind, sections: sections, blocks: blocks, checks: checks, cards: cards)
        lesson.document = document
        for section in sections {
            diagnostics += StepHint.hints(in: section, document: lesson.document(of: section)).diagnostics
        }
        if titleLine == nil {
            diagnostics.append(
                LessonDiagnostic(
                    location(1), "the lesson has no title",
                    fix: "start it with `# Lesson N · Title`, or `# Guide · Title` for a guide"))
        }
        return (lesson, diagnostics)
    }

    /// Ends the current section before the 1-based line `end`.
    mutating func finishSection(before end: Int) {
        finishCard(before: end)
        closeDetails(inCard: false)
        if end > sectionStart {
            section.markdown = document.lines[(sectionStart - document.firstLine)..<(end - document.firstLine)]
                .joined(separator: "\n")
            sections.append(section)
        }
    }

    /// Ends the open card, if any, before the 1-based line `end`: its id, front and answer.
    mutating func finishCard(before end: Int) {
        guard let open = card else { return }
        closeDetails(inCard: true)
        card = nil
        let id = open.blocks.lazy.compactMap { block -> String? in
            guard case .text(let line) = block else { return nil }
            return line.closedComments.lazy.compactMap { $0.firstMatch(of: cardID).map { String($0.1) } }.first
        }.first
        if id == nil {
            diagnostics.append(
                LessonDiagnostic(
                    location(open.line), "the \(open.kind.rawValue) \"\(open.title)\" has no id",
                    fix:
                        "add `<!-- id: a-short-stable-name -->` under its heading; it keeps the card's review history when the text changes"
                ))
        } else if let id, let first = cardLinesByID[id] {
            // Two cards with one id would write into one review record.
            diagnostics.append(
                LessonDiagnostic(
                    location(open.line), "the id `\(id)` is already the id of the card at line \(first)",
                    fix: "give this \(open.kind.rawValue) an id of its own; an id keys the card's review history"))
        } else if let id {
            cardLinesByID[id] = open.line
        }
        if !open.hasDetails {
            diagnostics.append(
                LessonDiagnostic(
                    location(open.line), "the \(open.kind.rawValue) \"\(open.title)\" has no answer",
                    fix: "put its answer inside <details><summary>Answer</summary> … </details>"))
        }
        let (front, answer) = Self.frontAndAnswer(of: open.blocks, in: document)
        cards.append(
            Card(
                kind: open.kind, id: id ?? "line-\(open.line)", front: open.title,
                frontMarkdown: front.trimmingWhitespaceAndNewlines(),
                answerMarkdown: answer.trimmingWhitespaceAndNewlines(),
                location: location(open.line)))
    }

    /// A card's front (its text before the first `<details>`, without comments) and its answer (what
    /// that `<details>` holds after its `</summary>`, as written). A card whose `<details>` is never
    /// closed has no answer, and its front is all of it.
    static func frontAndAnswer(of blocks: [MarkdownBlock], in document: MarkdownDocument) -> (
        front: String, answer: String
    ) {
        var front = ""
        var cut: (front: String, line: Int, rest: String)?
        var insideComment = false
        for (index, block) in blocks.enumerated() {
            if index > 0 && !insideComment { front += "\n" }
            guard case .text(let line) = block else {
                insideComment = false
                let range = block.range
                front += (range.lowerBound.line...range.upperBound.line).map { document.line($0) }
                    .joined(separator: "\n")
                continue
            }
            insideComment = false
            for piece in line.pieces {
                switch piece {
                case .text(let text):
                    if cut == nil, let start = text.byteRange(of: "<details>") {
                        let rest = line.source.byteRange(of: "<details>").map { line.source[$0.upperBound...] } ?? ""
                        front += text[..<start.lowerBound]
                        cut = (front, line.line, String(rest))
                        front += text[start.lowerBound...]
                    } else {
                        front += text
                    }
                case .comment(_, _, let closes):
                    insideComment = !closes
                }
            }
        }
        guard let cut, let last = blocks.last?.range.upperBound.line else { return (front, "") }
        var lines = [cut.rest]
        if last > cut.line { lines += ((cut.line + 1)...last).map { document.line($0) } }
        let rest = lines.joined(separator: "\n")
        guard let end = rest.byteRange(of: "</details>") else { return (front, "") }
        var answer = String(rest[..<end.lowerBound])
        if let summaryEnd = answer.byteRange(of: "</summary>") { answer = String(answer[summaryEnd.upperBound...]) }
        return (cut.front, answer)
    }

    /// Reports each `<details>` still open where a card or a section ends.
    mutating func closeDetails(inCard: Bool) {
        for line in openDetails {
            diagnostics.append(
                LessonDiagnostic(
                    location(line),
                    "this <details> is never closed" + (inCard ? ", so the card's answer would be empty" : ""),
                    fix: "end the answer with a line </details>"))
        }
        openDetails = []
    }

    /// Follows the `<details>` and `</details>` of an HTML line (one that starts with either).
    mutating func trackDetails(_ line: MarkdownTextLine) {
        let visible = line.visible
        guard visible.has("details") else { return }
        let trimmed = visible.trimmingWhitespace()
        guard trimmed.hasPrefix("<details") || trimmed.hasPrefix("</details") else { return }
        for match in trimmed.matches(of: detailsTag) {
            if match.1.isEmpty {
                openDetails.append(line.line)
                card?.hasDetails = true
            } else if openDetails.popLast() == nil {
                diagnostics.append(
                    LessonDiagnostic(
                        location(line.line), "this </details> closes no <details>",
                        fix: "remove it, or open the answer above it with <details><summary>Answer</summary>"))
            }
        }
    }

    /// Reads a `<!-- recorded-on: … -->` line: its attributes, as a block's are written.
    mutating func readRecordedOn(_ line: MarkdownTextLine) {
        guard let inner = line.wholeLineComment?.trimmingWhitespace(), inner.hasPrefix("recorded-on:") else { return }
        let deviceAttributes = LessonParser.deviceAttributes
        do {
            let info = try InfoString.parse(
                "recorded-on " + inner.dropFirst("recorded-on:".count).trimmingCharacters(in: .whitespaces))
            for key in info.attributes.keys.sorted() where !deviceAttributes.contains(key) {
                diagnostics.append(
                    LessonDiagnostic(
                        location(line.line), "unknown attribute `\(key)` in `recorded-on`",
                        fix:
                            "it takes device=, orientation= and ios=: <!-- recorded-on: device=\"iPhone 13\" ios=18 -->"
                    ))
            }
            recordedOn = info.attributes.filter { deviceAttributes.contains($0.key) }
        } catch {
            diagnostics.append(
                LessonDiagnostic(
                    location(line.line), "cannot read `recorded-on`: \(error)",
                    fix:
                        "write attributes as key=value or key=\"value with spaces\": <!-- recorded-on: device=\"iPhone 13\" -->"
                ))
        }
    }
}

// The reader's patterns, made once: a regex literal is compiled each time its line runs.
// Unsafe, but only read: a Regex is not Sendable, and these are never changed.
nonisolated(unsafe) private let detailsTag = #/<(/?)details\b/#
nonisolated(unsafe) private let cardID = #/^\s*id:\s*([A-Za-z0-9._-]+)\s*$/#
