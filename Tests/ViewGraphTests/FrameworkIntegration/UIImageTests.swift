import Foundation
import Testing

@testable import ViewGraph

extension EngineTests {
    @Test(
        "UIImages compare by the image they hold: two of one asset are equal and hash alike; another asset, or a symbol of the same name, is not"
    )
    func uiImagesCompareByContent() {
        let card = UIImage(named: "card")!
        let again = UIImage(named: "card")!
        #expect(card == again && card.hashValue == again.hashValue)
        #expect(card != UIImage(named: "back")!)
        #expect(card != UIImage(systemName: "card")!)
        #expect(Set([card, again, UIImage(named: "back")!]).count == 2)
    }
}
