import Foundation
import Testing

@testable import ViewGraph

extension EngineTests {
    @Test(
        "UITextChecker builds as a word game calls it and finds no misspelled word (the engine has no dictionary): NSNotFound, listed as not modelled"
    )
    func textCheckerFindsNothing() async {
        UnmodelledAPI.reset()
        let word = "qzxv"
        let checker = UITextChecker()
        let range = NSRange(location: 0, length: word.utf16.count)
        let found = checker.rangeOfMisspelledWord(in: word, range: range, startingAt: 0, wrap: false, language: "en")
        #expect(found.location == NSNotFound)
        #expect(checker.guesses(forWordRange: range, in: word, language: "en") == [])
        #expect(checker.completions(forPartialWordRange: range, in: word, language: "en") == [])
        #expect(UITextChecker.availableLanguages == ["en_US"])
        #expect(UnmodelledAPI.used == ["UITextChecker"])
    }
}
