import Foundation

/// Lesson Markdown as styled lines for the study screens: headings, code, each edit of the app as
/// a change against the app as it stood, and recorded blocks either shown or left for a run.
enum StudyText {
    /// What to do with a check's recorded block.
    enum Recorded {
        /// Show it, as recorded.
        case show
        /// Leave a one-line mark where it is (it is shown next to the engine's output on a run).
        case mark
    }

    /// The lines of `markdown`. `edits` are the `swift file=` edits in it and `checks` its checks,
    /// both in order; the n-th block of each kind is matched with the n-th of them.
    static func lines(_ markdown: String, edits: [AppHistory.Edit], checks: [Check], recorded: Recorded) -> [StyledLine] {
        var out: [StyledLine] = []
        var editIndex = 0
        var checkIndex = 0
        var fence: (marker: String, info: InfoString)?
        var fenceLines: [String] = []
        var inComment = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let open = fence {
                if LessonParser.isClosingFence(line, marker: open.marker) {
                    out += block(open.info, fenceLines, edits: edits, editIndex: &editIndex, checks: checks, checkIndex: &checkIndex, recorded: recorded)
                    fence = nil
                    fenceLines = []
                } else {
                    fenceLines.append(line)
                }
                continue
            }
            if inComment {
                if line.contains("-->") { inComment = false }
                continue
            }
            if let opening = LessonParser.openingFence(line) {
                fence = (opening.marker, (try? InfoString.parse(opening.info)) ?? InfoString(kind: "", attributes: [:], order: []))
                continue
            }
            var text = line
            while let start = text.range(of: "<!--") {
                if let end = text.range(of: "-->", range: start.upperBound..<text.endIndex) {
                    text.removeSubrange(start.lowerBound..<end.upperBound)
                } else {
                    text = String(text[..<start.lowerBound])
                    inComment = true
                    break
                }
            }
            if text != line, text.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            if let heading = LessonParser.heading(text) {
                out.append(StyledLine(heading.level == 1 ? .title : .heading, plain(heading.text)))
                continue
            }
            if let summary = text.firstMatch(of: #/<details>\s*<summary>(.*)</summary>/#) {
                out.append(StyledLine(.note, "▸ " + plain(String(summary.1))))
                continue
            }
            if text.trimmingCharacters(in: .whitespaces) == "</details>" { continue }
            out.append(StyledLine(.plain, plain(text)))
        }
        return collapseBlankLines(out)
    }

    private static func block(_ info: InfoString, _ lines: [String], edits: [AppHistory.Edit], editIndex: inout Int,
                              checks: [Check], checkIndex: inout Int, recorded: Recorded) -> [StyledLine] {
        switch info.kind {
        case "swift" where info.attributes["file"] != nil && info.attributes["program"] == nil:
            guard editIndex < edits.count else { return code(lines) }
            let edit = edits[editIndex]
            editIndex += 1
            if edit.before.isEmpty {
                return [StyledLine(.note, "┌ \(edit.file)")] + code(edit.after) + [StyledLine(.note, "└")]
            }
            let what = info.attributes["replace"].map { "replace `\($0)` in \(edit.file)" } ?? "replace \(edit.file)"
            var out = [StyledLine(.note, "┌ \(what): the change")]
            for line in CodeDiff.lines(before: edit.before, after: edit.after) {
                switch line.kind {
                case .added: out.append(StyledLine(.added, "+ " + line.text))
                case .removed: out.append(StyledLine(.removed, "- " + line.text))
                case .context: out.append(StyledLine(.code, "  " + line.text))
                case .gap: out.append(StyledLine(.gap, "  " + line.text))
                }
            }
            return out + [StyledLine(.note, "└")]
        case "console", "log", "screen", "diagnostics":
            let number = checkIndex + 1
            checkIndex += 1
            let check = number <= checks.count ? checks[number - 1] : nil
            let name = kindName(info.kind)
            let play = check.map { $0.play.joined(separator: "; ") }.flatMap { $0.isEmpty ? nil : " · " + $0 } ?? ""
            switch recorded {
            case .mark:
                return [StyledLine(.note, "┌ \(name) \(number)\(play): recorded; [r] shows it next to the engine's")]
            case .show:
                var out = [StyledLine(.note, "┌ \(name)\(play)")]
                out += lines.map { StyledLine(.recorded, "│ " + $0) }
                if lines.isEmpty { out.append(StyledLine(.recorded, "│ (nothing)")) }
                return out + [StyledLine(.note, "└")]
            }
        default:
            return code(lines)
        }
    }

    static func kindName(_ kind: String) -> String {
        switch kind {
        case "log": return "SwiftUI's log"
        case "diagnostics": return "the compiler's messages"
        case "screen": return "the screen"
        default: return kind
        }
    }

    static func code(_ lines: [String]) -> [StyledLine] {
        lines.map { StyledLine(.code, "    " + $0) }
    }

    /// Markdown emphasis taken out: `**bold**` and `*italic*` read as plain words in a terminal.
    static func plain(_ text: String) -> String {
        text.replacingOccurrences(of: "**", with: "")
    }

    static func collapseBlankLines(_ lines: [StyledLine]) -> [StyledLine] {
        var out: [StyledLine] = []
        for line in lines {
            let blank = line.text.trimmingCharacters(in: .whitespaces).isEmpty
            if blank, out.isEmpty || out.last!.text.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            out.append(line)
        }
        while let last = out.last, last.text.trimmingCharacters(in: .whitespaces).isEmpty { out.removeLast() }
        return out
    }
}

/// A check's outcome as styled lines: what the engine did next to what was recorded.
public enum ComparisonText {
    /// The lines of one check's outcome; paths under `folder` are shown relative to it.
    public static func lines(_ result: CheckResult, number: Int, width: Int, relativeTo folder: String? = nil,
                             actualName: String = "the engine printed") -> [StyledLine] {
        let check = result.check
        let name = StudyText.kindName(check.kind.rawValue)
        let actualName = check.kind == .diagnostics && actualName == "the engine printed" ? "the compiler said" : actualName
        let subject = actualName.components(separatedBy: " ").dropLast().joined(separator: " ")
        let play = check.play.isEmpty ? "" : " · " + check.play.joined(separator: "; ")
        switch result.status {
        case .skipped:
            return [StyledLine(.note, "– \(name) \(number)\(play): not run here (\(result.reason ?? "skipped"))")]
        case .passed:
            var out = [StyledLine(.good, "✓ \(name) \(number)\(play): \(subject) matches the recording")]
            out += sideBySide(engine: result.actual ?? [], recorded: check.expected, width: width, actualName: actualName)
            return out
        case .failed, .known:
            let known = result.status == .known ? "known issue (\(check.knownIssue ?? "")): " : ""
            var out = [StyledLine(result.status == .known ? .note : .bad, "✗ \(name) \(number)\(play): \(known)\(shorten(result.reason ?? "differs", folder))")]
            if let actual = result.actual {
                out += sideBySide(engine: actual, recorded: check.expected, width: width, actualName: actualName)
            }
            if let diff = result.diff {
                out.append(StyledLine(.note, "  difference (- recorded, + \(subject)):"))
                out += diffLines(diff)
            }
            return out
        }
    }

    static func diffLines(_ diff: String) -> [StyledLine] {
        diff.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            if line.hasPrefix("+") { return StyledLine(.added, "  " + line) }
            if line.hasPrefix("-") { return StyledLine(.removed, "  " + line) }
            return StyledLine(.code, "  " + line)
        }
    }

    /// Two columns when they fit in `width`, else one block after the other.
    static func sideBySide(engine: [String], recorded: [String], width: Int, actualName: String) -> [StyledLine] {
        let left = engine.isEmpty ? ["(nothing)"] : engine
        let right = recorded.isEmpty ? ["(nothing)"] : recorded
        let columnWidth = max(left.map(\.count).max() ?? 0, actualName.count)
        let needed = 2 + columnWidth + 3 + max(right.map(\.count).max() ?? 0, "recorded".count)
        if needed <= width {
            var out = [StyledLine(.note, "  " + pad(actualName, columnWidth) + " │ recorded")]
            for index in 0..<max(left.count, right.count) {
                let l = index < left.count ? left[index] : ""
                let r = index < right.count ? right[index] : ""
                out.append(StyledLine(l == r ? .code : .actual, "  " + pad(l, columnWidth) + " │ " + r))
            }
            return out
        }
        return [StyledLine(.note, "  \(actualName):")] + left.map { StyledLine(.actual, "  │ " + $0) }
            + [StyledLine(.note, "  recorded:")] + right.map { StyledLine(.recorded, "  │ " + $0) }
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    /// `text` with `folder/` taken off the paths in it, so messages point at the student's files.
    public static func shortenPaths(_ text: String, _ folder: String) -> String { shorten(text, folder) }

    static func shorten(_ text: String, _ folder: String?) -> String {
        guard let folder else { return text }
        return text.replacingOccurrences(of: folder.hasSuffix("/") ? folder : folder + "/", with: "")
    }
}
