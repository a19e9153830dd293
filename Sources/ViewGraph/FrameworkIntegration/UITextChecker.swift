import Foundation

/// UIKit's spell checker, which SwiftUI code reaches through `import SwiftUI` (as a word game checks
/// that a guess is a real word). UIKit declares it a main-actor class (`NSObject`'s subclass,
/// main-thread only in its header).
///
/// The device's dictionaries are not part of the engine: it knows no word as misspelled.
@MainActor
open class UITextChecker: NSObject {
    /// A checker.
    public override init() { super.init() }

    /// Not modelled: finds no misspelled word in `range` of `stringToCheck` (there is no dictionary):
    /// the range it returns has `location` `NSNotFound`, as UIKit's does for a string of real words.
    open func rangeOfMisspelledWord(
        in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool, language: String
    ) -> NSRange {
        UnmodelledAPI.note("UITextChecker")
        return NSRange(location: NSNotFound, length: 0)
    }

    /// Not modelled: no spelling suggestions for the word in `range` of `string` (an empty list).
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        UnmodelledAPI.note("UITextChecker")
        return []
    }

    /// Not modelled: no completions for the partial word in `range` of `string` (an empty list).
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        UnmodelledAPI.note("UITextChecker")
        return []
    }

    /// The languages the checker knows, as identifiers: the engine's device speaks US English.
    open class var availableLanguages: [String] { ["en_US"] }
}
