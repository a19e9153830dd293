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
        var diagnostics = source.diagnostics
        let lines = source.lines
        func location(_ index: Int) -> SourceLocation { SourceLocation(file: path, line: index + 1) }
        if lines.isEmpty {
            // Not text this parser can read (UTF-16): the source said why.
            return (Lesson(path: path, title: "", sections: [], blocks: [], checks: [], cards: []), diagnostics)
        }

        var title = ""
        var kind = Lesson.Kind.lesson
        var titleLine: Int?
        var sections: [Section] = []
        var blocks: [Block] = []
        var checks: [Check] = []
        var cards: [Card] = []

        var app = AppFiles()
        var program: (block: Block, level: Int)?
        var currentSection = Section(kind: .prose, title: "", location: location(0), markdown: "")
        var sectionLines: [String] = []
        var headingStack: [(level: Int, text: String)] = []
        var card: (kind: Card.Kind, start: Int, title: String)?
        var cardLines: [String] = []
        var stepNumber = 0
        var stepLines: [Int: Int] = [:]
        var cardLinesByID: [String: Int] = [:]
        /// The lines of the `<details>` opened and not yet closed in the current card or section.
        var openDetails: [Int] = []
        var cardHasDetails = false
        /// What the lesson says it was recorded on (`<!-- recorded-on: device="iPhone 13" -->`), for
        /// every check after it that does not say otherwise.
        var recordedOn: [String: String] = [:]

        /// Reads a `<!-- recorded-on: … -->` line: its attributes, as a block's are written.
        func readRecordedOn(_ line: String, at index: Int) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") else { return }
            let inner = trimmed.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
            guard inner.hasPrefix("recorded-on:") else { return }
            do {
                let info = try InfoString.parse(
                    "recorded-on " + inner.dropFirst("recorded-on:".count).trimmingCharacters(in: .whitespaces))
                for key in info.attributes.keys.sorted() where !deviceAttributes.contains(key) {
                    diagnostics.append(
                        LessonDiagnostic(
                            location(index), "unknown attribute `\(key)` in `recorded-on`",
                            fix:
                                "it takes device=, orientation= and ios=: <!-- recorded-on: device=\"iPhone 13\" ios=18 -->"
                        ))
                }
                recordedOn = info.attributes.filter { deviceAttributes.contains($0.key) }
            } catch {
                diagnostics.append(
                    LessonDiagnostic(
                        location(index), "cannot read `recorded-on`: \(error)",
                        fix:
                            "write attributes as key=value or key=\"value with spaces\": <!-- recorded-on: device=\"iPhone 13\" -->"
                    ))
            }
        }

        /// Reports each `<details>` still open where a card or a section ends.
        func closeDetails(inCard: Bool) {
            for line in openDetails {
                diagnostics.append(
                    LessonDiagnostic(
                        location(line),
                        "this <details> is never closed" + (inCard ? ", so the card's answer would be empty" : ""),
                        fix: "end the answer with a line </details>"))
            }
            openDetails = []
        }

        func finishCard() {
            guard let open = card else { return }
            closeDetails(inCard: true)
            let body = cardLines.joined(separator: "\n")
            let id = body.contains("id:") ? body.firstMatch(of: cardID).map { String($0.1) } : nil
            if id == nil {
                diagnostics.append(
                    LessonDiagnostic(
                        location(open.start), "the \(open.kind.rawValue) \"\(open.title)\" has no id",
                        fix:
                            "add `<!-- id: a-short-stable-name -->` under its heading; it keeps the card's review history when the text changes"
                    ))
            } else if let id, let first = cardLinesByID[id] {
                // Two cards with one id would write into one review record.
                diagnostics.append(
                    LessonDiagnostic(
                        location(open.start), "the id `\(id)` is already the id of the card at line \(first + 1)",
                        fix: "give this \(open.kind.rawValue) an id of its own; an id keys the card's review history"))
            } else if let id {
                cardLinesByID[id] = open.start
            }
            if !cardHasDetails {
                diagnostics.append(
                    LessonDiagnostic(
                        location(open.start), "the \(open.kind.rawValue) \"\(open.title)\" has no answer",
                        fix: "put its answer inside <details><summary>Answer</summary> … </details>"))
            }
            var front = body
            var answer = ""
            if let start = body.range(of: "<details>"),
                let end = body.range(of: "</details>", range: start.upperBound..<body.endIndex)
            {
                front = String(body[..<start.lowerBound])
                answer = String(body[start.upperBound..<end.lowerBound])
                if let summaryEnd = answer.range(of: "</summary>") { answer = String(answer[summaryEnd.upperBound...]) }
            }
            front = front.replacingOccurrences(of: #"<!--[^>]*-->"#, with: "", options: .regularExpression)
            cards.append(
                Card(
                    kind: open.kind, id: id ?? "line-\(open.start + 1)", front: open.title,
                    frontMarkdown: front.trimmingCharacters(in: .whitespacesAndNewlines),
                    answerMarkdown: answer.trimmingCharacters(in: .whitespacesAndNewlines),
                    location: location(open.start)))
            card = nil
            cardLines = []
            cardHasDetails = false
        }

        func finishSection() {
            finishCard()
            closeDetails(inCard: false)
            currentSection.markdown = sectionLines.joined(separator: "\n")
            if !sectionLines.isEmpty { sections.append(currentSection) }
            sectionLines = []
        }

        /// Follows the `<details>` and `</details>` of an HTML line (one that starts with either).
        func trackDetails(_ line: String, at index: Int) {
            let trimmed = line.trimmingWhitespace()
            guard trimmed.hasPrefix("<details") || trimmed.hasPrefix("</details") else { return }
            for match in trimmed.matches(of: detailsTag) {
                if match.1.isEmpty {
                    openDetails.append(index)
                    if card != nil { cardHasDetails = true }
                } else if openDetails.popLast() == nil {
                    diagnostics.append(
                        LessonDiagnostic(
                            location(index), "this </details> closes no <details>",
                            fix: "remove it, or open the answer above it with <details><summary>Answer</summary>"))
                }
            }
        }

        /// Ends the open code block: makes its block and acts on it.
        func closeFence(_ fence: (start: Int, marker: String, info: String), lines: [String]) {
            if let block = makeBlock(fence: fence, lines: lines) {
                blocks.append(block)
                handle(block)
            }
        }

        var index = 0
        var openFence: (start: Int, marker: String, info: String)?
        var fenceLines: [String] = []
        while index < lines.count {
            let line = lines[index]
            if let fence = openFence {
                if isClosingFence(line, marker: fence.marker) {
                    closeFence(fence, lines: fenceLines)
                    openFence = nil
                    fenceLines = []
                } else if let intruder = intruder(line, inBlockOpenedBy: fence) {
                    // A block whose closing fence is missing swallows the lesson that follows it. Say so
                    // at its fence, end it before this line, and read this line again as Markdown.
                    let closing = closingFenceEdit(fence, content: fenceLines, in: lines)
                    diagnostics.append(
                        LessonDiagnostic(
                            location(fence.start), "this code block is never closed: line \(index + 1) \(intruder)",
                            fix: closing.map {
                                "end the block with a line of \(fence.marker) after line \($0.start.line - 1)"
                            }
                                ?? "end the block with a line of \(fence.marker) where its content ends, before line \(index + 1)",
                            edit: closing))
                    closeFence(fence, lines: fenceLines)
                    openFence = nil
                    fenceLines = []
                    continue
                } else {
                    fenceLines.append(line)
                }
                sectionLines.append(line)
                if card != nil { cardLines.append(line) }
                index += 1
                continue
            }
            if let opening = openingFence(line) {
                openFence = (index, opening.marker, opening.info)
                sectionLines.append(line)
                if card != nil { cardLines.append(line) }
                index += 1
                continue
            }
            if let heading = heading(line) {
                if let open = program, heading.level <= open.level { program = nil }
                while let last = headingStack.last, last.level >= heading.level { headingStack.removeLast() }
                headingStack.append((heading.level, heading.text))
                if heading.level == 1 {
                    if let first = titleLine {
                        diagnostics.append(
                            LessonDiagnostic(
                                location(index),
                                "a second title: the lesson's title is the `# ` heading at line \(first + 1)",
                                fix: "a lesson has one `# ` heading; make this one `## ` (a section) or `### `"))
                    } else {
                        title = heading.text
                        titleLine = index
                        if isGuideTitle(title) { kind = .guide }
                    }
                } else if heading.level == 2 {
                    finishSection()
                    // A guide has no steps and no cards of its own: a heading such as "Steps to profile" is prose there.
                    let sectionKind = kind == .guide ? .prose : sectionKind(heading.text, step: &stepNumber)
                    if case .step(let number) = sectionKind {
                        if let first = stepLines[number] {
                            diagnostics.append(
                                LessonDiagnostic(
                                    location(index), "step \(number) is already the step at line \(first + 1)",
                                    fix:
                                        "number the steps in order: this one is step \((stepLines.keys.max() ?? 0) + 1)?"
                                ))
                        } else {
                            stepLines[number] = index
                        }
                    }
                    currentSection = Section(
                        kind: sectionKind, title: heading.text, location: location(index), markdown: "")
                } else if heading.level == 3, [.flashCards, .edgeCases, .interview].contains(currentSection.kind) {
                    finishCard()
                    let kind: Card.Kind =
                        currentSection.kind == .flashCards
                        ? .flashCard : currentSection.kind == .edgeCases ? .edgeCase : .interview
                    card = (kind, index, heading.text)
                    sectionLines.append(line)
                    index += 1
                    continue
                }
            }
            trackDetails(line, at: index)
            readRecordedOn(line, at: index)
            sectionLines.append(line)
            if card != nil { cardLines.append(line) }
            index += 1
        }
        if let fence = openFence {
            diagnostics.append(
                LessonDiagnostic(
                    location(fence.start), "this code block is never closed: it runs to the end of the file",
                    fix: "end it with a line of \(fence.marker)"))
        }
        finishSection()
        for section in sections { diagnostics += StepHint.hints(in: section).diagnostics }
        if titleLine == nil {
            diagnostics.append(
                LessonDiagnostic(
                    location(0), "the lesson has no title",
                    fix: "start it with `# Lesson N · Title`, or `# Guide · Title` for a guide"))
        }

        func makeBlock(fence: (start: Int, marker: String, info: String), lines: [String]) -> Block? {
            do {
                let info = try InfoString.parse(fence.info)
                return Block(
                    location: location(fence.start), kind: info.kind, attributes: info.attributes, lines: lines)
            } catch {
                diagnostics.append(
                    LessonDiagnostic(
                        location(fence.start), "cannot read this block's info string: \(error)",
                        fix: "write attributes as key=value or key=\"value with spaces\""))
                return nil
            }
        }

        /// Where the kind (`""`) or the attribute `key` of `block` is on its fence line, in characters.
        func fenceSpan(_ block: Block, _ key: String) -> Range<Int>? {
            let line = lines[block.location.line - 1]
            guard let opening = openingFence(line), let info = try? InfoString.parse(opening.info),
                let span = info.spans[key]
            else { return nil }
            let start = line.prefix { $0 == " " }.count + opening.marker.count
            return (start + span.lowerBound)..<(start + span.upperBound)
        }

        func checkAttributes(_ block: Block, allowed: Set<String>) -> Bool {
            var ok = true
            for key in block.attributes.keys.sorted() where !allowed.contains(key) {
                let suggestion = closest(key, in: allowed).map { "did you mean `\($0)`? " } ?? ""
                diagnostics.append(
                    LessonDiagnostic(
                        block.location, "unknown attribute `\(key)` on a ```\(block.kind) block",
                        fix: "\(suggestion)a ```\(block.kind) block takes \(allowed.sorted().joined(separator: ", "))"))
                ok = false
            }
            return ok
        }

        func currentTitle() -> String {
            headingStack.last(where: { $0.level >= 2 })?.text ?? title
        }

        func handle(_ block: Block) {
            switch block.kind {
            case "swift":
                guard checkAttributes(block, allowed: swiftAttributes) else { return }
                if block.attributes["program"] != nil {
                    if block.attributes["file"] != nil {
                        diagnostics.append(
                            LessonDiagnostic(
                                block.location,
                                "a block is either a whole `program` or an edit of the app's `file`, not both",
                                fix: "drop `program` to edit the app, or `file=` for a program of its own"))
                        return
                    }
                    program = (block, headingStack.last?.level ?? 1)
                } else if let file = block.attributes["file"] {
                    if kind == .guide {
                        diagnostics.append(
                            LessonDiagnostic(
                                block.location, "a guide has no app of its own to edit with `file=`",
                                fix:
                                    "make the code a whole `swift program` (the smallest program around it), or drop `file=` to show it unbuilt"
                            ))
                        return
                    }
                    guard !file.isEmpty else {
                        diagnostics.append(
                            LessonDiagnostic(block.location, "`file=` needs a file name", fix: "file=ContentView.swift")
                        )
                        return
                    }
                    // The name is a file of the app's one folder: a path (`../x.swift`, `Views/A.swift`)
                    // would be written outside the build's folder or the student's workspace, and a
                    // hidden name could replace the workspace's own `.lessons-workspace.json`.
                    guard isPlainFileName(file) else {
                        var plain = String((file as NSString).lastPathComponent.drop { $0 == "." })
                        // The manifest's name would be refused next.
                        if plain.lowercased() == WorkspacePackage.manifestName.lowercased() { plain = "" }
                        diagnostics.append(
                            LessonDiagnostic(
                                block.location,
                                "`file=\(file)` is not a plain file name: the app's files sit in one folder",
                                fix:
                                    "file=\(plain.isEmpty ? "ContentView.swift" : plain), with no folder and no leading dot"
                            ))
                        return
                    }
                    // A workspace is a package whose manifest the runner writes, and an editor runs a
                    // manifest as it opens the folder, outside every sandbox: a lesson's would be code run
                    // on the student's machine unasked. Any case: a Mac's file system is case-insensitive.
                    guard file.lowercased() != WorkspacePackage.manifestName.lowercased() else {
                        diagnostics.append(
                            LessonDiagnostic(
                                block.location,
                                "`file=\(file)` names the workspace's manifest, which is the runner's: "
                                    + "an editor runs it as it opens the workspace, so a lesson may not write it",
                                fix:
                                    "put the code in a file of the app (file=App.swift), or drop `file=` to show the manifest unbuilt"
                            ))
                        return
                    }
                    if let declaration = block.attributes["replace"] {
                        do { try app.replace(declaration, in: file, from: block) } catch let error as LessonDiagnostic {
                            diagnostics.append(error)
                        } catch {}
                    } else {
                        app.setFile(file, from: block)
                    }
                } else if block.attributes["replace"] != nil {
                    diagnostics.append(
                        LessonDiagnostic(
                            block.location, "`replace=` needs the file it edits",
                            fix: "file=ContentView.swift replace=ContentView"))
                }
            case "console", "log", "screen", "diagnostics", "bodies":
                let kind = Check.Kind(rawValue: block.kind)!
                let allowed =
                    kind == .diagnostics
                    ? diagnosticsAttributes : kind == .bodies ? bodiesAttributes : playCheckAttributes
                guard checkAttributes(block, allowed: allowed) else { return }
                if block.attributes["frames"] != nil, kind != .screen {
                    diagnostics.append(
                        LessonDiagnostic(
                            block.location,
                            "`frames` lists the frames of the views on the screen; a ```\(block.kind) block has no views",
                            fix: "write ```screen frames play=\"…\" to check where the views are, or drop `frames`"))
                    return
                }
                if kind == .bodies {
                    let problems = BodyCounts.problems(in: block.lines)
                    for (offset, problem) in problems {
                        diagnostics.append(
                            LessonDiagnostic(
                                location(block.location.line + offset), problem,
                                fix: "write one view type and a count a line, such as `TripCard: 1`"))
                    }
                    guard problems.isEmpty else { return }
                }
                makeCheck(kind, block)
            default:
                // A check whose kind is mistyped (```consle, ```Console) would be shown as text and
                // never run: the lesson would pass with one check fewer.
                if let meant = misspelledKind(block.kind) {
                    diagnostics.append(
                        LessonDiagnostic(
                            block.location,
                            "```\(block.kind) is not a kind of block `lessons` reads, so this block would never be built or checked",
                            fix:
                                "write ```\(meant); kinds are lowercase: swift, console, log, screen, diagnostics, bodies",
                            edit: fenceSpan(block, "").map {
                                SourceEdit(line: block.location.line, columns: $0, with: meant)
                            }))
                } else if let file = block.attributes["file"] {
                    // A data file the app reads (`json file=trips.json`) would be left out without a word,
                    // and the app would run without it.
                    diagnostics.append(
                        LessonDiagnostic(
                            block.location,
                            "`file=\(file)` on a ```\(block.kind.isEmpty ? "text" : block.kind) block: only Swift files are part of the app, so its code would run without this file",
                            fix:
                                "put the data in the Swift code (a string literal the app decodes), or drop `file=` to show the block as text"
                        ))
                }
            }
        }

        func makeCheck(_ kind: Check.Kind, _ block: Block) {
            let skip = block.attributes["skip"]
            if let skip, skip.isEmpty {
                diagnostics.append(
                    LessonDiagnostic(
                        block.location, "`skip` needs its reason",
                        fix: "skip=\"UIKit's class sizes exist only on Apple platforms\""))
                return
            }
            if let recorded = block.attributes["recorded"], !recorded.isEmpty {
                diagnostics.append(
                    LessonDiagnostic(
                        block.location, "`recorded` takes no value: it says the block holds output recorded on iOS",
                        fix: "```\(block.kind) recorded play=…"))
                return
            }
            let knownIssue = block.attributes["known-issue"]
            if let knownIssue {
                guard !knownIssue.trimmingCharacters(in: .whitespaces).isEmpty else {
                    diagnostics.append(
                        LessonDiagnostic(
                            block.location, "`known-issue` needs to say what the engine lacks",
                            fix: "known-issue=\"the engine does not model X yet\""))
                    return
                }
                guard skip == nil else {
                    diagnostics.append(
                        LessonDiagnostic(
                            block.location, "a check is either skipped or a known issue, not both",
                            fix:
                                "skip= for what cannot run off iOS; known-issue= for what the engine cannot reproduce yet"
                        ))
                    return
                }
            }
            // `...` matches any number of lines, none included: a block of nothing else passes
            // whatever runs, and only a crash could fail it.
            if block.attributes["wildcards"] != nil, !block.lines.isEmpty,
                block.lines.allSatisfy({ ["...", ""].contains($0.trimmingWhitespace()) })
            {
                diagnostics.append(
                    LessonDiagnostic(
                        block.location, "this block holds only `...`, which matches any output: it would check nothing",
                        fix:
                            "write at least one line the run must print, such as `...` then `ContentView: @self changed.`"
                    ))
                return
            }
            var code: CodeVersion?
            if let program {
                code = CodeVersion(files: [("main.swift", AppFiles.lines(of: program.block))], label: currentTitle())
            } else if !app.isEmpty {
                code = app.version(label: currentTitle())
            } else if skip == nil {
                diagnostics.append(
                    LessonDiagnostic(
                        block.location, "this ```\(kind.rawValue) check has no code before it",
                        fix: "put a ```swift program block above it in the same section, or give the app's files first")
                )
                return
            }
            let playText = block.attributes["play"] ?? "launch"
            var play: [String] = []
            if kind != .diagnostics {
                do {
                    let actions = try HostAction.parsePlay(playText)
                    if actions.first != .launch {
                        // Safe to write only when no `from=N` counts the play's actions: launch would shift them.
                        let edit =
                            block.attributes["from"] != nil || playText.contains("\"")
                            ? nil
                            : fenceSpan(block, "play").map {
                                SourceEdit(line: block.location.line, columns: $0, with: "play=\"launch; \(playText)\"")
                            }
                        diagnostics.append(
                            LessonDiagnostic(
                                block.location, "a play starts with `launch`", fix: "play=\"launch; \(playText)\"",
                                edit: edit))
                        return
                    }
                    play = actions.map(\.description)
                    if let tooLong = Check.playTooLong(play) {
                        diagnostics.append(
                            LessonDiagnostic(
                                block.location, tooLong,
                                fix:
                                    "split it into checks of shorter plays, or make one action do more (`wait 10s` for many short waits)"
                            ))
                        return
                    }
                } catch {
                    diagnostics.append(LessonDiagnostic(block.location, "cannot read the play: \(error)"))
                    return
                }
            }
            var scope = Check.Scope.last
            if let output = block.attributes["output"] {
                switch output {
                case "all": scope = .from(1)
                case "last": scope = .last
                default:
                    diagnostics.append(
                        LessonDiagnostic(
                            block.location, "`output=\(output)` is not a scope",
                            fix: "output=all, or output=last (the default)"))
                    return
                }
            }
            if let from = block.attributes["from"] {
                // `output=last from=2` would keep `from` and drop `output` without a word.
                if let output = block.attributes["output"] {
                    diagnostics.append(
                        LessonDiagnostic(
                            block.location, "`output=\(output)` and `from=\(from)` both choose the actions to compare",
                            fix:
                                "keep one: from=N compares from action N on, output=all from the launch, output=last the last action"
                        ))
                    return
                }
                guard let number = Int(from), number >= 1, number <= max(play.count, 1) else {
                    diagnostics.append(
                        LessonDiagnostic(
                            block.location, "`from=\(from)` is not an action of the play (1 to \(play.count))",
                            fix: "from=2 compares from the play's second action on"))
                    return
                }
                scope = .from(number)
            }
            let severity = block.attributes["severity"] ?? "error"
            guard ["error", "warning"].contains(severity) else {
                diagnostics.append(
                    LessonDiagnostic(
                        block.location, "`severity=\(severity)` is not a severity",
                        fix: "severity=error or severity=warning"))
                return
            }
            if let mode = block.attributes["swift"] {
                guard ["5", "6"].contains(mode) else {
                    diagnostics.append(
                        LessonDiagnostic(
                            block.location, "`swift=\(mode)` is not a language mode",
                            fix: "swift=5 (the default, as a new Xcode project) or swift=6"))
                    return
                }
                code?.languageMode = mode
            }
            var device: DeviceChoice?
            let named = recordedOn.merging(block.attributes.filter { deviceAttributes.contains($0.key) }) { $1 }
            if !named.isEmpty {
                do {
                    let chosen = try DeviceChoice(
                        named: named["device"], orientation: named["orientation"], systemVersion: named["ios"])
                    // The course's own device needs no argument: its runs stay those of every other check.
                    device = chosen.description == DeviceChoice.iPhone17.description ? nil : chosen
                } catch let error as DeviceChoiceError {
                    diagnostics.append(LessonDiagnostic(block.location, error.message, fix: error.suggestion))
                    return
                } catch {}
            }
            checks.append(
                Check(
                    kind: kind, block: block, title: block.attributes["title"] ?? currentTitle(), code: code,
                    play: play, scope: scope, severity: severity,
                    usesWildcards: block.attributes["wildcards"] != nil, skipReason: skip, knownIssue: knownIssue,
                    device: device))
        }

        let lesson = Lesson(
            path: path, title: title, kind: kind, sections: sections, blocks: blocks, checks: checks, cards: cards)
        return (lesson, diagnostics)
    }

    /// The closing fence a block opened by `fence` and never closed needs, as an edit, when where it
    /// goes is certain: after the block's last line that is not blank, when none of its lines is a
    /// heading and (outside Swift, whose code has blank lines) no blank line comes before its last
    /// one; otherwise the block may have swallowed prose, and only the author knows where it ends.
    static func closingFenceEdit(
        _ fence: (start: Int, marker: String, info: String), content: [String], in lines: [String]
    ) -> SourceEdit? {
        let isBlank = { (line: String) in line.allSatisfy { $0 == " " || $0 == "\t" } }
        guard !content.contains(where: { heading($0) != nil }) else { return nil }
        let last = content.lastIndex { !isBlank($0) }
        let kind = fence.info.trimmingWhitespace().split(separator: " ").first ?? ""
        if kind != "swift", let last, content[..<last].contains(where: isBlank) { return nil }
        let indent = String(lines[fence.start].prefix { $0 == " " })
        // 1-based: the fence is at line start + 1, content line k at start + 2 + k.
        return SourceEdit.insertingLines([indent + fence.marker], before: fence.start + 2 + (last.map { $0 + 1 } ?? 0))
    }

    /// The block kind `kind` is a typo of (`Console`, `consle`, `swfit`), or nil for a kind of its
    /// own (`text`, `sh`, `go`): a near miss counts only on words long enough not to be a language.
    static func misspelledKind(_ kind: String) -> String? {
        let kinds = ["swift", "console", "log", "screen", "diagnostics", "bodies"]
        if let exact = kinds.first(where: { $0 == kind.lowercased() }) { return exact == kind ? nil : exact }
        guard kind.count >= 4 else { return nil }
        return kinds.filter { $0.count >= 5 }.first { editDistance(kind.lowercased(), $0) <= ($0.count >= 7 ? 2 : 1) }
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

    static func openingFence(_ line: String) -> (marker: String, info: String)? {
        let indent = line.prefix { $0 == " " }
        guard indent.count <= 3 else { return nil }
        let rest = line.dropFirst(indent.count)
        guard let first = rest.first, first == "`" || first == "~" else { return nil }
        let marker = rest.prefix { $0 == first }
        guard marker.count >= 3 else { return nil }
        let info = rest.dropFirst(marker.count)
        if first == "`" && info.contains("`") { return nil }
        return (String(marker), String(info))
    }

    static func isClosingFence(_ line: String, marker: String) -> Bool {
        // Most lines of a block are code: a look at the first character that is not a space rules them
        // out before anything is trimmed (Foundation's trimming is slow on Linux).
        guard let first = marker.first, line.first(where: { $0 != " " && $0 != "\t" }) == first else { return false }
        let trimmed = line.trimmingWhitespace()
        guard let first = marker.first, trimmed.count >= marker.count else { return false }
        return trimmed.allSatisfy { $0 == first } && line.prefix { $0 == " " }.count <= 3
    }

    /// What `line`, inside a block opened by `fence`, shows of a closing fence that is missing: a
    /// fence with an info string (a closing fence has none, so CommonMark would read it as code), or
    /// in Swift a `#` or `##` heading (never Swift).
    static func intruder(_ line: String, inBlockOpenedBy fence: (start: Int, marker: String, info: String)) -> String? {
        // Only a line that starts with a fence or a heading can be one (the usual code line is not).
        guard let lead = line.first(where: { $0 != " " }), lead == "`" || lead == "~" || lead == "#" else { return nil }
        if let opening = openingFence(line), opening.marker == fence.marker {
            let kind = opening.info.trimmingWhitespace().split(separator: " ").first.map(String.init) ?? ""
            if !kind.isEmpty { return "opens another block (\(opening.marker)\(kind)) inside it" }
        }
        let kind = fence.info.trimmingWhitespace().split(separator: " ").first ?? ""
        if kind == "swift", let heading = heading(line), heading.level <= 2, !heading.text.isEmpty {
            return "is a heading (`\(String(repeating: "#", count: heading.level)) \(heading.text)`) inside it"
        }
        return nil
    }

    static func heading(_ line: String) -> (level: Int, text: String)? {
        let hashes = line.prefix { $0 == "#" }
        guard (1...6).contains(hashes.count) else { return nil }
        let rest = line.dropFirst(hashes.count)
        guard rest.isEmpty || rest.first == " " else { return nil }
        return (hashes.count, rest.trimmingWhitespace())
    }

    /// The allowed word closest to `word`, if it is close enough to be a typo.
    static func closest(_ word: String, in candidates: Set<String>) -> String? {
        candidates.map { ($0, editDistance(word, $0)) }.filter { $0.1 <= 2 }.min { $0.1 < $1.1 }?.0
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }
}

// The parser's patterns, made once: a regex literal is compiled each time its line runs, which for
// every `<details>` line of every lesson was a tenth of reading the course.
// Unsafe, but only read: a Regex is not Sendable, and these are never changed.
nonisolated(unsafe) private let detailsTag = #/<(/?)details\b/#
nonisolated(unsafe) private let cardID = #/<!--\s*id:\s*([A-Za-z0-9._-]+)\s*-->/#
