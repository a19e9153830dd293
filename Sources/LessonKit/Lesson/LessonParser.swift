import ViewGraph

/// Reads a lesson file into a `Lesson`, never failing on odd Markdown: problems come back as
/// diagnostics with `file:line`, and the rest of the lesson is still read.
public enum LessonParser {
    static let playCheckAttributes: Set<String> = ["play", "output", "from", "wildcards", "skip", "title", "swift"]
    static let diagnosticsAttributes: Set<String> = ["severity", "skip", "title", "wildcards", "swift"]
    static let swiftAttributes: Set<String> = ["file", "replace", "program"]

    /// Parses the text of a lesson read from `path`.
    public static func parse(_ text: String, path: String) -> (lesson: Lesson, diagnostics: [LessonDiagnostic]) {
        var diagnostics: [LessonDiagnostic] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        }
        func location(_ index: Int) -> SourceLocation { SourceLocation(file: path, line: index + 1) }

        var title = ""
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

        func finishCard() {
            guard let open = card else { return }
            let body = cardLines.joined(separator: "\n")
            let id = body.firstMatch(of: #/<!--\s*id:\s*([A-Za-z0-9._-]+)\s*-->/#).map { String($0.1) }
            if id == nil {
                diagnostics.append(LessonDiagnostic(location(open.start), "the \(open.kind.rawValue) \"\(open.title)\" has no id",
                                                    fix: "add `<!-- id: a-short-stable-name -->` under its heading; it keeps the card's review history when the text changes"))
            }
            var front = body
            var answer = ""
            if let start = body.range(of: "<details>"), let end = body.range(of: "</details>", range: start.upperBound..<body.endIndex) {
                front = String(body[..<start.lowerBound])
                answer = String(body[start.upperBound..<end.lowerBound])
                if let summaryEnd = answer.range(of: "</summary>") { answer = String(answer[summaryEnd.upperBound...]) }
            }
            front = front.replacingOccurrences(of: #"<!--[^>]*-->"#, with: "", options: .regularExpression)
            cards.append(Card(kind: open.kind, id: id ?? "line-\(open.start + 1)", front: open.title,
                              frontMarkdown: front.trimmingCharacters(in: .whitespacesAndNewlines),
                              answerMarkdown: answer.trimmingCharacters(in: .whitespacesAndNewlines),
                              location: location(open.start)))
            card = nil
            cardLines = []
        }

        func finishSection() {
            finishCard()
            currentSection.markdown = sectionLines.joined(separator: "\n")
            if !sectionLines.isEmpty { sections.append(currentSection) }
            sectionLines = []
        }

        var index = 0
        var openFence: (start: Int, marker: String, info: String)?
        var fenceLines: [String] = []
        while index < lines.count {
            let line = lines[index]
            if let fence = openFence {
                if isClosingFence(line, marker: fence.marker) {
                    let block = makeBlock(fence: fence, lines: fenceLines)
                    if let block {
                        blocks.append(block)
                        handle(block)
                    }
                    openFence = nil
                    fenceLines = []
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
                    if title.isEmpty { title = heading.text }
                } else if heading.level == 2 {
                    finishSection()
                    let kind = sectionKind(heading.text, step: &stepNumber)
                    currentSection = Section(kind: kind, title: heading.text, location: location(index), markdown: "")
                } else if heading.level == 3, [.flashCards, .edgeCases, .interview].contains(currentSection.kind) {
                    finishCard()
                    let kind: Card.Kind = currentSection.kind == .flashCards ? .flashCard : currentSection.kind == .edgeCases ? .edgeCase : .interview
                    card = (kind, index, heading.text)
                    sectionLines.append(line)
                    index += 1
                    continue
                }
            }
            sectionLines.append(line)
            if card != nil { cardLines.append(line) }
            index += 1
        }
        if let fence = openFence {
            diagnostics.append(LessonDiagnostic(location(fence.start), "this code block is never closed",
                                                fix: "end it with a line of \(fence.marker)"))
        }
        finishSection()
        if title.isEmpty {
            diagnostics.append(LessonDiagnostic(location(0), "the lesson has no title", fix: "start it with `# Lesson N · Title`"))
        }

        func makeBlock(fence: (start: Int, marker: String, info: String), lines: [String]) -> Block? {
            do {
                let info = try InfoString.parse(fence.info)
                return Block(location: location(fence.start), kind: info.kind, attributes: info.attributes, lines: lines)
            } catch {
                diagnostics.append(LessonDiagnostic(location(fence.start), "cannot read this block's info string: \(error)",
                                                    fix: "write attributes as key=value or key=\"value with spaces\""))
                return nil
            }
        }

        func checkAttributes(_ block: Block, allowed: Set<String>) -> Bool {
            var ok = true
            for key in block.attributes.keys.sorted() where !allowed.contains(key) {
                let suggestion = closest(key, in: allowed).map { "did you mean `\($0)`? " } ?? ""
                diagnostics.append(LessonDiagnostic(block.location, "unknown attribute `\(key)` on a ```\(block.kind) block",
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
                        diagnostics.append(LessonDiagnostic(block.location, "a block is either a whole `program` or an edit of the app's `file`, not both",
                                                            fix: "drop `program` to edit the app, or `file=` for a program of its own"))
                        return
                    }
                    program = (block, headingStack.last?.level ?? 1)
                } else if let file = block.attributes["file"] {
                    guard !file.isEmpty else {
                        diagnostics.append(LessonDiagnostic(block.location, "`file=` needs a file name", fix: "file=ContentView.swift"))
                        return
                    }
                    if let declaration = block.attributes["replace"] {
                        do { try app.replace(declaration, in: file, from: block) } catch let error as LessonDiagnostic { diagnostics.append(error) } catch {}
                    } else {
                        app.setFile(file, from: block)
                    }
                } else if block.attributes["replace"] != nil {
                    diagnostics.append(LessonDiagnostic(block.location, "`replace=` needs the file it edits", fix: "file=ContentView.swift replace=ContentView"))
                }
            case "console", "log", "screen", "diagnostics":
                let kind = Check.Kind(rawValue: block.kind)!
                let allowed = kind == .diagnostics ? diagnosticsAttributes : playCheckAttributes
                guard checkAttributes(block, allowed: allowed) else { return }
                makeCheck(kind, block)
            default:
                break
            }
        }

        func makeCheck(_ kind: Check.Kind, _ block: Block) {
            let skip = block.attributes["skip"]
            if let skip, skip.isEmpty {
                diagnostics.append(LessonDiagnostic(block.location, "`skip` needs its reason", fix: "skip=\"UIKit's class sizes exist only on Apple platforms\""))
                return
            }
            var code: CodeVersion?
            if let program {
                code = CodeVersion(files: [("main.swift", AppFiles.lines(of: program.block))], label: currentTitle())
            } else if !app.isEmpty {
                code = app.version(label: currentTitle())
            } else if skip == nil {
                diagnostics.append(LessonDiagnostic(block.location, "this ```\(kind.rawValue) check has no code before it",
                                                    fix: "put a ```swift program block above it in the same section, or give the app's files first"))
                return
            }
            let playText = block.attributes["play"] ?? "launch"
            var play: [String] = []
            if kind != .diagnostics {
                do {
                    let actions = try HostAction.parsePlay(playText)
                    if actions.first != .launch {
                        diagnostics.append(LessonDiagnostic(block.location, "a play starts with `launch`", fix: "play=\"launch; \(playText)\""))
                        return
                    }
                    play = actions.map(\.description)
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
                    diagnostics.append(LessonDiagnostic(block.location, "`output=\(output)` is not a scope", fix: "output=all, or output=last (the default)"))
                    return
                }
            }
            if let from = block.attributes["from"] {
                guard let number = Int(from), number >= 1, number <= max(play.count, 1) else {
                    diagnostics.append(LessonDiagnostic(block.location, "`from=\(from)` is not an action of the play (1 to \(play.count))",
                                                        fix: "from=2 compares from the play's second action on"))
                    return
                }
                scope = .from(number)
            }
            let severity = block.attributes["severity"] ?? "error"
            guard ["error", "warning"].contains(severity) else {
                diagnostics.append(LessonDiagnostic(block.location, "`severity=\(severity)` is not a severity", fix: "severity=error or severity=warning"))
                return
            }
            if let mode = block.attributes["swift"] {
                guard ["5", "6"].contains(mode) else {
                    diagnostics.append(LessonDiagnostic(block.location, "`swift=\(mode)` is not a language mode", fix: "swift=5 (the default, as a new Xcode project) or swift=6"))
                    return
                }
                code?.languageMode = mode
            }
            checks.append(Check(kind: kind, block: block, title: block.attributes["title"] ?? currentTitle(), code: code,
                                play: play, scope: scope, severity: severity,
                                usesWildcards: block.attributes["wildcards"] != nil, skipReason: skip))
        }

        let lesson = Lesson(path: path, title: title, sections: sections, blocks: blocks, checks: checks, cards: cards)
        return (lesson, diagnostics)
    }

    static func sectionKind(_ heading: String, step: inout Int) -> Section.Kind {
        let lower = heading.lowercased()
        if lower.hasPrefix("step") {
            let digits = lower.dropFirst(4).drop { $0 == " " }.prefix { $0.isNumber }
            step = Int(digits) ?? step + 1
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
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard let first = marker.first, trimmed.count >= marker.count else { return false }
        return trimmed.allSatisfy { $0 == first } && line.prefix { $0 == " " }.count <= 3
    }

    static func heading(_ line: String) -> (level: Int, text: String)? {
        let hashes = line.prefix { $0 == "#" }
        guard (1...6).contains(hashes.count) else { return nil }
        let rest = line.dropFirst(hashes.count)
        guard rest.isEmpty || rest.first == " " else { return nil }
        return (hashes.count, rest.trimmingCharacters(in: .whitespaces))
    }

    /// The allowed word closest to `word`, if it is close enough to be a typo.
    static func closest(_ word: String, in candidates: Set<String>) -> String? {
        candidates.map { ($0, editDistance(word, $0)) }.filter { $0.1 <= 2 }.min { $0.1 < $1.1 }?.0
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
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

import Foundation
