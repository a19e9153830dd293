import Testing

@testable import lessons

/// study, start, run, watch, hint, reset: the commands a student types.
@Suite("The student's command lines")
struct StudentCommandLineTests {
    @Test("study, start, run, watch, hint and reset take their arguments")
    func parsing() throws {
        #expect(try parse(["study", "7"], as: StudyCommand.self) == StudyCommand(lesson: "7"))
        #expect(
            try parse(["study", "7", "--restart"], as: StudyCommand.self) == StudyCommand(lesson: "7", restart: true))
        #expect(
            try parse(["start", "7", "--dir", "here"], as: StartCommand.self)
                == StartCommand(lesson: "7", directory: "here"))
        #expect(try parse(["start", "--", "--dir"], as: StartCommand.self) == StartCommand(lesson: "--dir"))
        #expect(try parse(["run"], as: RunCommand.self) == RunCommand())
        #expect(try parse(["run", "--"], as: RunCommand.self) == RunCommand())
        #expect(try parse(["run", "--step", "2"], as: RunCommand.self) == RunCommand(step: 2))
        #expect(
            try parse(["run", "--step=2", "--trace", "--diff"], as: RunCommand.self)
                == RunCommand(step: 2, trace: true, diff: true))
        #expect(try parse(["watch", "--step", "3"], as: WatchCommand.self) == WatchCommand(step: 3))
        #expect(try parse(["reset", "TripCard.swift"], as: ResetCommand.self) == ResetCommand(file: "TripCard.swift"))
        #expect(
            try parse(["reset", "--step", "2", "--", "-Odd.swift"], as: ResetCommand.self)
                == ResetCommand(file: "-Odd.swift", step: 2))
        #expect(try parse(["hint"], as: HintCommand.self) == HintCommand())
        #expect(try parse(["run", "--help"], as: HelpCommand.self) == HelpCommand(topic: "run"))
    }

    @Test("mistakes are usage errors that say what to write")
    func mistakes() {
        #expect(
            usageError(["study"])
                == UsageError("`lessons study` needs a lesson, such as `lessons study 7`", command: "study"))
        #expect(
            usageError(["run", "--stp", "2"])
                == UsageError("unknown option '--stp'. Did you mean '--step'?", command: "run"))
        #expect(
            usageError(["run", "--step", "two"])
                == UsageError("--step takes a step number, such as --step 2, not 'two'", command: "run"))
        #expect(usageError(["reveiw"]) == UsageError("unknown command 'reveiw'. Did you mean 'review'?", command: nil))
        #expect(usageMessage(["run", "7"]) == "`lessons run` takes no lesson: it works on the workspace it is run in")
        #expect(usageMessage(["hint", "--x"]) == "unknown option '--x'; `lessons hint` takes no options")
        #expect(usageMessage(["reset"]) == "`lessons reset` needs a file, such as `lessons reset TripCard.swift`")
    }

    @Test(
        "A student command's option given twice is a usage error",
        arguments: [
            ["run", "--step", "1", "--step", "2"], ["run", "--step=1", "--step", "2"],
            ["start", "7", "--dir", "a", "--dir", "b"], ["reset", "A.swift", "--step", "1", "--step", "3"],
            ["study", "7", "--restart", "--restart"],
        ])
    func optionTwice(_ arguments: [String]) {
        #expect(usageMessage(arguments)?.hasSuffix("is given twice; give it once") == true)
    }

    @Test(
        "--step that is not a step number is a usage error that repeats it, for every command that takes one",
        arguments: ["99999999999999999999", "0", "-2", "two"])
    func badStep(_ value: String) {
        for command in [["show", "48"], ["run"], ["watch"], ["reset", "A.swift"], ["trace", "48"]] {
            #expect(
                usageMessage(command + ["--step", value])
                    == "--step takes a step number, such as --step 2, not '\(value)'")
        }
    }
}
