import Testing
@testable import LessonKit

/// Help is read in terminals of 80 columns: a longer line wraps in the middle of a word.
@Suite("Help text")
struct HelpTextTests {
    @Test("Every command's help fits in 80 columns", arguments: [nil, "study", "review", "start", "run", "watch", "reset", "show", "list", "check", "trace"])
    func fitsIn80Columns(_ command: String?) {
        let text = LessonsCommand.helpText(command)
        #expect(text.hasPrefix("Usage: lessons"), "\(command ?? "lessons") has help of its own")
        for line in text.split(separator: "\n") {
            #expect(line.count <= 80, "\(command ?? "lessons") --help: \(line.count) columns: \(line)")
        }
    }
}
