import Testing

@testable import LessonKit

/// Help is read in terminals of 80 columns: a longer line wraps in the middle of a word.
@Suite("Help text")
struct HelpTextTests {
    @Test(
        "Every command's help fits in 80 columns",
        arguments: [
            nil, "study", "review", "start", "run", "watch", "reset", "show", "list", "check", "trace", "accept",
        ])
    func fitsIn80Columns(_ command: String?) {
        let text = LessonsCommand.helpText(command)
        #expect(text.hasPrefix("Usage: lessons"), "\(command ?? "lessons") has help of its own")
        for line in text.split(separator: "\n") {
            #expect(line.count <= 80, "\(command ?? "lessons") --help: \(line.count) columns: \(line)")
        }
    }
}

@Suite("The keys a study session offers")
struct KeyHintTests {
    @Test("The keys' line breaks between two keys, never inside one, to fit the terminal")
    func hintWraps() {
        let choices = [
            KeyChoice("r", "run it"), KeyChoice("t", "trace it: which bodies ran, and why"), KeyChoice("\n", "next"),
            KeyChoice("b", "back"), KeyChoice("q", "quit"),
        ]
        let wide = KeyChoice.hint(choices, width: 120)
        #expect(wide == "[r] run it   [t] trace it: which bodies ran, and why   [enter] next   [b] back   [q] quit")
        let narrow = KeyChoice.hint(choices, width: 80)
        #expect(
            narrow.split(separator: "\n").map(String.init) == [
                "[r] run it   [t] trace it: which bodies ran, and why   [enter] next   [b] back",
                "[q] quit",
            ])
        #expect(KeyChoice.hint(choices, width: 10).split(separator: "\n").count == 5)
    }
}
