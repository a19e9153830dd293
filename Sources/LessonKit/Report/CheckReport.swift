import Foundation

/// The results of a `lessons check`, written as text, JSON or JUnit XML.
///
/// An error in a lesson's format counts as a failure everywhere (the summary line, JSON's summary,
/// JUnit's counts): a lesson that cannot be read must never show green on a dashboard. A known
/// issue (a check marked `known-issue=` that fails as it says) is counted apart: neither passed nor
/// failed.
public struct CheckReport {
    public var results: [CheckResult]
    /// Errors in the lessons' format, each a failure.
    public var problems: [LessonDiagnostic]

    /// What stopped the run before any check ran (no lesson found, a `--filter` that matches no
    /// check), or nil: a failure, so that a tool reading the JSON or JUnit sees a failed run, never
    /// an empty file or an empty pass.
    public var error: String?

    public init(results: [CheckResult], problems: [LessonDiagnostic] = [], error: String? = nil) {
        self.results = results
        self.problems = problems
        self.error = error
    }

    public var passed: Int { results.filter { $0.status == .passed }.count }
    /// Failed checks, errors in the lessons' format, and the error that stopped the run.
    public var failed: Int { results.filter { $0.status == .failed }.count + problems.count + (error == nil ? 0 : 1) }
    public var known: Int { results.filter { $0.status == .known }.count }
    public var skipped: Int { results.filter { $0.status == .skipped }.count }
    /// Checks whose block uses wildcards, counted because each use hides part of a recording.
    public var wildcardChecks: Int { results.filter { $0.check.usesWildcards }.count }

    /// The closing line: `N passed, N failed, N known issues, N skipped`.
    public var summaryLine: String {
        "\(passed) passed, \(failed) failed, \(known) known issue\(known == 1 ? "" : "s"), \(skipped) skipped"
    }

    /// The counts of the checks whose blocks were recorded on iOS (`recorded`), or of those the
    /// project wrote: the two are told apart because a failing recording means the engine is
    /// wrong, while a block the project wrote may itself be wrong.
    public func counts(recorded: Bool) -> (passed: Int, failed: Int, known: Int, skipped: Int) {
        let some = results.filter { $0.check.isRecorded == recorded }
        return (
            some.filter { $0.status == .passed }.count, some.filter { $0.status == .failed }.count,
            some.filter { $0.status == .known }.count, some.filter { $0.status == .skipped }.count
        )
    }

    /// The line that counts recorded or written checks: `recorded on iOS: 59 passed, 0 failed, …`.
    func countsLine(recorded: Bool) -> String {
        let (passed, failed, known, skipped) = counts(recorded: recorded)
        let label = recorded ? "recorded on iOS:" : "written by the project:"
        return "  " + label.padding(toLength: 25, withPad: " ", startingAt: 0)
            + "\(passed) passed, \(failed) failed, \(known) known issue\(known == 1 ? "" : "s"), \(skipped) skipped"
    }

    /// How a check is named in a report: `Lessons/07-…md:236 console (recorded on iOS) — Step 2`.
    static func head(_ check: Check) -> String {
        "\(check.location) \(check.kind.rawValue)\(check.isRecorded ? " (recorded on iOS)" : "") — \(check.title)"
    }

    /// What the two sides of a result's diff are: a block the project wrote was never recorded, so
    /// its side is what is expected.
    static func diffHeader(of result: CheckResult) -> String {
        result.diffHeader
            ?? (result.check.isRecorded
                ? "--- recorded (-)  +++ this engine (+)" : "--- expected (-)  +++ this engine (+)")
    }

    /// The lines under a failure's head, as the report shows them (and `lessons accept`): the play,
    /// why it failed, and the diff under its header.
    static func failureDetails(play: [String], reason: String?, diffHeader: String, diff: String?) -> String {
        var out = ""
        // Cut as a diff's line is: a play of 20,000 taps was one line of 160,000 characters.
        if !play.isEmpty { out += "     play: \(LineDiff.quoted(play.joined(separator: "; ")))\n" }
        if let reason { out += indented(reason) }
        if let diff {
            out += "     \(diffHeader)\n"
            out += indented(diff)
        }
        return out
    }

    /// The checks that cost the most time this run, slowest first: one per program and play, since
    /// the checks of one play share its build and its run.
    public func slowest(_ count: Int = 5) -> [CheckResult] {
        var seen = Set<String>()
        let timed = results.filter { $0.seconds > 0 }.sorted { $0.seconds > $1.seconds }
        return Array(
            timed.filter { result in
                seen.insert((result.check.code?.label ?? "") + "|" + result.check.play.joined(separator: ";")).inserted
            }.prefix(count))
    }

    /// A readable report: every lesson error, every failure and known issue with its diff, every
    /// skip with its reason, then the summary.
    public func text(verbose: Bool = false) -> String {
        var out = ""
        for problem in problems { out += problem.description + "\n" }
        for result in results {
            let check = result.check
            let head = Self.head(check)
            switch result.status {
            case .passed:
                if verbose { out += "PASS \(head)\n" }
            case .skipped:
                out += "SKIP \(head)\n     \(result.reason ?? "")\n"
            case .failed, .known:
                out += (result.status == .known ? "KNOWN " : "FAIL ") + head + "\n"
                if result.status == .known { out += "     known issue: \(check.knownIssue ?? "")\n" }
                out += Self.failureDetails(
                    play: check.play, reason: result.reason, diffHeader: Self.diffHeader(of: result), diff: result.diff)
            }
        }
        if wildcardChecks > 0 { out += "\(wildcardChecks) check(s) use wildcards\n" }
        // A long run's failures scroll away: they are listed again, one line each, at the end.
        let failures = results.filter { $0.status == .failed }
        if failed > 0 {
            out += "Failed (\(failed)):\n"
            for problem in problems { out += "  \(problem.location) lesson format: \(problem.message)\n" }
            for result in failures { out += "  \(Self.head(result.check))\n" }
        }
        let slow = slowest()
        if !slow.isEmpty {
            out += "Slowest:\n"
            for result in slow {
                let parts = [("build", result.buildSeconds ?? 0), ("run", result.runSeconds ?? 0)].filter { $0.1 > 0 }
                    .map { "\($0.0) \(Self.seconds($0.1))" }.joined(separator: ", ")
                out +=
                    "  " + Self.seconds(result.seconds).padding(toLength: 8, withPad: " ", startingAt: 0)
                    + "\(result.check.location) \(result.check.kind.rawValue) — \(result.check.title) (\(parts))\n"
            }
        }
        if !results.isEmpty {
            out += countsLine(recorded: true) + "\n" + countsLine(recorded: false) + "\n"
        }
        out += summaryLine + "\n"
        return Self.visible(out)
    }

    /// `text` with each control character but a newline and a tab written as `\u{1B}`: a program's
    /// output (or a lesson) that holds ESC [2J or ESC [1A would otherwise clear the terminal, or
    /// move up and erase the FAIL lines above it, and a CR would hide the start of its line.
    public static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isHidden) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isHidden(scalar) {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }

    /// The lines of a text report, each with what it is, so that a terminal can colour them:
    /// failures red, passes and a clean summary green, skips dim, known issues yellow, and each
    /// diff's recorded (`-`) and printed (`+`) lines.
    public static func styledLines(of text: String) -> [StyledLine] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var inFailures = false
        return lines.enumerated().map { index, line in
            if index == lines.count - 1, line.wholeMatch(of: #/[0-9]+ passed, ([0-9]+) failed, .*/#) != nil {
                return StyledLine(line.contains(" 0 failed,") ? .good : .bad, line)
            }
            if line.hasPrefix("Failed (") {
                inFailures = true
                return StyledLine(.bad, line)
            }
            if line.hasPrefix("Slowest:") || line.hasPrefix("  recorded on iOS:") { inFailures = false }
            if inFailures && line.hasPrefix("  ") { return StyledLine(.bad, line) }
            if line.hasPrefix("FAIL ") || line.contains(": error: ") { return StyledLine(.bad, line) }
            if line.hasPrefix("PASS ") { return StyledLine(.good, line) }
            if line.hasPrefix("SKIP ") || line.hasPrefix("Slowest:") { return StyledLine(.note, line) }
            if line.hasPrefix("KNOWN ") { return StyledLine(.actual, line) }
            if line.hasPrefix("     - ") { return StyledLine(.removed, line) }
            if line.hasPrefix("     + ") { return StyledLine(.added, line) }
            return StyledLine(.code, line)
        }
    }

    /// The text report as a terminal `width` columns wide shows it: styled, and each line longer than
    /// the width cut as `--bless` cuts its diff (prose at spaces; code, output and diffs between
    /// tokens, the rest of a line under its indent and marked `↪`), never where the terminal would
    /// cut it, in the middle of a name. A pipe gets the report as it is, one line each.
    public static func terminalLines(of text: String, width: Int) -> [StyledLine] {
        styledLines(of: text).flatMap { line -> [StyledLine] in
            // A caret under the first differing column points nowhere once the lines above are cut.
            if line.text.count > width, line.text.trimmingCharacters(in: .whitespaces) == "^" { return [] }
            return line.wrapped(to: width, code: true)
        }
    }

    /// `12.3 s`, `0.42 s`.
    static func seconds(_ value: Double) -> String {
        value >= 10 ? String(format: "%.1f s", value) : String(format: "%.2f s", value)
    }

    /// One JSON object: a summary, every check, and every lesson error.
    public func json() -> String {
        var checks: [[String: Any]] = []
        for result in results {
            var entry: [String: Any] = [
                "lesson": result.check.location.file,
                "line": result.check.location.line,
                "kind": result.check.kind.rawValue,
                "title": result.check.title,
                "status": result.status.rawValue,
            ]
            if let reason = result.reason { entry["reason"] = reason }
            if let diff = result.diff { entry["diff"] = diff }
            if let issue = result.check.knownIssue { entry["knownIssue"] = issue }
            if result.check.usesWildcards { entry["wildcards"] = true }
            entry["play"] = result.check.play
            entry["recorded"] = result.check.isRecorded
            if let build = result.buildSeconds { entry["buildSeconds"] = (build * 1000).rounded() / 1000 }
            if let run = result.runSeconds { entry["runSeconds"] = (run * 1000).rounded() / 1000 }
            checks.append(entry)
        }
        let errors: [[String: Any]] = problems.map { problem in
            var entry: [String: Any] = [
                "lesson": problem.location.file, "line": problem.location.line, "message": problem.message,
            ]
            if let fix = problem.fix { entry["fix"] = fix }
            return entry
        }
        func counted(_ recorded: Bool) -> [String: Int] {
            let (passed, failed, known, skipped) = counts(recorded: recorded)
            return ["passed": passed, "failed": failed, "known": known, "skipped": skipped]
        }
        var object: [String: Any] = [
            "summary": [
                "passed": passed, "failed": failed, "known": known, "skipped": skipped,
                "lessonErrors": problems.count, "wildcards": wildcardChecks,
            ],
            // The summary's counts split between checks recorded on iOS and those the project wrote.
            "recorded": counted(true),
            "written": counted(false),
            "checks": checks,
            "lessonErrors": errors,
        ]
        if let error { object["error"] = error }
        let data =
            (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// JUnit XML: a test suite per lesson, a test case per check and per lesson error. A known
    /// issue is a skipped test case whose message says what the engine lacks.
    public func junit() -> String {
        enum Case {
            case check(CheckResult)
            case problem(LessonDiagnostic)
        }
        let cases = results.map { Case.check($0) } + problems.map { Case.problem($0) }
        func file(_ entry: Case) -> String {
            switch entry {
            case .check(let result): return result.check.location.file
            case .problem(let problem): return problem.location.file
            }
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<testsuites tests=\"\(cases.count + (error == nil ? 0 : 1))\" failures=\"\(failed)\" skipped=\"\(skipped + known)\">\n"
        if let error {
            out += "  <testsuite name=\"lessons check\" tests=\"1\" failures=\"1\" skipped=\"0\">\n"
            out +=
                "    <testcase classname=\"lessons check\" name=\"the run\"><failure message=\"\(xml(error))\">\(xml(error))</failure></testcase>\n"
            out += "  </testsuite>\n"
        }
        let byLesson = Dictionary(grouping: cases, by: file)
        for lesson in byLesson.keys.sorted() {
            let entries = byLesson[lesson]!
            let lessonResults = entries.compactMap {
                if case .check(let result) = $0 { return result } else { return nil }
            }
            let failures = entries.count - lessonResults.count + lessonResults.filter { $0.status == .failed }.count
            let skips = lessonResults.filter { $0.status == .skipped || $0.status == .known }.count
            out +=
                "  <testsuite name=\"\(xml(lesson))\" tests=\"\(entries.count)\" failures=\"\(failures)\" skipped=\"\(skips)\">\n"
            let recordedCount = lessonResults.filter { $0.check.isRecorded }.count
            out +=
                "    <properties><property name=\"recorded checks\" value=\"\(recordedCount)\"/>"
                + "<property name=\"written checks\" value=\"\(lessonResults.count - recordedCount)\"/></properties>\n"
            for entry in entries {
                switch entry {
                case .problem(let problem):
                    // Found as the lesson was read, before anything was built or run: no time of its
                    // own, said as such, since JUnit readers take a case without `time` for a broken file.
                    out +=
                        "    <testcase classname=\"\(xml(lesson))\" name=\"\(problem.location.line) lesson format\" time=\"0.000\" "
                        + "file=\"\(xml(lesson))\" line=\"\(problem.location.line)\">"
                    out +=
                        "<failure message=\"\(xml(problem.message))\">\(xml(problem.description))</failure></testcase>\n"
                case .check(let result):
                    let name = "\(result.check.location.line) \(result.check.kind.rawValue) \(result.check.title)"
                    // `file` and `line` let a CI dashboard link the case to the lesson's block. A result
                    // kept from an earlier run took no time in this one: `time` says so, and the
                    // `from cache` property tells it from a check that ran.
                    out +=
                        "    <testcase classname=\"\(xml(lesson))\" name=\"\(xml(name))\" time=\"\(String(format: "%.3f", result.seconds))\" "
                        + "file=\"\(xml(lesson))\" line=\"\(result.check.location.line)\">"
                    let fromCache =
                        result.status != .skipped && result.check.skipReason == nil && result.buildSeconds == 0
                        && result.runSeconds == 0
                    out +=
                        "<properties><property name=\"recorded\" value=\"\(result.check.isRecorded)\"/>"
                        + (fromCache ? "<property name=\"from cache\" value=\"true\"/>" : "") + "</properties>"
                    switch result.status {
                    case .passed: out += "</testcase>\n"
                    case .skipped: out += "<skipped message=\"\(xml(result.reason ?? ""))\"/></testcase>\n"
                    case .known:
                        let message = "known issue: \(result.check.knownIssue ?? ""): \(result.reason ?? "")"
                        out += "<skipped message=\"\(xml(message))\"/></testcase>\n"
                    case .failed:
                        out +=
                            "<failure message=\"\(xml(result.reason ?? "failed"))\">\(xml(result.diff ?? ""))</failure></testcase>\n"
                    }
                }
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    /// `text` with every line indented under its head, CRLF lines too ("\r\n" is one Character):
    /// a program's output or error, quoted in a reason or a diff, never starts a line of the report,
    /// where it could pass for the runner's own (`PASS …`, the summary). A lone CR and the other
    /// control characters stay in their line, shown as `\u{D}` (`visible`).
    private static func indented(_ text: String) -> String {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            .map { "     " + $0 }.joined(separator: "\n") + "\n"
    }

    private func xml(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            // XML 1.0 allows no other control characters, nor U+FFFE and U+FFFF, even escaped
            // (its `Char` production): a program's output may hold them.
            case _ where scalar.value < 0x20 && scalar != "\t" && scalar != "\r": out += "\u{FFFD}"
            case "\u{FFFE}", "\u{FFFF}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
