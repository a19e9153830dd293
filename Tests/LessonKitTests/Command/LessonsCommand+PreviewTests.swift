import Testing

@testable import LessonKit

@Suite("lessons preview's command line")
struct LessonsCommandPreviewTests {
    @Test(
        "--port and --open are read; a bad port, a repeated one, a lesson or an unknown option is a usage error that says what to type"
    )
    func arguments() throws {
        #expect(try LessonsCommand.parse(["preview"]) == .preview(.init()))
        var options = LessonsCommand.PreviewArguments()
        options.port = 8080
        options.open = true
        #expect(try LessonsCommand.parse(["preview", "--port", "8080", "--open"]) == .preview(options))
        for bad in [
            ["--port"], ["--port", "0"], ["--port", "70000"], ["--port", "x"], ["--port", "1", "--port", "2"], ["7"],
            ["--opne"],
        ] {
            #expect(throws: LessonsCommand.UsageError.self, "\(bad)") { try LessonsCommand.parse(["preview"] + bad) }
        }
        do {
            _ = try LessonsCommand.parse(["preview", "--opne"])
        } catch let error as LessonsCommand.UsageError {
            #expect(error.message.contains("Did you mean '--open'?"))
        }
        #expect(try LessonsCommand.parse(["preview", "--help"]) == .help("preview"))
        let help = LessonsCommand.helpText("preview")
        #expect(help.hasPrefix("Usage: lessons preview"))
        #expect(help.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }
}
