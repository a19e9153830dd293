import Testing

@testable import lessons

@Suite("lessons preview's command line")
struct PreviewCommandTests {
    @Test(
        "--port and --open are read; a bad port, a repeated one, a lesson or an unknown option is a usage error that says what to type"
    )
    func arguments() throws {
        #expect(try parse(["preview"], as: PreviewCommand.self) == PreviewCommand())
        #expect(
            try parse(["preview", "--port", "8080", "--open"], as: PreviewCommand.self)
                == PreviewCommand(port: 8080, open: true))
        #expect(try parse(["preview", "--port=8080"], as: PreviewCommand.self) == PreviewCommand(port: 8080))
        for bad in [
            ["--port"], ["--port", "0"], ["--port", "70000"], ["--port", "x"], ["--port", "1", "--port", "2"], ["7"],
            ["--opne"],
        ] {
            #expect(usageError(["preview"] + bad)?.command == "preview", "\(bad)")
        }
        #expect(usageMessage(["preview", "--opne"])?.contains("Did you mean '--open'?") == true)
        #expect(usageMessage(["preview", "--port"]) == "--port needs a port, such as --port 8080")
        #expect(try parse(["preview", "--help"], as: HelpCommand.self) == HelpCommand(topic: "preview"))
        let help = Lessons.helpText("preview")
        #expect(help.hasPrefix("Usage: lessons preview"))
        #expect(help.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }
}
