import Foundation
import HostContract

extension LessonReader {
    /// The block of a code block, read from its info string; nil (and an error) when that cannot be read.
    mutating func makeBlock(_ code: FencedCodeBlock) -> Block? {
        do {
            let info = try code.parsedInfo()
            return Block(
                location: location(code.line), kind: info.kind, attributes: info.attributes, lines: code.content)
        } catch {
            diagnostics.append(
                LessonDiagnostic(
                    location(code.line), "cannot read this block's info string: \(error)",
                    fix: "write attributes as key=value or key=\"value with spaces\""))
            return nil
        }
    }

    /// Where the kind (`""`) or the attribute `key` of a code block is on its fence line, in characters.
    func fenceSpan(_ code: FencedCodeBlock, _ key: String) -> Range<Int>? {
        guard let info = try? code.parsedInfo(), let span = info.spans[key] else { return nil }
        return (code.infoColumn + span.lowerBound)..<(code.infoColumn + span.upperBound)
    }

    /// The title of the part the reader is in: the last heading below the title, or the title.
    func currentTitle() -> String {
        headingStack.last(where: { $0.level >= 2 })?.text ?? title
    }

    mutating func checkAttributes(_ block: Block, allowed: Set<String>) -> Bool {
        var ok = true
        for key in block.attributes.keys.sorted() where !allowed.contains(key) {
            let suggestion = LessonParser.closest(key, in: allowed).map { "did you mean `\($0)`? " } ?? ""
            diagnostics.append(
                LessonDiagnostic(
                    block.location, "unknown attribute `\(key)` on a ```\(block.kind) block",
                    fix: "\(suggestion)a ```\(block.kind) block takes \(allowed.sorted().joined(separator: ", "))"))
            ok = false
        }
        return ok
    }

    /// Acts on a code block: an edit of the app, a whole program, a check, or a block to show.
    mutating func accept(_ block: Block, from code: FencedCodeBlock) {
        switch block.kind {
        case "swift":
            guard checkAttributes(block, allowed: LessonParser.swiftAttributes) else { return }
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
                guard LessonParser.isPlainFileName(file) else {
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
                ? LessonParser.diagnosticsAttributes
                : kind == .bodies ? LessonParser.bodiesAttributes : LessonParser.playCheckAttributes
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
            makeCheck(kind, block, from: code)
        default:
            // A check whose kind is mistyped (```consle, ```Console) would be shown as text and
            // never run: the lesson would pass with one check fewer.
            if let meant = LessonParser.misspelledKind(block.kind) {
                diagnostics.append(
                    LessonDiagnostic(
                        block.location,
                        "```\(block.kind) is not a kind of block `lessons` reads, so this block would never be built or checked",
                        fix:
                            "write ```\(meant); kinds are lowercase: swift, console, log, screen, diagnostics, bodies",
                        edit: fenceSpan(code, "").map {
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

    mutating func makeCheck(_ kind: Check.Kind, _ block: Block, from fence: FencedCodeBlock) {
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
                        : fenceSpan(fence, "play").map {
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
        let named = recordedOn.merging(block.attributes.filter { LessonParser.deviceAttributes.contains($0.key) }) {
            $1
        }
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
}
