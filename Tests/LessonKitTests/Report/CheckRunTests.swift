import Foundation
import Testing

@testable import LessonKit

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The package this test was built from.
private let layout = PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)!

/// `lessons check` run on files written to a fresh folder: its exit status, standard output and error.
private func check(
    _ files: [String: String], _ extra: [String] = [], format: String = "text", filter: String? = nil,
    bless: [CheckRun.BlessAnswer]? = nil, keep: ((String) throws -> Void)? = nil,
    shard: (index: Int, count: Int)? = nil, cache: String? = nil
) throws -> (status: Int32, output: String, errors: String) {
    let folder = NSTemporaryDirectory() + "lessons-command-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for (name, text) in files {
        if text == "<folder>" {
            try FileManager.default.createDirectory(atPath: folder + "/" + name, withIntermediateDirectories: true)
        } else {
            try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        }
    }
    var arguments = CheckRun.Request()
    arguments.paths = [folder] + extra.map { folder + "/" + $0 }
    arguments.format = format
    arguments.filter = filter
    arguments.cacheDirectory = cache ?? layout.defaultCache
    arguments.shard = shard.map { CheckRun.Shard(index: $0.index, count: $0.count) }
    var output = ""
    var errors = ""
    var command = CheckRun(
        request: arguments, layout: layout, output: { output += $0 }, errors: { errors += $0 + "\n" })
    if var answers = bless {
        arguments.bless = true
        command.request = arguments
        command.confirmBless = { result, number, count in
            errors += "asked \(number) of \(count): \(result.check.location.line)\n"
            return answers.isEmpty ? .stop : answers.removeFirst()
        }
    }
    let status = try command.run()
    try keep?(folder)
    return (
        status, output.replacingOccurrences(of: folder + "/", with: ""),
        errors.replacingOccurrences(of: folder + "/", with: "")
    )
}

/// A lesson whose one check cannot run here (so nothing is built), and a line for more.
private func lesson(_ more: String = "") -> String {
    "# Lesson 1 · T\n\n```swift program\nlet x = 1\n```\n\n```console skip=\"needs UIKit\"\nx\n```\n" + more
}

@Suite("lessons check: nothing passes silently", .serialized, .onThreadsOfItsOwn)
struct CheckRunTests {
    @Test("An empty folder, or one with no lesson in it, is an error, not an empty pass")
    func noLessons() throws {
        for files in [[:], ["README.md": "# Writing a lesson\n", "notes.txt": "x"]] {
            let run = try check(files)
            #expect(run.status == 1)
            #expect(run.errors.hasPrefix("Error: no lessons in "))
        }
    }

    @Test("An empty folder with --format json or junit prints a report that says no lessons were found, and fails")
    func noLessonsInTheFormatAskedFor() throws {
        let json = try check([:], format: "json")
        #expect(json.status == 1)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any], "\(json.output)")
        #expect((object["error"] as? String)?.hasPrefix("no lessons in ") == true, "\(json.output)")
        #expect((object["summary"] as? [String: Any])?["failed"] as? Int == 1)
        let junit = try check([:], format: "junit")
        #expect(junit.status == 1)
        #expect(XMLParser(data: Data(junit.output.utf8)).parse(), "\(junit.output)")
        #expect(
            junit.output.contains("failures=\"1\"") && junit.output.contains("<failure message=\"no lessons in "),
            "\(junit.output)")
        // A filter that matches nothing, likewise.
        let filtered = try check(["01-a.md": lesson()], format: "json", filter: "no such check")
        #expect(filtered.status == 1)
        let filteredObject = try #require(
            try JSONSerialization.jsonObject(with: Data(filtered.output.utf8)) as? [String: Any], "\(filtered.output)")
        #expect(
            (filteredObject["error"] as? String)?.hasPrefix("--filter \"no such check\" matches none") == true,
            "\(filtered.output)")
    }

    @Test("A --filter that matches no check is an error that says what it is matched against")
    func filterMatchesNothing() throws {
        let run = try check(["01-a.md": lesson()], filter: "no such check")
        #expect(run.status == 1)
        #expect(run.errors.hasPrefix("Error: --filter \"no such check\" matches none of the 1 checks in 1 lesson;"))
    }

    @Test("Shards' JUnit files hold every check and every format error exactly once between them")
    func shards() throws {
        let broken = lesson(
            "\n## Step 1 · A\n\n## Step 1 · B\n\n```swift program\nlet y = 2\n```\n\n```console skip=\"needs UIKit\"\ny\n```\n"
        )
        var cases: [String] = []
        for index in 1...2 {
            let run = try check(["01-a.md": broken], format: "junit", shard: (index, 2))
            cases += run.output.split(separator: "\n").filter { $0.contains("<testcase") }.map(String.init)
        }
        #expect(cases.count == 3, "two checks and one format error: \(cases)")
        #expect(Set(cases).count == 3)
        #expect(cases.filter { $0.contains("lesson format") }.count == 1)
    }

    @Test("A shard past the number of checks is an error, not a green job that checked nothing")
    func emptyShard() throws {
        let run = try check(["01-a.md": lesson()], shard: (2, 3))
        #expect(run.status == 1)
        #expect(run.errors.contains("Error: --shard 2/3 holds none of the 1 check selected"), "\(run.errors)")
        // Shard 1 holds the one check, which is skipped: nothing was checked there either.
        let first = try check(["01-a.md": lesson()], shard: (1, 3))
        #expect(first.status == 1)
        #expect(first.output.hasSuffix("0 passed, 0 failed, 0 known issues, 1 skipped\n"))
    }

    @Test("A run whose every check is skipped is an error, not a green run that checked nothing")
    func everythingSkipped() throws {
        let run = try check(["01-a.md": lesson()])
        #expect(run.status == 1)
        #expect(
            run.errors.contains(
                "Error: nothing was checked: the one check selected is skipped (each says why above): select checks that run here"
            ), "\(run.errors)")
        // One check that runs is enough: a lesson with a skipped check and a passing one exits 0.
        let mixed = try check([
            "01-a.md": lesson(
                "\n```swift program\nimport SwiftUI\n\nstruct ContentView: View {\n    var body: some View { Text(\"x\").onAppear { print(\"x\") } }\n}\n```\n\n```console\nx\n```\n"
            )
        ])
        #expect(mixed.status == 0, "\(mixed.output)")
        #expect(mixed.output.hasSuffix("1 passed, 0 failed, 0 known issues, 1 skipped\n"))
    }

    @Test("Lessons with no checks at all are an error")
    func noChecks() throws {
        let run = try check(["01-a.md": "# Lesson 1 · T\n\nJust prose.\n"])
        #expect(run.status == 1)
        #expect(run.errors.contains("holds no checks"))
    }

    @Test("A lesson-format error counts as a failure in the summary line, in JSON and in JUnit")
    func formatErrorsAreFailures() throws {
        let broken = lesson("\n## Step 1 · A\n\n## Step 1 · B\n")
        let text = try check(["01-a.md": broken])
        #expect(text.status == 1)
        #expect(text.output.contains("01-a.md:13: error: step 1 is already the step at line 11"))
        #expect(text.output.hasSuffix("0 passed, 1 failed, 0 known issues, 1 skipped\n"))

        let json = try check(["01-a.md": broken], format: "json")
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary["failed"] == 1 && summary["lessonErrors"] == 1 && summary["skipped"] == 1)
        #expect((object["lessonErrors"] as? [[String: Any]])?.first?["line"] as? Int == 13)

        let junit = try check(["01-a.md": broken], format: "junit")
        #expect(junit.status == 1)
        #expect(junit.output.contains("<testsuites tests=\"2\" failures=\"1\" skipped=\"1\">"))
        #expect(
            junit.output.contains(
                "name=\"13 lesson format\" time=\"0.000\" file=\"01-a.md\" line=\"13\"><failure message=\"step 1 is already the step at line 11\">"
            ), "\(junit.output)")
    }

    // With --format json or junit, a lesson whose only problems were format errors (no check to
    // run) got the text report on standard output, which no JSON or JUnit reader can read.
    @Test("A lesson with only format errors and no check gets its report in the format asked for")
    func formatErrorsOnlyInTheFormatAskedFor() throws {
        let broken = "# Lesson 1 · A\n\n## Step 1 · A\n\n## Step 1 · B\n"
        let text = try check(["01-a.md": broken])
        #expect(text.status == 1)
        #expect(text.output.contains("01-a.md:5: error: step 1 is already the step at line 3"), "\(text.output)")
        let json = try check(["01-a.md": broken], format: "json")
        #expect(json.status == 1)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any], "\(json.output)")
        #expect((object["lessonErrors"] as? [[String: Any]])?.first?["line"] as? Int == 5)
        let junit = try check(["01-a.md": broken], format: "junit")
        #expect(junit.status == 1)
        let parser = XMLParser(data: Data(junit.output.utf8))
        #expect(parser.parse(), "\(junit.output)")
        #expect(junit.output.contains("<failure message=\"step 1 is already the step at line 3\">"), "\(junit.output)")
    }

    @Test("A CRLF lesson is read, not passed as empty")
    func crlfLesson() throws {
        let run = try check(["01-a.md": lesson().replacingOccurrences(of: "\n", with: "\r\n")])
        // Its one check is read (and skipped, so nothing was checked: exit 1, but no format error).
        #expect(run.status == 1)
        #expect(run.output.hasSuffix("0 passed, 0 failed, 0 known issues, 1 skipped\n"))
        #expect(run.errors.contains("nothing was checked"))
    }

    @Test("A lesson that cannot be read is a failure at its line 1, and the others still run")
    func unreadableLesson() throws {
        let run = try check(["01-a.md": lesson(), "02-b.md": "<folder>"])
        #expect(run.status == 1)
        #expect(run.output.contains("02-b.md:1: error: cannot read the lesson"))
        #expect(run.output.contains("SKIP 01-a.md:7"))
    }

    /// A program that prints "hello", and four console blocks that expect other words; the first is recorded.
    private let greetings =
        "# Lesson 1 · Greetings\n\n## Step 1 · Hello\n\n```swift program\nimport SwiftUI\nstruct ContentView: View {\n"
        + "    var body: some View { let _ = print(\"hello\"); Text(\"x\") }\n}\n```\n\n"
        + "```console recorded\nbonjour\n```\n\n```console\nsalut\n```\n\n```console\nciao\n```\n\n```console\nhola\n```\n"

    @Test("--bless asks about each block it would rewrite, never about a recorded one, and does what each answer says")
    func blessAsks() throws {
        var written = ""
        let run = try check(["01-g.md": greetings], filter: "Hello", bless: [.leave, .rewrite, .stop]) { folder in
            written = try String(contentsOfFile: folder + "/01-g.md", encoding: .utf8)
        }
        #expect(run.status == 1)
        #expect(
            run.errors.components(separatedBy: "\n").filter { $0.hasPrefix("asked") } == [
                "asked 1 of 3: 16", "asked 2 of 3: 20", "asked 3 of 3: 24",
            ])
        #expect(run.errors.contains("NOT BLESSED 01-g.md:12: recorded on iOS"))
        #expect(run.errors.contains("LEFT 01-g.md:16: not rewritten, as you chose"))
        #expect(run.errors.contains("BLESSED 01-g.md:20: rewritten with what the engine printed."))
        #expect(run.errors.contains("LEFT 01-g.md:24: not rewritten, as you chose"))
        #expect(written == greetings.replacingOccurrences(of: "ciao", with: "hello"))

        // "All": this one and every one after it, without asking again.
        let all = try check(["01-g.md": greetings], filter: "Hello", bless: [.leave, .rewriteAll]) { folder in
            written = try String(contentsOfFile: folder + "/01-g.md", encoding: .utf8)
        }
        #expect(!all.errors.contains("asked 3 of 3"))
        #expect(
            written
                == greetings.replacingOccurrences(of: "ciao", with: "hello").replacingOccurrences(
                    of: "hola", with: "hello"))
    }

    @Test("A report names what was compared: nothing printed during an action is said in words")
    func nothingPrinted() throws {
        let quiet = greetings.replacingOccurrences(of: "let _ = print(\"hello\"); ", with: "")
        let run = try check(["01-g.md": quiet], filter: "01-g.md:16")
        #expect(
            run.output.contains(
                "FAIL 01-g.md:16 console — Step 1 · Hello\n     play: launch\n     nothing was printed during `launch`\n"
            ))
        #expect(run.output.hasSuffix("0 passed, 1 failed, 0 known issues, 0 skipped\n"))
    }

    @Test("--filter matches titles, kinds and lesson titles, not the file's path; a place selects by file and line")
    func filterSemantics() throws {
        #expect(try check(["01-g.md": greetings], filter: "01-g").status == 1, "the path is not matched")
        let byLine = try check(["01-g.md": greetings], filter: ":20")
        #expect(byLine.output.contains("FAIL 01-g.md:20 console"))
        #expect(byLine.output.hasSuffix("0 passed, 1 failed, 0 known issues, 0 skipped\n"))
        #expect(
            try check(["01-g.md": greetings], filter: "01-g.md").output.hasSuffix(
                "0 passed, 4 failed, 0 known issues, 0 skipped\n"))
        #expect(
            try check(["01-g.md": greetings], filter: "greetings").output.hasSuffix(
                "0 passed, 4 failed, 0 known issues, 0 skipped\n"))
    }

    @Test(
        "known-issue: a check that fails as it says is KNOWN (exit 0); one that passes is a failure saying to remove the mark"
    )
    func knownIssues() throws {
        let program =
            "```swift program\nimport SwiftUI\nstruct ContentView: View {\n    var body: some View { let _ = print(\"hello\"); Text(\"x\") }\n}\n```\n\n"
        let known = "# Lesson 1 · K\n\n" + program + "```console known-issue=\"the engine says hello\"\nbonjour\n```\n"
        let run = try check(["01-k.md": known])
        #expect(run.status == 0, "\(run.output)")
        #expect(
            run.output.contains("KNOWN 01-k.md:10 console — Lesson 1 · K\n     known issue: the engine says hello\n"))
        #expect(run.output.contains("- bonjour\n     + hello"))
        #expect(run.output.hasSuffix("0 passed, 0 failed, 1 known issue, 0 skipped\n"))
        let json = try check(["01-k.md": known], format: "json")
        #expect(json.output.contains("\"known\" : 1") && json.output.contains("\"status\" : \"known\""))
        let junit = try check(["01-k.md": known], format: "junit")
        #expect(junit.output.contains("<skipped message=\"known issue: the engine says hello: the console differs\"/>"))
        #expect(junit.output.contains("failures=\"0\" skipped=\"1\""))

        let fixed = known.replacingOccurrences(of: "bonjour", with: "hello")
        let passing = try check(["01-k.md": fixed])
        #expect(passing.status == 1)
        #expect(
            passing.output.contains(
                "the known issue no longer reproduces: remove known-issue=\"the engine says hello\" from the block"))
        #expect(passing.output.hasSuffix("0 passed, 1 failed, 0 known issues, 0 skipped\n"))
    }

    @Test(
        "known-issue never covers a program that exits with a status, exits before the play's end, or crashes",
        arguments: [
            ("exit(3)", "the program ended with exit status 3"),
            ("exit(0)", "the program ended by itself (exit status 0)"),
            ("abort()", "the program crashed (SIGABRT)"),
        ])
    func knownIssueOfAProgramThatBrokeDown(_ call: String, _ said: String) throws {
        let program =
            "```swift program\nimport SwiftUI\nstruct ContentView: View {\n"
            + "    var body: some View { Button(\"Go\") { \(call) } }\n}\n```\n\n"
        let known =
            "# Lesson 1 · K\n\n" + program
            + "```console play=\"launch; tap Go\" known-issue=\"the engine says hello\"\nbonjour\n```\n"
        let run = try check(["01-k.md": known])
        #expect(run.status == 1, "\(run.output)")
        #expect(run.output.contains("FAIL 01-k.md:10 console — Lesson 1 · K\n"), "\(run.output)")
        #expect(
            run.output.contains(
                "known-issue=\"the engine says hello\" covers a difference in what the engine prints, not this: \(said)"
            ),
            "\(run.output)")
        #expect(run.output.hasSuffix("0 passed, 1 failed, 0 known issues, 0 skipped\n"), "\(run.output)")
    }

    // `--cache-dir .build/lessons-cache` (as the help suggests) linked programs to an engine
    // library at a relative path, which no program found from its own home: every play failed
    // with "libViewGraph.so: cannot open shared object file", was cached, and a known-issue check
    // counted it as its known issue (`0 failed`, exit 0, having run nothing).
    @Test("A relative --cache-dir is the current folder's: its plays run, and a known issue is one that ran")
    func relativeCacheDirectory() throws {
        let relative = ".build/lessons-relative-cache-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: relative) }
        let program =
            "```swift program\nimport SwiftUI\nstruct ContentView: View {\n    var body: some View { let _ = print(\"hello\"); Text(\"x\") }\n}\n```\n\n"
        let lesson =
            "# Lesson 1 · R\n\n" + program
            + "```console\nhello\n```\n\n```console known-issue=\"the engine says hello\"\nbonjour\n```\n"
        let run = try check(["01-r.md": lesson], cache: relative)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.hasSuffix("1 passed, 0 failed, 1 known issue, 0 skipped\n"), "\(run.output)")
    }

    @Test("A play the dynamic loader could not start is the machine's failure: never cached, never a known issue")
    func loaderFailure() {
        let said =
            "/tmp/home/program: error while loading shared libraries: libViewGraph.so: cannot open shared object file: No such file or directory"
        let failed = ProcessRunner.Result(
            ending: .exited(127), output: "", errorOutput: said + "\n", timedOut: false, truncated: false,
            leftProcesses: false, seconds: 0)
        #expect(PlayProblem.loaderFailure(failed)?.contains("libViewGraph.so: cannot open shared object file") == true)
        #expect(!PlayCache.isKept(failed))
        let problem = PlayProblem.describe(
            PlayOutput.parse(""), failed, play: ["launch"], timeout: 10, outputLimit: 1_000)
        #expect(problem?.contains("not the lesson's, and it was not cached") == true, "\(problem ?? "")")
        // The same words after the program's own are its own.
        var ran = failed
        ran.errorOutput = "starting\n" + said
        #expect(PlayProblem.loaderFailure(ran) == nil)
    }
}
