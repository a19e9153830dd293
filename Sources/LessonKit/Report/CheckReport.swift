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

    public init(results: [CheckResult], problems: [LessonDiagnostic] = []) {
        self.results = results
        self.problems = problems
    }

    public var passed: Int { results.filter { $0.status == .passed }.count }
    /// Failed checks, and errors in the lessons' format.
    public var failed: Int { results.filter { $0.status == .failed }.count + problems.count }
    public var known: Int { results.filter { $0.status == .known }.count }
    public var skipped: Int { results.filter { $0.status == .skipped }.count }
    /// Checks whose block uses wildcards, counted because each use hides part of a recording.
    public var wildcardChecks: Int { results.filter { $0.check.usesWildcards }.count }

    /// The closing line: `N passed, N failed, N known issues, N skipped`.
    public var summaryLine: String {
        "\(passed) passed, \(failed) failed, \(known) known issue\(known == 1 ? "" : "s"), \(skipped) skipped"
    }

    /// A readable report: every lesson error, every failure and known issue with its diff, every
    /// skip with its reason, then the summary.
    public func text(verbose: Bool = false) -> String {
        var out = ""
        for problem in problems { out += problem.description + "\n" }
        for result in results {
            let check = result.check
            let head = "\(check.location) \(check.kind.rawValue) — \(check.title)"
            switch result.status {
            case .passed:
                if verbose { out += "PASS \(head)\n" }
            case .skipped:
                out += "SKIP \(head)\n     \(result.reason ?? "")\n"
            case .failed, .known:
                out += (result.status == .known ? "KNOWN " : "FAIL ") + head + "\n"
                if result.status == .known { out += "     known issue: \(check.knownIssue ?? "")\n" }
                if !check.play.isEmpty { out += "     play: \(check.play.joined(separator: "; "))\n" }
                if let reason = result.reason { out += indented(reason) }
                if let diff = result.diff {
                    out += "     \(result.diffHeader ?? "--- recorded (-)  +++ this engine (+)")\n"
                    out += indented(diff)
                }
            }
        }
        if wildcardChecks > 0 { out += "\(wildcardChecks) check(s) use wildcards\n" }
        out += summaryLine + "\n"
        return out
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
            checks.append(entry)
        }
        let errors: [[String: Any]] = problems.map { problem in
            var entry: [String: Any] = ["lesson": problem.location.file, "line": problem.location.line, "message": problem.message]
            if let fix = problem.fix { entry["fix"] = fix }
            return entry
        }
        let object: [String: Any] = [
            "summary": ["passed": passed, "failed": failed, "known": known, "skipped": skipped,
                        "lessonErrors": problems.count, "wildcards": wildcardChecks],
            "checks": checks,
            "lessonErrors": errors,
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data()
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
        out += "<testsuites tests=\"\(cases.count)\" failures=\"\(failed)\" skipped=\"\(skipped + known)\">\n"
        let byLesson = Dictionary(grouping: cases, by: file)
        for lesson in byLesson.keys.sorted() {
            let entries = byLesson[lesson]!
            let lessonResults = entries.compactMap { if case .check(let result) = $0 { return result } else { return nil } }
            let failures = entries.count - lessonResults.count + lessonResults.filter { $0.status == .failed }.count
            let skips = lessonResults.filter { $0.status == .skipped || $0.status == .known }.count
            out += "  <testsuite name=\"\(xml(lesson))\" tests=\"\(entries.count)\" failures=\"\(failures)\" skipped=\"\(skips)\">\n"
            for entry in entries {
                switch entry {
                case .problem(let problem):
                    out += "    <testcase classname=\"\(xml(lesson))\" name=\"\(problem.location.line) lesson format\">"
                    out += "<failure message=\"\(xml(problem.message))\">\(xml(problem.description))</failure></testcase>\n"
                case .check(let result):
                    let name = "\(result.check.location.line) \(result.check.kind.rawValue) \(result.check.title)"
                    out += "    <testcase classname=\"\(xml(lesson))\" name=\"\(xml(name))\""
                    switch result.status {
                    case .passed: out += "/>\n"
                    case .skipped: out += "><skipped message=\"\(xml(result.reason ?? ""))\"/></testcase>\n"
                    case .known:
                        let message = "known issue: \(result.check.knownIssue ?? ""): \(result.reason ?? "")"
                        out += "><skipped message=\"\(xml(message))\"/></testcase>\n"
                    case .failed:
                        out += "><failure message=\"\(xml(result.reason ?? "failed"))\">\(xml(result.diff ?? ""))</failure></testcase>\n"
                    }
                }
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    private func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "     " + $0 }.joined(separator: "\n") + "\n"
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
            // XML 1.0 allows no other control characters, even escaped: a program's output may hold them.
            case _ where scalar.value < 0x20 && scalar != "\t" && scalar != "\r": out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
