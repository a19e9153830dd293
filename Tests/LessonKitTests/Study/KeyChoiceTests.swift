import Testing

@testable import LessonKit

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
