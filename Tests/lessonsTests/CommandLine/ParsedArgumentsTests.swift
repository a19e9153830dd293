import Testing

@testable import lessons

private let options: [Option] = [
    .value("--step", "N", help: "a step"), .flag("--open", help: "open"),
    .value("--jobs", short: "-j", "N", help: "jobs"),
    .value("--tag", "T", repeatable: true, help: "tags"),
    .value("--out", "DIR", needs: "a folder, such as --out site", refusesBlank: true, help: "where"),
]

private func read(_ arguments: [String]) throws -> ParsedArguments {
    try ParsedArguments(arguments, options: options, command: "x")
}

private func message(_ arguments: [String]) -> String? {
    do {
        _ = try read(arguments)
        return nil
    } catch {
        return (error as? UsageError)?.message
    }
}

@Suite("A command line read by the options a command declares")
struct ParsedArgumentsTests {
    @Test("`--opt value`, `--opt=value` and a short name give the same value; flags are given or not")
    func values() throws {
        for arguments in [["--step", "2"], ["--step=2"]] {
            let parsed = try read(arguments + ["a"])
            #expect(parsed.value("--step") == "2" && parsed.operands == ["a"] && !parsed.flag("--open"))
        }
        #expect(try read(["-j", "3"]).value("--jobs") == "3")
        #expect(try read(["--open"]).flag("--open"))
        // An `=` in the value is the value's.
        #expect(try read(["--out=a=b"]).value("--out") == "a=b")
        #expect(try read(["--step=--x"]).value("--step") == "--x")
    }

    @Test("An option given twice is an error that says so, unless it is declared repeatable")
    func twice() throws {
        #expect(message(["--step", "2", "--step", "3"]) == "--step is given twice; give it once")
        #expect(message(["--step=2", "--step", "3"]) == "--step is given twice; give it once")
        #expect(message(["--open", "--open"]) == "--open is given twice; give it once")
        #expect(message(["--jobs", "2", "-j", "3"]) == "--jobs and -j are one option; give it once")
        #expect(try read(["--tag", "a", "--tag=b"]).all("--tag") == ["a", "b"])
    }

    @Test("An unknown option names the nearest; a missing value says what it needs")
    func mistakes() {
        #expect(message(["--stpe", "2"]) == "unknown option '--stpe'. Did you mean '--step'?")
        #expect(message(["--stpe=2"]) == "unknown option '--stpe'. Did you mean '--step'?")
        #expect(message(["--zzzzzzzz"]) == "unknown option '--zzzzzzzz'")
        #expect(message(["--step"]) == "--step needs a value")
        #expect(message(["--step", "--open"]) == "--step needs a value")
        #expect(message(["--out", " "]) == "--out needs a folder, such as --out site")
        #expect(message(["--out="]) == "--out needs a folder, such as --out site")
        #expect(message(["--open=yes"]) == "--open takes no value: give it alone, as --open")
        #expect(throws: UsageError("unknown option '--x'; `lessons hint` takes no options", command: "hint")) {
            try ParsedArguments(["--x"], options: [], command: "hint")
        }
    }

    @Test("`--` ends the options; --help anywhere before it asks for help")
    func doubleDashAndHelp() throws {
        let parsed = try read(["--step", "2", "--", "--open", "-x"])
        #expect(parsed.operands == ["--open", "-x"] && !parsed.flag("--open") && !parsed.wantsHelp)
        #expect(try read(["a", "--help"]).wantsHelp && read(["-h"]).wantsHelp)
        #expect(try !read(["--", "--help"]).wantsHelp)
    }
}
