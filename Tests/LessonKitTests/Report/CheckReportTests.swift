import Foundation
import Testing

@testable import LessonKit

#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("The check report")
struct CheckReportTests {
    func check(
        line: Int, recorded: Bool, title: String = "Step 2", play: [String] = ["launch", "toggle On"],
        label: String? = nil
    ) -> Check {
        var attributes = ["play": play.joined(separator: "; ")]
        if recorded { attributes["recorded"] = "" }
        let block = Block(
            location: SourceLocation(file: "Lessons/07-a.md", line: line), kind: "console", attributes: attributes,
            lines: ["ContentView.body"])
        let code = CodeVersion(files: [], label: label ?? "step \(line)")
        return Check(
            kind: .console, block: block, title: title, code: code, play: play, scope: .last, severity: "error",
            usesWildcards: false, skipReason: nil)
    }

    func results() -> [CheckResult] {
        [
            CheckResult(check: check(line: 10, recorded: true), status: .passed, buildSeconds: 4.5, runSeconds: 0.25),
            CheckResult(
                check: check(line: 20, recorded: true), status: .failed,
                reason: "nothing was printed during `toggle On`",
                diff: "- ContentView.body", actual: [], buildSeconds: 0, runSeconds: 0.5),
            CheckResult(
                check: check(line: 30, recorded: false, title: "Step 3"), status: .failed,
                reason: "the console differs",
                diff: "- a\n+ b", actual: ["b"], buildSeconds: 12.25, runSeconds: 1),
            CheckResult(
                check: check(line: 40, recorded: false, title: "Step 3"), status: .skipped, reason: "needs UIKit"),
        ]
    }

    @Test("A failure's play of 20,000 actions is shown cut, as a diff's line is, saying how much was cut")
    func longPlay() {
        let play = ["launch"] + Array(repeating: "tap Go", count: 20_000)
        let result = CheckResult(
            check: check(line: 10, recorded: false, play: play), status: .failed, reason: "the console differs",
            diff: "- a\n+ b", actual: ["b"], buildSeconds: 0, runSeconds: 1)
        let text = CheckReport(results: [result]).text()
        let line =
            text.split(separator: "\n").first { $0.hasPrefix("     play: launch; tap Go") }.map(String.init) ?? ""
        #expect(line.count < LineDiff.shownCharacters + 100, "\(line.prefix(200))")
        #expect(
            line.hasSuffix("[… \(play.joined(separator: "; ").count - LineDiff.shownCharacters) more characters]"),
            "\(line.suffix(100))")
    }

    @Test("Recorded and written checks are counted apart; a recorded one says so where it is named")
    func counts() {
        let report = CheckReport(results: results())
        #expect(report.counts(recorded: true) == (1, 1, 0, 0))
        #expect(report.counts(recorded: false) == (0, 1, 0, 1))
        let text = report.text()
        #expect(text.contains("FAIL Lessons/07-a.md:20 console (recorded on iOS) — Step 2\n"))
        #expect(text.contains("FAIL Lessons/07-a.md:30 console — Step 3\n"))
        #expect(
            text.contains(
                "  recorded on iOS:         1 passed, 1 failed, 0 known issues, 0 skipped\n"
                    + "  written by the project:  0 passed, 1 failed, 0 known issues, 1 skipped\n"
                    + "1 passed, 2 failed, 0 known issues, 1 skipped\n"))
        #expect(text.hasSuffix("1 passed, 2 failed, 0 known issues, 1 skipped\n"), "the summary stays the last line")
    }

    @Test(
        "A diff is headed `recorded` for a block from iOS and `expected` for one the project wrote, in the report and beside a student's run"
    )
    func diffHeadings() {
        let results = results()
        let text = CheckReport(results: results).text()
        let recorded = text.range(of: "FAIL Lessons/07-a.md:20")!.upperBound
        let written = text.range(of: "FAIL Lessons/07-a.md:30")!.upperBound
        #expect(text[recorded..<written].contains("--- recorded (-)  +++ this engine (+)"))
        #expect(text[written...].contains("--- expected (-)  +++ this engine (+)"))
        #expect(!text[written...].contains("--- recorded (-)"))
        let shown = ComparisonText.lines(results[2], number: 1, width: 80).map(\.text)
        #expect(shown.contains { $0.hasSuffix("│ expected") })
        // Once: the columns, or (the student's choice, `--diff`) the diff, never both.
        #expect(!shown.contains { $0.contains("difference (-") })
        let diff = ComparisonText.lines(results[2], number: 1, width: 80, failure: .diff).map(\.text)
        #expect(diff.contains("  difference (- expected, + the engine):"))
        #expect(!diff.contains { $0.contains(" │ ") })
        #expect(
            ComparisonText.lines(results[1], number: 1, width: 80).map(\.text).allSatisfy { !$0.contains("expected") })
    }

    @Test("The failures are listed again at the end, one a line, and the slowest checks with their build and run times")
    func endOfALongRun() {
        let text = CheckReport(
            results: results(),
            problems: [LessonDiagnostic(SourceLocation(file: "Lessons/48-b.md", line: 3), "two titles")]
        ).text()
        let tail = text.components(separatedBy: "Failed (3):\n")
        #expect(tail.count == 2)
        #expect(
            tail[1].hasPrefix(
                """
                  Lessons/48-b.md:3 lesson format: two titles
                  Lessons/07-a.md:20 console (recorded on iOS) — Step 2
                  Lessons/07-a.md:30 console — Step 3
                Slowest:
                  13.2 s  Lessons/07-a.md:30 console — Step 3 (build 12.2 s, run 1.00 s)
                  4.75 s  Lessons/07-a.md:10 console — Step 2 (build 4.50 s, run 0.25 s)
                  0.50 s  Lessons/07-a.md:20 console — Step 2 (run 0.50 s)

                """))
        #expect(!CheckReport(results: [results()[0]]).text().contains("Failed ("), "no list when nothing failed")
    }

    @Test(
        "JSON gives each check's play, whether it was recorded, and its times; the summary counts recorded and written apart"
    )
    func json() throws {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(CheckReport(results: results()).json().utf8)) as? [String: Any])
        let checks = try #require(object["checks"] as? [[String: Any]])
        #expect(checks[0]["play"] as? [String] == ["launch", "toggle On"])
        #expect(checks[0]["recorded"] as? Bool == true && checks[2]["recorded"] as? Bool == false)
        #expect(checks[2]["buildSeconds"] as? Double == 12.25 && checks[2]["runSeconds"] as? Double == 1)
        #expect(object["recorded"] as? [String: Int] == ["passed": 1, "failed": 1, "known": 0, "skipped": 0])
        #expect(object["written"] as? [String: Int] == ["passed": 0, "failed": 1, "known": 0, "skipped": 1])
        #expect((object["summary"] as? [String: Int])?["failed"] == 2, "the summary stays a flat object of counts")
    }

    @Test(
        "JUnit gives each test case its time, its file and line, and whether it was recorded, and each suite its counts of both"
    )
    func junit() {
        let xml = CheckReport(results: results()).junit()
        #expect(
            xml.contains(
                "<testcase classname=\"Lessons/07-a.md\" name=\"10 console Step 2\" time=\"4.750\" file=\"Lessons/07-a.md\" line=\"10\"><properties><property name=\"recorded\" value=\"true\"/></properties></testcase>"
            ))
        #expect(
            xml.contains(
                "<property name=\"recorded checks\" value=\"2\"/><property name=\"written checks\" value=\"2\"/>"))
        #expect(
            xml.contains(
                "<property name=\"recorded\" value=\"false\"/></properties><failure message=\"the console differs\">"))
    }

    @Test("JUnit gives a lesson's format error a test case with a time too, as every case has")
    func junitOfFormatErrors() {
        let xml = CheckReport(
            results: [], problems: [LessonDiagnostic(SourceLocation(file: "Lessons/48-b.md", line: 3), "two titles")]
        ).junit()
        let cases = xml.components(separatedBy: "<testcase ").dropFirst()
        #expect(cases.count == 1 && cases.allSatisfy { $0.contains(" time=\"0.000\" ") }, "\(xml)")
    }

    @Test("JUnit marks a check whose result came from the cache, which took no time in this run")
    func junitOfCachedResults() {
        let cached = CheckResult(
            check: check(line: 10, recorded: false), status: .passed, buildSeconds: 0, runSeconds: 0)
        let ran = CheckResult(
            check: check(line: 20, recorded: false), status: .passed, buildSeconds: 0, runSeconds: 0.25)
        let xml = CheckReport(results: [cached, ran]).junit()
        #expect(
            xml.contains(
                "name=\"10 console Step 2\" time=\"0.000\" file=\"Lessons/07-a.md\" line=\"10\"><properties><property name=\"recorded\" value=\"false\"/><property name=\"from cache\" value=\"true\"/></properties>"
            ))
        #expect(xml.components(separatedBy: "from cache").count == 2, "only the cached one: \(xml)")
    }

    // A program printed U+FFFE, and the JUnit file was no XML at all: its readers refused it whole.
    @Test("JUnit stays well-formed XML whatever a program printed: characters XML forbids become U+FFFD")
    func junitOfHostileOutput() {
        let printed = "a\u{FFFE}b\u{FFFF}c\u{0}\u{1B}[31m\u{7}d <&\"> \u{10FFFF} \u{E000}"
        let result = CheckResult(
            check: check(line: 10, recorded: false), status: .failed, reason: "the console differs: " + printed,
            diff: "- x\n+ " + printed, actual: [printed])
        let xml = CheckReport(results: [result]).junit()
        final class Errors: NSObject, XMLParserDelegate {
            var error: Error?
            func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { error = parseError }
        }
        let parser = XMLParser(data: Data(xml.utf8))
        let errors = Errors()
        parser.delegate = errors
        #expect(parser.parse(), "\(String(describing: errors.error)): \(xml)")
        #expect(xml.contains("a\u{FFFD}b\u{FFFD}c"))
    }

    @Test("On a terminal the report's lines are coloured by what they are")
    func colours() {
        let lines = CheckReport.styledLines(of: CheckReport(results: results()).text())
        func role(_ prefix: String) -> StyledLine.Role? { lines.first { $0.text.hasPrefix(prefix) }?.role }
        #expect(role("FAIL ") == .bad)
        #expect(role("SKIP ") == .note)
        #expect(role("     - ContentView.body") == .removed)
        #expect(role("     + b") == .added)
        #expect(role("  Lessons/07-a.md:20") == .bad, "a line of the failures' list")
        #expect(lines.last?.role == .bad)
        #expect(CheckReport.styledLines(of: CheckReport(results: [results()[0]]).text()).last?.role == .good)
    }

    // At 80 columns a failed check's diff line was cut by the terminal in the middle of a name.
    @Test("On a terminal the report is cut at its width between tokens, as --bless cuts its diff")
    func wrapsBetweenTokens() {
        let long =
            "     - TripCard: @self, _trip changed. ContentView: @self, __store changed. TripGrid: @self, _store, \\TripStore.trips changed."
        let caret = String(repeating: " ", count: 90) + "^"
        let text =
            "FAIL Lessons/07-a.md:20 console — Step 2 · Favorites\n" + long + "\n" + caret
            + "\n1 passed, 1 failed, 0 known issues, 0 skipped\n"
        let lines = CheckReport.terminalLines(of: text, width: 60)
        #expect(lines.allSatisfy { $0.text.count <= 60 }, "\(lines.map(\.text))")
        let diff = lines.filter { $0.role == .removed }
        #expect(
            diff.count >= 2 && diff.dropFirst().allSatisfy { $0.text.hasPrefix("     " + StyledLine.continuation) },
            "\(diff.map(\.text))")
        // No word is cut: the pieces, joined at the cuts, are the line again.
        let joined = diff.map { $0.text.hasPrefix("     ↪ ") ? String($0.text.dropFirst(7)) : $0.text }.joined(
            separator: " ")
        #expect(joined == long)
        #expect(!lines.contains { $0.text.hasSuffix("^") }, "a caret that no longer points at its column is left out")
        #expect(CheckReport.terminalLines(of: text, width: 200).count == 4)
    }
}
