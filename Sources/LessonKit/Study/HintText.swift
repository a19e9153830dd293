/// What `lessons hint` shows in a workspace: first, when the student's last run of the step
/// differs from the lesson, where it differs in words and then the diff; then the step's next hint
/// (one more each time it is asked), or what to do when the step has no more.
public enum HintText {
    /// The most lines of a run's diff shown before the hint.
    static let shownDiffLines = 9

    /// The lines for step `step` of `lesson`, when `shown` hints were shown before; and how many
    /// have been shown after these.
    public static func lines(lesson: Lesson, step: Int, lastRun: LastRun?, shown: Int, width: Int, styled: Bool = false)
        -> (lines: [StyledLine], shown: Int)
    {
        let name = lesson.number.map(String.init) ?? lesson.stateKey
        let title = lesson.sections.first { $0.kind == .step(step) }?.title ?? "Step \(step)"
        var out = [StyledLine(.title, "\(lesson.shortName) · \(title): a hint")]
        if let lastRun, lastRun.step == step {
            let failing = lastRun.runs.filter { !$0.passed }
            if failing.isEmpty {
                out.append(StyledLine(.good, "Your last run of step \(step) matched the lesson."))
            }
            for run in failing {
                if let words = LastRun.difference(run) {
                    out += StyledText.markdown(words, styled: styled).lines(.bad, width: width, first: "", rest: "")
                }
                if let actual = run.actual {
                    let diff =
                        run.wildcards
                        ? PatternDiff.render(expected: run.expected, actual: actual)
                        : LineDiff.render(expected: run.expected, actual: actual)
                    out.append(StyledLine(.note, "  difference (- the lesson's, + yours):"))
                    // The words above say where; a few lines of the diff show it, and the hint stays on screen.
                    let lines = ComparisonText.diffLines(diff)
                    out += lines.prefix(shownDiffLines)
                    if lines.count > shownDiffLines {
                        out.append(
                            StyledLine(
                                .note,
                                "  … \(lines.count - shownDiffLines) more lines (`lessons run` shows the whole diff)"))
                    }
                }
            }
        } else {
            out.append(
                StyledLine(
                    .note,
                    "(No run of step \(step) yet: after `lessons run`, `lessons hint` first says where your app differs from the lesson.)"
                ))
        }
        out.append(StyledLine(.plain, ""))
        let hints = lesson.hints(ofStep: step)
        let next = AppHistory(lesson).stepNumbers.first { $0 > step }
        let solution =
            next.map { "`lessons reset FILE --step \($0)` puts a file as the step leaves it (yours is kept)" }
            ?? "`lessons show \(name) --step \(step)` shows the step again"
        guard !hints.isEmpty else {
            out.append(
                StyledLine(
                    .note,
                    "Step \(step) has no hints. `lessons show \(name) --step \(step)` shows what it asks; \(solution).")
            )
            return (out, shown)
        }
        let index = min(shown, hints.count - 1)
        let hint = hints[index]
        out.append(StyledLine(.heading, "Hint \(index + 1) of \(hints.count)" + (hint.about.map { ": \($0)" } ?? "")))
        out += StudyText.lines(
            hint.markdown, edits: [], checks: [], recorded: .show,
            layout: StudyText.Layout(width: width, styled: styled))
        if index + 1 < hints.count {
            out.append(StyledLine(.note, "(`lessons hint` again gives the next one.)"))
        } else {
            out.append(StyledLine(.note, "(That is the step's last hint; \(solution).)"))
        }
        return (out, max(shown, index + 1))
    }
}
