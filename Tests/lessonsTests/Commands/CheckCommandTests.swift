import LessonKit
import Testing

@testable import lessons

@Suite("lessons check's command line")
struct CheckCommandTests {
    @Test("check takes its options, as `--opt value` or `--opt=value`")
    func options() throws {
        var expected = CheckRun.Request()
        expected.paths = ["Lessons/07.md"]
        expected.filter = "Step 4"
        expected.format = "json"
        expected.jobs = 3
        expected.shard = .init(index: 1, count: 2)
        #expect(
            try parse(
                ["check", "Lessons/07.md", "--filter", "Step 4", "--format", "json", "-j", "3", "--shard", "1/2"],
                as: CheckCommand.self) == CheckCommand(request: expected))
        #expect(
            try parse(
                ["check", "Lessons/07.md", "--filter=Step 4", "--format=json", "--jobs=3", "--shard=1/2"],
                as: CheckCommand.self) == CheckCommand(request: expected))
        #expect(try parse(["check"], as: CheckCommand.self) == CheckCommand())
        #expect(try parse(["check", "--"], as: CheckCommand.self) == CheckCommand())
    }

    @Test(
        "Usage errors quote the bad input and suggest the fix",
        arguments: [
            (["check", "--fromat", "json"], "unknown option '--fromat'. Did you mean '--format'?"),
            (["check", "--format", "xml"], "--format takes text, json or junit, not 'xml'"),
            (["check", "--format=xml"], "--format takes text, json or junit, not 'xml'"),
            (
                ["check", "--bless"],
                "--bless rewrites blocks, so it needs a lesson file (`lessons check FILE --bless`) or --filter to name the blocks to rewrite"
            ),
            (["check", "--yes"], "--yes answers --bless's questions, so it goes with --bless"),
            (["check", "--shard", "3/2"], "--shard takes I/N with 1 ≤ I ≤ N, such as 1/4, not '3/2'"),
            (["check", "--format", "junit", "--format", "json"], "--format is given twice; give it once"),
            (["check", "--cache-dir", " "], "--cache-dir needs a folder, such as --cache-dir .build/lessons-cache"),
        ])
    func usageErrors(arguments: [String], message: String) {
        #expect(usageError(arguments) == UsageError(message, command: "check"))
    }

    @Test(
        "--jobs that is not a whole number of at least 1 is a usage error",
        arguments: ["0", "-1", "-0", "x", "", "1.5", "4k", " 2", "0x10"])
    func badJobs(_ value: String) {
        #expect(
            usageMessage(["check", "--jobs", value]) == "--jobs takes a whole number of at least 1, not '\(value)'")
    }

    @Test(
        "Malformed option values are usage errors, never read in part or put at the root of the file system",
        arguments: [
            ["--shard", "1/2/x"], ["--shard", "1//2"], ["--shard", "/1/2"], ["--cache-dir", ""], ["--cache-dir", "  "],
            ["--format", "junit", "--format", "json"], ["--format", "json", "--verbose"], ["--jobs", "2", "-j", "3"],
            ["--filter", "a", "--filter", "b"], ["x.md", "--pending", "--bless"], ["--no-cache", "--cache-dir", "d"],
            ["--repeat", "0"], ["--repeat", "1001"],
        ])
    func malformedOptions(_ arguments: [String]) {
        #expect(usageError(["check"] + arguments)?.command == "check")
    }

    @Test("Sound shards, cache folders, --pending and --fix still parse")
    func soundOptions() throws {
        let check = try #require(
            try parse(["check", "--shard", "2/3", "--cache-dir", "/tmp/c d"], as: CheckCommand.self))
        #expect(check.request.shard == .init(index: 2, count: 3))
        #expect(check.request.cacheDirectory == "/tmp/c d")
        let fixing = try #require(try parse(["check", "--pending", "--fix"], as: CheckCommand.self))
        #expect(fixing.request.pending && fixing.request.fix)
    }

    @Test("`check FILE --bless` names its blocks by the file, so it needs no --filter")
    func blessAFile() throws {
        let check = try #require(try parse(["check", "Lessons/00-counter.md", "--bless"], as: CheckCommand.self))
        #expect(check.request.bless && check.request.filter == nil && check.request.paths == ["Lessons/00-counter.md"])
    }

    @Test("`--` ends the options: a name that starts with a dash after it is a path")
    func doubleDash() throws {
        let check = try #require(
            try parse(["check", "--format", "json", "--", "-dash.md", "--filter"], as: CheckCommand.self))
        #expect(check.request.paths == ["-dash.md", "--filter"])
        #expect(check.request.format == "json" && check.request.filter == nil)
    }
}
