import Testing

@testable import lessons

/// Help is read in terminals of 80 columns: a longer line wraps in the middle of a word.
@Suite("Help text")
struct HelpTextTests {
    @Test("Every command's help fits in 80 columns", arguments: [nil] + Lessons.commands.map { $0.name })
    func fitsIn80Columns(_ command: String?) {
        let text = Lessons.helpText(command)
        #expect(text.hasPrefix("Usage: lessons"), "\(command ?? "lessons") has help of its own")
        for line in text.split(separator: "\n") {
            #expect(line.count <= 80, "\(command ?? "lessons") --help: \(line.count) columns: \(line)")
        }
    }

    @Test(
        "A command's help lists each of its options with what it does, and --help",
        arguments: Lessons.commands.map { $0.name })
    func listsEveryOption(_ name: String) throws {
        let command = try #require(Lessons.command(named: name))
        let text = command.helpText
        for option in command.options {
            #expect(text.contains("  " + option.label), "\(name) --help shows \(option.label)")
        }
        #expect(text.contains("-h, --help"))
    }

    @Test("The tool's help lists every command but help, in its group")
    func toolHelp() {
        let text = Lessons.helpText(nil)
        for command in Lessons.commands where command.name != "help" {
            #expect(text.contains("\n  \(command.label) "), "\(command.name) is listed")
        }
        #expect(text.contains("study LESSON"))
        #expect(text.contains("To learn:") && text.contains("To write lessons:"))
        #expect(text.hasSuffix("Run `lessons help COMMAND` or `lessons COMMAND --help` for a command's options."))
    }

    @Test("`lessons help`, `lessons help COMMAND`, `lessons COMMAND --help` and `-h` ask for help")
    func helpIsAskedFor() throws {
        #expect(try parse(["help"], as: HelpCommand.self) == HelpCommand(topic: nil))
        #expect(try parse(["--help"], as: HelpCommand.self) == HelpCommand(topic: nil))
        #expect(try parse(["-h"], as: HelpCommand.self) == HelpCommand(topic: nil))
        #expect(try parse(["help", "check"], as: HelpCommand.self) == HelpCommand(topic: "check"))
        #expect(try parse(["check", "--help"], as: HelpCommand.self) == HelpCommand(topic: "check"))
        #expect(try parse(["run", "-h"], as: HelpCommand.self) == HelpCommand(topic: "run"))
        #expect(try parse(["list", "--help"], as: HelpCommand.self) == HelpCommand(topic: "list"))
        // Asked for after an option that takes a value, it is help all the same.
        #expect(try parse(["show", "7", "--step", "2", "--help"], as: HelpCommand.self) == HelpCommand(topic: "show"))
    }

    @Test("`lessons help` of a command that does not exist is an error with the nearest command")
    func helpOfNoCommand() {
        #expect(
            usageError(["help", "chek"]) == UsageError("unknown command 'chek'. Did you mean 'check'?", command: nil))
    }
}
