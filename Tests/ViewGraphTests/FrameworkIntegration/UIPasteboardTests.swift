import Foundation
import Testing

@testable import ViewGraph

extension EngineTests {
    @Test(
        "A pasteboard holds what is put on it: a string replaces every item, a list makes one item a value, each read gives the first item of its kind"
    )
    func pasteboardHoldsItems() {
        let board = UIPasteboard()
        #expect(board.string == nil && !board.hasStrings && board.numberOfItems == 0)
        board.string = "#FF8800"
        #expect(board.string == "#FF8800" && board.hasStrings && board.numberOfItems == 1)
        board.strings = ["one", "two"]
        #expect(board.string == "one" && board.strings == ["one", "two"] && board.numberOfItems == 2)
        let link = URL(string: "https://example.com")!
        board.url = link
        #expect(board.url == link && board.string == nil && !board.hasStrings && board.hasURLs)
        #expect(board.changeCount == 3)
        #expect(UIPasteboard.general === UIPasteboard.general)
    }
}
