import Foundation

/// The results of a `lessons check`, written as text, JSON or JUnit XML.
public struct CheckReport {
    public var results: [CheckResult]

    public init(results: [CheckResult]) { self.results = results }

    public var passed: Int { results.filter { $0.status == .passed }.count }
    public var failed: Int { results.filter { $0.status == .failed }.count }
    public var skipped: Int { results.filter { $0.status == .skipped }.count }
    /// Checks whose block uses wildcards, counted because each use hides part of a recording.
    public var wildcardChecks: Int { results.filter { $0.check.usesWildcards }.count }

    /// The closing line: `N passed, N failed, N skipped`.
    public var summaryLine: String { "\(passed) passed, \(failed) failed, \(skipped) skipped" }

    /// A readable report: every failure with its diff, every skip with its reason, then the summary.
    public func text(verbose: Bool = false) -> String {
        var out = ""
        for result in results {
            let check = result.check
            let head = "\(check.location) \(check.kind.rawValue) — \(check.title)"
            switch result.status {
            case .passed:
                if verbose { out += "PASS \(head)\n" }
            case .skipped:
                out += "SKIP \(head)\n     \(result.reason ?? "")\n"
            case .failed:
                out += "FAIL \(head)\n"
                if !check.play.isEmpty { out += "     play: \(check.play.joined(separator: "; "))\n" }
                if let reason = result.reason {
                    out += reason.split(separator: "\n", omittingEmptySubsequences: false).map { "     " + $0 }.joined(separator: "\n") + "\n"
                }
                if let diff = result.diff {
                    out += "     \(result.diffHeader ?? "--- recorded (-)  +++ this engine (+)")\n"
                    out += diff.split(separator: "\n", omittingEmptySubsequences: false).map { "     " + $0 }.joined(separator: "\n") + "\n"
                }
            }
        }
        if wildcardChecks > 0 { out += "\(wildcardChecks) check(s) use wildcards\n" }
        out += summaryLine + "\n"
        return out
    }

    /// One JSON object: a summary and every check.
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
            if result.check.usesWildcards { entry["wildcards"] = true }
            checks.append(entry)
        }
        let object: [String: Any] = [
            "summary": ["passed": passed, "failed": failed, "skipped": skipped, "wildcards": wildcardChecks],
            "checks": checks,
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// JUnit XML: a test suite per lesson, a test case per check.
    public func junit() -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites tests=\"\(results.count)\" failures=\"\(failed)\" skipped=\"\(skipped)\">\n"
        let byLesson = Dictionary(grouping: results, by: { $0.check.location.file })
        for lesson in byLesson.keys.sorted() {
            let cases = byLesson[lesson]!
            out += "  <testsuite name=\"\(xml(lesson))\" tests=\"\(cases.count)\" failures=\"\(cases.filter { $0.status == .failed }.count)\" skipped=\"\(cases.filter { $0.status == .skipped }.count)\">\n"
            for result in cases {
                let name = "\(result.check.location.line) \(result.check.kind.rawValue) \(result.check.title)"
                out += "    <testcase classname=\"\(xml(lesson))\" name=\"\(xml(name))\""
                switch result.status {
                case .passed: out += "/>\n"
                case .skipped: out += "><skipped message=\"\(xml(result.reason ?? ""))\"/></testcase>\n"
                case .failed:
                    out += "><failure message=\"\(xml(result.reason ?? "failed"))\">\(xml(result.diff ?? ""))</failure></testcase>\n"
                }
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    private func xml(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
